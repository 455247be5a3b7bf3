/** Pin files on the disk: the usual ones of a project when none are named, read through the one reader. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PIN_FORMATS, readPinsWith, type FileSource, type PinSet, type ReadOptions } from '../pins/index.js';
import { UnreadableFile } from '../text/user-text.js';
import { readUserFile } from '../io/read-file.js';

async function list(dir: string): Promise<{ name: string; dir: boolean }[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).map((d) => ({ name: d.name, dir: d.isDirectory() }));
  } catch {
    return [];
  }
}

/** The files each pin format's `discover` names: requirements*.txt, requirements/*.txt, pyproject.toml, … */
export async function discoverPinFiles(dir: string): Promise<string[]> {
  const top = await list(dir);
  const found = top
    .filter((e) => !e.dir && PIN_FORMATS.some((f) => f.discover.top.test(e.name)))
    .map((e) => path.join(dir, e.name));
  for (const { discover } of PIN_FORMATS) {
    const folder = 'folder' in discover ? discover.folder : undefined;
    if (!folder || !top.some((e) => e.dir && e.name === folder.name)) continue;
    const sub = await list(path.join(dir, folder.name));
    found.push(
      ...sub.filter((e) => !e.dir && folder.files.test(e.name)).map((e) => path.join(dir, folder.name, e.name)),
    );
  }
  return found.sort();
}

/** Files on the disk, through the one reader (regular files only, capped). A missing file is undefined. */
const diskSource: FileSource = {
  read(absPath) {
    try {
      return Promise.resolve(readUserFile(absPath, absPath, 'pin'));
    } catch (e) {
      if (e instanceof UnreadableFile && e.why === 'missing') return Promise.resolve(undefined);
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  },
};

/** Reads the torch-family pins of the given files (paths relative to `cwd`). Throws InputError for unusable files. */
export function readPins(files: string[], options: Pick<ReadOptions, 'cwd' | 'env'> = {}): Promise<PinSet> {
  return readPinsWith(files, { ...options, source: diskSource });
}
