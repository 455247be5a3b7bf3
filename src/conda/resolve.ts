/**
 * Which conda build installs here: a locked build is what it is; an environment file's pins
 * (`pytorch::pytorch=2.5`, `pytorch-cuda=12.4`, `cpuonly`, `python=3.10`) are resolved against
 * what the channel published (rules/conda.yaml), as conda would, never against PyPI's wheels.
 */
import { finding, type Finding } from '../core/finding.js';
import type { CondaBuild, Environment, Request } from '../core/model.js';
import type { Catalog } from '../catalog/schema.js';
import { allCandidates, matchingCandidates, type Candidate } from '../catalog/query.js';
import { condaChannel, condaRelease, pastLastRelease } from '../catalog/conda.js';
import { pixiPlatform } from '../platform/platform.js';
import { wheelPlatform } from '../platform/wheel-platform.js';
import { comparePythonMinor } from '../versions/python.js';
import { describeBuild } from '../formats/conda/build.js';

export interface CondaResolved {
  build: CondaBuild;
  /** The catalog's release of the build's version, for its run-time facts (MPS); undefined when unknown. */
  candidate?: Candidate;
  findings: Finding[];
}

/** The conda subdir of this runner (`linux-64`). */
export const runnerSubdir = (env: Environment): string => pixiPlatform(wheelPlatform(env));

const candidateOf = (catalog: Catalog, version: string): Candidate | undefined =>
  allCandidates(catalog).find((c) => c.patch.version === version);

export function resolveConda(env: Environment, request: Request, catalog: Catalog): CondaResolved {
  const asked = request.conda!;
  const build: CondaBuild = { ...asked, subdir: asked.subdir ?? runnerSubdir(env) };
  if (build.version) return { build, ...located(catalog, build), findings: versionNotes(catalog, build, request) };
  if (build.channel === 'pytorch') return pytorchChannel(request, catalog, build);
  return unlockedElsewhere(request, catalog, build);
}

function located(catalog: Catalog, build: CondaBuild): { candidate?: Candidate } {
  const c = build.version ? candidateOf(catalog, build.version) : undefined;
  return c ? { candidate: c } : {};
}

/** A locked version the catalog does not know: its run-time facts are not checked, which is said. */
function versionNotes(catalog: Catalog, build: CondaBuild, request: Request): Finding[] {
  if (candidateOf(catalog, build.version!)) return [];
  return [
    finding({
      id: 'release-out-of-scope',
      severity: 'warning',
      message: `${describeBuild(build)} is not a release the catalog knows (2.0 to ${allCandidates(catalog)[0]?.release.torch ?? '?'}): it installs as locked, but its GPU kernels and driver floor are not checked.`,
      hint: 'Lock a torch release the catalog covers, or update torch-preflight.',
      source: 'https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix',
      ...(request.torchLocation ? { location: request.torchLocation } : {}),
    }),
  ];
}

