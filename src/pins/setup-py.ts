/**
 * setup.py is code: it is never run. A light tokenizer finds string literals; a literal counts
 * as a pin when it parses as a torch-family requirement and either carries a version, marker or
 * URL, or sits in a list/dict under a name that says "requires" or "dependencies" — so
 * `name="torchvision"` in torchvision's own setup.py is not mistaken for a pin.
 */
import { InputError } from '../core/errors.js';
import { at, emptyResult, pinFrom, type FileResult } from './file-result.js';
import { normalizeSpecifier, parseRequirement } from './requirement.js';

type Tok = { t: 'str'; value: string; line: number; column: number; formatted: boolean } | { t: 'name'; value: string } | { t: 'punct'; value: string };

const STRING_START = /^([rRbBuUfF]{0,2})("""|'''|"|')/;

function tokenize(text: string, file: string): Tok[] {
  const toks: Tok[] = [];
  let line = 1;
  let col = 1;
  let i = 0;
  const advance = (n: number) => {
    for (let k = 0; k < n; k++) {
      if (text[i] === '\n') {
        line++;
        col = 1;
      } else col++;
      i++;
    }
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === '#') {
      while (i < text.length && text[i] !== '\n') advance(1);
      continue;
    }
    const s = STRING_START.exec(text.slice(i, i + 5));
    if (s && (s[1] === '' || /^[A-Za-z]+$/.test(s[1]!))) {
      const prefix = s[1]!.toLowerCase();
      const quote = s[2]!;
      const startLine = line;
      const startCol = col + s[0].length;
      advance(s[0].length);
      let value = '';
      const raw = prefix.includes('r');
      for (;;) {
        if (i >= text.length) throw new InputError(`${file}:${startLine}:${startCol - quote.length}: unterminated string literal`);
        if (text.startsWith(quote, i)) {
          advance(quote.length);
          break;
        }
        if (quote.length === 1 && text[i] === '\n') throw new InputError(`${file}:${startLine}:${startCol - 1}: unterminated string literal`);
        if (text[i] === '\\' && i + 1 < text.length) {
          const n = text[i + 1]!;
          value += raw ? `\\${n}` : n === 'n' ? '\n' : n === 't' ? '\t' : n === '\n' ? '' : n;
          advance(2);
          continue;
        }
        value += text[i];
        advance(1);
      }
      toks.push({ t: 'str', value, line: startLine, column: startCol, formatted: prefix.includes('f') });
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i, i + 200));
    if (name) {
      toks.push({ t: 'name', value: name[0] });
      advance(name[0].length);
      continue;
    }
    if (!/\s/.test(c)) toks.push({ t: 'punct', value: c });
    advance(1);
  }
  return toks;
}

const REQUIRES_KEY = /require|dep/i;
/** setup() keywords whose strings are never requirements. */
const NOT_REQUIREMENTS = new Set([
  'name',
  'version',
  'description',
  'long_description',
  'url',
  'author',
  'author_email',
  'maintainer',
  'license',
  'packages',
  'py_modules',
  'package_dir',
  'package_data',
  'keywords',
  'classifiers',
  'entry_points',
  'scripts',
  'platforms',
]);

export function readSetupPy(text: string, file: string): FileResult {
  const out = emptyResult();
  const toks = tokenize(text, file);
  // For each open bracket: the name it is assigned to (`install_requires=[`, `'gpu': [`).
  const stack: (string | undefined)[] = [];
  const keyBefore = (k: number): string | undefined => {
    const prev = toks[k - 1];
    const key = toks[k - 2];
    if (prev?.t === 'punct' && (prev.value === '=' || prev.value === ':') && key && (key.t === 'name' || key.t === 'str')) return key.value;
    return undefined;
  };
  toks.forEach((tok, k) => {
    if (tok.t === 'punct') {
      if ('([{'.includes(tok.value)) stack.push(keyBefore(k) ?? (tok.value === '(' ? toks[k - 1]?.value : undefined));
      else if (')]}'.includes(tok.value)) stack.pop();
      return;
    }
    if (tok.t !== 'str' || tok.formatted) return;
    const key = keyBefore(k);
    if (key === 'python_requires') {
      out.requiresPython = {
        specifier: at(file, tok.line, tok.column, () => normalizeSpecifier(tok.value, 'python_requires').specifier),
        location: { file, line: tok.line, column: tok.column },
      };
      return;
    }
    if (key && NOT_REQUIREMENTS.has(key)) return; // name="torchvision" in torchvision's own setup.py
    const inRequires = (key !== undefined && REQUIRES_KEY.test(key)) || stack.some((s) => s !== undefined && REQUIRES_KEY.test(s));
    if (stack.some((s) => s !== undefined && NOT_REQUIREMENTS.has(s))) return; // packages=["torchvision"]
    let req;
    try {
      req = parseRequirement(tok.value);
    } catch (e) {
      if (inRequires && e instanceof InputError) throw new InputError(`${file}:${tok.line}:${tok.column}: ${e.message}`);
      return; // prose that happens to start with "torch": not a requirement
    }
    if (!req) return;
    const bare = req.specifier === '' && !req.marker && !req.url;
    if (bare && !inRequires) return;
    out.pins.push(pinFrom(req, 'setup.py', { file, line: tok.line, column: tok.column + req.nameOffset }, {}));
  });
  return out;
}
