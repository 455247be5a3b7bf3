/**
 * PR upgrade notes: what changes for this repository when its torch pin moves. The note on the
 * changed line names only what the repository uses and the new release drops (Pythons, runners,
 * index variants, each where it is used); the before → after table and the release notes of
 * every release crossed are for the summary.
 */
import type { Catalog, Release } from '../catalog/schema.js';
import { finding, type Finding } from '../core/finding.js';
import { platformKey, platformLabel, type Platform } from '../platform/platform.js';
import { compareVersions, withoutLocal } from '../packaging/pep440.js';
import {
  admitsPython,
  admittedPatches,
  admittedReleases,
  unionPlatforms,
  unionPythons,
  unionVariants,
} from '../catalog/admitted.js';
import { isTorch } from '../packaging/names.js';
import {
  admittedReleases as boundReleasesAdmitted,
  boundPackage,
  concernsTorch,
  releaseGoingWith,
  requirementOf,
  torchesAllowed,
} from '../catalog/bound.js';
import { specOf } from '../catalog/admitted.js';
import { installOf, type OtherPin, type Pin, type PinSet } from './types.js';

export interface UpgradeRow {
  aspect: string;
  before: string;
  after: string;
}

const range = (xs: string[]) => (xs.length === 0 ? '—' : xs.length === 1 ? xs[0]! : `${xs[0]}–${xs[xs.length - 1]}`);
const list = (xs: string[]) => (xs.length ? xs.join(', ') : '—');
const newest = (rs: Release[]) => rs[rs.length - 1];

/** The rows of the before → after table for two torch specifiers. */
export function upgradeTable(before: string, after: string, catalog: Catalog): UpgradeRow[] {
  const b = admittedReleases(catalog, withoutLocal(before));
  const a = admittedReleases(catalog, withoutLocal(after));
  const pair = (spec: string, key: 'torchvision' | 'torchaudio') =>
    admittedPatches(catalog, withoutLocal(spec))
      .filter((p) => p[key])
      .pop()?.[key] ?? '—';
  const pypi = (r: Release | undefined) => r?.pypi.find((d) => d.platform === 'linux-x64')?.variant ?? '—';
  return [
    { aspect: 'torch', before: before || 'any', after: after || 'any' },
    { aspect: 'Releases', before: range(b.map((r) => r.torch)), after: range(a.map((r) => r.torch)) },
    { aspect: 'Python', before: range(unionPythons(b)), after: range(unionPythons(a)) },
    {
      aspect: 'Platforms',
      before: list(unionPlatforms(b).map(platformLabel)),
      after: list(unionPlatforms(a).map(platformLabel)),
    },
    { aspect: 'Index variants', before: list(unionVariants(b)), after: list(unionVariants(a)) },
    { aspect: 'PyPI build (Linux x86_64)', before: pypi(newest(b)), after: pypi(newest(a)) },
    { aspect: 'torchvision', before: pair(before, 'torchvision'), after: pair(after, 'torchvision') },
    { aspect: 'torchaudio', before: pair(before, 'torchaudio'), after: pair(after, 'torchaudio') },
  ];
}

/** A torch-family pin (or locked entry) whose version the pull request changes. */
export interface TorchChange {
  package: string;
  before: string;
  after: string;
  file: string;
  line: number;
}

/** Something this repository uses, where it says so: a Python, a runner label, an index variant. */
export interface Use {
  value: string;
  file: string;
  line: number;
  /** The workflow job it belongs to. */
  job?: string;
}

/** What the repository's workflows, pins and locks use; what an upgrade can take away. */
export interface RepoUse {
  pythons: Use[];
  runners: Use[];
  variants: Use[];
}

export const NO_USE: RepoUse = { pythons: [], runners: [], variants: [] };

/** A release note of a release the upgrade crosses, for the summary. */
export interface CrossedNote {
  release: string;
  kind: string;
  text: string;
  source: string;
  /** The pin moves down past this release: its change is undone. */
  undone?: true;
}

