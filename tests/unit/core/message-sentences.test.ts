// Messages say what and where, and the fix, in at most two sentences; the why is the finding
// kind's (`explain ID`, docs/findings.md), not repeated. Read over the field
// reports: real runners and requests, through the one engine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { checkLock, LOCK_FORMATS, lockParser } from '../../../src/locks/index.js';
import { InputError } from '../../../src/core/errors.js';
import { realProbeIo } from '../../../src/probe/io.js';
import type { EnvOverrides } from '../../../src/probe/environment.js';
import { runCheck } from '../../../src/usecases/check/check.js';
import { runScan } from '../../../src/usecases/scan/scan.js';
import { runMatrix } from '../../../src/usecases/matrix/matrix.js';
import { env, req } from '../helpers.js';

/** Every lock format's reader, loaded once, so a lock is read without waiting. */
const parseLockNow = await lockParser(LOCK_FORMATS.map((f) => f.kind));

interface FieldCase {
  id: string;
  runner: {
    python: string;
    os: 'linux' | 'macos' | 'windows';
    arch: 'x64' | 'arm64';
    osVersion?: string;
    glibc?: string;
    driver?: string;
    gpus?: string[];
  };
  request: { torch: string; indexUrl?: string; extraIndexUrls?: string[]; torchvision?: string; torchaudio?: string };
}
const { cases } = JSON.parse(readFileSync(new URL('../../field-reports/cases.json', import.meta.url), 'utf8')) as {
  cases: FieldCase[];
};

/** Sentences of a message; the uncertain-fact note finding() appends is not one of the message's own. */
function sentences(message: string): string[] {
  const own = message.replace(/ \(The catalog marks this fact as uncertain, so it warns instead of failing\.\)$/, '');
  return own.split(/(?<=[.!?]["')]?)\s+(?=[A-Z"(`])/).filter((s) => s.trim() !== '');
}

describe('finding messages', () => {
  it('the splitter counts sentences, not versions or abbreviations', () => {
    expect(sentences('torch 2.8.0+cu128 has no kernels for sm_61: it supports sm_70 sm_75.')).toHaveLength(1);
    expect(sentences('A is wrong. B is the fix.')).toHaveLength(2);
    expect(sentences('A. B. C.')).toHaveLength(3);
  });
  it('are at most two sentences for every field report', () => {
    const long: string[] = [];
    for (const c of cases) {
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
      for (const f of evaluate(environment, req(c.request), bundledCatalog).findings) {
        if (sentences(f.message).length > 2) long.push(`${c.id} ${f.id}: ${f.message}`);
      }
    }
    expect(long).toEqual([]);
  });
  it("an undecided lock entry is named with its marker in two sentences (the rule of judging every candidate is the kind's why)", () => {
    const lock = parseLockNow(
      readFileSync(path.resolve(__dirname, '../../fixtures/locks/whisperx/uv.lock'), 'utf8'),
      'uv.lock',
      'uv',
    );
    const [f] = checkLock(lock, { ...env({ driver: '470.57', gpus: ['6.1'] }), python: undefined }).findings.filter(
      (x) => x.id === 'marker-undecided',
    );
    expect(sentences(f!.message)).toHaveLength(2);
    expect(f!.message).not.toMatch(/worst counts/);
  });
  it('are at most two sentences in the lint of every real workflow of the corpus (the cells a message counts are part of its last sentence)', async () => {
    const root = path.join(__dirname, '../../fixtures/matrix/real');
    const long = new Set<string>();
    for (const repo of readdirSync(root).sort()) {
      const dir = path.join(root, repo, '.github/workflows');
      if (!existsSync(dir)) continue;
      for (const wf of readdirSync(dir).sort()) {
        const r = await runMatrix({ workflow: `.github/workflows/${wf}`, cwd: path.join(root, repo) });
        for (const f of [...r.findings, ...r.plan.combinations.flatMap((c) => c.findings)])
          if (sentences(f.message).length > 2) long.add(`${repo}/${wf} ${f.id}: ${f.message}`);
      }
    }
    expect([...long]).toEqual([]);
  }, 120_000);
  it('are at most two sentences in the check of every real repository of the corpus, on a CPU runner and on an old GPU', async () => {
    const root = path.join(__dirname, '../../fixtures/repos');
    const none = { amdGpus: ['none'], intelGpus: ['none'] };
    const runners: EnvOverrides[] = [
      { python: '3.12', os: 'linux', arch: 'x64', glibc: '2.35', driver: 'none', ...none },
      { python: '3.10', os: 'linux', arch: 'x64', glibc: '2.31', gpus: ['6.1'], driver: '470.57.02', ...none },
    ];
    const long = new Set<string>();
    for (const repo of readdirSync(root).sort()) {
      if (!existsSync(path.join(root, repo)) || repo.endsWith('.md')) continue;
      for (const runner of runners) {
        // A repository the check refuses as bad input (exit 2) has one line, no findings.
        const r = await runCheck(
          { request: {}, overrides: runner, cwd: path.join(root, repo), env: {}, now: new Date('2026-11-26') },
          realProbeIo({}),
        ).catch((err: unknown) => {
          if (err instanceof InputError) return undefined;
          throw err;
        });
        for (const f of r?.report.findings ?? [])
          if (sentences(f.message).length > 2) long.add(`${repo} ${f.id}: ${f.message}`);
      }
    }
    expect([...long]).toEqual([]);
  }, 120_000);
  it('are at most two sentences for every scan finding of the judged real trees', async () => {
    const root = path.join(__dirname, '../../fixtures/accuracy');
    const trees = readdirSync(root).filter((d) => d.includes('@'));
    const r = await runScan({ paths: trees, torch: '2.9', from: '2.0', cwd: root });
    expect(r.findings.length).toBeGreaterThan(100);
    expect(r.findings.filter((f) => sentences(f.message).length > 2).map((f) => `${f.api}: ${f.message}`)).toEqual([]);
  }, 120_000);
});
