// What `scan --fix` may write: only regular files inside the scanned
// roots, only while they hold the bytes the scan read, always through a new file and a rename.
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finding, type Finding } from '../../../src/core/finding.js';
import { contentDigest } from '../../../src/io/digest.js';
import { scanPaths } from '../../../src/workspace/scan-files.js';
import { writeFixes } from '../../../src/workspace/write-fixes.js';
import { apis } from '../scan/helpers.js';

const GER = 'import torch\ny = torch.ger(a, b)\n';
const OUTER = 'import torch\ny = torch.outer(a, b)\n';

const scratch = (): string => mkdtempSync(join(tmpdir(), 'tp-write-fixes-'));

/** Scans `paths` in `cwd`, then fixes what it found, as `scan --fix` (or `--diff`) does. */
async function fix(cwd: string, paths: string[], dryRun = false) {
  const r = await scanPaths(paths.length ? paths : ['.'], { torch: '2.9', apis, cwd, workers: 1 });
  return writeFixes(r.findings, { cwd, paths, digests: r.digests, dryRun });
}

describe('--fix stays inside the scanned tree (R6)', () => {
  it('a linked file and a linked directory that lead outside are reported and left alone', async () => {
    const w = scratch();
    mkdirSync(join(w, 'tree'));
    mkdirSync(join(w, 'outside'));
    mkdirSync(join(w, 'outdir'));
    writeFileSync(join(w, 'outside/victim.py'), GER);
    writeFileSync(join(w, 'outdir/v2.py'), GER);
    writeFileSync(join(w, 'tree/own.py'), GER);
    symlinkSync('../outside/victim.py', join(w, 'tree/link.py'));
    symlinkSync('../outdir', join(w, 'tree/dirlink'));
    symlinkSync(join(w, 'outside/victim.py'), join(w, 'tree/abslink.py'));
    const r = await fix(join(w, 'tree'), []);
    expect(r.files).toBe(1);
    expect(r.notFixed).toEqual([
      { file: 'abslink.py', reason: 'outside the scanned tree (a link leads out of it)' },
      { file: 'dirlink/v2.py', reason: 'outside the scanned tree (a link leads out of it)' },
      { file: 'link.py', reason: 'outside the scanned tree (a link leads out of it)' },
    ]);
    expect(readFileSync(join(w, 'outside/victim.py'), 'utf8')).toBe(GER);
    expect(readFileSync(join(w, 'outdir/v2.py'), 'utf8')).toBe(GER);
    expect(readFileSync(join(w, 'tree/own.py'), 'utf8')).toBe(OUTER);
    // --diff shows only what --fix would write.
    writeFileSync(join(w, 'tree/own.py'), GER);
    const d = await fix(join(w, 'tree'), [], true);
    expect(d.diff).toContain('--- a/own.py\n');
    expect(d.diff).not.toMatch(/link|v2/);
  });

  it('naming a file that links outside does not make its target part of the tree', async () => {
    const w = scratch();
    mkdirSync(join(w, 'tree'));
    writeFileSync(join(w, 'victim.py'), GER);
    symlinkSync('../victim.py', join(w, 'tree/link.py'));
    const r = await fix(join(w, 'tree'), ['link.py']);
    expect(r.notFixed).toEqual([{ file: 'link.py', reason: 'outside the scanned tree (a link leads out of it)' }]);
    expect(readFileSync(join(w, 'victim.py'), 'utf8')).toBe(GER);
  });

  it('a link inside the tree is followed: the file it points at is rewritten, the link stays, the mode is kept', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'real.py'), GER);
    chmodSync(join(dir, 'real.py'), 0o640);
    symlinkSync('real.py', join(dir, 'link.py'));
    const r = await fix(dir, ['link.py']);
    expect(r.files).toBe(1);
    expect(lstatSync(join(dir, 'link.py')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'real.py'), 'utf8')).toBe(OUTER);
    expect(statSync(join(dir, 'real.py')).mode & 0o777).toBe(0o640);
  });
});

describe('patch names', () => {
  it('are relative to the working directory, whatever way the path was given; never a//abs', async () => {
    const w = scratch();
    mkdirSync(join(w, 'cwd/sub'), { recursive: true });
    mkdirSync(join(w, 'other'));
    writeFileSync(join(w, 'cwd/sub/x.py'), GER);
    writeFileSync(join(w, 'other/y.py'), GER);
    const inside = await fix(join(w, 'cwd'), [join(w, 'cwd/sub/x.py')], true);
    expect(inside.diff.split('\n').slice(0, 2)).toEqual(['--- a/sub/x.py', '+++ b/sub/x.py']);
    // A file outside the working directory can be fixed, but a patch applied here cannot name it.
    const outside = await fix(join(w, 'cwd'), [join(w, 'other')], true);
    expect(outside.diff).toBe('');
    expect(outside.notFixed).toEqual([
      { file: join(w, 'other/y.py'), reason: 'outside the working directory, so a patch cannot name it' },
    ]);
    const written = await fix(join(w, 'cwd'), [join(w, 'other')]);
    expect(written.files).toBe(1);
    expect(readFileSync(join(w, 'other/y.py'), 'utf8')).toBe(OUTER);
  });
});

