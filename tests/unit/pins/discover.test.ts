// Which pin files a check finds on its own in the working directory.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverPinFiles, readPins } from '../../../src/workspace/pin-files.js';

describe('discoverPinFiles', () => {
  it('finds the usual files and nothing else', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pins-discover-'));
    for (const f of [
      'requirements.txt',
      'requirements-dev.txt',
      'requirements/gpu.txt',
      'pyproject.toml',
      'setup.cfg',
      'setup.py',
      'environment.yaml',
      'pixi.toml',
      'README.md',
      'src/requirements.txt',
      'constraints.txt',
    ]) {
      await mkdir(path.dirname(path.join(dir, f)), { recursive: true });
      await writeFile(path.join(dir, f), '');
    }
    const found = (await discoverPinFiles(dir)).map((f) => path.relative(dir, f).split(path.sep).join('/'));
    expect(found).toEqual([
      'environment.yaml',
      'pixi.toml',
      'pyproject.toml',
      'requirements-dev.txt',
      'requirements.txt',
      'requirements/gpu.txt',
      'setup.cfg',
      'setup.py',
    ]);
    // Empty files read fine.
    expect((await readPins(await discoverPinFiles(dir), { cwd: dir })).pins).toEqual([]);
  });

  it('a directory that does not exist gives no files', async () => {
    expect(await discoverPinFiles('/nonexistent/pins-dir')).toEqual([]);
  });
});
