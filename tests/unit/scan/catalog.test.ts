import { describe, expect, it } from 'vitest';
import { apiName } from '../../../src/catalog/api-schema.js';
import { explainApi, scanSource, summarizeByApi } from '../../../src/scan/index.js';
import { apis } from './helpers.js';

describe('rules/apis.yaml', () => {
  const names = new Set(apis.map((a) => apiName(a)));
  it.each([
    'torch.backends.cuda.matmul.allow_tf32',
    'torch.backends.cudnn.allow_tf32',
    'torch.utils.data.DataLoader',
    'torch.export.export_for_training',
    'torch.onnx.export',
    'torch.onnx.dynamo_export',
    'torch.onnx.enable_fake_mode',
    'torch.compile',
    'torch.cat',
    'torch.concat',
    'torch.concatenate',
    'torch.utils.dlpack.from_dlpack',
    'torch.load',
    'torch.cuda.amp.autocast',
    'torch.cuda.amp.GradScaler',
    'torch.jit.script',
    'torch.symeig',
    'torch.lstsq',
    'torch.solve',
    'torch.eig',
    'torch.matrix_rank',
    'torch.qr',
    'torch.cholesky',
    'torch.chain_matmul',
    'torch.ger',
    'torch.range',
    'torch.testing.assert_allclose',
    'torch.nn.utils.weight_norm',
    'torch.nn.attention.flex_attention',
    'torch.compiler.save_cache_artifacts',
    'torch.compiler.load_cache_artifacts',
    'torch.cond',
    'torch.compiler.nested_compile_region',
    'torch.optim.Muon',
    'torch._dynamo.error_on_graph_break',
  ])('covers %s', (name) => {
    expect(names.has(name)).toBe(true);
  });

  it('keeps api keys unique and every entry sourced', () => {
    const keys = apis.map((a) => a.api);
    expect(new Set(keys).size).toBe(keys.length);
    for (const a of apis) expect(a.source.length).toBeGreaterThan(3);
  });
});

describe('explainApi', () => {
  it('renders every entry of an API', () => {
    const text = explainApi('torch.load', apis)!;
    expect(text).toContain('torch.load called without weights_only=');
    expect(text).toContain('changed:     torch 2.6');
    expect(explainApi('torch.onnx.export', apis)!.split('\n\n')).toHaveLength(2);
    expect(explainApi('torch.symeig()', apis)).toMatch(/removed:\s+torch 1\.13/);
    expect(explainApi('torch.no_such_thing', apis)).toBeUndefined();
  });
});

describe('summarizeByApi', () => {
  it('counts findings per API, id and severity, most severe first', () => {
    const src = 'import torch\ntorch.load(a)\ntorch.load(b)\ntorch.symeig(c)\n';
    const rows = summarizeByApi(scanSource(src, 'a.py', { torch: '2.6', apis }).findings);
    expect(rows).toEqual([
      { api: 'torch.symeig', id: 'api-removed', severity: 'error', count: 1 },
      { api: 'torch.load#no-weights_only', id: 'behavior-changed', severity: 'warning', count: 2 },
    ]);
  });
  it('each finding names its API in a typed field, which the JSON report carries', () => {
    const f = scanSource('import torch as t\nt.symeig(c)\n', 'a.py', { torch: '2.6', apis }).findings;
    expect(f.map((x) => [x.id, x.api])).toEqual([['api-removed', 'torch.symeig']]);
    expect(JSON.parse(JSON.stringify(f[0]))).toMatchObject({ api: 'torch.symeig' });
  });
});

describe('torchaudio, released with torch under the same number', () => {
  it('the 2.9 removals and the 2.9 change of load(), at their place, named as torchaudio releases', () => {
    const src = 'import torchaudio\nfrom torchaudio import sox_effects\nb = torchaudio.list_audio_backends()\nm = torchaudio.info(p)\nw, sr = torchaudio.load(p)\n';
    const f = scanSource(src, 'a.py', { torch: '>=2.8,<2.10', apis }).findings;
    expect(f.map((x) => [x.id, x.api, x.location!.line])).toEqual([
      ['api-removed', 'torchaudio.sox_effects', 2],
      ['api-removed', 'torchaudio.list_audio_backends', 3],
      ['api-removed', 'torchaudio.info', 4],
      ['behavior-changed', 'torchaudio.load', 5],
    ]);
    expect(f[0]!.message).toMatch(/removed from torchaudio 2\.9 \(with torch 2\.9\) on/);
    // Uncertain facts warn, never fail.
    expect(f.every((x) => x.severity === 'warning')).toBe(true);
    expect(scanSource(src, 'a.py', { torch: '2.7', apis }).findings.map((x) => x.id)).toEqual([]);
  });
});

describe('torchvision: pretrained= on any model builder', () => {
  it('every member of torchvision.models called with pretrained=, however it is imported; weights= is fine', () => {
    const src =
      'import torchvision\nfrom torchvision import models\nfrom torchvision.models import resnet18\na = torchvision.models.resnet50(pretrained=True)\nb = models.vgg16(pretrained=False)\nc = resnet18(weights=None)\nd = torchvision.models.detection.fasterrcnn_resnet50_fpn(pretrained=True)\n';
    const f = scanSource(src, 'a.py', { torch: '2.9', apis }).findings;
    expect(f.map((x) => [x.id, x.location!.line, x.location!.column, x.location!.endColumn])).toEqual([
      ['api-deprecated', 4, 5, 32],
      ['api-deprecated', 5, 5, 17],
      ['api-deprecated', 7, 5, 57],
    ]);
    expect(f[0]!.message).toMatch(/^a member of `torchvision\.models` called with `pretrained=` is deprecated since torchvision 0\.13 \(with torch 1\.12\)/);
    expect(f[0]!.fix).toBeUndefined();
  });
});
