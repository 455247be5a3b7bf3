/**
 * The upgrade story of a pull request that moves torch: the pin-line note finished with what
 * the scan and the runner found, and the summary's first section (before → after, what breaks
 * here with links to the lines, the release notes of the releases crossed, collapsed).
 */
import { severityRank, type Finding, type Severity } from '../core/finding.js';
import type { CrossedNote, Stranded, TorchChange, Use, UpgradeRow } from '../pins/index.js';
import { cell } from './escape.js';
import { sourceLinks, where, type BlobUrl } from './markdown.js';

export interface UpgradeFacts {
  table: UpgradeRow[];
  changes?: TorchChange[];
  notes?: CrossedNote[];
  breaks?: { what: string; use: Use }[];
  stranded?: Stranded[];
  unjudged?: string[];
}

/** Findings about this runner's GPU or driver: the new build may not serve them. */
const RUNNER_IDS: ReadonlySet<string> = new Set(['driver-too-old', 'gpu-unsupported']);
const SEVERITIES: Severity[] = ['error', 'warning', 'notice'];

const firstSentence = (s: string) => (/^(.*?[.!?])(\s|$)/.exec(s)?.[1] ?? s).replace(/\s+/g, ' ');

/** `3 code lines (1 error, 2 warnings)`. */
export function countBySeverity(findings: readonly Finding[]): string {
  const lines = new Set(findings.map((f) => (f.location ? `${f.location.file}:${f.location.line}` : f.message))).size;
  const parts = SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}${n === 1 ? '' : 's'}`);
  return `${lines} code line${lines === 1 ? '' : 's'} (${parts.join(', ')})`;
}

/** The note's second sentence: the runner's GPU or driver that the new build no longer serves. */
export function noteRunner(findings: Finding[]): Finding[] {
  // The most severe, the first among equals: the one listed first once the findings are settled.
  const runner = findings.reduce<Finding | undefined>(
    (a, f) => (RUNNER_IDS.has(f.id) && (!a || severityRank(f.severity) < severityRank(a.severity)) ? f : a),
    undefined,
  );
  if (!runner) return findings;
  return findings.map((f) =>
    f.id === 'upgrade-note' && f.location
      ? { ...f, message: `${f.message} On this runner: ${firstSentence(runner.message)}` }
      : f,
  );
}

/** The note's last sentence: how many code lines the scan found, by severity; code that breaks makes it a warning. */
export function noteScan(findings: Finding[], scan: readonly Finding[]): Finding[] {
  const said = scan.length
    ? `The scan found ${countBySeverity(scan)} that the new torch breaks or warns about.`
    : 'The scan found no code line the new torch breaks.';
  const breaks = scan.some((s) => s.severity !== 'notice');
  return findings.map((f) =>
    f.id === 'upgrade-note' && f.location
      ? { ...f, severity: breaks && f.severity === 'notice' ? 'warning' : f.severity, message: `${f.message} ${said}` }
      : f,
  );
}

const GROUPS: { title: string; kinds: string[] }[] = [
  { title: 'Install', kinds: ['platform', 'python'] },
  { title: 'Runtime', kinds: ['backend', 'info'] },
  { title: 'Behaviour', kinds: ['breaking', 'deprecation', 'behavior'] },
];

/** The summary's first section. `scan` is the scan's findings (undefined: no scan ran). */
export function upgradeStory(
  u: UpgradeFacts,
  findings: readonly Finding[],
  scan: readonly Finding[] | undefined,
  blob?: BlobUrl,
): string {
  const torch = u.table.find((r) => r.aspect === 'torch');
  const out = [`## torch upgrade: ${cell(torch?.before ?? '?')} → ${cell(torch?.after ?? '?')}`, ''];
  out.push(
    '| | before | after |',
    '|---|---|---|',
    ...u.table.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`),
    '',
  );
  out.push('### What breaks here', '');
  const items: string[] = [];
  for (const n of findings.filter((f) => f.id === 'upgrade-note' && f.location))
    items.push(`- ${where(n.location!, blob)}: ${cell(n.message)}`);
  for (const b of u.breaks ?? [])
    items.push(
      `- ${cell(b.what)}: used ${b.use.job ? `by job <code>${cell(b.use.job)}</code> ` : ''}at ${where({ file: b.use.file, line: b.use.line }, blob)}`,
    );
  for (const b of u.stranded ?? [])
    items.push(
      `- ${cell(b.pin)} at ${where({ file: b.file, line: b.line }, blob)} requires ${cell(b.requires)}: ${cell(b.fix)}`,
    );
  for (const f of findings.filter((x) => RUNNER_IDS.has(x.id))) items.push(`- This runner: ${cell(f.message)}`);
  if (scan?.length) {
    const shown = scan.filter((f) => f.location).slice(0, 30);
    items.push(
      `- Code: ${countBySeverity(scan)}: ${shown.map((f) => where(f.location!, blob)).join(', ')}${scan.length > shown.length ? `, and ${scan.length - shown.length} more in the scan below` : ''}.`,
    );
  }
  out.push(...(items.length ? items : ['Nothing this repository uses is dropped.']), '');
  if (u.unjudged?.length)
    out.push(
      `Not judged: ${u.unjudged.map((n) => `<code>${cell(n)}</code>`).join(', ')} (they require torch; the catalog does not describe those releases).`,
      '',
    );
  const notes = u.notes ?? [];
  if (notes.length) {
    const what = notes[0]!.undone ? 'undone by moving down past their releases' : 'of the releases crossed';
    out.push(
      `<details><summary>Release notes ${what} (${notes.length}): none of these is tied to a file here</summary>`,
      '',
    );
    for (const g of GROUPS) {
      const mine = notes.filter((n) => g.kinds.includes(n.kind));
      if (!mine.length) continue;
      out.push(
        `**${g.title}**`,
        '',
        ...mine.map((n) => `- ${cell(n.release)}: ${cell(n.text)} (${sourceLinks(n.source)})`),
        '',
      );
    }
    out.push('</details>', '');
  }
  return out.join('\n');
}
