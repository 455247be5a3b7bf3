// The install routes a repository's files hold, each reading its own files: pip, a lock's tool
// (uv, Poetry, PEP 751), pixi, conda. Read from real repositories (tests/fixtures/repos).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverPinFiles, readPins } from '../../../src/workspace/pin-files.js';
import { discoverLockFiles, readLocks } from '../../../src/workspace/lock-files.js';
import { describeRoute, routesOf, routesOfKind } from '../../../src/routes/route.js';
import { chooseRoutes } from '../../../src/routes/select.js';

const REPOS = path.resolve(__dirname, '../../fixtures/repos');

async function repo(name: string, files?: string[]) {
  const cwd = path.join(REPOS, name);
  const pins = await readPins(files ?? (await discoverPinFiles(cwd)), { cwd });
  const locks = files ? [] : await readLocks(await discoverLockFiles(cwd), cwd);
  return { pins, locks };
}

describe('the routes a repository holds', () => {
  it('nerfstudio: pip (pyproject.toml) and pixi (pixi.toml, pixi.lock), never one request of both', async () => {
    const { pins, locks } = await repo('nerfstudio-project__nerfstudio');
    const routes = routesOf(pins, locks);
    expect(routes.map(describeRoute)).toEqual(['pip (pyproject.toml)', 'pixi (pixi.toml, pixi.lock)']);
    // pyproject's torchvision>=0.14.1 is pip's; pixi.toml's torchvision>=0.17 is pixi's.
    expect(routes[0]!.pins!.pins.every((p) => p.location.file === 'pyproject.toml')).toBe(true);
    expect(routes[1]!.pins!.pins.every((p) => p.location.file === 'pixi.toml')).toBe(true);
    // The pip route's requires-python is pyproject's, not pixi's python pin, which is pixi's own Python.
    expect(routes[0]!.pins!.requiresPython?.location.file).toBe('pyproject.toml');
    expect(routes[1]!.pins!.requiresPython).toBeUndefined();
    expect(routes[1]!.python?.specifier).toBe('>=3.8,<3.11');
    expect(routes[1]!.channels).toEqual(['nvidia/label/cuda-11.8.0', 'nvidia', 'conda-forge', 'pytorch']);
  });

  it('speechbrain: uv (uv.lock with pyproject.toml) and pip (requirements.txt, which no project file reads)', async () => {
    const { pins, locks } = await repo('speechbrain__speechbrain');
    expect(routesOf(pins, locks).map(describeRoute)).toEqual([
      'uv (uv.lock, pyproject.toml)',
      'pip (requirements.txt)',
    ]);
  });

  it('a uv project with no requirements file is one route: uv (as before routes, the lock decides)', async () => {
    const { pins, locks } = await repo('m-bain__whisperX');
    expect(routesOf(pins, locks).map((r) => r.kind)).toEqual(['uv']);
    // Named, pip reads the project's pins without the lock.
    expect(routesOfKind('pip', pins, locks).map((r) => [r.kind, r.locks.length])).toEqual([['pip', 0]]);
  });

  it('kornia: pixi.toml and pixi.lock hold no torch, so pixi is not a torch route', async () => {
    const { pins, locks } = await repo('kornia__kornia');
    expect(routesOf(pins, locks).map((r) => r.kind)).toEqual(['uv']);
  });

  it('two conda environment files are two routes, told apart by their file', async () => {
    const { pins } = await repo('FAIR-Chem__fairchem', ['packages/env.gpu.yml', 'packages/env.cpu.yml']);
    expect(routesOf(pins, []).map((r) => r.name)).toEqual(['conda packages/env.gpu.yml', 'conda packages/env.cpu.yml']);
  });

  it('a repository without torch pins is the pip route, which installs the newest', async () => {
    const { pins, locks } = await repo('karpathy__nanoGPT');
    expect(routesOf(pins, locks).map((r) => r.kind)).toEqual(['pip']);
  });
});

describe('which routes a check judges', () => {
  it('a pixi workspace of linux-64 only is not the route on win-64: a notice, and pip is judged', async () => {
    const { pins, locks } = await repo('nerfstudio-project__nerfstudio');
    const win = chooseRoutes(pins, locks, undefined, 'win-64');
    expect(win.judged.map((r) => r.kind)).toEqual(['pip']);
    expect(win.skipped.map((s) => [s.route.kind, s.why])).toEqual([
      ['pixi', 'it installs on linux-64 only, not on win-64'],
    ]);
    expect(chooseRoutes(pins, locks, undefined, 'linux-64').judged.map((r) => r.kind)).toEqual(['pip', 'pixi']);
  });

  it('the only route stays judged where it does not apply: its own finding says why', async () => {
    const { locks } = await repo('nerfstudio-project__nerfstudio');
    const r = chooseRoutes(undefined, locks, undefined, 'osx-arm64');
    expect(r.judged.map((x) => x.kind)).toEqual(['pixi']);
    expect(r.skipped).toEqual([]);
  });

  it("a route the user names must exist; one read from the job falls back to the files' routes", async () => {
    const { pins, locks } = await repo('nerfstudio-project__nerfstudio');
    expect(() => chooseRoutes(pins, locks, { kinds: ['uv'], from: 'route', strict: true }, 'linux-64')).toThrow(
      /route: this repository has no uv route \(its routes: pip \(pyproject\.toml\); pixi \(pixi\.toml, pixi\.lock\)\)/,
    );
    const fromJob = chooseRoutes(pins, locks, { kinds: ['uv'], from: 'ci.yml (job x)', strict: false }, 'linux-64');
    expect(fromJob.judged.map((r) => r.kind)).toEqual(['pip', 'pixi']);
    const named = chooseRoutes(pins, locks, { kinds: ['pixi'], from: 'route', strict: true }, 'linux-64');
    expect(named.judged.map((r) => r.kind)).toEqual(['pixi']);
    expect(named.skipped.map((s) => s.route.kind)).toEqual(['pip']);
  });
});
