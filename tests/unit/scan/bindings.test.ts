// A name is the torch API only where the
// analysis followed an import to it; targets are never rewritten; a call whose callee may be bound
// more than one way is reported only if every binding is the API, and never fixed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyFixes } from '../../../src/scan/apply-fixes.js';
import { scanSource } from '../../../src/scan/index.js';
import { apis } from './helpers.js';

const real = (name: string) => readFileSync(`tests/fixtures/scan/real/${name}`, 'utf8');

function run(src: string, torch = '2.9', from?: string) {
  const { findings } = scanSource(src, 'x.py', { torch, apis, ...(from ? { from } : {}) });
  const fixed = applyFixes(
    src,
    findings.flatMap((f) => (f.fix ? [f.fix] : [])),
  ).text;
  return { at: findings.map((f) => `${f.location!.line}:${f.location!.column} ${f.api}${f.fix ? ' fix' : ''}`), fixed };
}

describe('names that are not the torch module (R4)', () => {
  it.each([
    ['a lambda parameter', 'import torch\nf = lambda torch: torch.ger(1, 2)\n'],
    ['a comprehension variable', 'import torch\nv = [torch.ger(1, 2) for torch in objs]\n'],
    ['a generator variable', 'import torch\nw = list(torch.ger(1, 2) for torch in objs)\n'],
    ['a dict comprehension variable', 'import torch\nd = {k: torch.ger(k, 2) for k, torch in items}\n'],
    ['a walrus target', 'import torch\nif (torch := make()):\n    torch.ger(1, 2)\n'],
    [
      'a walrus target in a comprehension (binds in the enclosing scope)',
      'import torch\nv = [x for x in y if (torch := 3)]\ntorch.ger(1, 2)\n',
    ],
    ['a match capture', 'import torch\nmatch x:\n    case torch:\n        torch.ger(1, 2)\n'],
    [
      'a match capture in a sequence pattern',
      'import torch\nmatch x:\n    case [torch, *rest]:\n        torch.ger(1, 2)\n',
    ],
    ['a type alias', 'import torch\ntype torch = int\ntorch.ger(1, 2)\n'],
    ['del', 'import torch\ndel torch.ger\n'],
  ])('%s: no finding, nothing rewritten', (_, src) => {
    const r = run(src);
    expect(r.at).toEqual([]);
    expect(r.fixed).toBe(src);
  });

  it('outside the lambda or comprehension, torch is the module again', () => {
    const src = 'import torch\nf = lambda a: torch.ger(a, 2)\nv = [torch.ger(1, 2) for x in objs]\n';
    expect(run(src).at).toEqual(['2:15 torch.ger fix', '3:6 torch.ger fix']);
  });

  it('a lambda that binds `torch` gets no `torch.outer` written into it through another name', () => {
    const src = 'import torch\nouter_ = torch\nfrom torch import ger\nf = lambda torch: ger(torch, 2)\n';
    const r = run(src);
    expect(r.at).toEqual(['4:19 torch.ger']);
    expect(r.fixed).toBe(src);
  });

  it('an assignment target is never rewritten: `torch.ger = impl` stays (a monkeypatch), a plain name target is no finding', () => {
    const src = 'import torch\ntorch.ger = my_ger\ntorch_outer = torch.outer\n';
    const r = run(src);
    expect(r.fixed).toBe(src);
    expect(r.at.every((a) => !a.endsWith(' fix'))).toBe(true);
  });
});

