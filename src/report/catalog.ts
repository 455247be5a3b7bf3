/** The `catalog` command's text: the releases as a table, or one release with the source of every fact. */
import { companionsOf, declaresTorch } from '../catalog/query.js';
import type { Catalog, Release } from '../catalog/schema.js';
import { parseSpecifier, satisfies } from '../packaging/pep440.js';

const mark = (c?: string) => (c === 'uncertain' ? ' (uncertain)' : '');

/** One name per build: a build listed for several platforms or patches is one column entry. */
function builds(r: Release): string {
  const seen = new Map<string, { status: string; partial: boolean }>();
  for (const v of r.variants.filter((x) => x.variant !== 'cpu')) {
    const had = seen.get(v.variant);
    // `*`: only some patches of the release have it (the per-release detail says which).
    seen.set(v.variant, {
      status: had?.status ?? v.status,
      partial: (had?.partial ?? false) || v.patches !== undefined,
    });
  }
  return [...seen]
    .map(([name, x]) => `${name}${x.status === 'stable' ? '' : `(${x.status[0]})`}${x.partial ? '*' : ''}`)
    .join(' ');
}

/** The list of releases: one line each, columns aligned. */
export function releaseLines(releases: Release[]): string[] {
  const left = releases.map((r) => {
    const extras = (r.python.extra ?? []).map((e) => e.version).join(' ');
    return `${r.torch.padEnd(5)} ${r.patches
      .map((p) => p.version.split('.')[2])
      .join(',')
      .padEnd(6)} py ${r.python.min}-${r.python.max}${extras ? ` +${extras}` : ''}`;
  });
  // Columns line up however long the Python column gets.
  const width = Math.max(40, ...left.map((l) => l.length + 1));
  const header = `${'torch patches Python'.padEnd(width)} PyPI default       builds ((e)xperimental, (l)egacy, *some patches only)`;
  return [
    header,
    ...releases.map(
      (r, i) =>
        `${left[i]!.padEnd(width)} pypi/linux-x64 ${(r.pypi.find((p) => p.platform === 'linux-x64')?.variant ?? '-').padEnd(6)} ${builds(r)}`,
    ),
  ];
}

/** One release in full, each fact with its source. */
export function releaseDetail(r: Release, catalog: Catalog): string {
  const L: string[] = [`torch ${r.torch}${r.released ? ` (released ${r.released})` : ''}  — ${r.source}`, ''];
  L.push('Patches:');
  for (const p of r.patches)
    L.push(
      `  ${p.version}${p.released ? ` ${p.released}` : ''}${p.torchvision ? ` torchvision ${p.torchvision}` : ''}${p.torchaudio ? ` torchaudio ${p.torchaudio}` : ''}${mark(p.confidence)}  — ${p.source}`,
    );
  // Releases of torchvision/torchaudio that declare a range of torch, beyond the ones built with each patch.
  const ranged = catalog.companions.filter((c) => r.patches.some((p) => declaresTorch(c, p.version)));
  for (const c of ranged)
    L.push(`  also ${c.package} ${c.version} (torch${c.torch})${mark(c.confidence)}  — ${c.source}`);
  // Wheels those companions lack where this torch has them.
  for (const g of catalog.companionGaps) {
    const spec = parseSpecifier(g.versions, 'companionGaps versions');
    if (!r.patches.some((p) => companionsOf(catalog, p, g.package).some((c) => satisfies(c.version, spec)))) continue;
    const what = [g.python?.map((t) => `Python ${t}`).join(', '), g.platforms?.join(', '), g.variants?.join(', ')]
      .filter(Boolean)
      .join('; ');
    L.push(`  no ${g.package}${g.versions} wheel for ${what}${mark(g.confidence)}  — ${g.source}`);
  }
  L.push('', `Python: ${r.python.min} to ${r.python.max}${mark(r.python.confidence)}  — ${r.python.source}`);
  for (const e of r.python.extra ?? [])
    L.push(
      `  ${e.version} ${e.status}${e.platforms ? ` on ${e.platforms.join(', ')}` : ''}${e.pypi === false ? ', not on PyPI' : ''}${mark(e.confidence)}  — ${e.source}`,
    );
  L.push('', 'Platforms:');
  for (const p of r.platforms)
    L.push(
      `  ${p.platform.padEnd(14)} ${p.wheelTag}${p.glibc ? ` glibc>=${p.glibc}` : ''}${p.macos ? ` macOS>=${p.macos}` : ''}${p.python ? ` Python ${p.python.min}-${p.python.max}` : ''}${p.pypi === false ? ' (not on PyPI)' : ''}${mark(p.confidence)}  — ${p.source}`,
    );
  L.push('', 'Builds (index https://download.pytorch.org/whl/<variant>):');
  for (const v of r.variants)
    L.push(
      `  ${v.variant.padEnd(10)} ${v.status.padEnd(12)} ${v.platforms.join(', ')}${v.patches ? ` (only ${v.patches.join(', ')})` : ''}${v.glibc ? ` glibc>=${v.glibc}` : ''}${mark(v.confidence)}  — ${v.source}`,
    );
  L.push('', 'PyPI default build:');
  for (const p of r.pypi) L.push(`  ${p.platform.padEnd(14)} ${p.variant}${mark(p.confidence)}  — ${p.source}`);
  if (r.mps) L.push('', `MPS: macOS ${r.mps.macos}+${mark(r.mps.confidence)}  — ${r.mps.source}`);
  if (r.notes?.length) {
    L.push('', 'Notes:');
    for (const n of r.notes) L.push(`  [${n.kind}] ${n.text}${mark(n.confidence)}  — ${n.source}`);
  }
  return L.join('\n') + '\n';
}
