// What counts as a use, a guard and a probe on code nobody tuned the rules on: guarded probes of
// removed names, annotations and copied flag values, arguments already migrated, modules that
// cannot be imported, branches decided by constants, out-of-memory handlers; each shape as a
// minimal example, beside the use it must still report.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { deadThroughImports } from '../../../src/scan/dead-modules.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanSource } from '../../../src/scan/index.js';
import { importHead, topLevelImports } from '../../../src/scan/top-imports.js';
import { scanPaths } from '../../../src/workspace/scan-files.js';
import { apis } from './helpers.js';
import { expectLinear } from '../../growth.js';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { companionVersions } from '../../../src/catalog/query.js';
import { analyze } from '../../../src/scan/uses.js';
import { mayImportByCall } from '../../../src/scan/lazy-imports.js';
import { KwargsDicts } from '../../../src/scan/kwargs-dicts.js';

/** `line api id` for each finding; `+fix` when it has a fix. */
function at(src: string, torch = '2.9', from?: string): string[] {
  return scanSource(src, 'x.py', { torch, apis, ...(from ? { from } : {}) }).findings.map(
    (f) => `${f.location!.line} ${f.api} ${f.id}${f.fix ? ' +fix' : ''}`,
  );
}

describe('guarded probes', () => {
  it('DeepSpeed runtime/utils.py: a removed module imported in a try whose handler catches ModuleNotFoundError is no finding', () => {
    const src =
      'import torch\ntry:\n    from torch._six import inf\nexcept ModuleNotFoundError:\n    from torch import inf\nx = inf\n';
    expect(at(src, '2.10', '2.0')).toEqual([]);
  });

  it('every import of the try is a probe, not only the first', () => {
    const src =
      'import torch\ntry:\n    from torch._six import inf\n    from torch._six import string_classes\n    import torch._six\nexcept ImportError:\n    inf = float("inf")\n';
    expect(at(src)).toEqual([]);
  });

  it('the handler must catch what the absence raises', () => {
    // `from torch import solve` misses a name, not a module: ImportError, which ModuleNotFoundError does not catch.
    expect(
      at('import torch\ntry:\n    from torch import solve\nexcept ModuleNotFoundError:\n    solve = None\n'),
    ).toEqual(['3 torch.solve api-removed']);
    // An attribute is probed by AttributeError; a RuntimeError handler does not catch its absence.
    expect(at('import torch\ntry:\n    x = torch.solve(a, b)\nexcept AttributeError:\n    x = None\n')).toEqual([]);
    expect(at('import torch\ntry:\n    x = torch.solve(a, b)\nexcept RuntimeError:\n    x = None\n')).toEqual([
      '3 torch.solve api-removed',
    ]);
    // A bare except and `except Exception` catch everything.
    expect(at('import torch\ntry:\n    import torch._six\nexcept:\n    pass\n')).toEqual([]);
  });

  it('except TypeError after a call passing a keyword the catalog dates is the fallback for releases without it', () => {
    // timm layers/grid.py: indexing= from 1.10, so on 2.9 the handler never runs.
    const grid =
      'import torch\ndef ndgrid(*t):\n    try:\n        return torch.meshgrid(*t, indexing="ij")\n' +
      '    except TypeError:\n        return torch.meshgrid(*t)\n';
    expect(at(grid)).toEqual([]);
    // timm models/_helpers.py: weights_only= from 1.13; map_location= is not dated and does not matter.
    const load =
      'import torch\ntry:\n    sd = torch.load(p, map_location="cpu", weights_only=True)\n' +
      'except TypeError:\n    sd = torch.load(p, map_location="cpu")\n';
    expect(at(load, '2.9', '2.0')).toEqual([]);
    // A keyword the catalog does not date says nothing: the handler may run, and is read.
    const undated =
      'import torch\ntry:\n    g = torch.foo(x, newer=1)\nexcept TypeError:\n    g = torch.meshgrid(a, b)\n';
    expect(at(undated)).toEqual(['5 torch.meshgrid#no-indexing api-deprecated +fix']);
  });

  it('except (AttributeError, TypeError) after what every release of the range has: the fallback does not run', () => {
    // timm utils/cuda.py: torch.amp.GradScaler exists from 2.3.
    const src =
      'import torch\ntry:\n    s = torch.amp.GradScaler(device="cuda")\nexcept (AttributeError, TypeError):\n    s = torch.cuda.amp.GradScaler()\n';
    expect(at(src, '2.9')).toEqual([]);
    // Where the range starts before it, the fallback runs there and is read (never rewritten: it is the old branch).
    expect(at(src, '>=2.0,<2.10')).toEqual(['5 torch.cuda.amp.GradScaler api-deprecated']);
  });

  it('a handler that raises again at once handles nothing: the import is still the error', () => {
    const src =
      'import torch\ntry:\n    from torch._six import inf\nexcept ImportError:\n    raise ImportError("this needs torch < 2.0")\n';
    expect(at(src)).toEqual(['3 torch._six api-removed']);
    expect(at('import torch\ntry:\n    import torch._six\nexcept ImportError: raise\n')).toEqual([
      '3 torch._six api-removed',
    ]);
  });

  it('a probed API that is only deprecated where it exists is still reported, as deprecated', () => {
    // torch.onnx.dynamo_export: deprecated in 2.7, removed in 2.9; the handler covers 2.9, 2.7 and 2.8 warn.
    const src = 'import torch\ntry:\n    p = torch.onnx.dynamo_export(m, x)\nexcept AttributeError:\n    p = None\n';
    expect(at(src, '>=2.7,<2.10')).toEqual(['3 torch.onnx.dynamo_export api-deprecated']);
  });

  it('hasattr feature guards whose other branch is the old API: the old branch is a fallback for old torch', () => {
    const src =
      'import torch\nif hasattr(torch, "vmap"):\n    vmap = torch.vmap\nelse:\n    from functorch import vmap\n    y = functorch_vmap = vmap\n';
    expect(at(src, '2.9', '2.1')).toEqual([]);
    // The same with `not hasattr`, and in an early-exit shape.
    const early =
      'import torch\ndef get():\n    if not hasattr(torch.amp, "custom_fwd"):\n        return torch.cuda.amp.custom_fwd\n    return torch.amp.custom_fwd\n';
    expect(at(early, '>=2.3,<2.10')).toEqual([]);
  });

  it('kornia testing/__init__.py shape: a fallback that also answers for another import the target may lack is read as code that runs', () => {
    const src =
      'import torch\ntry:\n    from torch.testing import assert_close\n    from torch.testing._core import _get_default_tolerance\nexcept ImportError:\n    from torch.testing import assert_allclose as _assert_allclose\n    def close(a, b):\n        return _assert_allclose(a, b)\n';
    expect(at(src, '2.9', '1.10')).toEqual(['8 torch.testing.assert_allclose api-deprecated']);
    // Without the private import, the except runs only where assert_close is missing (before 1.9).
    expect(at(src.replace('    from torch.testing._core import _get_default_tolerance\n', ''), '2.9', '1.10')).toEqual(
      [],
    );
  });

  it('a use under hasattr of itself exists where it runs: no unavailable error', () => {
    const src = 'import torch\nif hasattr(torch.amp, "GradScaler"):\n    s = torch.amp.GradScaler("cuda")\n';
    expect(at(src, '>=2.0,<2.10')).toEqual([]);
  });

  it('regression: a module bound in both branches of try/except ImportError is the try one', () => {
    const src =
      'import torch\ntry:\n    import torch.ao.quantization as q\nexcept ImportError:\n    import torch.quantization as q\nm = q.quantize_dynamic(model)\n';
    expect(at(src, '2.9', '2.0')).toEqual(['6 torch.ao.quantization.quantize_dynamic api-deprecated']);
    // Where the try binding is gone from every torch of the range, the fallback's binding is live.
    const six =
      'import torch\ntry:\n    from torch._six import inf\nexcept ImportError:\n    from torch import inf\nx = inf\n';
    expect(at(six)).toEqual([]);
  });

  it('where the try import may be missing (a range from before it came), its uses are no unavailable error', () => {
    const src =
      'import torch\ntry:\n    from torch.amp import GradScaler\nexcept ImportError:\n    from torch.cuda.amp import GradScaler\ns = GradScaler("cuda")\n';
    expect(at(src, '>=2.2,<2.10')).toEqual([]);
  });
});

