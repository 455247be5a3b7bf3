/**
 * Modules imported by a call rather than a statement: `torch = LazyImport("torch")` (a project's
 * lazy loader), `nn = importlib.import_module("torch.nn")`. The name bound stands for the module
 * (uses-bindings.ts), as `import torch.nn as nn` would make it. A file that holds such a call is
 * read line by line in full: the skim passes over lines whose first name is bound to nothing yet.
 */
import { ROOTS, rootOf } from './uses-types.js';
import { unquote } from './uses-calls.js';
import { isWordCode } from '../text/ascii-word.js';

const IMPORTING = /import/i;

/** A torch module's name just inside a quote: every such call holds one, found by the native search. */
const QUOTED = ['"torch', "'torch", '"functorch', "'functorch"];

const isBlank = (c: number): boolean => c === 32 || c === 9;

/**
 * Whether the text may hold a call that imports a torch module by name (then the skim is off): a
 * string that is a torch module's name, right after `(` and blanks, after a name that holds
 * `import`. Each quoted name is looked at once, over a few characters, so the test stays linear.
 */
export function mayImportByCall(text: string): boolean {
  for (const q of QUOTED)
    for (let at = text.indexOf(q); at >= 0; at = text.indexOf(q, at + q.length)) {
      // The string is a module name and nothing else: `"torch_npu is missing"` is none.
      let f = at + 1;
      while (isWordCode(text.charCodeAt(f)) || text.charCodeAt(f) === 46) f++;
      if (text.charCodeAt(f) !== text.charCodeAt(at) || !ROOTS.has(rootOf(text.slice(at + 1, f)))) continue;
      let p = at - 1;
      while (p >= 0 && isBlank(text.charCodeAt(p))) p--;
      if (text.charCodeAt(p) !== 40) continue;
      p--;
      while (p >= 0 && isBlank(text.charCodeAt(p))) p--;
      const e = p + 1;
      while (p >= 0 && isWordCode(text.charCodeAt(p))) p--;
      if (e > p + 1 && IMPORTING.test(text.slice(p + 1, e))) return true;
    }
  return false;
}

/** The module a call of `callee` with the string token `literal` imports, when the callee is named for importing; else null. */
export function importedBy(callee: string, literal: string): string | null {
  if (!IMPORTING.test(callee)) return null;
  const name = unquote(literal);
  if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(name)) return null;
  return ROOTS.has(rootOf(name)) ? name : null;
}
