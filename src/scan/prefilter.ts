/**
 * Which files can hold a use that gives a finding, decided from the text before tokenizing.
 *
 * Why it is sound: a use's qualified name is built from parts written in the file. The root comes
 * from an import; every later part is written after a `.` (`torch.cuda.amp`, `import a.b as x`),
 * or as a name in an import list (`from torch.cuda import amp`), or is carried by an alias whose
 * own value was written the same way. So an entry can match only where its last part appears
 * after a dot or after `import`, every other part of its name appears as a word, and so does every
 * word its call shape requires (a keyword, an exception class, a keyword's literal value). A file with none of that cannot give a finding;
 * a file with it is tokenized and analysed as before. Text in strings and comments only lets a
 * file through; it never keeps one out.
 *
 * It also reads each `.name` back to the start of its dotted name (chainFits), so that `json.load`
 * does not stand for `torch.load`. The cost: one regular-expression pass over the text for `.name`
 * of the names still live in the range, a short look back from each, and a short look after each
 * `import`; each stays linear in the text. On a torch-heavy tree most files stop here.
 */
import { apiName } from '../catalog/api-name.js';
import type { ApiEntry } from '../catalog/api-schema.js';
import { isWordCode } from '../text/ascii-word.js';
import { Needle } from '../text/needle.js';
import { inImportPath, passesKeyword, type KeywordReader } from './written-calls.js';

/** What a file must contain, besides the last part of the name, for one entry to match in it. */
interface Need {
  /** The parts of the name before the last (torch.cuda.amp for torch.cuda.amp.autocast). */
  parent: string[];
  /** A Tensor method (`x.storage()`): called on anything, so only `.name` is needed, not its chain. */
  method: boolean;
  /** Identifiers that must all appear as whole words: the other parts of the name, a keyword, an exception class. */
  words: string[];
  /** Keywords of which one must appear as a word (`with:`); undefined: none needed. */
  any: string[] | undefined;
  /** Text that must appear as written (a keyword's literal value, which the scanner compares unquoted and unescaped), or undefined. */
  literal: string | undefined;
  /** Keywords a call must pass none of (`without:`): a call written passing one gives no finding; undefined: no such shape. */
  without: string[] | undefined;
  /** Only a call can match (a call shape): the name ending an import's module path cannot. */
  call: boolean;
}

export type MayMatch = (text: string) => boolean;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether the `len` characters at `at` stand alone: no ASCII word character on either side. */
function isWordAt(text: string, at: number, len: number): boolean {
  return (at === 0 || !isWordCode(text.charCodeAt(at - 1))) && !isWordCode(text.charCodeAt(at + len));
}

/**
 * Whether `word` appears with no ASCII word character on either side. A Python identifier may hold
 * other letters too (`ñload`); counting only ASCII as word characters admits more, never less.
 */
function hasWord(text: string, word: Needle): boolean {
  for (let at = word.in(text); at >= 0; at = word.in(text, at + 1)) {
    if (isWordAt(text, at, word.word.length)) return true;
  }
  return false;
}