describe('not uses', () => {
  it('annotations of a class whose deprecation fires on construction are no finding; the construction is', () => {
    const src =
      'from typing import Optional, Union\nimport torch\nfrom torch.cuda import amp\n' +
      'def f(s: Optional[amp.GradScaler] = None) -> amp.GradScaler:\n    return s\n' +
      's: amp.GradScaler = amp.GradScaler()\n' +
      'class T:\n    def __init__(self):\n        self.scaler: torch.cuda.amp.GradScaler | None = None\n' +
      'Scalers = Union[torch.cuda.amp.GradScaler, None]\n';
    expect(at(src)).toEqual(['6 torch.cuda.amp.GradScaler api-deprecated +fix']);
  });

  it('a base of a class statement is not an isinstance test: subclassing _LRScheduler runs the same code', () => {
    const src =
      'import torch\nfrom torch.optim.lr_scheduler import _LRScheduler\n' +
      'class Warmup(_LRScheduler):\n    pass\n' +
      'class Cosine(torch.optim.lr_scheduler._LRScheduler, metaclass=M):\n    pass\n' +
      'class Mixed(Base, make(_LRScheduler)):\n    pass\n' +
      'ok = isinstance(s, _LRScheduler)\n' +
      'TYPES = (torch.optim.lr_scheduler._LRScheduler, Other)\n';
    expect(at(src, '2.9', '1.13')).toEqual([
      '7 torch.optim.lr_scheduler._LRScheduler behavior-changed',
      '9 torch.optim.lr_scheduler._LRScheduler behavior-changed',
      '10 torch.optim.lr_scheduler._LRScheduler behavior-changed',
    ]);
  });

  it('a name compared with None is looked up, not run: no deprecation fires; the call is still reported', () => {
    // fairscale tests/nn/wrap/test_wrap.py: a probed import tested in a skipIf.
    const src =
      'import torch\ntry:\n    from torch.cuda.amp import autocast\nexcept ImportError:\n    autocast = None\n' +
      '@skipIf(autocast is None, "needs autocast")\ndef t():\n    if torch.cuda.amp.GradScaler is not None:\n' +
      '        with autocast(enabled=True):\n            pass\n';
    expect(at(src)).toEqual(['9 torch.cuda.amp.autocast api-deprecated']);
    // A removed name fails where it is looked up, compared with None or not.
    expect(at('import torch\nok = torch._six is not None\n')).toEqual(['2 torch._six api-removed']);
  });

  it('a name bound to the API in a branch over another value may hold either: reported where it is bound (timm validate.py)', () => {
    const src =
      'import torch\nfrom contextlib import suppress\ndef validate(args):\n    amp_autocast = suppress\n' +
      '    if args.native_amp:\n        amp_autocast = torch.cuda.amp.autocast\n    with amp_autocast():\n        pass\n';
    expect(at(src)).toEqual(['6 torch.cuda.amp.autocast api-deprecated']);
    // Bound only in the branch: where it runs, the name is the API.
    expect(at(src.replace('    amp_autocast = suppress\n', ''))).toEqual([
      '5 torch.cuda.amp.autocast api-deprecated',
      '6 torch.cuda.amp.autocast api-deprecated',
    ]);
  });

  it('a removed name in an annotation still fails when the annotation is evaluated', () => {
    expect(at('import torch\ndef f(x: torch._six.string_classes) -> None:\n    pass\n')).toEqual([
      '2 torch._six api-removed',
    ]);
  });

  it('an annotated attribute binds nothing its annotation names: later uses of the name stay (nni evaluator.py)', () => {
    const src =
      'from typing import List\nfrom torch.optim.lr_scheduler import _LRScheduler\nclass E:\n    def __init__(self, s):\n' +
      '        self._lr_schedulers: List[_LRScheduler] | None = None\n' +
      '        assert all(isinstance(x, _LRScheduler) for x in s)\n';
    expect(at(src, '2.9', '1.7')).toEqual(['6 torch.optim.lr_scheduler._LRScheduler behavior-changed']);
    // A target list still binds its names: `[a, b] = …` rebinds both.
    expect(at('from torch import solve\n[solve, b] = f()\nsolve(x)\n', '2.9', '1.7')).toEqual([
      '1 torch.solve api-removed',
    ]);
  });

  it('names in global and nonlocal statements are no use', () => {
    const src =
      'from torch.cuda.amp import autocast\ndef f():\n    global autocast\n    def g():\n        nonlocal autocast\n';
    expect(at(src)).toEqual([]);
  });

  it('a flag copied into a variable: the read is the use, the variable passed on is not', () => {
    const src =
      'import torch\ndef flip(want):\n    prev = torch.backends.cuda.matmul.allow_tf32\n    if prev == want:\n        return None\n    torch.backends.cuda.matmul.allow_tf32 = want\n    return prev\n';
    expect(at(src).map((f) => f.split(' ')[0])).toEqual(['3', '6']);
  });
});

describe('already migrated', () => {
  it('a keyword whose value is what leaving it out means, or a conditional that can give that, is no finding', () => {
    const call = (kw: string) =>
      `import torch\nfrom torch.utils.data import DataLoader\nDataLoader(ds, num_workers=n, ${kw})\n`;
    expect(at(call('prefetch_factor=None'), '2.9', '1.13')).toEqual([]);
    expect(at(call('prefetch_factor=f if n > 0 else None'), '2.9', '1.13')).toEqual([]);
    expect(at(call('prefetch_factor=2'), '2.9', '1.13')).toEqual([
      '3 torch.utils.data.DataLoader#prefetch_factor behavior-changed',
    ]);
  });
});

describe('calls the change does not reach', () => {
  it('torch.load with a pickle_module keeps weights_only=False on every release: neither the 2.4 warning nor the 2.6 default', () => {
    // ParlAI core/torch_agent.py: torch.load(f, map_location=..., pickle_module=parlai.utils.pickle).
    const src = (kw: string) => `import torch\nimport dill\nsd = torch.load(f, map_location="cpu"${kw})\n`;
    expect(at(src(', pickle_module=dill'), '2.9', '1.4')).toEqual([]);
    expect(at(src(', pickle_module=dill'), '2.4', '2.0')).toEqual([]);
    expect(at(src(''), '2.9', '1.4')).toEqual(['3 torch.load#no-weights_only behavior-changed']);
    expect(at(src(''), '2.4', '2.0')).toEqual(['3 torch.load#no-weights_only-futurewarning behavior-changed']);
  });

  it('pickle_module= exempts a call but is no keyword of 1.13: a try passing it is no probe of a newer torch', () => {
    const src =
      'import torch\ntry:\n    sd = torch.load(p, pickle_module=dill)\nexcept TypeError:\n    sd = torch.load(p)\n';
    expect(at(src, '2.9', '2.0')).toEqual(['5 torch.load#no-weights_only behavior-changed']);
  });
});

