/**
 * How a module written in an import (`a.b`, `.sibling`, `..pkg.mod`) is matched to the files of a
 * scan, for the readings that cross modules (dead-modules.ts, module-constants.ts): a relative
 * import from the importer's folder, a dotted one by the end of the path (`pkg.export.shared` is
 * `…/pkg/export/shared.py` or `…/pkg/export/shared/__init__.py`), a one-part one beside the
 * importer or at the top of the tree scanned. Pure.
 */

/** The module paths a file can be imported as, without `.py`: `a/b/c.py` → `a/b/c`; `a/b/__init__.py` → `a/b`. */
export function modulePath(file: string): string {
  const noExt = file.replace(/\.py$/, '');
  return noExt.endsWith('/__init__') ? noExt.slice(0, -'/__init__'.length) : noExt.replace(/^__init__$/, '');
}

export function dirOf(file: string): string {
  const i = file.lastIndexOf('/');
  return i < 0 ? '' : file.slice(0, i);
}

function join(dir: string, rest: string): string {
  return dir ? (rest ? `${dir}/${rest}` : dir) : rest;
}

/**
 * The paths (as modulePath gives them) an import written in `file` may name: one for a relative
 * or a one-part import, a path suffix (marked by a leading `/`) for a dotted one.
 */
export function targets(file: string, written: string): string[] {
  const dots = /^\.*/.exec(written)![0].length;
  const rest = written.slice(dots).split('.').filter(Boolean).join('/');
  if (dots > 0) {
    let dir = dirOf(file);
    for (let up = 1; up < dots; up++) dir = dirOf(dir);
    return [join(dir, rest)];
  }
  if (!rest.includes('/')) return [join(dirOf(file), rest), rest];
  return [`/${rest}`];
}

/** Whether a target (as targets gives it: a path, or a path suffix marked by a leading `/`) names a module path. */
export function namesPath(target: string, path: string): boolean {
  return target.startsWith('/') ? path === target.slice(1) || path.endsWith(target) : path === target;
}

/**
 * The modules an import runs, as written: each package above the one named, then that one
 * (`a.b.c` runs `a/__init__.py`, then `a/b/__init__.py`, then `a/b/c`; `..pkg.mod` runs `..pkg` first).
 */
export function runBy(written: string): string[] {
  const dots = /^\.*/.exec(written)![0];
  const parts = written.slice(dots.length).split('.');
  const out: string[] = [];
  for (let n = 1; n <= parts.length; n++) out.push(dots + parts.slice(0, n).join('.'));
  return out;
}
