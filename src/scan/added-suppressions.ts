/**
 * What the suppressions a pull request adds hide, said once: a `# noqa` / `# torch-preflight:
 * ignore` comment on its lines, an `exclude` or `ignore` it adds to `[tool.torch-preflight]`, a
 * baseline file it adds or changes. Each hidden finding is counted under what hid it, and one
 * `suppression-added` finding names them, so a pass on a pull request that silences its own
 * findings is never silent. Pure: what was hidden, and by what, in; the finding out.
 */
import { finding, type Finding, type Location } from '../core/finding.js';

/** What hid a finding. */
export type Hider =
  | { kind: 'comment'; ignoreFile: boolean; at: Location }
  | { kind: 'exclude' | 'ignore'; rule: string; at: Location }
  | { kind: 'baseline'; at: Location };

export interface HiddenFinding {
  id: string;
  severity: string;
  api?: string;
  at?: Location;
  hider: Hider;
}

const SHOWN_HIDERS = 4;
const SHOWN_FINDINGS = 3;

const place = (l: Location): string => `${l.file}:${l.line}`;
const quoted = (s: string): string => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);

function hiderText(h: Hider): string {
  switch (h.kind) {
    case 'comment':
      return `${h.ignoreFile ? '# torch-preflight: ignore-file' : 'a # noqa / ignore comment'} at ${place(h.at)}`;
    case 'exclude':
    case 'ignore':
      return `${h.kind} ${quoted(h.rule)} in ${h.at.file} [tool.torch-preflight]`;
    case 'baseline':
      return `the baseline ${h.at.file}, which it adds or changes`;
  }
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function suppressionAddedFinding(hidden: readonly HiddenFinding[]): Finding | undefined {
  if (!hidden.length) return undefined;
  const byHider = new Map<string, { hider: Hider; count: number }>();
  for (const h of hidden) {
    const key = JSON.stringify(h.hider);
    const entry = byHider.get(key);
    if (entry) entry.count++;
    else byHider.set(key, { hider: h.hider, count: 1 });
  }
  const groups = [...byHider.entries()];
  const named = groups
    .slice(0, SHOWN_HIDERS)
    .map(([, g]) => `${g.count} by ${hiderText(g.hider)}`)
    .join('; ');
  const more = groups.length > SHOWN_HIDERS ? `; and ${plural(groups.length - SHOWN_HIDERS, 'more suppression')}` : '';
  const examples = hidden
    .slice(0, SHOWN_FINDINGS)
    .map((h) => `${h.id}${h.api ? ` ${h.api}` : ''}${h.at ? ` at ${place(h.at)}` : ''}`)
    .join(', ');
  const rest = hidden.length > SHOWN_FINDINGS ? `, and ${hidden.length - SHOWN_FINDINGS} more` : '';
  const serious = hidden.some((h) => h.severity === 'error' || h.severity === 'warning');
  return finding({
    id: 'suppression-added',
    severity: serious ? 'warning' : 'notice',
    message: `${plural(hidden.length, 'finding')} hidden by suppressions this pull request adds: ${named}${more}. Hidden: ${examples}${rest}.`,
    hint: 'Review what is hidden: keep the suppression if it is right, or fix the code and drop it. The same scan without it, on the base branch, shows every finding.',
    source: 'https://github.com/torch-preflight/torch-preflight/blob/main/docs/scan.md#suppressions-on-a-pull-request',
    location: groups[0]![1].hider.at,
  });
}
