// Code reachable only on a torch outside the target range (version and feature
// guards, import fallbacks) gives no finding; the branch for the target range is still scanned.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayBeInTorchVersion } from '../../../src/scan/guards.js';
import { scanSource } from '../../../src/scan/index.js';
import { fcRuns } from '../../property-runs.js';
import { apis } from './helpers.js';

const real = (name: string) => readFileSync(`tests/fixtures/scan/real/${name}`, 'utf8');

function at(src: string, torch = '2.9', from?: string): string[] {
  return scanSource(src, 'x.py', { torch, apis, ...(from ? { from } : {}) }).findings.map(
    (f) => `${f.location!.line} ${f.api}`,
  );
}

const SOLVE = '    x = torch.solve(a, b)\n';

describe('version and feature guards', () => {
  it('huggingface/diffusers outputs.py: is_torch_version("<", "2.2") is dead on 2.9, live on a range from 2.0', () => {
    const src = real('diffusers_outputs.py');
    expect(at(src, '2.9', '2.6')).toEqual([]);
    // On a range from 2.0 the guarded branch runs on 2.0 and 2.1 only, where the private name is not deprecated yet (2.2).
    expect(at(src, '>=2.0,<2.10')).toEqual([]);
    // Where the branch runs on a release that deprecates it, it is reported.
    expect(at(src.replace('is_torch_version("<", "2.2")', 'is_torch_version("<", "2.4")'), '>=2.0,<2.10')).toEqual([
      '60 torch.utils._pytree._register_pytree_node',
    ]);
  });

  it('pytorch/ignite engine: the except-ImportError fallback import of GradScaler is dead where torch.amp.GradScaler exists', () => {
    const src = real('ignite_engine_init.py');
    expect(at(src, '2.9', '2.2')).toEqual([]);
  });

  it.each([
    ['packaging Version', 'if Version(torch.__version__) < Version("1.10"):\n'],
    ['version.parse, reversed operands', 'if version.parse("1.10") > version.parse(torch.__version__):\n'],
    ['LooseVersion', 'if LooseVersion(torch.__version__) < LooseVersion("1.10"):\n'],
    ['a tuple of ints', 'if tuple(int(v) for v in torch.__version__.split(".")[:2]) < (1, 10):\n'],
    ['a string comparison', 'if torch.__version__ < "1.10":\n'],
    ['is_torch_version', 'if is_torch_version("<", "2.2"):\n'],
    ['not is_torch_greater_or_equal', 'if not is_torch_greater_or_equal("2.0"):\n'],
    ['a Lightning constant', 'if not _TORCH_GREATER_EQUAL_2_4:\n'],
    ['a dotted constant', 'if not imports._TORCH_GREATER_EQUAL_1_10:\n'],
    ['TORCH_VERSION with digit_version', 'if digit_version(TORCH_VERSION) < digit_version("1.10"):\n'],
    ['a guard in brackets, and another condition', 'if (torch.__version__ < "1.10") and cuda:\n'],
  ])('%s: the old branch gives no finding on 2.9', (_, guard) => {
    const src = `import torch\n${guard}${SOLVE}x = torch.solve(a, b)\n`;
    expect(at(src)).toEqual(['4 torch.solve']);
  });

  it('the else branch of a guard for new torch is dead; elif chains negate what came before', () => {
    const src = `import torch\nif TORCH_VERSION >= "2.0":\n    pass\nelse:\n${SOLVE}if _TORCH_GREATER_EQUAL_2_4:\n    pass\nelif cuda:\n${SOLVE}else:\n${SOLVE}`;
    expect(at(src)).toEqual([]);
    // On a range that admits 1.13 every branch can run.
    expect(at(src, '>=1.12,<2.10')).toEqual(['5 torch.solve', '9 torch.solve', '11 torch.solve']);
  });

  it('the branch for the target range is still scanned', () => {
    const src =
      'import torch\nif is_torch_version(">=", "2.2"):\n    x = torch.solve(a, b)\nelse:\n    y = torch.solve(a, b)\n';
    expect(at(src)).toEqual(['3 torch.solve']);
  });

  it('a condition that is no guard, or an `or`, keeps both branches', () => {
    const src = `import torch\nif torch.__version__ < "1.10" or cuda:\n${SOLVE}if use_old:\n${SOLVE}`;
    expect(at(src)).toEqual(['3 torch.solve', '5 torch.solve']);
  });

  it('Lightning test_amp_integration shape: the else side of a conditional expression is dead', () => {
    const src =
      'import torch\nscaler = torch.amp.GradScaler if _TORCH_GREATER_EQUAL_2_4 else torch.cuda.amp.GradScaler\nold = torch.cuda.amp.GradScaler\n';
    expect(at(src)).toEqual(['3 torch.cuda.amp.GradScaler']);
  });

  it('hasattr(torch, …): the branch where a catalogued attribute is missing is dead', () => {
    const src =
      'import torch\nif hasattr(torch.amp, "GradScaler"):\n    s = torch.amp.GradScaler("cuda")\nelse:\n    s = torch.cuda.amp.GradScaler()\n';
    expect(at(src)).toEqual([]);
    // On a range from 2.0 the else branch runs where torch.amp.GradScaler is missing (2.0 … 2.2), and
    // the old class it falls back to is deprecated only from 2.4: an old-torch fallback, no finding.
    expect(at(src, '>=2.0,<2.10')).toEqual([]);
  });

  it('SimpleTuner shape: hasattr(torch.amp, "custom_fwd") with imports in both branches: the decorator may be either, no finding', () => {
    const src =
      'import torch\nif hasattr(torch.amp, "custom_fwd"):\n    from torch.amp import custom_fwd\nelse:\n    from torch.cuda.amp import custom_fwd\n@custom_fwd(cast_inputs=torch.float32)\ndef f(x):\n    return x\n';
    expect(at(src, '2.11', '2.9')).toEqual([]);
  });

  it('a fallback whose try body the catalog cannot vouch for stays live', () => {
    const src =
      'import torch\ntry:\n    from torch.somewhere import thing\nexcept ImportError:\n    x = torch.solve(a, b)\n';
    expect(at(src)).toEqual(['5 torch.solve']);
  });

  it('an except that catches more than a failed import is no fallback', () => {
    const src =
      'import torch\ntry:\n    from torch.amp import GradScaler\nexcept Exception:\n    x = torch.solve(a, b)\n';
    expect(at(src)).toEqual(['5 torch.solve']);
  });
});

