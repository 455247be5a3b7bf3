// Which files a scan reads: globs, excludes, symlinks and limits.
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLinear } from '../../growth.js';
import { InputError } from '../../../src/core/errors.js';
import { scanPaths } from '../../../src/workspace/scan-files.js';
import { globMatcher } from '../../../src/io/glob.js';
import { createContext, scanSource } from '../../../src/scan/index.js';
import { apis } from './helpers.js';
import { fcRuns } from '../../property-runs.js';

let root: string;
const opts = () => ({ torch: '>=2.5,<2.10', apis, cwd: root });

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tp-scan-'));
  mkdirSync(join(root, 'pkg/sub'), { recursive: true });
  mkdirSync(join(root, 'node_modules/x'), { recursive: true });
  writeFileSync(join(root, 'pkg/a.py'), 'import torch\ntorch.symeig(a)\n');
  writeFileSync(join(root, 'pkg/sub/b.py'), 'import torch\nx = 1\n');
  writeFileSync(join(root, 'pkg/notes.txt'), 'import torch\ntorch.symeig(a)\n');
  writeFileSync(join(root, 'node_modules/x/c.py'), 'import torch\ntorch.symeig(a)\n');
  writeFileSync(
    join(root, 'pkg/latin1.py'),
    Buffer.from('# -*- coding: latin-1 -*-\nimport torch\ns = "caf\xe9"\n', 'latin1'),
  );
  writeFileSync(join(root, 'pkg/nul.py'), Buffer.from('import torch\n\0torch.symeig(a)\n'));
  writeFileSync(join(root, 'pkg/broken.py'), 'import torch\ns = """never closed\ntorch.symeig(a)\n');
  symlinkSync(join(root, 'pkg'), join(root, 'pkg/sub/loop'));
  symlinkSync('self', join(root, 'pkg/self'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('scanPaths', () => {
  it('walks a directory: *.py only, skips tooling dirs, reports bad files and symlink loops, never fails', async () => {
    const r = await scanPaths(['pkg'], opts());
    expect(r.files).toBe(2);
    expect(r.findings.map((f) => `${f.location!.file}:${f.location!.line}:${f.location!.column} ${f.id}`)).toEqual([
      'pkg/a.py:2:1 api-removed',
    ]);
    expect(r.skipped).toEqual(
      expect.arrayContaining([
        { file: 'pkg/broken.py', reason: 'cannot tokenize: unterminated triple-quoted string at 2:5' },
        { file: 'pkg/latin1.py', reason: 'not UTF-8 (declares coding latin-1; only UTF-8 is read)' },
        { file: 'pkg/nul.py', reason: 'binary file (contains a NUL byte)' },
        { file: 'pkg/sub/loop', reason: 'symlink loop or repeated directory (already scanned)' },
      ]),
    );
    expect(r.skipped.some((s) => s.file === 'pkg/self' && s.reason === 'symlink loop')).toBe(false); // not a *.py name
  });

  // The analyser reads a file's bytes (as Latin-1); the columns must still count UTF-16 code units.
  it('gives the columns of the decoded text on lines with non-ASCII characters, a BOM and CRLF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-scan-utf8-'));
    writeFileSync(
      join(dir, 'u.py'),
      '\ufeffimport torch\r\ns = "é😀名"; torch.symeig(a)\r\n# ñ\r\ntorch.symeig(b)\r\n',
    );
    const r = await scanPaths(['u.py'], { ...opts(), cwd: dir });
    rmSync(dir, { recursive: true, force: true });
    expect(r.findings.map((f) => [f.location!.line, f.location!.column, f.location!.endColumn])).toEqual([
      [2, 13, 25],
      [4, 1, 13],
    ]);
  });

  // Bytes are read as Latin-1 only while every name and literal looked for is ASCII: a rules file
  // with a non-ASCII keyword value must find in a file what it finds in the same text in memory.
  it('finds a non-ASCII literal of a rules entry in a file as in memory (the bundled catalog stays on bytes)', async () => {
    expect(createContext({ torch: '>=2.0,<2.10', apis }).asciiNeeds).toBe(true);
    const onnxrt = apis.find((a) => a.match?.keyword?.value === 'onnxrt')!;
    const mine = [{ ...onnxrt, match: { ...onnxrt.match!, keyword: { name: 'backend', value: 'ñ' } } }];
    const dir = mkdtempSync(join(tmpdir(), 'tp-scan-literal-'));
    const src = 'import torch\ntorch.compile(m, backend="ñ")\n';
    writeFileSync(join(dir, 'a.py'), src);
    const r = await scanPaths(['a.py'], { torch: '>=2.0,<2.10', apis: mine, cwd: dir });
    rmSync(dir, { recursive: true, force: true });
    expect(r.findings.map((f) => `${f.location!.line}:${f.location!.column} ${f.id}`)).toEqual(['2:1 api-removed']);
    expect(r.findings).toEqual(scanSource(src, 'a.py', { torch: '>=2.0,<2.10', apis: mine }).findings);
  });

  it('follows globs with **, * and ?', async () => {
    expect((await scanPaths(['**/a.py'], opts())).files).toBe(1);
    expect((await scanPaths(['pkg/**/*.py'], opts())).files).toBe(2);
    expect((await scanPaths(['pkg/?.py'], opts())).files).toBe(1);
    expect((await scanPaths(['pkg/*.txt'], opts())).findings).toHaveLength(1); // an explicit match is scanned whatever its name
    expect((await scanPaths(['nothing/**/*.py'], opts())).files).toBe(0);
  });

  it('scans an explicit file once even when listed twice', async () => {
    const r = await scanPaths(['pkg/a.py', 'pkg/a.py', 'pkg/*.py'], opts());
    expect(r.findings).toHaveLength(1);
  });

  it('rejects a missing path and a bad range as input errors', async () => {
    await expect(scanPaths(['missing.py'], opts())).rejects.toThrow(InputError);
    await expect(scanPaths(['pkg'], { ...opts(), torch: 'two point nine' })).rejects.toThrow(InputError);
  });

  it('scans a generated file just under the 5 MB source cap with flat memory', async () => {
    const big = join(root, 'big.py');
    const fd = openSync(big, 'w');
    const chunk =
      'import torch\n' +
      'def f(x):\n    """doc torch.symeig"""\n    return torch.linalg.eigh(x, UPLO="L")  # fine\n'.repeat(2000);
    let size = 0;
    while (size + chunk.length < 5 * 1024 * 1024 - 100) size += writeSync(fd, chunk);
    writeSync(fd, 'torch.symeig(a)\n');
    closeSync(fd);
    const before = process.memoryUsage().rss;
    const r = await scanPaths(['big.py'], opts());
    expect(r.skipped).toEqual([]);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.location!.column).toBe(1);
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
  });

  // Each finding's column was counted from the start of its line: 40,000 findings on one line
  // (560 KB) took half a minute, these 60,000 over a minute, and a file at the cap hours.
  it('places many findings on one long line in time that grows with the file, not its square', async () => {
    const longLine = (n: number) => {
      writeFileSync(join(root, 'long-line.py'), 'import torch\n' + 'torch.load(f); '.repeat(n) + 'é = torch.load(f)\n');
      return n;
    };
    await expectLinear('findings on one line', longLine, () => scanPaths(['long-line.py'], opts()), { n: 1_000 });
    const n = longLine(20_000);
    const r = await scanPaths(['long-line.py'], opts());
    expect(r.findings).toHaveLength(n + 1);
    expect(r.findings.every((f) => f.location?.line === 2)).toBe(true);
    expect(r.findings.at(-2)!.location!.column).toBe(1 + 15 * (n - 1));
    // The é is two bytes and one column: the last finding's column counts characters.
    expect(r.findings.at(-1)!.location!.column).toBe(1 + 15 * n + 4);
  }, 120_000);
});

