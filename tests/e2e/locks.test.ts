// Lock files (uv, Poetry, pixi, PEP 751) as a user runs the CLI, on their own and on a pull
// request.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { perNode, runAction, runCli, ROOT } from './run.js';

const each = perNode();

/** A project directory holding one fixture's lock (and its manifest). */
function project(fixture: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-lock-'));
  cpSync(join(ROOT, 'tests/fixtures/locks', fixture), dir, { recursive: true });
  return dir;
}

describe('lock files, as a user runs the CLI', () => {
  each('check reads uv.lock: no aarch64 wheel of the locked cu128 torch is an error on its line', async (node) => {
    const dir = project('mjlab');
    const r = await runCli(
      node,
      [
        'check',
        '--python',
        '3.12',
        '--os',
        'linux',
        '--arch',
        'arm64',
        '--glibc',
        '2.39',
        '--driver',
        'none',
        '--format',
        'json',
      ],
      {},
      dir,
    );
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.request.torch).toBe('==2.8.0+cu128');
    expect(
      report.findings.map((f: { id: string; severity: string; location?: { file: string; line: number } }) => [
        f.severity,
        f.id,
        f.location?.file,
        f.location?.line,
      ]),
    ).toContainEqual(['error', 'lock-no-wheel', 'uv.lock', 47]);
    // The lock decided it: no second finding about the same install from the catalog.
    expect(report.findings.filter((f: { severity: string }) => f.severity === 'error')).toHaveLength(1);
    expect(report.locked.map((l: { package: string; version: string }) => `${l.package}==${l.version}`)).toEqual([
      'torch==2.8.0',
      'torch==2.8.0+cu128',
      'torchvision==0.23.0',
    ]);
  });
  each('check on a runner the lock covers checks the locked build against the driver', async (node) => {
    const dir = project('mjlab');
    const r = await runCli(
      node,
      [
        'check',
        '--python',
        '3.12',
        '--os',
        'linux',
        '--arch',
        'x64',
        '--glibc',
        '2.39',
        '--driver',
        '520.10',
        '--gpu',
        '8.6',
      ],
      {},
      dir,
    );
    expect(r.stdout).toContain('request    torch==2.8.0+cu128 from https://download.pytorch.org/whl/cu128');
    expect(r.stdout).toMatch(/error\s+driver-too-old/);
    expect(r.code).toBe(1);
  });
  each('a stale lock is a warning naming both lines', async (node) => {
    const dir = project('mjlab');
    const py = readFileSync(join(dir, 'pyproject.toml'), 'utf8').replace(
      'cu12 = ["torch>=2.7.0"]',
      'cu12 = ["torch>=2.9"]',
    );
    writeFileSync(join(dir, 'pyproject.toml'), py);
    const r = await runCli(
      node,
      [
        'check',
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
      {},
      dir,
    );
    const f = JSON.parse(r.stdout).findings.find((x: { id: string }) => x.id === 'lock-mismatch');
    expect(f).toMatchObject({ severity: 'warning', location: { file: 'uv.lock', line: 47 } });
    expect(f.message).toBe(
      'uv.lock holds torch 2.8.0+cu128, but pyproject.toml:66 asks for >=2.9: the lock is older than the manifest.',
    );
  });
  each('pins lists locked versions with their lines', async (node) => {
    const dir = project('marker');
    const r = await runCli(node, ['pins'], {}, dir);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toContain('poetry.lock:4  torch ==2.7.0  (locked)');
  });
  each('a lock given by name is read alone; pixi.lock on an unlocked platform fails', async (node) => {
    const dir = project('pixi-llama');
    const r = await runCli(
      node,
      [
        'check',
        '--requirements',
        'pixi.lock',
        '--python',
        '3.12',
        '--os',
        'windows',
        '--arch',
        'x64',
        '--driver',
        'none',
      ],
      {},
      dir,
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      'pixi.lock:110: pixi.lock locks environment default for linux-64, osx-arm64, not for win-64 (this runner): pixi installs no torch here.',
    );
  });
  each('a lock that is not TOML is one line and exit 2', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-lock-'));
    writeFileSync(join(dir, 'uv.lock'), 'version = 1\n\n[[package]]\nname = "torch"\nversion = = "2"\n');
    const r = await runCli(
      node,
      ['check', '--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'],
      {},
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/uv\.lock:5:\d+: not valid TOML/);
  });
});

describe('lock files, as GitHub runs the action', () => {
  each('the action fails on the lock line with an annotation', async (node) => {
    const dir = project('maia3');
    const r = await runAction(
      node,
      { 'python-version': '3.12', os: 'macos', arch: 'arm64', 'os-version': '13.6', driver: 'none' },
      { GITHUB_WORKSPACE: dir },
    );
    expect(r.stdout).toMatch(
      /^::error title=torch-preflight lock-no-wheel,file=pylock\.toml,line=8::pylock\.toml locks torch 2\.13\.0 with no wheel for CPython 3\.12 on macOS 13\.6 arm64/m,
    );
    expect(r.outputs.verdict).toBe('fail');
  });
});

