/** The terminal format: what a person reads first, fixes included. */
import type { Finding } from '../core/finding.js';
import type { MatrixPlan } from '../matrix/plan/types.js';
import { groupFindings } from '../scan/summary.js';
import { shortMarker } from '../packaging/marker.js';
import type { CommandOutput, PinsOutput, ScanOutput } from './command-output.js';
import { describeBestIndex, describeRequest, describeResolution, describeRunner, installerOf } from './describe.js';
import { plain } from './escape.js';
import type { Report } from './report.js';

const MARK = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;

/** `pip would `, `pixi would`: the header's label for who installs, padded to the others' width. */
const wouldLabel = (report: Report): string => `${installerOf(report)} would`.padEnd(10);

export function findingText(f: Finding): string {
  const where = f.location
    ? `${plain(f.location.file)}:${f.location.line}${f.location.column ? `:${f.location.column}` : ''}: `
    : '';
  const also = f.related?.length
    ? [
        `        also: ${f.related.map((r) => `${plain(r.file)}:${r.line}${r.column ? `:${r.column}` : ''}`).join(', ')}`,
      ]
    : [];
  return [
    `${f.severity.padEnd(7)} ${f.id}  ${where}${plain(f.message)}`,
    ...also,
    `        fix: ${plain(f.hint)}`,
    `        source: ${plain(f.source)}`,
  ].join('\n');
}

export function toText(out: CommandOutput): string {
  switch (out.kind) {
    case 'check':
      return formatText(out.report);
    case 'scan':
      return scanText(out);
    case 'matrix':
      return matrixText(out.plan, out.report.findings);
  }
}

export function formatText(report: Report): string {
  if (report.targets?.length) return formatTargets(report, report.targets);
  const res = report.resolution;
  const lines = [
    `torch-preflight: ${MARK[report.verdict]}`,
    `  runner     ${plain(describeRunner(report))}`,
    ...(report.route ? [`  route      ${plain(String(report.route))}`] : []),
    `  request    ${plain(describeRequest(report))}`,
    `  ${wouldLabel(report)} install ${plain(describeResolution(report))}`,
  ];
  const best = describeBestIndex(res);
  if (best) lines.push(`  best index ${plain(best)}`);
  lines.push('');
  if (report.findings.length === 0) lines.push('No problems found.');
  for (const f of report.findings) lines.push(findingText(f), '');
  return lines.join('\n').trimEnd() + '\n';
}

/** Several install targets: the overall verdict, then one block per target, then what all share. */
function formatTargets(report: Report, targets: NonNullable<Report['targets']>): string {
  const lines = [
    `torch-preflight: ${MARK[report.verdict]}${targets.length > 1 ? ` (${targets.length} install targets: ${targets.map((t) => `${plain(t.name)} ${MARK[t.verdict]}`).join(', ')})` : ''}`,
    `  runner     ${plain(describeRunner(report))}`,
    '',
  ];
  const own = new Set<string>();
  for (const t of targets) {
    const view = { ...report, request: t.request, resolution: t.resolution, verdict: t.verdict, findings: t.findings };
    lines.push(`== ${plain(t.name)}: ${MARK[t.verdict]}`);
    if (t.noTorch)
      lines.push(
        '  installs   no torch: the project pins torch only in extras, groups or environments not selected here',
      );
    else
      lines.push(
        `  request    ${plain(describeRequest(view))}`,
        `  ${wouldLabel(view)} install ${plain(describeResolution(view))}`,
      );
    const best = describeBestIndex(t.resolution);
    if (best) lines.push(`  best index ${plain(best)}`);
    lines.push('');
    if (t.findings.length === 0) lines.push('No problems found.', '');
    for (const f of t.findings) {
      own.add(`${f.id}\n${f.location?.file}:${f.location?.line}`);
      lines.push(findingText(f), '');
    }
  }
  // Findings about the run rather than one target (not-checked extras, upgrade notes, the container).
  const rest = report.findings.filter((f) => !own.has(`${f.id}\n${f.location?.file}:${f.location?.line}`));
  if (rest.length) {
    lines.push('== all targets');
    for (const f of rest) lines.push(findingText(f), '');
  }
  return lines.join('\n').trimEnd() + '\n';
}