describe('globMatcher', () => {
  it.each([
    ['**/*.py', 'a/b/c.py', true],
    ['**/*.py', 'c.py', true],
    ['src/*.py', 'src/a/b.py', false],
    ['src/?.py', 'src/a.py', true],
    ['[ab].py', 'b.py', true],
    ['a.py', 'aXpy', false],
    ['src/**', 'src/a/b.py', true],
    ['[!a].py', 'b.py', true],
    ['[!a].py', 'a.py', false],
    ['[a-c]x.py', 'bx.py', true],
    ['[]a].py', '].py', true],
    ['[a-].py', '-.py', true],
    ['[ab.py', '[ab.py', true],
    ['?.py', '/.py', false],
    ['[!a]b.py', '/b.py', false],
  ])('%s ~ %s → %s', (pattern, path, match) => {
    expect(globMatcher(pattern)(path)).toBe(match);
  });

  // The regular expression the matcher replaced, for patterns without classes (where the two
  // agree by design); it is exponential on some inputs, so only short ones are tried.
  const former = (pattern: string): RegExp =>
    new RegExp(
      `^${pattern.replace(/\*\*\/|\*\*|\*|\?|[.+^${}()|\\]/g, (t) => (t === '**/' ? '(?:[^/]*/)*' : t === '**' ? '.*' : t === '*' ? '[^/]*' : t === '?' ? '[^/]' : `\\${t}`))}$`,
    );
  it('matches what the former regular expression matched, for patterns without classes (property)', () => {
    const piece = fc.constantFrom('*', '**', '**/', '?', '/', 'a', 'b', '.', 'py', '.py');
    const path = fc
      .array(fc.constantFrom('a', 'b', '/', '.', 'py', '.py', 'ab'), { maxLength: 8 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 6 }).map((p) => p.join('')),
        path,
        (pattern, p) => {
          expect(globMatcher(pattern)(p)).toBe(former(pattern).test(p));
        },
      ),
      { numRuns: fcRuns(2000) },
    );
  });

  it('matches a pattern of many stars against a long name at once (a regular expression backtracked for minutes)', () => {
    const matches = globMatcher('*a'.repeat(40) + 'b.py');
    expect(matches('a'.repeat(200) + '.py')).toBe(false);
    expect(matches('a'.repeat(200) + 'b.py')).toBe(true);
  });

  it('refuses a backwards range and an overlong pattern as input errors', () => {
    expect(() => globMatcher('[z-a].py')).toThrow(InputError);
    expect(() => globMatcher('[z-a].py')).toThrow('the range z-a runs backwards');
    expect(() => globMatcher('*'.repeat(600))).toThrow(InputError);
  });
});

