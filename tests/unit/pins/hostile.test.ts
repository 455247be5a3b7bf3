// Inputs whose parse time grew with the square of the file (a regex backtracking over a long run
// of spaces, a scan of every open bracket, pin or table per item). Each is built big enough that
// the old code took far longer than the test timeout; now each is read in well under a second.
import { describe, expect, it } from 'vitest';
import { cpuTimed } from '../../cpu-time.js';
import { InputError } from '../../../src/core/errors.js';
import { readPyproject } from '../../../src/pins/pyproject.js';
import { parseRequirementsText } from '../../../src/pins/requirements-txt.js';
import { readSetupCfg } from '../../../src/pins/setup-cfg.js';
import { readSetupPy } from '../../../src/pins/setup-py.js';
import { locateKeyInTable, locateString, tomlLayout, type TomlString } from '../../../src/pins/toml-layout.js';

/** Runs `fn` and checks it took under `ms` of CPU time: many times the linear cost, far under the quadratic one. */
function within<T>(ms: number, fn: () => T): T {
  const { out, ms: took } = cpuTimed(fn);
  expect(took).toBeLessThan(ms);
  return out;
}

const spaces = (n: number) => ' '.repeat(n);

describe('requirements.txt comments', () => {
  it('reads a line with 640,000 spaces and no comment (before: over 60 s)', () => {
    const text = `x${spaces(640_000)}y\ntorch==2.3.0  # pinned\n`;
    const r = within(3_000, () => parseRequirementsText(text, 'r.txt'));
    expect(r.entries.map((e) => [e.req.package, e.req.specifier, e.line, e.column])).toEqual([
      ['torch', '==2.3.0', 2, 1],
    ]);
  });

  it('joins a continued line holding 640,000 backslashes (before: over 60 s)', () => {
    const text = `torch==2.3.0 \\\n  --hash=sha256:${'\\'.repeat(640_000)}ab\\\\\n`;
    const r = within(3_000, () => parseRequirementsText(text, 'r.txt'));
    expect(r.entries.map((e) => [e.req.package, e.req.specifier, e.line, e.column])).toEqual([
      ['torch', '==2.3.0', 1, 1],
    ]);
  });

  it('drops a comment only at the start or after whitespace, with the whitespace before it', () => {
    const text = [
      '#torch==1.0',
      '--index-url https://h.example/simple#x # c',
      'torchvision==0.18\t \t# c',
      'torchaudio==2.3.0 \\',
      '  # c',
    ].join('\n');
    const r = parseRequirementsText(text, 'r.txt');
    expect(r.options.map((o) => [o.role, o.value])).toEqual([['index-url', 'https://h.example/simple#x']]);
    expect(r.entries.map((e) => [e.req.package, e.req.specifier])).toEqual([
      ['torchvision', '==0.18'],
      ['torchaudio', '==2.3.0'],
    ]);
  });
});

describe('setup.cfg keys and comments', () => {
  it('reads a key and a value line with 640,000 spaces in each (before: over 60 s each)', () => {
    const key = `python_requires${spaces(640_000)}= >=3.9`;
    const text = `[options]\n${key}\ninstall_requires =\n    x${spaces(640_000)}y\n    torch>=2.1  # newest\n`;
    const r = within(3_000, () => readSetupCfg(text, 'setup.cfg'));
    expect(r.requiresPython).toEqual({
      specifier: '>=3.9',
      location: { file: 'setup.cfg', line: 2, column: key.indexOf('>=') + 1 },
    });
    expect(r.pins.map((p) => [p.package, p.specifier, p.location.line, p.location.column])).toEqual([
      ['torch', '>=2.1', 5, 5],
    ]);
  });

  it('refuses a line with 640,000 spaces and no "=" or ":" at once (before: over 60 s)', () => {
    const text = `[options]\na${spaces(640_000)}b\n`;
    within(3_000, () =>
      expect(() => readSetupCfg(text, 'setup.cfg')).toThrow(
        new InputError('setup.cfg:2:1: not valid setup.cfg: expected "key = value" or a [section]'),
      ),
    );
  });

  it('splits at the first "=" or ":" and drops " # …" as before', () => {
    const text = [
      '[options]',
      'install_requires : torch==2.1 # a',
      '    file: a#b.txt\t# c',
      '[options.extras_require]',
      'gpu= torchaudio==2.1',
      ' =x',
    ].join('\n');
    const r = readSetupCfg(text, 'setup.cfg');
    expect(r.pins.map((p) => [p.package, p.specifier, p.group ?? null, p.location.line, p.location.column])).toEqual([
      ['torch', '==2.1', null, 2, 20],
      ['torchaudio', '==2.1', 'gpu', 5, 6],
    ]);
    expect(r.includes).toEqual([{ path: 'a#b.txt', kind: 'requirement', line: 3, column: 5 }]);
    expect(() => readSetupCfg('[options]\n=x\n', 'setup.cfg')).toThrow('setup.cfg:2:1: not valid setup.cfg');
  });
});

