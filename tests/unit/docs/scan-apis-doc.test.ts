// The "APIs covered" table in docs/scan.md is generated from rules/apis.yaml, so it cannot drift
// from what scan knows (it had: torch.jit.script's deprecation was shown as 2.14 after the rule
// said 2.10). `npm run docs:findings` rewrites it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiName } from '../../../src/catalog/api-name.js';
import type { ApiEntry } from '../../../src/catalog/api-schema.js';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { shapeWords } from '../../../src/scan/evaluate.js';

const file = path.resolve(__dirname, '../../../docs/scan.md');
const START = '<!-- apis table: generated from rules/apis.yaml by npm run docs:findings -->';
const END = '<!-- end of apis table -->';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function shape(e: ApiEntry): string {
  const words = shapeWords(e.match);
  return e.match?.members ? `its members ${words}` : words || 'any use';
}

function fixText(e: ApiEntry): string {
  const f = e.fix;
  if (!f) return '';
  const parts = [
    f.rename && `→ \`${f.rename}\``,
    f.prependArgument && `first argument ${f.prependArgument}`,
    f.renameKeyword && `${f.renameKeyword.from}= → ${f.renameKeyword.to}=`,
    f.addKeyword && `adds ${f.addKeyword.name}=${f.addKeyword.value}`,
    f.onRequest && '(--fix-all)',
  ];
  return cell(parts.filter(Boolean).join(', '));
}

function apisTable(apis: readonly ApiEntry[]): string {
  const rows = apis.map(
    (e) =>
      `| \`${apiName(e)}\` | ${cell(shape(e))} | ${e.introduced ?? ''} | ${e.deprecated ?? ''} | ${e.removed ?? ''} | ${e.changed ?? ''} | ${e.replacement ? cell(e.replacement) + (e.replacementSince ? ` (≥ ${e.replacementSince})` : '') : ''} | ${fixText(e)} | ${e.confidence ?? 'verified'} |`,
  );
  return ['| API | shape | introduced | deprecated | removed | changed | replacement (since) | `--fix` | confidence |', '|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

function render(doc: string): string {
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/scan.md lacks the markers ${START} … ${END}`);
  return `${doc.slice(0, a + START.length)}\n${apisTable(bundledCatalog.apis)}\n${doc.slice(b)}`;
}

describe('docs/scan.md', () => {
  it('lists every API entry of rules/apis.yaml as it is (npm run docs:findings rewrites the table)', () => {
    const doc = readFileSync(file, 'utf8');
    if (process.env.UPDATE_DOCS) writeFileSync(file, render(doc));
    expect(readFileSync(file, 'utf8')).toBe(render(readFileSync(file, 'utf8')));
    expect(readFileSync(file, 'utf8')).toContain('| `torch.jit.script` | any use |  | 2.10 |');
  });
});
