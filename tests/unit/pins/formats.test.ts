// pyproject.toml in its variants (PEP 621, Poetry, uv, PEP 735 groups) read into torch pins.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPins } from '../../../src/workspace/pin-files.js';

async function one(name: string, text: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pins-fmt-'));
  await writeFile(path.join(dir, name), text);
  return readPins([name], { cwd: dir, env: {} });
}
const rows = (s: Awaited<ReturnType<typeof one>>) =>
  s.pins.map((p) => [p.package, p.specifier, p.marker ?? null, p.indexUrl ?? null, p.location.line, p.location.column]);

describe('pyproject variants', () => {
  it('Poetry: caret, several constraints with markers and sources, python/platform keys', async () => {
    const s = await one(
      'pyproject.toml',
      `[tool.poetry.dependencies]
python = "^3.10"
torch = [
  {version = "^2.0.1+cu117", source = "pytorch", markers = "sys_platform == 'linux'"},
  {version = "^2.0.1", source = "PyPI", markers = "sys_platform == 'darwin'"}
]
torchvision = {version = "~0.15.2", python = ">=3.10,<3.12", platform = "linux"}

[[tool.poetry.source]]
name = "pytorch"
url = "https://download.pytorch.org/whl/cu117"
priority = "explicit"
`,
    );
    expect(s.requiresPython?.specifier).toBe('>=3.10,<4');
    expect(rows(s)).toEqual([
      ['torch', '>=2.0.1,<3', "sys_platform == 'linux'", 'https://download.pytorch.org/whl/cu117', 4, 15],
      ['torch', '>=2.0.1,<3', "sys_platform == 'darwin'", null, 5, 15],
      [
        'torchvision',
        '>=0.15.2,<0.16',
        '(python_full_version >= "3.10" and python_full_version < "3.12") and (sys_platform == "linux")',
        null,
        7,
        1,
      ],
    ]);
    expect(s.pins[0]!.local).toBe('cu117');
  });

  it('Poetry: a pin of a dependency group carries the group, one of dev-dependencies the group dev', async () => {
    // The group was read from the wrong part of the table's path, so it was never set.
    const s = await one(
      'pyproject.toml',
      `[tool.poetry.group.docs.dependencies]\ntorch = "^2.1"\n\n[tool.poetry.dev-dependencies]\ntorchvision = "^0.16"\n`,
    );
    expect(s.pins.map((p) => [p.package, p.group])).toEqual([
      ['torchvision', 'dev'],
      ['torch', 'docs'],
    ]);
  });

  it('Poetry 2: the version in [project], the source in [tool.poetry.dependencies]', async () => {
    const s = await one(
      'pyproject.toml',
      `[project]
name = "x"
requires-python = ">=3.11,<3.12"
dependencies = ["torch (>=2.2.0)"]

[[tool.poetry.source]]
name = "pytorch-cpu"
url = "https://download.pytorch.org/whl/cpu"
priority = "explicit"

[tool.poetry.dependencies]
torch = {source = "pytorch-cpu"}
`,
    );
    expect(rows(s)).toEqual([['torch', '>=2.2.0', null, 'https://download.pytorch.org/whl/cpu', 4, 18]]);
  });

  it('uv: sources per extra, non-explicit index used by default, PEP 735 groups', async () => {
    const s = await one(
      'pyproject.toml',
      `[project]
name = "x"
dependencies = []
[project.optional-dependencies]
cpu = ["torch>=2.5.1"]
cu124 = ["torch>=2.5.1"]
[dependency-groups]
dev = ["torchvision"]
[tool.uv.sources]
torch = [
  { index = "pytorch-cpu", extra = "cpu" },
  { index = "pytorch-cu124", extra = "cu124" },
]
[[tool.uv.index]]
name = "pytorch-cpu"
url = "https://download.pytorch.org/whl/cpu"
explicit = true
[[tool.uv.index]]
name = "pytorch-cu124"
url = "https://download.pytorch.org/whl/cu124"
explicit = true
[[tool.uv.index]]
name = "mirror"
url = "https://mirror.example/simple"
`,
    );
    expect(s.pins.map((p) => [p.package, p.group, p.indexUrl])).toEqual([
      ['torch', 'cpu', 'https://download.pytorch.org/whl/cpu'],
      ['torch', 'cu124', 'https://download.pytorch.org/whl/cu124'],
      ['torchvision', 'dev', 'https://mirror.example/simple'],
    ]);
  });

  it('[tool.pixi] in pyproject with a target platform and conda pytorch-cuda', async () => {
    const s = await one(
      'pyproject.toml',
      `[tool.pixi.dependencies]
python = "3.11.*"
[tool.pixi.target.linux-64.dependencies]
pytorch = "2.4.*"
pytorch-cuda = { version = "12.1.*", channel = "nvidia" }
`,
    );
    // pixi's own Python, not the project's requires-python.
    expect(s.envPythons?.['pyproject.toml']?.specifier).toBe('==3.11.*');
    expect(s.pins.map((p) => [p.package, p.specifier, p.local ?? null, p.marker, p.location.line])).toEqual([
      ['pytorch', '==2.4.*', null, 'sys_platform == "linux" and platform_machine == "x86_64"', 4],
      ['pytorch-cuda', '==12.1.*', 'cu121', 'sys_platform == "linux" and platform_machine == "x86_64"', 5],
    ]);
  });
});