/** The test for files that may match one of `entries` (only those live in the range). */
export function prefilter(entries: readonly ApiEntry[]): MayMatch {
  const byLeaf = new Map<string, Need[]>();
  for (const e of entries) {
    const parts = apiName(e).split('.');
    const leaf = parts[parts.length - 1]!;
    const m = e.match;
    const method = m?.method === true;
    const need: Need = {
      parent: parts.slice(0, -1),
      method,
      words: [
        ...(method ? [] : parts.slice(0, -1)),
        // Inside the body of a `try` whose handler names the class: both words are written.
        ...(m?.insideExcept ? [m.insideExcept, 'try'] : []),
        ...(m?.keyword ? [m.keyword.name] : []),
      ],
      // Absent rather than empty: an empty array literal has another shape than a filled one, and
      // the optimized test would give up its code on meeting the second.
      any: m?.with && m.with.length > 0 ? [...m.with] : m?.firstArgumentCalls ? [...m.firstArgumentCalls] : undefined,
      literal: m?.keyword?.value,
      without: m?.without && m.without.length > 0 ? [...m.without] : undefined,
      // A module's members are called (`members`), and `from torchvision.models import resnet18` writes the module's name only in its path.
      call:
        m !== undefined &&
        !m.members &&
        (m.kind === 'call' || !!(m.without || m.with || m.keyword || m.noArguments || m.firstArgumentCalls)),
    };
    const list = byLeaf.get(leaf);
    if (list) list.push(need);
    else byLeaf.set(leaf, [need]);
  }
  if (byLeaf.size === 0) return () => false;
  // The last parts, told apart before a word is made a string.
  const gate = new NameGate(byLeaf.keys());
  const attributes = attributeFinder(byLeaf, gate);

  // Each word the entries need, with where its search starts.
  const needles = new Map<string, Needle>();
  for (const list of byLeaf.values())
    for (const need of list)
      for (const w of [...need.words, ...(need.any ?? [])]) if (!needles.has(w)) needles.set(w, new Needle(w));

  const satisfied = (need: Need, text: string, word: (w: string) => boolean): boolean =>
    need.words.every(word) &&
    (need.any === undefined || need.any.some(word)) &&
    (need.literal === undefined || text.includes(need.literal));

  return (text: string): boolean => {
    // Every use starts from an import naming torch, functorch, torchaudio, torchvision or torchdata, or Caffe2.
    if (!text.includes('torch') && !text.includes('caffe2')) return false;
    const known = new Map<string, boolean>();
    const word = (w: string): boolean => {
      let has = known.get(w);
      if (has === undefined) known.set(w, (has = hasWord(text, needles.get(w)!)));
      return has;
    };
    let index: ImportIndex | undefined;
    const imports = (): ImportIndex => (index ??= new ImportIndex(text));
    const alias = aliases(text, imports);
    // The calls read for their keywords: at most about twice the text, however many there are.
    const reader: KeywordReader = { budget: 2 * text.length + 4096 };
    for (let dot = attributes.next(text, 0); dot >= 0; dot = attributes.next(text, attributes.end)) {
      for (const need of attributes.needs) {
        // The look back first, answering an alias only from what is known: another entry with the
        // same last part has often settled it (`json.load` is no torch.load, so no
        // torchaudio.load either), and then no word is searched for. An alias not yet known is
        // settled after the words, which are cheaper to rule out.
        let pending: string | undefined;
        const fits = need.method || chainFits(text, dot, need.parent, (w) => alias.known(w) ?? ((pending = w), true));
        // A call written passing a keyword the entry is about calls without gives no finding for
        // it, and a call shape none in an import's module path.
        if (
          fits &&
          satisfied(need, text, word) &&
          (need.without === undefined || !passesKeyword(text, attributes.end, need.without, reader)) &&
          !(need.call && inImportPath(text, dot)) &&
          (pending === undefined || alias.test(pending))
        )
          return true;
      }
    }
    // A name that only follows a dot in an `import a.b.name` path binds nothing callable (call shapes).
    for (const [leaf, binds] of importedNames(text, byLeaf, gate, imports()))
      if (byLeaf.get(leaf)!.some((need) => (binds || !need.call) && satisfied(need, text, word))) return true;
    return false;
  };
}

/**
 * Finds `.name` where the name is one of the entries' last parts, allowing what Python allows
 * between the dot and the name: spaces, line breaks inside brackets, a backslash continuation, a
 * comment before a bracketed line break. `next` gives the dot's offset (or -1) and leaves the
 * name's entries in `needs` and where the name ends in `end`, from where the search goes on.
 */
export interface AttributeFinder<T> {
  next(text: string, from: number): number;
  needs: readonly T[];
  end: number;
}

/** Name lengths a NameGate tells apart; longer names all pass it. */
const GATE_LENGTHS = 64;

/**
 * A quick test of a word in the text before it is made a string: by its length, the bits of the
 * names of that length (first and last character, five bits each). Most words are none of them.
 */
class NameGate {
  private readonly first = new Uint32Array(GATE_LENGTHS);
  private readonly last = new Uint32Array(GATE_LENGTHS);

