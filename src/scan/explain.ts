/** `torch-preflight explain <api>`: an API's lifecycle entries as plain text. */
import { apiName } from '../catalog/api-name.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import { describeShape } from './judge.js';

export function explainApi(name: string, apis: readonly ApiEntry[]): string | undefined {
  const q = name.trim().replace(/\(\)$/, '');
  const hits = apis.filter((e) => e.api === q || apiName(e) === q);
  if (hits.length === 0) return undefined;
  return hits.map(render).join('\n\n');
}

function render(e: ApiEntry): string {
  const lines = [`${describeShape(e).replace(/`/g, '')}  [${e.api}]`];
  if (e.introduced) lines.push(`  introduced:  torch ${e.introduced}`);
  if (e.deprecated) lines.push(`  deprecated:  torch ${e.deprecated}`);
  if (e.removed) lines.push(`  removed:     torch ${e.removed}`);
  if (e.changed) lines.push(`  changed:     torch ${e.changed}: ${e.change ?? ''}`.trimEnd());
  if (e.replacement)
    lines.push(`  replacement: ${e.replacement}${e.replacementSince ? ` (since torch ${e.replacementSince})` : ''}`);
  if (e.note) lines.push(`  note:        ${e.note}`);
  lines.push(`  confidence:  ${e.confidence ?? 'verified'}`);
  lines.push(`  source:      ${e.source}`);
  return lines.join('\n');
}