/** The pytorch channel: its releases stop at 2.5, each with its own Pythons and pytorch-cuda builds. */
function pytorchChannel(request: Request, catalog: Catalog, build: CondaBuild): CondaResolved {
  const at = request.torchLocation ? { location: request.torchLocation } : {};
  const channel = condaChannel(catalog, 'pytorch');
  const matching = matchingCandidates(catalog, request.torch);
  const published = matching.filter(
    (c) => !pastLastRelease(catalog, 'pytorch', c.release.torch) && condaRelease(catalog, 'pytorch', c.release.torch),
  );
  const c = published[0];
  if (!c) {
    const newer = matching.length > 0;
    return {
      build,
      findings: [
        finding({
          id: 'no-release',
          severity: 'error',
          message: newer
            ? `The pytorch channel has no pytorch ${request.torch.text}: it published its last release with ${channel?.last ?? '2.5'} (its newest is ${allCandidates(catalog).find((x) => !pastLastRelease(catalog, 'pytorch', x.release.torch))?.patch.version ?? '2.5.1'}), so conda finds nothing to install.`
            : `No pytorch release matches ${request.torch.text} on the pytorch channel.`,
          hint: 'Install torch from conda-forge (conda-forge::pytorch) or with pip, or pin pytorch 2.5 or older.',
          source: channel?.source ?? 'https://github.com/pytorch/pytorch/issues/138506',
          ...at,
        }),
      ],
    };
  }
  const rel = condaRelease(catalog, 'pytorch', c.release.torch)!;
  const findings: Finding[] = [];
  const chosen: CondaBuild = { ...build, version: c.patch.version };
  // The environment's Python: its pin, else the newest the release was built for (conda picks it).
  if (build.python) {
    if (comparePythonMinor(build.python, rel.python.min) < 0 || comparePythonMinor(build.python, rel.python.max) > 0)
      findings.push(
        finding({
          id: 'python-unsupported',
          severity: 'error',
          message: `The pytorch channel has no pytorch ${rel.torch} build for Python ${build.python} (it built ${rel.python.min}–${rel.python.max}): conda cannot solve the environment.`,
          hint: `Pin python between ${rel.python.min} and ${rel.python.max} in the environment file, or another pytorch release.`,
          source: rel.source,
          confidence: rel.confidence,
          ...at,
        }),
      );
  } else chosen.python = rel.python.max;
  const subdir = build.subdir!;
  if (build.cuda) {
    if (!rel.cuda.includes(build.cuda))
      findings.push(
        finding({
          id: 'backend-unavailable',
          severity: 'error',
          message: `The pytorch channel has no pytorch ${rel.torch} build for pytorch-cuda ${build.cuda} (its CUDA builds: ${rel.cuda.join(', ')}): conda cannot solve the environment.`,
          hint: `Pin pytorch-cuda to one of ${rel.cuda.join(', ')}.`,
          source: rel.source,
          confidence: rel.confidence,
          ...at,
        }),
      );
  } else if (!build.cpu && rel.cudaSubdirs.includes(subdir as never)) {
    // Neither pytorch-cuda nor cpuonly: pytorch-mutex's CUDA build has the higher build number.
    chosen.cuda = rel.cuda[rel.cuda.length - 1]!;
    findings.push(
      finding({
        id: 'pin-unresolved',
        severity: 'notice',
        message: `The environment pins neither pytorch-cuda nor cpuonly, so conda picks the pytorch channel's CUDA build (pytorch-mutex prefers it); judged as pytorch-cuda ${chosen.cuda}, the newest of ${rel.cuda.join(', ')}.`,
        hint: 'Pin pytorch-cuda=X.Y (or cpuonly) so the build does not depend on the solver.',
        source:
          'pytorch/builder conda/pytorch-mutex/meta.yaml@release/2.5 (aec5fb5de238) (the cuda build of pytorch-mutex gets build number +100; the cpu build carries track_features)',
        ...at,
      }),
    );
  } else chosen.cpu = true;
  const subdirs = chosen.cuda ? rel.cudaSubdirs : rel.cpuSubdirs.subdirs;
  if (!subdirs.includes(subdir as never))
    findings.push(
      finding({
        id: 'platform-unsupported',
        severity: 'error',
        message: `The pytorch channel has no ${chosen.cuda ? `CUDA ${chosen.cuda}` : 'CPU'} build of pytorch ${rel.torch} for ${subdir} (it has ${subdirs.join(', ')}).`,
        hint: chosen.cuda
          ? 'Use cpuonly on this platform (pytorch-cuda is for Linux and Windows only), or run on Linux or Windows.'
          : 'Install torch from conda-forge or with pip on this platform.',
        source: chosen.cuda ? rel.source : rel.cpuSubdirs.source,
        // The CUDA subdirs were read from the build matrix; the CPU ones were not.
        confidence: chosen.cuda ? rel.confidence : rel.cpuSubdirs.confidence,
        ...at,
      }),
    );
  return { build: chosen, candidate: c, findings };
}

/** conda-forge (or another channel) without a lock: the version follows the catalog; the build is left to conda. */
function unlockedElsewhere(request: Request, catalog: Catalog, build: CondaBuild): CondaResolved {
  const at = request.torchLocation ? { location: request.torchLocation } : {};
  const c = matchingCandidates(catalog, request.torch)[0];
  const chosen: CondaBuild = { ...build, ...(c ? { version: c.patch.version } : {}) };
  const findings: Finding[] = [];
  if (build.channel !== 'conda-forge')
    findings.push(
      finding({
        id: 'index-url-unknown',
        severity: 'notice',
        message: `pytorch comes from the conda channel ${build.channel}, whose builds the catalog does not know: only its version is judged.`,
        hint: 'Use conda-forge or the pytorch channel, or lock the environment (pixi.lock) to have the build judged.',
        source: 'https://docs.conda.io/projects/conda/en/stable/user-guide/concepts/channels.html',
        ...at,
      }),
    );
  else if (!build.cuda && !build.cpu)
    findings.push(
      finding({
        id: 'pin-unresolved',
        severity: 'notice',
        message: `conda-forge picks the CUDA or CPU build of pytorch${c ? ` ${c.patch.version}` : ''} when the environment is created, from the driver it finds (the __cuda virtual package): which one installs is not decided here, so its GPU kernels are not judged.`,
        hint: 'Lock the environment (pixi.lock, or a pinned build string) to have the build judged.',
        source:
          'https://conda-forge.org/docs/user/tipsandtricks/#installing-cuda-enabled-packages-like-tensorflow-and-pytorch',
        ...at,
      }),
    );
  return { build: chosen, ...(c ? { candidate: c } : {}), findings };
}
