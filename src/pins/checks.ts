/**
 * Checks that need the pins themselves (not just one torch spec): a `+cuXYZ` pin nothing
 * serves, torch/torchvision pins that cannot go together, an extra index that lets pip take
 * another build, requires-python wider than the pinned torch. Pure: (pins, runner, catalog) → findings.
 */
import type { Catalog, Release } from '../catalog/schema.js';
import type { Finding } from '../core/finding.js';
import type { Environment } from '../core/model.js';
import { platformKey, platformLabel, type Platform } from '../platform/platform.js';
import { describeIndex, indexUrlFor, parseIndexUrl, type IndexRef } from '../request/index-url.js';
import { compareVersions, satisfies } from '../versions/pep440.js';
import { applicablePins } from './applicable.js';
import { admitsPython, admittedPatches, admittedReleases, knownPythons, minorKey, specOf, unionPythons } from './catalog-view.js';
import { isTorch } from './names.js';
import type { Pin, PinSet } from './types.js';

const PEP440_LOCAL = 'https://peps.python.org/pep-0440/#local-version-identifiers';
const PIP_FINDING = 'https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages';

const show = (p: Pin) => `${p.package}${p.specifier || ' (any version)'}`;
const where = (p: Pin) => `${p.location.file}:${p.location.line}`;

function ref(url: string): IndexRef | undefined {
  if (url.includes('${')) return undefined;
  try {
    return parseIndexUrl(url);
  } catch {
    return undefined;
  }
}

const pinIndexes = (p: Pin): string[] => [...(p.indexUrl ? [p.indexUrl] : []), ...(p.extraIndexUrls ?? [])];

/** A `+cuXYZ` pin is only on download.pytorch.org (or a mirror): PyPI never has local versions. */
function checkLocal(pin: Pin, catalog: Catalog): Finding[] {
  // A direct wheel URL names its file: there is no index to serve the local build from (B15).
  if (!pin.local || pin.origin === 'conda' || pin.url || pin.wheel) return [];
  const urls = pinIndexes(pin);
  const refs = urls.map(ref);
  if (refs.some((r) => r === undefined || r.kind === 'unknown')) return []; // an index we cannot see into may serve it
  const serving = refs.filter((r): r is IndexRef => r !== undefined && ((r.kind === 'pytorch' && r.variant === pin.local) || (r.kind === 'find-links' && (!r.variant || r.variant === pin.local))));
  if (serving.length === 0) {
    const others = refs.filter((r): r is IndexRef => r !== undefined && r.kind !== 'pypi');
    const found = others.length
      ? `its index${others.length > 1 ? 'es' : ''} (${others.map(describeIndex).join(', ')}) do not serve the ${pin.local} build`
      : 'it installs from PyPI, which has no local versions';
    return [
      {
        id: 'variant-mismatch',
        severity: 'error',
        message: `${show(pin)} asks for the ${pin.local} build, but ${found}: pip will stop with "No matching distribution found for ${pin.package}${pin.specifier}".`,
        hint: `Install it from ${indexUrlFor(pin.local)} (--index-url in a requirements file, a uv index or Poetry source), or drop "+${pin.local}" to take the PyPI build.`,
        source: PEP440_LOCAL,
        location: pin.location,
      },
    ];
  }
  if (!isTorch(pin.package)) return [];
  const exact = specOf(pin.specifier)?.exact;
  const release = exact ? catalog.releases.find((r) => r.torch === minorKey(exact)) : undefined;
  if (!release || release.variants.some((v) => v.variant === pin.local)) return [];
  const withVariant = catalog.releases.filter((r) => r.variants.some((v) => v.variant === pin.local)).map((r) => r.torch);
  const last = withVariant.sort(compareVersions).pop();
  return [
    {
      id: 'variant-mismatch',
      severity: 'error',
      message: `${show(pin)}: torch ${release.torch} has no ${pin.local} build${last ? ` (the ${pin.local} index stops at torch ${last})` : ''}; pip will find no matching distribution. ${release.torch} is built for ${release.variants.map((v) => v.variant).join(', ')}.`,
      hint: `Pick a variant torch ${release.torch} is built for, or a torch release that still has ${pin.local}.`,
      source: release.source,
      location: pin.location,
    },
  ];
}

