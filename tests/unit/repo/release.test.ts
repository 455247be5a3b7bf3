// The release workflow and its check: a tag, package.json and CHANGELOG.md
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
  for (const f of ['dist/index.js', 'dist/cli.cjs', 'dist/catalog.json', 'action.yml'])
    copyFileSync(resolve(f), join(dir, f));
  return dir;
}

function run(dir: string, ...args: string[]): { code: number; stdout: string; stderr: string } {
  try {
    return {
      code: 0,
      stdout: execFileSync(process.execPath, [SCRIPT, ...args], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
      stderr: '',
    };
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
  const wf = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as {
    on: Record<string, unknown>;
    jobs: { release: { steps: Step[] } };
  };
  const steps = wf.jobs.release.steps;
  const at = (re: RegExp) => steps.findIndex((s) => re.test(s.run ?? ''));
  it('runs on version tags, or on a tag handed in by another workflow (the catalog release)', () => {
    expect(wf.on).toEqual({
      push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] },
      workflow_call: { inputs: { tag: { description: expect.any(String), type: 'string', required: true } } },
    });
  });
  it('tests and checks before it releases, publishes or moves the major tag', () => {
    const ci = at(/bash \.ci\/run/);
    const check = at(/release-check\.mjs "\$TAG" >> "\$GITHUB_OUTPUT"/);
    expect(ci).toBeGreaterThanOrEqual(0);
    expect(check).toBeGreaterThan(ci);
    for (const later of [/gh release create/, /git push -f origin "refs\/tags\/\$MAJOR"/, /npm publish --provenance/])
      expect(at(later)).toBeGreaterThan(check);
  });
  it('no expression is expanded inside a script (values reach run: through env)', () => {
    for (const s of steps) expect(s.run ?? '').not.toMatch(/\$\{\{/);
  });
});

describe('scripts/catalog-release.mjs', () => {
  const RELEASE = resolve('scripts/catalog-release.mjs');
  const runIn = (dir: string, ...args: string[]) => {
    try {
      return {
        code: 0,
        stdout: execFileSync(process.execPath, [RELEASE, ...args], {
          cwd: dir,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
        stderr: '',
      };
    } catch (e) {
      const err = e as { status: number; stdout: string; stderr: string };
      return { code: err.status, stdout: err.stdout, stderr: err.stderr };
    }
  };

  it('bumps the patch version; the new section holds the catalog line and what was unreleased, as release-check accepts', () => {
    const dir = repo('1.2.0', '# Changelog\n\n## Unreleased\n\n- Not yet.\n\n## 1.2.0\n\n- Older.\n');
    expect(runIn(dir, 'torch 2.16.0 (pull request #7)')).toEqual({
      code: 0,
      stdout: 'version=1.2.1\ntag=v1.2.1\n',
      stderr: '',
    });
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version).toBe('1.2.1');
    expect(readFileSync(join(dir, 'CHANGELOG.md'), 'utf8')).toBe(
      '# Changelog\n\n## Unreleased\n\n## 1.2.1\n\n- **Catalog refreshed from the torch indexes:** torch 2.16.0 (pull request #7)\n\n- Not yet.\n\n## 1.2.0\n\n- Older.\n',
    );
    expect(run(dir, 'v1.2.1').stdout).toBe('version=1.2.1\nmajor=v1\n');
  });

  it('without a description, or without an Unreleased section, one line and exit 1', () => {
    expect(runIn(repo('1.2.0', LOG)).code).toBe(1);
    const r = runIn(repo('1.2.0', '# Changelog\n'), 'x');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no "## Unreleased" section/);
  });
});

describe('.github/workflows/catalog-release.yml and catalog-refresh.yml', () => {
  type Job = { if?: string; needs?: string; uses?: string; with?: Record<string, string>; steps?: { run?: string }[] };
  const rel = parse(readFileSync('.github/workflows/catalog-release.yml', 'utf8')) as {
    on: unknown;
    jobs: Record<string, Job>;
  };
  const refresh = parse(readFileSync('.github/workflows/catalog-refresh.yml', 'utf8')) as { jobs: Record<string, Job> };
  it('a merged catalog-refresh pull request, and only that, bumps the version and calls the release workflow with the tag', () => {
    expect(rel.on).toEqual({ pull_request: { types: ['closed'], branches: ['main'] } });
    expect(rel.jobs.bump!.if).toBe(
      "github.event.pull_request.merged == true && startsWith(github.event.pull_request.head.ref, 'catalog-refresh/')",
    );
    expect(rel.jobs.bump!.steps!.some((s) => /node scripts\/catalog-release\.mjs/.test(s.run ?? ''))).toBe(true);
    expect(rel.jobs.release).toMatchObject({
      needs: 'bump',
      uses: './.github/workflows/release.yml',
      with: { tag: '${{ needs.bump.outputs.tag }}' },
    });
  });
  it('the weekly refresh writes rules/ and rebuilds dist/ before opening the pull request on a catalog-refresh/ branch', () => {
    const runs = refresh.jobs.refresh!.steps!.map((s) => s.run ?? '').join('\n');
    expect(runs).toMatch(/catalog:refresh -- --fetch --write/);
    expect(runs).toMatch(/npm run build/);
    expect(runs).toMatch(/branch="catalog-refresh\//);
    expect(runs).toMatch(/git add rules dist/);
  });
  it('no expression is expanded inside a script', () => {
    for (const wf of [rel, refresh])
      for (const j of Object.values(wf.jobs)) for (const s of j.steps ?? []) expect(s.run ?? '').not.toMatch(/\$\{\{/);
  });
});
