// Coverage gaps found on real code, behaviour-change rules only on the call shapes
// the change applies to, and well-known FutureWarnings not marked uncertain.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanSource } from '../../../src/scan/index.js';
import { apis } from './helpers.js';

const scan = (src: string, torch = '2.9', from?: string) =>
  scanSource(src, 'x.py', { torch, apis, ...(from ? { from } : {}) }).findings;
const at = (src: string, torch = '2.9', from?: string) =>
  scan(src, torch, from).map((f) => `${f.location!.line} ${f.id} ${f.api}`);

describe('coverage gaps', () => {
  it('torchvision.transforms.functional_tensor: removed in torchvision 0.17 (torch 2.2)', () => {
    expect(at('from torchvision.transforms.functional_tensor import rgb_to_grayscale\n')).toEqual([
      '1 api-removed torchvision.transforms.functional_tensor',
    ]);
    expect(at('import torchvision.transforms.functional_tensor as F_t\n')).toEqual([
      '1 api-removed torchvision.transforms.functional_tensor',
    ]);
  });

  it('FSDP imported from its defining module (huggingface/accelerate fsdp_utils.py shape)', () => {
    const src =
      'from torch.distributed.fsdp.fully_sharded_data_parallel import FullyShardedDataParallel as FSDP\nwith FSDP.state_dict_type(model, t):\n    pass\n';
    expect(at(src)).toEqual(['2 api-deprecated torch.distributed.fsdp.FullyShardedDataParallel.state_dict_type']);
  });

  it('GradScaler imported from torch.cuda.amp.grad_scaler is torch.cuda.amp.GradScaler', () => {
    expect(at('from torch.cuda.amp.grad_scaler import GradScaler\ns = GradScaler()\n')).toEqual([
      '2 api-deprecated torch.cuda.amp.GradScaler',
    ]);
  });

  it('scatter_full_optim_state_dict and ByteStorage.from_buffer', () => {
    const src =
      'import torch\nfrom torch.distributed.fsdp import FullyShardedDataParallel as FSDP\nosd = FSDP.scatter_full_optim_state_dict(full, model)\nb = torch.ByteStorage.from_buffer(data)\n';
    expect(at(src)).toEqual([
      '3 api-deprecated torch.distributed.fsdp.FullyShardedDataParallel.scatter_full_optim_state_dict',
      '4 api-deprecated torch.ByteStorage.from_buffer',
    ]);
  });
});

