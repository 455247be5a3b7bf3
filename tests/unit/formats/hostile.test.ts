// Inputs whose parse time grew with the square of the file (a regex backtracking over a long run
// of spaces, a scan of every open bracket, pin or table per item): each is read right, and its cost
// grows with the input, not its square (a growth guard: cost at n against 8n, never a bound in seconds).
import { describe, expect, it } from 'vitest';
import { expectLinear } from '../../growth.js';
import { InputError } from '../../../src/core/errors.js';
import { readPyproject } from '../../../src/formats/pyproject/pyproject.js';
import { parseRequirementsText } from '../../../src/formats/requirements/requirements-txt.js';
import { readSetupCfg } from '../../../src/formats/setup/setup-cfg.js';
import { readSetupPy } from '../../../src/formats/setup/setup-py.js';
import { locateKeyInTable, locateString, tomlLayout, type TomlString } from '../../../src/formats/toml-layout.js';

const spaces = (n: number) => ' '.repeat(n);

describe('requirements.txt comments', () => {
  it('reads a line with 640,000 spaces and no comment in linear time (before: over 60 s)', async () => {
    const text = (n: number) => `x${spaces(n)}y\ntorch==2.3.0  # pinned\n`;
    await expectLinear('spaces', text, (t) => parseRequirementsText(t, 'r.txt'), { n: 40_000 });
    const r = parseRequirementsText(text(640_000), 'r.txt');
    expect(r.entries.map((e) => [e.req.package, e.req.specifier, e.line, e.column])).toEqual([
      ['torch', '==2.3.0', 2, 1],
    ]);
  });

  it('joins a continued line holding 160,000 backslashes in linear time (before: 640,000 took over 60 s)', async () => {
    const text = (n: number) => `torch==2.3.0 \\\n  --hash=sha256:${'\\'.repeat(n)}ab\\\\\n`;
    await expectLinear('backslashes', text, (t) => parseRequirementsText(t, 'r.txt'), { n: 40_000 });
    const r = parseRequirementsText(text(160_000), 'r.txt');
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
  it('reads a key and a value line with 640,000 spaces in each in linear time (before: over 60 s each)', async () => {
    const keyOf = (n: number) => `python_requires${spaces(n)}= >=3.9`;
    const textOf = (n: number) =>
      `[options]\n${keyOf(n)}\ninstall_requires =\n    x${spaces(n)}y\n    torch>=2.1  # newest\n`;
    await expectLinear('setup.cfg spaces', textOf, (t) => readSetupCfg(t, 'setup.cfg'), { n: 40_000 });
    const key = keyOf(640_000);
    const r = readSetupCfg(textOf(640_000), 'setup.cfg');
    expect(r.requiresPython).toEqual({
      specifier: '>=3.9',
      location: { file: 'setup.cfg', line: 2, column: key.indexOf('>=') + 1 },
    });
    expect(r.pins.map((p) => [p.package, p.specifier, p.location.line, p.location.column])).toEqual([
      ['torch', '>=2.1', 5, 5],
    ]);
  });

  it('refuses a line with 640,000 spaces and no "=" or ":" in linear time (before: over 60 s)', async () => {
    const text = (n: number) => `[options]\na${spaces(n)}b\n`;
    const refuse = (t: string) => expect(() => readSetupCfg(t, 'setup.cfg')).toThrow(InputError);
    await expectLinear('setup.cfg no key', text, refuse, { n: 40_000 });
    expect(() => readSetupCfg(text(640_000), 'setup.cfg')).toThrow(
      new InputError('setup.cfg:2:1: not valid setup.cfg: expected "key = value" or a [section]'),
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
  it('reads strings 10,000 brackets deep, in time linear in the depth (before: 60,000 deep took over 60 s)', async () => {
    const deep = (n: number, inner: string) => `${'('.repeat(n)}${'"a",'.repeat(n)}${inner}${')'.repeat(n)}`;
    // The bare "torch" counts (under install_requires); "torchvision==0.1" does not (under packages);
    // once both are closed, a bare "torch" is no pin and a pinned "torchaudio" is.
    const text = (n: number) =>
      `setup(install_requires=[${deep(n, '"torch"')}], packages=[${deep(n, '"torchvision==0.1"')}], extras=["torch"], x=["torchaudio==2.0"])\n`;
    await expectLinear('brackets', text, (t) => readSetupPy(t, 'setup.py'), { n: 2_000 });
    const r = readSetupPy(text(10_000), 'setup.py');
    expect(r.pins.map((p) => [p.package, p.specifier])).toEqual([
      ['torch', ''],
      ['torchaudio', '==2.0'],
    ]);
  });
});

describe('TOML headers', () => {
  it('reads a header with 640,000 spaces before a dot in linear time (before: over 60 s)', async () => {
    const text = (n: number) => `[tool.x]\ntorch = 1\n[tool.poetry${spaces(n)}.dependencies]\ntorch = "2.3.0"\n`;
    await expectLinear('header spaces', text, (t) => readPyproject(t, 'pyproject.toml'), { n: 40_000 });
    const r = readPyproject(text(640_000), 'pyproject.toml');
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
  it('does not end a """ string at an escaped \\""" (before: 40,000 phantom tables, over 60 s)', async () => {
    const textOf = (n: number) =>
      `s = """\n\\"""\n${'[project]\n'.repeat(n)}"""\n# """\n[project]\nname = "p"\ndependencies = [${Array(n).fill('"torch"').join(',')}]\n`;
    await expectLinear('phantom tables', textOf, (t) => readPyproject(t, 'pyproject.toml'), { n: 2_000 });
    const n = 40_000;
    const text = textOf(n);
    const r = readPyproject(text, 'pyproject.toml');
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

  it('looks past the tables of one path in a few steps per lookup: linear in their number (before: 20,000 took 39 s)', async () => {
    // [[a]] × n, each with `x`, then one more holding `deps`: line 2n + 2, its strings after it.
    const layoutOf = (n: number) => ({
      n,
      layout: tomlLayout(`${'[[a]]\nx = 1\n'.repeat(n)}[[a]]\ndeps = [\n${'"torch",\n'.repeat(n)}]\n`),
    });
    const lookUp = ({ n, layout }: { n: number; layout: ReturnType<typeof tomlLayout> }) => {
      const used = new Set<TomlString>();
      return {
        lines: Array.from({ length: n }, () => locateString(layout, ['a'], 'torch', used, 'deps')?.line),
        keys: Array.from({ length: n }, () => locateKeyInTable(layout, ['a'], 'deps').line),
        used,
      };
    };
    await expectLinear('lookups past tables', layoutOf, lookUp, { n: 1_000 });
    const n = 5_000;
    const { layout } = layoutOf(n);
    const { lines, keys, used } = lookUp({ n, layout });
    expect(lines).toEqual(Array.from({ length: n }, (_, i) => 2 * n + 3 + i));
    expect(new Set(keys)).toEqual(new Set([2 * n + 2]));
    expect(locateString(layout, ['a'], 'torch', used, 'deps')).toBeUndefined();
    expect(locateKeyInTable(layout, ['a'], 'x')).toEqual({ line: 2, column: 1 });
    expect(locateKeyInTable(layout, ['a'], 'x', n - 1)).toEqual({ line: 2 * n, column: 1 });
  });
});

describe('uv sources and Poetry source picks', () => {
  it('matches pins against uv sources by extra, not each against all: linear in their number (before: 80,000 of each took 61 s)', async () => {
    const cu = 'https://download.pytorch.org/whl/cu121';
    const textOf = (n: number) =>
      [
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
    await expectLinear('uv sources', textOf, (t) => readPyproject(t, 'pyproject.toml'), { n: 2_000 });
    const n = 10_000;
    const r = readPyproject(textOf(n), 'pyproject.toml');
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
      // The default dependency's only source has a marker: elsewhere uv takes torch from its default index.
      [null, undefined],
      ['gpu', 'a'],
      ['gpu', 'b'],
      ['gpu', 'e'],
      ['gpu', 'b'],
      ['gpu', 'c'],
    ]);
  });

  it('applies Poetry group source picks to the PEP 621 pins once each: linear in their number (before: 40,000 took 49 s)', async () => {
    const cu = 'https://download.pytorch.org/whl/cu121';
    const textOf = (n: number) => {
      const groups = Array.from({ length: n }, (_, i) => `g${i}.dependencies.torch = {source = "x"}\n`).join('');
      return `[project]\nname = "p"\ndependencies = [${Array(n).fill('"torch"').join(',')}]\n[[tool.poetry.source]]\nname = "x"\nurl = "${cu}"\n[tool.poetry.group]\n${groups}`;
    };
    await expectLinear('poetry source picks', textOf, (t) => readPyproject(t, 'pyproject.toml'), { n: 1_000 });
    const n = 5_000;
    const r = readPyproject(textOf(n), 'pyproject.toml');
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
