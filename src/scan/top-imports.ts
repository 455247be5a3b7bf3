/**
 * The top-level imports of a file the analyser does not read (the prefilter proved it can hold no
 * use), in the form the analyser gives for the files it reads (`a.b`, `.sibling`, `pkg.mod.name`).
 * Such a file has no findings of its own, but it can be the link through which a module that
 * cannot be imported makes another one dead (a test helper that imports the trainer that imports
 * Caffe2): dead-modules.ts follows every file that says what it imports.
 *
 * The analyser's pass keeps a file's head (importHead); it is read only when a module of the scan
 * turned out dead (a file scanned from disk is read again then), so a scan with none pays nothing. Read line by line, not tokenized: an import statement at column 0 is at the top level (one in a
 * block is indented), and what it names is plain dotted words. Lines inside a triple-quoted string
 * are skipped; a parenthesised or backslash-continued name list is read to its end. Only the head
 * of the module is read (above its first top-level def, class or decorator). Linear in the text
 * read. Pure.
 */

const START = /^(?:from|import)[ \t\\]/gm;
const WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const BODY = /^(?:def|class|async[ \t]+def)[ \t]|^@/gm;

/**
 * Whether a match of a multiline `^` starts a Python line: JavaScript also starts lines after
 * U+2028 and U+2029, which Python reads as characters (so decoded text and its bytes read as
 * Latin-1 give the same lines).
 */
function atLineStart(text: string, i: number): boolean {
  if (i === 0) return true;
  const c = text.charCodeAt(i - 1);
  return c === 10 || c === 13;
}

/** The offset of the first top-level def, class or decorator, or -1. */
function bodyStart(source: string): number {
  BODY.lastIndex = 0;
  for (let m = BODY.exec(source); m; m = BODY.exec(source)) if (atLineStart(source, m.index)) return m.index;
  return -1;
}

/** A test of whether an offset lies inside a triple-quoted string; asked with offsets in increasing order. */
function tripleStrings(text: string): (offset: number) => boolean {
  // Offsets of every triple quote, paired into open/close spans; a span holds the offsets inside a string.
  const spans: number[] = [];
  // The next of each quote kind at or after i, searched again only once passed (linear in the text).
  let a = text.indexOf('"""');
  let b = text.indexOf("'''");
  for (let i = 0; ;) {
    if (a >= 0 && a < i) a = text.indexOf('"""', i);
    if (b >= 0 && b < i) b = text.indexOf("'''", i);
    const at = a < 0 ? b : b < 0 ? a : Math.min(a, b);
    if (at < 0) break;
    const end = text.indexOf(at === a ? '"""' : "'''", at + 3);
    spans.push(at, end < 0 ? text.length : end + 3);
    if (end < 0) break;
    i = end + 3;
  }
  let k = 0;
  return (offset) => {
    // Offsets come in increasing order.
    while (k < spans.length && spans[k + 1]! <= offset) k += 2;
    return k < spans.length && spans[k]! < offset;
  };
}

/** The statement starting at `at`: to the end of its line, or of its brackets or continuations. */
function statement(text: string, at: number): string {
  let depth = 0;
  let i = at;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '#') {
      const nl = text.indexOf('\n', i);
      if (nl < 0) return text.slice(at, text.length);
      i = nl - 1;
    } else if (c === '\\' && text[i + 1] === '\n') i++;
    else if (c === '\n' && depth <= 0) break;
    else if (c === ';') break;
  }
  return text
    .slice(at, i)
    .replace(/#[^\n]*/g, '')
    .replace(/\\\n/g, ' ');
}

function names(list: string): string[] {
  return list
    .replace(/[()]/g, ' ')
    .split(',')
    .map((p) => p.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * The head of the module, above its first top-level def, class or decorator, where its imports
 * are written; undefined when it has no import. A copy, so that keeping it does not keep the whole
 * text alive. An import further down is not seen, which keeps the module's findings (as before
 * this reading existed).
 */
export function importHead(source: string): string | undefined {
  const body = bodyStart(source);
  const head = body >= 0 ? source.slice(0, body) : source;
  if (head.indexOf('import') < 0) return undefined;
  return Buffer.from(head, 'utf16le').toString('utf16le');
}

/** The top-level imports written in a module's head (importHead), each once, ASCII only. */
export function topLevelImports(text: string): string[] {
  if (text.indexOf('import') < 0) return [];
  const inString = tripleStrings(text);
  const out: string[] = [];
  START.lastIndex = 0;
  for (let m = START.exec(text); m; m = START.exec(text)) {
    if (!atLineStart(text, m.index) || inString(m.index)) continue;
    const s = statement(text, m.index).replace(/\s+/g, ' ').trim();
    if (s.startsWith('import')) {
      for (const n of names(s.slice('import'.length))) if (n.split('.').every((w) => WORD.test(w))) out.push(n);
      continue;
    }
    const f = /^from ([.\w]+) import (.+)$/.exec(s);
    if (!f) continue;
    const written = f[1]!;
    const dots = /^\.*/.exec(written)![0];
    const parts = written.slice(dots.length);
    if (parts && !parts.split('.').every((w) => WORD.test(w))) continue;
    if (parts) out.push(written);
    for (const n of names(f[2]!)) {
      if (n === '*' || !WORD.test(n)) continue;
      out.push(parts ? `${written}.${n}` : dots + n);
    }
  }
  return [...new Set(out)].filter((m) => !NON_ASCII.test(m));
}
const NON_ASCII = /[^\x00-\x7f]/;
