// Expressions as GitHub evaluates them, and the lint features built on them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { InputError } from '../../../src/core/errors.js';
import { evaluate as evaluateReal } from '../../../src/engine/evaluate.js';
import {
  evaluateExpression,
  evaluateOutcome,
  interpolate,
  matrixPaths,
  UNKNOWN,
} from '../../../src/matrix/github/expression.js';
import { lintWorkflow, parseMatrixKeys } from '../../../src/matrix/index.js';
import { matrixText } from '../../../src/report/text.js';
import { fake } from './helpers.js';
import type { MatrixValue } from '../../../src/matrix/github/types.js';

const cell = { os: 'ubuntu-24.04', config: { 'python-version': '3.12', 'pytorch-version': '2.8' } };

describe('GitHub expressions', () => {
  it('reads nested matrix objects, || and && defaults, format, fromJSON, toJSON and comparisons', () => {
    expect(evaluateExpression("matrix.config.python-version || '3.10'", { matrix: cell })).toBe('3.12');
    expect(evaluateExpression("matrix.config.missing || '3.10'", { matrix: cell })).toBe('3.10');
    expect(evaluateExpression("matrix.os == 'UBUNTU-24.04' && 'yes' || 'no'", { matrix: cell })).toBe('yes');
    expect(evaluateExpression("format('torch=={0}+{1}', matrix.config.pytorch-version, 'cpu')", { matrix: cell })).toBe(
      'torch==2.8+cpu',
    );
    expect(evaluateExpression('fromJSON(inputs.py)', { inputs: { py: '["3.11","3.12"]' } })).toEqual(['3.11', '3.12']);
    expect(evaluateExpression("fromJSON('[1, 2]')[1]", {})).toBe(2);
    expect(evaluateExpression('toJSON(fromJSON(\'{"a":1}\'))', {})).toBe('{\n  "a": 1\n}');
    expect(evaluateExpression("'3.10' == 3.1", {})).toBe(true);
    expect(evaluateExpression('2 < 10', {})).toBe(true);
    expect(evaluateExpression("startsWith(matrix.os, 'ubuntu')", { matrix: cell })).toBe(true);
  });

  it("fromJSON is lenient as GitHub's is: unquoted keys and trailing commas (pyg's test-matrix)", () => {
    expect(
      evaluateExpression('fromJSON(inputs.m)', { inputs: { m: '{ include: [ { "os": "ubuntu-22.04" }, ]}' } }),
    ).toEqual({ include: [{ os: 'ubuntu-22.04' }] });
    expect(evaluateExpression('fromJSON(inputs.m)', { inputs: { m: 'python 3.12' } })).toBe(UNKNOWN);
  });

  it('never guesses what only the run knows', () => {
    expect(evaluateExpression("github.ref == 'refs/heads/main'", {})).toBe(UNKNOWN);
    expect(evaluateExpression("needs.plan.outputs.py || '3.12'", {})).toBe(UNKNOWN);
    expect(interpolate('py${{ steps.x.outputs.name }}', {})).toBe(UNKNOWN);
    expect(evaluateExpression('fromJSON(inputs.py)', { inputs: { py: 'not json' } })).toBe(UNKNOWN);
  });

  it('decides what does not depend on the run: .* filters, case(), NaN and Infinity, number text', () => {
    const m: MatrixValue = { include: [{ python: '3.11' }, { python: '3.12', torch: '2.9' }] };
    expect(evaluateExpression('toJSON(matrix.include.*.python)', { matrix: m })).toBe('[\n  "3.11",\n  "3.12"\n]');
    expect(evaluateExpression("contains(matrix.include.*.torch, '2.9')", { matrix: m })).toBe(true);
    expect(evaluateExpression("case(matrix.os == 'ubuntu-24.04', 'linux', 'other')", { matrix: cell })).toBe('linux');
    expect(evaluateExpression("format('{0} {1}', NaN, -Infinity)", {})).toBe('NaN -Infinity');
    expect(evaluateExpression("format('{0}', 0.84551240822557006)", {})).toBe('0.84551240822557');
    expect(evaluateExpression("'a' < '['", {})).toBe(true);
    expect(evaluateExpression("startsWith('ς_asdf', 'Σ')", {})).toBe(true);
    expect(evaluateExpression("' 0o10 ' == 8", {})).toBe(true);
  });

  it('an expression GitHub rejects or fails on is an error, never a value', () => {
    for (const bad of [
      "startsWith('true')",
      'join()',
      'nosuchcontext.foo',
      'nosuchfunction(1)',
      `${'!'.repeat(50)}true`,
      "format('{0}}', '')",
      "fromJSON('not json')",
      "case(1, 'a', 'b')",
    ]) {
      expect(evaluateOutcome(bad, { matrix: cell })).toMatchObject({ error: expect.any(String) });
      expect(evaluateExpression(bad, { matrix: cell })).toBe(UNKNOWN);
    }
    expect(evaluateOutcome("hashFiles('**/requirements.txt')", {})).toEqual({ unknown: true });
    expect(evaluateOutcome('', {})).toEqual({ value: null });
  });

  it('names the matrix paths a text reads', () => {
    expect(matrixPaths("pip install torch==${{ matrix.config['pytorch-version'] }} ${{ matrix.os }}")).toEqual([
      'config.pytorch-version',
      'os',
    ]);
  });

  it('property: a quoted literal evaluates to itself, and interpolation of plain text is the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        expect(evaluateExpression(`'${s.replace(/'/g, "''")}'`, {})).toBe(s);
        if (!s.includes('${{')) expect(interpolate(s, {})).toBe(s);
      }),
      { numRuns: fcRuns() },
    );
  });

  it('property: never throws on arbitrary text', () => {
    const pieces = fc.constantFrom(
      'matrix',
      '.',
      '*',
      '[',
      ']',
      '(',
      ')',
      "'a'",
      'fromJSON',
      'case',
      ',',
      '!',
      '==',
      '||',
      '1',
      'NaN',
      '{',
      '}',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.array(pieces, { maxLength: 20 }).map((a) => a.join('')),
        ),
        (s) => {
          evaluateExpression(s, { matrix: cell });
          evaluateOutcome(s, { matrix: cell });
          interpolate(`\${{ ${s} }}`, { matrix: cell });
        },
      ),
      { numRuns: fcRuns() },
    );
  });
});

const NESTED = `on: push
jobs:
  test:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [macos-14, ubuntu-24.04]
        config:
          - { python-version: "3.12", pytorch-version: "2.8.0" }
          - { pytorch-version: "2.4.1" }
    steps:
      - uses: astral-sh/setup-uv@v6
        with:
          python-version: \${{ matrix.config.python-version || '3.13' }}
      - run: uv pip install "torch==\${{ matrix.config.pytorch-version }}"
`;

describe('lint with expressions', () => {
  it('a nested config object and an || default are evaluated per cell', () => {
    const p = lintWorkflow(NESTED, 'ci.yml', fake);
    expect(p.combinations.map((c) => [c.checkedAs.runner, c.checkedAs.python, c.checkedAs.torch])).toEqual([
      ['macos-14', '3.12', '==2.8.0'],
      ['macos-14', '3.13', '==2.4.1'],
      ['ubuntu-24.04', '3.12', '==2.8.0'],
      ['ubuntu-24.04', '3.13', '==2.4.1'],
    ]);
    expect(p.combinations.filter((c) => c.verdict === 'fail')).toHaveLength(2);
  });

  it('--matrix-keys takes dotted paths, and a key that names nothing is an error', () => {
    const keys = parseMatrixKeys('python=config.python-version,torch=config.pytorch-version');
    expect(() => lintWorkflow(NESTED, 'ci.yml', { ...fake, keys })).not.toThrow();
    expect(() => lintWorkflow(NESTED, 'ci.yml', { ...fake, keys: parseMatrixKeys('torch=config.torch') })).toThrow(
      InputError,
    );
  });

  it('lint mode prints no plan line', () => {
    const p = lintWorkflow(NESTED, 'ci.yml', fake);
    expect(matrixText(p, p.findings)).not.toMatch(/^include \(/m);
  });

  it('an aggregated message names only cells that have that problem', () => {
    const wf = `on: push
jobs:
  t:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [macos-14, ubuntu-24.04]
        python-version: ["3.8", "3.12"]
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: \${{ matrix.python-version }}
      - run: pip install torch
`;
    const p = lintWorkflow(wf, 'ci.yml', fake);
    for (const f of p.findings.filter((x) => x.id === 'python-unsupported'))
      expect(f.message).not.toContain('python-version=3.12');
    const retired = p.findings.find((f) => f.id === 'runner-retired')!;
    expect(retired.message).not.toContain('os=ubuntu-24.04');
  });

  it('an aggregated message names the values of the cells it counts (newcomer review §5)', () => {
    const wf = `on: push
jobs:
  t:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [macos-15-intel]
        python-version: ["3.11", "3.12"]
        torch: ["2.4.1", "2.8.0"]
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: \${{ matrix.python-version }}
      - run: pip install "torch==\${{ matrix.torch }}"
`;
    const p = lintWorkflow(wf, 'ci.yml', { catalog: fake.catalog, evaluate: evaluateReal });
    const platform = p.findings.filter((f) => f.id === 'platform-unsupported');
    // Both torch versions lack Intel-Mac wheels, each said with its own cells, blamed on the os value.
    expect(platform.length).toBe(2);
    for (const f of platform) {
      const named = /torch (2\.\d+\.\d+)/.exec(f.message)![1]!;
      const examples = [...f.message.matchAll(/torch=(2\.\d+\.\d+)/g)].map((m) => m[1]);
      expect(examples.length).toBeGreaterThan(0);
      for (const e of examples) expect(e).toBe(named);
    }
  });

  it('a plain job is one cell: pip install torch in python:3.12-alpine is an error on its container line', () => {
    const wf = `on: push
jobs:
  plain:
    runs-on: ubuntu-24.04
    container: python:3.12-alpine
    steps:
      - run: pip install torch
  nothing:
    runs-on: ubuntu-24.04
    steps:
      - run: echo hi
`;
    const p = lintWorkflow(wf, 'ci.yml', { catalog: fake.catalog, evaluate: evaluateReal });
    expect(p.combinations.map((c) => c.job)).toEqual(['plain']);
    expect(p.combinations[0]!.verdict).toBe('fail');
    const err = p.findings.find((f) => f.severity === 'error')!;
    expect(err.location).toMatchObject({ line: 5 });
  });

  it('a remote reusable workflow is named as not followed; a torch key no step installs with is said once', () => {
    const wf = `on: push
jobs:
  remote:
    uses: pytorch/test-infra/.github/workflows/linux_job.yml@main
  build:
    runs-on: ubuntu-24.04
    strategy:
      matrix:
        pytorch-version: ["2.1.0", "2.8.0"]
    steps:
      - run: pixi run test
`;
    const p = lintWorkflow(wf, 'ci.yml', fake);
    expect(p.findings.find((f) => f.message.includes('pytorch/test-infra'))?.message).toContain('not followed');
    expect(p.findings.filter((f) => f.message.includes('`pytorch-version` reaches no install'))).toHaveLength(1);
    expect(p.combinations.every((c) => c.checkedAs.torch === undefined)).toBe(true);
  });
});