interface Candidate {
  version: string;
  variant?: string;
  from: string;
}

const LOCAL_TAGS = new Set(['linux', 'windows']);

/** The newest build a pin admits on one index for this runner, or undefined if none / unknowable. */
function bestOn(r: IndexRef, pin: Pin, catalog: Catalog, platform: Platform, python: string | undefined): Candidate | null | undefined {
  const spec = specOf(pin.specifier);
  if (!spec) return undefined;
  const fitsPython = (rel: Release) => !python || (Number(python.split('.')[1]) >= Number(rel.python.min.split('.')[1]) && Number(python.split('.')[1]) <= Number(rel.python.max.split('.')[1]));
  const os = platform.split('-')[0]!;
  const builds: Candidate[] = [];
  for (const rel of catalog.releases) {
    if (!fitsPython(rel)) continue;
    for (const patch of rel.patches) {
      if (r.kind === 'pypi') {
        const entry = rel.platforms.find((p) => p.platform === platform);
        if (!entry || entry.pypi === false) continue;
        const variant = rel.pypi.find((d) => d.platform === platform)?.variant;
        builds.push({ version: patch.version, ...(variant ? { variant } : {}), from: 'PyPI' });
      } else if (r.kind === 'pytorch' || r.kind === 'find-links') {
        if (r.channel !== 'stable') return undefined;
        const variants = rel.variants.filter((v) => v.platforms.includes(platform) && (r.kind === 'find-links' ? !r.variant || r.variant === v.variant : r.variant === v.variant));
        for (const v of variants) {
          builds.push({ version: LOCAL_TAGS.has(os) ? `${patch.version}+${v.variant}` : patch.version, variant: v.variant, from: r.url });
        }
      } else return undefined;
    }
  }
  const ok = builds.filter((b) => satisfies(b.version, spec));
  if (ok.length === 0) return null;
  return ok.sort((a, b) => compareVersions(a.version, b.version)).pop()!;
}

/**
 * pip merges the candidates of the index and every extra index and installs the highest
 * version (PEP 440 order): a `+cpu` build sorts above the same plain version, but a newer
 * plain release on PyPI beats an older `+cu121` one, so the variant depends on what each
 * index happens to have for this Python and platform.
 */