describe('setup.py', () => {
  it('name= and packages= are not pins; extras_require and python_requires are read', async () => {
    const s = await one(
      'setup.py',
      `from setuptools import setup
TORCH = "torch>=2.1"  # a versioned literal anywhere counts
setup(
    name="torchvision",
    packages=["torchvision"],
    install_requires=[TORCH, "numpy"],
    extras_require={"gpu": ["torch==2.0.1+cu118"], "audio": ['torchaudio']},
    python_requires=">=3.9",
    description=f"torch {TORCH}",
)
`,
    );
    expect(rows(s)).toEqual([
      ['torch', '>=2.1', null, null, 2, 10],
      ['torch', '==2.0.1+cu118', null, null, 7, 30],
      ['torchaudio', '', null, null, 7, 63],
    ]);
    expect(s.requiresPython?.specifier).toBe('>=3.9');
  });

  it('read with the one Python tokenizer: escapes, raw and triple-quoted strings, comments with quotes, f- and t-strings', async () => {
    const s = await one(
      'setup.py',
      `# it's a comment with a quote
deps = [
    'torch\\u003e=2.4',  # not a pin: the name is not torch's
    r"torchvision==0.19.0",
    """torchaudio>=2.4""",
    f"torch=={v}",
    t"torch=={v}",
]
setup(install_requires=deps if x == 1 else [])
`,
    );
    expect(rows(s).map((r) => [r[0], r[1], r[4]])).toEqual([
      ['torchvision', '==0.19.0', 4],
      ['torchaudio', '>=2.4', 5],
    ]);
  });

  it('an unterminated string is one line naming the file, line and column of its quote', async () => {
    await expect(one('setup.py', 'setup(\n    install_requires=["torch>=2.4,\n])\n')).rejects.toThrow(
      /^setup\.py:2:23: unterminated string literal$/,
    );
  });
});

describe('environment.yml', () => {
  it('match-spec forms and a pip: section with its own index', async () => {
    const s = await one(
      'environment.yml',
      `channels: [pytorch, nvidia]
dependencies:
  - pytorch==2.1.0=py3.10_cuda12.1_cudnn8.9.2_0
  - torchvision 0.16.*
  - pytorch-cuda=12.1
  - pip:
    - --index-url https://download.pytorch.org/whl/cu121
    - torchaudio==2.1.0+cu121
`,
    );
    expect(
      s.pins.map((p) => [
        p.package,
        p.specifier,
        p.local ?? null,
        p.indexUrl ?? null,
        p.location.line,
        p.location.column,
      ]),
    ).toEqual([
      ['pytorch', '==2.1.0', null, null, 3, 5],
      ['torchvision', '==0.16.*', null, null, 4, 5],
      ['pytorch-cuda', '==12.1.*', 'cu121', null, 5, 5],
      ['torchaudio', '==2.1.0+cu121', 'cu121', 'https://download.pytorch.org/whl/cu121', 8, 7],
    ]);
  });
});
