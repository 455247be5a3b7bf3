// Planning a matrix: only the cells that install and run are kept, each with its reasons.
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import fc from 'fast-check';
import { expandMatrix, parseMatrixInput, parseMatrixKeys, planMatrix, runnerFor } from '../../../src/matrix/index.js';
import { matrixMarkdown } from '../../../src/report/markdown.js';
import { matrixToJson } from '../../../src/report/matrix.js';
import { fake, catalog } from './helpers.js';

const plan = (yaml: string, extra: Partial<Parameters<typeof planMatrix>[1]> = {}) =>
  planMatrix(parseMatrixInput(yaml), { ...fake, ...extra });

describe('planMatrix', () => {
  it('keeps supported cells with their original values', () => {
    const p = plan('python-version: ["3.8", "3.12"]\nos: [ubuntu-latest, macos-15-intel, macos-15]');
    expect(p.combinations).toHaveLength(6);
    expect(p.include).toEqual([
      { 'python-version': '3.12', os: 'ubuntu-latest' },
      { 'python-version': '3.12', os: 'macos-15' },
    ]);
    const failed = p.combinations.filter((c) => c.verdict === 'fail');
    expect(failed).toHaveLength(4);
  });

  it('keeps or drops warned cells on request', () => {
    const yaml = 'torch: ["2.7.0", "2.8.0"]\nos: [ubuntu-24.04]';
    expect(plan(yaml).include).toHaveLength(2);
    expect(plan(yaml, { keepWarned: false }).include).toEqual([{ torch: '2.8.0', os: 'ubuntu-24.04' }]);
  });

  it('maps a CUDA dimension to its index and a +variant to its index', () => {
    const seen: string[] = [];
    planMatrix(parseMatrixInput('cuda: ["12.8", cu126, cpu]\ntorch: ["2.9.1+cpu"]\nos: [ubuntu-22.04]'), {
      catalog,
      evaluate: (env, req) => {
        seen.push(req.index.kind === 'pytorch' ? req.index.variant : req.index.kind);
        return fake.evaluate(env, req);
      },
    });
    expect(seen).toEqual(['cu128', 'cu126', 'cpu']);
    const seen2: string[] = [];
    planMatrix(parseMatrixInput('torch: ["2.9.1+cpu", "2.9.1"]\nos: [ubuntu-22.04]'), {
      catalog,
      evaluate: (env, req) => {
        seen2.push(req.index.kind === 'pytorch' ? req.index.variant : req.index.kind);
        return fake.evaluate(env, req);
      },
    });
    expect(seen2).toEqual(['cpu', 'pypi']);
  });

  it('builds the environment from the runner table, without a GPU', () => {
    let env: unknown;
    planMatrix(parseMatrixInput('os: [ubuntu-22.04-arm]\npy: ["3.12"]'), {
      catalog,
      evaluate: (e, r) => ((env = e), fake.evaluate(e, r)),
    });
    expect(env).toMatchObject({
      os: 'linux',
      arch: 'arm64',
      osVersion: '22.04',
      glibc: '2.35',
      gpus: [],
      python: { major: 3, minor: 12 },
    });
  });

  it('says unknown, self-hosted and retired runners, and symbolic torch values', () => {
    const p = plan('os: [self-hosted, my-gpu-box, ubuntu-20.04, windows-11-arm]\ntorch: [nightly, stable]');
    const by = (os: string, torch: string) =>
      p.combinations.find((c) => c.values.os === os && c.values.torch === torch)!;
    expect(by('self-hosted', 'stable').verdict).toBe('unknown');
    expect(by('my-gpu-box', 'stable').findings[0]!.id).toBe('runner-unknown');
    expect(by('ubuntu-20.04', 'stable').verdict).toBe('fail');
    expect(by('ubuntu-20.04', 'stable').findings[0]!.id).toBe('runner-retired');
    expect(by('windows-11-arm', 'nightly').verdict).toBe('unknown');
    expect(by('windows-11-arm', 'stable').verdict).toBe('pass');
    expect(p.findings.map((f) => f.id)).toContain('matrix-value-unknown');
  });

  it('defaults to ubuntu-latest with a notice when no runner is named', () => {
    const p = plan('python: ["3.12"]');
    expect(p.combinations[0]!.checkedAs.runner).toBe('ubuntu-latest');
    expect(p.findings.some((f) => f.id === 'runner-unknown' && f.severity === 'notice')).toBe(true);
  });

  it('reads explicit matrix-keys', () => {
    expect(parseMatrixKeys('python=py,torch=pt,os=platform')).toEqual({ python: 'py', torch: 'pt', os: 'platform' });
    expect(() => parseMatrixKeys('snake=py')).toThrow(/not known/);
    const p = plan('platform: [macos-15-intel]\npv: ["3.12"]', { keys: { os: 'platform', python: 'pv' } });
    expect(p.combinations[0]!.checkedAs).toMatchObject({ runner: 'macos-15-intel', python: '3.12' });
    expect(p.combinations[0]!.verdict).toBe('fail');
  });

  it('memoises evaluations per distinct environment and request', () => {
    let calls = 0;
    planMatrix(
      parseMatrixInput('os: [ubuntu-latest, ubuntu-24.04, ubuntu-22.04]\npy: ["3.11", "3.12"]\nextra: [a, b, c]'),
      {
        catalog,
        evaluate: (e, r) => (calls++, fake.evaluate(e, r)),
      },
    );
    // ubuntu-latest is ubuntu-24.04, and 22.04's glibc 2.35 reaches the same catalog floors as
    // 24.04's 2.39: one evaluation per Python. `extra` is not checked.
    expect(calls).toBe(2);
  });

  it('writes JSON in GitHub order and a grid that escapes user text', () => {
    const p = plan('os: [ubuntu-latest, macos-15-intel]\npython: ["3.12", "<b>3.8|x</b>"]');
    const json = matrixToJson(p);
    expect(json.schemaVersion).toBe(1);
    expect(json.combinations.map((c) => c.values)).toEqual(
      expandMatrix(parseMatrixInput('os: [ubuntu-latest, macos-15-intel]\npython: ["3.12", "<b>3.8|x</b>"]')).cells.map(
        (c) => c.values,
      ),
    );
    const md = matrixMarkdown(p);
    expect(md).toContain('#### ubuntu-latest');
    expect(md).toContain('#### macos-15-intel');
    expect(md).toContain('&lt;b&gt;3.8\\|x&lt;/b&gt;');
    expect(md).not.toContain('<b>');
    expect(md).toContain('Excluded (1)');
    expect(md).toContain('❔');
  });

  it('is end-to-end stable: the plan fed back as a matrix gives exactly the supported cells', () => {
    const p = plan(
      'python-version: ["3.8", "3.11", "3.12"]\nos: [ubuntu-latest, macos-15-intel, windows-2025]\ninclude:\n  - os: macos-15\n    python-version: "3.12"',
    );
    const again = planMatrix(parseMatrixInput(JSON.stringify({ include: p.include })), fake);
    expect(again.combinations.map((c) => c.values)).toEqual(p.include);
    expect(again.combinations.every((c) => c.verdict === 'pass')).toBe(true);
    expect(again.include).toEqual(p.include);
  });

  it('finds runners by label ignoring case; arrays and groups are not guessed', () => {
    expect(runnerFor('Ubuntu-Latest', catalog)).toMatchObject({ kind: 'hosted', runner: { label: 'ubuntu-latest' } });
    expect(runnerFor(['ubuntu-22.04'], catalog).kind).toBe('hosted');
    expect(runnerFor(['self-hosted', 'linux'], catalog).kind).toBe('self-hosted');
    expect(runnerFor({ group: 'gpus' }, catalog).kind).toBe('unknown');
  });
});

