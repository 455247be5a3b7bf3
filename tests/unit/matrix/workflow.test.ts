// Linting real workflows: each job that installs torch, cell by cell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { lintWorkflow } from '../../../src/matrix/index.js';
import { matrixToJson } from '../../../src/report/matrix.js';
import { findPipTorch, findRepoInstall } from '../../../src/matrix/steps/pip-command.js';
import { fake } from './helpers.js';

const dir = join(__dirname, '../../fixtures/matrix');
const read = (f: string) => readFileSync(join(dir, f), 'utf8');
const lint = (f: string, extra: { job?: string } = {}) =>
  lintWorkflow(read(f), `.github/workflows/${f}`, { ...fake, ...extra });

describe('lintWorkflow on real workflows', () => {
  it('include-only matrix with flow mappings (one line and several lines)', () => {
    const p = lint('lightning-ci-tests-pytorch.yml', { job: 'pl-cpu' });
    expect(p.combinations).toHaveLength(21);
    expect(p.combinations[0]!.values).toEqual({
      os: 'macOS-11',
      'pkg-name': 'lightning',
      'python-version': '3.8',
      'pytorch-version': '1.11',
    });
    // The multi-line flow mapping is a combination of its own, with `requires`.
    expect(p.combinations[15]!.values).toMatchObject({ os: 'macOS-11', requires: 'oldest' });
    // ubuntu-20.04, macOS-11 and macOS-12 are retired: located on the `os` value of each include entry.
    const retired = p.findings.filter((f) => f.id === 'runner-retired');
    expect(new Set(retired.map((f) => /Runner `([^`]+)`/.exec(f.message)?.[1]))).toEqual(
      new Set(['ubuntu-20.04', 'macOS-11', 'macOS-12']),
    );
    const text = read('lightning-ci-tests-pytorch.yml').split('\n');
    for (const f of retired)
      expect(text[f.location!.line - 1]!.slice(f.location!.column! - 1)).toMatch(
        /^"(ubuntu-20\.04|macOS-11|macOS-12)"/,
      );
    expect(p.findings.some((f) => f.id === 'runner-unknown')).toBe(false);
    // Python 3.8 cells fail in the fake engine and point at a python-version value.
    const py = p.findings.find((f) => f.id === 'python-unsupported');
    expect(py?.location?.file).toBe('.github/workflows/lightning-ci-tests-pytorch.yml');
    expect(text[py!.location!.line - 1]!.slice(py!.location!.column! - 1)).toMatch(/^"3\.8"/);
  });

  it('numbers that mean versions, a commented-out job, literal runs-on', () => {
    const p = lint('lightning-ci_dockers.yml');
    expect(p.jobs!.map((j) => j.id)).toEqual(['build-Conda', 'build-XLA']);
    expect(p.combinations.map((c) => c.values)).toEqual([
      { python_version: 3.7, pytorch_version: 1.6 },
      { python_version: 3.7, xla_version: 'nightly' },
    ]);
    // ubuntu-20.04 from runs-on; Python 3.7 from the number 3.7.
    const conda = p.combinations[0]!;
    // The job builds a Docker image (the torch version is a build-arg): no step installs with
    // pytorch_version, so it is said once and cells are checked for their runner only (issue 25).
    expect(conda.checkedAs).toMatchObject({ runner: 'ubuntu-20.04' });
    expect(conda.checkedAs.torch).toBeUndefined();
    expect(
      p.findings.some(
        (f) => f.id === 'matrix-value-unknown' && f.message.includes('`pytorch_version` reaches no install step'),
      ),
    ).toBe(true);
    expect(conda.verdict).toBe('fail');
    const retired = p.findings.find((f) => f.id === 'runner-retired');
    expect(retired?.location).toMatchObject({ line: 16, column: 14 });
    const json = matrixToJson(p);
    expect(json.jobs).toHaveLength(2);
    expect(json.combinations[0]!.job).toBe('build-Conda');
  });

  it('exclude entries with numbers', () => {
    const p = lint('lightning-ci_test-full.yml');
    // 18 cells; the two excludes overlap on {3.8, minimal, macOS-10.15}: 4 removed.
    expect(p.combinations).toHaveLength(14);
    expect(p.findings.filter((f) => f.id === 'matrix-exclude-unused')).toHaveLength(0);
    // ubuntu-18.04 and macOS-10.15 were GitHub-hosted labels: retired, not unknown.
    expect(p.findings.some((f) => f.id === 'runner-retired' && f.message.includes('ubuntu-18.04'))).toBe(true);
    expect(p.findings.some((f) => f.id === 'runner-retired' && f.message.includes('macOS-10.15'))).toBe(true);
    expect(p.findings.some((f) => f.id === 'runner-unknown')).toBe(false);
    expect(p.findings.some((f) => f.id === 'runner-retired' && f.location?.line === 21)).toBe(true);
  });

  it('a dimension built from a workflow_call input runs with the input default when linted on its own (issue 25)', () => {
    const p = lint('lightning-_build-packages.yml');
    // `pkg-name: ${{ fromJSON(inputs.pkg-names) }}`, default `["lightning", "fabric", "pytorch"]`.
    expect(p.combinations.map((c) => c.values['pkg-name'])).toEqual(['lightning', 'fabric', 'pytorch']);
    expect(p.findings.some((f) => f.id === 'matrix-expression')).toBe(false);
  });

  it('a dimension built from what only the run knows is a notice, never a guess', () => {
    const wf = read('lightning-_build-packages.yml').replace(
      'fromJSON(inputs.pkg-names)',
      'fromJSON(needs.plan.outputs.names)',
    );
    const q = lintWorkflow(wf, '.github/workflows/b.yml', fake);
    expect(q.combinations).toEqual([]);
    expect(q.findings.find((f) => f.id === 'matrix-expression')).toMatchObject({
      severity: 'notice',
      location: { line: 26 },
    });
  });

  it('an unquoted 3.10 in a dimension: the job gets 3.1 (pytorch_scatter)', () => {
    const p = lint('pytorch_scatter-building.yml');
    const floats = p.findings.filter((f) => f.id === 'matrix-float-version');
    expect(floats.map((f) => [f.severity, f.location?.line, f.location?.column])).toEqual([['warning', 15, 41]]);
    expect(floats[0]!.message).toContain('the job gets "3.1", not "3.10"');
    // The 3.10 cells really carry the number 3.1, as GitHub would run them.
    expect(p.combinations.filter((c) => c.values['python-version'] === 3.1)).toHaveLength(3);
    // The four macos-10.15 excludes match nothing: `os` is only [ubuntu-18.04].
    expect(p.findings.filter((f) => f.id === 'matrix-exclude-unused').map((f) => f.location?.line)).toEqual([
      23, 25, 27, 29,
    ]);
    expect(p.findings.some((f) => f.id === 'runner-retired' && f.message.includes('ubuntu-18.04'))).toBe(true);
  });

  it('an unquoted 3.10 in exclude entries still matches "3.10": a notice (ignite)', () => {
    const p = lint('ignite-pytorch-version-tests.yml');
    const floats = p.findings.filter((f) => f.id === 'matrix-float-version');
    expect(floats.map((f) => f.location?.line)).toEqual([38, 40, 42, 44, 46, 48, 50, 52, 54]);
    expect(floats.every((f) => f.severity === 'notice' && f.message.includes('still removes the "3.10" cells'))).toBe(
      true,
    );
    // GitHub compares 3.1 with "3.10" as numbers: only torch 1.12.1 keeps a 3.10 cell.
    expect(
      p.combinations.filter((c) => c.values['python-version'] === '3.10').map((c) => c.values['pytorch-version']),
    ).toEqual(['1.12.1']);
  });

  it('an include entry that repeats a product cell, an exclude that names no runner (torchmetrics)', () => {
    const p = lint('torchmetrics-ci-integrate.yml');
    expect(
      p.findings.filter((f) => f.id === 'matrix-include-duplicate').map((f) => [f.location?.line, f.location?.column]),
    ).toEqual([[36, 13]]);
    expect(
      p.findings.filter((f) => f.id === 'matrix-exclude-unused').map((f) => [f.location?.line, f.location?.column]),
    ).toEqual([[34, 13]]);
  });

  it('two identical include entries name each other (torchmetrics, ci/split)', () => {
    const p = lint('torchmetrics-ci-tests.yml');
    const dups = p.findings.filter((f) => f.id === 'matrix-include-duplicate');
    expect(dups.map((f) => f.location?.line)).toEqual([59, 60]);
    expect(dups[0]!.message).toContain('the include entry on line 56 already adds');
    expect(dups[1]!.message).toContain('the include entry on line 57 already adds');
  });

  it('a whole matrix built from another job output is a notice (k2)', () => {
    const p = lint('k2-build-cpu-ubuntu.yml');
    expect(p.combinations).toEqual([]);
    expect(p.findings.find((f) => f.id === 'matrix-expression')).toMatchObject({
      severity: 'notice',
      location: { line: 73, column: 9 },
    });
  });

  it('refuses files that are not workflows, or not valid', () => {
    expect(() => lint('lightning-pkg-check-action.yml')).toThrow(InputError);
    expect(() => lint('lightning-pkg-check-action.yml')).toThrow(
      /lightning-pkg-check-action\.yml:17: is an action definition/,
    );
    expect(() => lint('conflict-ci_dockers.yml')).toThrow(/conflict-ci_dockers\.yml:20: merge-conflict marker/);
    expect(() => lintWorkflow('a: [1,', 'x.yml', fake)).toThrow(/x\.yml:1:\d+: not valid YAML/);
    expect(() => lint('lightning-ci_dockers.yml', { job: 'nope' })).toThrow(
      /has no job "nope"; its jobs are build-Conda, build-XLA$/,
    );
  });
});

describe('lintWorkflow with steps', () => {
  const wf = `
on: push
jobs:
  test:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [ubuntu-latest, macos-15-intel]
        python-version: [3.9, 3.10]
        torch: ["2.7.0", "2.8.0"]
        exclude:
          - os: windows-latest
        include:
          - os: ubuntu-latest
            python-version: 3.9
            torch: "2.8.0"
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: \${{ matrix.python-version }}
      - run: |
          python -m pip install --upgrade pip
          pip install "torch==\${{ matrix.torch }}" \\
            --index-url https://download.pytorch.org/whl/cpu
`;
  it('locates the float, the unused exclude, the duplicate include and unsupported values', () => {
    const p = lintWorkflow(wf, 'ci.yml', fake);
    const ids = p.findings.map((f) => `${f.id}@${f.location?.line}:${f.location?.column}`);
    expect(ids).toContain('matrix-float-version@9:31');
    expect(ids).toContain('matrix-exclude-unused@12:13');
    expect(ids).toContain('matrix-include-duplicate@14:13');
    // Python 3.10 → 3.1, unsupported; every macos-15-intel cell fails at its os value.
    expect(ids).toContain('python-unsupported@9:31');
    expect(ids).toContain('platform-unsupported@8:29');
    expect(p.include.every((c) => c.os === 'ubuntu-latest' && c['python-version'] === 3.9)).toBe(true);
  });

  it('reads the index and torch from the pip command, per cell', () => {
    const seen: string[] = [];
    lintWorkflow(wf, 'ci.yml', {
      ...fake,
      evaluate: (env, req) => {
        seen.push(`${req.torch.text}|${req.index.kind === 'pytorch' ? req.index.variant : req.index.kind}`);
        return fake.evaluate(env, req);
      },
    });
    expect(seen).toContain('==2.7.0|cpu');
    expect(seen).toContain('==2.8.0|cpu');
  });

  it('uses a literal setup-python and pip install when the matrix does not say them', () => {
    const literal = `
jobs:
  t:
    runs-on: ubuntu-22.04
    strategy:
      matrix:
        shard: [1, 2]
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: "3.8"
      - run: pip install torch==2.8.0 --extra-index-url https://download.pytorch.org/whl/cu128
`;
    const p = lintWorkflow(literal, 'w.yml', fake);
    expect(p.combinations.map((c) => c.checkedAs)).toEqual([
      { runner: 'ubuntu-22.04', python: '3.8', torch: '==2.8.0', index: 'pypi', resolved: '2.8.0' },
      { runner: 'ubuntu-22.04', python: '3.8', torch: '==2.8.0', index: 'pypi', resolved: '2.8.0' },
    ]);
    const f = p.findings.find((x) => x.id === 'python-unsupported');
    expect(f?.location).toMatchObject({ line: 11, column: 27 });
  });
});

describe('findPipTorch', () => {
  it('an interpreter named in a variable runs pip too: `$PY -m pip install` (xformers wheels_build.yml)', () => {
    expect(findPipTorch('$PY -m pip install "torch==2.10.0" --index-url $PYTORCH_INDEX_URL')!.torch.spec).toBe(
      '==2.10.0',
    );
    expect(
      findRepoInstall(
        '$PY -m pip install wheel -r requirements.txt --extra-index-url $PYTORCH_INDEX_URL',
      )!.requirements.map((w) => w.text),
    ).toEqual(['requirements.txt']);
    expect(findPipTorch('${PYTHON} -m pip install torch')!.torch.spec).toBe('');
    // A wrapper in a variable, then `python -m uv pip install` (diffusers push_tests_mps.yml).
    expect(findPipTorch('${CONDA_RUN} python -m uv pip install torch torchvision torchaudio')!.torch.spec).toBe('');
    // Not a command: a variable that is not followed by `-m pip install`.
    expect(findPipTorch('$TOOL install torch')).toBeUndefined();
  });
  it('reads requirement, index, find-links and --pre; ignores torchvision and other commands', () => {
    expect(findPipTorch('pip install torchvision')).toBeUndefined();
    expect(findPipTorch('echo pip install torch')).toBeUndefined();
    const a = findPipTorch(
      'uv pip install --pre "torch>=2.5,<2.9" torchvision -f https://download.pytorch.org/whl/torch_stable.html',
    )!;
    expect(a.torch.spec).toBe('>=2.5,<2.9');
    expect(a.pre).toBe(true);
    expect(a.findLinks?.text).toBe('https://download.pytorch.org/whl/torch_stable.html');
    const b = findPipTorch('python3 -m pip install -r req.txt torch --index-url=${{ matrix.index }}')!;
    expect(b.torch.spec).toBe('');
    expect(b.index?.text).toBe('${{ matrix.index }}');
  });
});
