/**
 * Modules imported by a call rather than a statement: `torch = LazyImport("torch")` (a project's
 * lazy loader), `nn = importlib.import_module("torch.nn")`. The name bound stands for the module
 * (uses-bindings.ts), as `import torch.nn as nn` would make it. A file that holds such a call is
 * read line by line in full: the skim passes over lines whose first name is bound to nothing yet.
 */
import { ROOTS, rootOf } from './uses-types.js';
import { unquote } from './uses-calls.js';

/** A function named for importing (`LazyImport`, `import_module`, `lazy_import`), called with a torch module's name. */
const CALL = /\b[A-Za-z_]\w*\s*\(\s*(?:'|")(?:torch|torchvision|torchaudio|functorch|torchdata)[\w.]*(?:'|")\s*\)/g;

const IMPORTING = /import/i;

/** Whether the text may hold a call that imports a torch module by name (then the skim is off). */
export function mayImportByCall(text: string): boolean {
  CALL.lastIndex = 0;
  for (let m = CALL.exec(text); m !== null; m = CALL.exec(text)) {
    const callee = m[0].slice(0, m[0].indexOf('(')).trimEnd();
    if (IMPORTING.test(callee)) return true;
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
