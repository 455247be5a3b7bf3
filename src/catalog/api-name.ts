/** The qualified name an API entry is about; apart from the schema so the scanner loads no zod. */
import type { ApiEntry } from './api-schema.js';

export function apiName(e: Pick<ApiEntry, 'api' | 'name'>): string {
  return e.name ?? e.api.split('#')[0]!;
}
