// The patch writer: file names as git writes them, byte order marks kept in the
// context, and, for any text and any set of fixes (overlapping and adjacent ones included), the
// patch applied to the original is what `--fix` writes.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fix } from '../../../src/core/finding.js';
import { Locator } from '../../../src/text/locate.js';
import { headerPath, unifiedDiff } from '../../../src/report/unified-diff.js';
import { applyFixes } from '../../../src/scan/apply-fixes.js';
import { fcRuns } from '../../property-runs.js';

/** A minimal reader of our own patches: checks every context and removed line against the original. */
function applyPatch(original: string, patch: string): string {
  const lines = original.split(/(?<=\n)/).filter((l) => l !== '');
  const body = patch.split(/(?<=\n)/);
  const out: string[] = [];
  let at = 0;
  let i = 2;
  while (i < body.length) {
    const m = /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@\n$/.exec(body[i]!);
    if (!m) throw new Error(`not a hunk header: ${JSON.stringify(body[i])}`);
    i++;
    while (at < Number(m[1]) - 1) out.push(lines[at++]!);
    while (i < body.length && !body[i]!.startsWith('@@')) {
      const tag = body[i]![0];
      let content = body[i]!.slice(1);
      if (body[i + 1]?.startsWith('\\ No newline at end of file')) {
        content = content.slice(0, -1);
        i++;
      }
      i++;
      if (tag === ' ' || tag === '-') {
        if (lines[at] !== content)
          throw new Error(`line ${at + 1}: ${JSON.stringify(lines[at])} is not ${JSON.stringify(content)}`);
        at++;
      }
      if (tag === ' ' || tag === '+') out.push(content);
    }
  }
  while (at < lines.length) out.push(lines[at++]!);
  return out.join('');
}

const piece = fc.constantFrom(
  'import torch',
  'torch.ger(a, b)',
  'x',
  ' ',
  '\t',
  '\r',
  '\r\n',
  '\n',
  '\n',
  'é',
  '€',
  '\u2028',
  '\f',
  '#',
);
/** Source text: optionally a byte order mark, any line ends (CRLF, lone CR, none at the end). */
const source = fc
  .tuple(fc.boolean(), fc.array(piece, { minLength: 1, maxLength: 30 }))
  .map(([bom, parts]) => (bom ? '\uFEFF' : '') + parts.join(''));

/** Fixes at random places of `text` (positions as the scanner gives them: without the BOM): overlapping, adjacent, empty. */
function fixesFor(text: string): fc.Arbitrary<Fix[]> {
  const body = text.replace(/^\uFEFF/, '');
  const loc = new Locator(body);
  const span = fc
    .tuple(fc.nat(body.length), fc.nat(body.length), fc.constantFrom('torch.outer', '', 'Y', 'a\nb', '"cuda", '))
    .map(([x, y, t]) => {
      const [s, e] = x <= y ? [x, y] : [y, x];
      const a = loc.at(s);
      const b = loc.at(e);
      return {
        location: { file: 'f.py', line: a.line, column: a.column, endLine: b.line, endColumn: b.column },
        text: t,
      };
    });
  return fc.array(
    fc.array(span, { minLength: 1, maxLength: 2 }).map((replacements) => ({ description: 'd', replacements })),
    { maxLength: 6 },
  );
}

const HOSTILE = fc
  .array(fc.constantFrom('a', ' ', '\\', '"', "'", '\t', '\n', '-', 'ü', '€', '$', '*'), { minLength: 1, maxLength: 8 })
  .map((cs) => `${cs.join('')}.py`)
  .filter((n) => !n.startsWith('.'));

