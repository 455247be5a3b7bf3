// The pin format list: adding a format is its folder in src/formats/ and one line in
// src/pins/formats.ts (tests/unit/formats/descriptors.test.ts holds that every descriptor is
// listed). Its names are discovered and read by it, and
// every format has a real fixture whose torch pins carry one of its origins.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { discoverPinFiles, readPins } from '../../../src/workspace/pin-files.js';
import { PIN_FORMATS, pinFormatOf, type PinFormat } from '../../../src/pins/index.js';

const FIXTURES = path.resolve(__dirname, '../../fixtures/pins');
const formats: readonly PinFormat[] = PIN_FORMATS;

/** `requirements*.txt` → `requirements-x.txt`: a name the pattern the docs show stands for. */
const instance = (pattern: string) => pattern.replace('*', '-x');

function fixtureFiles(): string[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'upgrade')
    .flatMap((d) => readdirSync(path.join(FIXTURES, d.name)).map((f) => path.join(d.name, f)));
}

describe('pin format list', () => {
  it('names and readers are one format each: a file named by the user is read as before', () => {
    const cases: [string, string][] = [
      ['pixi.toml', 'pixi.toml'],
      ['sub/Pixi.toml', 'pixi.toml'],
      ['pyproject.toml', 'pyproject.toml'],
      ['other.toml', 'pyproject.toml'],
      ['Setup.cfg', 'setup.cfg'],
      ['setup.py', 'setup.py'],
      ['tools/deps.py', 'setup.py'],
      ['environment.yml', 'environment.yml'],
      ['env-gpu.YAML', 'environment.yml'],
      ['requirements.txt', 'requirements.txt'],
      ['constraints.in', 'requirements.txt'],
      ['reqs', 'requirements.txt'],
    ];
    expect(cases.map(([file]) => [file, pinFormatOf(file).name])).toEqual(cases);
  });

  it('every file name a format documents is discovered in a project folder and read by that format', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pin-formats-'));
    const expected: string[] = [];
    for (const f of formats) {
      for (const name of f.fileNames.map(instance)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), '');
        expected.push(name);
        expect(pinFormatOf(name).name, name).toBe(f.name);
      }
    }
    const found = (await discoverPinFiles(dir)).map((f) => path.relative(dir, f).split(path.sep).join('/'));
    expect(found).toEqual(expected.sort());
  });

  it('every format has a real fixture: discovered by its own pattern, read by it, with torch pins of its origins', async () => {
    const files = fixtureFiles();
    for (const f of formats) {
      const own = files.filter((rel) => pinFormatOf(rel) === f && f.discover.top.test(path.basename(rel)));
      expect(own.length, `${f.name}: no fixture in tests/fixtures/pins`).toBeGreaterThan(0);
      let read = 0;
      for (const rel of own) {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'pin-fixture-'));
        copyFileSync(path.join(FIXTURES, rel), path.join(dir, path.basename(rel)));
        expect(await discoverPinFiles(dir), rel).toEqual([path.join(dir, path.basename(rel))]);
        // Some fixtures are real files pip rejects (kohya_ss puts two requirements on a line): kept for the error tests.
        const set = await readPins([rel], { cwd: FIXTURES, env: {} }).catch((e: unknown) => {
          if (e instanceof InputError) return undefined;
          throw e;
        });
        if (!set) continue;
        const torch = set.pins.filter(
          (p) => p.location.file === rel && (p.package === 'torch' || p.package === 'pytorch'),
        );
        expect(torch.length, `${rel}: no torch pin read`).toBeGreaterThan(0);
        for (const p of torch) expect(f.origins, `${rel}:${p.location.line}`).toContain(p.origin);
        read++;
      }
      expect(read, `${f.name}: no fixture it reads`).toBeGreaterThan(0);
    }
  });
});