/** A pin of a package bound to torch that the new torch leaves without a release, and the release that fixes it. */
export interface Stranded {
  /** `torchtext==0.16.0`. */
  pin: string;
  file: string;
  line: number;
  /** What its releases require of torch. */
  requires: string;
  /** `torchtext has no release for torch 2.6.0`, `xformers==0.0.29.post3 goes with torch 2.6.0`. */
  fix: string;
}

export interface UpgradeNotes {
  findings: Finding[];
  table: UpgradeRow[];
  changes: TorchChange[];
  notes: CrossedNote[];
  /** The things used here that the new release drops, each with where it is used. */
  breaks: { what: string; use: Use }[];
  /** Pins of packages bound to torch that the new torch strands. */
  stranded?: Stranded[];
  /** Pins of packages that require torch but that the catalog cannot judge: the note names them. */
  unjudged?: string[];
}

/** What tells two pins of one package in one file apart: their markers and the uv source they take. */
const branchOf = (p: Pin) =>
  `${p.marker ?? ''}\u0001${p.sourceMarker ?? ''}\u0001${p.sourceElse?.join('\u0001') ?? ''}`;

/** The base pin a head pin replaced: same file, package, line and markers if possible. */
function counterpart(head: Pin, base: Pin[]): Pin | undefined {
  const same = base.filter((b) => b.package === head.package);
  const inFile = (b: Pin) => b.location.file === head.location.file;
  return (
    same.find((b) => inFile(b) && b.location.line === head.location.line && branchOf(b) === branchOf(head)) ??
    same.find((b) => inFile(b) && branchOf(b) === branchOf(head)) ??
    same.find(inFile) ??
    (same.length === 1 ? same[0] : undefined)
  );
}

/** The torch-family pins whose version differs between base and head (build tags aside). */
export function torchChanges(base: PinSet, head: PinSet): { pin: Pin; old: Pin }[] {
  const out: { pin: Pin; old: Pin }[] = [];
  for (const pin of head.pins.filter((p) => isTorch(p.package))) {
    const old = counterpart(pin, base.pins);
    if (old && withoutLocal(old.specifier) !== withoutLocal(pin.specifier)) out.push({ pin, old });
  }
  return out;
}

const where = (u: Use) => `${u.job ? `job ${u.job}, ` : ''}${u.file}:${u.line}`;

/** `3.9 (job test, ci.yml:12)`; more uses of the same value are counted, not listed. */
function usedAt(value: string, uses: Use[]): string {
  const at = uses.filter((u) => u.value === value);
  return `${value} (${where(at[0]!)}${at.length > 1 ? `, +${at.length - 1} more` : ''})`;
}

const platformOfRunner = (label: string, catalog: Catalog): Platform | undefined => {
  const r = catalog.runners.find((x) => x.label.toLowerCase() === label.toLowerCase());
  return r ? platformKey(r.os, r.arch) : undefined;
};

/**
 * The pin-line note: what the upgrade drops that this repository uses, in one sentence (the
 * caller may add the runner's GPU and the scan's count). Release notes go to the summary only.
 */