// Issue 26 item 2, second round: the guards the judged corpus still missed, recognised generally.
describe("guards through a project's own helpers and fallbacks", () => {
  it('open-mmlab/mmengine runner/amp.py shape: a chained comparison `"1.5" <= digit_version(TORCH_VERSION) < "1.10"` is dead on 2.9', () => {
    const src = `import torch\nif (digit_version('1.5.0') <= digit_version(TORCH_VERSION) <\n        digit_version('1.10.0')):\n${SOLVE}else:\n    y = torch.solve(a, b)\n`;
    expect(at(src)).toEqual(['6 torch.solve']);
    // On a range that admits 1.9 both sides run; the else of a chain is never taken as dead.
    expect(at(src, '>=1.8,<2.10')).toEqual(['4 torch.solve', '6 torch.solve']);
  });

  it('open-mmlab/mmengine testing/compare.py shape: the else of `\'parrots\' not in TORCH_VERSION and digit_version(TORCH_VERSION) >= "1.6"` is dead', () => {
    const src = `import torch\nif 'parrots' not in TORCH_VERSION and \\\n        digit_version(TORCH_VERSION) >= digit_version('1.6'):\n    x = torch.solve(a, b)\nelse:\n    y = torch.solve(a, b)\nif 'parrots' in TORCH_VERSION:\n    z = torch.solve(a, b)\n`;
    expect(at(src)).toEqual(['4 torch.solve']);
  });

  it('a test for a local label torch releases do have (`+cu`, `rocm`) keeps both branches', () => {
    const src = `import torch\nif '+cu' in torch.__version__ and TORCH_VERSION >= "2.0":\n    x = torch.solve(a, b)\nelse:\n    y = torch.solve(a, b)\nif 'rocm' not in torch.__version__:\n    z = torch.solve(a, b)\n`;
    expect(at(src)).toEqual(['3 torch.solve', '5 torch.solve', '7 torch.solve']);
  });

  it("the words a torch release version holds may be in it; another framework's name may not", () => {
    for (const t of ['+cu', 'cu128', 'rocm', '+cpu', 'cxx11', 'dev', 'a0+git', '.nv', '2.9'])
      expect(mayBeInTorchVersion(t), t).toBe(true);
    for (const t of ['parrots', 'mlu', ' ', 'npu']) expect(mayBeInTorchVersion(t), t).toBe(false);
  });

  it('no part of a torch release version string is taken for one it cannot hold (property)', () => {
    const version = fc
      .tuple(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 9 }),
        fc.option(
          fc.tuple(fc.constantFrom('a', 'b', 'rc'), fc.nat(9)).map(([p, n]) => `${p}${n}`),
          { nil: '' },
        ),
        fc.option(
          fc.nat(20251231).map((n) => `.dev${n}`),
          { nil: '' },
        ),
        fc.option(
          fc.oneof(
            fc.constant('+cpu'),
            fc.constant('+xpu'),
            fc.constant('+cpu.cxx11.abi'),
            fc.integer({ min: 100, max: 130 }).map((n) => `+cu${n}`),
            fc.tuple(fc.integer({ min: 5, max: 7 }), fc.nat(4)).map(([a, b]) => `+rocm${a}.${b}`),
            fc.stringMatching(/^[0-9a-f]{7,10}$/).map((h) => `+git${h}`),
          ),
          { nil: '' },
        ),
      )
      .map(([a, b, c, pre, dev, local]) => `${a}.${b}.${c}${pre}${dev}${local}`);
    fc.assert(
      fc.property(version, fc.nat(), fc.nat(), (v, i, j) => {
        const a = i % (v.length + 1);
        const b = a + (j % (v.length - a + 1));
        expect(mayBeInTorchVersion(v.slice(a, b)), `${v}[${a}:${b}]`).toBe(true);
      }),
      { numRuns: fcRuns(300) },
    );
  });

  it('pytorch/captum influence/_utils/common.py shape: a local bound to parse_version(torch.__version__) is the torch version', () => {
    const src = real('captum_influence_common.py');
    const stateless = (torch: string, from?: string) =>
      at(src, torch, from).filter((f) => f.endsWith('stateless.functional_call'));
    expect(stateless('2.9', '2.0')).toEqual([]);
    // The branch (1.12 <= torch < 2.0) runs on 1.13 only there, before the deprecation (2.0).
    expect(stateless('>=1.13,<2.10')).toEqual([]);
    expect(stateless('>=1.13,<2.10', '1.13').length).toBe(0);
  });

  it('a name bound to the version is one only in its scope and until it is bound again', () => {
    const src =
      'import torch\ndef f():\n    version = tuple(int(x) for x in torch.__version__.split(".")[:2])\n    if version < (1, 10):\n        a = torch.solve(x, y)\n' +
      '    version = (0, 1)\n    if version < (1, 10):\n        b = torch.solve(x, y)\n' +
      'def g(version):\n    if version < (1, 10):\n        c = torch.solve(x, y)\n' +
      'ok = torch.__version__ >= "2.0"\nif ok < (1, 10):\n    d = torch.solve(x, y)\n';
    expect(at(src)).toEqual(['8 torch.solve', '11 torch.solve', '14 torch.solve']);
  });

  it("pytorch/ao prototype/parq/optim/parq.py shape: `except AttributeError` after `torch.amp.custom_fwd` (a fix's replacement, there since 2.4) is dead on 2.9", () => {
    const src =
      'import torch\nfrom functools import partial\ndef amp_custom_fwd(cast_inputs=None):\n    try:\n        return partial(\n            torch.amp.custom_fwd, device_type="cuda", cast_inputs=cast_inputs\n        )\n' +
      '    except AttributeError:\n        return partial(torch.cuda.amp.custom_fwd, cast_inputs=cast_inputs)\n';
    expect(at(src, '2.9', '2.6')).toEqual([]);
    // On a range that admits 2.3, torch.amp.custom_fwd may be missing: the fallback runs there, on
    // the torch that lacks the new name, where the old one is not deprecated yet (2.4): no finding.
    expect(at(src, '>=2.3,<2.10')).toEqual([]);
    // A fallback that reaches for something other than what it stands in for is still read.
    expect(
      at(src.replace('torch.cuda.amp.custom_fwd, cast_inputs', 'torch.solve(a, b), cast_inputs'), '>=2.3,<2.10'),
    ).toEqual(['9 torch.solve']);
  });
});

