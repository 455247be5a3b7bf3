/**
 * The NVIDIA driver and every GPU's compute capability. Order as uv does it: the kernel
 * module's version file first (cheap, no process), then nvidia-smi for the GPUs. No driver
 * is a fact (a CPU runner), not an error.
 */
import type { GpuInfo } from '../core/model.js';
import { parseComputeCapability } from '../platform/cuda-arch.js';
import type { Runner } from '../io/run.js';

export interface NvidiaProbe {
  driver?: string;
  gpus: GpuInfo[];
  problem?: string;
}

const DRIVER_IN_PROC = /Kernel Module(?:\s+for\s+\S+)?\s+(\d+\.\d+(?:\.\d+)?)/;

/** `/proc/driver/nvidia/version` → `570.124.06`. */
export function parseProcDriverVersion(text: string): string | undefined {
  return DRIVER_IN_PROC.exec(text)?.[1];
}

/** `nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv,noheader` lines. */
export function parseNvidiaSmi(text: string): { gpus: GpuInfo[]; driver?: string; bad: number } {
  const gpus: GpuInfo[] = [];
  let driver: string | undefined;
  let bad = 0;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const cols = line.split(',').map((c) => c.trim());
    const cc = cols.length >= 3 ? parseComputeCapability(cols[cols.length - 2] ?? '') : undefined;
    const drv = cols[cols.length - 1];
    if (!cc || !drv || !/^\d+\.\d+(\.\d+)?$/.test(drv)) {
      bad++;
      continue;
    }
    gpus.push({ name: cols.slice(0, -2).join(',').slice(0, 100), computeCapability: cc });
    driver ??= drv;
  }
  return { gpus, ...(driver ? { driver } : {}), bad };
}

export interface NvidiaIo {
  run: Runner;
  readText: (path: string) => string | undefined;
  platform: NodeJS.Platform;
  timeoutMs: number;
}

export async function probeNvidia(io: NvidiaIo): Promise<NvidiaProbe> {
  if (io.platform === 'darwin') return { gpus: [] };
  let driver: string | undefined;
  if (io.platform === 'linux') {
    const sys = io.readText('/sys/module/nvidia/version')?.trim();
    driver = sys && /^\d+\.\d+/.test(sys) ? sys : parseProcDriverVersion(io.readText('/proc/driver/nvidia/version') ?? '');
    // Without the kernel module there is no GPU to ask nvidia-smi about: skip the process.
    if (!driver) return { gpus: [] };
  }
  const r = await io.run('nvidia-smi', ['--query-gpu=name,compute_cap,driver_version', '--format=csv,noheader'], { timeoutMs: io.timeoutMs });
  if (r.kind === 'not-found') {
    return driver ? { driver, gpus: [], problem: "nvidia-smi was not found, so the GPUs' compute capabilities are unknown" } : { gpus: [] };
  }
  if (r.kind !== 'exited') return { ...(driver ? { driver } : {}), gpus: [], problem: `nvidia-smi ${r.reason}` };
  const stdout = r.stdout.toString('utf8');
  const parsed = parseNvidiaSmi(stdout);
  if (r.code !== 0 || parsed.bad > 0 || (parsed.gpus.length === 0 && driver)) {
    const d = driver ?? parsed.driver;
    // Windows without an NVIDIA GPU: nvidia-smi may exist and fail; that is not a GPU.
    if (!d && io.platform === 'win32') return { gpus: [] };
    const what = r.code !== 0 ? r.reason : 'printed lines it could not read';
    return { ...(d ? { driver: d } : {}), gpus: parsed.gpus, problem: `nvidia-smi ${what} (${(r.stderr.toString('utf8') || stdout).trim().split('\n')[0]?.slice(0, 100) ?? ''})` };
  }
  return { ...((driver ?? parsed.driver) ? { driver: driver ?? parsed.driver } : {}), gpus: parsed.gpus };
}
