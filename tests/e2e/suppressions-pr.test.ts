/**
 * The action on a pull_request event, as GitHub runs it (INPUT_*, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY, a base ref in a temp git repo): the suppressions the pull request adds
 * (`# noqa`, `ignore-file`, `exclude`/`ignore` in `[tool.torch-preflight]`, a baseline it adds)
 * still suppress, but what they hide is counted and named in the log and the summary; the
 * base's own suppressions, and a baseline the workflow writes, are not counted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { commands, perNode, runAction, runCli, type Node } from './run.js';

const each = perNode();
const INPUTS = { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.39', driver: 'none', scan: '**/*.py' };

/** main: `import torch` and a torch pin (and `base` files); the pr branch: `head` files. */
function repo(base: Record<string, string>, head: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-suppress-pr-'));
  const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 't@example.com');
  git('config', 'user.name', 't');
  const files = { 'model.py': 'import torch\n', 'requirements.txt': 'torch==2.8.0\n', ...base };
  for (const [f, t] of Object.entries(files)) writeFileSync(join(dir, f), t);
  git('add', '-A');
  git('commit', '-qm', 'base');
  git('checkout', '-qb', 'pr');
  for (const [f, t] of Object.entries(head)) writeFileSync(join(dir, f), t);
  git('add', '-A');
  git('commit', '-qm', 'pr');
  return dir;
}

const PR = (dir: string) => ({ GITHUB_WORKSPACE: dir, GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'main' });
const REMOVED = 'import torch\ny = torch.symeig(x)\n';

async function pr(node: Node, base: Record<string, string>, head: Record<string, string>, inputs = {}) {
  const dir = repo(base, head);
  const r = await runAction(node, { ...INPUTS, ...inputs }, PR(dir));
  const notes = commands(r.stdout).filter((l) => l.includes('suppression-added'));
  return { r, notes, dir };
}

describe('suppressions a pull request adds are counted and named', () => {
  each('without a suppression the removed API fails the step', async (node) => {
    const { r, notes } = await pr(node, {}, { 'model.py': REMOVED });
    expect(r.code).toBe(1);
    expect(notes).toEqual([]);
  });

  each('an exclude it adds: the step passes with a warning naming the exclude and what it hides', async (node) => {
    const { r, notes } = await pr(
      node,
      {},
      { 'model.py': REMOVED, 'pyproject.toml': '[tool.torch-preflight]\nexclude = ["**"]\n' },
    );
    expect(r.code).toBe(0);
    expect(r.outputs.verdict).toBe('warn');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^::warning title=torch-preflight suppression-added,file=pyproject\.toml,line=2::/);
    expect(notes[0]).toContain(
      '1 finding hidden by suppressions this pull request adds: 1 by exclude "**" in pyproject.toml [tool.torch-preflight]. Hidden: api-removed torch.symeig at model.py:2.',
    );
    expect(r.summary).toContain('suppression-added');
    expect(r.summary).toContain('1 finding hidden by suppressions this pull request adds');
  });

  each('an ignore it adds, a # noqa on its line, an ignore-file comment it adds', async (node) => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { 'model.py': REMOVED, 'pyproject.toml': '[tool.torch-preflight]\nignore = ["api-removed"]\n' },
        /1 by ignore "api-removed" in pyproject\.toml/,
      ],
      [{ 'model.py': 'import torch\ny = torch.symeig(x)  # noqa\n' }, /1 by a # noqa \/ ignore comment at model\.py:2/],
      [
        { 'model.py': '# torch-preflight: ignore-file\nimport torch\ny = torch.symeig(x)\n' },
        /1 by # torch-preflight: ignore-file at model\.py:1/,
      ],
    ];
    for (const [head, want] of cases) {
      const { r, notes } = await pr(node, {}, head);
      expect(r.code, JSON.stringify(head)).toBe(0);
      expect(notes.join('\n')).toMatch(want);
      expect(r.summary).toContain('1 finding hidden by suppressions this pull request adds');
    }
  });

  each('a baseline file the pull request adds', async (node) => {
    const dir = repo({}, { 'model.py': REMOVED });
    // The baseline as a user writes it: the scan's own JSON report, committed in the pull request.
    const saved = await runCli(node, ['scan', '--torch', '2.8.0', '--format', 'json', 'model.py'], {}, dir);
    writeFileSync(join(dir, 'baseline.json'), saved.stdout);
    execFileSync('git', ['add', 'baseline.json'], { cwd: dir });
    execFileSync('git', ['commit', '-qm', 'baseline'], { cwd: dir });
    const r = await runAction(node, { ...INPUTS, baseline: 'baseline.json' }, PR(dir));
    expect(r.code).toBe(0);
    expect(commands(r.stdout).join('\n')).toMatch(/1 by the baseline baseline\.json, which it adds or changes/);
  });

  each('suppressions the base already has, and a baseline the workflow writes, are not counted', async (node) => {
    const exclude = { 'pyproject.toml': '[tool.torch-preflight]\nexclude = ["**"]\n' };
    const kept = await pr(node, exclude, { 'model.py': REMOVED });
    expect(kept.r.code).toBe(0);
    expect(kept.notes).toEqual([]);
    const dir = repo({}, { 'model.py': REMOVED });
    const saved = await runCli(node, ['scan', '--torch', '2.8.0', '--format', 'json', 'model.py'], {}, dir);
    // Written by an earlier step, not committed: the workflow's baseline.
    writeFileSync(join(dir, 'from-workflow.json'), saved.stdout);
    const r = await runAction(node, { ...INPUTS, baseline: 'from-workflow.json' }, PR(dir));
    expect(r.code).toBe(0);
    expect(commands(r.stdout).filter((l) => l.includes('suppression-added'))).toEqual([]);
  });
});
