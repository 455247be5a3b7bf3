// The runner protocol through @actions/core (src/runner/workflow-commands.ts and
// src/runner/environment-files.ts): whatever the text, a command stays one line, a property cannot end
// early, and a decoded value is the original. Run counts: FC_RUNS (see tests/property-runs.ts).
import fc from 'fast-check';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appendSummary, getInput, setOutput } from '../../../src/runner/environment-files.js';
import { error, setFailed, setSecret, warning } from '../../../src/runner/workflow-commands.js';
import { parseGithubOutput } from '../../e2e/run.js';
import { fcRuns } from '../../property-runs.js';
import { finding } from '../../../src/core/finding.js';

/** The runner's decoding of escaped text. */
const unescape = (s: string): string =>
  s.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('%', ':', ',', '\r', '\n', '::', '##[', 'error', '=', 'a') }),
);

/** What `fn` writes to stdout. */
function stdoutOf(fn: () => void): string {
  const out: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s) => (out.push(String(s)), true));
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return out.join('');
}

describe('workflow commands', () => {
  it('writes the documented form', () => {
    expect(
      stdoutOf(() => error('50% done\nnext', { title: 'torch-preflight x', file: 'a,b:c.txt', startLine: 3 })),
    ).toBe('::error title=torch-preflight x,file=a%2Cb%3Ac.txt,line=3::50%25 done%0Anext\n');
    expect(stdoutOf(() => setSecret('s3cret'))).toBe('::add-mask::s3cret\n');
  });

  it('a command is one line, its properties cannot end early, and decoding gives the text back (property)', () => {
    fc.assert(
      fc.property(hostile, hostile, (message, name) => {
        const file = `f${name}`; // an empty property is left out
        const line = stdoutOf(() => warning(message, { title: 't', file })).replace(/\n$/, '');
        expect(line).not.toMatch(/[\r\n]/);
        const m = /^::warning title=t,file=([^,:]*)::(.*)$/s.exec(line);
        expect(m).not.toBeNull();
        expect(unescape(m![1]!)).toBe(file);
        expect(unescape(m![2]!)).toBe(message);
      }),
      { numRuns: fcRuns(500) },
    );
  });

  it('annotations and setFailed go to stdout; setFailed sets exit code 1', () => {
    const before = process.exitCode;
    let out = '';
    try {
      out = stdoutOf(() => {
        error('bad', { file: 'r.txt', startLine: 2, startColumn: 5 });
        setFailed('stop');
      });
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = before;
    }
    expect(out).toBe('::error file=r.txt,line=2,col=5::bad\n::error::stop\n');
  });
});

describe('environment files and inputs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('an output record reads back as its value, whatever the value (property)', () => {
    const output = join(mkdtempSync(join(tmpdir(), 'tp-wc-')), 'output');
    vi.stubEnv('GITHUB_OUTPUT', output);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', '<<', 'ghadelimiter_', '=', '\r\n') }), (raw) => {
        const value = raw.replace(/\r/g, '');
        writeFileSync(output, '');
        setOutput('out', value);
        expect(parseGithubOutput(readFileSync(output, 'utf8'))).toEqual({ out: value });
      }),
      { numRuns: fcRuns(300) },
    );
  });

  it('setOutput appends records to GITHUB_OUTPUT; appendSummary needs an existing file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-wc-'));
    const output = join(dir, 'output');
    writeFileSync(output, '');
    vi.stubEnv('GITHUB_OUTPUT', output);
    setOutput('verdict', 'pass');
    setOutput('findings', '[\n]');
    expect(parseGithubOutput(readFileSync(output, 'utf8'))).toEqual({ verdict: 'pass', findings: '[\n]' });
    vi.stubEnv('GITHUB_STEP_SUMMARY', join(dir, 'missing'));
    await expect(appendSummary('# lost\n')).rejects.toThrow(/Unable to access summary file/);
    writeFileSync(join(dir, 'summary'), '');
    vi.stubEnv('GITHUB_STEP_SUMMARY', join(dir, 'summary'));
    await appendSummary('# one\n');
    await appendSummary('# two\n');
    // The text of the failed write is not carried into the next one.
    expect(readFileSync(join(dir, 'summary'), 'utf8')).toBe('# one\n# two\n');
  });

  it('reads INPUT_<NAME> with hyphens kept and spaces as _, trimmed; unset is empty', () => {
    vi.stubEnv('INPUT_TORCH-VERSION', ' 2.9.0 ');
    vi.stubEnv('INPUT_A_B', 'x');
    expect(getInput('torch-version')).toBe('2.9.0');
    expect(getInput('a b')).toBe('x');
    expect(getInput('missing')).toBe('');
  });
});

describe('file references in the job summary link to the line', () => {
  it('link a relative path at the commit; anything else stays plain text', async () => {
    const { blobUrlFromEnv, findingsTable } = await import('../../../src/report/markdown.js');
    const blob = blobUrlFromEnv({ GITHUB_REPOSITORY: 'owner/repo', GITHUB_SHA: 'a'.repeat(40) });
    expect(blob).toBe(`https://github.com/owner/repo/blob/${'a'.repeat(40)}`);
    expect(blobUrlFromEnv({ GITHUB_REPOSITORY: 'owner/repo"><x', GITHUB_SHA: 'a'.repeat(40) })).toBeUndefined();
    const f = (file: string) =>
      finding({
        id: 'no-release',
        severity: 'error',
        message: 'm',
        hint: 'h',
        source: 's',
        location: { file, line: 2 },
      });
    expect(findingsTable([f('req dir/requirements.txt')], blob)).toContain(
      `<a href="${blob}/req%20dir/requirements.txt#L2"><code>req dir/requirements.txt:2</code></a>`,
    );
    for (const file of ['/etc/requirements.txt', '../x.txt', 'a/../../x.txt', 'C:/x.txt', 'javascript:alert(1)']) {
      expect(findingsTable([f(file)], blob)).not.toContain('<a href');
    }
    expect(findingsTable([f('requirements.txt')])).not.toContain('<a href');
  });
});

describe('sources in the job summary open', () => {
  it('URLs, files at a ref and pull requests become links; notes stay text, escaped', async () => {
    const { sourceLinks } = await import('../../../src/report/markdown.js');
    const html = sourceLinks(
      'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.8 (e521879ff780); pytorch/pytorch#163764 (aarch64 12.6 -> "8.0;9.0"); https://pypi.org/project/torch/2.14.0/ (cp310; cp314)',
    );
    expect(html).toContain(
      '<a href="https://github.com/pytorch/test-infra/blob/release/2.8/tools/scripts/generate_binary_build_matrix.py">',
    );
    expect(html).toContain('<a href="https://github.com/pytorch/pytorch/issues/163764">');
    expect(html).toContain('<a href="https://pypi.org/project/torch/2.14.0/">');
    expect(html).not.toMatch(/<a href="[^"]*[<>"'][^"]*">/);
    expect(sourceLinks('a note with <b>html</b>')).not.toContain('<b>');
  });
});
