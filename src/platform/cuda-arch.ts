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

export const smList = (archs: Kernels): string =>
  [...archs.sass.map(smName), ...(archs.ptx ?? []).map((p) => `compute_${p.replace('.', '')}`)].join(' ');

/**
 * Every compute capability an NVIDIA GPU has had (https://developer.nvidia.com/cuda-gpus and its
 * legacy page; 8.8 and 10.1 are nvcc targets of CUDA 12.9/13.0, 10.1 renamed 11.0 for Thor).
 */
export const KNOWN_COMPUTE_CAPABILITIES = [
  '1.0',
  '1.1',
  '1.2',
  '1.3',
  '2.0',
  '2.1',
  '3.0',
  '3.2',
  '3.5',
  '3.7',
  '5.0',
  '5.2',
  '5.3',
  '6.0',
  '6.1',
  '6.2',
  '7.0',
  '7.2',
  '7.5',
  '8.0',
  '8.6',
  '8.7',
  '8.8',
  '8.9',
  '9.0',
  '10.0',
  '10.1',
  '10.3',
  '11.0',
  '12.0',
  '12.1',
] as const;

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
