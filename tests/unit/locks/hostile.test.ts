// Lock files built to make line finding quadratic. Each took the former code well over the
// 20 s test timeout (measured in vitest: uv 59 s, pixi 54 s); they now take well under a second.
import { describe, expect, it } from 'vitest';
import { LOCK_FORMATS, lockParser } from '../../../src/locks/index.js';

/** Every lock format's reader, loaded once, so a lock is read without waiting. */
const parseLockNow = await lockParser(LOCK_FORMATS.map((f) => f.kind));

const WHL = 'torch-2.8.0-cp312-cp312-manylinux_2_28_x86_64.whl';

/** uv.lock: one torch [[package]] with n wheels, one per line (the audit's generator). */
export function uvWheels(n: number): string {
  const w: string[] = [];
  for (let i = 0; i < n; i++) w.push(`  { url = "https://x/${WHL}?${i}" },`);
  return `version = 1\n[[package]]\nname = "torch"\nversion = "2.8.0"\nsource = { registry = "https://pypi.org/simple" }\nwheels = [\n${w.join('\n')}\n]\n`;
}

/** pixi.lock: n torch wheels in one environment, after f long lines every URL search had to read. */
export function pixiWheels(n: number, f: number): string {
  const w: string[] = [];
  for (let i = 0; i < n; i++) w.push(`      - pypi: https://x/${i}/${WHL}`);
  const filler = Array<string>(f).fill(`  ${'https://x/'.repeat(100)}`);
  return `version: 6\nfiller: |\n${filler.join('\n')}\nenvironments:\n  default:\n    packages:\n      linux-64:\n${w.join('\n')}\npackages: []\n`;
}

describe('hostile locks: one pass finds every line', () => {
  it('uv.lock: a torch entry with 40,000 wheels, each on its own line', () => {
    const l = parseLockNow(uvWheels(40_000), 'uv.lock', 'uv');
    const wheels = l.dists[0]!.wheels;
    expect(wheels).toHaveLength(40_000);
    // Line 7 is the first wheel; `…whl?1` is also inside `…whl?10`, which comes later.
    for (const i of [0, 1, 10, 12_345, 39_999]) expect(wheels[i]!.line).toBe(7 + i);
    expect(l.dists[0]!.location.line).toBe(3);
  });

  it('pixi.lock: 14,000 wheels after 12,000 lines of 1,000 characters', () => {
    const f = 12_000;
    const l = parseLockNow(pixiWheels(14_000, f), 'pixi.lock', 'pixi');
    expect(l.dists).toHaveLength(14_000);
    // version, filler key, f filler lines, environments, default, packages, linux-64.
    for (const i of [0, 1, 10, 13_999]) {
      const d = l.dists[i]!;
      expect(d.wheels[0]!.wheel.file).toBe(WHL);
      expect(d.location.line).toBe(f + 7 + i);
      expect(d.wheels[0]!.line).toBe(f + 7 + i);
      expect(d.platforms).toEqual(['default/linux-64']);
    }
  });
});

describe('the lines found are the first that hold the URL, as before', () => {
  it('uv: wheels out of order, a duplicate, and one on the same line as another', () => {
    const text = [
      'version = 1',
      '[[package]]',
      'name = "torch"',
      'version = "2.8.0"',
      'wheels = [',
      `  { url = "https://x/b/${WHL}" },`,
      `  { url = "https://x/a/${WHL}" }, { url = "https://x/c/${WHL}" },`,
      `  { url = "https://x/b/${WHL}" },`,
      ']',
    ].join('\n');
    const w = parseLockNow(text, 'uv.lock', 'uv').dists[0]!.wheels;
    expect(w.map((x) => x.line)).toEqual([6, 7, 7, 6]);
  });

  it('uv: a URL written with an escape is not on any line as parsed: the entry line', () => {
    const text = `[[package]]\nname = "torch"\nversion = "2.8.0"\nwheels = [\n  { url = "https://x/\\u0074orch-2.8.0-cp312-cp312-win_amd64.whl" },\n]\n`;
    const w = parseLockNow(text, 'uv.lock', 'uv').dists[0]!.wheels;
    expect(w.map((x) => [x.wheel.file, x.line])).toEqual([['torch-2.8.0-cp312-cp312-win_amd64.whl', 1]]);
  });

  it('poetry: each file on its line, in literal and basic strings', () => {
    const text = [
      '[[package]]',
      'name = "torch"',
      'version = "2.8.0"',
      'files = [',
      `    {file = "torch-2.8.0-cp312-cp312-win_amd64.whl", hash = "sha256:00"},`,
      `    {file = '${WHL}', hash = "sha256:11"},`,
      `    {file = "torch-2.8.0.tar.gz", hash = "sha256:22"},`,
      ']',
    ].join('\n');
    const d = parseLockNow(text, 'poetry.lock', 'poetry').dists[0]!;
    expect(d.wheels.map((x) => x.line)).toEqual([5, 6]);
    expect(d.sdist).toBe(true);
  });

  it('pylock: array-of-tables wheels, by url or path', () => {
    const text = [
      'lock-version = "1.0"',
      '[[packages]]',
      'name = "torch"',
      'version = "2.8.0"',
      '[[packages.wheels]]',
      `url = "https://x/${WHL}"`,
      '[[packages.wheels]]',
      'path = "wheels/torch-2.8.0-cp312-cp312-win_amd64.whl"',
    ].join('\n');
    const w = parseLockNow(text, 'pylock.toml', 'pylock').dists[0]!.wheels;
    expect(w.map((x) => x.line)).toEqual([6, 8]);
  });

  it('pixi: a URL in two environments is one entry on its first line, each platform once, in order', () => {
    const u = `https://x/${WHL}`;
    const text = [
      'version: 6',
      'environments:',
      '  cuda:',
      '    packages:',
      '      linux-64:',
      `      - pypi: ${u}`,
      '  default:',
      '    packages:',
      '      linux-64:',
      `      - {pypi: "${u}"}`,
      '      osx-arm64:',
      `      - pypi: ${u}`,
      'packages: []',
    ].join('\n');
    const l = parseLockNow(text, 'pixi.lock', 'pixi');
    expect(l.dists.map((d) => [d.location.line, d.platforms])).toEqual([
      [6, ['cuda/linux-64', 'default/linux-64', 'default/osx-arm64']],
    ]);
  });
});