function checkExtraIndex(pin: Pin, env: Environment, catalog: Catalog): Finding[] {
  if (pin.origin !== 'requirements' || !pin.extraIndexUrls?.length || !isTorch(pin.package) || pin.url || pin.wheel) return [];
  const urls = [pin.indexUrl ?? 'pypi', ...pin.extraIndexUrls];
  const refs = urls.map((u) => (u === 'pypi' ? { kind: 'pypi' } : ref(u)));
  if (refs.some((r) => r === undefined)) return [];
  const rs = refs as IndexRef[];
  const nightly = rs.filter((r) => (r.kind === 'pytorch' || r.kind === 'find-links') && r.channel === 'nightly');
  if (nightly.length && nightly.length < rs.length) {
    return [
      {
        id: 'variant-mismatch',
        severity: 'warning',
        message: `${show(pin)} mixes a nightly index with stable ones (${rs.map(describeIndex).join(', ')}). Nightlies are dev releases (X.Y.0.devYYYYMMDD); pip installs the highest version over all indexes, and in PEP 440 a final release beats the dev releases before it, so once X.Y.0 is out on a stable index pip takes that build instead of the nightly (and without --pre it never considers the nightly at all).`,
        hint: 'Install nightlies with --index-url pointing at the nightly index only, plus --pre.',
        source: PIP_FINDING,
        location: pin.location,
      },
    ];
  }
  const platform = platformKey(env.os, env.arch);
  const python = env.python ? `${env.python.major}.${env.python.minor}` : undefined;
  const best = rs.map((r) => bestOn(r, pin, catalog, platform, python));
  if (best.some((b) => b === undefined)) return [];
  const cands = best.filter((b): b is Candidate => b !== null);
  if (cands.length === 0) return [];
  const pytorchVariants = [...new Set(rs.flatMap((r) => (r.kind === 'pytorch' ? [r.variant] : [])))];
  const intended = pin.local ?? (pytorchVariants.length === 1 ? pytorchVariants[0] : undefined);
  if (!intended) return [];
  const winner = cands.reduce((a, b) => (compareVersions(b.version, a.version) > 0 ? b : a));
  if (winner.variant === intended) return [];
  const mine = cands
    .filter((c) => c.variant === intended)
    .sort((a, b) => compareVersions(a.version, b.version))
    .pop();
  const why = mine
    ? `its newest build there is ${mine.version}, and ${winner.version} from ${winner.from} sorts higher`
    : `that index has no build of ${pin.package}${pin.specifier || ''} for ${platformLabel(platform)}${python ? ` and Python ${python}` : ''}`;
  return [
    {
      id: 'variant-mismatch',
      severity: 'warning',
      message: `${show(pin)} is meant to come from the ${intended} index, but pip merges the candidates of every index (${rs.map(describeIndex).join(', ')}) and installs the highest version: ${why}, so pip installs ${winner.version}${winner.variant ? ` (the ${winner.variant} build)` : ''} from ${winner.from} on ${platformLabel(platform)}, without an error.`,
      hint: `Use --index-url ${indexUrlFor(intended)} instead of --extra-index-url, or pin the build (${pin.package}==X.Y.Z+${intended}) so only that index can satisfy it.`,
      source: PIP_FINDING,
      location: pin.location,
    },
  ];
}

/** A direct wheel reference installs only on the Python and platform in its file name. */
function checkWheel(pin: Pin, env: Environment): Finding[] {
  const w = pin.wheel;
  if (!w) return [];
  const out: Finding[] = [];
  const platform = platformKey(env.os, env.arch);
  if (w.platform && w.platform !== platform) {
    out.push({
      id: 'platform-unsupported',
      severity: 'error',
      message: `${pin.package} is pinned to a wheel for ${platformLabel(w.platform as Platform)} (${w.platformTag}); this runner is ${platformLabel(platform)}: pip refuses it ("is not a supported wheel on this platform").`,
      hint: 'Add a marker so this line only applies there, or pin a version instead of a wheel URL.',
      source: 'https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/',
      location: pin.location,
    });
  }
  const py = env.python;
  if (w.python && py && w.python !== `${py.major}.${py.minor}`) {
    out.push({
      id: 'python-unsupported',
      severity: 'error',
      message: `${pin.package} is pinned to a wheel for Python ${w.python} (${w.pythonTag}); this runner has Python ${py.major}.${py.minor}: pip refuses it ("is not a supported wheel on this platform").`,
      hint: `Use the ${w.pythonTag.replace(/\d+$/, `${py.major}${py.minor}`)} wheel, add a python_version marker, or pin a version instead of a wheel URL.`,
      source: 'https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/',
      location: pin.location,
    });
  }
  return out;
}

function sameContext(a: Pin, b: Pin): boolean {
  return (a.origin === 'conda') === (b.origin === 'conda') && (!a.group || !b.group || a.group === b.group);
}

