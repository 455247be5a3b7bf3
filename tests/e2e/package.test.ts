// The npm package: it installs from its tarball alone and runs; dist/ stays under 2 MiB.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.js';

// The package as a user installs it: `npm pack`, then a global install of the tarball into an
// empty prefix, offline (the bundle needs no runtime dependency), then the installed command.
describe('the npm package', () => {
  it('installs from its tarball with nothing else and runs --version and a check', () => {
    const out = mkdtempSync(join(tmpdir(), 'tp-pack-'));
    execFileSync('npm', ['pack', '--silent', '--pack-destination', out], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tarball = readdirSync(out).find((f) => f.endsWith('.tgz'))!;
    const files = execFileSync('tar', ['-tzf', join(out, tarball)], { encoding: 'utf8' }).split('\n');
    for (const f of [
      'package/dist/cli.cjs',
      'package/dist/index.js',
      'package/dist/catalog.json',
      'package/action.yml',
      'package/rules/release.schema.json',
      'package/rules/schema.json',
      'package/LICENSE',
    ])
      expect(files).toContain(f);
    const prefix = mkdtempSync(join(tmpdir(), 'tp-prefix-'));
    execFileSync(
      'npm',
      ['install', '--global', '--offline', '--no-audit', '--no-fund', '--prefix', prefix, join(out, tarball)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Nothing but the package itself: the bundle carries its dependencies.
    expect(readdirSync(join(prefix, 'lib', 'node_modules'))).toEqual(['torch-preflight']);
    expect(existsSync(join(prefix, 'lib', 'node_modules', 'torch-preflight', 'node_modules'))).toBe(false);
    const bin = join(prefix, 'bin', 'torch-preflight');
    expect(execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const check = execFileSync(
      bin,
      [
        'check',
        '--torch',
        '2.9.0',
        '--python',
        '3.12',
        '--os',
        'linux',
        '--arch',
        'x64',
        '--glibc',
        '2.39',
        '--driver',
        'none',
        '--format',
        'json',
      ],
      {
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(check).verdict).toBe('pass');
  }, 120_000);

  it('keeps dist/ under 2 MiB in all (the cap that replaced 1 MiB)', () => {
    const size = (dir: string): number =>
      readdirSync(dir).reduce((n, f) => {
        const p = join(dir, f);
        return n + (statSync(p).isDirectory() ? size(p) : statSync(p).size);
      }, 0);
    expect(size(join(ROOT, 'dist'))).toBeLessThan(2 * 1024 * 1024);
  });

  it('bundles @actions/core without the HTTP client only its getIDToken needs (scripts/build.mjs)', () => {
    const chunks = readdirSync(join(ROOT, 'dist', 'chunks')).filter((f) => f.endsWith('.js'));
    const text = chunks.map((f) => readFileSync(join(ROOT, 'dist', 'chunks', f), 'utf8')).join('\n');
    expect(text).toContain('ghadelimiter_'); // @actions/core's file-command writer is there
    expect(text).not.toMatch(/node_modules\/undici\//);
    expect(text).toContain('@actions/http-client is not bundled');
  });
});
