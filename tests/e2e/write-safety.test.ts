// Where the shipped CLI and action write, replayed from the attack review's
// reproductions (R5, R6, R7, R9, R10, R11) against dist/, on Node 20 and 24.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { commands, perNode, runAction, runCli } from './run.js';

const each = perNode();
const GER = 'import torch\ny = torch.ger(a, b)\n';
const AG = {
  'python-version': '3.12',
  os: 'linux',
  arch: 'x64',
  glibc: '2.39',
  driver: 'none',
  'torch-version': '2.8',
  scan: '**/*.py',
};

const scratch = () => realpathSync(mkdtempSync(join(tmpdir(), 'tp-write-safety-')));

describe('the action writes no file through a link (R5)', () => {
  each(
    'a report folder committed as a link to outside the workspace: one error, nothing written there',
    async (node) => {
      const w = scratch();
      mkdirSync(join(w, 'ws'));
      mkdirSync(join(w, 'outside'));
      writeFileSync(join(w, 'ws/requirements.txt'), 'torch==2.8.0\n');
      writeFileSync(join(w, 'ws/m.py'), GER);
      symlinkSync('../outside', join(w, 'ws/reports'));
      const r = await runAction(
        node,
        { ...AG, 'report-path': join(w, 'ws/reports/r.json') },
        { GITHUB_WORKSPACE: join(w, 'ws') },
      );
      expect(r.code).toBe(1);
      expect(commands(r.stdout)).toEqual([
        expect.stringMatching(
          /^::error::torch-preflight: report-path ".*": "reports" is a symbolic link; the action does not write through links$/,
        ),
      ]);
      expect(readdirSync(join(w, 'outside'))).toEqual([]);
    },
  );

  each(
    'a patch or SARIF name committed as a link: the file replaces the link, its target is untouched',
    async (node) => {
      const w = scratch();
      mkdirSync(join(w, 'ws/reports'), { recursive: true });
      writeFileSync(join(w, 'ws/requirements.txt'), 'torch==2.8.0\n');
      writeFileSync(join(w, 'ws/m.py'), GER);
      writeFileSync(join(w, 'victim'), 'keep\n');
      symlinkSync('../../victim', join(w, 'ws/reports/torch-preflight.patch'));
      symlinkSync(join(w, 'victim'), join(w, 'ws/reports/torch-preflight.sarif'));
      const r = await runAction(
        node,
        { ...AG, 'report-path': join(w, 'ws/reports/r.json') },
        { GITHUB_WORKSPACE: join(w, 'ws') },
      );
      expect(r.outputs['patch-file']).toBe(join(w, 'ws/reports/torch-preflight.patch'));
      expect(readFileSync(join(w, 'victim'), 'utf8')).toBe('keep\n');
      expect(readFileSync(join(w, 'ws/reports/torch-preflight.patch'), 'utf8')).toContain('+y = torch.outer(a, b)\n');
      expect(readFileSync(join(w, 'ws/reports/torch-preflight.sarif'), 'utf8')).toContain('"version": "2.1.0"');
    },
  );

  each('a report-path outside the workspace and RUNNER_TEMP is refused', async (node) => {
    const w = scratch();
    mkdirSync(join(w, 'ws'));
    mkdirSync(join(w, 'elsewhere'));
    writeFileSync(join(w, 'ws/requirements.txt'), 'torch==2.8.0\n');
    const r = await runAction(
      node,
      { ...AG, scan: '', 'report-path': join(w, 'elsewhere/r.json') },
      { GITHUB_WORKSPACE: join(w, 'ws') },
    );
    expect(commands(r.stdout)).toEqual([
      expect.stringMatching(/report-path ".*": outside the workspace and RUNNER_TEMP/),
    ]);
    expect(readdirSync(join(w, 'elsewhere'))).toEqual([]);
  });
});

