/**
 * Which files can hold a use that gives a finding, decided from the text before tokenizing.
 *
 * Why it is sound: a use's qualified name is built from parts written in the file. The root comes
 * from an import; every later part is written after a `.` (`torch.cuda.amp`, `import a.b as x`),
 * or as a name in an import list (`from torch.cuda import amp`), or is carried by an alias whose
 * own value was written the same way. So an entry can match only where its last part appears
 * after a dot or after `import`, its package name appears, and so does every word its call shape
 * requires (a keyword, an exception class). A file with none of that cannot give a finding;
 * a file with it is tokenized and analysed as before. Text in strings and comments only lets a
 * file through; it never keeps one out.
 *
 * The cost: one regular-expression pass over the text for `.name` of the names still live in
 * the range, and a short look after each `import`. On a torch-heavy tree most files stop here.
 */
import { apiName, type ApiEntry } from '../catalog/api-schema.js';

/** What a file must contain for one entry to match in it. */
interface Need {
  /** The package the name is rooted in (torch, torchaudio, …). */
  root: string;
  /** Words that must all appear (a keyword name, an exception class). */
  all: string[];
  /** Words of which one must appear (`with:` keywords); empty: none needed. */
  any: string[];
}

export type MayMatch = (text: string) => boolean;

const WORD_CHAR = /[A-Za-z0-9_]/;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The test for files that may match one of `entries` (only those live in the range). */
export function prefilter(entries: readonly ApiEntry[]): MayMatch {
  const byLeaf = new Map<string, Need[]>();
  for (const e of entries) {
    const parts = apiName(e).split('.');
    const leaf = parts[parts.length - 1]!;
    const m = e.match;
    const need: Need = {
      root: parts[0]!,
      all: [...(m?.insideExcept ? [m.insideExcept] : []), ...(m?.keyword ? [m.keyword.name] : [])],
      any: m?.with ?? [],
    };
    const list = byLeaf.get(leaf);
    if (list) list.push(need);
    else byLeaf.set(leaf, [need]);
  }
  if (byLeaf.size === 0) return () => false;
  // `.name`, allowing what Python allows between the dot and the name: spaces, line breaks inside
  // brackets, a backslash continuation, a comment before a bracketed line break. A comment runs to
  // the end of its line (the lookahead): else `###…` splits into comments in 2^n ways and the
  // regular expression backtracks for ever on a banner line after a full stop.
  const names = [...byLeaf.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
  const attribute = new RegExp(`\\.(?:[ \\t\\f\\r\\n\\\\]|#[^\\n]*(?![^\\n]))*(${names.join('|')})(?![A-Za-z0-9_])`, 'g');

  const satisfied = (text: string, leaf: string): boolean =>
    byLeaf.get(leaf)!.some((n) => text.includes(n.root) && n.all.every((w) => text.includes(w)) && (n.any.length === 0 || n.any.some((w) => text.includes(w))));

  return (text: string): boolean => {
    // Every use starts from an import naming torch, functorch, torchaudio or torchvision.
    if (!text.includes('torch')) return false;
    const seen = new Set<string>();
    attribute.lastIndex = 0;
    for (let m = attribute.exec(text); m; m = attribute.exec(text)) {
      const leaf = m[1]!;
      if (seen.has(leaf)) continue;
      seen.add(leaf);
      if (satisfied(text, leaf)) return true;
    }
    for (const leaf of importedNames(text, byLeaf)) if (!seen.has(leaf) && satisfied(text, leaf)) return true;
    return false;
  };
}

/**
 * Names of `leaves` written in an import list: after each word `import`, up to the end of the
 * logical line, or to the closing parenthesis of a bracketed list (comments inside skipped).
 * Text already read for an earlier `import` is not read again, so the cost stays linear even
 * when a file holds many `import (` and no `)`; reading on past where a list ends only adds
 * names, which lets a file through and never keeps one out.
 */
function importedNames(text: string, leaves: ReadonlyMap<string, unknown>): Set<string> {
  const out = new Set<string>();
  let readTo = 0;
  for (let at = text.indexOf('import'); at >= 0; at = text.indexOf('import', at + 6)) {
    if ((at > 0 && WORD_CHAR.test(text[at - 1]!)) || WORD_CHAR.test(text[at + 6] ?? '')) continue;
    let p = at + 6;
    for (;;) {
      const c = text[p];
      if (c === ' ' || c === '\t' || c === '\f') p++;
      else if (c === '\\') {
        p++;
        if (text[p] === '\r') p++;
        if (text[p] === '\n') p++;
      } else break;
    }
    const bracketed = text[p] === '(';
    if (p < readTo) p = readTo;
    let word = '';
    for (; p <= text.length; p++) {
      const c = text[p] ?? '\n';
      if (WORD_CHAR.test(c)) {
        word += c;
        continue;
      }
      if (word) {
        if (leaves.has(word)) out.add(word);
        word = '';
      }
      if (c === '#') {
        const eol = text.indexOf('\n', p);
        if (eol < 0 || !bracketed) break;
        p = eol;
      } else if (bracketed ? c === ')' : c === '\n' && text[p - 1] !== '\\' && !(text[p - 1] === '\r' && text[p - 2] === '\\')) break;
      else if (!bracketed && c === ';') break;
    }
    readTo = p;
  }
  return out;
}
