/** The interpreters the Python probe tries, in order: those pip would be run with on this runner. */
import * as path from 'node:path';

/** An interpreter to probe: the program and the arguments before the probe's own (`py -3`). */
export interface Candidate {
  exe: string;
  args?: string[];
}

export const candidateLabel = (c: Candidate): string => [c.exe, ...(c.args ?? [])].join(' ');

export function interpretersToTry(
  pythonPath: string | undefined,
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
): Candidate[] {
  if (pythonPath) return [{ exe: pythonPath }];
  const win = platform === 'win32';
  const loc = env.pythonLocation;
  // setup-python's install: python.exe at the top for CPython and PyPy, in bin\ for GraalPy.
  if (loc)
    return win
      ? ['python.exe', 'bin\\python.exe', 'Scripts\\python.exe'].map((f) => ({ exe: path.win32.join(loc, f) }))
      : [{ exe: path.posix.join(loc, 'bin', 'python3') }];
  // python.org's Windows installer puts only the `py` launcher on PATH by default.
  return win
    ? [{ exe: 'python' }, { exe: 'python3' }, { exe: 'py', args: ['-3'] }]
    : [{ exe: 'python3' }, { exe: 'python' }];
}
