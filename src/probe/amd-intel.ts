/**
 * AMD and Intel GPUs on Linux, read from the kernel's files without starting a process: the
 * KFD topology gives each AMD GPU's gfx target (what ROCm builds are compiled for), and
 * /sys/class/drm gives each Intel GPU's PCI device id. A file that exists but cannot be read
 * is a problem to say; no directory means no such GPU.
 */
import type { AmdGpu, IntelGpu } from '../core/model.js';
import { gfxFromTargetVersion, parsePciId } from '../platform/gpu-ids.js';

export interface SysIo {
  readText: (path: string) => string | undefined;
  listDir: (path: string) => string[] | undefined;
}

export interface AmdProbe {
  gpus: AmdGpu[];
  rocm?: string;
  problem?: string;
}

const KFD_NODES = '/sys/class/kfd/kfd/topology/nodes';

/** `key value` lines of a KFD `properties` file → numbers (a non-numeric value is skipped). */
export function parseKfdProperties(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^([a-z_0-9]+)\s+(\d{1,20})\s*$/.exec(line.trim());
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}

/** `/opt/rocm/.info/version` (`6.2.0-66`) → `6.2.0`. */
export function parseRocmVersion(text: string | undefined): string | undefined {
  return text ? /^(\d+\.\d+(?:\.\d+)?)/.exec(text.trim())?.[1] : undefined;
}

export function probeAmd(io: SysIo, root = ''): AmdProbe {
  const nodes = io.listDir(`${root}${KFD_NODES}`);
  if (!nodes) return { gpus: [] };
  const gpus: AmdGpu[] = [];
  const unreadable: string[] = [];
  for (const n of nodes.filter((x) => /^\d+$/.test(x))) {
    const text = io.readText(`${root}${KFD_NODES}/${n}/properties`);
    if (text === undefined) {
      unreadable.push(n);
      continue;
    }
    const props = parseKfdProperties(text);
    const gfx = gfxFromTargetVersion(props.get('gfx_target_version') ?? 0);
    // A CPU node has gfx_target_version 0; an AMD GPU reports vendor 0x1002 (4098).
    if (gfx && (props.get('vendor_id') ?? 4098) === 4098) gpus.push({ gfx, ...(props.has('device_id') ? { name: `AMD GPU 0x${props.get('device_id')!.toString(16).padStart(4, '0')}` } : {}) });
  }
  const rocm = parseRocmVersion(io.readText(`${root}/opt/rocm/.info/version`));
  return {
    gpus,
    ...(rocm ? { rocm } : {}),
    ...(unreadable.length
      ? { problem: `the KFD topology node${unreadable.length > 1 ? 's' : ''} ${unreadable.join(', ')} could not be read (permissions, or a container without /sys/class/kfd)` }
      : {}),
  };
}

export interface IntelProbe {
  gpus: IntelGpu[];
  problem?: string;
}

/** Intel GPUs: every `cardN` under /sys/class/drm whose PCI vendor is 0x8086. */
export function probeIntel(io: SysIo, root = ''): IntelProbe {
  const cards = io.listDir(`${root}/sys/class/drm`);
  if (!cards) return { gpus: [] };
  const gpus: IntelGpu[] = [];
  for (const c of cards.filter((x) => /^card\d+$/.test(x))) {
    const vendor = io.readText(`${root}/sys/class/drm/${c}/device/vendor`)?.trim().toLowerCase();
    if (vendor !== '0x8086') continue;
    const id = parsePciId(io.readText(`${root}/sys/class/drm/${c}/device/device`) ?? '');
    if (!id) return { gpus, problem: `${c} is an Intel device whose PCI device id could not be read` };
    if (!gpus.some((g) => g.deviceId === id)) gpus.push({ deviceId: id });
  }
  return { gpus };
}
