/** The `scan` use case: API lifecycle findings in Python sources, with a summary by API. */
import { groupBy } from '../../text/group.js';
import { settle, verdictOf, type Finding } from '../../core/finding.js';
import { loadCatalog } from '../../workspace/load-catalog.js';
import { companionVersions } from '../../catalog/query.js';
import type { Skipped } from '../../scan/index.js';
import { scanPaths } from '../../workspace/scan-files.js';
import { walkPaths } from '../../io/walk.js';
import { onChangedLine } from '../../scan/diff.js';
import { InputError } from '../../core/errors.js';
import { isAbsolute } from 'node:path';
import { torchRange } from '../../scan/range.js';
import { compareVersions } from '../../packaging/pep440.js';
import type { CommandReport } from '../../report/report-schema.js';
import type { FixOutcome } from '../../workspace/write-fixes.js';
import { resolve } from 'node:path';
import { decodeUserText } from '../../text/user-text.js';
import { readUserFile } from '../../io/read-file.js';
import { contentDigest } from '../../io/digest.js';
import { safeFixes } from '../../scan/fix-check.js';
import { existsSync } from 'node:fs';
import { readScanConfig, type ScanConfig } from '../../scan/config.js';
import { newSinceBaseline, readBaseline } from '../../scan/baseline.js';
import { globMatcher } from '../../io/glob.js';
import { readUserText } from '../../io/read-file.js';
import { relative } from 'node:path';
import { FILE_CAPS } from '../../text/user-text.js';
import type { SilencedUse } from '../../scan/index.js';
import { suppressionAddedFinding, type HiddenFinding, type Hider } from '../../scan/added-suppressions.js';
import type { Changes } from '../../workspace/changes.js';

export interface ScanOptions {
  paths: string[];
  torch: string;
  from?: string;
  config?: string;
  cwd: string;
  /** Scan only the Python files changed since the merge base with this ref (a pull request's base). */
  changedSince?: string;
  /** With changedSince: report only findings on added or changed lines. */
  onlyChangedLines?: boolean;
  /** Offer the fixes that change behaviour on purpose too (weights_only=True). */
  fixAll?: boolean;
  /** Apply the fixes to the files (`write`), or only show them (`diff`). */
  fix?: 'write' | 'diff';
  /** A saved JSON report: only findings it does not have are reported. */
  baseline?: string;
  /** `[tool.torch-preflight]` of pyproject.toml (default: read from cwd). */
  settings?: ScanConfig;
}

/** `[tool.torch-preflight]` of the pyproject.toml in `cwd`, if it has one. */
export function loadScanSettings(cwd: string): ScanConfig | undefined {
  const file = resolve(cwd, 'pyproject.toml');
  if (!existsSync(file)) return undefined;
  return readScanConfig(readUserText(file, 'pyproject.toml', 'pin'), 'pyproject.toml');
}

/** A finding a setting hid, with the setting. */
interface HiddenBySetting {
  finding: Finding;
  by: { kind: 'exclude' | 'ignore'; rule: string } | { kind: 'baseline' };
}