// B5, B6: a FIFO or a link to a device among the sources, or a file over the cap, is skipped
// with a reason instead of hanging the scan or exhausting memory.
describe('scanPaths: files that are not regular or too large', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tp-scan-odd-'));
    writeFileSync(join(dir, 'ok.py'), 'import torch\ntorch.symeig(a)\n');
    const big = openSync(join(dir, 'huge.py'), 'w');
    writeSync(big, 'import torch\n' + 'torch.ones(1),'.repeat(400_000));
    closeSync(big);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.skipIf(process.platform === 'win32')('skips a FIFO and a symlink to /dev/zero, and scans the rest', async () => {
    execFileSync('mkfifo', [join(dir, 'pipe.py')]);
    symlinkSync('/dev/zero', join(dir, 'zero.py'));
    const r = await scanPaths([dir], { ...opts(), cwd: dir });
    expect(r.files).toBe(1);
    expect(r.skipped).toEqual(
      expect.arrayContaining([
        { file: 'pipe.py', reason: 'is a FIFO (named pipe), not a source file; only regular files are read' },
        { file: 'zero.py', reason: 'is a character device, not a source file; only regular files are read' },
      ]),
    );
  });

  it('skips a file over the 5 MB source cap, naming the cap', async () => {
    const r = await scanPaths(['huge.py'], { ...opts(), cwd: dir });
    expect(r.files).toBe(0);
    expect(r.skipped).toEqual([{ file: 'huge.py', reason: 'larger than 5 MB, the most a source file may be' }]);
  });
  // A helper that fails (cannot start, or dies with a batch in hand) has its batch scanned in this
  // thread: the report is the one a single thread gives. The working helper runs from dist/ (e2e).
  it.each([
    ['cannot start', 'throw new Error("no");\n'],
    [
      'dies with its first batch',
      'import { workerData } from "node:worker_threads";\nworkerData.port.on("message", () => process.exit(3));\n',
    ],
    ['answers nothing and ends', 'export {};\n'],
  ])("scans a helper's files itself when the helper %s", async (_, code) => {
    const script = join(root, `helper-${code.length}.mjs`);
    writeFileSync(script, code);
    const one = await scanPaths(['pkg'], { ...opts(), workers: 1 });
    const three = await scanPaths(['pkg'], { ...opts(), workers: 3, workerScript: script });
    expect(three.workers).toBe(3);
    expect({ ...three, workers: 1 }).toEqual(one);
  });
});
