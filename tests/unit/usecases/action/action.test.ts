// The action runs the same use cases as the CLI, through one use case of its own
// (usecases/action/action.ts); the findings of every part are judged together once.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProbeIo } from '../../../../src/probe/environment.js';
import { jobSummary } from '../../../../src/report/job-summary.js';
import { runAction, type ActionRequest } from '../../../../src/usecases/action/action.js';
import { checkFields } from '../../../../src/usecases/check/options.js';

const ROOT = resolve(__dirname, '../../../..');
/** Every runner fact is given, so nothing but the machine itself may be probed: any other probe is a test failure. */
const RUNNER: Record<string, string | string[]> = {
  'python-version': '3.12',
  os: 'linux',
  arch: 'x64',
  glibc: '2.35',
  driver: '570.124.06',
  gpu: ['8.6'],
  'amd-gpu': ['none'],
  'intel-gpu': ['none'],
};
const noProbe = new Proxy({} as ProbeIo, {
  get(_, key) {
    if (key === 'env') return {};
    if (key === 'machineArch') return () => 'x64';
    if (key === 'machineOs') return () => 'linux';
    throw new Error(`probed ${String(key)}`);
  },
});

function request(
  inputs: Record<string, string | string[]>,
  rest: Partial<ActionRequest> = {},
  runner = RUNNER,
): ActionRequest {
  const all = { ...runner, ...inputs };
  return {
    check: checkFields((o) => (o.many ? ([] as string[]).concat(all[o.input] ?? []) : all[o.input])),
    failOn: 'error',
    dropWarned: false,
    scan: [],
    ...rest,
  };
}
const ctx = (env: NodeJS.ProcessEnv = {}) => ({ cwd: ROOT, env, probeIo: noProbe });
const RANK = { error: 0, warning: 1, notice: 2 } as const;

describe('runAction', () => {
  it('check with a scan: one report holding both parts, judged once (most severe first, the worst verdict)', async () => {
    const out = await runAction(
      request({ 'torch-version': '2.9' }, { scan: ['tests/fixtures/scan/traps.py'], scanFrom: '2.0' }),
      ctx(),
    );
    const ids = out.report.findings.map((f) => f.id);
    expect(ids.some((id) => id.startsWith('api-'))).toBe(true);
    const ranks = out.report.findings.map((f) => RANK[f.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(out.report.verdict).toBe(
      out.report.findings.some((f) => f.severity === 'error')
        ? 'fail'
        : out.report.findings.some((f) => f.severity === 'warning')
          ? 'warn'
          : 'pass',
    );
    expect(out.failed).toBe(out.report.verdict === 'fail');
    expect((out.report as { scan?: { torch: string } }).scan?.torch).toBe('2.9');
    expect(out.outputs['torch-version']).toMatch(/^2\.9\./);
    // The summary's scan part is the report's own findings, not copies.
    if (out.summary.kind !== 'check' || !out.summary.scan) throw new Error('no scan part');
    for (const f of out.summary.scan.findings) expect(out.report.findings).toContain(f);
    expect(out.patch).toBeUndefined();
  });

  it('fixes the scan can make become the patch, and the summary counts them', async () => {
    const out = await runAction(
      request({ 'torch-version': '2.9' }, { scan: ['tests/fixtures/scan/real'], scanFrom: '1.13' }),
      ctx(),
    );
    expect(out.patch).toMatch(/^--- a\/tests\/fixtures\/scan\/real\//m);
    if (out.summary.kind !== 'check' || !out.summary.scan) throw new Error('no scan part');
    expect(out.summary.scan.patched).toBe(out.report.findings.filter((f) => f.fix).length);
    expect(jobSummary(out.summary, undefined)).toContain(
      `\n${out.summary.scan.patched} of these findings have a mechanical fix`,
    );
  });

  it('the summary: the one headline, the check without the scan findings, then the scan section', async () => {
    const out = await runAction(request({ 'torch-version': '2.9' }, { scan: ['tests/fixtures/scan/traps.py'] }), ctx());
    const md = jobSummary(out.summary, undefined);
    expect(md.split('\n')[0]).toBe(
      `## ${{ pass: '✅', warn: '⚠️', fail: '❌' }[out.report.verdict]} torch-preflight: ${out.report.verdict}`,
    );
    const [check, scan] = md.split('### Source scan');
    expect(check).not.toContain('api-');
    expect(scan).toContain('<code>api-');
  });

  it('a pull request whose base is not in the history scans every file and says so', async () => {
    const out = await runAction(
      request(
        { 'torch-version': '2.9' },
        { scan: ['tests/fixtures/scan/traps.py'], baseRef: 'no-such-ref-for-this-test' },
      ),
      ctx({ GITHUB_EVENT_NAME: 'pull_request' }),
    );
    const notice = out.report.findings.find((f) => /covered every file/.test(f.message));
    expect(notice?.severity).toBe('notice');
    expect(out.report.findings.some((f) => f.id.startsWith('api-'))).toBe(true);
  });

  it('matrix mode: inputs of a single check are named as ignored, judged with the plan', async () => {
    const out = await runAction(
      request(
        { 'torch-version': '2.8' },
        { matrix: '{"python": ["3.12"], "torch": ["2.9"], "os": ["ubuntu-24.04"]}', scan: ['x.py'], failOn: 'warning' },
        {},
      ),
      ctx(),
    );
    const ignored = out.report.findings.find((f) => f.id === 'input-ignored');
    expect(ignored?.message).toContain('`torch-version`, `scan`');
    expect(out.report.verdict).toBe('warn');
    expect(out.failed).toBe(true);
    expect(JSON.parse(out.outputs.matrix!).include.length).toBe(1);
    expect(out.summary.kind).toBe('matrix');
  });
});