describe('coverage gaps, second round', () => {
  const real = (name: string) => readFileSync(`tests/fixtures/scan/real/${name}`, 'utf8');

  it('torchdata StatefulDataLoader(pin_memory=True, pin_memory_device=…) (volcengine/verl fsdp_sft_trainer.py shape): deprecated by torch 2.9', () => {
    const src =
      'from torchdata.stateful_dataloader import StatefulDataLoader\n' +
      'a = StatefulDataLoader(ds, num_workers=8, pin_memory=True, pin_memory_device=device_name)\n' +
      'b = StatefulDataLoader(ds, num_workers=8, pin_memory=False, pin_memory_device=device_name)\n' +
      'c = StatefulDataLoader(ds, pin_memory=True)\n';
    expect(at(src, '2.9', '2.4')).toEqual([
      '2 api-deprecated torchdata.stateful_dataloader.StatefulDataLoader#pin_memory_device',
    ]);
    expect(at(src, '2.8', '2.4')).toEqual([]);
    // The defining module and a module alias reach the same class.
    const other =
      'import torchdata.stateful_dataloader as sd\nfrom torchdata.stateful_dataloader.stateful_dataloader import StatefulDataLoader as SDL\n' +
      'x = sd.StatefulDataLoader(ds, pin_memory=True, pin_memory_device="cuda")\ny = SDL(ds, pin_memory=True, pin_memory_device="cuda")\n';
    expect(at(other)).toEqual([
      '3 api-deprecated torchdata.stateful_dataloader.StatefulDataLoader#pin_memory_device',
      '4 api-deprecated torchdata.stateful_dataloader.StatefulDataLoader#pin_memory_device',
    ]);
  });

  it("the _sharded_tensor and _sharding_spec shims (Lightning-AI/pytorch-lightning@1fc046c, the review's misses)", () => {
    const lines = (name: string) =>
      scanSource(real(name), name, { torch: '2.9', from: '1.10', apis }).findings.map(
        (f) => `${f.location!.line} ${f.id} ${f.api}`,
      );
    expect(lines('lightning_core_lightning_2021.py')).toEqual([
      '1972 api-deprecated torch.distributed._sharded_tensor',
      '1973 api-deprecated torch.distributed._sharded_tensor',
    ]);
    expect(lines('lightning_test_lightning_module_2021.py')).toEqual([
      '310 api-deprecated torch.distributed._sharded_tensor',
      '316 api-deprecated torch.distributed._sharding_spec',
    ]);
    // Before 1.11 they were the packages themselves, and said nothing.
    expect(scanSource(real('lightning_core_lightning_2021.py'), 'x.py', { torch: '1.10', apis }).findings).toEqual([]);
  });

  it('from_dlpack: only a capsule made in the call (the kornia lightglue_onnx call of an ONNX Runtime value is no finding)', () => {
    const src =
      'import torch\nfrom torch.utils.dlpack import from_dlpack\n' +
      'a = torch.from_dlpack(_m)\nb = torch.from_dlpack(t.__dlpack__())\nc = from_dlpack(cupy_array.toDlpack())\nd = torch.from_dlpack(torch.utils.dlpack.to_dlpack(t), )\ne = torch.from_dlpack(f(x).y)\n' +
      // functorch's TVM compiler: the capsule is made at the end of a chain that holds calls and subscripts.
      'g = [from_dlpack(m.get_output(i).to_dlpack()) for i in r]\nh = from_dlpack(xs[0].out().__dlpack__())\nk = from_dlpack(g(h(x).to_dlpack()))\n';
    expect(at(src, '2.9', '2.4')).toEqual([
      '4 behavior-changed torch.from_dlpack',
      '5 behavior-changed torch.utils.dlpack.from_dlpack',
      '6 behavior-changed torch.from_dlpack',
      // to_dlpack itself makes a capsule: it keeps its entry as it was.
      '6 behavior-changed torch.utils.dlpack.to_dlpack',
      '8 behavior-changed torch.utils.dlpack.from_dlpack',
      '9 behavior-changed torch.utils.dlpack.from_dlpack',
    ]);
  });

  it('pytorch/ao convert.py shape: a private helper of the module torch.ao.quantization.quantize is not the deprecated function', () => {
    const src =
      'import torch\nfrom torch.ao.quantization.quantize import _remove_qconfig\n_remove_qconfig(model)\nq = torch.ao.quantization.quantize(model, run_fn, args)\nr = torch.quantization.quantize(model, run_fn, args)\n';
    expect(at(src, '2.9', '2.6')).toEqual([
      '4 api-deprecated torch.ao.quantization.quantize',
      '5 api-deprecated torch.quantization.quantize',
    ]);
  });
});

describe('behaviour-change rules only on the shapes that change', () => {
  it('torch.compile: dynamic=True is not flagged, dynamic=False is', () => {
    expect(
      at('import torch\nf = torch.compile(m, dynamic=True)\ng = torch.compile(m, dynamic=False)\n', '2.9', '2.0'),
    ).toEqual(['3 behavior-changed torch.compile#dynamic']);
  });

  it('optim_state_dict_to_load: keywords only (open-mmlab/mmengine _strategy/fsdp.py shape) are safe', () => {
    const src =
      'from torch.distributed.fsdp import FullyShardedDataParallel as FSDP\na = FSDP.optim_state_dict_to_load(optim_state_dict=o, model=m, optim=p)\nb = FSDP.optim_state_dict_to_load(o, m, p)\n';
    expect(at(src, '2.9', '2.0')).toEqual([
      '3 behavior-changed torch.distributed.fsdp.FullyShardedDataParallel.optim_state_dict_to_load',
    ]);
  });

  it('_LRScheduler in an annotation only (Project-MONAI lr_schedule_handler.py shape) is no finding; isinstance is', () => {
    const src =
      'from torch.optim.lr_scheduler import _LRScheduler\ndef attach(s: _LRScheduler) -> _LRScheduler:\n    x: _LRScheduler = s\n    return isinstance(s, _LRScheduler)\n';
    expect(at(src, '2.9', '1.13')).toEqual(['4 behavior-changed torch.optim.lr_scheduler._LRScheduler']);
  });
});

describe('messages', () => {
  it('dynamo=False is written bare, not as a string', () => {
    const [f] = scan('import torch\ntorch.onnx.export(m, a, "m.onnx", dynamo=False)\n', '2.9', '2.8');
    expect(f?.message).toContain('`dynamo=False`');
    expect(f?.message).not.toContain('"False"');
  });

  it('the device-specific AMP FutureWarnings (documented in the source) are not marked uncertain', () => {
    for (const api of ['torch.cuda.amp.autocast()', 'torch.cuda.amp.GradScaler()', 'torch.cpu.amp.autocast()']) {
      const [f] = scan(`import torch\nx = ${api}\n`);
      expect(f?.message).not.toMatch(/uncertain/);
    }
  });
});
