// Real lock files (uv, Poetry, pixi, PEP 751) read into the torch they lock, per platform.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLock, lockKindOf, type LockFile, LOCK_FORMATS, lockParser } from '../../../src/locks/index.js';
import { env } from '../helpers.js';

/** Every lock format's reader, loaded once, so a lock is read without waiting. */
const parseLockNow = await lockParser(LOCK_FORMATS.map((f) => f.kind));

const FIX = path.resolve(__dirname, '../../fixtures/locks');
function lock(rel: string): LockFile {
  const kind = lockKindOf(rel)!;
  return parseLockNow(readFileSync(path.join(FIX, rel), 'utf8'), rel, kind);
}

describe('reading real lock files', () => {
  it('uv.lock (mujocolab/mjlab): a PyPI torch for macOS and a cu128 torch elsewhere, by resolution markers', () => {
    const l = lock('mjlab/uv.lock');
    const torch = l.dists.filter((d) => d.name === 'torch');
    expect(torch.map((d) => [d.version, d.index, d.location.line, d.wheels.length])).toEqual([
      ['2.8.0', 'https://pypi.org/simple', 20, 5],
      ['2.8.0+cu128', 'https://download.pytorch.org/whl/cu128', 47, 10],
    ]);
    expect(torch[0]!.marker).toContain("sys_platform == 'darwin'");
    expect(torch[1]!.wheels[0]).toMatchObject({
      line: 87,
      wheel: { file: 'torch-2.8.0+cu128-cp310-cp310-manylinux_2_28_x86_64.whl' },
    });
    expect(l.dists.find((d) => d.name === 'torchvision')?.version).toBe('0.23.0');
  });
  it('pylock.toml (CSSLab/maia3): torch 2.13.0 from PyPI with 24 wheels', () => {
    const l = lock('maia3/pylock.toml');
    expect(l.dists).toHaveLength(1);
    expect(l.dists[0]).toMatchObject({
      name: 'torch',
      version: '2.13.0',
      index: 'https://pypi.org/simple',
      location: { line: 8 },
    });
    expect(l.dists[0]!.wheels).toHaveLength(24);
  });
  it('poetry.lock (datalab-to/marker): torch 2.7.0 wheel names from `files`', () => {
    const l = lock('marker/poetry.lock');
    expect(l.dists[0]).toMatchObject({ name: 'torch', version: '2.7.0', location: { line: 4 }, sdist: false });
    expect(l.dists[0]!.wheels.map((w) => w.wheel.platform[0])).toContain('manylinux_2_28_aarch64');
  });
  it("pixi.lock format 5 (prefix-dev/pixi llama-index example): PyPI torch per platform, pixi's own Python", () => {
    const l = lock('pixi-llama/pixi.lock');
    expect(l.environments).toEqual({ default: ['linux-64', 'osx-arm64'] });
    expect(l.pythons).toEqual({ 'default/linux-64': '3.11.9', 'default/osx-arm64': '3.11.9' });
    expect(l.dists.map((d) => [d.version, d.platforms, d.location.line])).toEqual([
      ['2.4.0', ['default/linux-64'], 110],
      ['2.4.0', ['default/osx-arm64'], 198],
    ]);
    // Wheels from PyPI's file host: no index of their own (PyPI).
    expect(l.dists.map((d) => d.index)).toEqual([undefined, undefined]);
  });
  it("pixi.lock (foersben/industrial-component-anomaly-detection): a wheel outside PyPI is locked from its directory's index", () => {
    // torch-2.5.1+cpu from download-r2.pytorch.org/whl/cpu for ci and ci-dev, +cu121 for default and dev.
    const l = lock('../matrix/real/foersben__industrial-component-anomaly-detection/pixi.lock');
    const torch = l.dists.filter((d) => d.name === 'torch');
    expect(torch.map((d) => [d.version, d.index])).toEqual([
      ['2.5.1+cpu', 'https://download-r2.pytorch.org/whl/cpu'],
      ['2.5.1+cu121', 'https://download-r2.pytorch.org/whl/cu121'],
    ]);
    expect(torch[0]!.platforms).toEqual(['ci/linux-64', 'ci-dev/linux-64']);
  });
  it('pixi.lock format 7 (prefix-dev/pixi multi-machine example): named platforms mapped to subdirs, conda pytorch', () => {
    const l = lock('pixi-multi-machine/pixi.lock');
    expect(l.environments?.default).toEqual(['linux-64', 'win-64', 'linux-64', 'osx-arm64', 'win-64']);
    const osx = l.dists.find((d) => d.platforms?.includes('default/osx-arm64'));
    expect(osx).toMatchObject({
      name: 'torch',
      version: '2.10.0',
      conda: { build: 'cpu_generic_py313_h459cd70_4' },
      location: { line: 545 },
    });
  });
  it('a broken torch table is one line naming the file and the line', () => {
    expect(() => parseLockNow('version = 1\n\n[[package]]\nname = "torch"\nversion = \n', 'uv.lock', 'uv')).toThrow(
      /^uv\.lock:5:\d+: not valid TOML/,
    );
  });
});

