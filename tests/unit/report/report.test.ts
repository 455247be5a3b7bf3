// The report and its annotation plan: which findings become which workflow commands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finding, type Finding, type Severity } from '../../../src/core/finding.js';
import { planAnnotations } from '../../../src/report/annotations.js';
import { emitAnnotations } from '../../../src/report/github.js';
import { formatMarkdown, truncateSummary, SUMMARY_LIMIT } from '../../../src/report/markdown.js';
import { formatSarif } from '../../../src/report/sarif.js';
import { findingText, formatText } from '../../../src/report/text.js';
import { buildReport } from '../../../src/report/report.js';
import { env, req } from '../helpers.js';

const f = (severity: Severity, i = 0, over: Partial<Finding> = {}): Finding =>
  finding({
    id: 'python-unsupported',
    severity,
    message: `message ${i}`,
    hint: 'hint',
    source: 'https://example.com/source',
    ...over,
  });
const many = (s: Severity, n: number) => Array.from({ length: n }, (_, i) => f(s, i));

describe('annotation plan', () => {
  it.each([
    [3, 2, 1, 6, 0],
    [12, 0, 0, 10, 2],
    [10, 10, 10, 30, 0],
    [11, 11, 11, 29, 4],
    [0, 0, 15, 9, 6],
  ])('%i errors, %i warnings, %i notices → %i shown, %i counted', (e, w, n, shown, omitted) => {
    const plan = planAnnotations([...many('notice', n), ...many('warning', w), ...many('error', e)]);
    expect(plan.shown.length).toBe(shown);
    expect(plan.omitted).toBe(omitted);
    // Most severe first.
    const ranks = plan.shown.map((x) => ['error', 'warning', 'notice'].indexOf(x.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('workflow commands', () => {
  const out: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    out.length = 0;
  });

  it('user text never forms a workflow command', () => {
    vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
    emitAnnotations([
      f('error', 0, {
        message: 'evil\n::add-mask::secret\r\n::error::injected 100%',
        location: { file: 'a,b::c.txt', line: 3, column: 2 },
      }),
      f('warning', 1, { hint: '::stop-commands::x' }),
    ]);
    const lines = out.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^::error title=torch-preflight python-unsupported,file=a%2Cb%3A%3Ac\.txt,line=3,col=2::evil%0A::add-mask::secret\\x0d%0A::error::injected 100%25/,
    );
    expect(lines[1]).toMatch(/^::warning /);
    for (const l of lines) expect(l).toMatch(/^::(error|warning|notice) /);
  });

  it('R19: bidi and control characters in a message or file name are shown as escapes, as the CLI shows them', () => {
    vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
    emitAnnotations([f('error', 0, { message: 'a\u202eb\u0007', location: { file: 'x\u2066.py', line: 1 } })]);
    expect(out.join('')).toMatch(
      /^::error title=torch-preflight python-unsupported,file=x\\u2066\.py,line=1::a\\u202eb\\x07 Fix/,
    );
  });

  it('counts what it leaves out in one notice', () => {
    vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
    emitAnnotations(many('error', 13));
    const lines = out.join('').split('\n').filter(Boolean);
    expect(lines.filter((l) => l.startsWith('::error'))).toHaveLength(10);
    expect(lines.filter((l) => l.startsWith('::notice'))).toEqual([expect.stringMatching(/3 more findings not shown/)]);
  });
});

describe('formats', () => {
  const report = buildReport(
    env(),
    req({ torch: '2.9.0' }),
    { version: '2.9.0', variant: 'cu128', index: 'https://pypi.org/simple' },
    [
      f('error', 0, { message: '<script>alert(1)</script> | pipe', location: { file: 'requirements.txt', line: 2 } }),
      f('notice', 1),
    ],
    'fail',
  );

  it('text names a finding\'s related places as "also: file:line"', () => {
    const one = f('error', 0, {
      location: { file: '.github/workflows/ci.yml', line: 6, column: 11 },
      related: [{ file: '.github/workflows/tests.yml', line: 12 }],
    });
    expect(findingText(one).split('\n')[1]).toBe('        also: .github/workflows/tests.yml:12');
    expect(findingText(f('error', 1))).not.toContain('also:');
  });

  it('markdown escapes HTML and table pipes', () => {
    const md = formatMarkdown(report);
    expect(md).not.toContain('<script>');
    expect(md).toContain('&lt;script&gt;alert\\(1\\)&lt;/script&gt; \\| pipe');
    expect(md).toMatch(/## ❌ torch-preflight: fail/);
    expect(md).toContain('<code>requirements.txt:2</code>');
  });

  it("the summary is cut at GitHub's limit with a note", () => {
    const big = 'x'.repeat(SUMMARY_LIMIT + 5000);
    const cut = truncateSummary(big);
    expect(Buffer.byteLength(cut)).toBeLessThan(1024 * 1024);
    expect(cut).toMatch(/cut at GitHub's 1 MiB limit/);
  });

  it('SARIF 2.1.0 with rules and locations', () => {
    const s = JSON.parse(formatSarif(report.findings));
    expect(s.version).toBe('2.1.0');
    const run = s.runs[0];
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(['python-unsupported']);
    expect(run.tool.driver.rules[0].help.text).toMatch(/Fix:/);
    expect(run.results[0]).toMatchObject({
      ruleId: 'python-unsupported',
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'requirements.txt' }, region: { startLine: 2 } } }],
    });
    // The second finding has no file: a tool notification, since code scanning needs a location.
    expect(run.results).toHaveLength(1);
    expect(run.invocations[0].toolExecutionNotifications[0].level).toBe('note');
  });

  it('text shows the fix and the source of each finding', () => {
    const t = formatText(report);
    expect(t).toMatch(/^torch-preflight: FAIL/);
    expect(t).toMatch(/error {3}python-unsupported {2}requirements\.txt:2: <script>/);
    expect(t).toMatch(/fix: hint/);
    expect(t).toMatch(/source: https:\/\/example\.com\/source/);
  });
});
