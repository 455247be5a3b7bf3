// catalog:refresh reads recorded pages through the one bounded reader (R13), and its report, which
// a workflow posts as a pull request's body, shows index text as text.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { diffCatalog, indexPageFiles, observe, renderDifferences } from '../../../src/catalog/refresh/index.js';
import { literal } from '../../../src/catalog/refresh/literal.js';
import { fcRuns } from '../../property-runs.js';

/** The text outside code spans, as CommonMark finds them: a run of backticks closed by a run of the same length. */
function outsideCodeSpans(md: string): string {
  let out = '';
  let i = 0;
  while (i < md.length) {
    if (md[i] !== '`') {
      out += md[i++];
      continue;
    }
    let j = i;
    while (md[j] === '`') j++;
    const fence = md.slice(i, j);
    let k = j;
    let close = -1;
    while (k < md.length) {
      const at = md.indexOf(fence, k);
      if (at < 0) break;
      let end = at + fence.length;
      if (md[at - 1] !== '`' && md[end] !== '`') {
        close = at;
        break;
      }
      while (md[end] === '`') end++;
      k = end;
    }
    if (close < 0) {
      out += fence;
      i = j;
    } else i = close + fence.length;
  }
  return out;
}

/** What could render as more than text on GitHub: a mention, a tag, a link, an issue reference. */
const ACTIVE = /[@<>[\]#]|:\/\/|www\./;

describe('the refresh report shows index text as text (R14)', () => {
  it('a hostile platform tag and index name become code spans: no mention, HTML or link forms', () => {
    const tag = 'manylinux_2_99_@octocat <details open><summary>hi<_[x](http:2130706433)_x86_64';
    const file = `torch-2.8.0+cu128-cp312-cp312-${tag}.whl`;
    const html = `<html><body><a href="/whl/x.whl">${file.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</a></body></html>`;
    const pages = new Map([['cu128', indexPageFiles(html, 'p')]]);
    expect(pages.get('cu128')).toEqual([file]);
    const report = renderDifferences(
      diffCatalog(bundledCatalog, observe(pages), new Set(['cu128', '@team <b>'])),
      new Set(['cu128', '@team <b>']),
    );
    expect(report).toContain('@octocat'); // shown, as text
    expect(report).toContain('` @team <b> `');
    expect(outsideCodeSpans(report)).not.toMatch(ACTIVE);
  });

  it('property: any text is plain [A-Za-z0-9_.] or one code span it cannot leave, on one line', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('`', '``', ' ', '@', '<', '\n', '\r', '\u202e', '\u2028', 'a'),
            fc.string({ unit: 'grapheme', maxLength: 1 }),
          ),
          maxLength: 20,
        }),
        (s) => {
          const md = literal(s);
          expect(md).not.toMatch(/[\n\r\u2028\u2029\u202e]/);
          if (/^[A-Za-z0-9_.]+$/.test(s)) expect(md).toBe(s);
          else {
            expect(outsideCodeSpans(`x ${md} y`)).toBe('x  y');
            expect(md.startsWith('`') && md.endsWith('`')).toBe(true);
          }
        },
      ),
      { numRuns: fcRuns() },
    );
  });
});

describe('catalog:refresh --from reads pages through the bounded reader (R13)', () => {
  // A regression would block on the FIFO: the timeout ends the run, and the status is not 2.
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/catalog-refresh.mjs', ...args], { encoding: 'utf8', timeout: 240_000 });
  const withPage = (make: (page: string) => void): string => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-refresh-read-'));
    cpSync('tests/fixtures/indexes/cu129', join(dir, 'cu129'), { recursive: true });
    mkdirSync(join(dir, 'pypi'));
    make(join(dir, 'pypi', 'torch.json'));
    return dir;
  };
  const oneLine = (r: ReturnType<typeof run>, why: RegExp) => {
    expect(r.error, 'the run must end by itself, not by the timeout').toBeUndefined();
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(why);
  };

  it.skipIf(process.platform === 'win32')(
    'a FIFO is refused at once, by name',
    () => {
      const dir = withPage((p) => spawnSync('mkfifo', [p]));
      oneLine(
        run('--from', dir),
        /^catalog-refresh: .*pypi\/torch\.json: is a FIFO \(named pipe\), not a recorded index page/,
      );
    },
    60_000,
  );

  it.skipIf(process.platform === 'win32')(
    'a link to /dev/zero is refused, not read until memory runs out',
    () => {
      const dir = withPage((p) => symlinkSync('/dev/zero', p));
      oneLine(run('--from', dir), /torch\.json: is a character device/);
    },
    60_000,
  );

  it('a page over the cap is refused before it is read; so is a FIFO scope.json', () => {
    const dir = withPage((p) => {
      writeFileSync(p, '');
      truncateSync(p, 64 * 1024 * 1024 + 1);
    });
    oneLine(run('--from', dir), /torch\.json: larger than 64 MB, the most a recorded index page may be/);
    if (process.platform === 'win32') return;
    const other = withPage((p) => writeFileSync(p, '{"files": []}'));
    spawnSync('mkfifo', [join(other, 'scope.json')]);
    oneLine(run('--from', other), /scope\.json: is a FIFO/);
  }, 300_000);
});