describe('bindings in order', () => {
  it('pytorch/ignite fid.py: the else branch `torch_outer = torch.outer` is not rewritten into `torch.outer = torch.outer`', () => {
    const src = real('ignite_fid.py');
    // A range that still admits torch 1.7, where the guarded branch runs: on 1.7 only, where torch.ger
    // is not deprecated yet (1.8): no finding, nothing rewritten.
    expect(run(src, '>=1.7,<2.10')).toEqual({ at: [], fixed: src });
    // Where the branch runs on releases that deprecate it (a guard up to 1.9), it is a use, and no
    // fix is written into a branch for older torch than the range's newest.
    const wide = src.replace('Version("1.7.0")', 'Version("1.9.0")');
    expect(run(wide, '>=1.7,<2.10')).toEqual({ at: ['16:19 torch.ger'], fixed: wide });
    // The same file with a condition that is no version guard: line 16 is fixed, line 18 (a target) is not touched.
    const plain = src.replace('if Version(torch.__version__) <= Version("1.7.0"):', 'if old_torch:');
    const r = run(plain, '2.9');
    expect(r.at).toEqual(['16:19 torch.ger fix']);
    expect(r.fixed.split('\n').slice(14, 18)).toEqual([
      'if old_torch:',
      '    torch_outer = torch.outer',
      'else:',
      '    torch_outer = torch.outer',
    ]);
    // The target range of the review (2.9 from 2.2): the guarded branch never runs.
    expect(run(src, '2.9', '2.2').at).toEqual([]);
  });

  it('a stale alias: a name rebound in the other branch is not reported at its target (ignite test_state_param_scheduler shape)', () => {
    const src =
      'import torch\nif old:\n    torch_testing_assert_close = torch.testing.assert_allclose\nelse:\n    torch_testing_assert_close = torch.testing.assert_close\ntorch_testing_assert_close(a, b)\n';
    // Line 3 uses the old API; line 5 is a target; line 6 may call either: not every binding is the API.
    expect(run(src).at).toEqual(['3:34 torch.testing.assert_allclose']);
  });

  it('a name rebound later is not the old API any more', () => {
    const src =
      'import torch\nfrom torch.cuda.amp import GradScaler\nGradScaler = torch.amp.GradScaler\ns = GradScaler("cuda")\n';
    expect(run(src).at).toEqual([]);
  });

  it('bound the same way in both branches: still the API, and still fixable', () => {
    const src =
      'import torch\nif a:\n    from torch.cuda.amp import GradScaler\nelse:\n    from torch.cuda.amp import GradScaler\ns = GradScaler()\n';
    expect(run(src).at).toEqual(['6:5 torch.cuda.amp.GradScaler fix']);
  });

  it('open-mmlab/mmengine amp_optimizer_wrapper.py: `scaler_type` may be the sharded, NPU or MLU scaler: no finding, no fix', () => {
    const src = real('mmengine_amp_optimizer_wrapper.py');
    const r = run(src, '2.9', '2.0');
    expect(r.at).toEqual([]);
    expect(r.fixed).toBe(src);
  });

  it('a call through an assigned alias is reported but not rewritten (the variable may hold another class)', () => {
    const src = 'import torch\nscaler_type = torch.cuda.amp.GradScaler\ns = scaler_type()\n';
    expect(run(src).at).toEqual(['2:15 torch.cuda.amp.GradScaler', '3:5 torch.cuda.amp.GradScaler']);
  });
});

describe('positional arguments are never shifted (R3)', () => {
  it('autocast(False) is not rewritten to autocast("cuda", False); keywords are', () => {
    const src =
      'import torch\nwith torch.cuda.amp.autocast(False):\n    pass\nwith torch.cpu.amp.autocast(True, torch.bfloat16):\n    pass\nwith torch.cuda.amp.autocast(enabled=False):\n    pass\n';
    const r = run(src);
    expect(r.at).toEqual([
      '2:6 torch.cuda.amp.autocast',
      '4:6 torch.cpu.amp.autocast',
      '6:6 torch.cuda.amp.autocast fix',
    ]);
    expect(r.fixed).toBe(src.replace('torch.cuda.amp.autocast(enabled', 'torch.amp.autocast("cuda", enabled'));
  });

  it('a call with *args is not rewritten either', () => {
    const src = 'import torch\ns = torch.cuda.amp.GradScaler(*a)\n';
    expect(run(src).fixed).toBe(src);
  });
});