describe('install targets and long markers, through the bundled action', () => {
  each(
    'whisperX: the action fails on a Pascal GPU with driver 470.57 (it passed: the cu128 entry was skipped for its long markers)',
    async (node) => {
      const dir = project('whisperx');
      const r = await runAction(
        node,
        { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.35', driver: '470.57', gpu: '6.1' },
        { GITHUB_WORKSPACE: dir },
      );
      expect(r.outputs.verdict).toBe('fail');
      expect(r.stdout).toMatch(/^::error title=torch-preflight driver-too-old/m);
    },
  );
  each(
    'all-extras and extras inputs: a verdict per target in the report; an undeclared extra fails the step with one line',
    async (node) => {
      const dir = mkdtempSync(join(tmpdir(), 'tp-targets-'));
      writeFileSync(
        join(dir, 'pyproject.toml'),
        '[project]\nname = "demo"\nversion = "1"\n\n[project.optional-dependencies]\ntorch27 = ["torch==2.7.1"]\ntorch28 = ["torch==2.8.0"]\n',
      );
      const base = { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.35', driver: 'none' };
      const all = await runAction(node, { ...base, 'all-extras': 'true' }, { GITHUB_WORKSPACE: dir });
      expect(all.outputs.verdict).not.toBe('fail');
      const report = JSON.parse(readFileSync(all.outputs['report-path']!, 'utf8'));
      expect(report.targets.map((t: { name: string }) => t.name)).toEqual([
        'default',
        'extra torch27',
        'extra torch28',
      ]);
      const bad = await runAction(node, { ...base, extras: 'torch29' }, { GITHUB_WORKSPACE: dir });
      expect(bad.stdout).toMatch(
        /^::error::torch-preflight: extra "torch29": pyproject\.toml declares no extra of that name/m,
      );
    },
  );
});

describe('lock files on a pull request', () => {
  /** mjlab's lock at the base locked a release earlier (2.7.1); the PR's head is the real lock (2.8.0). */
  function prRepo(): string {
    const dir = project('mjlab');
    const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, stdio: 'pipe' });
    const head = readFileSync(join(dir, 'uv.lock'), 'utf8');
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 't@example.com');
    git('config', 'user.name', 't');
    writeFileSync(join(dir, 'uv.lock'), head.replaceAll('2.8.0', '2.7.1'));
    git('add', '.');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'bump');
    writeFileSync(join(dir, 'uv.lock'), head);
    git('commit', '-qam', 'lock torch 2.8.0');
    return dir;
  }
  each('--base gives upgrade notes from the lock diff, on the locked line', async (node) => {
    const dir = prRepo();
    const r = await runCli(
      node,
      [
        'check',
        '--base',
        'main',
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
      {},
      dir,
    );
    const report = JSON.parse(r.stdout);
    const notes = report.findings.filter((f: { id: string }) => f.id === 'upgrade-note');
    expect(
      notes.map((f: { location: { file: string; line: number } }) => `${f.location.file}:${f.location.line}`),
    ).toEqual(['uv.lock:20', 'uv.lock:47']);
    // Issue 30: only what this repository uses; its lock takes cu128, which 2.8 keeps.
    expect(notes[1].message).toBe(
      'torch ==2.7.1+cu128 → ==2.8.0+cu128 (2.7 → 2.8) drops no Python, runner or index variant this repository uses.',
    );
    expect(report.upgrade[0]).toEqual({ aspect: 'torch', before: '==2.7.1', after: '==2.8.0' });
  });
  each(
    'a pull request that changes the locked torch widens `scan --changed-since`, like a pin change (issue 30)',
    async (node) => {
      const dir = prRepo();
      const r = await runCli(node, ['scan', '--torch', '==2.8.0', '--changed-since', 'main'], {}, dir);
      expect(r.stderr).toBe(
        'This change moves torch ==2.7.1 → ==2.8.0 (uv.lock:20), torch ==2.7.1+cu128 → ==2.8.0+cu128 (uv.lock:47): every Python file is scanned, not only the changed ones.\n',
      );
      expect(r.stdout).toMatch(/\(from ==2\.7\.1\)/);
    },
  );
  each('a shallow clone is told, not skipped', async (node) => {
    const dir = project('mjlab');
    const r = await runCli(
      node,
      [
        'check',
        '--base',
        'main',
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
      {},
      dir,
    );
    const f = JSON.parse(r.stdout).findings.find(
      (x: { id: string; message: string }) =>
        x.id === 'git-history-missing' && x.message.startsWith('No upgrade notes from the lock files'),
    );
    expect(f).toBeTruthy();
  });
});

describe('matrix lint reads the lock a job installs from', () => {
  each('uv sync --locked: the arm64 leg fails on the lock, the others install', async (node) => {
    const dir = project('mjlab');
    cpSync(join(ROOT, 'tests/fixtures/matrix/uv-sync-derived.yml'), join(dir, 'tests.yml'));
    const r = await runCli(node, ['matrix', '--workflow', 'tests.yml', '--format', 'json'], {}, dir);
    const json = JSON.parse(r.stdout);
    expect(json.combinations.map((c: { values: { os: string }; verdict: string }) => [c.values.os, c.verdict])).toEqual(
      [
        ['ubuntu-24.04', 'pass'],
        ['ubuntu-24.04-arm', 'fail'],
        ['macos-15', 'pass'],
        ['windows-2025', expect.stringMatching(/pass|warn/)],
      ],
    );
  });
});
