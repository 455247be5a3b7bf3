/**
 * setup.py is code: it is never run. The Python tokenizer (src/python/) finds string literals; a literal counts
 * as a pin when it parses as a torch-family requirement and either carries a version, marker or
 * URL, or sits in a list/dict under a name that says "requires" or "dependencies" — so
 * `name="torchvision"` in torchvision's own setup.py is not mistaken for a pin.
 */
import { bringsTorch } from '../../packaging/names.js';
import { InputError } from '../../core/errors.js';
import { Locator } from '../../text/locate.js';
import { tokenize as pythonTokens } from '../../python/tokenize.js';
import { at, emptyResult, otherOffset, otherPinFrom, pinFrom, readOther, type FileResult } from '../file-result.js';
import { normalizeSpecifier, parseRequirement } from '../../packaging/requirement.js';
import { extrasReaching, setupPyTorch, type SetupPyTorch } from './setup-py-extras.js';
import type { Pin } from '../pin.js';

type Tok =
  | { t: 'str'; value: string; line: number; column: number; formatted: boolean; start: number }
  | { t: 'name'; value: string }
  | { t: 'punct'; value: string };

const STRING_HEAD = /^([A-Za-z]*)("""|'''|"|')/;

/** A string literal's value: escapes read as Python reads them, raw strings kept as written. */
function literalValue(body: string, raw: boolean): string {
  if (raw) return body;
  return body.replace(/\\(\r\n|[\s\S])/g, (_, n: string) =>
    n === 'n' ? '\n' : n === 't' ? '\t' : n === '\n' || n === '\r\n' ? '' : n,
  );
}

/** The tokens that matter here, from the one Python tokenizer, with lines and columns. */
function tokenize(text: string, file: string): Tok[] {
  const loc = new Locator(text);
  const toks: Tok[] = [];
  for (const tok of pythonTokens(text)) {
    const src = text.slice(tok.start, tok.end);
    if (tok.type === 'name') toks.push({ t: 'name', value: src });
    else if (tok.type === 'op' || tok.type === 'error') toks.push({ t: 'punct', value: src });
    else if (tok.type === 'string') {
      const head = STRING_HEAD.exec(src)!;
      const [, prefix = '', quote = '"'] = head;
      const at = loc.at(tok.start + prefix.length);
      if (tok.error) throw new InputError(`${file}:${at.line}:${at.column}: unterminated string literal`);
      const body = src.slice(head[0].length, src.length - quote.length);
      const lower = prefix.toLowerCase();
      toks.push({
        t: 'str',
        value: literalValue(body, lower.includes('r')),
        line: at.line,
        column: at.column + quote.length,
        formatted: lower.includes('f') || lower.includes('t'),
        start: tok.start,
      });
    }
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
  // Each pin's string literal, by where its token starts: the extras that install it are found by that.
  const starts = new Map<Pin<string>, number>();
  // For each open bracket: the name it is assigned to (`install_requires=[`, `'gpu': [`).
  const stack: (string | undefined)[] = [];
  // How many open brackets sit under a "requires" name / a non-requirement keyword: counted on
  // push and pop, so a string deep in many brackets is not checked against every one of them.
  let requiresOpen = 0;
  let notRequirementsOpen = 0;
  const count = (s: string | undefined, by: number) => {
    if (s === undefined) return;
    if (REQUIRES_KEY.test(s)) requiresOpen += by;
    if (NOT_REQUIREMENTS.has(s)) notRequirementsOpen += by;
  };
  const keyBefore = (k: number): string | undefined => {
    const prev = toks[k - 1];
    const key = toks[k - 2];
    if (
      prev?.t === 'punct' &&
      (prev.value === '=' || prev.value === ':') &&
      key &&
      (key.t === 'name' || key.t === 'str')
    )
      return key.value;
    return undefined;
  };
  toks.forEach((tok, k) => {
    if (tok.t === 'punct') {
      if ('([{'.includes(tok.value)) {
        const name = keyBefore(k) ?? (tok.value === '(' ? toks[k - 1]?.value : undefined);
        stack.push(name);
        count(name, 1);
      } else if (')]}'.includes(tok.value)) count(stack.pop(), -1);
      return;
    }
    if (tok.t !== 'str' || tok.formatted) return;
    if (/\.(txt|in)$/.test(tok.value) && readsForInstall(toks, k)) (out.installReads ??= []).push(tok.value);
    const key = keyBefore(k);
    if (key === 'python_requires') {
      // `">={}.{}".format(3, 9)` or `"..." % v` is computed when setup.py runs: not a value to read.
      const next = toks[k + 1];
      if (next?.t === 'punct' && (next.value === '.' || next.value === '%' || next.value === '+')) {
        (out.unread ??= []).push({
          what: 'python_requires',
          why: 'it is computed when setup.py runs',
          location: { file, line: tok.line, column: tok.column },
        });
        return;
      }
      out.requiresPython = {
        specifier: at(file, tok.line, tok.column, () => normalizeSpecifier(tok.value, 'python_requires').specifier),
        location: { file, line: tok.line, column: tok.column },
      };
      return;
    }
    if (key && NOT_REQUIREMENTS.has(key)) return; // name="torchvision" in torchvision's own setup.py
    // A dict key names an extra or a table entry (`{"torch": [...]}`), never a requirement.
    const after = toks[k + 1];
    if (after?.t === 'punct' && after.value === ':') return;
    const inRequires = (key !== undefined && REQUIRES_KEY.test(key)) || requiresOpen > 0;
    if (notRequirementsOpen > 0) return; // packages=["torchvision"]
    let req;
    try {
      // setuptools reads a requirement string line by line: a trailing line break is nothing.
      req = parseRequirement(tok.value.trimEnd());
    } catch (e) {
      if (inRequires && e instanceof InputError)
        throw new InputError(`${file}:${tok.line}:${tok.column}: ${e.message}`);
      return; // prose that happens to start with "torch": not a requirement
    }
    if (!req) {
      // Only what an install_requires/extras_require list holds: any other string of the file
      // would read as some package's name.
      const other = inRequires ? readOther(tok.value) : undefined;
      if (other) {
        const pin = otherPinFrom(other, 'setup.py', {
          file,
          line: tok.line,
          column: tok.column + otherOffset(other),
        });
        starts.set(pin, tok.start);
        out.others.push(pin);
      }
      return;
    }
    const bare = req.specifier === '' && !req.marker && !req.url;
    if (bare && !inRequires) return;
    const pin = pinFrom(req, 'setup.py', { file, line: tok.line, column: tok.column + req.nameOffset }, {});
    starts.set(pin, tok.start);
    out.pins.push(pin);
  });
  const torch = out.pins.some((p) => bringsTorch(p.package)) ? setupPyTorch(text) : undefined;
  if (torch) {
    out.alternatives.setupPyTorch = { file, defaultTorch: torch.defaultTorch, extras: torch.extras };
    declareExtras(out, torch, text, file);
    if (torch.decided) asExtras(out, torch, starts);
    else if (Object.keys(torch.extraAt).length) undecidedExtras(out, torch);
  }
  return out;
}

/**
 * `install_requires = fetch_requirements('requirements/requirements.txt')`, or the same as a
 * keyword of setup(): the file whose pins the project's own install brings.
 */
function readsForInstall(toks: Tok[], k: number): boolean {
  // name ( 'file'  or  name.attr ( 'file' , preceded by install_requires =
  let j = k - 1;
  if (toks[j]?.t !== 'punct' || toks[j]!.value !== '(') return false;
  j--;
  while (j >= 1 && toks[j]?.t === 'name' && toks[j - 1]?.t === 'punct' && toks[j - 1]!.value === '.') j -= 2;
  if (toks[j]?.t !== 'name') return false;
  return toks[j - 1]?.t === 'punct' && toks[j - 1]!.value === '=' && toks[j - 2]?.value === 'install_requires';
}

/** Its extras can be selected (`--extra cuda`, `pip install .[cuda]`), read whole or not. */
function declareExtras(out: FileResult, torch: SetupPyTorch, text: string, file: string): void {
  const loc = new Locator(text);
  for (const [name, offset] of Object.entries(torch.extraAt)) {
    const at = loc.at(offset);
    out.alternatives.extras[name] = { file, line: at.line, column: at.column };
  }
}

/**
 * Not read whole (an extra built by a function, a list changed in place): every torch pin stays
 * the default install's, as if every install brought it, and that is said rather than guessed.
 */
function undecidedExtras(out: FileResult, torch: SetupPyTorch): void {
  // Said where the first extra is written (declareExtras has placed each).
  const [first] = Object.entries(torch.extraAt).sort((a, b) => a[1] - b[1])[0]!;
  (out.unread ??= []).push({
    what: "What setup.py's extras install",
    why: 'part of it is built when setup.py runs',
    effect: 'every torch pin of the file is judged as the default install’s, whichever extra is selected',
    fix: 'Write extras_require as lists of requirement strings, or declare optional-dependencies in pyproject.toml.',
    source: 'https://setuptools.pypa.io/en/latest/userguide/dependency_management.html#optional-dependencies',
    location: out.alternatives.extras[first]!,
  });
}

/**
 * A file read whole: its extras are install targets, as pyproject's optional-dependencies are,
 * and a pin only extras reach belongs to each of them (one pin per extra), not to the default.
 */
function asExtras(out: FileResult, torch: SetupPyTorch, starts: Map<Pin<string>, number>): void {
  const split = <P extends Pin<string>>(pins: P[]): P[] =>
    pins.flatMap((p) => {
      const extras = extrasReaching(torch, starts.get(p)!, p.package);
      return extras ? extras.map((group): P => ({ ...p, group, alternative: 'extra' })) : [p];
    });
  out.pins = split(out.pins);
  out.others = split(out.others);
}
