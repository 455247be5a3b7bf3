// API entries judged over a torch range: bad ranges refused, the replacement named, uncertain
// facts capped at warning, entries validated strictly.
import { describe, expect, it } from 'vitest';
import { ApiEntry } from '../../../src/catalog/api-schema.js';
import { InputError } from '../../../src/core/errors.js';
import { scanSource } from '../../../src/scan/index.js';
import { torchRange } from '../../../src/scan/range.js';
import { brief } from './helpers.js';

describe('torch ranges', () => {
  it.each([
    ['>=2.5,<2.10', '2.5.0', '2.9.0', 5],
    ['2.9', '2.9.0', '2.9.0', 1],
    ['==2.9.1', '2.9.1', '2.9.1', 1],
    ['~=2.8.0', '2.8.0', '2.8.0', 1],
    ['>=2.8', '2.8.0', '2.40.0', 33],
  ])('%s', (spec, oldest, newest, n) => {
    const r = torchRange(spec);
    expect([r.oldest, r.newest, r.versions.length]).toEqual([oldest, newest, n]);
  });

  it('rejects a bad or empty range as input errors', () => {
    expect(() => torchRange('not a version')).toThrow(InputError);
    expect(() => torchRange('>=3.0,<2.0')).toThrow(/admits no torch release/);
  });
});

