// Version tests through another module's constants: a module binds a name to a condition on the
// torch version (PyG's torch_geometric/typing.py), another tests it through its import; the branch
// it closes on every torch of the range gives no finding once the scan has read both modules, and
// stays read when the defining module is not part of the scan. Also the parts of a version string
// compared as numbers (`int(torch.__version__.split(".")[0]) >= 2`), which those constants use.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContext, scanSource } from '../../../src/scan/index.js';
import { externDeadTest } from '../../../src/scan/module-constants.js';
import { scanPaths } from '../../../src/workspace/scan-files.js';
import { apis } from './helpers.js';

function at(src: string, torch = '2.9', from?: string): string[] {
  return scanSource(src, 'x.py', { torch, apis, ...(from ? { from } : {}) }).findings.map(
    (f) => `${f.location!.line} ${f.api}`,
  );
}

/** Scans a tree written from `files` (path → text) and lists its findings as `file:line api`. */
async function scanTree(files: Record<string, string>, torch = '2.9', from = '2.9'): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tp-constants-'));
  try {
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(join(dir, dirname(p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    const r = await scanPaths(['.'], { torch, from, apis, cwd: dir });
    return r.findings.map((f) => `${f.location!.file}:${f.location!.line} ${f.api}`).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const TYPING =
  'import torch\n' +
  "WITH_PT20 = int(torch.__version__.split('.')[0]) >= 2\n" +
  "WITH_PT23 = WITH_PT20 and int(torch.__version__.split('.')[1]) >= 3\n";

const USES_DOTTED =
  'import torch\nimport pkg.typing\n' +
  'def f(x):\n    if pkg.typing.WITH_PT20:\n        return x.untyped_storage()\n    else:\n        return x.storage()\n';

const USES_FROM =
  'import torch\nfrom .typing import WITH_PT23\n' +
  'def g():\n    if WITH_PT23:\n        return torch.compiler.is_compiling()\n    return torch._dynamo.is_compiling()\n';

describe('parts of the version compared as numbers', () => {
  it('the first part is the major version; the second part, under it, the minor', () => {
    const src =
      TYPING +
      'if WITH_PT20:\n    a = x.untyped_storage()\nelse:\n    a = x.storage()\n' +
      'def f():\n    if WITH_PT23:\n        return torch.compiler.is_compiling()\n    return torch._dynamo.is_compiling()\n';
    expect(at(src, '2.9', '2.9')).toEqual([]);
    // Written the other way round, and with `>`: `2 <= int(…)`, `int(…) > 1`.
    expect(
      at("import torch\nif 2 <= int(torch.__version__.split('.')[0]):\n    pass\nelse:\n    a = x.storage()\n"),
    ).toEqual([]);
    expect(
      at("import torch\nif int(torch.__version__.split('.')[0]) > 1:\n    pass\nelse:\n    a = x.storage()\n"),
    ).toEqual([]);
  });

  it('a minor part that some release of the range fails keeps the branch', () => {
    // On 2.0–2.9, `minor >= 3` fails on 2.0–2.2: the fallback runs there and is read.
    const src =
      "import torch\nif int(torch.__version__.split('.')[1]) >= 3:\n    pass\nelse:\n    t = torch.cuda.amp.GradScaler()\n";
    expect(at(src, '2.9')).toEqual([]);
    expect(at(src, '>=2.0,<2.10')).toEqual([]);
    expect(at(src, '>=2.4,<2.10')).toEqual([]);
    expect(at(src.replace('>= 3', '>= 7'), '>=2.4,<2.10')).toEqual(['5 torch.cuda.amp.GradScaler']);
  });
});

describe('names bound to a part of the version', () => {
  // apex (NVIDIA/apex@1d77111 apex/amp/_amp_state.py): each part bound to a name, the major tested for equality.
  const APEX =
    'import torch\n' +
    "TORCH_MAJOR = int(torch.__version__.split('.')[0])\n" +
    "TORCH_MINOR = int(torch.__version__.split('.')[1])\n" +
    'if TORCH_MAJOR == 1 and TORCH_MINOR < 8:\n    from torch._six import container_abcs\n' +
    'else:\n    import collections.abc as container_abcs\n';

  it('a major equal to 1 runs on 1.x only, so the import under it is dead on 2.x, whatever the from', () => {
    expect(at(APEX, '2.9')).toEqual([]);
    expect(at(APEX, '2.9', '0.4')).toEqual([]);
  });

  it('the same test where the range reaches 1.x keeps it', () => {
    // On 1.7 the branch runs, but torch._six is there; on 2.0 it is gone and the branch does not run.
    expect(at(APEX, '>=1.7,<2.1')).toEqual([]);
    // Not equal, or equal to what the range has: the branch stays, and so does the finding.
    // (On 2.9 alone `TORCH_MINOR < 8` closes it; 2.0–2.7 take it.)
    expect(at(APEX.replace('TORCH_MAJOR == 1', 'TORCH_MAJOR == 2'), '2.9')).toEqual([]);
    expect(at(APEX.replace('TORCH_MAJOR == 1', 'TORCH_MAJOR == 2'), '>=2.0,<2.10')).toEqual(['5 torch._six']);
    expect(at(APEX.replace('TORCH_MAJOR == 1', 'TORCH_MAJOR != 1'), '>=2.0,<2.10')).toEqual(['5 torch._six']);
  });

  it('either side, with any comparison, and the minor under a major', () => {
    const src = (cond: string) =>
      "import torch\nMAJOR = int(torch.__version__.split('.')[0])\nMINOR = int(torch.__version__.split('.')[1])\n" +
      `if ${cond}:\n    pass\nelse:\n    a = x.storage()\n`;
    expect(at(src('MAJOR >= 2'))).toEqual([]);
    expect(at(src('2 <= MAJOR'))).toEqual([]);
    expect(at(src('MAJOR > 1 or MINOR > 100'))).toEqual(['7 torch.Tensor.storage']);
    expect(at(src('MAJOR == 2 and MINOR >= 4'), '>=2.4,<2.10')).toEqual([]);
    expect(at(src('MAJOR == 2 and MINOR >= 4'), '>=2.2,<2.10')).toEqual(['7 torch.Tensor.storage']);
    // A name bound to something else compared with a number is no guard.
    expect(
      at('import torch\nMAJOR = len(torch.__version__)\nif MAJOR >= 2:\n    pass\nelse:\n    a = x.storage()\n'),
    ).toEqual(['6 torch.Tensor.storage']);
  });
});

describe("another module's constants", () => {
  it('PyG: a dotted test through `import pkg.typing` and a name from `from .typing import`, with an early return', async () => {
    expect(
      await scanTree({
        'pkg/__init__.py': '',
        'pkg/typing.py': TYPING,
        'pkg/m.py': USES_DOTTED,
        'pkg/n.py': USES_FROM,
      }),
    ).toEqual([]);
  });

  it('a module with no live name is read for its constants, where it names `__version__` or `compare_version(`', () => {
    const read = (src: string) => scanSource(src, 'x.py', { torch: '2.9', apis });
    expect(Object.keys(read(TYPING).constants ?? {})).toEqual(['WITH_PT20', 'WITH_PT23']);
    const lightning =
      'import operator\nfrom lightning_utilities.core.imports import compare_version\n' +
      'OLD = compare_version("torch", operator.lt, "2.1")\n';
    expect(read(lightning).constants).toEqual({ OLD: [{ kind: 'version', op: '<', version: '2.1' }] });
    // Neither name written whole: the prefilter's answer stands, and the module is not analysed.
    expect(read(lightning.replaceAll('compare_version', 'compare_versions')).module).toBeUndefined();
    expect(read(TYPING.replaceAll('__version__', '_version__')).module).toBeUndefined();
  });

  it('where the defining module is not scanned, nothing is decided: the findings stay', async () => {
    expect(await scanTree({ 'pkg/m.py': USES_DOTTED, 'pkg/n.py': USES_FROM })).toEqual([
      'pkg/m.py:7 torch.Tensor.storage',
      'pkg/n.py:6 torch._dynamo.is_compiling',
    ]);
  });

  it('a range the constant does not decide keeps the branch that some release takes', async () => {
    // On 1.13–2.9, WITH_PT20 is false on 1.13: the `else` runs there.
    const found = await scanTree(
      {
        'pkg/__init__.py': '',
        'pkg/typing.py': TYPING,
        'pkg/m.py': USES_DOTTED.replace('x.storage()', 'torch.cuda.amp.GradScaler()'),
      },
      '>=1.13,<2.10',
      '1.13',
    );
    // Another module's constant only closes a branch; it does not narrow the releases one runs on
    // (the finding is judged on the whole range, as for a name the catalog does not date).
    expect(found).toEqual(['pkg/m.py:7 torch.cuda.amp.GradScaler']);
    const later = await scanTree(
      { 'pkg/__init__.py': '', 'pkg/typing.py': TYPING.replace('>= 2\n', '>= 3\n'), 'pkg/m.py': USES_DOTTED },
      '2.9',
    );
    // WITH_PT20 now means torch ≥ 3.0: false on 2.9, so the `else` is the branch that runs.
    expect(later).toEqual(['pkg/m.py:7 torch.Tensor.storage']);
  });

  it('a name bound to something else than the import is not the constant', async () => {
    const rebound = USES_FROM.replace('def g():', 'WITH_PT23 = cfg.flag\ndef g():');
    expect(await scanTree({ 'pkg/__init__.py': '', 'pkg/typing.py': TYPING, 'pkg/n.py': rebound })).toEqual([
      'pkg/n.py:7 torch._dynamo.is_compiling',
    ]);
  });

  it('the decision itself: true closes the negated branch, false the other; unknown names and modules decide nothing', () => {
    const { dead } = createContext({ torch: '2.9', apis });
    const decide = externDeadTest(
      [{ file: 'pkg/typing.py', constants: { NEW: [{ kind: 'version', op: '>=', version: '2.0' }] } }],
      dead,
    );
    const g = (module: string, name: string, present: boolean) => [{ kind: 'extern' as const, module, name, present }];
    expect(decide('pkg/m.py', g('pkg.typing', 'NEW', false))).toBe(true);
    expect(decide('pkg/m.py', g('pkg.typing', 'NEW', true))).toBe(false);
    expect(decide('pkg/m.py', g('.typing', 'NEW', false))).toBe(true);
    expect(decide('other/m.py', g('.typing', 'NEW', false))).toBe(false);
    expect(decide('pkg/m.py', g('pkg.typing', 'OTHER', false))).toBe(false);
    expect(decide('pkg/m.py', g('pkg.config', 'NEW', false))).toBe(false);
  });
});