export function upgradeNotes(base: PinSet, head: PinSet, catalog: Catalog, use: RepoUse = NO_USE): UpgradeNotes {
  const findings: Finding[] = [];
  let table: UpgradeRow[] = [];
  const changes: TorchChange[] = [];
  const notes: CrossedNote[] = [];
  const breaks: UpgradeNotes['breaks'] = [];
  const stranded: Stranded[] = [];
  const unjudgedPins: string[] = [];
  for (const { pin, old } of torchChanges(base, head)) {
    const before = admittedReleases(catalog, withoutLocal(old.specifier));
    const after = admittedReleases(catalog, withoutLocal(pin.specifier));
    if (before.length === 0 && after.length === 0) continue;
    changes.push({
      package: pin.package,
      before: old.specifier || 'any',
      after: pin.specifier || 'any',
      file: pin.location.file,
      line: pin.location.line,
    });
    // torchvision/torchaudio follow torch: their change is the same upgrade, said once on torch's line.
    if (!(pin.package === 'torch' || pin.package === 'pytorch')) continue;
    const pyA = unionPythons(after);
    const droppedPy = unionPythons(before).filter((p) => !pyA.includes(p));
    const plA = unionPlatforms(after);
    const droppedPl = unionPlatforms(before).filter((p) => !plA.includes(p));
    const varA = unionVariants(after);
    const droppedVar = unionVariants(before).filter((v) => !varA.includes(v));
    const oldTop = newest(before)?.torch;
    const newTop = newest(after)?.torch;
    const up = oldTop && newTop ? compareVersions(newTop, oldTop) >= 0 : true;
    const [lo, hi] = up ? [oldTop, newTop] : [newTop, oldTop];
    const crossed = catalog.releases
      .filter((r) => (!lo || compareVersions(r.torch, lo) > 0) && (!hi || compareVersions(r.torch, hi) <= 0))
      .sort((x, y) => compareVersions(x.torch, y.torch));
    if (notes.length === 0)
      notes.push(
        ...crossed.flatMap((r) =>
          (r.notes ?? []).map((n) => ({
            release: r.torch,
            kind: n.kind,
            text: n.text,
            source: n.source,
            ...(up ? {} : { undone: true as const }),
          })),
        ),
      );

    // Only what this repository uses: its workflows' Pythons and runners, its pins' index variants.
    const rp = head.requiresPython ?? base.requiresPython;
    const pyHere = droppedPy.filter((p) => use.pythons.some((u) => u.value === p));
    const pyAdmitted = droppedPy.filter((p) => !pyHere.includes(p) && rp && admitsPython(rp.specifier, p));
    const runnersHere = use.runners.filter((u) => {
      const pl = platformOfRunner(u.value, catalog);
      return pl !== undefined && droppedPl.includes(pl);
    });
    const varHere = droppedVar.filter((v) => use.variants.some((u) => u.value === v));
    const lost: string[] = [];
    if (pyHere.length) lost.push(`Python ${pyHere.map((p) => usedAt(p, use.pythons)).join(', ')}`);
    if (pyAdmitted.length)
      lost.push(
        `Python ${pyAdmitted.join(', ')} (still admitted by requires-python ${rp!.specifier}, ${rp!.location.file}:${rp!.location.line})`,
      );
    const labels = [...new Set(runnersHere.map((u) => u.value))];
    if (labels.length) lost.push(`runner ${labels.map((l) => usedAt(l, runnersHere)).join(', ')}`);
    if (varHere.length) lost.push(`index variant ${varHere.map((v) => usedAt(v, use.variants)).join(', ')}`);
    for (const p of pyHere) breaks.push({ what: `Python ${p}`, use: use.pythons.find((u) => u.value === p)! });
    for (const l of labels) breaks.push({ what: `runner ${l}`, use: runnersHere.find((u) => u.value === l)! });
    for (const v of varHere) breaks.push({ what: `index variant ${v}`, use: use.variants.find((u) => u.value === v)! });
    if (pyAdmitted.length && rp)
      breaks.push({
        what: `Python ${pyAdmitted.join(', ')} (requires-python ${rp.specifier})`,
        use: { value: rp.specifier, file: rp.location.file, line: rp.location.line },
      });

    const move = `torch ${old.specifier || 'any'} → ${pin.specifier || 'any'}${oldTop && newTop && oldTop !== newTop ? ` (${oldTop} → ${newTop})` : ''}`;
    const bound = boundAfter(head, pin, catalog);
    stranded.push(...bound.stranded);
    unjudgedPins.push(...bound.unjudged);
    const strands = bound.stranded.length
      ? `strands ${bound.stranded.map((b) => `${b.pin} (${b.file}:${b.line}, requires ${b.requires}: ${b.fix})`).join(' and ')}`
      : '';
    // "Breaks nothing" is said only of what was checked; what could not be is named.
    const checked = bound.judged.length
      ? `, and ${bound.judged.join(', ')} ${bound.judged.length > 1 ? 'have releases' : 'has a release'} for it`
      : '';
    const notJudged = bound.unjudged.length
      ? ` Not judged: ${bound.unjudged.join(', ')} (they require torch; the catalog does not describe those releases).`
      : '';
    const message = lost.length
      ? `${move} drops ${lost.join('; ')}${strands ? `; it ${strands}` : ''}.${notJudged}`
      : strands
        ? `${move} ${strands}.${notJudged}`
        : `${move} drops no Python, runner or index variant this repository uses${checked}.${notJudged}`;
    findings.push(
      finding({
        id: 'upgrade-note',
        severity: lost.length || bound.stranded.length ? 'warning' : 'notice',
        message,
        hint: bound.stranded.length
          ? `Move ${bound.stranded.map((b) => b.pin.split(/[=<>~!]/)[0]).join(' and ')} with torch (the releases named), or keep the old torch.`
          : pyHere.length || pyAdmitted.length
            ? 'Drop those Pythons from the CI matrix (and raise requires-python), or keep the old torch for them with a marker.'
            : labels.length
              ? 'Drop those runners from the CI matrix, or keep the old torch there with a marker.'
              : varHere.length
                ? 'Move to an index variant the new release has.'
                : 'The release notes of the releases crossed are in the job summary.',
        source: newest(after)?.source ?? newest(before)?.source ?? 'rules/releases',
        location: pin.location,
      }),
    );
    if (table.length === 0) table = upgradeTable(old.specifier, pin.specifier, catalog);
  }
  return {
    findings,
    table,
    changes,
    notes,
    breaks,
    ...(stranded.length ? { stranded } : {}),
    ...(unjudgedPins.length ? { unjudged: [...new Set(unjudgedPins)] } : {}),
  };
}