describe('severity from the range', () => {
  it.each([
    // [case, source, --torch, --from, expected]
    [
      'removed anywhere in range → error',
      'import torch\ntorch.symeig(a)',
      '>=2.5,<2.10',
      undefined,
      ['2:1 api-removed error'],
    ],
    // export_for_training is removed in 2.11 (pytorch/pytorch#171714 merged after the 2.10 branch cut).
    [
      'removed later in range (uncertain → warning)',
      'import torch\ntorch.export.export_for_training(m, a)',
      '>=2.8,<2.12',
      undefined,
      ['2:1 api-removed warning'],
    ],
    [
      '2.10 still has export_for_training (deprecated only)',
      'import torch\ntorch.export.export_for_training(m, a)',
      '>=2.9,<2.11',
      undefined,
      ['2:1 api-deprecated warning'],
    ],
    [
      'deprecated before removal in range',
      'import torch\ntorch.export.export_for_training(m, a)',
      '>=2.5,<2.10',
      undefined,
      ['2:1 api-deprecated warning'],
    ],
    [
      'not yet available → error',
      'import torch\ntorch.compiler.nested_compile_region(f)',
      '>=2.5,<2.10',
      undefined,
      ['2:1 api-unavailable error'],
    ],
    [
      'available everywhere in range → nothing',
      'import torch\ntorch.compiler.nested_compile_region(f)',
      '>=2.8',
      undefined,
      [],
    ],
    [
      'from-import of a missing module fails at the import, and only there (the name it binds is never bound)',
      'from torch.nn.attention.flex_attention import flex_attention\nflex_attention(q, k, v)',
      '>=2.4,<2.6',
      undefined,
      ['1:47 api-unavailable error'],
    ],
    [
      'module prefix of a longer name',
      'import torch\ntorch.nn.attention.flex_attention.create_block_mask(f)',
      '2.4',
      undefined,
      ['2:1 api-unavailable error'],
    ],
    [
      'uncertain unavailable → warning',
      'from torch.optim import Muon',
      '>=2.5,<2.10',
      undefined,
      ['1:25 api-unavailable warning'],
    ],
    ['deprecated import is not itself reported', 'from torch.cuda.amp import autocast', '2.9', undefined, []],
    [
      'deprecation after the range → nothing',
      'import torch\ntorch.backends.cuda.matmul.allow_tf32 = True',
      '>=2.5,<2.9',
      undefined,
      [],
    ],
    [
      'deprecation inside the range → warning',
      'import torch\ntorch.backends.cuda.matmul.allow_tf32 = True',
      '>=2.5,<2.10',
      undefined,
      ['2:1 api-deprecated warning'],
    ],
    [
      'behaviour change inside the target range',
      'import torch\ntorch.load(f)',
      '>=2.5,<2.10',
      undefined,
      ['2:1 behavior-changed warning'],
    ],
    ['behaviour change before the target range, no from', 'import torch\ntorch.load(f)', '>=2.7', undefined, []],
    [
      'behaviour change between from and target',
      'import torch\ntorch.load(f)',
      '>=2.7',
      '2.4',
      ['2:1 behavior-changed warning'],
    ],
    ['no change between from and target', 'import torch\ntorch.load(f)', '2.8', '2.7', []],
    // torch.load without weights_only: the FutureWarning of 2.4 and 2.5, then the 2.6 default change.
    [
      'torch.load warns in 2.4 and 2.5',
      'import torch\ntorch.load(f)',
      '>=2.4,<2.6',
      undefined,
      ['2:1 behavior-changed warning'],
    ],
    ['torch.load: no warning before 2.4', 'import torch\ntorch.load(f)', '>=2.1,<2.4', undefined, []],
    [
      'torch.load: the warning between --from and --torch',
      'import torch\ntorch.load(f)',
      '2.5',
      '2.3',
      ['2:1 behavior-changed warning'],
    ],
    ['keyword present: no behaviour change', 'import torch\ntorch.load(f, weights_only=False)', '2.6', undefined, []],
    ['**kwargs: cannot judge', 'import torch\ntorch.load(f, **kw)', '2.6', undefined, []],
    [
      'notice-level change (default severity)',
      'import torch\ntorch._dynamo.config.inline_inbuilt_nn_modules = False',
      '2.5',
      undefined,
      ['2:1 behavior-changed notice'],
    ],
    [
      'keyword introduced later → unavailable',
      'import torch\ntorch.onnx.export(m, a, "m.onnx", dynamo=True)',
      '>=2.4,<2.6',
      undefined,
      ['2:1 api-unavailable error'],
    ],
    [
      'keyword value shape',
      'import torch\ntorch.compile(m, backend="onnxrt")\ntorch.compile(m, backend="inductor")',
      '2.9',
      undefined,
      ['2:1 api-removed warning'],
    ],
    [
      'torch.cat under except RuntimeError',
      'import torch\ntry:\n    torch.cat(x)\nexcept RuntimeError:\n    pass',
      '2.9',
      undefined,
      ['3:5 behavior-changed warning'],
    ],
    ['torch.cat elsewhere', 'import torch\ntorch.cat(x)', '2.9', undefined, []],
    [
      'DataLoader pin_memory_device',
      'from torch.utils.data import DataLoader\nDataLoader(ds, pin_memory=True, pin_memory_device="cuda")',
      '2.9',
      undefined,
      ['2:1 api-deprecated warning'],
    ],
    [
      'DataLoader without it',
      'from torch.utils.data import DataLoader\nDataLoader(ds, pin_memory=True)',
      '2.9',
      undefined,
      [],
    ],
  ])('%s', (_, src, torch, from, expected) => {
    expect(brief(src, torch, from)).toEqual(expected);
  });

  it('names the replacement and whether it works on the oldest torch in range', () => {
    const src = 'import torch\ntorch.cuda.amp.GradScaler()';
    const [old] = scanSource(src, 'a.py', { torch: '>=2.0,<2.10', apis: apisFor() }).findings;
    expect(old!.hint).toContain('torch.amp.GradScaler("cuda", ...)');
    expect(old!.message).not.toContain('torch.amp.GradScaler'); // the fix is said once, as the hint
    expect(old!.hint).toContain('does not work on 2.0, the oldest torch in range');
    const [ok] = scanSource(src, 'a.py', { torch: '>=2.4,<2.10', apis: apisFor() }).findings;
    expect(ok!.hint).toContain('so it works on 2.4, the oldest torch in range');
    expect(ok!.hint).toMatch(/^Use torch\.amp\.GradScaler/);
    expect(ok!.source).toMatch(/grad_scaler/);
  });

  it('caps uncertain facts at warning (capForConfidence)', () => {
    const entry = ApiEntry.parse({ api: 'torch.foo', removed: '2.0', source: 'x', confidence: 'uncertain' });
    const r = scanSource('import torch\ntorch.foo()', 'a.py', { torch: '2.5', apis: [entry] });
    expect(r.findings.map((f) => f.severity)).toEqual(['warning']);
    const verified = ApiEntry.parse({ api: 'torch.foo', removed: '2.0', source: 'x' });
    expect(
      scanSource('import torch\ntorch.foo()', 'a.py', { torch: '2.5', apis: [verified] }).findings[0]!.severity,
    ).toBe('error');
  });

  it('validates entries strictly', () => {
    expect(ApiEntry.safeParse({ api: 'torch.foo', source: 'x' }).success).toBe(false);
    expect(ApiEntry.safeParse({ api: 'torch.foo', removed: '2.0', source: 'x', extra: 1 }).success).toBe(false);
    expect(ApiEntry.safeParse({ api: 'torch.foo', changed: '2.0', source: 'x' }).success).toBe(false);
    expect(ApiEntry.safeParse({ api: 'torch.foo', removed: 'two', source: 'x' }).success).toBe(false);
  });
});

import { bundledCatalog } from '../../../src/catalog/bundled.js';
function apisFor() {
  return bundledCatalog.apis;
}
