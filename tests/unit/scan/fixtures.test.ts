// The scan on real files: the findings each file gives for a torch range.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanSource } from '../../../src/scan/index.js';
import { apis } from './helpers.js';

const dir = join(__dirname, '../../fixtures/scan');
const scan = (file: string, torch: string, from?: string) =>
  scanSource(readFileSync(join(dir, file), 'utf8'), file, { torch, ...(from ? { from } : {}), apis })
    .findings.map(
      (f) =>
        `${f.location!.line}:${f.location!.column}-${f.location!.endLine}:${f.location!.endColumn} ${f.id} ${f.severity}`,
    )
    .sort((a, b) => parseFloat(a.replace(':', '.')) - parseFloat(b.replace(':', '.')) || a.localeCompare(b));

// Real files from public projects (origins in tests/fixtures/scan/README.md), torch range 2.5 … 2.9.
describe('real files, --torch ">=2.5,<2.10"', () => {
  it.each<[string, string[]]>([
    [
      'real/nanogpt_sample.py',
      [
        '28:1-28:38 api-deprecated warning', // torch.backends.cuda.matmul.allow_tf32 = True
        '29:1-29:32 api-deprecated warning', // torch.backends.cudnn.allow_tf32 = True
        '38:18-38:28 behavior-changed warning', // torch.load(ckpt_path, map_location=device); torch.amp.autocast (l. 32) is fine
      ],
    ],
    [
      'real/nanogpt_train.py',
      [
        '107:1-107:38 api-deprecated warning',
        '108:1-108:32 api-deprecated warning',
        '162:18-162:28 behavior-changed warning',
        '196:10-196:35 api-deprecated warning', // torch.cuda.amp.GradScaler(enabled=...)
      ],
    ],
    [
      'real/examples_mingpt_trainer.py',
      [
        '61:27-61:52 api-deprecated warning', // torch.cuda.amp.GradScaler(); torch.amp.autocast (l. 96) is fine
        '83:33-83:43 behavior-changed warning', // torch.load(f, map_location="cpu")
      ],
    ],
    [
      'real/examples_use_interpreter.py',
      [
        '128:5-128:34 api-deprecated warning', // torch.testing.assert_allclose; torch.jit.script (l. 122) is deprecated only in 2.14
        '129:5-129:34 api-deprecated warning',
      ],
    ],
    [
      'real/examples_word_language_model_main.py',
      [
        '59:19-59:36 api-unavailable warning', // torch.accelerator.is_available(): 2.6+, range admits 2.5
        '60:14-60:31 api-unavailable warning',
        '216:5-216:22 behavior-changed warning', // torch.onnx.export(...) without dynamo=
        '274:17-274:27 behavior-changed warning', // torch.load(f)
      ],
    ],
    ['real/examples_fsdp2_checkpoint.py', []], // torch.load(..., weights_only=True) across lines: not flagged
    [
      'real/fl_client_xray.py',
      [
        '110:18-110:28 api-deprecated warning', // GradScaler from `from torch.cuda.amp import autocast, GradScaler`
        '131:22-131:30 api-deprecated warning', // with autocast(enabled=...)
      ],
    ],
    [
      'real/matrix_dependence_MI.py',
      [
        '41:22-41:34 api-removed error', // torch.symeig, CRLF file; names in docstrings are not uses
        '64:22-64:34 api-removed error',
      ],
    ],
    ['real/s4_trivializations.py', ['10:12-10:23 api-removed error']], // torch.solve
    ['real/asrnn_trivializations.py', []], // torch.solve only in comments; torch.linalg.solve is the replacement
    // Torch-heavy projects (issue 13): every torch API of the catalog in them, checked by hand.
    ['real/diffusers_gluegen.py', ['243:47-243:57 behavior-changed warning']], // load_state_dict(torch.load(model_path)): the only torch.load
    ['real/diffusers_train_amused.py', ['421:9-421:46 api-deprecated warning']], // allow_tf32 = True; "--allow_tf32" (l. 105) is a string
    [
      'real/mjlab_utils_torch.py',
      [
        '7:3-7:40 api-deprecated warning', // two-space indent: torch.backends.cuda.matmul.allow_tf32 = …
        '8:3-8:34 api-deprecated warning', // torch.backends.cudnn.allow_tf32 = …; cudnn.deterministic/benchmark are fine
      ],
    ],
    ['real/mjlab_tracking_exporter.py', ['61:5-61:22 behavior-changed warning']], // torch.onnx.export(…) without dynamo=, keywords on later lines
    ['real/accelerate_nd_parallel_trainer.py', ['43:28-43:45 api-unavailable warning']], // torch.accelerator (2.6+) unguarded; the range admits 2.5
  ])('%s', (file, expected) => {
    expect(scan(file, '>=2.5,<2.10')).toEqual(expected);
  });

  it('the 2.6 torch.load change is not reported for a range that starts after it, unless --from says so', () => {
    expect(scan('real/nanogpt_sample.py', '>=2.7,<2.9')).toEqual([]);
    expect(scan('real/nanogpt_sample.py', '>=2.7,<2.9', '2.4')).toEqual(['38:18-38:28 behavior-changed warning']);
  });

  it('an older range flags the GradScaler replacement as not yet available on its oldest torch', () => {
    const r = scanSource(readFileSync(join(dir, 'real/nanogpt_train.py'), 'utf8'), 'train.py', {
      torch: '>=2.2,<2.10',
      apis,
    });
    const f = r.findings.find((x) => x.location!.line === 196)!;
    expect(f.hint).toMatch(/only from torch 2\.3: it does not work on 2\.2, the oldest torch in range/);
  });
});

describe('traps (hand-written)', () => {
  it('flags only real uses, at their exact positions', () => {
    expect(scan('traps.py', '>=2.5,<2.10')).toEqual([
      '17:9-17:24 behavior-changed notice', // t.export.export(m, args) without strict=: the default became strict=False in 2.8 (torch.export.export#no-strict)
      '19:6-19:18 api-deprecated warning', // amp.autocast via `from torch.cuda import amp`
      '21:5-21:16 api-deprecated warning', // weight_norm via `from torch.nn.utils import weight_norm`
      '22:1-22:3 api-deprecated warning', // ac = assert_allclose alias; torch_testing.assert_allclose is not torch
      '25:9-25:15 behavior-changed warning', // t.load( … ) over lines, no weights_only
      '31:11-31:17 behavior-changed warning', // t.load(…, **opts), opts a dict written out without weights_only
      '33:1-33:34 api-deprecated warning', // t.backends.cuda.matmul.allow_tf32 = True
      '36:9-36:14 behavior-changed warning', // t.cat under except RuntimeError
      '58:12-58:23 api-deprecated warning', // weight_norm outside the function that shadows it
    ]);
  });
});