const ids = (l: LockFile, e: ReturnType<typeof env>) =>
  checkLock(l, e).findings.map((f) => `${f.severity}:${f.id}@${f.location?.line}`);

describe('does the lock install torch on this runner?', () => {
  const mjlab = lock('mjlab/uv.lock');
  it('Linux x64: the cu128 wheel fits', () => {
    const a = checkLock(mjlab, env({ python: '3.12', glibc: '2.39' }));
    expect(a).toMatchObject({ installs: true, torch: { version: '2.8.0+cu128' }, findings: [] });
  });
  it('Apple silicon: the PyPI macOS wheel fits', () => {
    expect(checkLock(mjlab, env({ os: 'macos', arch: 'arm64', osVersion: '15.1', python: '3.12' }))).toMatchObject({
      installs: true,
      torch: { version: '2.8.0' },
    });
  });
  it('Linux arm64: the cu128 entry applies but has no aarch64 wheel: an error on its line', () => {
    const a = checkLock(mjlab, env({ python: '3.12', arch: 'arm64', glibc: '2.39' }));
    expect(a.installs).toBe(false);
    expect(ids(mjlab, env({ python: '3.12', arch: 'arm64', glibc: '2.39' }))).toEqual(['error:lock-no-wheel@47']);
    expect(a.findings[0]!.message).toBe(
      'mjlab/uv.lock locks torch 2.8.0+cu128 with no wheel for CPython 3.12 on Linux aarch64 (glibc 2.39): it offers manylinux_2_28_x86_64 (cp310, cp311, cp312, cp313, cp313t); win_amd64 (cp310, cp311, cp312, cp313, cp313t).',
    );
  });
  it('Intel macOS: torch 2.8.0 has no x86_64 macOS wheel', () => {
    expect(ids(mjlab, env({ os: 'macos', arch: 'x64', osVersion: '13.7', python: '3.12' }))).toEqual([
      'error:lock-no-wheel@20',
    ]);
  });
  it('Python 3.14 passes the markers but has no cp314 wheel', () => {
    expect(ids(mjlab, env({ python: '3.14', glibc: '2.39' }))).toEqual(['error:lock-no-wheel@47']);
  });
  it('an unknown glibc is said, not guessed', () => {
    const e = env({ python: '3.12' });
    delete e.glibc;
    e.libc = 'unknown';
    expect(ids(mjlab, e)).toEqual(['warning:lock-no-wheel@47']);
  });
  it('pylock: torch 2.13 needs macOS 14 on Apple silicon', () => {
    const l = lock('maia3/pylock.toml');
    expect(ids(l, env({ os: 'macos', arch: 'arm64', osVersion: '13.6', python: '3.12' }))).toEqual([
      'error:lock-no-wheel@8',
    ]);
    expect(checkLock(l, env({ os: 'macos', arch: 'arm64', osVersion: '14.5', python: '3.12' })).installs).toBe(true);
  });
  it('poetry: manylinux_2_28 needs glibc 2.28', () => {
    const l = lock('marker/poetry.lock');
    expect(ids(l, env({ python: '3.12', glibc: '2.27' }))).toEqual(['error:lock-no-wheel@4']);
    expect(checkLock(l, env({ python: '3.12', glibc: '2.28' })).installs).toBe(true);
  });
  it('pixi: a platform the environment is not locked for installs nothing', () => {
    const l = lock('pixi-llama/pixi.lock');
    expect(checkLock(l, env({ python: '3.12', glibc: '2.39' })).installs).toBe(true);
    const a = checkLock(l, env({ os: 'windows', python: '3.12' }));
    expect(a.findings.map((f) => f.message)).toEqual([
      'pixi-llama/pixi.lock locks environment default for linux-64, osx-arm64, not for win-64 (this runner): pixi installs no torch here.',
    ]);
  });
  it("pixi: the wheel is matched against pixi's Python, not the runner's", () => {
    // The runner has 3.13; pixi installs its locked 3.11.9, whose cp311 wheel fits.
    expect(checkLock(lock('pixi-llama/pixi.lock'), env({ python: '3.13', glibc: '2.39' })).installs).toBe(true);
  });
  it('pixi: conda pytorch for osx-arm64, none for Intel macOS', () => {
    const l = lock('pixi-multi-machine/pixi.lock');
    expect(checkLock(l, env({ os: 'macos', arch: 'arm64', python: '3.12' }))).toMatchObject({
      installs: true,
      torch: { version: '2.10.0' },
    });
    expect(ids(l, env({ os: 'macos', arch: 'x64', python: '3.12' }))).toEqual(['error:lock-no-wheel@109']);
  });
});