/** One message per API, then its places (ruff's --statistics and concise output as models); skipped files; a count. */
function scanText(out: ScanOutput): string {
  const findings = out.report.findings;
  let text = '';
  for (const g of groupFindings(findings)) {
    if (g.findings.length === 1) {
      text += findingText(g.first) + '\n\n';
      continue;
    }
    const f = g.first;
    const head = `${f.severity.padEnd(7)} ${f.id}  ${plain(f.api!)} (${g.findings.length} uses): ${plain(f.message)}`;
    const places = g.findings.map(
      (x) =>
        `        ${plain(x.location!.file)}:${x.location!.line}${x.location!.column ? `:${x.location!.column}` : ''}`,
    );
    text +=
      [head, `        fix: ${plain(f.hint)}`, `        source: ${plain(f.source)}`, ...places].join('\n') + '\n\n';
  }
  for (const s of out.skipped) text += plain(`skipped ${s.file}: ${s.reason}`) + '\n';
  const n = findings.length;
  return (
    text +
    `${out.files} file${out.files === 1 ? '' : 's'} scanned for torch ${out.torch}${out.from ? ` (from ${out.from})` : ''}: ${n} finding${n === 1 ? '' : 's'}.\n`
  );
}

/** The plan for a terminal: one line per cell, the findings, then the include list to feed back. */
export function matrixText(plan: MatrixPlan, findings: readonly Finding[]): string {
  const mark = { pass: 'pass', warn: 'warn', fail: 'FAIL', unknown: '?   ' } as const;
  const lines = plan.combinations.map((c) => {
    const why = c.findings.filter((f) => f.severity !== 'notice').map((f) => f.id);
    return (
      plain(
        `${mark[c.verdict].padEnd(4)}  ${c.job ? `${c.job}: ` : ''}${JSON.stringify(c.values)}${why.length ? `  (${[...new Set(why)].join(', ')})` : ''}`,
      ) + '\n'
    );
  });
  const said = findings.length ? '\n' + findings.map((f) => findingText(f)).join('\n\n') + '\n' : '';
  // Lint mode (a workflow's jobs) hands back no plan: an include line would read as one.
  if (plan.jobs) return `${lines.join('')}${said}`;
  return `${lines.join('')}${said}\ninclude (${plan.include.length} of ${plan.combinations.length} combinations):\n${JSON.stringify({ include: plan.include })}\n`;
}

/** The pins with file, line and column, then the locked versions; markers longer than a line are shortened (JSON keeps them). */
export function pinsText(out: PinsOutput): string {
  const { pins, locked = [], bound = [] } = out.report;
  if (pins.length === 0 && locked.length === 0 && bound.length === 0) {
    return out.read
      ? `No torch pins in ${out.read.join(', ')}.\n`
      : 'No pin files found here (requirements*.txt, pyproject.toml, setup.cfg, setup.py, environment.yml, pixi.toml, uv.lock, poetry.lock, pylock.toml, pixi.lock).\n';
  }
  let text = '';
  for (const p of pins) {
    const where = `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ''}`;
    text +=
      plain(
        `${where}  ${p.package} ${p.specifier || '(any)'}${p.marker ? `  ; ${shortMarker(p.marker)}` : ''}${p.indexUrl || p.sourceElse ? `  from ${p.indexUrl ?? 'PyPI'}` : ''}${p.sourceMarker ? ` when ${shortMarker(p.sourceMarker)}` : p.sourceElse ? ' elsewhere' : ''}${p.onlyWith ? `  (only with ${p.onlyWith.join(' or ')})` : ''}`,
      ) + '\n';
  }
  for (const b of bound) {
    const where = `${b.location.file}:${b.location.line}${b.location.column ? `:${b.location.column}` : ''}`;
    text +=
      plain(
        `${where}  ${b.package} ${b.specifier || '(any)'}  ${b.judged ? `requires ${b.torch}` : `(${b.torch})`}${b.onlyWith ? `  (only with ${b.onlyWith.join(' or ')})` : ''}`,
      ) + '\n';
  }
  for (const l of locked)
    text +=
      plain(
        `${l.location.file}:${l.location.line}  ${l.package} ==${l.version}  (locked)${l.marker ? `  ; ${shortMarker(l.marker)}` : ''}${l.index ? `  from ${l.index}` : ''}`,
      ) + '\n';
  return text;
}
