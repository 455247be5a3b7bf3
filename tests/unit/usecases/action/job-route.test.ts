// The action, given no route, requirements, torch or targets, judges the route its own job installs
// by: nerfstudio's core_code_checks.yml job `build` runs `uv pip install --system --upgrade -e .[dev]`,
// so pip with the extra dev (torch==2.7.1), and pixi is named as not judged.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProbeIo } from '../../../../src/probe/environment.js';
import { runAction, type ActionRequest } from '../../../../src/usecases/action/action.js';
import { checkFields } from '../../../../src/usecases/check/options.js';

const NERFSTUDIO = resolve(__dirname, '../../../fixtures/repos/nerfstudio-project__nerfstudio');
const RUNNER: Record<string, string | string[]> = {
  'python-version': '3.11',
  os: 'linux',
  arch: 'x64',
  glibc: '2.39',
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
const request = (inputs: Record<string, string | string[]> = {}): ActionRequest => {
  const all = { ...RUNNER, ...inputs };
  return {
    check: checkFields((o) => (o.many ? ([] as string[]).concat(all[o.input] ?? []) : all[o.input])),
    failOn: 'error',
    dropWarned: false,
    scan: [],
  };
};
const JOB = {
  GITHUB_WORKFLOW_REF: 'nerfstudio-project/nerfstudio/.github/workflows/core_code_checks.yml@refs/heads/main',
  GITHUB_JOB: 'build',
};

describe("the route of the action's own job", () => {
  it('pip install -e .[dev]: the pip route with the extra dev, not the pixi lock', async () => {
    const out = await runAction(request(), { cwd: NERFSTUDIO, env: JOB, probeIo: noProbe });
    expect(out.outputs['torch-version']).toBe('2.7.1');
    const notJudged = out.report.findings.find((f) => f.id === 'route-not-judged');
    expect(notJudged?.message).toContain('route pixi (pixi.toml, pixi.lock)');
    expect(notJudged?.message).toContain('.github/workflows/core_code_checks.yml (job build)');
  });

  it('a route input wins over the job', async () => {
    const out = await runAction(request({ route: 'pixi' }), { cwd: NERFSTUDIO, env: JOB, probeIo: noProbe });
    expect(out.outputs['torch-version']).toBe('2.2.2');
  });

  it('a job the workflow does not have names nothing: each route of the files is judged', async () => {
    const out = await runAction(request(), {
      cwd: NERFSTUDIO,
      env: { ...JOB, GITHUB_JOB: 'no-such-job' },
      probeIo: noProbe,
    });
    expect(out.report.findings.some((f) => f.id === 'route-not-judged')).toBe(false);
    expect((out.report as { targets?: { route?: string }[] }).targets?.map((t) => t.route)).toEqual(['pip', 'pixi']);
  });
});