describe('setup.py brackets', () => {
  it('reads strings 60,000 brackets deep without scanning the brackets for each (before: over 60 s)', () => {
    const n = 60_000;
    const deep = (inner: string) => `${'('.repeat(n)}${'"a",'.repeat(n)}${inner}${')'.repeat(n)}`;
    // The bare "torch" counts (under install_requires); "torchvision==0.1" does not (under packages);
    // once both are closed, a bare "torch" is no pin and a pinned "torchaudio" is.
    const text = `setup(install_requires=[${deep('"torch"')}], packages=[${deep('"torchvision==0.1"')}], extras=["torch"], x=["torchaudio==2.0"])\n`;
    const r = within(3_000, () => readSetupPy(text, 'setup.py'));
    expect(r.pins.map((p) => [p.package, p.specifier])).toEqual([
      ['torch', ''],
      ['torchaudio', '==2.0'],
    ]);
  });
});

describe('TOML headers', () => {
  it('reads a header with 640,000 spaces before a dot (before: over 60 s)', () => {
    const text = `[tool.x]\ntorch = 1\n[tool.poetry${spaces(640_000)}.dependencies]\ntorch = "2.3.0"\n`;
    const r = within(3_000, () => readPyproject(text, 'pyproject.toml'));
    expect(r.pins.map((p) => [p.package, p.specifier, p.location.line])).toEqual([['torch', '==2.3.0', 4]]);
  });

  it('reads header lines as before, odd ones included', () => {
    const cases: [string, [string[], number][]][] = [
      ['[a]', [[['a'], 0]]],
      ['  [ a . "b.c" ]  # c', [[['a', 'b.c'], 0]]],
      [
        '[[a]]\n[[a]] ',
        [
          [['a'], 0],
          [['a'], 1],
        ],
      ],
      ['[[a]', []],
      ['[a]]', []],
      ['[[]]', []],
      ['[]', []],
      ['[a] x', []],
      ['[ ]', [[[], 0]]],
      ['[[] ', [[[], 0]]],
    ];
    for (const [text, want] of cases)
      expect([
        text,
        tomlLayout(text)
          .tables.slice(1)
          .map((t) => [t.path, t.arrayIndex]),
      ]).toEqual([text, want]);
  });
});

describe('TOML multi-line strings and many tables', () => {
  it('does not end a """ string at an escaped \\""" (before: 40,000 phantom tables, over 60 s)', () => {
    const n = 40_000;
    const deps = Array(n).fill('"torch"').join(',');
    const text = `s = """\n\\"""\n${'[project]\n'.repeat(n)}"""\n# """\n[project]\nname = "p"\ndependencies = [${deps}]\n`;
    const r = within(3_000, () => readPyproject(text, 'pyproject.toml'));
    expect(r.pins).toHaveLength(n);
    expect(new Set(r.pins.map((p) => `${p.package} ${p.location.line}`))).toEqual(new Set([`torch ${n + 7}`]));
    expect(r.pins.at(-1)!.location.column).toBe(text.split('\n')[n + 6]!.lastIndexOf('"torch"') + 2);
  });

  it('skips escapes only in """ strings: a \'\'\' string has none', () => {
    const basic = tomlLayout('s = """a\\"""\n[project]\nb\\\\"""\n[tool]\n');
    expect(basic.tables.map((t) => t.path)).toEqual([[], ['tool']]);
    expect(basic.strings.map((s) => s.value)).toEqual(['a"""\n[project]\nb\\']);
    const literal = tomlLayout("s = '''a\\'''\n[project]\n");
    expect(literal.tables.map((t) => t.path)).toEqual([[], ['project']]);
    expect(literal.strings.map((s) => s.value)).toEqual(['a\\']);
  });

  it('looks past 20,000 tables of one path in a few steps per lookup (before: 39 s)', () => {
    const n = 20_000;
    // [[a]] × n, each with `x`, then one more holding `deps`: line 2n + 2, its strings after it.
    const text = `${'[[a]]\nx = 1\n'.repeat(n)}[[a]]\ndeps = [\n${'"torch",\n'.repeat(n)}]\n`;
    const layout = tomlLayout(text);
    const used = new Set<TomlString>();
    const { lines, keys } = within(3_000, () => ({
      lines: Array.from({ length: n }, () => locateString(layout, ['a'], 'torch', used, 'deps')?.line),
      keys: Array.from({ length: n }, () => locateKeyInTable(layout, ['a'], 'deps').line),
    }));
    expect(lines).toEqual(Array.from({ length: n }, (_, i) => 2 * n + 3 + i));
    expect(new Set(keys)).toEqual(new Set([2 * n + 2]));
    expect(locateString(layout, ['a'], 'torch', used, 'deps')).toBeUndefined();
    expect(locateKeyInTable(layout, ['a'], 'x')).toEqual({ line: 2, column: 1 });
    expect(locateKeyInTable(layout, ['a'], 'x', n - 1)).toEqual({ line: 2 * n, column: 1 });
  });
});

