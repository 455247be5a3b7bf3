/**
 * Modules that cannot be imported on the target torch, across the files of one scan. A module whose
 * top-level import fails everywhere in the range (`from caffe2.python import core` on torch 2.x)
 * is dead, and reports that import only (scanner.ts); so is one a statement of whose own block
 * always raises there (`if torch._six.PY3:`), which keeps its findings (those of an ordinary block
 * after such a statement, always-raises.ts); a module that imports a dead module at its
 * top level, outside every block, is dead too, and reports nothing: its own lines never run.
 * Modules are matched to files by path: a relative import from the importer's folder, a dotted
 * one by the end of the path (`pkg.export.shared` is `…/pkg/export/shared.py` or
 * `…/pkg/export/shared/__init__.py`), a one-part one beside the importer (a script's sibling) or
 * at the top of the tree scanned (`import deepspeed`). Importing a module runs the `__init__.py` of
 * every package above it first, so a module under a dead package is dead too, and so is one that
 * imports a module of a dead package (`import apex.normalization` when `apex/__init__.py` is dead).
 * Every file of the scan says what it imports, those the analyser did not read included (scan-files.ts
 * reads their heads once a module is dead). Pure.
 */

import { modulePath, namesPath, runBy, targets, dirOf } from './module-paths.js';

export interface ModuleFacts {
  /** The file as findings name it (forward slashes). */
  file: string;
  /** Its top-level imports as written (`a.b`, `.sibling`, `..pkg.mod`). */
  imports: readonly string[];
  /** A top-level import of its own, or a statement of its own block, fails on every torch of the range. */
  dead: boolean;
  /** Of a module dead at an import of its own: the imports written above that one (they run first). */
  before?: readonly string[];
}

/**
 * The files that report nothing: dead because a module they import at the top level is dead, or
 * under a package whose `__init__.py` is. One dead by an import of its own keeps that one finding,
 * unless a package above it is dead by its own import, which runs first and reports itself
 * (pytext's `__init__.py` imports Caffe2 before it imports `.utils.onnx`, which does too) — but not
 * when that `__init__.py` imports the file above its own failing import: the file's failure comes
 * first then, and stays reported.
 */
export function deadThroughImports(facts: readonly ModuleFacts[]): Set<string> {
  const dead = new Set<string>();
  const paths = new Map<string, string>();
  for (const f of facts) if (f.dead) paths.set(modulePath(f.file), f.file);
  const out = new Set<string>();
  if (paths.size === 0) return out;
  const isDead = (t: string): boolean => {
    if (!t.startsWith('/')) return paths.has(t);
    for (const p of paths.keys()) if (namesPath(t, p)) return true;
    return false;
  };
  for (const f of facts) if (f.dead) dead.add(f.file);
  const deadInits = facts.filter((f) => f.dead && f.file.endsWith('__init__.py'));
  for (const f of facts) if (f.dead && shadowedByPackage(f.file, deadInits)) out.add(f.file);
  /** Whether a package above the file is dead (its `__init__.py` runs first). */
  const underDead = (file: string): boolean => {
    for (let d = dirOf(file); d; d = dirOf(d)) if (paths.has(d) && paths.get(d) !== file) return true;
    return false;
  };
  // Until nothing changes: each round marks at least one more file, so at most as many rounds as files.
  for (let changed = true; changed;) {
    changed = false;
    for (const f of facts) {
      if (dead.has(f.file)) continue;
      if (!underDead(f.file) && !f.imports.some((w) => runBy(w).some((m) => targets(f.file, m).some(isDead)))) continue;
      dead.add(f.file);
      out.add(f.file);
      paths.set(modulePath(f.file), f.file);
      changed = true;
    }
  }
  return out;
}

/**
 * Whether a package above a file dead by its own import is dead by its own import too, and does not
 * import the file before its own failing import.
 */
function shadowedByPackage(file: string, deadInits: readonly ModuleFacts[]): boolean {
  const own = modulePath(file);
  for (const f of deadInits) {
    if (f.file === file) continue;
    const pkg = modulePath(f.file);
    if (!(pkg === '' || own.startsWith(`${pkg}/`))) continue;
    const runs = (f.before ?? f.imports).some((w) =>
      runBy(w).some((m) => targets(f.file, m).some((t) => namesPath(t, own))),
    );
    if (!runs) return true;
  }
  return false;
}
