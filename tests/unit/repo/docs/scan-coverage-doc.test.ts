// docs/scan-coverage.md maps every release-note item of torch 2.0 … 2.15 to the rules/apis.yaml
// entries that report it, or says why none does. The page and the catalogue
// must not drift apart: every key the page names is an entry, and every entry dated 2.0 … 2.15 is
// named on the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../..');
const doc = readFileSync(path.join(root, 'docs/scan-coverage.md'), 'utf8');
const entries = (parse(readFileSync(path.join(root, 'rules/apis.yaml'), 'utf8')) as { apis: Record<string, unknown>[] })
  .apis;

/** The column of every table that says how an item is covered. */
const COLUMN = 'rules/apis.yaml entries';
/** A cell that names no entry gives the reason instead. */
const REASON = /^(not by name|not catalogued|no change):\s*\S/;
/** A cell that names entries holds only their keys: `a`, `b#shape`. */
const KEYS = /^`[^`\s]+`(, `[^`\s]+`)*$/;

interface Cell {
  line: number;
  text: string;
}

function splitRow(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** The cells of the entries column, from every table that has one. */
function entryCells(markdown: string): Cell[] {
  const cells: Cell[] = [];
  let column: number | undefined; // undefined: not inside a table
  markdown.split('\n').forEach((row, i) => {
    if (!row.trimStart().startsWith('|')) {
      column = undefined;
      return;
    }
    if (column === undefined) {
      column = splitRow(row).indexOf(COLUMN); // the header row; -1 for a table without the column
      return;
    }
    if (column < 0 || /^\|[\s|:-]+\|$/.test(row.trim())) return;
    cells.push({ line: i + 1, text: splitRow(row)[column] ?? '' });
  });
  return cells;
}

/** The api keys a cell names ([] for a reason). */
function keysOf(cell: string): string[] {
  return REASON.test(cell) ? [] : [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

/** Whether a catalogue version (`2.4`, `1.8.1`) falls in torch 2.0 … 2.15. */
function inRange(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  const [major, minor] = v.split('.').map(Number);
  return major === 2 && minor !== undefined && minor <= 15;
}

const cells = entryCells(doc);
const named = new Set(cells.flatMap((c) => keysOf(c.text)));
const keys = new Set(entries.map((e) => String(e.api)));

describe('docs/scan-coverage.md and rules/apis.yaml', () => {
  it('has the tables: one per release 2.0 … 2.14, an unconfirmed 2.15, older items still met, torchvision, torchaudio and the TorchFix rules', () => {
    const headings = [...doc.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    const releases = Array.from({ length: 15 }, (_, m) => `2.${m}`);
    expect(headings).toEqual([
      ...releases,
      '2.15 (unconfirmed)',
      'Before 2.0',
      'torchvision',
      'torchaudio',
      'TorchFix rules',
    ]);
    expect(cells.length).toBeGreaterThan(150);
  });

  it('every row names the entries that cover its item, or gives the reason none does', () => {
    const bad = cells.filter((c) => !REASON.test(c.text) && !KEYS.test(c.text)).map((c) => `line ${c.line}: ${c.text}`);
    expect(bad).toEqual([]);
  });

  it('every api key the page names is an entry of rules/apis.yaml', () => {
    expect([...named].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('every entry of rules/apis.yaml dated 2.0 … 2.15 is named on the page', () => {
    const dated = entries.filter((e) => ['introduced', 'deprecated', 'removed', 'changed'].some((f) => inRange(e[f])));
    expect(dated.length).toBeGreaterThan(100);
    expect(dated.map((e) => String(e.api)).filter((k) => !named.has(k))).toEqual([]);
  });

  it('docs/scan.md links to it and gives the number of entries it says', () => {
    const scanDoc = readFileSync(path.join(root, 'docs/scan.md'), 'utf8');
    expect(scanDoc).toContain('](scan-coverage.md)');
    const count = `${entries.length} entries`;
    expect(doc).toContain(count);
    expect(scanDoc).toContain(count);
  });
});

describe('reading the entries column', () => {
  it('takes the column by its header, and skips tables without it', () => {
    const md = [
      '| a | b |',
      '|---|---|',
      '| `x` | y |',
      '',
      '| item | rules/apis.yaml entries | source |',
      '|---|---|---|',
      '| z | `torch.a`, `torch.b#c` | s |',
      '| w | not by name: a method | s |',
    ].join('\n');
    expect(entryCells(md)).toEqual([
      { line: 7, text: '`torch.a`, `torch.b#c`' },
      { line: 8, text: 'not by name: a method' },
    ]);
    expect(keysOf('`torch.a`, `torch.b#c`')).toEqual(['torch.a', 'torch.b#c']);
    expect(keysOf('not catalogued: the private `torch._x`')).toEqual([]);
    expect(KEYS.test('`torch.a` and more')).toBe(false);
  });
});
