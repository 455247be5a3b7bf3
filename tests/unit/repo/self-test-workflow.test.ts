// The self-test runs on every runner kind GitHub offers and asserts what was probed, and the
// release waits for it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { name?: string; run?: string; uses?: string; with?: Record<string, string>; env?: Record<string, string> };
type Job = {
  uses?: string;
  needs?: string | string[];
  'runs-on'?: string;
  strategy?: { matrix: { include: Record<string, string>[] } };
  steps?: Step[];
};
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };

const selfTest = parse(readFileSync('.github/workflows/self-test.yml', 'utf8')) as Workflow;
const release = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as Workflow;
const RUNNERS = ['ubuntu-24.04', 'ubuntu-24.04-arm', 'windows-2025', 'windows-11-arm', 'macos-15', 'macos-15-intel'];

describe('.github/workflows/self-test.yml', () => {
  const guard = selfTest.jobs.guard!;
  const include = guard.strategy!.matrix.include;
  it('runs on every runner kind: Linux x64 and arm64, Windows x64 and arm64, macOS arm64 and Intel', () => {
    expect([...new Set(include.map((c) => c.runner))].sort()).toEqual([...RUNNERS].sort());
    expect(guard['runs-on']).toBe('${{ matrix.runner }}');
  });
  it('can be called by another workflow', () => {
    expect(Object.keys(selfTest.on)).toContain('workflow_call');
  });
  it("expects each runner's OS, CPU and pip's platform_machine", () => {
    const want: Record<string, [string, string, string]> = {
      'ubuntu-24.04': ['linux', 'x64', 'x86_64'],
      'ubuntu-24.04-arm': ['linux', 'arm64', 'aarch64'],
      'windows-2025': ['windows', 'x64', 'AMD64'],
      'windows-11-arm': ['windows', 'arm64', 'ARM64'],
      'macos-15': ['macos', 'arm64', 'arm64'],
      'macos-15-intel': ['macos', 'x64', 'x86_64'],
    };
    for (const c of include)
      expect([c['expect-os'], c['expect-arch'], c['expect-machine']], c.runner).toEqual(want[c.runner!]);
  });
  it('asserts the probed environment from the JSON report, not only the verdict', () => {
    const assert = guard.steps!.find((s) => /report/i.test(s.run ?? '') && /environment/.test(s.run ?? ''));
    expect(assert).toBeDefined();
    for (const field of ['e.os', 'e.arch', 'p.version', 'p.provenance', 'platform_machine'])
      expect(assert!.run).toContain(field);
    for (const v of ['EXPECT_OS', 'EXPECT_ARCH', 'EXPECT_MACHINE', 'EXPECT_PYTHON', 'EXPECTED'])
      expect(Object.keys(assert!.env ?? {})).toContain(v);
    // Values reach the script through env, never as expressions inside it.
    expect(assert!.run).not.toMatch(/\$\{\{/);
  });
  it('probes the Python setup-python installed (no python-version given to the action)', () => {
    const action = guard.steps!.find((s) => s.uses === './');
    expect(action?.with?.['python-version']).toBeUndefined();
    expect(action?.with?.['python-path']).toBeUndefined();
  });
});

describe('.github/workflows/release.yml needs the self-test green', () => {
  it('calls the self-test and the release job needs it', () => {
    const caller = Object.entries(release.jobs).find(([, j]) => j.uses === './.github/workflows/self-test.yml');
    expect(caller).toBeDefined();
    const needs = release.jobs.release!.needs;
    expect(Array.isArray(needs) ? needs : [needs]).toContain(caller![0]);
  });
});
