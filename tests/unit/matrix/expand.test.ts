// Matrix expansion as GitHub documents it: include, exclude and their examples.
import { describe, expect, it } from 'vitest';
import { expandMatrix, parseMatrixInput } from '../../../src/matrix/index.js';

const expand = (yaml: string) => expandMatrix(parseMatrixInput(yaml));
const values = (yaml: string) => expand(yaml).cells.map((c) => c.values);

describe('GitHub documented examples', () => {
  it('orders the product with the first key outermost', () => {
    expect(values('version: [10, 12, 14]\nos: [ubuntu-latest, windows-latest]')).toEqual([
      { version: 10, os: 'ubuntu-latest' },
      { version: 10, os: 'windows-latest' },
      { version: 12, os: 'ubuntu-latest' },
      { version: 12, os: 'windows-latest' },
      { version: 14, os: 'ubuntu-latest' },
      { version: 14, os: 'windows-latest' },
    ]);
  });

  it('expands and adds with include (fruit / animal)', () => {
    const yaml = `
fruit: [apple, pear]
animal: [cat, dog]
include:
  - color: green
  - color: pink
    animal: cat
  - fruit: apple
    shape: circle
  - fruit: banana
  - fruit: banana
    animal: cat
`;
    expect(values(yaml)).toEqual([
      { fruit: 'apple', animal: 'cat', color: 'pink', shape: 'circle' },
      { fruit: 'apple', animal: 'dog', color: 'green', shape: 'circle' },
      { fruit: 'pear', animal: 'cat', color: 'pink' },
      { fruit: 'pear', animal: 'dog', color: 'green' },
      { fruit: 'banana' },
      { fruit: 'banana', animal: 'cat' },
    ]);
  });

  it('excludes by partial match (9 jobs)', () => {
    const yaml = `
os: [macos-latest, windows-latest]
version: [12, 14, 16]
environment: [staging, production]
exclude:
  - os: macos-latest
    version: 12
    environment: production
  - os: windows-latest
    version: 16
`;
    const cells = values(yaml);
    expect(cells).toHaveLength(9);
    expect(cells).not.toContainEqual({ os: 'macos-latest', version: 12, environment: 'production' });
    expect(cells.filter((c) => c.os === 'windows-latest' && c.version === 16)).toHaveLength(0);
  });

  it('adds npm: 6 to one cell only', () => {
    const yaml = `
os: [windows-latest, ubuntu-latest]
node: [12, 14, 16]
include:
  - os: windows-latest
    node: 16
    npm: 6
`;
    const cells = values(yaml);
    expect(cells).toHaveLength(6);
    expect(cells.filter((c) => 'npm' in c)).toEqual([{ os: 'windows-latest', node: 16, npm: 6 }]);
  });

  it('adds a new combination (10 jobs) and runs include-only matrices', () => {
    const ten = values(`
os: [macos-latest, windows-latest, ubuntu-latest]
version: [12, 14, 16]
include:
  - os: windows-latest
    version: 17
`);
    expect(ten).toHaveLength(10);
    expect(ten[9]).toEqual({ os: 'windows-latest', version: 17 });
    expect(
      values(`
include:
  - site: "production"
    datacenter: "site-a"
  - site: "staging"
    datacenter: "site-b"
`),
    ).toEqual([
      { site: 'production', datacenter: 'site-a' },
      { site: 'staging', datacenter: 'site-b' },
    ]);
  });

  it('runs seven perl jobs', () => {
    const cells = values(`
os: [ubuntu-latest]
perl:
    - '5.16'
    - '5.20'
    - '5.26'
    - '5.30'
    - latest
include:
  - os: macos-latest
    perl: '5.26'
  - os: macos-latest
    perl: latest
`);
    expect(cells).toHaveLength(7);
    expect(cells.slice(5)).toEqual([
      { os: 'macos-latest', perl: '5.26' },
      { os: 'macos-latest', perl: 'latest' },
    ]);
  });

  it('lets include add back a combination exclude removed', () => {
    const cells = values('a: [1, 2]\nexclude:\n  - a: 2\ninclude:\n  - a: 2\n    b: x');
    expect(cells).toEqual([{ a: 1 }, { a: 2, b: 'x' }]);
  });
});

