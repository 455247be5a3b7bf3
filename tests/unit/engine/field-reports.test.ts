/**
 * Real user reports (tests/field-reports/cases.json) run through the engine with the runner and
 * request each report states: `check` must agree with what happened to that user. Nothing is
 * probed from this machine. A case marked `knownWrong` must still disagree, so that fixing the
 * fact makes this test fail until the mark is removed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import type { Verdict } from '../../../src/core/finding.js';
import type { Environment } from '../../../src/core/model.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { env, req } from '../helpers.js';

type Outcome = 'no-distribution' | 'runtime-error' | 'installed-ran';

interface FieldCase {
  id: string;
  link: string;
  quote: string;
  runner: {
    os: Environment['os'];
    arch: Environment['arch'];
    python: string;
    osVersion?: string;
    glibc?: string;
    driver?: string;
    gpus?: string[];
  };
  request: { torch: string; indexUrl?: string; extraIndexUrls?: string[]; torchvision?: string; torchaudio?: string };
  outcome: Outcome;
  assumed?: string;
  expected: { verdict: Verdict; findings: string[] };
  knownWrong?: string;
}

const { cases } = JSON.parse(readFileSync(new URL('../../field-reports/cases.json', import.meta.url), 'utf8')) as {
  cases: FieldCase[];
};

const RUNNER_KEYS = ['os', 'arch', 'python', 'osVersion', 'glibc', 'driver', 'gpus'];
const REQUEST_KEYS = ['torch', 'indexUrl', 'extraIndexUrls', 'torchvision', 'torchaudio'];

/** What each outcome allows the tool to say: what happened bounds the verdict. */
const VERDICTS_FOR: Record<Outcome, Verdict[]> = {
  'no-distribution': ['fail'],
  'runtime-error': ['fail', 'warn'],
  'installed-ran': ['pass', 'warn'],
};

function run(c: FieldCase): { verdict: Verdict; findings: { id: string; severity: string }[] } {
  const r = c.runner;
  const environment = env({
    python: r.python,
    os: r.os,
    arch: r.arch,
    ...(r.osVersion ? { osVersion: r.osVersion } : {}),
    ...(r.glibc ? { glibc: r.glibc } : {}),
    ...(r.driver ? { driver: r.driver } : {}),
    gpus: r.gpus ?? [],
  });
  const result = evaluate(environment, req(c.request), bundledCatalog);
  return { verdict: result.verdict, findings: result.findings.map((f) => ({ id: f.id, severity: f.severity })) };
}

/** The verdict matches, every expected finding is there, and one of them carries the verdict. */
function agrees(c: FieldCase, got: ReturnType<typeof run>): boolean {
  if (got.verdict !== c.expected.verdict) return false;
  const ids = new Set(got.findings.map((f) => f.id));
  if (!c.expected.findings.every((id) => ids.has(id))) return false;
  const level = { fail: 'error', warn: 'warning', pass: undefined }[c.expected.verdict];
  return level === undefined || got.findings.some((f) => f.severity === level && c.expected.findings.includes(f.id));
}

describe('field reports: the case file', () => {
  it('holds at least 30 distinct reports, each with its evidence', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(c.link, c.id).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+/);
      expect(c.quote.length, c.id).toBeGreaterThan(10);
      expect(c.quote.length, c.id).toBeLessThanOrEqual(200);
      expect(c.request.torch, c.id).toMatch(/^[<>=~!]*\s*2\./);
      // A misspelt key would be dropped silently and the case would test something else.
      for (const k of Object.keys(c.runner)) expect(RUNNER_KEYS, `${c.id}: runner.${k}`).toContain(k);
      for (const k of Object.keys(c.request)) expect(REQUEST_KEYS, `${c.id}: request.${k}`).toContain(k);
    }
  });

  it('expects of each case only what its outcome allows', () => {
    for (const c of cases) {
      expect(VERDICTS_FOR[c.outcome], `${c.id}: ${c.outcome}`).toContain(c.expected.verdict);
      if (c.expected.verdict !== 'pass') expect(c.expected.findings.length, c.id).toBeGreaterThan(0);
    }
  });
});

describe('field reports: check agrees with what happened', () => {
  for (const c of cases.filter((x) => !x.knownWrong)) {
    it(`${c.id} (${c.outcome})`, () => {
      const got = run(c);
      expect(agrees(c, got), `${c.link}\n  expected ${JSON.stringify(c.expected)}\n  got ${JSON.stringify(got)}`).toBe(
        true,
      );
    });
  }
});

describe('field reports: known disagreements (remove the knownWrong mark once the fact is fixed)', () => {
  for (const c of cases.filter((x) => x.knownWrong)) {
    it(`${c.id} still disagrees`, () => {
      const got = run(c);
      expect(agrees(c, got), `${c.id} now agrees with the report: delete its knownWrong mark\n  ${c.knownWrong}`).toBe(
        false,
      );
    });
  }
});
