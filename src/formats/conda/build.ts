/**
 * What a conda build of torch is, read from what conda and pixi write: the channel a package URL
 * names, the build string (`py3.10_cuda11.8_cudnn8.7.0_0` on the pytorch channel,
 * `cuda126_mkl_py312_h…_303` or `cpu_mkl_py314_…` on conda-forge) and the metapackages that pick a
 * build (`pytorch-cuda 11.8`, `cpuonly`). The one place these texts are read.
 */

import type { CondaBuild } from '../../core/model.js';
export type { CondaBuild } from '../../core/model.js';

/** `https://conda.anaconda.org/pytorch/linux-64/…` → `pytorch`; prefix.dev and mirrors alike; defaults' pkgs/main → `defaults`. */
export function channelOfUrl(url: string): string | undefined {
  const parts = url.replace(/^[a-z]+:\/\/[^/]+\//i, '').split('/');
  // …/<channel>/<subdir>/<file>, where the channel may have a label path before the subdir.
  const subdir = parts.findIndex((p) => SUBDIRS.has(p));
  if (subdir <= 0) return undefined;
  const channel = parts.slice(0, subdir).join('/');
  if (/^pkgs\/(main|free|r|msys2)$/.test(channel)) return 'defaults';
  return channel.replace(/\/label\/.*$/, '');
}

const SUBDIRS = new Set([
  'linux-64',
  'linux-aarch64',
  'linux-ppc64le',
  'osx-64',
  'osx-arm64',
  'win-64',
  'win-arm64',
  'noarch',
]);

/** `118` → `11.8`, `126` → `12.6`, `130` → `13.0`: conda-forge's and the defaults channel's CUDA digits. */
function cudaOfDigits(d: string): string {
  return `${d.slice(0, -1)}.${d.slice(-1)}`;
}

/**
 * A torch build string → its CUDA (or CPU) and Python. The pytorch channel writes
 * `py3.10_cuda11.8_cudnn8.7.0_0`, `py3.10_cpu_0`, and on macOS `py3.10_0`; conda-forge writes
 * `cuda126_mkl_py312_h…_303`, `cuda118_py310h…_300`, `cpu_mkl_py314_…`; the defaults channel
 * `gpu_cuda118py310h…_0`, `cpu_py310h…_0`.
 */
export function readBuildString(build: string): Pick<CondaBuild, 'cuda' | 'cpu' | 'python'> {
  const out: Pick<CondaBuild, 'cuda' | 'cpu' | 'python'> = {};
  const dotted = /(?:^|_)cuda(\d+\.\d+)(?:_|$)/.exec(build);
  const digits = /(?:^|_)(?:gpu_)?cuda(\d{3})(?=_|py|$)/.exec(build);
  if (dotted) out.cuda = dotted[1]!;
  else if (digits) out.cuda = cudaOfDigits(digits[1]!);
  else if (/(?:^|_)cpu(?:_|$)/.test(build) || /^cpu/.test(build)) out.cpu = true;
  else if (/^py\d\.\d+_\d+$/.test(build)) out.cpu = true; // the pytorch channel's macOS builds
  const py = /py(\d)\.?(\d{1,2})(?=[_h]|$)/.exec(build);
  if (py) out.python = `${py[1]}.${py[2]}`;
  return out;
}

/** The `pytorch-cuda` metapackage's version (`11.8`, `11.8.*`, `>=12.1,<12.2`) → the CUDA it selects. */
export function cudaOfMetapackage(version: string): string | undefined {
  return /\d+\.\d+/.exec(version)?.[0];
}

/** How a conda build is named in messages: `pytorch 2.2.2 (CUDA 11.8 build, pytorch channel)`. */
export function describeBuild(b: CondaBuild): string {
  const kind = b.cuda ? `CUDA ${b.cuda} build` : b.cpu ? 'CPU build' : 'build';
  return `pytorch${b.version ? ` ${b.version}` : ''} (${kind}, ${b.channel} channel)`;
}
