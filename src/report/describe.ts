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
  if (r.conda) return describeCondaRequest(report);
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

/**
 * What pip installs. "Nothing" is said only where it is certain, which is where the verdict
 * fails: a release the catalog cannot judge, or one kept out only by facts it has not
 * confirmed, is said as such.
 */
export function describeResolution(report: Report): string {
  if (report.request.conda) return describeCondaResolution(report);
  const res = report.resolution;
  if (!res.version) {
    const has = (id: string) => report.findings.some((f) => f.id === id);
    // Releases that have a wheel here, all kept out by a package bound to torch: pip's resolver stops.
    if (report.findings.some((f) => f.severity === 'error' && f.id === 'bound-mismatch'))
      return 'nothing: no torch that matches goes with the packages bound to it (bound-mismatch below)';
    if (report.verdict === 'fail') return 'nothing: no torch release that matches has a wheel here';
    if (has('release-newer')) return 'a torch newer than the catalog knows, if it is out (release-newer below)';
    if (has('release-out-of-scope')) return 'a torch older than the catalog covers (release-out-of-scope below)';
    return 'nothing, unless a fact the catalog has not confirmed is wrong (warnings below)';
  }
  const stop = report.findings.find((f) => f.severity === 'error' && STOPS_INSTALL.has(f.id));
  if (stop) return `nothing: pip stops before installing (${stop.id} below)`;
  const from = res.index === 'https://pypi.org/simple' ? 'PyPI' : res.index;
  const comps = [res.torchvision && `torchvision ${res.torchvision}`, res.torchaudio && `torchaudio ${res.torchaudio}`]
    .filter(Boolean)
    .join(', ');
  return `torch ${res.version}${res.variant ? ` (${res.variant})` : ''} from ${from}${comps ? `; goes with ${comps}` : ''}`;
}

/** The best index, and the torch it installs when that is not the one pip would install as asked. */
export function describeBestIndex(res: Report['resolution']): string | undefined {
  if (!res.recommendedIndexUrl) return undefined;
  const other = res.recommendedTorch && res.recommendedTorch !== res.version;
  return `${res.recommendedIndexUrl}${other ? ` (installs torch ${res.recommendedTorch})` : ''}`;
}

/** Who installs what the report judges: pip, or uv/Poetry from a lock, pixi or conda. */
export function installerOf(report: Report): string {
  const r = report.request;
  if (r.conda?.installer) return r.conda.installer;
  return r.route === 'uv' || r.route === 'poetry' || r.route === 'pixi' || r.route === 'conda' ? r.route : 'pip';
}

/** `pytorch==2.2.2 from the pytorch channel (pixi.lock:264)`. */
function describeCondaRequest(report: Report): string {
  const r = report.request;
  const c = r.conda!;
  const torch =
    r.torch === '*' ? 'pytorch (newest)' : /^[=<>~!]/.test(r.torch) ? `pytorch${r.torch}` : `pytorch==${r.torch}`;
  const build = c.build ? ` build ${c.build}` : c.cuda ? ` (pytorch-cuda ${c.cuda})` : c.cpu ? ' (CPU build)' : '';
  const at = r.torchLocation ? ` (${r.torchLocation.file}:${r.torchLocation.line})` : '';
  return `${torch}${build} from the ${c.channel} channel${at}`;
}

/** `pytorch 2.2.2 (CUDA 11.8 build) from the pytorch channel, with its own Python 3.10`. */
function describeCondaResolution(report: Report): string {
  const res = report.resolution;
  const c = report.request.conda!;
  if (!res.version) return 'nothing: no pytorch build that matches installs here';
  const cuda = res.variant?.replace(/^cu(\d+)(\d)$/, '$1.$2');
  const kind = res.variant === 'cpu' ? 'CPU build' : cuda ? `CUDA ${cuda} build` : 'build chosen by the solver';
  const python = res.python ?? c.python;
  const py = python ? `, with the environment's own Python ${python}` : '';
  return `pytorch ${res.version} (${kind}) from the ${c.channel} channel${py}`;
}
