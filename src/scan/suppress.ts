/**
 * Suppression comments, as flake8 and ruff users write them:
 * - `# noqa` on the line of a use silences every finding there; `# noqa: A, B` only findings whose
 *   id (`api-deprecated`) or API (`torch.cuda.amp.autocast`, or its key `torch.load#no-weights_only`)
 *   is listed (other tools' codes, such as TorchFix's `TOR101`, silence nothing of ours);
 * - `# torch-preflight: ignore` / `# torch-preflight: ignore[A, B]` on a line, the same;
 * - `# torch-preflight: ignore-file` / `ignore-file[A, B]` on a comment line of its own, anywhere in
 *   the file: the whole file.
 * Pure: the source text and a finding's offset in, whether it is silenced out.
 */

/** What a comment silences: everything (`all`), or these ids and APIs. */
export type Silenced = 'all' | ReadonlySet<string>;

import { Locator, type Locate } from '../text/locate.js';

const LINE = /#\s*(?:noqa(?!\w)(?::\s*([\w.#,\s-]+))?|torch-preflight:\s*ignore(?![\w-])(?:\[([^\]\n]*)\])?)/i;
const FILE = /^[ \t]*#\s*torch-preflight:\s*ignore-file(?:\[([^\]\n]*)\])?[ \t]*$/im;

function codes(list: string | undefined): Silenced {
  if (list === undefined) return 'all';
  const set = new Set(
    list
      .split(/[\s,]+/)
      .map((c) => c.trim())
      .filter(Boolean),
  );
  return set.size ? set : 'all';
}

function covers(s: Silenced | undefined, id: string, api: string): boolean {
  if (!s) return false;
  if (s === 'all') return true;
  return s.has(id) || s.has(api) || s.has(api.split('#')[0]!);
}

/** The file's own `ignore-file` comment, if any, and where it starts; cheap for text without `torch-preflight:`. */
function fileSilenced(text: string): { silenced: Silenced; at: number } | undefined {
  if (!text.includes('torch-preflight:')) return undefined;
  const m = FILE.exec(text);
  return m ? { silenced: codes(m[1]), at: m.index + m[0].length - m[0].trimStart().length } : undefined;
}

/** A use a comment silenced: what it would have been, and the line of the comment that silenced it. */
export interface SilencedUse {
  id: string;
  severity: string;
  api: string;
  file: string;
  line: number;
  /** `# noqa` / `ignore` on the use's own line, or the file's `ignore-file` comment. */
  by: 'line' | 'file';
  commentLine: number;
}

/**
 * The suppression comments of one file: whether a finding at an offset is silenced. Only the
 * lines of findings are read, each once (many findings on one long line cost what the line does,
 * not its square), through the line table the scanner already keeps for the findings' places;
 * the whole text is searched once, for an `ignore-file` comment.
 */
export class Suppressions {
  private readonly file: { silenced: Silenced; at: number } | undefined;
  private readonly lines = new Map<number, Silenced | undefined>();

  constructor(
    private readonly text: string,
    private readonly locate: Pick<Locate, 'lineOf'> = new Locator(text),
  ) {
    this.file = fileSilenced(text);
  }

  silences(offset: number, id: string, api: string): boolean {
    return this.silencedBy(offset, id, api) !== undefined;
  }

  /** Which comment silences a finding at `offset`, with the offset it is written at; undefined when none does. */
  silencedBy(offset: number, id: string, api: string): { by: 'line' | 'file'; at: number } | undefined {
    if (this.file && covers(this.file.silenced, id, api)) return { by: 'file', at: this.file.at };
    return covers(this.line(offset), id, api) ? { by: 'line', at: offset } : undefined;
  }

  private line(offset: number): Silenced | undefined {
    const { line: n, start } = this.locate.lineOf(offset);
    if (this.lines.has(n)) return this.lines.get(n);
    const nl = this.text.indexOf('\n', start);
    const line = this.text.slice(start, nl < 0 ? this.text.length : nl);
    const m = line.includes('#') ? LINE.exec(line) : null;
    const out = m ? codes(m[1] ?? m[2]) : undefined;
    this.lines.set(n, out);
    return out;
  }
}
