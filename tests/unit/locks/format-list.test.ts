// The lock format list: adding a lock format is its folder in src/formats/ and one line in
// src/locks/formats.ts (tests/unit/formats/descriptors.test.ts holds that every descriptor is
// listed). Its names are discovered, a real
// fixture of it parses to torch, its install command is recognised in a workflow step, and the
// --requirements help names it.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverLockFiles, readLocks } from '../../../src/workspace/lock-files.js';
import { installsFrom, LOCK_FORMATS, lockFormatOf, lockKindOf, type LockFormat } from '../../../src/locks/index.js';
import { findLockInstall } from '../../../src/matrix/steps/pip-command.js';
import { CHECK_OPTIONS } from '../../../src/usecases/check/options.js';

const FIXTURES = path.resolve(__dirname, '../../fixtures/locks');
const formats: readonly LockFormat[] = LOCK_FORMATS;

const fixtures = (): string[] =>
  readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(path.join(FIXTURES, d.name)).map((f) => `${d.name}/${f}`));

describe('lock format list', () => {
  it('a file is a lock by its name, as before', () => {
    const names = [
      'uv.lock',
      'UV.lock',
      'poetry.lock',
      'pixi.lock',
      'pylock.toml',
      'pylock.dev.toml',
      'pylock.a.b.toml',
      'pyproject.toml',
      'requirements.txt',
      'Cargo.lock',
    ];
    expect(names.map((n) => lockKindOf(`some/dir/${n}`) ?? null)).toEqual([
      'uv',
      'uv',
      'poetry',
      'pixi',
      'pylock',
      'pylock',
      null,
      null,
      null,
      null,
    ]);
  });

  it('every file name a format documents is discovered and taken by that format', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-formats-'));
    for (const n of [...formats.flatMap((f) => f.fileNames), 'pylock.dev.toml', 'pyproject.toml', 'requirements.txt'])
      writeFileSync(path.join(dir, n), '');
    const found = (await discoverLockFiles(dir)).map((f) => path.basename(f));
    expect(found).toEqual([...formats.flatMap((f) => f.fileNames), 'pylock.dev.toml'].sort());
    for (const f of formats) for (const n of f.fileNames) expect(lockFormatOf(n), n).toBe(f);
  });

  it('every format has a real fixture that parses to a locked torch of its kind', async () => {
    const files = fixtures();
    for (const f of formats) {
      const own = files.filter((rel) => lockFormatOf(rel) === f);
      expect(own.length, `${f.kind}: no fixture in tests/fixtures/locks`).toBeGreaterThan(0);
      for (const lock of await readLocks(own, FIXTURES)) {
        expect(lock.kind, lock.file).toBe(f.kind);
        expect(
          lock.dists.some((d) => d.name === 'torch'),
          `${lock.file}: no torch entry`,
        ).toBe(true);
      }
    }
  });

  it("each format's install commands are recognised in a workflow step and read that format's lock", async () => {
    for (const f of formats) {
      if (!f.install) continue;
      const [lock] = await readLocks([fixtures().find((rel) => lockFormatOf(rel) === f)!], FIXTURES);
      for (const sub of f.install.commands) {
        const found = findLockInstall(`echo start\n${f.install.program} ${sub} --frozen`);
        expect(found?.kind, `${f.install.program} ${sub}`).toBe(f.install.program);
        expect(found?.run === true, `${f.install.program} ${sub}`).toBe(f.install.runs === sub);
        expect(found?.project === true).toBe(f.install.installsProject === true);
        expect(installsFrom(found!.kind, lock!), `${f.kind} read by ${f.install.program} ${sub}`).toBe(true);
      }
    }
    expect(findLockInstall('pixi install -e gpu')?.environment?.text).toBe('gpu');
    expect(findLockInstall('uv pip install torch')).toBeUndefined();
  });

  it('the --requirements help names every lock file name', () => {
    const help = CHECK_OPTIONS.find((o) => o.flag === 'requirements')!.help.join(' ');
    expect(help).toContain('files (uv.lock, poetry.lock, pylock.toml, pixi.lock) here are read');
    for (const n of formats.flatMap((f) => f.fileNames)) expect(help).toContain(n);
  });
});
