/**
 * Which of nvidia-smi's GPUs the job's CUDA can see. nvidia-smi (NVML) lists every GPU and reads
 * neither CUDA_VISIBLE_DEVICES nor NVIDIA_VISIBLE_DEVICES, so a runner pinned to one GPU of four
 * would otherwise be judged on all four. Pure: the rows, the environment and the MIG map in.
 */

/** One row of `nvidia-smi --query-gpu=index,uuid,...`. */
export interface SmiGpu {
  index: number;
  uuid: string;
  name: string;
  computeCapability: string;
}

export interface Visible<T> {
  gpus: T[];
  /** What narrowed the GPUs, for the report; undefined when nothing did. */
  note?: string;
}

/**
 * `nvidia-smi -L`: each MIG device's UUID → its parent GPU's UUID. A MIG device runs the parent's
 * kernels, so it is judged by the parent's compute capability.
 */
export function parseMigParents(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let parent: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const gpu = /^GPU \d+:.*\(UUID: (GPU-[0-9A-Fa-f-]+)\)/.exec(line);
    if (gpu) {
      parent = gpu[1];
      continue;
    }
    const mig = /^\s*MIG .*\(UUID: (MIG-[0-9A-Za-z/-]+)\)/.exec(line);
    if (mig && parent) out.set(mig[1]!.toLowerCase(), parent);
  }
  return out;
}

/** Does a variable name a MIG device (so `nvidia-smi -L` is needed to find its parent)? */
export function namesMig(env: NodeJS.ProcessEnv): boolean {
  return [env.CUDA_VISIBLE_DEVICES, env.NVIDIA_VISIBLE_DEVICES].some((v) => v !== undefined && /(^|,)\s*MIG-/i.test(v));
}

/** One entry of a device list → the GPU it names, or undefined when it names none (CUDA stops there). */
function pick<T extends SmiGpu>(
  entry: string,
  gpus: readonly T[],
  migParents: ReadonlyMap<string, string>,
): T | undefined {
  if (/^\d+$/.test(entry)) return gpus.find((g) => g.index === Number(entry));
  const lower = entry.toLowerCase();
  if (lower.startsWith('mig-')) {
    // `MIG-<uuid>` (R470+) or the older `MIG-GPU-<parent uuid>/<gi>/<ci>`.
    const parent = migParents.get(lower) ?? /^mig-(gpu-[0-9a-f-]+)\//.exec(lower)?.[1];
    return parent ? gpus.find((g) => g.uuid.toLowerCase() === parent.toLowerCase()) : undefined;
  }
  if (lower.startsWith('gpu-')) {
    // CUDA takes any unique prefix of a UUID.
    const hits = gpus.filter((g) => g.uuid.toLowerCase().startsWith(lower));
    return hits.length === 1 ? hits[0] : undefined;
  }
  return undefined;
}

/** CUDA's reading: entries in order up to the first that names no GPU; `""` is none at all. */
function cudaList<T extends SmiGpu>(value: string, gpus: readonly T[], migParents: ReadonlyMap<string, string>): T[] {
  const out: T[] = [];
  for (const raw of value.split(',')) {
    const g = pick(raw.trim(), gpus, migParents);
    if (!g) break;
    if (!out.includes(g)) out.push(g);
  }
  return out;
}

function countText(n: number, of: number): string {
  return `${n} of ${of} GPU${of === 1 ? '' : 's'} judged`;
}

export function visibleGpus<T extends SmiGpu>(
  gpus: readonly T[],
  env: NodeJS.ProcessEnv,
  migParents: ReadonlyMap<string, string> = new Map(),
): Visible<T> {
  let list = gpus.slice();
  const notes: string[] = [];
  const nvidia = env.NVIDIA_VISIBLE_DEVICES?.trim();
  // The container toolkit's variable: inside the container it has already chosen what nvidia-smi
  // shows (and renumbered it from 0), so its indices apply only while more GPUs are listed.
  if (nvidia !== undefined && !['', 'all', 'void'].includes(nvidia.toLowerCase())) {
    const entries = nvidia.split(',').map((e) => e.trim());
    const byIndex = entries.every((e) => /^\d+$/.test(e));
    if (nvidia.toLowerCase() === 'none') list = [];
    else if (!byIndex || list.length > entries.length)
      list = entries.map((e) => pick(e, list, migParents)).filter((g): g is T => g !== undefined);
    list = [...new Set(list)];
    if (list.length !== gpus.length) notes.push(`NVIDIA_VISIBLE_DEVICES=${nvidia.slice(0, 80)}`);
  }
  const cuda = env.CUDA_VISIBLE_DEVICES;
  if (cuda !== undefined) {
    const before = list;
    list = cudaList(cuda.trim(), list, migParents);
    const byIndex = cuda.split(',').some((e) => /^\s*\d+\s*$/.test(e));
    // CUDA numbers devices fastest first unless told PCI order; nvidia-smi numbers them in PCI order.
    const order =
      byIndex && env.CUDA_DEVICE_ORDER !== 'PCI_BUS_ID' && new Set(before.map((g) => g.name)).size > 1
        ? ", by nvidia-smi's numbering (set CUDA_DEVICE_ORDER=PCI_BUS_ID so that CUDA's is the same)"
        : '';
    notes.push(`CUDA_VISIBLE_DEVICES=${JSON.stringify(cuda.slice(0, 80))}${order}`);
  }
  if (!notes.length) return { gpus: list };
  return { gpus: list, note: `${notes.join(', ')}: ${countText(list.length, gpus.length)}` };
}
