/**
 * SARIF 2.1.0 for github/codeql-action/upload-sarif and other code-scanning tools. Code
 * scanning needs a physical location on every result, relative percent-encoded URIs and rule
 * help that exists; a finding tied to no file (a runner fact with no pin) has no place in the
 * repository, so it becomes a tool notification of the run, where SARIF keeps such messages.
 */
import { FINDING_IDS, type Finding, type Fix, type Location } from '../core/finding.js';
import { kindOf } from '../core/findings/index.js';
import { VERSION } from '../core/version.js';
import { sarifFallback, type CommandOutput } from './command-output.js';

const LEVEL = { error: 'error', warning: 'warning', notice: 'note' } as const;
const HOME = 'https://github.com/torch-preflight/torch-preflight';
/** docs/findings.md has one heading per finding id (generated from the explain table). */
export const helpUri = (id: string): string => `${HOME}/blob/main/docs/findings.md#${id}`;

/**
 * A file path as a SARIF URI reference: `/` separators, each segment percent-encoded (a space,
 * `#`, `%` or `?` would otherwise end or change the URI). Absolute paths become file: URIs,
 * which upload-sarif makes relative to the checkout.
 */
export function sarifUri(file: string): string {
  const parts = file.split(/[\\/]/);
  const drive = /^[A-Za-z]:$/.test(parts[0] ?? '');
  const absolute = /^[\\/]/.test(file) || drive;
  const encoded = parts.map((p, i) => (i === 0 && drive ? p : encodeURIComponent(p))).join('/');
  if (!absolute) return encoded.replace(/^(\.\/)+/, '');
  return drive ? `file:///${encoded}` : `file://${encoded.replace(/^\/*/, '/')}`;
}

/** The message says the fix unless the message already ends with it (scan findings do). */
function resultText(f: Finding): string {
  const fix = f.message.includes(f.hint) ? '' : ` Fix: ${f.hint}`;
  return `${f.message}${fix}`;
}

export interface SarifOptions {
  /** Where a finding with no location of its own belongs (the pin line that asks for torch). */
  fallback?: Location;
}

const region = (l: Location) => ({
  startLine: Math.max(1, l.line),
  ...(l.column ? { startColumn: l.column } : {}),
  ...(l.endLine ? { endLine: l.endLine } : {}),
  ...(l.endColumn ? { endColumn: l.endColumn } : {}),
});

/** A fix as SARIF's `fixes`: each replacement deletes a region (empty for an insertion) and inserts text. */
function sarifFix(fix: Fix): Record<string, unknown> {
  const byFile = new Map<string, Fix['replacements']>();
  for (const r of fix.replacements) byFile.set(r.location.file, [...(byFile.get(r.location.file) ?? []), r]);
  return {
    description: { text: fix.description },
    artifactChanges: [...byFile].map(([file, rs]) => ({
      artifactLocation: { uri: sarifUri(file) },
      replacements: rs.map((r) => ({ deletedRegion: region(r.location), insertedContent: { text: r.text } })),
    })),
  };
}

export function sarifLog(findings: readonly Finding[], opts: SarifOptions = {}): Record<string, unknown> {
  const placed = findings.map((f) => ({ f, at: f.location ?? opts.fallback }));
  const located = placed.filter((p): p is { f: Finding; at: Location } => p.at !== undefined);
  const unplaced = placed.filter((p) => p.at === undefined).map((p) => p.f);
  const used = FINDING_IDS.filter((id) => located.some((p) => p.f.id === id));
  const rules = used.map((id) => {
    const k = kindOf(id);
    return {
      id,
      name: id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()),
      shortDescription: { text: k.title },
      fullDescription: { text: k.why },
      help: { text: `${k.why}\n\nFix: ${k.fix}`, markdown: `${k.why}\n\n**Fix:** ${k.fix}` },
      helpUri: helpUri(id),
    };
  });
  const results = located.map(({ f, at }) => ({
    ruleId: f.id,
    ruleIndex: used.indexOf(f.id),
    level: LEVEL[f.severity],
    message: { text: resultText(f) },
    locations: [{ physicalLocation: { artifactLocation: { uri: sarifUri(at.file) }, region: region(at) } }],
    ...(f.related?.length
      ? {
          relatedLocations: f.related.map((r, i) => ({
            id: i + 1,
            physicalLocation: { artifactLocation: { uri: sarifUri(r.file) }, region: region(r) },
          })),
        }
      : {}),
    ...(f.fix ? { fixes: [sarifFix(f.fix)] } : {}),
    properties: { source: f.source },
  }));
  const notifications = unplaced.map((f) => ({
    level: LEVEL[f.severity],
    message: { text: `${f.id}: ${resultText(f)}` },
    descriptor: { id: f.id },
  }));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'torch-preflight', version: VERSION, informationUri: HOME, rules } },
        results,
        invocations: [
          { executionSuccessful: true, ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) },
        ],
      },
    ],
  };
}

export function formatSarif(findings: readonly Finding[], opts: SarifOptions = {}): string {
  return JSON.stringify(sarifLog(findings, opts), null, 2) + '\n';
}

/** A command's findings as SARIF; those tied to no file go where `sarifFallback` places them. */
export function toSarif(out: CommandOutput): string {
  const fallback = sarifFallback(out);
  return formatSarif(out.report.findings, fallback ? { fallback } : {});
}
