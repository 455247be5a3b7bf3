/**
 * The NVIDIA driver and every GPU's compute capability. Order as uv does it: the kernel
 * module's version file first (cheap, no process), then nvidia-smi for the GPUs (on Windows
 * and WSL2, which have no such file, nvidia-smi alone). No driver is a fact (a CPU runner),
 * not an error.
 */
import type { GpuInfo } from '../core/model.js';
import { parseComputeCapability } from '../platform/cuda-arch.js';
import type { Runner } from '../io/run.js';
import { namesMig, parseMigParents, visibleGpus, type SmiGpu, type Visible } from './gpu-visibility.js';

export interface NvidiaProbe {
  driver?: string;
  gpus: GpuInfo[];
  problem?: string;
  /** What narrowed the GPUs (CUDA_VISIBLE_DEVICES), said in the report. */
  selection?: string;
}

const DRIVER_IN_PROC = /Kernel Module(?:\s+for\s+\S+)?\s+(\d+\.\d+(?:\.\d+)?)/;

/** `/proc/driver/nvidia/version` → `570.124.06`. */
export function parseProcDriverVersion(text: string): string | undefined {
  return DRIVER_IN_PROC.exec(text)?.[1];
}

const QUERY = ['--query-gpu=index,uuid,name,compute_cap,driver_version', '--format=csv,noheader'];
/** Every driver answers this one; `compute_cap` is a field only from R510 on. */
const DRIVER_QUERY = ['--query-gpu=driver_version', '--format=csv,noheader'];
/** WSL2's nvidia-smi, from the Windows driver (dxgkrnl; no kernel module in the Linux guest). */
const WSL_SMI = '/usr/lib/wsl/lib/nvidia-smi';

const isDriver = (v: string | undefined): v is string => v !== undefined && /^\d+\.\d+(\.\d+)?$/.test(v);

/** Lines of program output without Windows' \r, blank ones dropped. */
const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** `nvidia-smi --query-gpu=index,uuid,name,compute_cap,driver_version --format=csv,noheader` lines. */
export function parseNvidiaSmi(text: string): { gpus: SmiGpu[]; driver?: string; bad: number; badLine?: string } {
  const gpus: SmiGpu[] = [];
  let driver: string | undefined;
  let bad = 0;
  let badLine: string | undefined;
  for (const line of lines(text)) {
    const cols = line.split(',').map((c) => c.trim());
    // A GPU's name may hold commas: it is everything between the UUID and the last two columns.
    const cc = cols.length >= 5 ? parseComputeCapability(cols[cols.length - 2] ?? '') : undefined;
    const drv = cols[cols.length - 1];
    if (!cc || !isDriver(drv) || !/^\d+$/.test(cols[0] ?? '') || !/^GPU-/i.test(cols[1] ?? '')) {
      bad++;
      badLine ??= line;
      continue;
    }
    gpus.push({
      index: Number(cols[0]),
      uuid: cols[1]!,
      name: cols.slice(2, -2).join(', ').slice(0, 100),
      computeCapability: cc,
    });
    driver ??= drv;
  }
  return { gpus, ...(driver ? { driver } : {}), bad, ...(badLine ? { badLine } : {}) };
}

export interface NvidiaIo {
  run: Runner;
  readText: (path: string) => string | undefined;
  /** Does a path exist (a device node such as /dev/dxg counts)? */
  exists?: (path: string) => boolean;
  /** CUDA_VISIBLE_DEVICES, NVIDIA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER. */
  env?: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  timeoutMs: number;
}

/** The driver alone, asked of an nvidia-smi whose full query failed; undefined when there is none. */
async function driverOnly(io: NvidiaIo, smi: string): Promise<string | undefined> {
  const r = await io.run(smi, DRIVER_QUERY, { timeoutMs: io.timeoutMs });
  if (r.kind !== 'exited' || r.code !== 0) return undefined;
  const first = lines(r.stdout.toString('utf8'))[0];
  return isDriver(first) ? first : undefined;
}

export async function probeNvidia(io: NvidiaIo): Promise<NvidiaProbe> {
  if (io.platform === 'darwin') return { gpus: [] };
  let driver: string | undefined;
  let smi = 'nvidia-smi';
  if (io.platform === 'linux') {
    const sys = io.readText('/sys/module/nvidia/version')?.trim();
    driver =
      sys && /^\d+\.\d+/.test(sys) ? sys : parseProcDriverVersion(io.readText('/proc/driver/nvidia/version') ?? '');
    if (!driver) {
      // WSL2 reaches the GPU through /dev/dxg and has no kernel module: ask nvidia-smi, as uv does.
      const wslSmi = io.exists?.(WSL_SMI) ?? false;
      // Without the kernel module (and outside WSL) there is no GPU to ask about: skip the process.
      if (!wslSmi && !io.exists?.('/dev/dxg')) return { gpus: [] };
      if (wslSmi) smi = WSL_SMI;
    }
  }
  const r = await io.run(smi, QUERY, { timeoutMs: io.timeoutMs });
  if (r.kind === 'not-found') {
    return driver
      ? { driver, gpus: [], problem: "nvidia-smi was not found, so the GPUs' compute capabilities are unknown" }
      : { gpus: [] };
  }
  if (r.kind !== 'exited') return { ...(driver ? { driver } : {}), gpus: [], problem: `nvidia-smi ${r.reason}` };
  const stdout = r.stdout.toString('utf8');
  const parsed = parseNvidiaSmi(stdout);
  const visible = await narrow(io, smi, parsed.gpus);
  const selection = visible.note ? { selection: visible.note } : {};
  if (r.code !== 0 || parsed.bad > 0 || (parsed.gpus.length === 0 && driver)) {
    // Windows and WSL have no driver file: a failing nvidia-smi with no driver behind it is
    // no GPU, but one that answers for its driver (R470 has no compute_cap field) is a GPU
    // whose compute capability could not be read.
    const d = driver ?? parsed.driver ?? (await driverOnly(io, smi));
    if (!d) return { gpus: [] };
    const what = r.code !== 0 ? r.reason : 'printed lines it could not read';
    const quoted = r.code !== 0 ? (lines(r.stderr.toString('utf8'))[0] ?? lines(stdout)[0]) : parsed.badLine;
    return {
      driver: d,
      gpus: visible.gpus.map(gpuInfo),
      ...selection,
      problem: `nvidia-smi ${what}${quoted ? ` (${quoted.slice(0, 100)})` : ''}`,
    };
  }
  const d = driver ?? parsed.driver;
  return { ...(d ? { driver: d } : {}), gpus: visible.gpus.map(gpuInfo), ...selection };
}

const gpuInfo = (g: SmiGpu): GpuInfo => ({ name: g.name, computeCapability: g.computeCapability });

/** The GPUs CUDA_VISIBLE_DEVICES / NVIDIA_VISIBLE_DEVICES leave; MIG devices need `nvidia-smi -L` for their parents. */
async function narrow(io: NvidiaIo, smi: string, gpus: SmiGpu[]): Promise<Visible<SmiGpu>> {
  const env = io.env ?? {};
  let parents = new Map<string, string>();
  if (gpus.length && namesMig(env)) {
    const l = await io.run(smi, ['-L'], { timeoutMs: io.timeoutMs });
    if (l.kind === 'exited' && l.code === 0) parents = parseMigParents(l.stdout.toString('utf8'));
  }
  return visibleGpus(gpus, env, parents);
}
