/**
 * The file formats that hold locks, one line each. Which files are locks, how each is parsed,
 * judged and fixed, and which workflow commands install from it all come from their descriptors:
 * adding a format is its folder in src/formats/ and one line here. Reading them is
 * src/workspace/lock-files.ts.
 */
import path from 'node:path';
import type { FileFormat, LockFormat, LockInstall, LockParse } from '../formats/descriptor.js';
import type { LockInstaller, LockKind } from '../formats/kinds.js';
import type { LockFile } from '../formats/lock.js';
import { pixi } from '../formats/pixi/index.js';
import { poetry } from '../formats/poetry/index.js';
import { pylock } from '../formats/pylock/index.js';
import { uv } from '../formats/uv/index.js';

export const FORMATS_WITH_LOCKS: readonly FileFormat[] = [uv, poetry, pylock, pixi];

export const LOCK_FORMATS: readonly LockFormat[] = FORMATS_WITH_LOCKS.flatMap((f) => f.locks);

export type { LockInstaller, LockKind };

/** The installers, each once (pylock.toml has none: no project command installs from it). */
export const LOCK_INSTALLS: readonly LockInstall[] = [
  ...new Set(LOCK_FORMATS.flatMap((f): LockInstall[] => (f.install ? [f.install] : []))),
];

/** The format of a lock file by its name: uv.lock, poetry.lock, pixi.lock, pylock.toml, pylock.<name>.toml. */
export function lockFormatOf(file: string): LockFormat | undefined {
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
