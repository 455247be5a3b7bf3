/**
 * PR upgrade notes: what changes for the project when its torch pin moves — Pythons and
 * platforms gained or lost, index variants dropped, and the release notes of every release
 * crossed — as one finding on the changed line plus a before → after table.
 */
import type { Catalog, Release } from '../catalog/schema.js';
import type { Finding } from '../core/finding.js';
import { platformLabel } from '../platform/platform.js';
import { compareVersions } from '../versions/pep440.js';
import { admitsPython, admittedPatches, admittedReleases, unionPlatforms, unionPythons, unionVariants } from '../catalog/admitted.js';
import { isTorch } from './names.js';
import type { Pin, PinSet } from './types.js';

export interface UpgradeRow {
  aspect: string;
  before: string;
  after: string;
}

const range = (xs: string[]) => (xs.length === 0 ? '—' : xs.length === 1 ? xs[0]! : `${xs[0]}–${xs[xs.length - 1]}`);
const list = (xs: string[]) => (xs.length ? xs.join(', ') : '—');
const newest = (rs: Release[]) => rs[rs.length - 1];
const strip = (spec: string) => spec.replace(/\+[^,]*/, '');

/** The rows of the before → after table for two torch specifiers. */
export function upgradeTable(before: string, after: string, catalog: Catalog): UpgradeRow[] {
  const b = admittedReleases(catalog, strip(before));
  const a = admittedReleases(catalog, strip(after));
  const pair = (spec: string, key: 'torchvision' | 'torchaudio') =>
    admittedPatches(catalog, strip(spec))
      .filter((p) => p[key])
      .pop()?.[key] ?? '—';
  const pypi = (r: Release | undefined) => r?.pypi.find((d) => d.platform === 'linux-x64')?.variant ?? '—';
  return [
    { aspect: 'torch', before: before || 'any', after: after || 'any' },
    { aspect: 'Releases', before: range(b.map((r) => r.torch)), after: range(a.map((r) => r.torch)) },
    { aspect: 'Python', before: range(unionPythons(b)), after: range(unionPythons(a)) },
    { aspect: 'Platforms', before: list(unionPlatforms(b).map(platformLabel)), after: list(unionPlatforms(a).map(platformLabel)) },
    { aspect: 'Index variants', before: list(unionVariants(b)), after: list(unionVariants(a)) },
    { aspect: 'PyPI build (Linux x86_64)', before: pypi(newest(b)), after: pypi(newest(a)) },
    { aspect: 'torchvision', before: pair(before, 'torchvision'), after: pair(after, 'torchvision') },
    { aspect: 'torchaudio', before: pair(before, 'torchaudio'), after: pair(after, 'torchaudio') },
  ];
}

/** The base pin a head pin replaced: same file, package and marker if possible. */
function counterpart(head: Pin, base: Pin[]): Pin | undefined {
  const same = base.filter((b) => b.package === head.package);
  return (
    same.find((b) => b.location.file === head.location.file && (b.marker ?? '') === (head.marker ?? '')) ??
    same.find((b) => b.location.file === head.location.file) ??
    (same.length === 1 ? same[0] : undefined)
  );
}

export function upgradeNotes(base: PinSet, head: PinSet, catalog: Catalog): { findings: Finding[]; table: UpgradeRow[] } {
  const findings: Finding[] = [];
  let table: UpgradeRow[] = [];
  for (const pin of head.pins.filter((p) => isTorch(p.package))) {
    const old = counterpart(pin, base.pins);
    if (!old || strip(old.specifier) === strip(pin.specifier)) continue;
    const before = admittedReleases(catalog, strip(old.specifier));
    const after = admittedReleases(catalog, strip(pin.specifier));
    if (before.length === 0 && after.length === 0) continue;
    const pyB = unionPythons(before);
    const pyA = unionPythons(after);
    const droppedPy = pyB.filter((p) => !pyA.includes(p));
    const addedPy = pyA.filter((p) => !pyB.includes(p));
    const plB = unionPlatforms(before);
    const plA = unionPlatforms(after);
    const droppedPl = plB.filter((p) => !plA.includes(p));
    const droppedVar = unionVariants(before).filter((v) => !unionVariants(after).includes(v));
    const addedVar = unionVariants(after).filter((v) => !unionVariants(before).includes(v));
    const oldTop = newest(before)?.torch;
    const newTop = newest(after)?.torch;
    const up = oldTop && newTop ? compareVersions(newTop, oldTop) >= 0 : true;
    const [lo, hi] = up ? [oldTop, newTop] : [newTop, oldTop];
    const crossed = catalog.releases.filter((r) => (!lo || compareVersions(r.torch, lo) > 0) && (!hi || compareVersions(r.torch, hi) <= 0)).sort((x, y) => compareVersions(x.torch, y.torch));
    const rp = head.requiresPython ?? base.requiresPython;
    const stillAdmitted = droppedPy.filter((p) => !rp || admitsPython(rp.specifier, p));
    const parts = [`torch pin changes from ${old.specifier || 'any'} to ${pin.specifier || 'any'}${oldTop && newTop ? ` (${oldTop} → ${newTop})` : ''}.`];
    if (droppedPy.length) parts.push(`Pythons dropped: ${droppedPy.join(', ')}${stillAdmitted.length && rp ? ` (requires-python ${rp.specifier} still admits ${stillAdmitted.join(', ')})` : ''}.`);
    if (addedPy.length) parts.push(`Pythons added: ${addedPy.join(', ')}.`);
    if (droppedPl.length) parts.push(`Platforms dropped: ${droppedPl.map(platformLabel).join(', ')}.`);
    if (droppedVar.length) parts.push(`Index variants dropped: ${droppedVar.join(', ')}.`);
    if (addedVar.length) parts.push(`Index variants added: ${addedVar.join(', ')}.`);
    const notes = crossed.flatMap((r) => (r.notes ?? []).map((n) => `${r.torch}: ${n.text} (${n.source})`));
    if (notes.length) parts.push(`${up ? 'Release notes' : 'Downgrade: these changes are undone'}: ${notes.join(' · ')}`);
    findings.push({
      id: 'upgrade-note',
      severity: stillAdmitted.length || droppedPl.length ? 'warning' : 'notice',
      message: parts.join(' '),
      hint: stillAdmitted.length
        ? `Raise requires-python past ${stillAdmitted[stillAdmitted.length - 1]} or drop those Pythons from the CI matrix.`
        : droppedPl.length
          ? 'Drop the removed platforms from the CI matrix, or keep the old torch there with a marker.'
          : 'Review the release notes for behaviour changes.',
      source: newest(after)?.source ?? newest(before)?.source ?? 'rules/releases',
      location: pin.location,
    });
    if (table.length === 0) table = upgradeTable(old.specifier, pin.specifier, catalog);
  }
  return { findings, table };
}
