/**
 * A fix as data: what to do (an action) and to what (its object), so each output words it once,
 * in its own terms. The CLI names flags (`--index-url URL`); the action names its inputs
 * (`index-url: URL`). No output rewrites another's text.
 */

export type Remedy =
  /** Install from this index (download.pytorch.org/whl/VARIANT or another). */
  | { kind: 'use-index'; url: string; why?: string }
  /** Pin a requirement (`torch==2.6.0`, `torch<=2.2.2`), with the pins that must move with it (`torchvision==0.21.0`). */
  | { kind: 'pin'; spec: string; with?: readonly string[]; why?: string }
  /** Run on this Python (`3.12`), or at least it (`orNewer`). */
  | { kind: 'set-python'; version: string; orNewer?: boolean; why?: string }
  /** Narrow the project's requires-python to this specifier. */
  | { kind: 'narrow-requires-python'; range: string }
  /** Give values the check could not read; each is a check option (`python`, `glibc`); none: "it". */
  | { kind: 'give'; values: readonly Given[] }
  /** Any other instruction, already an imperative sentence part ("use a newer macOS runner (macos-15)"). */
  | { kind: 'do'; text: string };

/** The values a user can give by hand: the CLI flag and the action input of each. */
export const GIVEN = {
  python: { flag: '--python', input: 'python-version' },
  glibc: { flag: '--glibc', input: 'glibc' },
  'os-version': { flag: '--os-version', input: 'os-version' },
  driver: { flag: '--driver', input: 'driver' },
  gpu: { flag: '--gpu', input: 'gpu' },
  'python-path': { flag: '--python-path', input: 'python-path' },
  'index-url': { flag: '--index-url', input: 'index-url' },
} as const;
export type Given = keyof typeof GIVEN;

/** Alternatives, said in order and joined by "or", then a sentence that follows them. */
export interface Advice {
  remedies: Remedy[];
  then?: string;
  /** A second piece of advice after a lead-in ("To get 2.15.0 instead:"). */
  next?: { lead: string; advice: Advice };
}

export type Words = 'cli' | 'action';

function phrase(r: Remedy, words: Words): string {
  // A purpose ("for CPU-only CI", "to make it explicit") reads on; anything else is a remark in brackets.
  const why = 'why' in r && r.why ? (/^(to|for|unless|so|instead) /.test(r.why) ? ` ${r.why}` : ` (${r.why})`) : '';
  switch (r.kind) {
    case 'use-index':
      return words === 'cli' ? `use --index-url ${r.url}${why}` : `set index-url: ${r.url}${why}`;
    case 'pin':
      return `pin ${r.spec}${r.with?.length ? ` with ${list(r.with)}` : ''}${why}`;
    case 'set-python':
      return words === 'cli'
        ? `use Python ${r.version}${r.orNewer ? ' or newer' : ''}${why}`
        : `set python-version: '${r.version}'${r.orNewer ? ' (or newer)' : ''}${why}`;
    case 'narrow-requires-python':
      return `narrow requires-python to "${r.range}"`;
    case 'give': {
      if (!r.values.length)
        return words === 'cli' ? 'give it explicitly (see --help)' : "set it with the action's inputs (see action.yml)";
      const names = r.values.map((v) => (words === 'cli' ? GIVEN[v].flag : GIVEN[v].input));
      return words === 'cli' ? `give ${list(names)}` : `set the ${list(names)} input${names.length > 1 ? 's' : ''}`;
    }
    case 'do':
      return r.text;
  }
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The fix as one line for an output: the alternatives joined by "or", capitalised, then the rest. */
export function renderAdvice(a: Advice, words: Words): string {
  const first = a.remedies.map((r) => phrase(r, words)).join(', or ');
  const sentence = first ? `${first.replace(/^./, (c) => c.toUpperCase())}.` : '';
  const next = a.next ? `${a.next.lead} ${renderAdvice(a.next.advice, words)}` : '';
  return [sentence, a.then ?? '', next].filter(Boolean).join(' ');
}