describe('patch headers', () => {
  it.skipIf(process.platform === 'win32')('each name is written exactly as `git diff` writes it (R10, R11)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-header-'));
    const names = [
      'plain.py',
      'sp ace.py',
      ' lead.py',
      'back\\slash.py',
      'quo"te.py',
      't\tab.py',
      'new\nline.py',
      '-dash.py',
      'ünï €.py',
      'bell\x07.py',
      'del\x7f.py',
      'tail .py',
    ];
    const git = (...a: string[]) =>
      execFileSync('git', ['-c', 'core.quotePath=true', '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...a], {
        cwd: dir,
      }).toString();
    git('init', '-q');
    for (const n of names) writeFileSync(join(dir, n), 'x\n');
    git('add', '-A');
    git('commit', '-qm', 'names');
    for (const n of names) writeFileSync(join(dir, n), 'y\n');
    const fromGit = git('diff', '--src-prefix=a/', '--dst-prefix=b/')
      .split('\n')
      .filter((l) => /^(---|\+\+\+) /.test(l))
      .sort();
    const ours = names.flatMap((n) => unifiedDiff(n, 'x\n', 'y\n').split('\n').slice(0, 2)).sort();
    expect(ours).toEqual(fromGit);
  });

  it('a backslash is a file-name character, kept; a space ends the name with a tab', () => {
    expect(headerPath('a/', 'back\\slash.py')).toBe('"a/back\\\\slash.py"');
    expect(headerPath('a/', 'sp ace.py')).toBe('a/sp ace.py\t');
    expect(headerPath('a/', 'é.py')).toBe('"a/\\303\\251.py"');
  });

  it('property: whatever the name, the header is two lines and reads back to the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (name) => {
        const [minus, plus, hunk] = unifiedDiff(name, 'x\n', 'y\n').split('\n');
        expect(minus!.startsWith('--- ') && plus!.startsWith('+++ ')).toBe(true);
        expect(hunk).toBe('@@ -1,1 +1,1 @@');
        expect(unquote(minus!.slice(4).replace(/\t$/, ''))).toBe(`a/${name}`);
      }),
      { numRuns: fcRuns() },
    );
  });
});

/** git's C-style quoting undone (a test-side reader, so the property checks a round trip). */
function unquote(s: string): string {
  if (!s.startsWith('"')) return s;
  const bytes: number[] = [];
  const short: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
  for (let i = 1; i < s.length - 1; i++) {
    if (s[i] !== '\\') bytes.push(s.charCodeAt(i));
    else if (/[0-7]/.test(s[i + 1]!)) {
      bytes.push(parseInt(s.slice(i + 1, i + 4), 8));
      i += 3;
    } else bytes.push(short[s[++i]!]!);
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('patch contents', () => {
  it('property: the patch applied to the original is what --fix writes (BOMs, line ends, overlapping and adjacent fixes)', () => {
    fc.assert(
      fc.property(
        source.chain((text) => fc.tuple(fc.constant(text), fixesFor(text))),
        ([text, fixes]) => {
          const after = applyFixes(text, fixes).text;
          expect(after.startsWith('\uFEFF')).toBe(text.startsWith('\uFEFF'));
          expect(applyPatch(text, unifiedDiff('f.py', text, after))).toBe(after);
        },
      ),
      { numRuns: fcRuns() },
    );
  });

  const hasPatch = spawnSync('patch', ['--version']).status === 0;
  it.skipIf(process.platform === 'win32')(
    'property: git apply and patch -p1 take the patch for a hostile name and make the same bytes',
    () => {
      expect(hasPatch, 'GNU patch is needed (.ci/run installs it)').toBe(true);
      fc.assert(
        fc.property(
          HOSTILE,
          source.chain((text) => fc.tuple(fc.constant(text), fixesFor(text))),
          (name, [text, fixes]) => {
            const after = applyFixes(text, fixes).text;
            fc.pre(after !== text);
            const patch = unifiedDiff(name, text, after);
            for (const tool of ['git', 'patch'] as const) {
              const dir = mkdtempSync(join(tmpdir(), `tp-prop-${tool}-`));
              writeFileSync(join(dir, name), text);
              const r =
                tool === 'git'
                  ? spawnSync('git', ['apply', '-'], {
                      cwd: dir,
                      input: patch,
                      env: { ...process.env, GIT_DIR: join(dir, '.nogit') },
                    })
                  : spawnSync('patch', ['-p1', '--batch', '--forward', '--no-backup-if-mismatch', '-F0'], {
                      cwd: dir,
                      input: patch,
                    });
              expect(r.status, `${tool}: ${r.stderr.toString()}${r.stdout.toString()}`).toBe(0);
              expect(readFileSync(join(dir, name)).toString('utf8'), tool).toBe(after);
            }
          },
        ),
        // Each case starts four processes: the nightly run's count is capped so the job fits its time.
        { numRuns: Math.min(fcRuns(25), 1000) },
      );
    },
  );
});
