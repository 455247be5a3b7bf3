// rules/apis.yaml: unique, sourced entries; findings counted per API, id and severity; each
// finding names its API.
import { describe, expect, it } from 'vitest';
import { apiName } from '../../../src/catalog/api-name.js';
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
    // #no-dynamo, #dynamo, #dynamo-False, #no-opset_version, #training, #operator_export_type
    expect(explainApi('torch.onnx.export', apis)!.split('\n\n')).toHaveLength(6);
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
    const src =
      'import torchaudio\nfrom torchaudio import sox_effects\nb = torchaudio.list_audio_backends()\nm = torchaudio.info(p)\nw, sr = torchaudio.load(p)\n';
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
    expect(f[0]!.message).toMatch(
      /^a member of `torchvision\.models` called with `pretrained=` is deprecated since torchvision 0\.13 \(with torch 1\.12\)/,
    );
    expect(f[0]!.fix).toBeUndefined();
  });
});

describe('release-note entries of torch 2.0 … 2.15 (docs/scan-coverage.md)', () => {
  const at = (src: string, torch: string, from?: string) =>
    scanSource(src, 'a.py', { torch, ...(from ? { from } : {}), apis }).findings.map((x) => [
      x.location!.line,
      x.api,
      x.id,
      x.severity,
    ]);

  it('torch.load without weights_only: the 2.4 FutureWarning, and the 2.6 default change, which wins when a range has both', () => {
    const src = 'import torch\ntorch.load(f)\ntorch.load(f, weights_only=True)\n';
    expect(at(src, '>=2.4,<2.6')).toEqual([
      [2, 'torch.load#no-weights_only-futurewarning', 'behavior-changed', 'warning'],
    ]);
    expect(at(src, '>=2.3,<2.10')).toEqual([[2, 'torch.load#no-weights_only', 'behavior-changed', 'warning']]);
    expect(at(src, '>=2.6,<2.10')).toEqual([[2, 'torch.load#no-weights_only', 'behavior-changed', 'warning']]);
    expect(at(src, '>=2.7')).toEqual([]);
  });

  it('torch.onnx.dynamo_export: deprecated from 2.7 (not 2.6), gone in 2.9', () => {
    const src = 'import torch\ntorch.onnx.dynamo_export(m, x)\n';
    expect(at(src, '2.6')).toEqual([]);
    expect(at(src, '2.7')).toEqual([[2, 'torch.onnx.dynamo_export', 'api-deprecated', 'warning']]);
    expect(at(src, '>=2.8,<2.10')).toEqual([[2, 'torch.onnx.dynamo_export', 'api-removed', 'error']]);
  });

  it('an LR scheduler called with verbose= fails from 2.7, whatever the scheduler', () => {
    const src =
      'from torch.optim.lr_scheduler import StepLR\nimport torch\nStepLR(opt, 10, verbose=True)\ntorch.optim.lr_scheduler.ReduceLROnPlateau(opt, verbose=False)\nStepLR(opt, 10)\n';
    expect(at(src, '2.7')).toEqual([
      [3, 'torch.optim.lr_scheduler#verbose', 'api-removed', 'error'],
      [4, 'torch.optim.lr_scheduler#verbose', 'api-removed', 'error'],
    ]);
    expect(at(src, '2.5').map((f) => f[2])).toEqual(['api-deprecated', 'api-deprecated']);
  });

  it('checkpoint without use_reentrant warns from 2.1; passing it is fine', () => {
    const src = 'import torch.utils.checkpoint as cp\ncp.checkpoint(f, x)\ncp.checkpoint(f, x, use_reentrant=False)\n';
    expect(at(src, '2.5')).toEqual([
      [2, 'torch.utils.checkpoint.checkpoint#no-use_reentrant', 'api-deprecated', 'warning'],
    ]);
  });

  it('named tensors: a factory called with names= in 2.13; without it, nothing', () => {
    const src = 'import torch\na = torch.zeros(2, 3, names=("N", "C"))\nb = torch.zeros(2, 3)\n';
    expect(at(src, '2.13')).toEqual([[2, 'torch.zeros#names', 'api-removed', 'warning']]);
    expect(at(src, '2.12')).toEqual([]);
  });

  it('profiler use_cuda=: deprecated, then removed in 2.14', () => {
    const src = 'import torch\nwith torch.autograd.profiler.profile(use_cuda=True) as p:\n    pass\n';
    expect(at(src, '2.13')).toEqual([[2, 'torch.autograd.profiler.profile#use_cuda', 'api-deprecated', 'warning']]);
    expect(at(src, '2.14')).toEqual([[2, 'torch.autograd.profiler.profile#use_cuda', 'api-removed', 'error']]);
  });

  it('DLPack 1.0 (2.8): the renamed DLDeviceType members', () => {
    const src = 'from torch.utils.dlpack import DLDeviceType\nd = DLDeviceType.kDLGPU\ne = DLDeviceType.kDLCUDA\n';
    expect(at(src, '2.8')).toEqual([[2, 'torch.utils.dlpack.DLDeviceType.kDLGPU', 'api-removed', 'error']]);
    expect(at(src, '2.7')).toEqual([]);
  });

  it('legacy CUDA tensor types: constructing one warns from 2.1, using the type does not', () => {
    const src = 'import torch\na = torch.cuda.FloatTensor([0])\nb = x.type(torch.cuda.FloatTensor)\n';
    expect(at(src, '2.1')).toEqual([[2, 'torch.cuda.FloatTensor', 'api-deprecated', 'warning']]);
  });
});