describe('diagnostics', () => {
  it('warns that 3.10 is the number 3.1, with its line', () => {
    const r = expand('python-version: [3.9, 3.10, "3.11"]');
    expect(r.cells.map((c) => c.values['python-version'])).toEqual([3.9, 3.1, '3.11']);
    const f = r.diagnostics.find((d) => d.id === 'matrix-float-version');
    expect(f?.message).toContain('3.10');
    expect(f?.message).toContain('(line 1)');
  });

  it('reports an exclude that matches nothing and one naming a foreign key', () => {
    const r = expand('py: ["3.9", "3.10"]\nexclude:\n  - py: "3.8"\n  - os: windows');
    expect(r.diagnostics.map((d) => d.id)).toEqual(['matrix-exclude-unused', 'matrix-invalid']);
  });

  it('reports include entries that duplicate a cell', () => {
    const r = expand(`
py: ["3.11", "3.12"]
os: [ubuntu-latest]
include:
  - py: "3.12"
    os: ubuntu-latest
  - py: "3.13"
    os: ubuntu-latest
  - py: "3.13"
    os: ubuntu-latest
`);
    expect(r.cells).toHaveLength(4);
    const dups = r.diagnostics.filter((d) => d.id === 'matrix-include-duplicate');
    expect(dups).toHaveLength(2);
    expect(dups[0]!.message).toContain('adds nothing');
    expect(dups[1]!.message).toContain('runs that job twice');
  });

  it('says a runtime-built matrix cannot be expanded, without guessing', () => {
    for (const yaml of [
      '${{ fromJSON(needs.plan.outputs.matrix) }}',
      'py: ${{ fromJSON(inputs.py) }}',
      'py: [a]\ninclude: ${{ fromJSON(x) }}',
    ]) {
      const r = expand(yaml);
      expect(r.cells).toEqual([]);
      expect(r.diagnostics.map((d) => d.id)).toContain('matrix-expression');
    }
  });

  it('refuses garbage with an InputError', () => {
    expect(() => parseMatrixInput('')).toThrow(/empty/);
    expect(() => parseMatrixInput('[1, 2]')).toThrow(/mapping/);
    expect(() => parseMatrixInput('{"a": [1,')).toThrow(/not valid YAML/);
  });

  it('compares values as GitHub expressions do (case-insensitive strings, numbers vs strings)', () => {
    const r = expand('os: [Ubuntu-Latest]\nv: [12]\nexclude:\n  - os: ubuntu-latest\n    v: "12"');
    expect(r.cells).toEqual([]);
  });
});

describe('include matches as GitHub compares, whatever the speed-up (cell-index.ts)', () => {
  it('an include value matches any spelling GitHub equates: "Infinity" extends the "infinity" cell', () => {
    expect(values("v: ['infinity', x]\ninclude:\n  - {v: Infinity, extra: 1}\n")).toEqual([
      { v: 'infinity', extra: 1 },
      { v: 'x' },
    ]);
  });

  it('an include map value matches a map cell partially, as exclude does', () => {
    expect(values('config: [{py: "3.12", os: linux}]\ninclude:\n  - {config: {PY: "3.12"}, extra: 1}\n')).toEqual([
      { config: { py: '3.12', os: 'linux' }, extra: 1 },
    ]);
  });

  it('an include entry that repeats an earlier one in another spelling is a duplicate', () => {
    const e = expand('include:\n  - {v: Infinity}\n  - {V: infinity}\n');
    expect(e.cells.map((c) => c.values)).toEqual([{ v: 'Infinity' }, { V: 'infinity' }]);
    expect(e.diagnostics.map((d) => d.message)).toEqual([
      'include entry {V: infinity} duplicates a cell: it repeats the combination {v: Infinity}, which the include entry on line 2 already adds, so GitHub runs that job twice. (line 3)',
    ]);
  });
});