function checkCompanions(pins: Pin[], catalog: Catalog): Finding[] {
  const out: Finding[] = [];
  const torches = pins.filter((p) => isTorch(p.package));
  for (const comp of pins.filter((p) => p.package === 'torchvision' || p.package === 'torchaudio')) {
    const inContext = torches.filter((t) => sameContext(t, comp));
    const sameFile = inContext.filter((t) => t.location.file === comp.location.file);
    for (const torch of sameFile.length ? sameFile : inContext) {
      if (torch.local && comp.local && torch.local !== comp.local) {
        out.push({
          id: 'companion-mismatch',
          severity: 'error',
          message: `${show(comp)} is the ${comp.local} build but ${show(torch)} (${where(torch)}) is the ${torch.local} build: the two cannot load together ("operator torchvision::nms does not exist").`,
          hint: `Pin both to the same variant (+${torch.local}).`,
          source: PEP440_LOCAL,
          location: comp.location,
        });
        continue;
      }
      const admitted = admittedPatches(catalog, torch.specifier.replace(/\+.*$/, ''));
      const key = comp.package === 'torchvision' ? 'torchvision' : 'torchaudio';
      const paired = admitted.filter((a) => a[key] !== undefined);
      if (paired.length === 0) continue;
      const spec = specOf(comp.specifier);
      if (!spec) continue;
      const fits = paired.filter((a) => satisfies(spec.local ? `${a[key]}+${spec.local}` : a[key]!, spec));
      if (fits.length) continue;
      const pairs = paired
        .slice(-4)
        .map((a) => `torch ${a.version} ↔ ${key} ${a[key]}`)
        .join(', ');
      out.push({
        id: 'companion-mismatch',
        severity: 'error',
        message: `${show(comp)} cannot go with ${show(torch)} (${where(torch)}): each torch release is built with one ${key} release (${pairs}), and none of those satisfies ${comp.specifier || 'this pin'}.`,
        hint: `Pin ${key} to the release paired with your torch${paired.length === 1 ? ` (${key}==${paired[0]![key]})` : ''}, or move both together.`,
        source: paired[paired.length - 1]!.release.source,
        location: comp.location,
      });
    }
  }
  return out;
}

function checkRequiresPython(set: PinSet, pins: Pin[], catalog: Catalog): Finding[] {
  const rp = set.requiresPython;
  if (!rp) return [];
  const universe = knownPythons(catalog);
  const out: Finding[] = [];
  for (const pin of pins.filter((p) => isTorch(p.package) && p.origin !== 'conda')) {
    const releases = admittedReleases(catalog, pin.specifier.replace(/\+.*$/, ''));
    if (releases.length === 0) continue;
    const supported = unionPythons(releases);
    const missing = universe.filter((py) => admitsPython(rp.specifier, py) && !supported.includes(py));
    if (missing.length === 0) continue;
    const low = supported[0]!;
    const older = missing.filter((py) => Number(py.split('.')[1]) < Number(low.split('.')[1]));
    out.push({
      id: 'python-unsupported',
      severity: older.length ? 'warning' : 'notice',
      message: `requires-python ${rp.specifier} (${rp.location.file}:${rp.location.line}) admits Python ${missing.join(', ')}, but ${show(pin)} has no wheels for ${missing.length > 1 ? 'them' : 'it'} (it supports ${supported[0]}–${supported[supported.length - 1]}): installing there fails with "No matching distribution found", and uv/Poetry cannot lock for those Pythons.`,
      hint: `Narrow requires-python to ${supported[0]}–${supported[supported.length - 1]}, or widen the torch pin to releases that support ${missing.join(', ')}.`,
      source: releases[releases.length - 1]!.python.source,
      location: pin.location,
    });
  }
  return out;
}

function checkIndexes(set: PinSet): Finding[] {
  const out: Finding[] = [];
  for (const ix of set.indexes) {
    if (ix.url.includes('${')) {
      out.push({
        id: 'index-url-unknown',
        severity: 'notice',
        message: `${ix.url} depends on an environment variable; which variant it serves is only known when the variable is set.`,
        hint: 'Set the variable when running the check (or pass --index-url) so the variant can be checked.',
        source: PIP_FINDING,
        location: ix.location,
      });
      continue;
    }
    let r: IndexRef;
    try {
      r = parseIndexUrl(ix.url);
    } catch {
      continue; // not a URL pip can use either: pip itself reports it
    }
    if (r.kind === 'unknown' && /pytorch|torch/i.test(ix.url)) {
      out.push({
        id: 'index-url-unknown',
        severity: 'notice',
        message: `${ix.url} is not a download.pytorch.org index the catalog knows, so the variants it serves cannot be checked.`,
        hint: 'Use an index such as https://download.pytorch.org/whl/cu128, or a mirror that keeps its /whl/<variant>/ layout.',
        source: PIP_FINDING,
        location: ix.location,
      });
    }
  }
  return out;
}