  constructor(names: Iterable<string>) {
    this.first[GATE_LENGTHS - 1] = this.last[GATE_LENGTHS - 1] = 0xffffffff;
    for (const w of names) {
      const n = Math.min(w.length, GATE_LENGTHS - 1);
      this.first[n]! |= 1 << (w.charCodeAt(0) & 31);
      this.last[n]! |= 1 << (w.charCodeAt(w.length - 1) & 31);
    }
  }

  /** False when the word at [s, e) of `text` is surely none of the names. */
  admits(text: string, s: number, e: number): boolean {
    const n = Math.min(e - s, GATE_LENGTHS - 1);
    return (
      ((this.first[n]! >>> (text.charCodeAt(s) & 31)) & (this.last[n]! >>> (text.charCodeAt(e - 1) & 31)) & 1) === 1
    );
  }
}

export function attributeFinder<T>(
  byLeaf: ReadonlyMap<string, readonly T[]>,
  gate = new NameGate(byLeaf.keys()),
): AttributeFinder<T> {
  for (const leaf of byLeaf.keys()) if (!/^[A-Za-z0-9_]+$/.test(leaf)) return expressionFinder(byLeaf);
  return new DotFinder(byLeaf, gate);
}

/**
 * Reads on from each dot by hand: past the blanks and comments, the ASCII word that follows is
 * the name (a last part is such a word), made a string only when its length and its first and
 * last characters can be one of the last parts. Cheaper than one regular expression over the
 * alternation of every last part, which tries each of them at every dot.
 */
class DotFinder<T> implements AttributeFinder<T> {
  needs: readonly T[] = [];
  end = 0;
  /**
   * The first two characters of every last part (both ASCII, seven bits each): most words after a
   * dot start with two no last part starts with, and are passed over before they are read to their
   * end. Undefined when a last part has one character.
   */
  private readonly starts: Uint8Array | undefined;

  constructor(
    private readonly byLeaf: ReadonlyMap<string, readonly T[]>,
    private readonly gate: NameGate,
  ) {
    let starts: Uint8Array | undefined = new Uint8Array(1 << 14);
    for (const leaf of byLeaf.keys()) {
      if (leaf.length < 2) {
        starts = undefined;
        break;
      }
      starts[(leaf.charCodeAt(0) << 7) | leaf.charCodeAt(1)] = 1;
    }
    this.starts = starts;
  }

  next(text: string, from: number): number {
    const n = text.length;
    for (let dot = text.indexOf('.', from); dot >= 0; dot = text.indexOf('.', dot + 1)) {
      let s = dot + 1;
      for (;;) {
        const c = text.charCodeAt(s);
        if (c === 32 || c === 9 || c === 12 || c === 13 || c === 10 || c === 92) s++;
        else if (c === 35) {
          // A comment runs to the end of its line.
          const eol = text.indexOf('\n', s);
          s = eol < 0 ? n : eol;
        } else break;
      }
      const { starts } = this;
      if (starts !== undefined) {
        const c0 = text.charCodeAt(s);
        const c1 = text.charCodeAt(s + 1);
        // A character past ASCII (decoded text) is left to the reading below.
        if (c0 < 128 && c1 < 128 && starts[(c0 << 7) | c1] === 0) continue;
      }
      let e = s;
      while (e < n && isWordCode(text.charCodeAt(e))) e++;
      if (e === s) continue;
      if (!this.gate.admits(text, s, e)) continue;
      const needs = this.byLeaf.get(text.slice(s, e));
      if (needs === undefined) continue;
      this.needs = needs;
      this.end = e;
      return dot;
    }
    return -1;
  }
}

/**
 * The same as one regular expression, for last parts that are not plain ASCII words (a rules
 * file's). A comment runs to the end of its line (the lookahead): else `###…` splits into
 * comments in 2^n ways and the expression backtracks for ever on a banner line after a full stop.
 */