const value = fc.oneof(
  fc.constantFrom('3.9', '3.12', 'ubuntu-latest', 'macos-15-intel', 'x', 'X'),
  fc.integer({ min: 0, max: 3 }),
  fc.boolean(),
);
const key = fc.constantFrom('python-version', 'os', 'torch', 'k1', 'k2');
const entry = fc.dictionary(key, value, { minKeys: 1, maxKeys: 3 });
const matrix = fc.record({
  dims: fc.dictionary(key, fc.array(value, { minLength: 1, maxLength: 3 }), { maxKeys: 3 }),
  include: fc.array(entry, { maxLength: 3 }),
  exclude: fc.array(entry, { maxLength: 2 }),
});

describe('properties', () => {
  it('the planned include is a subset of the expansion, and expanding it alone gives the same cells', () => {
    fc.assert(
      fc.property(matrix, ({ dims, include, exclude }) => {
        const dimKeys = Object.keys(dims);
        // Exclude entries may only name dimensions (GitHub rejects others).
        const ex = exclude
          .map((e) => Object.fromEntries(Object.entries(e).filter(([k]) => dimKeys.includes(k))))
          .filter((e) => Object.keys(e).length > 0);
        const text = JSON.stringify({
          ...dims,
          ...(include.length ? { include } : {}),
          ...(ex.length ? { exclude: ex } : {}),
        });
        if (text === '{}') return;
        const def = parseMatrixInput(text);
        const all = expandMatrix(def).cells.map((c) => c.values);
        const p = planMatrix(def, fake);
        for (const cell of p.include) expect(all).toContainEqual(cell);
        const back = expandMatrix(parseMatrixInput(JSON.stringify({ include: p.include }))).cells.map((c) => c.values);
        expect(back).toEqual(p.include);
      }),
      { numRuns: fcRuns(300) },
    );
  });
});
