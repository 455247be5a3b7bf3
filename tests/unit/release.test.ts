// The release workflow and its check (issue 12 item 8): a tag, package.json and CHANGELOG.md
// that disagree stop the release before anything is published.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const SCRIPT = resolve('scripts/release-check.mjs');

function repo(version: string, changelog: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-release-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'torch-preflight', version }));
  writeFileSync(join(dir, 'CHANGELOG.md'), changelog);
  mkdirSync(join(dir, 'dist'));
  for (const f of ['dist/index.js', 'dist/cli.js', 'action.yml']) copyFileSync(resolve(f), join(dir, f));
  return dir;
}

function run(dir: string, ...args: string[]): { code: number; stdout: string; stderr: string } {
  try {
    return { code: 0, stdout: execFileSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }), stderr: '' };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, stdout: err.stdout, stderr: err.stderr };
  }
}

const LOG = '# Changelog\n\n## Unreleased\n\n## 1.2.0\n\n- **Lock files.** Read them.\n\n## 1.1.0\n\n- Older.\n';

describe('scripts/release-check.mjs', () => {
  it('a tag that matches package.json and a CHANGELOG section: the outputs for the workflow, and the notes', () => {
    const dir = repo('1.2.0', LOG);
    expect(run(dir, 'v1.2.0')).toEqual({ code: 0, stdout: 'version=1.2.0\nmajor=v1\n', stderr: '' });
    expect(run(dir, '--notes', 'v1.2.0').stdout).toBe('- **Lock files.** Read them.\n');
  });
  it.each([
    ['1.2.0', LOG, 'v1.2', /the tag must look like v1\.2\.3/],
    ['1.2.0', LOG, 'v1.3.0', /the tag is v1\.3\.0 but package\.json says 1\.2\.0/],
    ['1.3.0', LOG, 'v1.3.0', /CHANGELOG\.md has no "## 1\.3\.0" section/],
    ['1.2.0', '# Changelog\n\n## 1.2.0\n\n## 1.1.0\n', 'v1.2.0', /section "## 1\.2\.0" is empty/],
  ])('version %s, tag %s: one line and exit 1', (version, log, tag, message) => {
    const r = run(repo(version, log), tag);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });
  it("this repository's own CHANGELOG has the Unreleased section the workflow starts from", () => {
    expect(readFileSync('CHANGELOG.md', 'utf8')).toMatch(/^## Unreleased$/m);
  });
});

describe('.github/workflows/release.yml', () => {
  type Step = { name?: string; run?: string; uses?: string; env?: Record<string, string> };
  const wf = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as { on: { push: { tags: string[] } }; jobs: { release: { steps: Step[] } } };
  const steps = wf.jobs.release.steps;
  const at = (re: RegExp) => steps.findIndex((s) => re.test(s.run ?? ''));
  it('runs on version tags only', () => {
    expect(wf.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
  });
  it('tests and checks before it releases, publishes or moves the major tag', () => {
    const ci = at(/bash \.ci\/run/);
    const check = at(/release-check\.mjs "\$TAG" >> "\$GITHUB_OUTPUT"/);
    expect(ci).toBeGreaterThanOrEqual(0);
    expect(check).toBeGreaterThan(ci);
    for (const later of [/gh release create/, /git push -f origin "refs\/tags\/\$MAJOR"/, /npm publish --provenance/]) expect(at(later)).toBeGreaterThan(check);
  });
  it('no expression is expanded inside a script (values reach run: through env)', () => {
    for (const s of steps) expect(s.run ?? '').not.toMatch(/\$\{\{/);
  });
});