/**
 * The pins of packages bound to torch installed with a torch pin (same install, same extra or
 * group), against the torch it now admits: stranded (no release they admit requires any of it),
 * going with it, or not judged.
 */
function boundAfter(
  head: PinSet,
  torchPin: Pin,
  catalog: Catalog,
): { stranded: Stranded[]; judged: string[]; unjudged: string[] } {
  const out = { stranded: [] as Stranded[], judged: [] as string[], unjudged: [] as string[] };
  const torches = admittedPatches(catalog, withoutLocal(torchPin.specifier));
  if (!torches.length) return out;
  const newest = torches[torches.length - 1]!.version;
  const together = (p: OtherPin) =>
    installOf(p) === installOf(torchPin) &&
    (!p.alternative || (p.alternative === torchPin.alternative && p.group === torchPin.group));
  for (const p of (head.others ?? []).filter(together)) {
    if (!concernsTorch(catalog, p.package)) continue;
    const shown = `${p.package}${p.specifier}`;
    const pkg = boundPackage(catalog, p.package);
    const spec = p.unreadable || p.url ? undefined : specOf(p.specifier);
    const rels = pkg && spec ? boundReleasesAdmitted(catalog, pkg, spec) : [];
    if (!pkg || !rels.length) {
      out.unjudged.push(shown);
      continue;
    }
    const allowed = torchesAllowed(catalog, pkg, spec!);
    if (torches.some((t) => [...allowed].some((c) => c.patch === t.patch))) {
      out.judged.push(shown);
      continue;
    }
    const fix = releaseGoingWith(pkg, newest);
    out.stranded.push({
      pin: shown,
      file: p.location.file,
      line: p.location.line,
      requires: requirementOf(catalog, pkg, spec!),
      fix: fix
        ? `${pkg.package}==${fix.version} goes with torch ${newest}`
        : `no ${pkg.package} release goes with torch ${newest}`,
    });
  }
  return out;
}