describe('scan --fix writes only the scanned tree, only what it scanned (R6, R7)', () => {
  each('links to a file and a folder outside the tree are named and left alone', async (node) => {
    const w = scratch();
    for (const d of ['tree', 'outside', 'outdir']) mkdirSync(join(w, d));
    writeFileSync(join(w, 'outside/victim.py'), GER);
    writeFileSync(join(w, 'outdir/v2.py'), GER);
    symlinkSync('../outside/victim.py', join(w, 'tree/link.py'));
    symlinkSync('../outdir', join(w, 'tree/dirlink'));
    const r = await runCli(node, ['scan', '--torch', '>=2.4', '--fix'], {}, join(w, 'tree'));
    expect(r.stderr).toBe(
      'fixed 0 findings in 0 files\nnot fixed: dirlink/v2.py: outside the scanned tree (a link leads out of it)\nnot fixed: link.py: outside the scanned tree (a link leads out of it)\n',
    );
    expect(readFileSync(join(w, 'outside/victim.py'), 'utf8')).toBe(GER);
    expect(readFileSync(join(w, 'outdir/v2.py'), 'utf8')).toBe(GER);
  });

  each('a file saved between the scan and the rewrite is refused, not garbled', async (node) => {
    const w = scratch();
    // Edits the file right before the fixer opens it again (the attack review's preload).
    writeFileSync(
      join(w, 'race.cjs'),
      `const fs = require('fs'); const { syncBuiltinESMExports } = require('module');
const orig = fs.openSync; let n = 0;
fs.openSync = function (p, ...a) {
  if (String(p).endsWith('victim.py') && ++n === 2) fs.writeFileSync(p, 'import torch\\nimport os  # added\\ny = torch.ger(a, b)\\n');
  return orig.call(this, p, ...a);
};
syncBuiltinESMExports();
`,
    );
    writeFileSync(join(w, 'victim.py'), GER);
    const r = await runCli(
      node,
      ['scan', 'victim.py', '--torch', '>=2.4', '--fix'],
      { NODE_OPTIONS: `--require ${join(w, 'race.cjs')}` },
      w,
    );
    expect(r.stderr).toBe('fixed 0 findings in 0 files\nnot fixed: victim.py: changed since the scan; scan it again\n');
    expect(readFileSync(join(w, 'victim.py'), 'utf8')).toBe('import torch\nimport os  # added\ny = torch.ger(a, b)\n');
  });
});

describe('scan --diff: the patch applies with git apply and patch -p1 (R9, R10, R11)', () => {
  each('a BOM, a backslash and spaces in names', async (node) => {
    const w = scratch();
    const git = (...a: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...a], { cwd: w, stdio: 'pipe' });
    git('init', '-q');
    writeFileSync(join(w, 'bom.py'), '\uFEFF' + GER);
    for (const n of ['back\\slash.py', 'sp ace.py', ' lead.py', 'ünï €.py']) writeFileSync(join(w, n), GER);
    git('add', '-A');
    git('commit', '-qm', 'i');
    const d = await runCli(node, ['scan', '.', '--torch', '>=2.4', '--diff'], {}, w);
    expect(d.stderr).toBe('would fix 5 findings in 5 files\n');
    writeFileSync(`${w}.patch`, d.stdout);
    git('apply', '--check', `${w}.patch`);
    const p = spawnSync('patch', ['-p1', '--dry-run', '--batch', '-F0'], { cwd: w, input: d.stdout });
    expect(p.stdout.toString()).not.toMatch(/hunk|fuzz|can't find/i);
    expect(p.status).toBe(0);
    const f = await runCli(node, ['scan', '.', '--torch', '>=2.4', '--fix'], {}, w);
    expect(f.stderr).toBe('fixed 5 findings in 5 files\n');
    expect(readFileSync(join(w, 'bom.py'), 'utf8')).toBe('\uFEFFimport torch\ny = torch.outer(a, b)\n');
    expect(readFileSync(join(w, 'back\\slash.py'), 'utf8')).toBe('import torch\ny = torch.outer(a, b)\n');
  });
});
