/**
 * Packages bound to torch, beside the torch pip installs (the resolver has already kept out the
 * torch their requirements exclude): whether the release pip picks loads with that torch, whether
 * it has a wheel for this runner or builds from source, and which packages that require torch the
 * catalog cannot judge.
 */
import {
  boundPackage,
  describeTorch,
  knownDependent,
  loadsWith,
  releaseFor,
  releaseGoingWith,
  torchesOf,
  wheelFits,
  wheelsOf,
} from '../catalog/bound.js';
import type { BoundPackage, BoundRelease, BoundWheels, SourceBuild } from '../catalog/bound-schema.js';
import { finding, type Finding } from '../core/finding.js';
import type { BoundRequest, Request } from '../core/model.js';
import { platformKey } from '../platform/platform.js';
import { runsWith } from '../catalog/bound.js';
import { showBound } from '../resolve/bound.js';
import type { Check } from './context.js';

/** Each bound pin the catalog describes, with the release pip picks beside torch `torch`. */
function picked(request: Request, catalog: Parameters<Check>[0]['catalog'], torch: string) {
  const out: { req: BoundRequest; pkg: BoundPackage; rel: BoundRelease }[] = [];
  for (const req of request.bound ?? []) {
    const pkg = boundPackage(catalog, req.package);
    const rel = pkg && releaseFor(catalog, pkg, req.specifier, torch);
    if (pkg && rel) out.push({ req, pkg, rel });
  }
  return out;
}

/** pip installs the release (its metadata admits the torch), but its compiled code was built for another torch. */
export const boundLoads: Check = ({ request, catalog, resolved }) => {
  const torch = resolved.candidate?.patch.version;
  if (!torch) return [];
  return picked(request, catalog, torch)
    .filter(({ rel }) => !loadsWith(rel, torch))
    .map(({ req, pkg, rel }): Finding => {
      const other = releaseGoingWith(pkg, torch);
      const runs = runsWith(rel)!;
      const newest = torchesOf(catalog, rel).find((c) => loadsWith(rel, c.patch.version));
      return finding({
        id: 'bound-mismatch',
        severity: 'error',
        message: `pip installs ${pkg.package} ${rel.version} for ${showBound(req)} with torch ${torch}, as its metadata allows (${describeTorch(rel)}), but its compiled code loads only with torch${runs.text}: import fails with "undefined symbol".`,
        advice: {
          remedies: [
            ...(other
              ? [
                  {
                    kind: 'pin' as const,
                    spec: `${pkg.package}==${other.version}`,
                    why: `its release for torch ${torch}`,
                  },
                ]
              : []),
            ...(newest
              ? [
                  {
                    kind: 'pin' as const,
                    spec: `torch==${newest.patch.version}`,
                    why: `what ${pkg.package} ${rel.version} loads with`,
                  },
                ]
              : []),
            ...(other
              ? []
              : [{ kind: 'do' as const, text: `drop ${pkg.package} (no release of it loads with torch ${torch})` }]),
          ],
        },
        source: rel.source,
        confidence: rel.confidence,
        ...(req.location ? { location: req.location } : {}),
      });
    });
};

const NEEDS: Record<SourceBuild['needs'][number], string> = {
  nvcc: 'a CUDA toolkit with nvcc matching torch’s CUDA',
  rocm: 'a ROCm toolkit',
  compiler: 'a C++ compiler',
  'torch-at-build': 'torch importable while it builds',
  'no-build-isolation': 'pip install --no-build-isolation',
};

/** What a build needs, as said: a CUDA toolkit only for a CUDA build of torch, ROCm only for a ROCm one. */
function buildNeeds(build: SourceBuild | undefined, variant: string | undefined): string {
  const needs = (build?.needs ?? []).filter(
    (n) => (n !== 'nvcc' || /^cu\d/.test(variant ?? '')) && (n !== 'rocm' || /^rocm/.test(variant ?? '')),
  );
  return needs.length ? `; building needs ${needs.map((n) => NEEDS[n]).join(', ')}` : '';
}

const sameIndex = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Whether pip reads the index a wheel set is on: PyPI (unless the request replaces it), or one the request names. */
function reads(request: Request, w: BoundWheels): boolean {
  const urls = [request.index, ...(request.extraIndexes ?? [])].map((r) => ('url' in r ? r.url : undefined));
  if (w.index === 'pypi')
    return request.index.kind === 'pypi' || (request.extraIndexes ?? []).some((r) => r.kind === 'pypi');
  return urls.some((u) => u !== undefined && sameIndex(u, w.index));
}

/** No wheel of the release pip picks fits this Python and platform on the indexes pip reads: it builds the sdist. */
export const boundWheels: Check = ({ env, request, catalog, resolved }) => {
  const torch = resolved.candidate?.patch.version;
  if (!torch) return [];
  const platform = platformKey(env.os, env.arch);
  const python = env.python ? `${env.python.major}.${env.python.minor}` : undefined;
  const out: Finding[] = [];
  for (const { req, pkg, rel } of picked(request, catalog, torch)) {
    const wheels = wheelsOf(pkg, rel);
    if (!wheels) continue; // the catalog does not say where its wheels are: nothing to judge
    const fit = wheels.filter((w) => wheelFits(w, platform, python));
    if (fit.some((w) => reads(request, w))) continue;
    const needs = buildNeeds(pkg.sourceBuild, resolved.variant);
    const elsewhere = fit[0];
    const here = `Python ${python ?? '?'} on ${platform}`;
    const what = req.specifier.exact ? showBound(req) : `${pkg.package} ${rel.version} (for ${showBound(req)})`;
    const covered = [...new Set(wheels.map((w) => `Python ${w.python} on ${w.platforms.join('/')}`))];
    out.push(
      finding({
        id: 'bound-source-build',
        severity: 'warning',
        message: elsewhere
          ? `${what} has a wheel for ${here} only on ${elsewhere.index}, which pip does not read here: it builds from source${needs}.`
          : `${what} has no wheel for ${here}: pip builds it from source${needs}.`,
        hint: elsewhere
          ? `Add --extra-index-url ${elsewhere.index} (or the index pip reads in the pin file), or provide what the build needs.`
          : `Use a Python and runner its wheels cover (${covered.slice(0, 2).join('; ')}), or provide what the build needs${pkg.sourceBuild?.note ? ` (${pkg.sourceBuild.note})` : ''}.`,
        source: pkg.sourceBuild?.source ?? (elsewhere ?? wheels[0])?.source ?? rel.source,
        ...(req.location ? { location: req.location } : {}),
      }),
    );
  }
  return out;
};

/** Packages the catalog knows require torch but does not describe: named, so a pass is not read as covering them. */
export const boundUnjudged: Check = ({ request, catalog }) => {
  const unknown = (request.bound ?? []).filter((b) => knownDependent(catalog, b.package));
  if (!unknown.length) return [];
  const names = [...new Set(unknown.map((b) => showBound(b)))];
  const source = catalog.dependents.find((d) => d.package === unknown[0]!.package)?.source ?? 'rules/bound';
  return [
    finding({
      id: 'bound-unjudged',
      severity: 'notice',
      message: `Not judged: ${names.join(', ')} ${names.length > 1 ? 'require' : 'requires'} torch, but the catalog does not describe ${names.length > 1 ? 'their releases' : 'its releases'}, so whether ${names.length > 1 ? 'they go' : 'it goes'} with this torch is not checked.`,
      hint: 'Describe the package in a config file (bound:), or run with --online to read its torch requirement from the index.',
      source,
      ...(unknown[0]!.location ? { location: unknown[0]!.location } : {}),
    }),
  ];
};
