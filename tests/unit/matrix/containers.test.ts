// Job containers in a matrix: each cell is judged with its container's Python and glibc.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/engine/evaluate.js';
import { lintWorkflow } from '../../../src/matrix/index.js';
import { catalog } from './helpers.js';

const file = '.github/workflows/containers-derived.yml';
const text = readFileSync(join(__dirname, '../../fixtures/matrix/containers-derived.yml'), 'utf8');
const plan = lintWorkflow(text, file, { catalog, evaluate });

describe('job containers in a matrix', () => {
  const cell = (container: string, os = 'ubuntu-24.04') =>
    plan.combinations.find((c) => c.job === 'test' && c.values.container === container && c.values.os === os)!;

  it('a Debian image with a supported Python installs: checked with the image glibc and Python', () => {
    expect(cell('python:3.12-slim')).toMatchObject({
      verdict: 'pass',
      checkedAs: { container: 'python:3.12-slim', python: '3.12' },
    });
  });
  it('Alpine (musl) has no torch wheel, whatever the runner has', () => {
    const c = cell('python:3.12-alpine');
    expect(c.verdict).toBe('fail');
    expect(c.findings.map((f) => f.id)).toContain('platform-unsupported');
  });
  it("the image's Python 3.8 has no torch 2.6 wheel", () => {
    const c = cell('python:3.8-bullseye');
    expect(c.verdict).toBe('fail');
    expect(c.findings.map((f) => f.id)).toContain('python-unsupported');
  });
  it('an unknown image leaves the cell unchecked, and says so', () => {
    const c = cell('ghcr.io/acme/trainer:7');
    expect(c.verdict).toBe('unknown');
    expect(c.findings.find((f) => f.id === 'container-image')?.message).toMatch(
      /^The job runs in ghcr\.io\/acme\/trainer:7, which is not known/,
    );
  });
  it('an empty container runs on the runner', () => {
    expect(cell('')).toMatchObject({ checkedAs: { runner: 'ubuntu-24.04' } });
    expect(cell('').checkedAs.container).toBeUndefined();
  });
  it('a container on a macOS runner is an error: GitHub runs job containers on Linux only', () => {
    const c = cell('python:3.12-slim', 'macos-15');
    expect(c.verdict).toBe('fail');
    expect(c.findings.find((f) => f.id === 'matrix-invalid')?.message).toMatch(/Linux runners only/);
  });
  it('the failing cells are left out of the plan', () => {
    const include = plan.jobs!.find((j) => j.id === 'test')!.include;
    expect(include.map((c) => c.container)).toEqual(['python:3.12-slim', 'ghcr.io/acme/trainer:7', '']);
  });
  it('container: { image: } with setup-python inside: the setup-python version, the image glibc', () => {
    const gpu = plan.combinations.find((c) => c.job === 'gpu')!;
    expect(gpu).toMatchObject({
      verdict: 'pass',
      checkedAs: { container: 'nvidia/cuda:12.4.1-cudnn-runtime-ubuntu22.04', python: '3.12' },
    });
  });
  it('lint places the musl failure on the container value in the matrix', () => {
    const f = plan.findings.find((x) => x.id === 'platform-unsupported')!;
    const line = text.split('\n')[f.location!.line - 1]!;
    expect(line.slice(f.location!.column! - 1)).toMatch(/^"python:3\.12-alpine"/);
  });
});

describe('a container key in a planned matrix', () => {
  it('is the image the cell runs in', async () => {
    const { planMatrix, parseMatrixInput } = await import('../../../src/matrix/index.js');
    const def = parseMatrixInput('{"container": ["python:3.12-slim", "python:3.12-alpine"], "torch": ["2.6.0"]}');
    const p = planMatrix(def, { catalog, evaluate });
    expect(p.combinations.map((c) => [c.values.container, c.verdict])).toEqual([
      ['python:3.12-slim', 'pass'],
      ['python:3.12-alpine', 'fail'],
    ]);
    expect(p.include).toEqual([{ container: 'python:3.12-slim', torch: '2.6.0' }]);
  });
});
