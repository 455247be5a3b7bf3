/** One-line descriptions of the runner, the request and the resolution, shared by formatters. */
import type { Report } from './report.js';
import { smName } from '../platform/cuda-arch.js';

const OS_NAMES: Record<string, string> = { linux: 'Linux', macos: 'macOS', windows: 'Windows' };

export function describeRunner(report: Report): string {
  const e = report.environment;
  const parts = [`${OS_NAMES[e.os] ?? e.os}${e.osVersion ? ` ${e.osVersion}` : ''} ${e.arch}`];
  if (e.glibc) parts.push(`glibc ${e.glibc}`);
  else if (e.libc === 'musl') parts.push('musl libc');
  if (e.python) {
    const impl = e.python.implementation === 'cpython' ? '' : ` ${e.python.implementation}`;
    const skipped = e.python.skipped?.length ? ` (skipped ${e.python.skipped.join(', ')})` : '';
    parts.push(
      `Python ${e.python.version}${e.python.freeThreaded ? ' (free-threaded)' : ''}${impl}${e.python.machine ? ` [${e.python.machine}]` : ''}${skipped}`,
    );
  }
  if (e.nvidiaDriver || e.gpus.length) {
    const gpus = e.gpus.map((g) => `${g.name ? `${g.name} ` : ''}${smName(g.computeCapability)}`).join(', ');
    parts.push(
      `NVIDIA driver ${e.nvidiaDriver ?? 'unknown'}${gpus ? `, ${gpus}` : ''}${e.gpuSelection ? ` (${e.gpuSelection})` : ''}`,
    );
  } else if (!e.amdGpus?.length && !e.intelGpus?.length) parts.push('no NVIDIA GPU');
  if (e.amdGpus?.length) {
    const host = [e.rocm && `ROCm ${e.rocm}`, e.amdDriver && `amdgpu ${e.amdDriver}`].filter(Boolean).join(', ');
    parts.push(`AMD ${e.amdGpus.map((g) => g.gfx).join(', ')}${host ? ` (${host})` : ''}`);
  }
  if (e.intelGpus?.length)
    parts.push(`Intel GPU ${e.intelGpus.map((g) => `${g.deviceId}${g.driver ? ` (${g.driver})` : ''}`).join(', ')}`);
  return parts.join(', ');
}

export function describeRequest(report: Report): string {
  const r = report.request;
  const comps = [r.torchvision && `torchvision ${r.torchvision}`, r.torchaudio && `torchaudio ${r.torchaudio}`]
    .filter(Boolean)
    .join(', ');
  // No torch pin beside a torchvision/torchaudio pin: pip installs the torch that pin requires.
  const any = comps ? 'torch (the release they require)' : 'torch (newest)';
  const torch = r.torch === '*' ? any : /^[=<>~!]/.test(r.torch) ? `torch${r.torch}` : `torch==${r.torch}`;
  // Where the request came from, when a pin or lock made it (kornia: uv.lock's 2.9.1, not the pyproject's range).
  const at = r.torchLocation ? ` (${r.torchLocation.file}:${r.torchLocation.line})` : '';
  return `${torch}${comps ? ` with ${comps}` : ''} from ${r.index === 'pypi' ? 'PyPI' : r.index}${at}`;
}

/** Errors that stop the install itself: under them the header says nothing installs. */
const STOPS_INSTALL: ReadonlySet<string> = new Set(['no-release', 'lock-no-wheel', 'bound-no-release']);

export function describeResolution(report: Report): string {
  const res = report.resolution;
  if (!res.version) {
    // Releases that have a wheel here, all kept out by a package bound to torch: pip's resolver stops.
    const bound = report.findings.find((f) => f.severity === 'error' && f.id === 'bound-mismatch');
    return bound
      ? `nothing: no torch that matches goes with the packages bound to it (${bound.id} below)`
      : 'nothing: no torch release that matches has a wheel here';
  }
  const stop = report.findings.find((f) => f.severity === 'error' && STOPS_INSTALL.has(f.id));
  if (stop) return `nothing: pip stops before installing (${stop.id} below)`;
  const from = res.index === 'https://pypi.org/simple' ? 'PyPI' : res.index;
  const comps = [res.torchvision && `torchvision ${res.torchvision}`, res.torchaudio && `torchaudio ${res.torchaudio}`]
    .filter(Boolean)
    .join(', ');
  return `torch ${res.version}${res.variant ? ` (${res.variant})` : ''} from ${from}${comps ? `; goes with ${comps}` : ''}`;
}
