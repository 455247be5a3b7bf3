/** The usual pin files of a project, when none are named. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const TOP = [/^requirements.*\.txt$/i, /^pyproject\.toml$/, /^setup\.cfg$/, /^setup\.py$/, /^environment\.ya?ml$/, /^pixi\.toml$/];

async function list(dir: string): Promise<{ name: string; dir: boolean }[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).map((d) => ({ name: d.name, dir: d.isDirectory() }));
  } catch {
    return [];
  }
}

/** requirements*.txt, requirements/*.txt, pyproject.toml, setup.cfg, setup.py, environment.yml/.yaml, pixi.toml. */
export async function discoverPinFiles(dir: string): Promise<string[]> {
  const top = await list(dir);
  const found = top.filter((e) => !e.dir && TOP.some((re) => re.test(e.name))).map((e) => path.join(dir, e.name));
  if (top.some((e) => e.dir && e.name === 'requirements')) {
    const sub = await list(path.join(dir, 'requirements'));
    found.push(...sub.filter((e) => !e.dir && /\.txt$/i.test(e.name)).map((e) => path.join(dir, 'requirements', e.name)));
  }
  return found.sort();
}