function checkNotes(pins: Pin[]): Finding[] {
  return pins.flatMap((p) =>
    (p.notes ?? []).map((n): Finding => ({
      id: 'variant-mismatch',
      severity: 'notice',
      message: `${show(p)}: ${n}.`,
      hint: 'Make the pin explicit in the file, or give the value when running the check.',
      source: PIP_FINDING,
      location: p.location,
    })),
  );
}

/** torch from a git checkout, an sdist or a local tree is built, not installed from a wheel (B26). */
function checkSourceBuild(pins: Pin[]): Finding[] {
  return pins
    .filter((p) => isTorch(p.package) && p.url && !p.wheel)
    .map((p) => ({
      id: 'variant-mismatch' as const,
      severity: 'warning' as const,
      message: `${p.package} comes from ${p.url}, a source tree, not a released wheel: pip builds it, which takes hours for torch, and the catalog's facts about released wheels do not apply to it.`,
      hint: 'Pin a released torch (torch==X.Y.Z, with the index of the build you need) unless building from source is the point of this job.',
      source: 'https://pip.pypa.io/en/stable/topics/vcs-support/',
      location: p.location,
    }));
}

/** Two pins of torch in one file that no release satisfies together: pip refuses (B16). */
function checkConflicts(pins: Pin[], catalog: Catalog): Finding[] {
  const byFile = new Map<string, Pin[]>();
  for (const p of pins.filter((x) => x.package === 'torch' && x.specifier && !x.url)) {
    const list = byFile.get(p.location.file) ?? [];
    list.push(p);
    byFile.set(p.location.file, list);
  }
  const out: Finding[] = [];
  const versions = catalog.releases.flatMap((r) => r.patches.map((x) => x.version));
  for (const list of byFile.values()) {
    if (list.length < 2) continue;
    const specs = list.map((p) => ({ p, s: specOf(p.specifier.replace(/\+[A-Za-z0-9.]+/g, '')) }));
    if (specs.some((x) => !x.s)) continue;
    const together = versions.some((v) => specs.every((x) => satisfies(v, x.s!)));
    if (together) continue;
    const [first, second] = [list[0]!, list[1]!];
    out.push({
      id: 'no-release',
      severity: 'error',
      message: `${show(first)} (${where(first)}) and ${show(second)} (${where(second)}) cannot both hold: pip stops with "Cannot install ${first.package}${first.specifier} and ${second.package}${second.specifier}".`,
      hint: 'Keep one torch pin per file, or give them markers that select one per runner.',
      source: 'https://pip.pypa.io/en/stable/topics/dependency-resolution/',
      location: second.location,
    });
  }
  return out;
}

/**
 * `evaluated` is the torch pin the engine checks as the request: its build and index are the
 * engine's to judge, so the local-build check here would say the same thing twice.
 */
export function checkPins(set: PinSet, env: Environment, catalog: Catalog, evaluated?: Pin): Finding[] {
  const { pins } = applicablePins(set, env);
  return [
    ...checkConflicts(pins, catalog),
    ...checkSourceBuild(pins),
    ...pins.flatMap((p) => (p === evaluated ? [] : checkLocal(p, catalog))),
    ...pins.flatMap((p) => checkWheel(p, env)),
    ...pins.flatMap((p) => checkExtraIndex(p, env, catalog)),
    ...checkCompanions(pins, catalog),
    ...checkRequiresPython(set, pins, catalog),
    ...checkIndexes(set),
    ...checkNotes(pins),
  ];
}
