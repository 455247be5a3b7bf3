// Matrix lint of a job that installs with `uv sync`: the lock decides the cell's torch.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/engine/evaluate.js';
import { LOCK_FORMATS, lockParser } from '../../../src/locks/index.js';
import { lintWorkflow } from '../../../src/matrix/index.js';
import { catalog } from './helpers.js';

/** Every lock format's reader, loaded once, so a lock is read without waiting. */
const parseLockNow = await lockParser(LOCK_FORMATS.map((f) => f.kind));

const fixtures = join(__dirname, '../../fixtures');
const workflow = readFileSync(join(fixtures, 'matrix/uv-sync-derived.yml'), 'utf8');
const uvLock = parseLockNow(readFileSync(join(fixtures, 'locks/mjlab/uv.lock'), 'utf8'), 'uv.lock', 'uv');

describe('matrix lint of a job that installs with uv sync', () => {
  const plan = lintWorkflow(workflow, '.github/workflows/tests.yml', { catalog, evaluate, locks: () => [uvLock] });
  const cell = (os: string) => plan.combinations.find((c) => c.values.os === os)!;
  it('each runner gets the torch the lock holds for it', () => {
    expect(cell('ubuntu-24.04')).toMatchObject({
      verdict: 'pass',
      checkedAs: { torch: '==2.8.0+cu128 (uv.lock)', index: 'https://download.pytorch.org/whl/cu128' },
    });
    expect(cell('macos-15')).toMatchObject({
      verdict: 'pass',
      checkedAs: { torch: '==2.8.0 (uv.lock)', index: 'pypi' },
    });
    expect(cell('windows-2025').verdict).not.toBe('fail');
  });
  it('a runner the lock has no wheel for fails on the lock line', () => {
    const arm = cell('ubuntu-24.04-arm');
    expect(arm.verdict).toBe('fail');
    expect(arm.findings.map((f) => [f.id, f.location?.file, f.location?.line])).toEqual([
      ['lock-no-wheel', 'uv.lock', 47],
    ]);
    expect(plan.jobs![0]!.include.map((c) => c.os)).toEqual(['ubuntu-24.04', 'macos-15', 'windows-2025']);
  });
  it('without the lock file the cells are said to be unchecked, not guessed', () => {
    const p = lintWorkflow(workflow, 'tests.yml', { catalog, evaluate, locks: () => [] });
    expect(p.combinations.every((c) => c.verdict === 'unknown')).toBe(true);
    expect(p.findings.some((f) => /installs with `uv`, but no uv lock file was found/.test(f.message))).toBe(true);
  });
});

describe('a uv sync job beside a pylock.toml', () => {
  const pylock = parseLockNow(readFileSync(join(fixtures, 'locks/maia3/pylock.toml'), 'utf8'), 'pylock.toml', 'pylock');
  it('reads uv.lock, which uv sync installs, even when pylock.toml sorts first', () => {
    const plan = lintWorkflow(workflow, 'tests.yml', { catalog, evaluate, locks: () => [pylock, uvLock] });
    const ubuntu = plan.combinations.find((c) => c.values.os === 'ubuntu-24.04')!;
    expect(ubuntu.checkedAs?.torch).toBe('==2.8.0+cu128 (uv.lock)');
  });
  it('does not take a pylock.toml for uv sync when there is no uv.lock', () => {
    const plan = lintWorkflow(workflow, 'tests.yml', { catalog, evaluate, locks: () => [pylock] });
    expect(plan.combinations.every((c) => !String(c.checkedAs?.torch ?? '').includes('pylock'))).toBe(true);
    expect(plan.findings.some((f) => /installs with `uv`, but no uv lock file was found/.test(f.message))).toBe(true);
  });
});