describe('uv sources and Poetry source picks', () => {
  it('matches 80,000 pins against 80,000 uv sources by extra, not each against all (before: 61 s)', () => {
    const n = 80_000;
    const cu = 'https://download.pytorch.org/whl/cu121';
    const text = [
      '[project]',
      'name = "p"',
      `dependencies = [${Array(n).fill('"torch"').join(',')}]`,
      '[project.optional-dependencies]',
      'z = ["torch"]',
      '[[tool.uv.index]]',
      'name = "cu"',
      `url = "${cu}"`,
      '[tool.uv.sources]',
      `torch = [${Array(n).fill('{extra="z",index="i"}').join(',')},{index="cu"}]`,
    ].join('\n');
    const r = within(3_000, () => readPyproject(text, 'pyproject.toml'));
    // Each plain pin takes the one source for all; the "z" pin splits over all n + 1, in order.
    expect(r.pins).toHaveLength(2 * n + 1);
    expect(r.pins.slice(0, n).every((p) => p.group === undefined && p.indexUrl === cu && p.origin === 'uv')).toBe(true);
    const z = r.pins.slice(n);
    expect(z.every((p) => p.group === 'z')).toBe(true);
    expect(
      z
        .slice(0, n)
        .every((p) => p.indexUrl === undefined && p.notes?.[0] === 'uv index "i" is not declared in [[tool.uv.index]]'),
    ).toBe(true);
    expect(z[n]).toMatchObject({ indexUrl: cu, origin: 'uv' });
  });

  it('applies uv sources for all, by extra and by group in the order written', () => {
    const text = `[project]
name = "p"
dependencies = ["torch"]
[project.optional-dependencies]
gpu = ["torch"]
[dependency-groups]
gpu = ["torch"]
[tool.uv.sources]
torch = [
  { index = "a", extra = "gpu" },
  { index = "b", marker = "sys_platform == 'linux'" },
  { index = "c", group = "gpu" },
  { index = "d", extra = "gpu", group = "gpu" },
  { index = "e", extra = "gpu" },
]
`;
    const r = readPyproject(text, 'pyproject.toml');
    expect(r.pins.map((p) => [p.group ?? null, p.notes?.[0]?.match(/"(\w)"/)?.[1]])).toEqual([
      [null, 'b'],
      ['gpu', 'a'],
      ['gpu', 'b'],
      ['gpu', 'e'],
      ['gpu', 'b'],
      ['gpu', 'c'],
    ]);
  });

  it('applies 40,000 Poetry group source picks to the PEP 621 pins once each (before: 49 s)', () => {
    const n = 40_000;
    const cu = 'https://download.pytorch.org/whl/cu121';
    const groups = Array.from({ length: n }, (_, i) => `g${i}.dependencies.torch = {source = "x"}\n`).join('');
    const text = `[project]\nname = "p"\ndependencies = [${Array(n).fill('"torch"').join(',')}]\n[[tool.poetry.source]]\nname = "x"\nurl = "${cu}"\n[tool.poetry.group]\n${groups}`;
    const r = within(3_000, () => readPyproject(text, 'pyproject.toml'));
    expect(r.pins).toHaveLength(n);
    expect(r.pins.every((p) => p.origin === 'pep621' && p.indexUrl === cu)).toBe(true);
  });

  it('a Poetry source pick: the last one wins, for that package only', () => {
    const text = `[project]
name = "p"
dependencies = ["torch", "torchvision"]
[[tool.poetry.source]]
name = "a"
url = "https://a.example/simple"
[[tool.poetry.source]]
name = "b"
url = "https://b.example/simple"
[tool.poetry.group.one.dependencies]
torch = { source = "a" }
[tool.poetry.group.two.dependencies]
torch = { source = "b" }
[tool.poetry.group.three.dependencies]
torch = { source = "undeclared" }
torchaudio = { source = "a" }
`;
    const r = readPyproject(text, 'pyproject.toml');
    expect(r.pins.map((p) => [p.package, p.origin, p.indexUrl ?? null])).toEqual([
      ['torch', 'pep621', 'https://b.example/simple'],
      ['torchvision', 'pep621', null],
      ['torchaudio', 'poetry', 'https://a.example/simple'],
    ]);
  });
});
