// The catalog's release table, as a user runs it: the bundled CLI on Node 20 and 24, every value given (no
// probing), the JSON report read back. Each row was wrong once (fact audit, ../shared/reviews);
// the 2.15 rows hold the release that the catalog knows from its calendar and build matrix only.
import { describe, expect } from 'vitest';
import { perNode, runCli, type Node } from './run.js';

const each = perNode();
const LINUX = ['--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--python', '3.12', '--driver', 'none'];
const W = (v: string) => `https://download.pytorch.org/whl/${v}`;

interface Got {
  code: number;
  verdict: string;
  version?: string;
  findings: { id: string; severity: string; message: string }[];
}

async function check(node: Node, args: string[]): Promise<Got> {
  const r = await runCli(node, ['check', ...args, '--format', 'json']);
  expect([0, 1], r.stderr).toContain(r.code);
  const report = JSON.parse(r.stdout) as {
    verdict: string;
    resolution: { version?: string };
    findings: Got['findings'];
  };
  return {
    code: r.code,
    verdict: report.verdict,
    ...(report.resolution.version ? { version: report.resolution.version } : {}),
    findings: report.findings,
  };
}
const errors = (g: Got) => g.findings.filter((f) => f.severity === 'error').map((f) => f.id);
const ids = (g: Got) => g.findings.map((f) => `${f.severity} ${f.id}`);

describe('the catalog on the releases people install', () => {
  each('cu129 exists for 2.11.0, 2.12.1 and 2.13.0 (not for 2.12.0)', async (node) => {
    for (const torch of ['2.11.0', '2.12.1', '2.13.0']) {
      const g = await check(node, [...LINUX, '--torch', torch, '--index-url', W('cu129')]);
      expect(errors(g), torch).toEqual([]);
    }
    const g = await check(node, [...LINUX, '--torch', '2.12.0', '--index-url', W('cu129')]);
    expect(errors(g)).toEqual(['backend-unavailable']);
  });

  each('2.13 on macOS 13.6 fails: every 2.12+ macOS wheel is macosx_14_0_arm64', async (node) => {
    const g = await check(node, [
      '--os',
      'macos',
      '--os-version',
      '13.6',
      '--arch',
      'arm64',
      '--python',
      '3.12',
      '--torch',
      '2.13.0',
    ]);
    expect(g.code).toBe(1);
    expect(errors(g)).toEqual(['macos-too-old']);
  });

  each('torchaudio 2.11.0 pairs with 2.13.0; torchvision 0.29.2 with 2.14.1', async (node) => {
    expect(ids(await check(node, [...LINUX, '--torch', '2.13.0', '--torchaudio', '2.11.0']))).not.toContain(
      'error companion-mismatch',
    );
    const g = await check(node, [...LINUX, '--torch', '2.14.1', '--torchvision', '0.29.2']);
    expect(g.findings.map((f) => f.id)).not.toContain('companion-mismatch');
  });

  each('2.14 has no cp39 wheel: Python 3.9 fails', async (node) => {
    const g = await check(node, [
      ...LINUX.filter((a) => a !== '3.12' && a !== '--python'),
      '--python',
      '3.9',
      '--torch',
      '2.14.0',
    ]);
    expect(g.code).toBe(1);
    expect(errors(g)).toEqual(['python-unsupported']);
  });

  each('2.14.1 is known: no catalog-stale', async (node) => {
    const g = await check(node, [...LINUX, '--torch', '2.14.1']);
    expect(g.findings.map((f) => f.id)).not.toContain('catalog-stale');
    expect(g.verdict).toBe('pass');
  });

  each('a +cpu pin on macOS matches nothing (macOS wheels carry no label)', async (node) => {
    const g = await check(node, [
      '--os',
      'macos',
      '--os-version',
      '15.5',
      '--arch',
      'arm64',
      '--python',
      '3.12',
      '--torch',
      '2.11.0+cpu',
      '--index-url',
      W('cpu'),
    ]);
    expect(g.code).toBe(1);
    expect(errors(g)).toEqual(['variant-mismatch']);
  });

  each('nothing installs: Python 2.7, Python 3.99, macOS x86_64 after 2.2 all fail, in plain words', async (node) => {
    for (const args of [
      ['--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none', '--python', '2.7'],
      ['--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none', '--python', '3.99'],
      ['--os', 'macos', '--os-version', '15.5', '--arch', 'x64', '--python', '3.12', '--torch', '>=2.3'],
    ]) {
      const r = await runCli(node, ['check', ...args]);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stdout).not.toMatch(/nothing installs/);
    }
  });
});

describe('torch 2.15, known from its calendar and build matrix', () => {
  each('an open request resolves to 2.15.0 and says its wheel list was not read', async (node) => {
    const g = await check(node, LINUX);
    expect(g.version).toBe('2.15.0');
    const unconfirmed = g.findings.find((f) => f.id === 'release-unconfirmed')!;
    expect(unconfirmed.severity).toBe('notice');
    expect(unconfirmed.message).toMatch(/not from a list of its wheels/);
    expect(g.verdict).toBe('pass');
  });

  each('a build no release has (cu134) warns; one dropped long ago (cu124) fails', async (node) => {
    const new134 = await check(node, [...LINUX, '--torch', '2.15.0', '--index-url', W('cu134')]);
    expect(new134.code).toBe(0);
    expect(ids(new134)).toContain('warning backend-unavailable');
    const old124 = await check(node, [...LINUX, '--torch', '2.15.0', '--index-url', W('cu124')]);
    expect(old124.code).toBe(1);
    expect(errors(old124)).toEqual(['backend-unavailable']);
  });

  each('what cannot have changed stays firm: Python 3.9 and macOS x86_64 fail on 2.15.0', async (node) => {
    const py39 = await check(node, [
      '--os',
      'linux',
      '--arch',
      'x64',
      '--glibc',
      '2.39',
      '--driver',
      'none',
      '--python',
      '3.9',
      '--torch',
      '2.15.0',
    ]);
    expect(errors(py39)).toEqual(['python-unsupported']);
    const intel = await check(node, [
      '--os',
      'macos',
      '--os-version',
      '15.5',
      '--arch',
      'x64',
      '--python',
      '3.12',
      '--torch',
      '2.15.0',
    ]);
    expect(errors(intel)).toEqual(['platform-unsupported']);
  });

  each('its unconfirmed macOS floor warns on macOS 13, never fails; MPS asks for macOS 15', async (node) => {
    const g = await check(node, [
      '--os',
      'macos',
      '--os-version',
      '13.6',
      '--arch',
      'arm64',
      '--python',
      '3.12',
      '--torch',
      '2.15.0',
    ]);
    expect(g.code).toBe(0);
    expect(ids(g)).toContain('warning macos-too-old');
  });
});
