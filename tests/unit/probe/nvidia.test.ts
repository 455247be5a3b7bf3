/**
 * GPUs everywhere they are: Windows and WSL2 without a driver file, drivers before R510,
 * CUDA_VISIBLE_DEVICES and MIG. Cross-platform review, problems 5, 6, 9 and 11.
 *
 * Where the stubbed outputs come from:
 * - R470's refusal `Field "compute_cap" is not a valid field to query.` with exit code 2:
 *   huggingface/candle#733 (driver 470.182.03) and NVIDIA/TensorRT-LLM#735 (470.82.01).
 * - `nvidia-smi -L` of an A100 split into seven 1g.5gb MIG devices: Microsoft's AKS guide
 *   "Create a multi-instance GPU node pool" (articles/aks/gpu-multi-instance.md), the
 *   `kubectl exec nvidia-single -- nvidia-smi -L` output, UUIDs as printed there.
 * - The CSV rows are nvidia-smi's `--format=csv,noheader` (", " between columns, CRLF on
 *   Windows) with names, compute capabilities and drivers of those machines; the GPU UUIDs
 *   of the rows other than the A100 are made up in nvidia-smi's format.
 */
import { describe, expect, it } from 'vitest';
import type { RunResult, Runner } from '../../../src/io/run.js';
import { parseNvidiaSmi, probeNvidia, type NvidiaIo } from '../../../src/probe/nvidia.js';
import { parseMigParents, visibleGpus } from '../../../src/probe/gpu-visibility.js';
import { buildEnvironment, type ProbeIo } from '../../../src/probe/environment.js';
import { buildReport } from '../../../src/report/report.js';
import { describeRunner } from '../../../src/report/describe.js';
import { buildRequest } from '../../../src/request/request.js';

const out = (stdout: string, code = 0, stderr = ''): RunResult => ({
  kind: 'exited',
  code,
  stdout: Buffer.from(stdout),
  stderr: Buffer.from(stderr),
  reason: `exited with code ${code}`,
});

const R470_REFUSAL = 'Field "compute_cap" is not a valid field to query.\n';
const A100_MIG_L = [
  'GPU 0: NVIDIA A100 40GB PCIe (UUID: GPU-48aeb943-9458-4282-da24-e5f49e0db44b)',
  '  MIG 1g.5gb     Device  0: (UUID: MIG-fb42055e-9e53-5764-9278-438605a3014c)',
  '  MIG 1g.5gb     Device  1: (UUID: MIG-3d4db13e-c42d-5555-98f4-8b50389791bc)',
  'GPU 1: NVIDIA A100 40GB PCIe (UUID: GPU-0c7d1f6e-1b7a-4f53-9d52-0a1b2c3d4e5f)',
  '',
].join('\n');
const a100Csv =
  '0, GPU-48aeb943-9458-4282-da24-e5f49e0db44b, NVIDIA A100 40GB PCIe, 8.0, 550.54.15\n1, GPU-0c7d1f6e-1b7a-4f53-9d52-0a1b2c3d4e5f, NVIDIA A100 40GB PCIe, 8.0, 550.54.15\n';
const FOUR = [
  '0, GPU-11111111-2222-3333-4444-555555555555, NVIDIA GeForce RTX 4090, 8.9, 570.124.06',
  '1, GPU-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee, NVIDIA GeForce RTX 3060, 8.6, 570.124.06',
  '2, GPU-99999999-8888-7777-6666-555555555555, Tesla K80, 3.7, 570.124.06',
  '3, GPU-12121212-3434-5656-7878-909090909090, NVIDIA GeForce RTX 3060, 8.6, 570.124.06',
].join('\r\n');

/** An nvidia-smi that answers each query as given; records what was asked. */
function smi(answers: Record<string, RunResult>, seen: string[][] = []): Runner {
  return async (program, args) => {
    seen.push([program, ...args]);
    return answers[args[0] ?? ''] ?? { kind: 'not-found', reason: 'was not found' };
  };
}
const QUERY = '--query-gpu=index,uuid,name,compute_cap,driver_version';
const DRIVER = '--query-gpu=driver_version';
const io = (over: Partial<NvidiaIo>): NvidiaIo => ({
  run: smi({}),
  readText: () => undefined,
  platform: 'win32',
  timeoutMs: 100,
  ...over,
});

