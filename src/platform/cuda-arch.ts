/** NVIDIA compute capabilities: parsing them, and the CUDA rules for SASS and PTX compatibility. */
import { compareDotted } from '../versions/dotted.js';

/** A build's kernels: SASS for these capabilities, PTX for those. */
export interface Kernels {
  sass: readonly string[];
  ptx?: readonly string[];
}

const split = (cc: string): [number, number] => {
  const [a, b] = cc.split('.').map(Number);
  return [a ?? 0, b ?? 0];
};

/**
 * SASS for X.Y runs on X.Z with Z ≥ Y (same major, binary compatible); PTX for X.Y is
 * JIT-compiled by the driver for any GPU of X.Y or newer.
 */
export function hasKernels(cc: string, archs: Kernels): boolean {
  const [maj, min] = split(cc);
  const sass = archs.sass.some((s) => {
    const [sm, sn] = split(s);
    return sm === maj && sn <= min;
  });
  return sass || (archs.ptx ?? []).some((p) => compareDotted(cc, p) >= 0);
}

/** `8.6` → `sm_86`: a compute capability as nvcc and the wheel lists name it. */
export const smName = (cc: string): string => `sm_${cc.replace('.', '')}`;

export const smList = (archs: Kernels): string => [...archs.sass.map(smName), ...(archs.ptx ?? []).map((p) => `compute_${p.replace('.', '')}`)].join(' ');

/** `8.6`, `sm_86`, `86` → `8.6`; undefined for anything else. */
export function parseComputeCapability(text: string): string | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/^(sm|compute)_/, '');
  let m = /^(\d{1,2})\.(\d)$/.exec(t);
  if (m) return `${Number(m[1])}.${m[2]}`;
  m = /^(\d{1,2})(\d)[af]?$/.exec(t);
  if (m) return `${Number(m[1])}.${m[2]}`;
  return undefined;
}
