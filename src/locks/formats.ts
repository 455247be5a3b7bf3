/**
 * The lock file formats, one line each. Which files are locks, how each is parsed, judged and
 * fixed, and which workflow commands install from it all come from this list: adding a format
 * is its module (with its descriptor) and one line here. Reading them is src/workspace/lock-files.ts.
 */
import path from 'node:path';
import type { LockFormat, LockInstall, LockParse } from './format.js';
import { pixiLock } from './pixi-format.js';
import { poetryLock } from './poetry.js';
import { pylock } from './pylock.js';
import type { LockFile } from './types.js';
import { uvLock } from './uv.js';

export const LOCK_FORMATS = [uvLock, poetryLock, pylock, pixiLock] as const satisfies readonly LockFormat[];

type KnownLockFormat = (typeof LOCK_FORMATS)[number];
export type LockKind = KnownLockFormat['kind'];

/** The program of a command that installs from a lock (`uv`, `poetry`, `pixi`). */
export type LockInstaller = NonNullable<KnownLockFormat['install']>['program'];

/** The installers, each once (pylock.toml has none: no project command installs from it). */
export const LOCK_INSTALLS: readonly (LockInstall & { program: LockInstaller })[] = [
  ...new Set(LOCK_FORMATS.flatMap((f): (LockInstall & { program: LockInstaller })[] => (f.install ? [f.install] : []))),
];

/** The format of a lock file by its name: uv.lock, poetry.lock, pixi.lock, pylock.toml, pylock.<name>.toml. */
export function lockFormatOf(file: string): KnownLockFormat | undefined {
  const base = path.basename(file).toLowerCase();
  return LOCK_FORMATS.find((f) => f.takes(base));
}

export const lockKindOf = (file: string): LockKind | undefined => lockFormatOf(file)?.kind;

export function lockFormat(kind: LockKind): LockFormat {
  return LOCK_FORMATS.find((f) => f.kind === kind)!;
}

/** Parses a lock's text; `file` is the name used in locations and messages. */
export async function parseLock(text: string, file: string, kind: LockKind): Promise<LockFile> {
  return (await lockFormat(kind).parser())(text, file);
}

/** Reads locks of these kinds without waiting: each kind's reader is loaded first. */
export type LockParser = (text: string, file: string, kind: LockKind) => LockFile;

export async function lockParser(kinds: Iterable<LockKind>): Promise<LockParser> {
  const loaded = new Map<LockKind, LockParse>();
  for (const kind of new Set(kinds)) loaded.set(kind, await lockFormat(kind).parser());
  return (text, file, kind) => {
    const parse = loaded.get(kind);
    if (!parse) throw new Error(`the ${kind} lock reader was not loaded`);
    return parse(text, file);
  };
}

/** Whether a job installing with `installer` installs from this lock. */
export const installsFrom = (installer: LockInstaller, lock: LockFile): boolean =>
  lockFormat(lock.kind).install?.program === installer;