describe('--fix writes only what it scanned (R7)', () => {
  it('a file changed since the scan is refused by name and left as it is', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'victim.py'), GER);
    writeFileSync(join(dir, 'other.py'), GER);
    const r = await scanPaths(['.'], { torch: '2.9', apis, cwd: dir, workers: 1 });
    // An editor saves between the scan and the rewrite: the scan's columns no longer fit.
    const edited = 'import torch\nimport os  # added\ny = torch.ger(a, b)\n';
    writeFileSync(join(dir, 'victim.py'), edited);
    const out = writeFixes(r.findings, { cwd: dir, paths: [], digests: r.digests, dryRun: false });
    expect(out.notFixed).toEqual([{ file: 'victim.py', reason: 'changed since the scan; scan it again' }]);
    expect(readFileSync(join(dir, 'victim.py'), 'utf8')).toBe(edited);
    expect(readFileSync(join(dir, 'other.py'), 'utf8')).toBe(OUTER);
    expect(out.fixed.map((f) => f.location!.file)).toEqual(['other.py']);
  });

  it('a file whose name is as long as the file system allows is still written (the temporary file has its own short name)', async () => {
    const dir = scratch();
    const name = `${'n'.repeat(252)}.py`;
    writeFileSync(join(dir, name), GER);
    const r = await fix(dir, []);
    expect(r.files).toBe(1);
    expect(readFileSync(join(dir, name), 'utf8')).toBe(OUTER);
  });

  it('a file the scan gave no digest for is not written', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a.py'), GER);
    const r = await scanPaths(['a.py'], { torch: '2.9', apis, cwd: dir, workers: 1 });
    const out = writeFixes(r.findings, { cwd: dir, paths: [], digests: new Map(), dryRun: false });
    expect(out.files).toBe(0);
    expect(readFileSync(join(dir, 'a.py'), 'utf8')).toBe(GER);
  });

  it('the rewrite goes through a new file and a rename: no temporary file is left, a hard link keeps the old text', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'a.py'), GER);
    const before = statSync(join(dir, 'a.py')).ino;
    const r = await fix(dir, []);
    expect(r.files).toBe(1);
    expect(readdirSync(dir)).toEqual(['a.py']);
    expect(statSync(join(dir, 'a.py')).ino).not.toBe(before);
  });
});

describe('--fix keeps the encoding (R9)', () => {
  it('a byte order mark is kept, and the diff shows it in its context', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'bom.py'), '\uFEFF' + GER);
    const d = await fix(dir, [], true);
    expect(d.diff).toBe(
      '--- a/bom.py\n+++ b/bom.py\n@@ -1,2 +1,2 @@\n \uFEFFimport torch\n-y = torch.ger(a, b)\n+y = torch.outer(a, b)\n',
    );
    await fix(dir, []);
    expect(readFileSync(join(dir, 'bom.py')).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(readFileSync(join(dir, 'bom.py'), 'utf8')).toBe('\uFEFF' + OUTER);
  });
});

describe('many fixes in one file (R12)', () => {
  it('125,000 fixes: no spread of one argument per fix, no recursion', () => {
    const dir = scratch();
    const n = 125_000;
    const text = 'import torch\n' + 'y = torch.ger(a, b)\n'.repeat(n);
    writeFileSync(join(dir, 'a.py'), text);
    const findings: Finding[] = Array.from({ length: n }, (_, i) =>
      finding({
        id: 'api-deprecated',
        severity: 'warning',
        message: 'm',
        hint: 'h',
        source: 's',
        location: { file: 'a.py', line: i + 2, column: 5 },
        fix: {
          description: 'Write torch.outer',
          replacements: [
            { location: { file: 'a.py', line: i + 2, column: 5, endLine: i + 2, endColumn: 14 }, text: 'torch.outer' },
          ],
        },
      }),
    );
    const digests = new Map([['a.py', contentDigest(Buffer.from(text))]]);
    const r = writeFixes(findings, { cwd: dir, paths: [], digests, dryRun: false });
    expect(r.fixed).toHaveLength(n);
    expect(readFileSync(join(dir, 'a.py'), 'utf8')).toBe('import torch\n' + 'y = torch.outer(a, b)\n'.repeat(n));
    expect(r.diff.split('\n@@ ')).toHaveLength(2);
  });
});