describe('problem 5: an nvidia-smi before R510 (no compute_cap) or failing on Windows', () => {
  it('R470 on Windows: probe-failed with the driver from a second query, not "no GPU"', async () => {
    const seen: string[][] = [];
    const r = await probeNvidia(
      io({ run: smi({ [QUERY]: out('', 2, R470_REFUSAL), [DRIVER]: out('472.12\r\n') }, seen) }),
    );
    expect(r.driver).toBe('472.12');
    expect(r.gpus).toEqual([]);
    expect(r.problem).toBe('nvidia-smi exited with code 2 (Field "compute_cap" is not a valid field to query.)');
    expect(seen.map((a) => a[1])).toEqual([QUERY, DRIVER]);
  });
  it('Windows without an NVIDIA driver (both queries fail) is no GPU, silently', async () => {
    const fail = out('', 9, "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.\r\n");
    expect(await probeNvidia(io({ run: smi({ [QUERY]: fail, [DRIVER]: fail }) }))).toEqual({ gpus: [] });
    expect(await probeNvidia(io({ run: smi({}) }))).toEqual({ gpus: [] });
  });
  it('R470 on Linux keeps the driver from /proc and says why the GPUs are unknown', async () => {
    const r = await probeNvidia(
      io({
        platform: 'linux',
        readText: (p) => (p === '/sys/module/nvidia/version' ? '470.182.03\n' : undefined),
        run: smi({ [QUERY]: out('', 2, R470_REFUSAL) }),
      }),
    );
    expect(r).toMatchObject({
      driver: '470.182.03',
      gpus: [],
      problem: expect.stringContaining('"compute_cap" is not a valid field'),
    });
  });
});

describe('problem 6: WSL2 falls back to nvidia-smi as uv does', () => {
  const wslRow = '0, GPU-11111111-2222-3333-4444-555555555555, NVIDIA GeForce RTX 4090, 8.9, 566.36\n';
  it('/usr/lib/wsl/lib/nvidia-smi with no /sys/module/nvidia is asked, by its path', async () => {
    const seen: string[][] = [];
    const r = await probeNvidia(
      io({
        platform: 'linux',
        exists: (p) => p === '/usr/lib/wsl/lib/nvidia-smi' || p === '/dev/dxg',
        run: smi({ [QUERY]: out(wslRow) }, seen),
      }),
    );
    expect(r).toEqual({ driver: '566.36', gpus: [{ name: 'NVIDIA GeForce RTX 4090', computeCapability: '8.9' }] });
    expect(seen[0]?.[0]).toBe('/usr/lib/wsl/lib/nvidia-smi');
  });
  it('/dev/dxg alone: nvidia-smi from PATH', async () => {
    const seen: string[][] = [];
    const r = await probeNvidia(
      io({ platform: 'linux', exists: (p) => p === '/dev/dxg', run: smi({ [QUERY]: out(wslRow) }, seen) }),
    );
    expect(r.gpus).toHaveLength(1);
    expect(seen[0]?.[0]).toBe('nvidia-smi');
  });
  it('WSL2 with no NVIDIA GPU (nvidia-smi missing) is no GPU', async () => {
    expect(await probeNvidia(io({ platform: 'linux', exists: (p) => p === '/dev/dxg', run: smi({}) }))).toEqual({
      gpus: [],
    });
  });
  it('plain Linux without the module still starts no process', async () => {
    const seen: string[][] = [];
    expect(
      await probeNvidia(io({ platform: 'linux', exists: () => false, run: smi({ [QUERY]: out(wslRow) }, seen) })),
    ).toEqual({ gpus: [] });
    expect(seen).toEqual([]);
  });
});

describe('problem 9: CUDA_VISIBLE_DEVICES / NVIDIA_VISIBLE_DEVICES narrow the GPUs judged', () => {
  const gpus = parseNvidiaSmi(FOUR).gpus;
  const names = (env: NodeJS.ProcessEnv, mig = new Map<string, string>()) =>
    visibleGpus(gpus, env, mig).gpus.map((g) => `${g.index}:${g.computeCapability}`);
  it.each([
    [{}, ['0:8.9', '1:8.6', '2:3.7', '3:8.6']],
    [{ CUDA_VISIBLE_DEVICES: '1' }, ['1:8.6']],
    [{ CUDA_VISIBLE_DEVICES: '3,0' }, ['3:8.6', '0:8.9']],
    [{ CUDA_VISIBLE_DEVICES: '0,7,2' }, ['0:8.9']], // CUDA stops at the first entry that names no GPU
    [{ CUDA_VISIBLE_DEVICES: '-1' }, []],
    [{ CUDA_VISIBLE_DEVICES: '' }, []],
    [{ CUDA_VISIBLE_DEVICES: 'none' }, []],
    [{ CUDA_VISIBLE_DEVICES: 'GPU-99999999-8888' }, ['2:3.7']], // a unique prefix of the UUID
    [{ CUDA_VISIBLE_DEVICES: 'GPU-1' }, []], // ambiguous prefix: CUDA takes none
    [{ NVIDIA_VISIBLE_DEVICES: 'all' }, ['0:8.9', '1:8.6', '2:3.7', '3:8.6']],
    [{ NVIDIA_VISIBLE_DEVICES: 'none' }, []],
    [{ NVIDIA_VISIBLE_DEVICES: '' }, ['0:8.9', '1:8.6', '2:3.7', '3:8.6']],
    [{ NVIDIA_VISIBLE_DEVICES: '2' }, ['2:3.7']],
    [{ NVIDIA_VISIBLE_DEVICES: 'GPU-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee' }, ['1:8.6']],
    [{ NVIDIA_VISIBLE_DEVICES: '1,2', CUDA_VISIBLE_DEVICES: '2' }, ['2:3.7']],
  ])('%j', (env, expected) => expect(names(env)).toEqual(expected));
  it('inside a container NVIDIA_VISIBLE_DEVICES is already applied (renumbered from 0): kept', () => {
    const one = parseNvidiaSmi('0, GPU-99999999-8888-7777-6666-555555555555, Tesla K80, 3.7, 570.124.06').gpus;
    expect(visibleGpus(one, { NVIDIA_VISIBLE_DEVICES: '2' }).gpus).toHaveLength(1);
  });
  it('is said in the report', async () => {
    const probeIo: ProbeIo = {
      run: smi({ [QUERY]: out(FOUR) }),
      readText: (p) => (p === '/sys/module/nvidia/version' ? '570.124.06\n' : undefined),
      listDir: () => undefined,
      platform: 'linux',
      env: { CUDA_VISIBLE_DEVICES: '2' },
      timeoutMs: 100,
      machineOs: () => 'linux',
      machineArch: () => ({ arch: 'x64', raw: 'x86_64' }),
      nodeGlibc: () => ({ glibc: '2.39', libc: 'glibc' }),
      macosVersion: () => undefined,
      linuxVersion: () => undefined,
    };
    const env = await buildEnvironment({ python: '3.12' }, probeIo);
    expect(env.gpus).toEqual([{ name: 'Tesla K80', computeCapability: '3.7' }]);
    expect(env.gpuSelection).toBe(
      'CUDA_VISIBLE_DEVICES="2", by nvidia-smi\'s numbering (set CUDA_DEVICE_ORDER=PCI_BUS_ID so that CUDA\'s is the same): 1 of 4 GPUs judged',
    );
    const report = buildReport(env, buildRequest({ torch: '2.8.0' }), {}, [], 'pass');
    expect(report.environment.gpuSelection).toBe(env.gpuSelection);
    expect(describeRunner(report)).toContain('Tesla K80 sm_37 (CUDA_VISIBLE_DEVICES="2"');
  });
});