describe('modules that cannot be imported', () => {
  it('a module that imports caffe2 at the top: one finding for that import, not one per line', () => {
    const src =
      'import torch\nfrom caffe2.proto import caffe2_pb2\nfrom caffe2.python import core\nx = torch.load(f)\nnet = core.Net("n")\n';
    expect(at(src, '2.9', '2.0')).toEqual(['2 caffe2.proto api-removed']);
    const r = scanSource(src, 'pkg/shared.py', { torch: '2.9', from: '2.0', apis });
    expect(r.module).toEqual({
      imports: ['torch', 'caffe2.proto', 'caffe2.proto.caffe2_pb2', 'caffe2.python', 'caffe2.python.core'],
      dead: true,
      before: ['torch'],
    });
  });

  it('an import of caffe2 inside a function or a try is reported where it is; the module still imports', () => {
    const src = 'import torch\ndef f():\n    from caffe2.python import core\n    return core\nx = torch.load(f)\n';
    expect(at(src, '2.9', '2.0')).toEqual([
      '3 caffe2.python api-removed',
      '5 torch.load#no-weights_only behavior-changed',
    ]);
  });

  it('a statement of the module itself that always raises: the module is dead; after it, only names gone themselves (maskrcnn-benchmark utils/imports.py)', () => {
    const src =
      'import torch\nif torch._six.PY3:\n    import importlib\n    def import_file(p):\n        return torch.load(p)\nelse:\n    import imp\nx = torch.solve(a, b)\n';
    expect(at(src, '2.9', '1.1')).toEqual(['2 torch._six api-removed', '8 torch.solve api-removed']);
    expect(scanSource(src, 'pkg/imports.py', { torch: '2.9', from: '1.1', apis }).module?.dead).toBe(true);
    // Where the range still has the name, nothing raises: every use stays and the module lives.
    expect(at(src, '1.10', '1.1')).toEqual(['8 torch.solve api-deprecated']);
    // Inside a block (a function, a try, `if __name__ == "__main__":`), only the rest of that block is unreached.
    const inner =
      'import torch\ndef f():\n    s = torch._six.string_classes\n    torch.cuda.amp.GradScaler()\ny = torch.load(f)\n';
    const r = scanSource(inner, 'pkg/inner.py', { torch: '2.9', from: '1.1', apis });
    expect(r.module?.dead).toBe(false);
    expect(at(inner, '2.9', '1.1')).toEqual([
      '3 torch._six api-removed',
      '5 torch.load#no-weights_only behavior-changed',
    ]);
    // A probe guarded by its handler, an uncertain fact, or a name bound otherwise decides nothing.
    const probe =
      'import torch\ntry:\n    PY3 = torch._six.PY3\nexcept AttributeError:\n    PY3 = True\ny = torch.load(f)\n';
    expect(scanSource(probe, 'p.py', { torch: '2.9', from: '1.1', apis }).module?.dead).toBe(false);
  });

  it('a module that imports a dead sibling at its top is dead too, and so is one that imports it', () => {
    const dead = deadThroughImports([
      { file: 'pkg/export/shared.py', imports: ['caffe2.python'], dead: true },
      { file: 'pkg/export/c10.py', imports: ['torch', '.shared', '.shared.alias'], dead: false },
      { file: 'pkg/export/modeling.py', imports: ['pkg.export.c10'], dead: false },
      { file: 'pkg/export/__init__.py', imports: ['.flatten'], dead: false },
      { file: 'tools/deploy.py', imports: ['pkg.export'], dead: false },
      { file: 'other/c10.py', imports: ['shared'], dead: false },
    ]);
    expect([...dead].sort()).toEqual(['pkg/export/c10.py', 'pkg/export/modeling.py']);
    // A dead package makes every module under it dead (its __init__ runs first), and `import pkg` from outside it.
    const pkg = deadThroughImports([
      { file: 'ds/runtime/utils.py', imports: ['torch._six'], dead: true },
      { file: 'ds/__init__.py', imports: ['.runtime.utils'], dead: false },
      { file: 'ds/inference/engine.py', imports: ['torch'], dead: false },
      { file: 'tests/test_x.py', imports: ['ds'], dead: false },
      { file: 'tests/test_y.py', imports: ['torch', 'numpy'], dead: false },
    ]);
    expect([...pkg].sort()).toEqual(['ds/__init__.py', 'ds/inference/engine.py', 'tests/test_x.py']);
  });

  it('pytext: a module dead by its own import, under a package dead by its own import, reports nothing', () => {
    // pytext/__init__.py imports Caffe2 before it imports .utils.onnx, which imports Caffe2 too.
    const facts = [
      { file: 'pytext/__init__.py', imports: ['caffe2.python', '.utils.onnx'], dead: true, before: [] },
      { file: 'pytext/utils/onnx.py', imports: ['caffe2.python'], dead: true, before: [] },
      { file: 'pytext/torchscript/beam_search.py', imports: ['torch.jit.quantized'], dead: true, before: ['torch'] },
      { file: 'demo/atis.py', imports: ['caffe2.python'], dead: true, before: [] },
    ];
    expect([...deadThroughImports(facts)].sort()).toEqual([
      'pytext/torchscript/beam_search.py',
      'pytext/utils/onnx.py',
    ]);
    // When the package imports the module above its own failing import, the module fails first: it stays reported.
    const first = deadThroughImports([
      { file: 'pkg/__init__.py', imports: ['.mod', 'caffe2.python'], dead: true, before: ['.mod'] },
      { file: 'pkg/mod.py', imports: ['caffe2.python'], dead: true, before: [] },
      { file: 'pkg/other.py', imports: ['caffe2.python'], dead: true, before: [] },
    ]);
    expect([...first]).toEqual(['pkg/other.py']);
    // A package dead only through the module it imports never hides that module: the root is reported.
    const root = deadThroughImports([
      { file: 'pkg/__init__.py', imports: ['.mod'], dead: false },
      { file: 'pkg/mod.py', imports: ['caffe2.python'], dead: true, before: [] },
    ]);
    expect([...root]).toEqual(['pkg/__init__.py']);
  });

  it('a scan of pytext-like files reports the package and the script, not the modules under the package', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-pkgdead-'));
    try {
      mkdirSync(join(dir, 'pkg', 'utils'), { recursive: true });
      writeFileSync(
        join(dir, 'pkg', '__init__.py'),
        'import torch\nfrom caffe2.python import workspace\nfrom .utils.onnx import X\n',
      );
      writeFileSync(join(dir, 'pkg', 'utils', 'onnx.py'), 'import torch\nfrom caffe2.python import core\nX = 1\n');
      writeFileSync(join(dir, 'pkg', 'utils', 'late.py'), 'import torch\nimport torch.jit.quantized\n');
      writeFileSync(join(dir, 'script.py'), 'from caffe2.python import core\n');
      const r = await scanPaths([dir], { torch: '2.9', from: '1.10', apis });
      expect(r.findings.map((f) => `${f.location!.file.slice(dir.length + 1)}:${f.location!.line}`).sort()).toEqual([
        'pkg/__init__.py:2',
        'script.py:1',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('modules dead through files without findings', () => {
  it('a file the analyser does not read still says what it imports at its top', () => {
    const src =
      '"""Docs.\nfrom caffe2.python import core\n"""\nimport os, torch.nn as nn\nfrom .mocks import (Mock,\n    Other)  # x\n' +
      'from pkg.trainer import \\\n    Trainer\nfrom . import sibling\nif x:\n    import inside\ndef f():\n    from late import y\n';
    expect(topLevelImports(src)).toEqual([
      'os',
      'torch.nn',
      '.mocks',
      '.mocks.Mock',
      '.mocks.Other',
      'pkg.trainer',
      'pkg.trainer.Trainer',
      '.sibling',
    ]);
    // The analyser's own list for a file it reads has the same form.
    const read = scanSource('import torch\nfrom .mocks import Mock\nx = torch.symeig(a)\n', 'a.py', {
      torch: '2.9',
      apis,
    });
    expect(read.module?.imports).toEqual(['torch', '.mocks', '.mocks.Mock']);
    const unread = scanSource('import torch\nfrom .mocks import Mock\nx = torch.ones(1)\n', 'a.py', {
      torch: '2.9',
      apis,
    });
    expect(unread.findings).toEqual([]);
    expect(unread.module).toBeUndefined();
    expect(topLevelImports(unread.importHead!)).toEqual(['torch', '.mocks', '.mocks.Mock']);
    // Only the head, above the first top-level def, class or decorator, is kept.
    expect(importHead('import torch\nimport a\ndef f():\n    pass\nimport b\n')).toBe('import torch\nimport a\n');
    expect(importHead('x = 1\n')).toBeUndefined();
  });

  it('mmf: a test that imports a mock that imports the trainer that imports caffe2 reports nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-dead-'));
    try {
      mkdirSync(join(dir, 'lib/trainers/core'), { recursive: true });
      mkdirSync(join(dir, 'tests'), { recursive: true });
      writeFileSync(join(dir, 'lib/__init__.py'), '');
      writeFileSync(join(dir, 'lib/trainers/__init__.py'), '');
      writeFileSync(join(dir, 'lib/trainers/core/__init__.py'), '');
      writeFileSync(
        join(dir, 'lib/trainers/core/evaluation_loop.py'),
        'import torch\nfrom caffe2.python.timeout_guard import Guard\n',
      );
      // Neither link holds a use: the prefilter keeps both from the analyser.
      writeFileSync(
        join(dir, 'lib/trainers/trainer.py'),
        'import torch\nfrom lib.trainers.core.evaluation_loop import Guard\n',
      );
      writeFileSync(join(dir, 'tests/__init__.py'), '');
      writeFileSync(join(dir, 'tests/mocks.py'), 'import torch\nfrom lib.trainers.trainer import Trainer\n');
      writeFileSync(
        join(dir, 'tests/test_fp16.py'),
        'import torch\nfrom tests.mocks import Mock\ns = torch.cuda.amp.GradScaler()\n',
      );
      writeFileSync(join(dir, 'tests/test_other.py'), 'import torch\ns = torch.cuda.amp.GradScaler()\n');
      const r = await scanPaths(['.'], { torch: '2.9', from: '2.0', apis, cwd: dir });
      expect(r.findings.map((f) => `${f.location!.file}:${f.location!.line} ${f.api}`).sort()).toEqual([
        'lib/trainers/core/evaluation_loop.py:2 caffe2.python',
        'tests/test_other.py:2 torch.cuda.amp.GradScaler',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('packages dead through links that never say torch', () => {
  /** Writes `files` into a fresh directory, scans it, and lists `file:line api`. */
  async function scanTree(files: Record<string, string>, from = '0.4'): Promise<string[]> {
    const dir = mkdtempSync(join(tmpdir(), 'tp-pkg-'));
    try {
      for (const [p, text] of Object.entries(files)) {
        mkdirSync(join(dir, p, '..'), { recursive: true });
        writeFileSync(join(dir, p), text);
      }
      const r = await scanPaths(['.'], { torch: '2.9', from, apis, cwd: dir });
      return r.findings.map((f) => `${f.location!.file}:${f.location!.line} ${f.api}`).sort();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  // apex (NVIDIA/apex@1d77111): `apex/__init__.py` and `apex/amp/__init__.py` import their modules
  // without the word torch; `_initialize.py` imports the removed torch._six.
  const APEX = {
    'apex/__init__.py': 'import torch\nfrom . import amp\n',
    'apex/amp/__init__.py': 'from .frontend import initialize\n',
    'apex/amp/frontend.py': 'import torch\nfrom ._initialize import _initialize\n',
    'apex/amp/_initialize.py': 'import torch\nfrom torch._six import string_classes\n',
    'apex/contrib/gbn.py':
      'import torch\nfrom torch.cuda.amp import custom_fwd\n@custom_fwd\ndef f(x):\n    return x\n',
    'tests/test_norm.py': 'import torch\nimport apex.normalization\nwith torch.cuda.amp.autocast():\n    pass\n',
    'examples/main_amp.py':
      'import torch\ntry:\n    from apex import amp\nexcept ImportError:\n    raise ImportError("install apex")\n' +
      'm = torch.load(f)\n',
    'tests/compare.py': 'import torch\nm = torch.load(f)\n',
  };

  it('a package __init__ without torch is a link; under the dead package, through a module of it, or past a handler that raises again, nothing runs', async () => {
    expect(await scanTree(APEX)).toEqual([
      'apex/amp/_initialize.py:2 torch._six',
      'tests/compare.py:2 torch.load#no-weights_only',
    ]);
  });

  it('a handler that goes on without the package keeps the script alive', async () => {
    const tree = {
      ...APEX,
      'examples/main_amp.py':
        'import torch\ntry:\n    from apex import amp\nexcept ImportError:\n    amp = None\nm = torch.load(f)\n',
    };
    expect(await scanTree(tree)).toContain('examples/main_amp.py:6 torch.load#no-weights_only');
  });

  it('without a dead module, every use stays', async () => {
    const tree = { ...APEX, 'apex/amp/_initialize.py': 'import torch\nimport collections.abc\n' };
    expect(await scanTree(tree)).toEqual([
      'apex/contrib/gbn.py:3 torch.cuda.amp.custom_fwd',
      'examples/main_amp.py:6 torch.load#no-weights_only',
      'tests/compare.py:2 torch.load#no-weights_only',
      'tests/test_norm.py:3 torch.cuda.amp.autocast',
    ]);
  });

  it('an import runs each package above the module it names', () => {
    const dead = deadThroughImports([
      { file: 'apex/__init__.py', imports: ['torch._six'], dead: true },
      { file: 'tests/a.py', imports: ['apex.normalization'], dead: false },
      { file: 'tests/b.py', imports: ['apexx.normalization', 'other.apex'], dead: false },
    ]);
    expect([...dead]).toEqual(['tests/a.py']);
  });
});

describe('a function that shares its name with the module defining it', () => {
  it('vissl: the module’s class is not the deprecated function; the function, and the method that warns, are', () => {
    const src =
      'import torch\nfrom torch.nn.utils.weight_norm import WeightNorm, remove_weight_norm\nimport torch.nn.utils.weight_norm as wn\n' +
      'w = WeightNorm(name="weight", dim=0)\nremove_weight_norm(m)\nwn.WeightNorm(name="w", dim=0)\n' +
      'WeightNorm.apply(m, "weight", 0)\nm = torch.nn.utils.weight_norm(m)\nf = wn.weight_norm\n';
    expect(at(src)).toEqual([
      '7 torch.nn.utils.weight_norm.WeightNorm.apply api-deprecated',
      '8 torch.nn.utils.weight_norm api-deprecated',
      '9 torch.nn.utils.weight_norm api-deprecated',
    ]);
  });
});

describe('branches decided by module constants and helpers', () => {
  it('a name bound to a version comparison decides which branch runs', () => {
    const src =
      'import torch\nfrom packaging.version import Version\n_use_new_api = Version(torch.__version__) >= Version("1.11")\n' +
      'def solve(a, b):\n    if _use_new_api:\n        return torch.linalg.solve(a, b)\n    else:\n        return torch.solve(b, a)[0]\n' +
      'def old(a, b):\n    if not _use_new_api:\n        return torch.solve(b, a)\n';
    expect(at(src)).toEqual([]);
    // Bound again later: no longer the condition.
    expect(at(src.replace('def old', '_use_new_api = cfg.new\ndef old'))).toEqual(['12 torch.solve api-removed']);
  });

  it('a comparison bound in brackets across lines is the condition, not the version (mmcv utils/torch_ops.py)', () => {
    const src =
      'import torch\nfrom .parrots_wrapper import TORCH_VERSION\nfrom .version_utils import digit_version\n' +
      "_indexing = (\n    'parrots' not in TORCH_VERSION\n    and digit_version(TORCH_VERSION) >= digit_version('1.10.0a0'))\n" +
      "def grid(*t):\n    if _indexing:\n        return torch.meshgrid(*t, indexing='ij')\n    else:\n        return torch.meshgrid(*t)\n";
    expect(at(src, '2.9', '1.3')).toEqual([]);
    // The version itself in brackets is still the version.
    expect(
      at('import torch\nv = (torch.__version__)\nif v < "1.10":\n    g = torch.meshgrid(a, b)\n', '2.9', '1.3'),
    ).toEqual([]);
  });

  it("a project's own version helpers and constants are read by their words", () => {
    const src =
      'import torch\nfrom monai.utils import pytorch_after\nif pytorch_after(1, 10):\n    g = torch.meshgrid(a, b, indexing="ij")\nelse:\n    g = torch.meshgrid(a, b)\n' +
      'if not TORCH_VERSION_AT_LEAST_2_4:\n    f = torch.cuda.amp.custom_fwd\nis_old = pytorch_after(1, 9) is False\n';
    expect(at(src)).toEqual([]);
  });

  it('flash-attention: partial(torch.load, …) is a call with the keywords the partial holds', () => {
    const src =
      'import torch\nimport functools\nfrom functools import partial\nif safe:\n    loader = safe_load_file\nelse:\n    loader = partial(torch.load, map_location=d)\n' +
      'g = functools.partial(torch.load, weights_only=True)\ns = partial(torch.optim.lr_scheduler.StepLR, step_size=10, verbose=True)\n' +
      'a = partial(torch.cuda.amp.autocast, enabled=True)\nm = partial(torch.as_tensor, device="cuda")\n';
    expect(at(src, '2.9', '1.10')).toEqual([
      '7 torch.load#no-weights_only behavior-changed',
      '9 torch.optim.lr_scheduler#verbose api-removed',
      // No argument is put in front of the partial's: the API is its first.
      '10 torch.cuda.amp.autocast api-deprecated',
    ]);
  });

  it('trl: a helper called without arguments that holds the version in its name, in a conditional expression over lines', () => {
    const src =
      'import torch\nfrom .import_utils import is_torch_greater_2_0\ndef f(s):\n    c = (\n        torch.optim.lr_scheduler._LRScheduler\n' +
      '        if not is_torch_greater_2_0()\n        else torch.optim.lr_scheduler.LRScheduler\n    )\n    return isinstance(s, c)\n';
    expect(at(src, '2.9', '1.4')).toEqual([]);
    // With an argument it is no constant: the name alone decides nothing then.
    expect(at(src.replace('is_torch_greater_2_0()', 'is_torch_greater_2_0(s)'), '2.9', '1.4')).toEqual([
      '5 torch.optim.lr_scheduler._LRScheduler behavior-changed',
    ]);
  });

  it('a keyword probe: `"indexing" in torch.meshgrid.__kwdefaults__`, written out or through a name, and an early return', () => {
    const src =
      'import torch\ndef ij(*t):\n    if torch.meshgrid.__kwdefaults__ is not None and "indexing" in torch.meshgrid.__kwdefaults__:\n        return torch.meshgrid(*t, indexing="ij")\n    return torch.meshgrid(*t)\n' +
      'def xy(a, b):\n    mesh_args = torch.meshgrid.__kwdefaults__\n    if mesh_args is not None:\n        return torch.meshgrid(a, b, indexing="ij")\n    else:\n        return torch.meshgrid(a, b)\n' +
      'g = torch.meshgrid(a, b)\n';
    expect(at(src)).toEqual(['12 torch.meshgrid#no-indexing api-deprecated +fix']);
  });
});

describe("a base class's constructor through super()", () => {
  // openfold (aqlaboratory/openfold@55c5623 openfold/utils/lr_schedulers.py): a `_LRScheduler`
  // subclass passes `verbose=` on to its base, a TypeError from torch 2.7.
  const SCHED =
    'import torch\nfrom torch.optim.lr_scheduler import _LRScheduler\n' +
    'class A(torch.optim.lr_scheduler._LRScheduler):\n    def __init__(self, o, last_epoch=-1, verbose=False):\n' +
    '        super(A, self).__init__(\n            o, last_epoch=last_epoch, verbose=verbose\n        )\n' +
    'class B(_LRScheduler):\n    def __init__(self, o):\n        super().__init__(o, last_epoch=-1)\n';

  it('super().__init__ with a removed keyword is that call of the base; without it, nothing', () => {
    expect(at(SCHED, '2.9', '1.12')).toEqual(['5 torch.optim.lr_scheduler#verbose api-removed']);
  });

  it('only the keywords are judged: the class itself, a deprecated base, and other classes give nothing more', () => {
    const other =
      'import torch\nclass S(torch.cuda.amp.GradScaler):\n    def __init__(self):\n        super().__init__()\n' +
      'class C(object):\n    def __init__(self, verbose):\n        super().__init__(verbose=verbose)\n' +
      'class O(torch.optim.lr_scheduler.LRScheduler):\n    class Inner:\n        def __init__(self):\n            super().__init__(verbose=True)\n';
    // The deprecated base is reported once, where the class names it.
    expect(at(other, '2.9', '2.0')).toEqual(['2 torch.cuda.amp.GradScaler api-deprecated']);
  });
});

describe('code after a statement that always raises', () => {
  // catalyst's MNIST: the constructor's first statement tests `torch._six`, gone from 2.0.
  const CTOR =
    'import torch\nclass M:\n    def __init__(self, root):\n' +
    '        if isinstance(root, torch._six.string_classes):\n            root = str(root)\n' +
    '        self.data = torch.load(root)\n' +
    '    def other(self, f):\n        return torch.load(f)\n';

  it('what follows in its block is not reached: one finding, for the line that fails', () => {
    expect(at(CTOR, '2.9', '1.4')).toEqual([
      '4 torch._six api-removed',
      '8 torch.load#no-weights_only behavior-changed',
    ]);
  });

  it('on a range where the name is still there, nothing is hidden', () => {
    expect(at(CTOR, '>=1.13,<2.10', '1.4')).toEqual([
      '4 torch._six api-removed',
      '6 torch.load#no-weights_only behavior-changed',
      '8 torch.load#no-weights_only behavior-changed',
    ]);
  });

  it('a name gone itself is still reported after it: each line fails once reached, and all are listed at once', () => {
    // pyro's Kalman filter: torch.solve on three lines of one method.
    const src =
      'import torch\ndef f(a, b):\n    x = torch.solve(a, b)[0]\n    y = torch.solve(b, a)[0]\n    return torch.load(x)\n';
    expect(at(src, '2.9', '1.4')).toEqual(['3 torch.solve api-removed', '4 torch.solve api-removed']);
  });

  it('only a part that surely runs decides: a short-circuit, a conditional expression, a one-line body, an assert message', () => {
    const tails = [
      '    ok = flag and isinstance(r, torch._six.string_classes)\n',
      '    s = torch._six.inf if old else 1.0\n',
      '    if old: s = torch._six.inf\n',
      '    assert r, torch._six.inf\n',
      '    f = lambda: torch._six.inf\n',
    ];
    for (const t of tails) {
      const src = `import torch\ndef g(r, flag, old):\n${t}    return torch.load(r)\n`;
      expect(at(src, '2.9', '1.4'), t).toContain('4 torch.load#no-weights_only behavior-changed');
    }
  });

  it('a name bound otherwise, a type annotation and an uncertain fact decide nothing', () => {
    const alias = 'import torch\nsix = None\ndef g(r):\n    x = six.string_classes\n    return torch.load(r)\n';
    expect(at(alias, '2.9', '1.4')).toEqual(['5 torch.load#no-weights_only behavior-changed']);
    // Setting a flag gone from a module that is there makes the attribute: nothing raises.
    const flag = { api: 'torch.backends.cudnn.old_flag', removed: '2.0', source: 'https://example.org/old_flag' };
    const set = 'import torch\ndef g(r):\n    torch.backends.cudnn.old_flag = True\n    return torch.load(r)\n';
    const withFlag = scanSource(set, 'x.py', { torch: '2.9', from: '1.4', apis: [...apis, flag] }).findings;
    expect(withFlag.map((f) => `${f.location!.line} ${f.api}`)).toEqual([
      '3 torch.backends.cudnn.old_flag',
      '4 torch.load#no-weights_only',
    ]);
    const typed = 'import torch\ndef g(r):\n    x: torch._six.Foo = r\n    return torch.load(r)\n';
    expect(at(typed, '2.9', '1.4')).toContain('4 torch.load#no-weights_only behavior-changed');
    // torchaudio.backend's removal in 2.9 is uncertain: it may warn, never silence what follows.
    const audio =
      'import torch\nimport torchaudio\ndef g(p):\n    torchaudio.backend.sox_io_backend.info(p)\n    return torch.load(p)\n';
    expect(at(audio, '2.9', '2.0')).toContain('5 torch.load#no-weights_only behavior-changed');
  });

  it('an import inside the function fails as well; the block ends where its indentation does', () => {
    const src =
      'import torch\ndef g(r):\n    if r:\n        from torch._six import inf\n        torch.load(r)\n    return torch.load(r)\n';
    expect(at(src, '2.9', '1.4')).toEqual([
      '4 torch._six api-removed',
      '6 torch.load#no-weights_only behavior-changed',
    ]);
  });

  it('a private method only unreached code calls is not reached either, through a chain of them', () => {
    // catalyst's MovieLens: __init__ calls _fetch_movies after the failing line; only _fetch_movies calls _build.
    const src =
      'import torch\nclass M:\n    def __init__(self, root):\n' +
      '        if isinstance(root, torch._six.string_classes):\n            pass\n        self._fetch()\n' +
      '    def _build(self, i, v):\n        return torch.sparse.FloatTensor(i, v)\n' +
      '    def _fetch(self):\n        return self._build(1, 2)\n' +
      'class N:\n    def _fetch(self):\n        return torch.sparse.FloatTensor(1, 2)\n';
    // N's definition of the same name is no call of M's; the call in M may be of either, so N's is not reached either.
    expect(at(src, '2.9', '1.4')).toEqual(['4 torch._six api-removed']);
  });

  it('follows a chain of n private methods in time linear in n (each closed once)', async () => {
    // __init__ fails first, then calls _m0, which calls _m1, …: every body is unreached.
    const chain = (n: number) =>
      'import torch\nclass M:\n    def __init__(self, r):\n        x = torch._six.inf\n        self._m0()\n' +
      Array.from(
        { length: n },
        (_, i) => `    def _m${i}(self):\n        self._m${i + 1}()\n        torch.load(f)\n`,
      ).join('');
    expect(at(chain(3), '2.9', '1.4')).toEqual(['4 torch._six api-removed']);
    await expectLinear('a chain of private methods after a raise', chain, (src) => at(src, '2.9', '1.4'), { n: 1_500 });
  });

  it('a private method also called from reached code, or named elsewhere, stays reached', () => {
    const base =
      'import torch\nclass M:\n    def __init__(self, root):\n' +
      '        if isinstance(root, torch._six.string_classes):\n            pass\n        self._build()\n' +
      '    def _build(self):\n        return torch.sparse.FloatTensor(1, 2)\n';
    for (const src of [
      base + '    def run(self):\n        self._build()\n',
      base + 'CALLBACKS = ["_build"]\n',
      '# see _build\n' + base,
    ])
      expect(at(src, '2.9', '1.4'), src).toContain(
        `${src.startsWith('#') ? 9 : 8} torch.sparse.FloatTensor api-deprecated`,
      );
    // A public method may be called from another module.
    expect(at(base.replaceAll('_build', 'build'), '2.9', '1.4')).toContain('8 torch.sparse.FloatTensor api-deprecated');
  });
});

describe('a dict passed as **name', () => {
  it('a dict written out in the function: the call passes its keys (skorch net.py __setstate__)', () => {
    const src = (body: string) => `import torch\ndef load(state, f):\n${body}    return torch.load(f, **kw)\n`;
    const written = '    loc = pick(state)\n    kw = {"map_location": loc}\n';
    expect(at(src(written), '2.9', '1.9')).toEqual(['5 torch.load#no-weights_only behavior-changed']);
    expect(at(src('    kw = dict(map_location="cpu")\n'), '2.9', '1.9')).toEqual([
      '4 torch.load#no-weights_only behavior-changed',
    ]);
    // A key of the dict is a keyword passed: weights_only there, nothing to report.
    expect(at(src('    kw = {"map_location": "cpu", "weights_only": True}\n'), '2.9', '1.9')).toEqual([]);
    expect(at(src('    kw = dict(weights_only=True)\n'), '2.9', '1.9')).toEqual([]);
    // A key a branch adds counts as passed.
    expect(at(src('    kw = {}\n    if new:\n        kw = {"weights_only": True}\n'), '2.9', '1.9')).toEqual([]);
  });

  it('anything else may add a key: the call stays unjudged', () => {
    const src = (body: string, params = 'state, f') =>
      `import torch\ndef load(${params}):\n${body}    return torch.load(f, **kw)\n`;
    const unknown = [
      src('    kw = {"map_location": "cpu"}\n    kw["weights_only"] = True\n'),
      src('    kw = {"map_location": "cpu"}\n    kw.update(extra)\n'),
      src('    kw = {"map_location": "cpu"}\n    add_defaults(kw)\n'),
      src('    kw = {"map_location": "cpu"} if cpu else {}\n'),
      src('    kw = {"map_location": "cpu", **extra}\n'),
      src('    kw = {key: "cpu"}\n'),
      src('    kw = make()\n'),
      src('', 'f, **kw'),
      src('    kw = {"map_location": "cpu"}\n', 'f, kw'),
      src('    pass\n'),
    ];
    for (const s of unknown) expect(at(s, '2.9', '1.9'), s).toEqual([]);
  });

  it('a keyword a dict passes is judged as written: DataLoader(**dl) with prefetch_factor', () => {
    const src =
      'from torch.utils.data import DataLoader\ndl = {"num_workers": 0, "prefetch_factor": 2}\nloader = DataLoader(ds, **dl)\n';
    expect(at(src, '2.9', '1.13')).toEqual(['3 torch.utils.data.DataLoader#prefetch_factor behavior-changed']);
  });

  it('never throws, whatever the text around the dict', () => {
    const piece = fc.constantFrom(
      'kw',
      ' = ',
      '{',
      '}',
      '"a"',
      ': ',
      '1',
      ', ',
      'dict(',
      ')',
      'a=',
      '\n',
      '    ',
      'def f(kw):',
      '**kw',
      '#',
      "'",
      '[',
      ']',
      '\\\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.nat(), (parts, at) => {
        const text = parts.join('');
        const dicts = new KwargsDicts(text);
        dicts.keywords('kw', at % (text.length + 1));
        dicts.keywords('kw', text.length);
      }),
      { numRuns: fcRuns(300) },
    );
  });

  it('reads each function once per name however many calls pass the dict (n and 4n)', async () => {
    const many = (n: number) => 'import torch\nkw = {"map_location": "cpu"}\n' + 'x = torch.load(f, **kw)\n'.repeat(n);
    expect(at(many(2), '2.9', '1.9')).toHaveLength(2);
    await expectLinear('calls passing one dict', many, (src) => at(src, '2.9', '1.9'), { n: 1_500 });
  });
});

describe('modules imported by a call', () => {
  it('LazyImport("torch") and importlib.import_module("torch.x") bind the module, as an import does (neural-compressor)', () => {
    const lazy =
      'from x.utility import LazyImport\ntorch = LazyImport("torch")\ndef f(m):\n    return torch.quantization.convert(m)\n';
    expect(at(lazy, '2.9', '1.10')).toEqual(['4 torch.quantization.convert api-deprecated']);
    const importlib = 'import importlib\nq = importlib.import_module("torch.quantization")\nq.convert(m)\n';
    expect(at(importlib, '2.9', '1.10')).toEqual(['3 torch.quantization.convert api-deprecated']);
  });

  it('a call not named for importing, or of a module that is not torch, binds nothing', () => {
    expect(at('torch = load_plugin("torch")\ntorch.quantization.convert(m)\n', '2.9', '1.10')).toEqual([]);
    expect(at('np = LazyImport("numpy")\nnp.load(p)\n', '2.9', '1.10')).toEqual([]);
    expect(at('torch = LazyImport(name)\ntorch.quantization.convert(m)\n', '2.9', '1.10')).toEqual([]);
  });

  it('the text test that turns the skim off admits every line the analyser reads as such an import', () => {
    const callee = fc.constantFrom(
      'LazyImport',
      'import_module',
      'importlib.import_module',
      'lazy_import',
      'load',
      'Importer',
    );
    const mod = fc.constantFrom('torch', 'torch.quantization', 'torchvision.models', 'numpy', 'torch.', '1torch');
    const quote = fc.constantFrom("'", '"', '"""', "r'");
    const gap = fc.constantFrom('', ' ', '\t');
    fc.assert(
      fc.property(callee, mod, quote, gap, gap, (c, m, q, g1, g2) => {
        const close = q.startsWith('r') ? q.slice(1) : q;
        const text = `t = ${c}${g1}(${g2}${q}${m}${close}${g2})\nt.convert(x)\n`;
        const bound = analyze(text).uses.some((u) => u.name.endsWith('.convert'));
        const importing = /import/i.test(c.split('.').pop()!) && /^(torch|torchvision)(\.\w+)*$/.test(m);
        expect(mayImportByCall(text) || !bound).toBe(true);
        expect(bound).toBe(importing && q.length === 1);
      }),
      { numRuns: fcRuns(200) },
    );
  });
});

describe('a member looked up by name and called at once', () => {
  it('getattr(module, name)(…) and module.__dict__[name](…) are calls of a member, judged by entries about any member', () => {
    const src =
      'import torchvision\nfrom torchvision import models\ndef f(name, arch):\n' +
      '    a = getattr(torchvision.models, name)(pretrained=True)\n' +
      '    b = torchvision.models.__dict__[arch](pretrained=True)\n' +
      '    c = getattr(models, "resnet50", None)(pretrained=False)\n' +
      '    d = getattr(models, name)(weights=None)\n';
    expect(at(src, '2.9', '1.8')).toEqual([
      '4 torchvision.models#pretrained api-deprecated',
      '5 torchvision.models#pretrained api-deprecated',
      '6 torchvision.models#pretrained api-deprecated',
    ]);
  });

  it('a member looked up by getattr and bound to a name is called where the name is (nni test_model_speedup.py)', () => {
    const src =
      'from torchvision import models\ndef build(name):\n    kwargs = {"pretrained": True}\n' +
      '    if name == "resnet50":\n        kwargs = {"pretrained": False, "groups": 4}\n' +
      '    Model = getattr(models, name)\n    return Model(**kwargs)\n';
    expect(at(src, '2.9', '1.7')).toEqual(['7 torchvision.models#pretrained api-deprecated']);
    const literal = 'import torchvision\nR = getattr(torchvision.models, "resnet18")\nR(pretrained=True)\n';
    expect(at(literal, '2.9', '1.7')).toEqual(['3 torchvision.models#pretrained api-deprecated']);
    // A default may be what is bound, and a module that is not torch's binds nothing.
    expect(
      at('from torchvision import models\nD = getattr(models, n, None)\nD(pretrained=True)\n', '2.9', '1.7'),
    ).toEqual([]);
    expect(at('import mylib\nD = getattr(mylib.models, n)\nD(pretrained=True)\n', '2.9', '1.7')).toEqual([]);
    // The prefilter lets such a file through: a member's own member is used below (found by speedA).
    expect(at('import torch\nm = getattr(torch, "cuda")\ns = m.amp.GradScaler()\n', '2.9', '2.0')).toEqual([
      '3 torch.cuda.amp.GradScaler api-deprecated',
    ]);
  });

  it('a table of torch callables indexed and called at once is a call of a member (catalyst CenterNet)', () => {
    const src =
      'from torchvision.models import resnet, mobilenet\nimport torchvision.models as models\n' +
      '_backbones = {\n    "resnet18": (resnet.resnet18, 512),\n    "mobilenet_v2": (mobilenet.mobilenet_v2, 1280),\n}\n' +
      'ZOO = [models.resnet18, models.resnet50]\nMIXED = {"r18": models.resnet18, "x": 3}\n' +
      'def f(b, p):\n    net = _backbones[b][0](pretrained=True)\n    ch = _backbones[b][1]\n' +
      '    z = ZOO[b](pretrained=p)\n    w = ZOO[b](weights=None)\n    m = MIXED[b](pretrained=True)\n' +
      '    t = _backbones[b](pretrained=True)\n';
    // MIXED holds something else too, and a tuple's table is called through its [0] only.
    expect(at(src, '2.9', '1.8')).toEqual([
      '10 torchvision.models#pretrained api-deprecated',
      '12 torchvision.models#pretrained api-deprecated',
    ]);
  });

  it('a lookup not called at once, a method named getattr, or a computed name never match a named entry', () => {
    const src =
      'import torch\nimport torchvision\ndef f(obj, name):\n' +
      '    a = getattr(torchvision.models, name)\n' +
      '    b = obj.getattr(torchvision.models, name)(pretrained=True)\n' +
      '    c = torchvision.models.__dict__[name]\n' +
      '    d = getattr(torch.linalg, name)(x)\n';
    expect(at(src, '2.9', '1.8')).toEqual([]);
  });
});

describe("a companion library's version compared (Lightning's compare_version)", () => {
  const companions = companionVersions(bundledCatalog);
  const on = (src: string, torch: string, from?: string) =>
    scanSource(src, 'x.py', { torch, apis, companions, ...(from ? { from } : {}) }).findings.map(
      (f) => `${f.location!.line} ${f.api} ${f.id}`,
    );
  // lightning-bolts' RetinaNet: the old torchvision's branch passes pretrained=, the other weights=.
  const BOLTS =
    'import operator\nfrom lightning_utilities.core.imports import compare_version\n' +
    'from torchvision.models.detection import retinanet_resnet50_fpn as r\n' +
    '_TV_OLD: bool = compare_version("torchvision", operator.le, "0.13.0")\ndef f(p):\n' +
    '    if _TV_OLD:\n        return r(pretrained=p)\n    else:\n        return r(weights="DEFAULT")\n' +
    'def g(p):\n    if compare_version("torchvision", operator.lt, "0.13"):\n        return r(pretrained=p)\n';

  it('the catalog pairs each torch release with its torchvision: 2.9 with 0.24', () => {
    expect(companions.torchvision!['2.9']).toBe('0.24.0');
    expect(companions.torchvision!['2.9.1']).toBe('0.24.1');
    expect(companions.torchaudio!['2.9']).toBe('2.9.0');
    // A release a ranged companion also pairs with has no one version: nothing is decided there.
    expect(companions.torchvision!['2.14']).toBeUndefined();
    expect(companions.torchaudio!['2.11']).toBeUndefined();
  });

  it('a branch only an older torchvision than every paired one takes is dead, through a constant or a call', () => {
    expect(on(BOLTS, '2.9', '1.9')).toEqual([]);
  });

  it('undecided without the pairing: a torch older than the catalog, or no catalog at all', () => {
    expect(on(BOLTS, '1.13', '1.9')).toEqual([
      '7 torchvision.models#pretrained api-deprecated',
      '12 torchvision.models#pretrained api-deprecated',
    ]);
    const bare = scanSource(BOLTS, 'x.py', { torch: '2.9', from: '1.9', apis }).findings.map((f) => f.location!.line);
    expect(bare).toEqual([7, 12]);
  });

  it('torchvision.__version__ compared with a version is the same guard; == keeps both branches', () => {
    const src =
      'import torchvision\nfrom packaging import version\nfrom torchvision.models import resnet50\ndef f():\n' +
      '    if version.parse(torchvision.__version__) >= version.parse("0.13"):\n        m = resnet50(weights="DEFAULT")\n' +
      '    else:\n        m = resnet50(pretrained=True)\n' +
      '    if version.parse(torchvision.__version__) == version.parse("0.13"):\n        m = resnet50(pretrained=True)\n';
    expect(on(src, '2.9', '1.9')).toEqual(['10 torchvision.models#pretrained api-deprecated']);
    expect(on(src, '1.13', '1.9')).toEqual([
      '8 torchvision.models#pretrained api-deprecated',
      '10 torchvision.models#pretrained api-deprecated',
    ]);
  });

  it('compare_version of "torch" is a torch guard; another package or operator.eq is none', () => {
    const src =
      'import operator\nimport torch\nfrom lightning_utilities.core.imports import compare_version\ndef f(m):\n' +
      '    if compare_version("torch", operator.lt, "2.0.0"):\n        return torch.solve(m, m)\n' +
      '    if compare_version("numpy", operator.lt, "2.0.0"):\n        return torch.solve(m, m)\n' +
      '    if compare_version("torchvision", operator.eq, "0.13.0"):\n        return torch.solve(m, m)\n';
    expect(on(src, '2.9', '1.9')).toEqual(['8 torch.solve api-removed', '10 torch.solve api-removed']);
  });
});

describe('the seventh round on random text', () => {
  it('never throws, whatever raising lines, private functions, member lookups, tables and version tests it meets', () => {
    const words = fc.constantFrom(
      'import torch\n',
      'import torchvision\n',
      'from torchvision.models import resnet\n',
      'import operator\n',
      'def _f(self):\n',
      'def g():\n',
      'class C:\n',
      '    ',
      '        ',
      '\n',
      'self._f()',
      '_f',
      'torch._six.string_classes',
      'torch.solve(a, b)',
      'torch.load(p)',
      'if ',
      'isinstance(x, ',
      ')',
      '(',
      '[',
      ']',
      '{',
      '}',
      ':',
      ',',
      '=',
      ' and ',
      ' else ',
      'getattr(torchvision.models, n)',
      'torchvision.models.__dict__',
      'T',
      '[0]',
      '(pretrained=True)',
      'resnet.resnet18',
      '"k": ',
      'compare_version("torchvision", operator.le, "0.13.0")',
      'torchvision.__version__ >= "0.13"',
      'return ',
      'assert ',
    );
    fc.assert(
      fc.property(fc.array(words, { maxLength: 50 }), (parts) => {
        const src = parts.join('');
        expect(() => at(src, '2.9', '1.4')).not.toThrow();
        expect(() => at(src, '>=1.13,<2.10', '1.4')).not.toThrow();
      }),
      { numRuns: fcRuns(1500) },
    );
  });
});

describe('error handlers', () => {
  it('a try around torch.cat whose except RuntimeError is an out-of-memory retry is not the changed behaviour', () => {
    const oom =
      'import torch\ntry:\n    y = torch.cat(xs)\nexcept RuntimeError as e:\n    if "out of memory" in str(e):\n        y = torch.cat([x.cpu() for x in xs])\n    else:\n        raise\n';
    expect(at(oom, '2.9', '2.8')).toEqual([]);
    const plain = 'import torch\ntry:\n    y = torch.cat(xs)\nexcept RuntimeError:\n    y = None\n';
    expect(at(plain, '2.9', '2.8')).toEqual(['3 torch.cat#except-RuntimeError behavior-changed']);
  });
});

describe('the fix rule', () => {
  it('a probe is reported where the API warns, but never rewritten', () => {
    const src = 'import torch\ntry:\n    ctx = torch.cuda.amp.autocast()\nexcept AttributeError:\n    ctx = None\n';
    expect(at(src)).toEqual(['3 torch.cuda.amp.autocast api-deprecated']);
  });

  it('a branch kept for older torch is never rewritten, even where it still runs in the range', () => {
    const src =
      'import torch\nif Version(torch.__version__) < Version("2.6"):\n    s = torch.cuda.amp.GradScaler()\nelse:\n    s = torch.amp.GradScaler("cuda")\n';
    expect(at(src, '>=2.4,<2.10')).toEqual(['3 torch.cuda.amp.GradScaler api-deprecated']);
    // On the range of a branch for newer torch, the rewrite is made.
    const newer =
      'import torch\nif Version(torch.__version__) >= Version("2.4"):\n    s = torch.cuda.amp.GradScaler()\n';
    expect(at(newer, '>=2.2,<2.10')).toEqual(['3 torch.cuda.amp.GradScaler api-deprecated +fix']);
  });

  it('a use under a presence test of itself is reported but not rewritten; an unguarded one is', () => {
    const src =
      'import torch\nif hasattr(torch.cuda.amp, "autocast"):\n    ctx = torch.cuda.amp.autocast()\nctx = torch.cuda.amp.autocast()\n';
    expect(at(src)).toEqual([
      '3 torch.cuda.amp.autocast api-deprecated',
      '4 torch.cuda.amp.autocast api-deprecated +fix',
    ]);
  });
});

describe('the catalogued misses', () => {
  it('torch.meshgrid without indexing=, fixed by passing the default it has today', () => {
    expect(at('import torch\ng = torch.meshgrid(a, b)\nh = torch.meshgrid(a, b, indexing="xy")\n')).toEqual([
      '2 torch.meshgrid#no-indexing api-deprecated +fix',
    ]);
  });

  it('Tensor.storage() on any object in a file that imports torch; not storage(size), not in a file without torch', () => {
    expect(
      at('import torch\np = t.storage().data_ptr()\nq = self.x.storage()\nr = self.storage(10)\ns = storage()\n'),
    ).toEqual(['2 torch.Tensor.storage api-deprecated', '3 torch.Tensor.storage api-deprecated']);
    expect(at('import numpy\np = t.storage()\n# torch\n')).toEqual([]);
  });

  it('torchaudio.backend: deprecated from 2.1, gone (uncertain) in 2.9', () => {
    const src = 'import torchaudio\nfrom torchaudio.backend.sox_io_backend import load\nx = load(p)\n';
    expect(at(src, '2.5')).toEqual(['3 torchaudio.backend api-deprecated']);
    const r = scanSource(src, 'x.py', { torch: '2.9', apis }).findings;
    expect(r.map((f) => `${f.location!.line} ${f.id} ${f.severity}`)).toEqual(['2 api-removed warning']);
  });

  it('torchvision.io.video.write_video, where torchvision.io.write_video is defined, has its facts (SlowFast misc.py)', () => {
    const src =
      'import torchvision.io as io\nio.video.write_video(p, v, 30, video_codec="libx264")\nio.write_video(p, v, 30)\n';
    expect(at(src, '2.9', '1.3')).toEqual([
      '2 torchvision.io.video.write_video api-deprecated',
      '3 torchvision.io.write_video api-deprecated',
    ]);
    expect(at(src, '2.6', '1.3')).toEqual([]);
  });
});
