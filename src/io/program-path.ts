/**
 * A bare program name (`git`, `nvidia-smi`, `python`) to the absolute path of the program that
 * PATH names, never one in the working directory. Windows (libuv's search_path) looks in the
 * working directory before PATH, and on POSIX an empty or `.` entry in PATH means the working
 * directory too: either way a `git.exe` in a checked-out pull request would run in place of git.
 * Only absolute PATH entries are searched; the caller spawns the path found.
 */
import { accessSync, constants, lstatSync, statSync } from 'node:fs';
import * as path from 'node:path';

export interface PathLookup {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  /** Is this path a file the system could start (on POSIX: with an execute bit)? */
  isProgram: (file: string) => boolean;
}

/** Windows' own default when PATHEXT is unset. */
const DEFAULT_PATHEXT = '.COM;.EXE;.BAT;.CMD';

/** An environment variable by name, case-insensitively on Windows (an injected env is a plain object). */
function envValue(env: NodeJS.ProcessEnv, name: string, win: boolean): string | undefined {
  if (!win) return env[name];
  const key = Object.keys(env).find((k) => k.toUpperCase() === name);
  return key === undefined ? undefined : env[key];
}

/** Does the name say where the program is (a path), rather than name one to look up? */
function isPathName(name: string, platform: NodeJS.Platform): boolean {
  return platform === 'win32' ? /[\\/:]/.test(name) : name.includes('/');
}

/** The absolute path PATH gives for `name`, or undefined; a path is returned as it is. */
export function findOnPath(name: string, look: PathLookup): string | undefined {
  const win = look.platform === 'win32';
  // A path is the caller's choice; a NUL byte is left for spawn to refuse (it starts nothing).
  if (isPathName(name, look.platform) || name.includes('\0')) return name;
  const p = win ? path.win32 : path.posix;
  // Without PATH, execvp searches the system's default directories.
  const dirs = (envValue(look.env, 'PATH', win) ?? (win ? '' : '/usr/bin:/bin'))
    .split(win ? ';' : ':')
    // Windows allows quoted entries ("C:\Program Files\Git\cmd").
    .map((d) => (win ? d.trim().replace(/^"(.*)"$/, '$1') : d))
    // Empty, `.` and other relative entries name the working directory: never searched.
    .filter((d) => d !== '' && p.isAbsolute(d));
  const exts = win ? windowsExtensions(name, envValue(look.env, 'PATHEXT', win)) : [''];
  for (const dir of dirs) {
    for (const ext of exts) {
      const file = p.join(dir, name + ext);
      if (look.isProgram(file)) return file;
    }
  }
  return undefined;
}

/** The suffixes Windows tries: none when the name already ends in one of PATHEXT's, else each of them. */
function windowsExtensions(name: string, pathext: string | undefined): string[] {
  const exts = (pathext || DEFAULT_PATHEXT)
    .split(';')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => /^\.[a-z0-9]+$/.test(e));
  const own = path.win32.extname(name).toLowerCase();
  return own && exts.includes(own) ? [''] : exts;
}

function isProgramHere(file: string): boolean {
  if (process.platform === 'win32') {
    // The Microsoft Store's python.exe (the real one and the installer alias alike) is an
    // app-execution link, a reparse point stat may not follow: anything there but a directory.
    for (const st of [statSync, lstatSync]) {
      try {
        return !st(file).isDirectory();
      } catch {
        /* try the link itself */
      }
    }
    return false;
  }
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** This process's lookup: its platform and PATH, the real file system. */
export function hostLookup(env: NodeJS.ProcessEnv = process.env): PathLookup {
  return { platform: process.platform, env, isProgram: isProgramHere };
}
