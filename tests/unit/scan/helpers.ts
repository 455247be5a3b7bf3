import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { scanSource } from '../../../src/scan/index.js';

export const apis = bundledCatalog.apis;

/** `line:column id severity` for each finding, in source order. */
export function brief(src: string, torch: string, from?: string): string[] {
  const r = scanSource(src, 'x.py', { torch, ...(from ? { from } : {}), apis });
  return r.findings
    .slice()
    .sort((a, b) => a.location!.line - b.location!.line || a.location!.column! - b.location!.column!)
    .map((f) => `${f.location!.line}:${f.location!.column} ${f.id} ${f.severity}`);
}
