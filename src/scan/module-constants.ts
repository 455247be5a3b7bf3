/**
 * Conditions on another module's constants, decided across the files of one scan. A module that
 * binds a constant to a condition on the torch version (PyG's `torch_geometric/typing.py`:
 * `WITH_PT20 = int(torch.__version__.split('.')[0]) >= 2`) says so in its analysis; a finding
 * under `if torch_geometric.typing.WITH_PT20:` (or its `else`, or after an early exit) carries that
 * test as an `extern` guard, and falls away once the module is read and the branch runs on no torch
 * of the range. A module the scan did not read, or a name it does not bind so, decides nothing:
 * the finding stays. Pure.
 */
import { negationDead } from './guards.js';
import { modulePath, namesPath, targets } from './module-paths.js';
import type { DeadTest, Guard } from './uses.js';

export type ExternGuard = Extract<Guard, { kind: 'extern' }>;

/** What one analysed file says: its constants. */
export interface FileConstants {
  file: string;
  constants: Readonly<Record<string, readonly Guard[]>>;
}

/**
 * A test of whether code under the given extern guards, in `file`, runs on no torch of the range:
 * true when one of them is sure to fail there.
 */
export function externDeadTest(
  files: readonly FileConstants[],
  test: DeadTest,
): (file: string, guards: readonly ExternGuard[]) => boolean {
  const byPath = new Map<string, FileConstants['constants']>();
  for (const f of files) byPath.set(modulePath(f.file), f.constants);
  const constantsOf = (file: string, module: string): FileConstants['constants'] | undefined => {
    for (const t of targets(file, module)) {
      if (!t.startsWith('/')) {
        const c = byPath.get(t);
        if (c) return c;
        continue;
      }
      for (const [p, c] of byPath) if (namesPath(t, p)) return c;
    }
    return undefined;
  };
  return (file, guards) =>
    guards.some((g) => {
      const conj = constantsOf(file, g.module)?.[g.name];
      if (!conj || conj.length === 0) return false;
      // True where it holds: dead when one of its terms fails everywhere. False where it holds:
      // dead when every term holds everywhere (the negation of each fails everywhere).
      return g.present ? conj.some((c) => test(c)) : negationDead(conj, test);
    });
}