describe('MIG devices are read as their parent GPU', () => {
  it('nvidia-smi -L maps MIG UUIDs to their GPU', () => {
    const m = parseMigParents(A100_MIG_L);
    expect(m.get('mig-fb42055e-9e53-5764-9278-438605a3014c')).toBe('GPU-48aeb943-9458-4282-da24-e5f49e0db44b');
    expect(m.size).toBe(2);
  });
  it('CUDA_VISIBLE_DEVICES=MIG-… judges its parent A100 (8.0), asking nvidia-smi -L once', async () => {
    const seen: string[][] = [];
    const r = await probeNvidia(
      io({
        platform: 'linux',
        readText: (p) => (p === '/sys/module/nvidia/version' ? '550.54.15\n' : undefined),
        env: { CUDA_VISIBLE_DEVICES: 'MIG-3d4db13e-c42d-5555-98f4-8b50389791bc' },
        run: smi({ [QUERY]: out(a100Csv), '-L': out(A100_MIG_L) }, seen),
      }),
    );
    expect(r.gpus).toEqual([{ name: 'NVIDIA A100 40GB PCIe', computeCapability: '8.0' }]);
    expect(r.selection).toMatch(/1 of 2 GPUs judged/);
    expect(seen.map((a) => a[1])).toEqual([QUERY, '-L']);
  });
  it('the older MIG-GPU-<uuid>/gi/ci form names its parent itself', () => {
    const gpus = parseNvidiaSmi(a100Csv).gpus;
    expect(
      visibleGpus(gpus, { CUDA_VISIBLE_DEVICES: 'MIG-GPU-0c7d1f6e-1b7a-4f53-9d52-0a1b2c3d4e5f/1/0' }).gpus.map(
        (g) => g.index,
      ),
    ).toEqual([1]);
  });
});

describe('problem 11: the message quotes the line that failed, without \\r', () => {
  it('the unreadable row, not the first one', async () => {
    const rows =
      '0, GPU-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee, NVIDIA GeForce RTX 3060, 8.6, 566.36\r\n1, GPU-99999999-8888-7777-6666-555555555555, Tesla K80, [N/A], 566.36\r\n';
    const r = await probeNvidia(io({ run: smi({ [QUERY]: out(rows) }) }));
    expect(r.problem).toBe(
      'nvidia-smi printed lines it could not read (1, GPU-99999999-8888-7777-6666-555555555555, Tesla K80, [N/A], 566.36)',
    );
    expect(r.gpus).toEqual([{ name: 'NVIDIA GeForce RTX 3060', computeCapability: '8.6' }]);
  });
  it('stderr of a failing run, first line, no \\r', async () => {
    const r = await probeNvidia(
      io({ run: smi({ [QUERY]: out('', 2, `${R470_REFUSAL.trim()}\r\nsecond\r\n`), [DRIVER]: out('472.12\r\n') }) }),
    );
    expect(r.problem).not.toMatch(/\r/);
    expect(r.problem).toMatch(/\(Field "compute_cap" is not a valid field to query\.\)$/);
  });
});
