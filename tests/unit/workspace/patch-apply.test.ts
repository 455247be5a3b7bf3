// The patch `scan --diff` prints (and the action's patch-file) applies with both tools the docs
// name, `git apply` and `patch -p1`, on hostile file names and encodings, and makes exactly what
// `scan --fix` writes.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanPaths } from '../../../src/workspace/scan-files.js';
import { writeFixes } from '../../../src/workspace/write-fixes.js';
import { apis } from '../scan/helpers.js';

const NAMES = [
  'plain.py',
  'sp ace.py',
  ' lead.py',
  'back\\slash.py',
  'quo"te.py',
  "apo'str.py",
  't\tab.py',
  'new\nline.py',
  '-dash.py',
  '--output=x.py',
  'ünï €.py',
  'a b/c d.py',
];

/** The same two uses in each line-end style, with and without a byte order mark. */
const ENCODINGS: Record<string, string> = {
  lf: 'import torch\ny = torch.ger(a, b)\nz = 1\n',
  bom: '\uFEFFimport torch\ny = torch.ger(a, b)\n',
  'bom-first-line': '\uFEFFimport torch; y = torch.ger(a, b)\n',
  crlf: 'import torch\r\ny = torch.ger(a, b)\r\nz = 1\r\n',
  'lone-cr': 'import torch\ry = torch.ger(a, b)\rz = 1\r',
  'no-final-newline': 'import torch\ny = torch.ger(a, b)',
};

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'core.autocrlf=false', ...args], {
    cwd,
    stdio: 'pipe',
  });

function tree(): { dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'tp-patch-apply-'));
  mkdirSync(join(dir, 'a b'));
  const files: string[] = [];
  for (const name of NAMES) {
    for (const [enc, text] of Object.entries(ENCODINGS)) {
      const file = name.replace(/\.py$/, `.${enc}.py`);
      writeFileSync(join(dir, file), text);
      files.push(file);
    }
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'tree');
  return { dir, files };
}

const hasPatch = spawnSync('patch', ['--version']).status === 0;

describe.skipIf(process.platform === 'win32')('patches apply on hostile names and encodings', () => {
  it('git apply and patch -p1 both take the patch, and both make what --fix writes', async () => {
    expect(hasPatch, 'GNU patch is needed (.ci/run installs it)').toBe(true);
    const { dir, files } = tree();
    const scan = await scanPaths(['.'], { torch: '2.9', apis, cwd: dir, workers: 1 });
    const shown = writeFixes(scan.findings, { cwd: dir, paths: [], digests: scan.digests, dryRun: true });
    expect(shown.notFixed).toEqual([]);
    expect(shown.files).toBe(files.length);
    const viaGit = mkdtempSync(join(tmpdir(), 'tp-patch-git-'));
    const viaPatch = mkdtempSync(join(tmpdir(), 'tp-patch-gnu-'));
    cpSync(dir, viaGit, { recursive: true });
    cpSync(dir, viaPatch, { recursive: true });
    const patchFile = `${viaGit}.patch`;
    writeFileSync(patchFile, shown.diff);
    execFileSync('git', ['apply', patchFile], { cwd: viaGit, stdio: 'pipe' });
    const p = spawnSync('patch', ['-p1', '--batch', '--forward', '--no-backup-if-mismatch', '-F0'], {
      cwd: viaPatch,
      input: shown.diff,
    });
    // Every hunk exactly where it belongs: no fuzz, no offset, nothing skipped or rejected.
    expect(p.stderr.toString()).toBe('');
    expect(p.stdout.toString()).not.toMatch(/hunk|fuzz|offset|fail|reject|skip|can't find/i);
    expect(p.status).toBe(0);
    // Names are written as git writes them: the header lines of `git diff` of the patched tree.
    const headers = (patch: string) => patch.split('\n').filter((l) => /^(---|\+\+\+) /.test(l));
    expect(headers(shown.diff)).toEqual(headers(git(viaGit, 'diff').toString()));
    const written = writeFixes(scan.findings, { cwd: dir, paths: [], digests: scan.digests, dryRun: false });
    expect(written.files).toBe(files.length);
    for (const f of files) {
      const want = readFileSync(join(dir, f));
      expect(readFileSync(join(viaGit, f)), `git apply: ${JSON.stringify(f)}`).toEqual(want);
      expect(readFileSync(join(viaPatch, f)), `patch -p1: ${JSON.stringify(f)}`).toEqual(want);
    }
    expect(readFileSync(join(dir, 'plain.bom.py'), 'utf8')).toBe('\uFEFFimport torch\ny = torch.outer(a, b)\n');
  });
});