describe('a helper named for the torch version, compared with a list', () => {
  // facebookresearch/ClassyVision@309d4f1 test/models_resnext_test.py:91 shape: `get_torch_version()`
  // (classy_vision/generic/util.py) returns `[major, minor]`; the test compares it with a list.
  const BOTH =
    'import torch\n\ndef quantize(model):\n    if get_torch_version() >= [1, 11]:\n        from torch.ao.quantization.quantize_fx import prepare_fx\n    else:\n        from torch.quantization.quantize_fx import prepare_fx\n    return prepare_fx(model, {})\n';

  it('a name bound in both branches of `get_torch_version() >= [1, 11]` is the branch the target takes', () => {
    expect(at(BOTH)).toEqual(['8 torch.ao.quantization.quantize_fx.prepare_fx']);
  });

  it('`get_torch_version() < [1, 8]` is dead on 2.9; a list that is no version keeps both branches', () => {
    expect(at(`import torch\nif get_torch_version() < [1, 8]:\n${SOLVE}`)).toEqual([]);
    expect(at(`import torch\nif get_torch_version() < [1]:\n${SOLVE}else:\n${SOLVE}`)).toEqual([
      '3 torch.solve',
      '5 torch.solve',
    ]);
    expect(at(`import torch\nif get_version() < [1, 8]:\n${SOLVE}`)).toEqual(['3 torch.solve']);
  });
});