export function expressionFinder<T>(byLeaf: ReadonlyMap<string, readonly T[]>): AttributeFinder<T> {
  const names = [...byLeaf.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
  const attribute = new RegExp(
    `\\.(?:[ \\t\\f\\r\\n\\\\]|#[^\\n]*(?![^\\n]))*(${names.join('|')})(?![A-Za-z0-9_])`,
    'g',
  );
  const finder: AttributeFinder<T> = {
    needs: [],
    end: 0,
    next(text: string, from: number): number {
      attribute.lastIndex = from;
      const m = attribute.exec(text);
      if (!m) return -1;
      finder.needs = byLeaf.get(m[1]!)!;
      finder.end = attribute.lastIndex;
      return m.index;
    },
  };
  return finder;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 12;
}

/**
 * Whether the dotted name written before the `.` at `dot` can resolve to `parent`, by the
 * analyser's rules (src/scan/uses.ts): a dotted name starts at a name that an import or a single
 * assignment bound, and each later part is written after a dot. So, read backwards, the written
 * parts must be the parent's last parts, and where they stop matching the chain must start there,
 * at a name that was bound to something else (an alias). A line break between the parts is not
 * followed: such a file is let through.
 */
function chainFits(text: string, dot: number, parent: readonly string[], alias: (w: string) => boolean): boolean {
  let p = dot;
  for (let i = parent.length - 1; ; i--) {
    const e = before(text, p);
    if (e === UNKNOWN) return true;
    if (e === 0) return false;
    const c = text.charCodeAt(e - 1);
    if (c === 92 || c > 127) return true; // a continuation, a non-ASCII identifier: not followed
    if (!isWordCode(c)) return false; // `)`, `]`, a string: no dotted name goes on through them
    let s = e - 1;
    while (s > 0 && isWordCode(text.charCodeAt(s - 1))) s--;
    if (s > 0 && text.charCodeAt(s - 1) > 127) return true;
    const first = text.charCodeAt(s);
    if (first >= 48 && first <= 57) return false; // a number, not a name
    const w = text.slice(s, e);
    const b = before(text, s);
    if (b === UNKNOWN) return true;
    const dotted = b > 0 && text.charCodeAt(b - 1) === 46;
    if (i >= 0 && w === parent[i]) {
      if (!dotted) return true; // the chain starts with this part: bound by an import of it (or anything else)
      p = b - 1;
      continue;
    }
    // Not the part expected: only a name at the chain's start, bound as an alias, could stand for the rest.
    return !dotted && i >= 0 && alias(w);
  }
}

const UNKNOWN = -1;
const MAX_LINES_BACK = 8;

/**
 * The end of the last token before `pos`, skipping blanks and the line breaks a bracket allows:
 * 0 at the start of the text. UNKNOWN where that cannot be told from the text alone: a line
 * crossed holds a `#` (a comment may hide what ends the line) or ends in a backslash, or too many
 * blank lines were crossed.
 */
function before(text: string, pos: number): number {
  let p = pos;
  for (let lines = 0; ;) {
    while (p > 0 && isBlank(text.charCodeAt(p - 1))) p--;
    const c = p > 0 ? text.charCodeAt(p - 1) : -1;
    if (c !== 10 && c !== 13) return p;
    if (++lines > MAX_LINES_BACK) return UNKNOWN;
    p--;
    if (c === 10 && p > 0) p -= text.charCodeAt(p - 1) === 13 ? 1 : 0;
    // Back to the start of the line crossed, by hand: a native search for a carriage return
    // would read back to the start of a file that has none.
    let start = p;
    for (let c = text.charCodeAt(start - 1); start > 0 && c !== 10 && c !== 13; c = text.charCodeAt(--start - 1)) {
      if (c === 35) return UNKNOWN;
    }
    let q = p;
    while (q > start && isBlank(text.charCodeAt(q - 1))) q--;
    if (q > start && text.charCodeAt(q - 1) === 92) return UNKNOWN;
  }
}

interface Aliases {
  /** Whether `w` may be an alias. */
  test(w: string): boolean;
  /** The answer if it is already known (no pass over the text), else undefined. */
  known(w: string): boolean | undefined;
}

/**
 * The test for names an alias may have been bound to torch by: an import that names torch binds
 * it with `as` (wordsAfterAs), or an assignment of a bare dotted name (assignmentTargets). Both
 * over-approximate the analyser's binding rules, which only lets more files through.
 */
function aliases(text: string, imports: () => ImportIndex): Aliases {
  let afterAs: Set<string> | 'any' | undefined;
  let targets: Set<string> | undefined;
  const assigned = new Map<string, boolean>();
  // A file asks about one or two names (`torch` before `torch.FloatTensor`, for
  // torch.cuda.FloatTensor): each is searched for. Past a few, every target is read at once, so
  // the cost stays linear however many names a file asks about.
  let searches = 0;
  const assignedWord = (w: string): boolean =>
    targets === undefined && searches++ < NAMES_SEARCHED
      ? assignedTo(text, w)
      : (targets ??= assignmentTargets(text)).has(w);
  return {
    test(w: string): boolean {
      afterAs ??= wordsAfterAs(text, imports()) ?? 'any';
      if (afterAs === 'any' || afterAs.has(w)) return true;
      let has = assigned.get(w);
      if (has === undefined) assigned.set(w, (has = assignedWord(w)));
      return has;
    },
    known(w: string): boolean | undefined {
      if (afterAs === undefined) return undefined;
      return afterAs === 'any' || afterAs.has(w) || assigned.get(w);
    },
  };
}

/**
 * Every ASCII word that follows the word `as` in an import that can bind a torch path: the
 * analyser binds `with … as x` and `except … as x` to nothing, and `import numpy as np` to numpy.
 * The import is told by the text from the start of the logical line of the nearest word `import`
 * before `as`: it must name torch. A comment or a quote in that text could hide the real import,
 * so such a word is kept. Undefined: too much to read (then every word may be an alias).
 */
function wordsAfterAs(text: string, imports: ImportIndex): Set<string> | undefined {
  const out = new Set<string>();
  // What follows one `as` can hold the next (`as #as #as …` on a long line), so these readings
  // may overlap: past twice the text read, the file is let through instead (any word may be one).
  let budget = 2 * text.length + 4096;
  // Only an `as` after an `import` and before its statement ends can bind (namesTorch): the rest
  // of the file is passed over. An `as` found past one statement is kept for the next, so no
  // text is searched twice however many imports there are.
  const { kw } = imports;
  let at = -1;
  for (let i = 0; i < kw.length; i++) {
    const limit = imports.reach(i);
    if (at < kw[i]! + 6) at = text.indexOf('as', kw[i]! + 6);
    if (at < 0) break;
    for (; at >= 0 && at < limit; at = text.indexOf('as', at + 2)) {
      if (!isWordAt(text, at, 2)) continue;
      let p = at + 2;
      for (;;) {
        const c = text.charCodeAt(p);
        if (isBlank(c) || c === 10 || c === 13 || c === 92) p++;
        else if (c === 35) {
          const eol = text.indexOf('\n', p);
          if (eol < 0) break;
          p = eol;
        } else break;
      }
      let e = p;
      while (isWordCode(text.charCodeAt(e))) e++;
      budget -= e - at;
      if (budget < 0) return undefined;
      if (e > p && imports.namesTorch(at)) out.add(text.slice(p, e));
    }
  }
  return out;
}

/** An offset past any text (kept a small integer so the offset arrays stay integer arrays). */
const NEVER = 2 ** 30 - 1;

const IMPORT = new Needle('import');
const CAFFE2 = new Needle('caffe2');

/**
 * The word `import` wherever it is written, with what each occurrence's statement says, read once
 * per file so that asking about a name costs a binary search (a look back per name would be
 * quadratic on files with many `as`). Each occurrence's text is read from the start of its line up to the
 * first of: a line break outside brackets and not continued (the statement ends), a `#` or a quote
 * (then nothing later is certain), or the next occurrence (which answers for what follows). So
 * every character is read once.
 */
class ImportIndex {
  /** Offsets of the word `import`, ascending. */
  readonly kw: number[] = [];
  /** Per occurrence: where its statement ends (a line break), or NEVER where not seen. */
  private readonly end: number[] = [];
  /** Per occurrence: from where on nothing is certain (a `#`, a quote, a continued line before it), or NEVER. */
  private readonly unsure: number[] = [];
  /** Per occurrence: where `torch` is first written from the start of its line, or NEVER. */
  private readonly torch: number[] = [];
  /** Per occurrence: where `caffe2` is first written from the start of its line, or NEVER. */
  private readonly caffe2: number[] = [];

  constructor(text: string) {
    const n = text.length;
    let lineStart = 0;
    let seen = 0; // the text before this is read for line breaks
    let torchAt = -1;
    let caffe2At = -1;
    let prevKw = -1;
    const wordAfter = (from: number): number => {
      let k = IMPORT.in(text, from);
      while (k >= 0 && !isWordAt(text, k, 6)) k = IMPORT.in(text, k + 6);
      return k;
    };
    let next = wordAfter(0);
    while (next >= 0) {
      const at = next;
      next = wordAfter(at + 6);
      // The start of its line: a look back, never past text already read.
      for (let k = at - 1; k >= seen; k--) {
        if (text.charCodeAt(k) === 10) {
          lineStart = k + 1;
          break;
        }
      }
      seen = at;
      let unsure = NEVER;
      // A second `import` on the same line, or a line continued from the one before: not read.
      // (The character before a line break is read one way for LF and CRLF, here and below: a
      // reading only CRLF takes would be met first late in a scan, and cost V8 this code.)
      const continued =
        lineStart >= 2 && text.charCodeAt(lineStart - 2 - (text.charCodeAt(lineStart - 2) === 13 ? 1 : 0)) === 92;
      if (prevKw >= lineStart || continued) unsure = lineStart;
      else
        for (let k = lineStart; k < at; k++) {
          const c = text.charCodeAt(k);
          if (c === 35 || c === 34 || c === 39) {
            unsure = k;
            break;
          }
        }
      let end = NEVER;
      if (unsure === NEVER) {
        const stop = next < 0 ? n : next;
        let depth = 0;
        for (let k = at + 6; k < stop; k++) {
          const c = text.charCodeAt(k);
          if (c === 35 || c === 34 || c === 39) {
            unsure = k;
            break;
          }
          if (c === 40) depth++;
          else if (c === 41) depth = Math.max(0, depth - 1);
          else if (c === 10 && depth === 0) {
            const p = k - 1 - (text.charCodeAt(k - 1) === 13 ? 1 : 0);
            if (text.charCodeAt(p) !== 92) {
              end = k;
              break;
            }
          }
        }
      }
      // Line starts only grow, so each search for `torch` begins past where the last one ended.
      if (torchAt !== NEVER && torchAt < lineStart) {
        const t = text.indexOf('torch', lineStart);
        torchAt = t < 0 ? NEVER : t;
      }
      if (caffe2At !== NEVER && caffe2At < lineStart) {
        const t = CAFFE2.in(text, lineStart);
        caffe2At = t < 0 ? NEVER : t;
      }
      this.kw.push(at);
      this.end.push(end);
      this.unsure.push(unsure);
      this.torch.push(torchAt);
      this.caffe2.push(caffe2At);
      prevKw = at;
    }
  }

  /**
   * Where what the `i`-th import binds is written, at most: up to the end of its statement, or,
   * where that is not certain, to the next import.
   */
  reach(i: number): number {
    const next = i + 1 < this.kw.length ? this.kw[i + 1]! : NEVER;
    return this.unsure[i] === NEVER && this.end[i] !== NEVER ? Math.min(this.end[i]! + 1, next) : next;
  }

  /**
   * Whether a name written at `at` may be bound by an import that names torch (or Caffe2): the
   * nearest `import` before it, if its statement reaches `at`, must have `torch` or `caffe2`
   * written between the start of its line and `at`. Where the text is not certain, yes.
   */
  namesTorch(at: number): boolean {
    const { kw } = this;
    let lo = 0;
    let hi = kw.length - 1;
    let i = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (kw[mid]! < at) {
        i = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (i < 0) return false;
    if (this.unsure[i]! < at) return true;
    if (this.end[i]! < at) return false;
    return this.torch[i]! + 5 <= at || this.caffe2[i]! + 6 <= at;
  }
}

/**
 * Every ASCII word written as the target of an assignment whose value is a bare dotted name
 * (`amp = torch.cuda.amp`, maybe annotated: `amp: Any = torch.cuda.amp`): the only assignment
 * that makes an alias. A value the text cannot settle (a continuation) counts. Read once per file,
 * from each `=` and `:` back to the word before it (past blanks and continuations, as Python
 * writes them), so a file asked about many names is still read once; `=` of `==`, `<=`, `+=`,
 * `:=` and the like has no word right before it.
 */
export function assignmentTargets(text: string): Set<string> {
  const out = new Set<string>();
  // The first `=` or line break at or after the last `:` read: the `:` come in order, so each
  // character is read once however many annotations a line or a file holds.
  let stop = -1;
  let eq = text.indexOf('=');
  let colon = text.indexOf(':');
  while (eq >= 0 || colon >= 0) {
    const annotation = colon >= 0 && (eq < 0 || colon < eq);
    const p = annotation ? colon : eq;
    if (annotation) colon = text.indexOf(':', p + 1);
    else eq = text.indexOf('=', p + 1);
    // `==`, `:=`: no assignment.
    if (text.charCodeAt(p + 1) === 61) continue;
    const e = skipSpaceBack(text, p);
    if (e === 0 || !isWordCode(text.charCodeAt(e - 1))) continue;
    let value = p;
    if (annotation) {
      // `w: T = value`: the value after the first `=` on the line.
      if (stop < p)
        for (stop = p; stop < text.length && text.charCodeAt(stop) !== 61 && text.charCodeAt(stop) !== 10; stop++);
      if (text.charCodeAt(stop) !== 61 || text.charCodeAt(stop + 1) === 61) continue;
      value = stop;
    }
    if (!dottedValue(text, value + 1)) continue;
    let s = e - 1;
    while (s > 0 && isWordCode(text.charCodeAt(s - 1))) s--;
    out.add(text.slice(s, e));
  }
  return out;
}

/** How many names one file's aliases are searched for one by one before its assignments are all read. */
const NAMES_SEARCHED = 4;

/**
 * Whether `w` is written as the target of an assignment whose value is a bare dotted name:
 * assignmentTargets(text).has(w), read from each occurrence of `w` instead of from every `=` and
 * `:` of the file. A name that is seldom written, or seldom assigned, is settled by one native
 * search and a look after each occurrence.
 */
export function assignedTo(text: string, w: string): boolean {
  // The first `=` or line break at or after the last `:` read, as in assignmentTargets.
  let stop = -1;
  // The value last read: annotations of `w` on one line all lead to it, and it is read once.
  let read = -1;
  for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) {
    if (!isWordAt(text, at, w.length)) continue;
    const p = skipSpace(text, at + w.length);
    const c = text.charCodeAt(p);
    // `==`, `:=`: no assignment.
    if ((c !== 61 && c !== 58) || text.charCodeAt(p + 1) === 61) continue;
    let value = p;
    if (c === 58) {
      // `w: T = value`: the value after the first `=` on the line.
      if (stop < p)
        for (stop = p; stop < text.length && text.charCodeAt(stop) !== 61 && text.charCodeAt(stop) !== 10; stop++);
      if (text.charCodeAt(stop) !== 61 || text.charCodeAt(stop + 1) === 61) continue;
      value = stop;
    }
    if (value === read) continue;
    read = value;
    if (dottedValue(text, value + 1)) return true;
  }
  return false;
}

/** skipSpace read backwards: where the blanks and continuations that end at `to` start. */
function skipSpaceBack(text: string, to: number): number {
  let p = to;
  for (;;) {
    const c = text.charCodeAt(p - 1);
    if (isBlank(c)) p--;
    else if (c === 10 && text.charCodeAt(p - 2) === 92) p -= 2;
    else if (c === 10 && text.charCodeAt(p - 2) === 13 && text.charCodeAt(p - 3) === 92) p -= 3;
    else return p;
  }
}

function skipSpace(text: string, from: number): number {
  let p = from;
  for (;;) {
    const c = text.charCodeAt(p);
    if (isBlank(c)) p++;
    else if (c === 92 && text.charCodeAt(p + 1) === 10) p += 2;
    else if (c === 92 && text.charCodeAt(p + 1) === 13 && text.charCodeAt(p + 2) === 10) p += 3;
    else return p;
  }
}

/** Whether the text at `from` is `name(.name)*`, or a call of one with one string, up to the end of the statement; true where it cannot tell. */
function dottedValue(text: string, from: number): boolean {
  let p = skipSpace(text, from);
  let word = p;
  for (;;) {
    const c = text.charCodeAt(p);
    if (c > 127) return true;
    if (!isWordCode(c) || (c >= 48 && c <= 57)) return false;
    word = p;
    while (isWordCode(text.charCodeAt(p))) p++;
    if (text.charCodeAt(p) > 127) return true;
    p = skipSpace(text, p);
    if (text.charCodeAt(p) !== 46) break;
    p = skipSpace(text, p + 1);
  }
  // `LazyImport(" … ")`: a call of a name holding `import`, with one string, may import a module by
  // name (lazy-imports.ts); `getattr(…)` may give a module's member; any other call binds no alias.
  // The callee's name is made a string last: most calls are of other names, with other arguments.
  if (text.charCodeAt(p) === 40) {
    const calleeEnd = skipSpaceBack(text, p);
    // `m = getattr(torch, "cuda")` binds a member of a module (uses-bindings.ts): an alias maybe.
    if (calleeEnd - word === 7 && text.startsWith('getattr', word)) return true;
    p = skipSpace(text, p + 1);
    const q = text.charCodeAt(p);
    if (q !== 34 && q !== 39) return false;
    const close = text.indexOf(String.fromCharCode(q), p + 1);
    const eol = text.indexOf('\n', p + 1);
    if (close < 0 || (eol >= 0 && eol < close)) return false;
    p = skipSpace(text, close + 1);
    if (text.charCodeAt(p) !== 41) return false;
    p = skipSpace(text, p + 1);
    if (!/import/i.test(text.slice(word, calleeEnd))) return false;
  }
  const end = text.charCodeAt(p);
  return Number.isNaN(end) || end === 10 || end === 13 || end === 59 || end === 35 || end === 92;
}

/**
 * Names of `leaves` written in an import list that names torch (`from numpy.testing import
 * assert_allclose` binds numpy's): after each word `import`, up to the end of the logical line,
 * or to the closing parenthesis of a bracketed list (comments inside skipped).
 * Text already read for an earlier `import` is not read again, so the cost stays linear even
 * when a file holds many `import (` and no `)`; reading on past where a list ends only adds
 * names, which lets a file through and never keeps one out.
 *
 * Each name maps to whether it may bind something: false where every time it ends the module
 * path of an import (inImportPath: `import torch.utils.checkpoint` binds `torch` only).
 */
function importedNames(
  text: string,
  leaves: ReadonlyMap<string, unknown>,
  gate: NameGate,
  imports: ImportIndex,
): Map<string, boolean> {
  const out = new Map<string, boolean>();
  const n = text.length;
  let readTo = 0;
  for (const at of imports.kw) {
    let p = at + 6;
    for (;;) {
      const c = text.charCodeAt(p);
      if (isBlank(c)) p++;
      else if (c === 92) {
        p++;
        if (text.charCodeAt(p) === 13) p++;
        if (text.charCodeAt(p) === 10) p++;
      } else break;
    }
    const bracketed = text.charCodeAt(p) === 40;
    if (p < readTo) p = readTo;
    let word = -1;
    for (; p <= n; p++) {
      const c = p < n ? text.charCodeAt(p) : 10;
      if (isWordCode(c)) {
        if (word < 0) word = p;
        continue;
      }
      if (word >= 0) {
        if (gate.admits(text, word, p)) {
          const w = text.slice(word, p);
          if (leaves.has(w) && out.get(w) !== true && imports.namesTorch(word))
            out.set(w, !(text.charCodeAt(word - 1) === 46 && inImportPath(text, word - 1)));
        }
        word = -1;
      }
      if (c === 35) {
        const eol = text.indexOf('\n', p);
        if (eol < 0 || !bracketed) break;
        p = eol;
      } else if (
        bracketed
          ? c === 41
          : c === 10 &&
            text.charCodeAt(p - 1) !== 92 &&
            !(text.charCodeAt(p - 1) === 13 && text.charCodeAt(p - 2) === 92)
      )
        break;
      else if (!bracketed && c === 59) break;
    }
    readTo = p;
  }
  return out;
}
