// `pins` and `matrix` as GitHub runs the action: inputs, outputs and annotations.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { commands, perNode, runAction, runCli, ROOT } from './run.js';

const each = perNode();

/** A repository whose main has torch==2.8.0 and whose PR head bumps it to 2.9.0. */
function prRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-pr-'));
  const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 't@example.com');
  git('config', 'user.name', 't');
  writeFileSync(join(dir, 'requirements.txt'), 'numpy>=1.26\ntorch==2.8.0\ntorchvision==0.23.0\n');
  writeFileSync(join(dir, 'pyproject.toml'), '[project]\nname = "demo"\nversion = "0"\nrequires-python = ">=3.9"\n');
  git('add', '.');
  git('commit', '-qm', 'base');
  git('checkout', '-qb', 'bump');
  writeFileSync(join(dir, 'requirements.txt'), 'numpy>=1.26\ntorch==2.9.0\ntorchvision==0.24.0\n');
  git('commit', '-qam', 'bump torch');
  return dir;
}

const FIXED = { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.35', driver: 'none' };

describe('pins, as GitHub runs the action', () => {
  each('a pull request that bumps torch gets an upgrade note on the pin line', async (node) => {
    const dir = prRepo();
    const r = await runAction(node, FIXED, {
      GITHUB_WORKSPACE: dir,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_BASE_REF: 'main',
    });
    expect(r.code).toBe(0);
    const note = commands(r.stdout).find((l) => l.includes('upgrade-note'));
    // requires-python >=3.9 still admits 3.9, which 2.9 drops: a warning on line 2.
    expect(note).toMatch(
      /^::warning title=torch-preflight upgrade-note,file=requirements\.txt,line=2,col=1::torch ==2\.8\.0 → ==2\.9\.0 \(2\.8 → 2\.9\) drops Python 3\.9 \(still admitted by requires-python >=3\.9, pyproject\.toml:4\)\./,
    );
    expect(r.outputs['torch-version']).toBe('2.9.0');
    // One verdict heads the summary; the upgrade's story comes first after it (before → after).
    expect(r.summary).toMatch(/^## \S+ torch-preflight: (pass|warn|fail)\n+## torch upgrade: ==2\.8\.0 → ==2\.9\.0\n/);
  });

  each('a shallow history is said, with the fix', async (node) => {
    const dir = prRepo();
    const r = await runAction(node, FIXED, {
      GITHUB_WORKSPACE: dir,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_BASE_REF: 'no-such-branch',
    });
    expect(commands(r.stdout)).toContainEqual(
      expect.stringMatching(
        /^::warning title=torch-preflight git-history-missing::No upgrade notes: git does not know the base ref.*fetch-depth: 0/,
      ),
    );
  });

  each('findings about a pin land on its line', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-req-'));
    writeFileSync(join(dir, 'requirements-ci.txt'), '# CI pins\ntorch==2.9.0\n');
    const r = await runAction(
      node,
      { ...FIXED, 'python-version': '3.9', requirements: 'requirements-*.txt' },
      { GITHUB_WORKSPACE: dir },
    );
    expect(r.code).toBe(1);
    expect(commands(r.stdout)).toContainEqual(
      expect.stringMatching(
        /^::error title=torch-preflight python-unsupported,file=requirements-ci\.txt,line=2,col=1::/,
      ),
    );
  });

  each('a malformed pin file fails the step naming the file and line', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-badtoml-'));
    writeFileSync(join(dir, 'pyproject.toml'), '[project]\ndependencies = ["torch==2.8.0"\n');
    const r = await runAction(node, FIXED, { GITHUB_WORKSPACE: dir });
    expect(r.code).toBe(1);
    expect(commands(r.stdout)).toEqual([expect.stringMatching(/^::error::torch-preflight: pyproject\.toml/)]);
  });
});

