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
  /** The amdgpu kernel module's version, where AMD's packaged (DKMS) driver declares one. */
  driver?: string;
  problem?: string;
}

const KFD_NODES = '/sys/class/kfd/kfd/topology/nodes';
const AMD_VENDOR = 4098; // 0x1002

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

/** `/sys/module/amdgpu/version` (`6.12.12`): only AMD's DKMS driver writes it; an in-tree kernel module has none. */
export function parseModuleVersion(text: string | undefined): string | undefined {
  return text ? /^(\d+(?:\.\d+){1,3})\s*$/.exec(text.trim())?.[1] : undefined;
}

const hex4 = (n: number): string => `0x${n.toString(16).padStart(4, '0')}`;

/**
 * A node is a GPU when it has SIMD units (a CPU node has `simd_count 0`). Each GPU gives its gfx
 * target; one that has SIMDs but no `gfx_target_version` (kernels older than the field, such as a
 * 2018 recording) is said, not guessed. GPUs of one kind (eight MI210s, a partitioned MI300X) are
 * one entry.
 */
export function probeAmd(io: SysIo, root = ''): AmdProbe {
  const nodes = io.listDir(`${root}${KFD_NODES}`);
  if (!nodes) return { gpus: [] };
  const gpus: AmdGpu[] = [];
  const unreadable: string[] = [];
  const untargeted = new Map<string, string[]>();
  for (const n of nodes.filter((x) => /^\d+$/.test(x)).sort((a, b) => Number(a) - Number(b))) {
    const text = io.readText(`${root}${KFD_NODES}/${n}/properties`);
    if (text === undefined) {
      unreadable.push(n);
      continue;
    }
    const props = parseKfdProperties(text);
    const version = props.get('gfx_target_version') ?? 0;
    const isGpu = (props.get('simd_count') ?? 0) > 0 || version > 0;
    if (!isGpu || (props.get('vendor_id') ?? AMD_VENDOR) !== AMD_VENDOR) continue;
    const name = props.has('device_id') ? `AMD GPU ${hex4(props.get('device_id')!)}` : undefined;
    const gfx = gfxFromTargetVersion(version);
    if (!gfx) {
      const what = `${name ?? 'an AMD GPU'}${version ? ` (gfx_target_version ${version})` : ''}`;
      untargeted.set(what, [...(untargeted.get(what) ?? []), n]);
      continue;
    }
    if (!gpus.some((g) => g.gfx === gfx && g.name === name)) gpus.push({ gfx, ...(name ? { name } : {}) });
  }
  const rocm = parseRocmVersion(io.readText(`${root}/opt/rocm/.info/version`));
  const driver = parseModuleVersion(io.readText(`${root}/sys/module/amdgpu/version`));
  const problems: string[] = [];
  if (unreadable.length)
    problems.push(
      `the KFD topology node${unreadable.length > 1 ? 's' : ''} ${unreadable.join(', ')} could not be read (permissions, or a container without /sys/class/kfd)`,
    );
  if (untargeted.size) {
    const gpus = [...untargeted]
      .map(([what, ns]) => `${what} at node${ns.length > 1 ? 's' : ''} ${ns.join(', ')}`)
      .join('; ');
    problems.push(
      `${gpus}: no gfx target the kernel names (an older kernel's KFD has no gfx_target_version); give it with --amd-gpu`,
    );
  }
  return {
    gpus,
    ...(rocm ? { rocm } : {}),
    ...(driver ? { driver } : {}),
    ...(problems.length ? { problem: problems.join('; ') } : {}),
  };
}

export interface IntelProbe {
  gpus: IntelGpu[];
  problem?: string;
}

/** `KEY=value` lines of a sysfs `uevent` file. */
export function parseUevent(text: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of (text ?? '').split('\n')) {
    const i = line.indexOf('=');
    if (i > 0) out.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  return out;
}

/**
 * Intel GPUs: every `cardN` under /sys/class/drm whose PCI vendor is 0x8086. The vendor and
 * device ids come from `device/vendor` and `device/device`, or from `PCI_ID` in `device/uevent`
 * when a driver does not expose the files (seen with i915); `DRIVER` there names the kernel
 * driver (i915 or xe). The kernel drivers declare no version, so none is read.
 */
export function probeIntel(io: SysIo, root = ''): IntelProbe {
  const cards = io.listDir(`${root}/sys/class/drm`);
  if (!cards) return { gpus: [] };
  const gpus: IntelGpu[] = [];
  for (const c of cards.filter((x) => /^card\d+$/.test(x)).sort()) {
    const dir = `${root}/sys/class/drm/${c}/device`;
    const uevent = parseUevent(io.readText(`${dir}/uevent`));
    const [ueventVendor, ueventDevice] = (uevent.get('PCI_ID') ?? '').split(':');
    const vendor = parsePciId(io.readText(`${dir}/vendor`) ?? ueventVendor ?? '');
    if (vendor !== '0x8086') continue;
    const id = parsePciId(io.readText(`${dir}/device`) ?? ueventDevice ?? '');
    if (!id) return { gpus, problem: `${c} is an Intel device whose PCI device id could not be read` };
    const driver = uevent.get('DRIVER');
    if (!gpus.some((g) => g.deviceId === id))
      gpus.push({ deviceId: id, ...(driver && /^[a-z0-9_]{1,16}$/.test(driver) ? { driver } : {}) });
  }
  return { gpus };
}