/** Findings outside the excluded files and ignored ids/APIs, and (with a baseline) not in it; and what each setting hid. */
function unsuppressed(
  findings: Finding[],
  settings: ScanConfig | undefined,
  baseline: string | undefined,
  cwd: string,
): { kept: Finding[]; hidden: HiddenBySetting[] } {
  let out = findings;
  const hidden: HiddenBySetting[] = [];
  if (settings && (settings.exclude.length || settings.ignore.length)) {
    const excluded = settings.exclude.map((g) => ({ rule: g, match: globMatcher(g.replace(/^\.\//, '')) }));
    const ignored = new Set(settings.ignore);
    out = out.filter((f) => {
      const api = f.api ?? '';
      const rule = [f.id, api, api.split('#')[0]!].find((k) => k && ignored.has(k));
      if (rule) {
        hidden.push({ finding: f, by: { kind: 'ignore', rule } });
        return false;
      }
      const file = f.location?.file.split('\\').join('/');
      const ex = file ? excluded.find((m) => m.match(file)) : undefined;
      if (ex) hidden.push({ finding: f, by: { kind: 'exclude', rule: ex.rule } });
      return !ex;
    });
  }
  if (baseline) {
    const kept = newSinceBaseline(
      out,
      readBaseline(readUserText(resolve(cwd, baseline), `--baseline ${baseline}`, 'report'), baseline),
    );
    const left = new Set(kept);
    for (const f of out) if (!left.has(f)) hidden.push({ finding: f, by: { kind: 'baseline' } });
    out = kept;
  }
  return { kept: out, hidden };
}

/** The line a setting's text is written on in pyproject.toml (1 when it cannot be found). */
function lineOf(text: string, rule: string): number {
  const at = text.indexOf(JSON.stringify(rule).slice(1, -1));
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

/**
 * On a pull request: what the suppressions it adds hide. A comment counts when it is on a line
 * the pull request changed and hides a finding the scan would report; a setting when the
 * pull request adds it to pyproject.toml (the base's `[tool.torch-preflight]` lacks it); a
 * baseline when the pull request adds or changes the file. A baseline the workflow writes (not
 * in the repository) is the workflow's, not the pull request's.
 */
async function addedSuppressions(
  o: ScanOptions,
  changes: Changes,
  silenced: readonly SilencedUse[],
  hidden: readonly HiddenBySetting[],
  settings: ScanConfig | undefined,
): Promise<Finding | undefined> {
  const changed = (file: string, line: number) => onChangedLine(changes.lines, file.split('\\').join('/'), line);
  const out: HiddenFinding[] = [];
  for (const s of silenced) {
    if (o.onlyChangedLines && !changed(s.file, s.line)) continue;
    if (!changed(s.file, s.commentLine)) continue;
    out.push({
      id: s.id,
      severity: s.severity,
      api: s.api,
      at: { file: s.file, line: s.line },
      hider: { kind: 'comment', ignoreFile: s.by === 'file', at: { file: s.file, line: s.commentLine } },
    });
  }
  const names = new Set(changes.names);
  if (hidden.length && settings && names.has('pyproject.toml')) {
    const headText = readUserText(resolve(o.cwd, 'pyproject.toml'), 'pyproject.toml', 'pin');
    let before: ScanConfig | undefined;
    const { sourceAtBase } = await import('../../workspace/merge-base.js');
    const base = await sourceAtBase(o.changedSince!, o.cwd, FILE_CAPS.pin, 'suppressions', 'pyproject.toml');
    if (!('problem' in base)) {
      const bytes = await base.source.read(resolve(o.cwd, 'pyproject.toml'));
      try {
        before = bytes ? readScanConfig(bytes.toString('utf8'), 'pyproject.toml (base)') : undefined;
      } catch {
        before = undefined;
      }
    }
    const had = new Set([
      ...(before?.exclude ?? []).map((r) => `exclude ${r}`),
      ...(before?.ignore ?? []).map((r) => `ignore ${r}`),
    ]);
    for (const h of hidden) {
      if (h.by.kind === 'baseline' || had.has(`${h.by.kind} ${h.by.rule}`)) continue;
      out.push(
        hiddenOf(h.finding, {
          kind: h.by.kind,
          rule: h.by.rule,
          at: { file: 'pyproject.toml', line: lineOf(headText, h.by.rule) },
        }),
      );
    }
  }
  const baselineName = o.baseline ? relative(o.cwd, resolve(o.cwd, o.baseline)).split('\\').join('/') : undefined;
  if (baselineName && names.has(baselineName))
    for (const h of hidden)
      if (h.by.kind === 'baseline')
        out.push(hiddenOf(h.finding, { kind: 'baseline', at: { file: baselineName, line: 1 } }));
  return suppressionAddedFinding(out);
}

const hiddenOf = (f: Finding, hider: Hider): HiddenFinding => ({
  id: f.id,
  severity: f.severity,
  ...(f.api ? { api: f.api } : {}),
  ...(f.location ? { at: { file: f.location.file, line: f.location.line } } : {}),
  hider,
});

export interface ScanResult {
  findings: Finding[];
  files: number;
  skipped: Skipped[];
  report: CommandReport;
  /** With `fix`: what was (or would be) fixed, and the diff. */
  fixes?: FixOutcome;
  /** With changedSince: why every file was scanned (the change moves torch), or why that could not be told; one line. */
  scopeNotice?: string;
  /** The `--from` the scan used: the one given, or the base's torch when it widened. */
  from?: string;
}

/** A path or glob the user named must name at least one Python file, as a requirements glob must: a path that matches nothing would pass unread. */
function requireMatches(patterns: string[], cwd: string): void {
  for (const p of patterns) {
    let any = false;
    for (const item of walkPaths([p], cwd)) {
      // A Python file counts even if it is then skipped; a directory that cannot be read does not.
      if ('file' in item || /\.pyi?$/.test(item.skipped.file)) {
        any = true;
        break;
      }
    }
    if (!any) throw new InputError(`scan: ${JSON.stringify(p)} matches no Python file`);
  }
}

/** The changed files that lie inside what the user named (when nothing was named: under the working directory, as a plain scan's `.`). */
function changedWithin(patterns: string[], changed: string[], cwd: string): string[] {
  if (!patterns.length) return changed.filter((f) => !isAbsolute(f));
  const named = new Set<string>();
  for (const item of walkPaths(patterns, cwd)) if ('file' in item) named.add(item.file.split('\\').join('/'));
  return changed.filter((f) => named.has(f));
}

export async function runScan(o: ScanOptions): Promise<ScanResult> {
  const catalog = await loadCatalog(o.config, o.cwd);
  requireMatches(o.paths, o.cwd);
  if (o.from && compareVersions(torchRange(o.from, 'from').oldest, torchRange(o.torch).newest) > 0)
    throw new InputError(
      `scan: the torch upgraded from (${o.from}) is newer than the torch the code must run on (${o.torch}); an upgrade goes the other way`,
    );
  if (o.onlyChangedLines && !o.changedSince)
    throw new InputError('scan: --only-changed-lines needs --changed-since REF');
  // git (and the pin readers beside it) and the fix writer load only when asked for: a plain scan starts faster.
  const changes = o.changedSince
    ? await (await import('../../workspace/changes.js')).changesSince(o.changedSince, o.cwd)
    : undefined;
  // A change that moves torch affects every file that uses it: the scan widens, from the base's torch.
  const moved = changes
    ? await (await import('./upgrade-scan.js')).torchChangeSince(o.changedSince!, o.cwd, catalog)
    : undefined;
  const widen = moved && 'changes' in moved ? moved : undefined;
  if (widen?.from && !o.from) o = { ...o, from: widen.from };
  const within = changes ? changedWithin(o.paths, changes.files, o.cwd) : undefined;
  const targets = within && !widen ? within : o.paths.length ? o.paths : ['.'];
  // Nothing changed in Python: an empty scan, said in the report, not a walk of the whole tree.
  const r =
    changes && targets.length === 0
      ? { findings: [], files: 0, skipped: [], workers: 1, digests: new Map<string, string>(), silenced: [] }
      : await scanPaths(targets, {
          torch: o.torch,
          ...(o.from ? { from: o.from } : {}),
          apis: catalog.apis,
          companions: companionVersions(catalog),
          cwd: o.cwd,
          ...(o.fixAll ? { fixAll: true } : {}),
        });
  const fromUpgrade =
    widen && o.from ? (await import('./upgrade-scan.js')).fromUpgradePredicate(catalog, o.from, o.torch) : () => false;
  // Settled here, once: later steps only filter, and of two fixes that overlap the first is taken (the more severe finding's).
  const scanned = settle(r.findings).findings;
  const changed =
    changes && o.onlyChangedLines
      ? scanned.filter(
          (f) =>
            fromUpgrade(f) ||
            (f.location && onChangedLine(changes.lines, f.location.file.split('\\').join('/'), f.location.line)),
        )
      : scanned;
  const settings = o.settings ?? loadScanSettings(o.cwd);
  const { kept, hidden } = unsuppressed(changed, settings, o.baseline, o.cwd);
  const added = changes ? await addedSuppressions(o, changes, r.silenced, hidden, settings) : undefined;
  const checked = o.fix ? checkedFixes(kept, o.cwd, r.digests) : kept;
  const fixes = o.fix
    ? (await import('../../workspace/write-fixes.js')).writeFixes(checked, {
        cwd: o.cwd,
        paths: o.paths,
        digests: r.digests,
        dryRun: o.fix === 'diff',
      })
    : undefined;
  // Written fixes are gone from the code: what is left is the report.
  const done = fixes && o.fix === 'write' ? new Set(fixes.fixed) : undefined;
  const reported = done ? checked.filter((f) => !done.has(f)) : checked;
  const findings = added ? [...reported, added] : reported;
  return {
    findings,
    files: r.files,
    skipped: r.skipped,
    report: {
      schemaVersion: 1,
      verdict: verdictOf(findings),
      scan: {
        torch: o.torch,
        ...(o.from ? { from: o.from } : {}),
        files: r.files,
        skipped: r.skipped,
        ...(r.workers > 1 ? { workers: r.workers } : {}),
        ...(changes
          ? {
              changedSince: o.changedSince,
              base: changes.base,
              changedFiles: within?.length ?? 0,
              ...(o.onlyChangedLines ? { onlyChangedLines: true } : {}),
            }
          : {}),
        ...(fixes ? { [o.fix === 'write' ? 'fixed' : 'fixable']: fixes.fixed.length, fixedFiles: fixes.files } : {}),
      },
      findings,
    },
    ...(fixes ? { fixes } : {}),
    ...(widen ? { scopeNotice: widen.notice } : moved && 'undecided' in moved ? { scopeNotice: moved.undecided } : {}),
    ...(o.from ? { from: o.from } : {}),
  };
}

/**
 * The findings with only the fixes that leave their file valid (src/scan/fix-check.ts): a fix
 * that would break the file, or unbind a name, stays a finding without one.
 */
function checkedFixes(findings: Finding[], cwd: string, digests: ReadonlyMap<string, string>): Finding[] {
  // Grouped once, in one pass: tens of thousands of fixes in one file cost what they number.
  const byFile = groupBy(
    findings.filter((f) => f.fix && f.location),
    (f) => f.location!.file,
  );
  const safe = new Set<Finding>();
  for (const [file, list] of byFile) {
    const bytes = readUserFile(resolve(cwd, file), file, 'source');
    // A file changed since the scan is not judged here: the writer refuses it, by name.
    if (digests.has(file) && digests.get(file) !== contentDigest(bytes)) {
      for (const f of list) safe.add(f);
      continue;
    }
    for (const f of safeFixes(decodeUserText(bytes, file), list)) safe.add(f);
  }
  return findings.map((f) => {
    if (!f.fix || safe.has(f)) return f;
    const { fix: _dropped, ...rest } = f;
    return rest;
  });
}