describe('pins, as a user runs the CLI', () => {
  each('pins --format json on real files', async (node) => {
    const r = await runCli(node, ['pins', 'tests/fixtures/pins/everyvoice/requirements.torch.txt', '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.schemaVersion).toBe(1);
    expect(j.pins.find((p: { package: string }) => p.package === 'torch')).toMatchObject({
      location: { file: 'tests/fixtures/pins/everyvoice/requirements.torch.txt' },
    });
  });

  each(
    'one finding per problem: a torchvision pin that does not pair with the torch pin is said once (issue 12)',
    async (node) => {
      const dir = mkdtempSync(join(tmpdir(), 'tp-pair-'));
      writeFileSync(join(dir, 'requirements.txt'), 'torch==2.8.0\ntorchvision==0.22.0\n');
      const r = await runCli(
        node,
        [
          'check',
          '--os',
          'linux',
          '--arch',
          'x64',
          '--python',
          '3.12',
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
      const ids = (JSON.parse(r.stdout) as { findings: { id: string }[] }).findings.map((f) => f.id);
      expect(ids.filter((id) => id === 'companion-mismatch')).toHaveLength(1);
    },
  );

  each(
    "every torch pin that applies is resolved: a second file's pin with no wheel here fails on its line",
    async (node) => {
      const dir = mkdtempSync(join(tmpdir(), 'tp-two-'));
      writeFileSync(join(dir, 'requirements.txt'), 'torch==2.9.0\n');
      writeFileSync(join(dir, 'requirements-old.txt'), '# legacy job\ntorch==2.4.1\n');
      const r = await runCli(
        node,
        [
          'check',
          '--requirements',
          'requirements*.txt',
          '--os',
          'linux',
          '--arch',
          'x64',
          '--python',
          '3.13',
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
      const f = (JSON.parse(r.stdout) as { findings: { id: string; location?: { file: string; line: number } }[] })
        .findings;
      expect(f.map((x) => [x.id, x.location?.file, x.location?.line])).toContainEqual([
        'python-unsupported',
        'requirements-old.txt',
        2,
      ]);
    },
  );

  each('check --base in a repository', async (node) => {
    const dir = prRepo();
    const r = await runCli(
      node,
      ['check', '--base', 'main', '--python', '3.12', '--driver', 'none', '--format', 'json'],
      {},
      dir,
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.findings.find((f: { id: string }) => f.id === 'upgrade-note').location).toEqual({
      file: 'requirements.txt',
      line: 2,
      column: 1,
    });
    expect(j.upgrade.find((row: { aspect: string }) => row.aspect === 'Python')).toMatchObject({
      before: '3.9–3.13',
      after: '3.10–3.14',
    });
  });
});

describe('matrix', () => {
  const MATRIX = JSON.stringify({
    python: ['3.9', '3.12'],
    torch: ['2.8.0', '2.9.0'],
    os: ['ubuntu-24.04', 'macos-15-intel', 'windows-2025'],
  });

  each('plans a matrix: the output fed back runs only supported cells', async (node) => {
    const r = await runAction(node, { matrix: MATRIX });
    expect(r.code).toBe(0);
    const planned = JSON.parse(r.outputs.matrix as string);
    expect(planned.include).toHaveLength(6);
    expect(planned.include).toContainEqual({ python: '3.9', torch: '2.8.0', os: 'ubuntu-24.04' });
    expect(planned.include).not.toContainEqual({ python: '3.9', torch: '2.9.0', os: 'ubuntu-24.04' });
    expect(r.summary).toMatch(/❌/);
    const again = await runCli(node, ['matrix', '--matrix', JSON.stringify(planned), '--format', 'json']);
    const j = JSON.parse(again.stdout);
    expect(j.combinations.map((c: { values: unknown }) => c.values)).toEqual(planned.include);
    expect(j.combinations.every((c: { verdict: string }) => c.verdict !== 'fail')).toBe(true);
  });

  each('lints a workflow with file and line annotations', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-wf-'));
    writeFileSync(
      join(dir, 'ci.yml'),
      'on: push\njobs:\n  test:\n    strategy:\n      matrix:\n        python-version: [3.9, 3.10]\n        torch: ["2.9.0"]\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/setup-python@v6\n        with:\n          python-version: ${{ matrix.python-version }}\n      - run: pip install torch==${{ matrix.torch }}\n',
    );
    const r = await runCli(node, ['matrix', '--workflow', join(dir, 'ci.yml'), '--format', 'github']);
    expect(r.code).toBe(1);
    const cmds = commands(r.stdout);
    expect(cmds).toContainEqual(
      expect.stringMatching(/^::warning title=torch-preflight matrix-float-version,file=.*ci\.yml,line=6,col=\d+::/),
    );
    expect(cmds).toContainEqual(
      expect.stringMatching(/^::error title=torch-preflight python-unsupported,file=.*ci\.yml,line=6,/),
    );
  });

  each('refuses a workflow with merge-conflict markers, exit 2', async (node) => {
    const r = await runCli(node, ['matrix', '--workflow', join(ROOT, 'tests/fixtures/matrix/conflict-ci_dockers.yml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/conflict-ci_dockers\.yml:\d+: merge-conflict marker/);
  });
});

describe('scan', () => {
  each('the CLI finds removed and deprecated APIs at their line, and emits SARIF', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-scan-'));
    writeFileSync(
      join(dir, 'train.py'),
      // The deprecated use first: a top-level line that always raises leaves what follows it unreached.
      'import torch\n# torch.symeig in a comment is no use\nscaler = torch.cuda.amp.GradScaler()\nw, v = torch.symeig(a)\ns = "torch.symeig"\n',
    );
    const r = await runCli(node, ['scan', '.', '--torch', '>=2.5,<2.10', '--format', 'json'], {}, dir);
    expect(r.code).toBe(1);
    const j = JSON.parse(r.stdout);
    const at = j.findings.map(
      (f: { id: string; location: { line: number; column: number } }) =>
        `${f.id}@${f.location.line}:${f.location.column}`,
    );
    expect(at).toContain('api-removed@4:8');
    expect(at).toContain('api-deprecated@3:10');
    expect(at.filter((x: string) => x.endsWith('@2:3') || x.startsWith('api-removed@5'))).toEqual([]);
    const sarif = JSON.parse(
      (await runCli(node, ['scan', '.', '--torch', '2.9', '--format', 'sarif'], {}, dir)).stdout,
    );
    expect(sarif.runs[0].results[0].locations[0].physicalLocation).toMatchObject({
      artifactLocation: { uri: 'train.py' },
      region: { startLine: 4, startColumn: 8 },
    });
  });

  each('the action scans globs with the torch range and annotates file and line', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-scan-action-'));
    writeFileSync(join(dir, 'model.py'), 'import torch\nx = torch.load("ckpt.pt")\n');
    const r = await runAction(
      node,
      { ...FIXED, 'torch-version': '2.8.0', scan: '**/*.py', 'scan-from': '2.5.1' },
      { GITHUB_WORKSPACE: dir },
    );
    expect(commands(r.stdout)).toContainEqual(
      expect.stringMatching(/^::warning title=torch-preflight behavior-changed,file=model\.py,line=2,col=5::/),
    );
    expect(r.summary).toMatch(/Source scan: torch 2\.8\.0 \(from 2\.5\.1\)/);
  });
});
