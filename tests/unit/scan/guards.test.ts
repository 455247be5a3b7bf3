// Issue 26 item 1: code reachable only on a torch outside the target range (version and feature
// guards, import fallbacks) gives no finding; the branch for the target range is still scanned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanSource } from '../../../src/scan/index.js';
import { apis } from './helpers.js';

const real = (name: string) => readFileSync(`tests/fixtures/scan/real/${name}`, 'utf8');

function at(src: string, torch = '2.9', from?: string): string[] {
  return scanSource(src, 'x.py', { torch, apis, ...(from ? { from } : {}) }).findings.map((f) => `${f.location!.line} ${f.api}`);
}

const SOLVE = '    x = torch.solve(a, b)\n';

describe('version and feature guards', () => {
  it('huggingface/diffusers outputs.py: is_torch_version("<", "2.2") is dead on 2.9, live on a range from 2.0', () => {
    const src = real('diffusers_outputs.py');
    expect(at(src, '2.9', '2.6')).toEqual([]);
    expect(at(src, '>=2.0,<2.10')).toEqual(['60 torch.utils._pytree._register_pytree_node']);
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
    const src = 'import torch\nif is_torch_version(">=", "2.2"):\n    x = torch.solve(a, b)\nelse:\n    y = torch.solve(a, b)\n';
    expect(at(src)).toEqual(['3 torch.solve']);
  });

  it('a condition that is no guard, or an `or`, keeps both branches', () => {
    const src = `import torch\nif torch.__version__ < "1.10" or cuda:\n${SOLVE}if use_old:\n${SOLVE}`;
    expect(at(src)).toEqual(['3 torch.solve', '5 torch.solve']);
  });

  it('Lightning test_amp_integration shape: the else side of a conditional expression is dead', () => {
    const src = 'import torch\nscaler = torch.amp.GradScaler if _TORCH_GREATER_EQUAL_2_4 else torch.cuda.amp.GradScaler\nold = torch.cuda.amp.GradScaler\n';
    expect(at(src)).toEqual(['3 torch.cuda.amp.GradScaler']);
  });

  it('hasattr(torch, …): the branch where a catalogued attribute is missing is dead', () => {
    const src = 'import torch\nif hasattr(torch.amp, "GradScaler"):\n    s = torch.amp.GradScaler("cuda")\nelse:\n    s = torch.cuda.amp.GradScaler()\n';
    expect(at(src)).toEqual([]);
    expect(at(src, '>=2.0,<2.10')).toContain('5 torch.cuda.amp.GradScaler');
  });

  it('SimpleTuner shape: hasattr(torch.amp, "custom_fwd") with imports in both branches: the decorator may be either, no finding', () => {
    const src =
      'import torch\nif hasattr(torch.amp, "custom_fwd"):\n    from torch.amp import custom_fwd\nelse:\n    from torch.cuda.amp import custom_fwd\n@custom_fwd(cast_inputs=torch.float32)\ndef f(x):\n    return x\n';
    expect(at(src, '2.11', '2.9')).toEqual([]);
  });

  it('a fallback whose try body the catalog cannot vouch for stays live', () => {
    const src = 'import torch\ntry:\n    from torch.somewhere import thing\nexcept ImportError:\n    x = torch.solve(a, b)\n';
    expect(at(src)).toEqual(['5 torch.solve']);
  });

  it('an except that catches more than a failed import is no fallback', () => {
    const src = 'import torch\ntry:\n    from torch.amp import GradScaler\nexcept Exception:\n    x = torch.solve(a, b)\n';
    expect(at(src)).toEqual(['5 torch.solve']);
  });
});
