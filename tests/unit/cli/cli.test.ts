// The CLI's flags, help and exit codes, run in process.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import { VERSION } from '../../../src/core/version.js';
import { FINDING_IDS } from '../../../src/core/finding.js';

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: process.cwd(),
    env: { ...process.env },
  };
  const code = await main(argv, io);
  return { code, stdout, stderr };
}

const GIVEN = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.35', '--driver', 'none'];

describe('CLI', () => {
  it('prints help and version', async () => {
    expect((await cli('--help')).stdout).toMatch(/Usage: torch-preflight <command>/);
    expect((await cli('check', '--help')).stdout).toMatch(/--fail-on error\|warning\|never/);
    expect((await cli('--version')).stdout.trim()).toBe(VERSION);
  });

  it.each([
    [['check', ...GIVEN], 'check', 'text, json, markdown, sarif or github'],
    [['pins', 'tests/fixtures/pins/everyvoice/requirements.torch.txt'], 'pins', 'text or json'],
    [['matrix', '--matrix', '{"python": ["3.12"]}'], 'matrix', 'text, json, markdown, sarif or github'],
    [['scan', 'tests/fixtures/scan/traps.py', '--torch', '2.9'], 'scan', 'text, json, markdown, sarif or github'],
    [['catalog'], 'catalog', 'text or json'],
  ])('%j: an unknown --format is one line, in the same words for every command', async (argv, command, allowed) => {
    const r = await cli(...argv, '--format', 'yaml');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`torch-preflight: ${command}: --format "yaml" is not known; expected ${allowed}\n`);
  });

  it('the version is the package version', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).version).toBe(VERSION);
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['check', '--torch', 'garbage'], /torch version "garbage" is not a PEP 440 version/],
    [['check', '--torch'], /flag --torch needs a value/],
    [['check', '--bogus'], /unknown flag --bogus/],
    [['check', '--index-url', 'not a url', ...GIVEN], /index URL "not a url" is not a URL/],
    [['check', '--python', 'three'], /Python version "three" is not understood/],
    [['check', '--os', 'plan9', '--python', '3.12'], /OS "plan9" is not understood/],
    [['check', '--arch', 'mips', '--python', '3.12'], /arch "mips" is not understood/],
    [['check', '--glibc', '2.x', '--python', '3.12'], /glibc "2.x" is not a version/],
    [['check', '--gpu', 'rtx', '--python', '3.12'], /GPU "rtx" is not a compute capability/],
    [['check', '--format', 'xml', ...GIVEN], /--format "xml" is not known/],
    [['check', '--fail-on', 'sometimes', ...GIVEN], /--fail-on "sometimes" is not known/],
    [['check', '--python-path', '/nonexistent/python'], /\/nonexistent\/python was not found/],
    [['check', '--config', '/nonexistent/rules.yml', ...GIVEN], /rules.yml: file not found/],
    [['explain', 'no-such-id'], /is not a finding id/],
    [['catalog', '--torch', '9.9'], /torch 9\.9 is not in the catalog/],
  ])('%j is exit 2 with one line', async (argv, msg) => {
    const r = await cli(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('exit codes follow --fail-on', async () => {
    const fail = ['check', '--torch', '2.9.0', ...GIVEN.map((a) => (a === '3.12' ? '3.9' : a))];
    expect((await cli(...fail)).code).toBe(1);
    expect((await cli(...fail, '--fail-on', 'never')).code).toBe(0);
    // cu130 is experimental in 2.9: a warning where its GPU is (an H100 on a 580 driver).
    const warn = [
      'check',
      '--torch',
      '2.9.0',
      '--index-url',
      'https://download.pytorch.org/whl/cu130',
      ...GIVEN.slice(0, -2),
      '--driver',
      '580.82.07',
      '--gpu',
      '9.0',
    ];
    expect((await cli(...warn)).code).toBe(0);
    expect((await cli(...warn, '--fail-on', 'warning')).code).toBe(1);
  });

  it('JSON report has the DESIGN.md shape', async () => {
    const r = await cli('check', '--torch', '2.8.0', '--format', 'json', ...GIVEN);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ schemaVersion: 1, verdict: 'pass', resolution: { version: '2.8.0', variant: 'cu128' } });
    expect(Object.keys(j)).toEqual(['schemaVersion', 'verdict', 'environment', 'request', 'resolution', 'findings']);
    for (const f of j.findings)
      expect(Object.keys(f)).toEqual(expect.arrayContaining(['id', 'severity', 'message', 'hint', 'source']));
  });

  it('explains every finding id', async () => {
    for (const id of FINDING_IDS) {
      const r = await cli('explain', id);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Why: .+\n\nFix: .+/);
    }
  });

  it('the catalog table names each build once and keeps its columns aligned (newcomer 14)', async () => {
    const lines = (await cli('catalog')).stdout.trimEnd().split('\n');
    const col = lines[0]!.indexOf('PyPI default');
    for (const l of lines.slice(1)) {
      expect(l.indexOf('pypi/linux-x64'), l).toBe(col);
      const names = l
        .slice(l.indexOf('pypi/linux-x64') + 22)
        .trim()
        .split(' ')
        .map((b) => b.replace(/\(.\)|\*/g, ''));
      expect(new Set(names).size, l).toBe(names.length);
    }
    expect(lines.find((l) => l.startsWith('2.12 '))).toContain('cu129(e)*');
  });

  it('lists the catalog and one release with sources', async () => {
    const all = await cli('catalog');
    expect(all.stdout).toMatch(/^2\.8 /m);
    const one = await cli('catalog', '--torch', '2.8.0');
    expect(one.stdout).toMatch(/Python: 3\.9 to 3\.13/);
    expect(one.stdout).toMatch(/cu126 +stable/);
    expect(one.stdout).not.toMatch(/also torch/);
    // Companion releases that declare a torch range are listed with the releases they fit.
    const recent = await cli('catalog', '--torch', '2.14');
    expect(recent.stdout).toMatch(/^ {2}also torchvision 0\.29\.2 \(torch>=2\.14\) \(uncertain\)/m);
    expect(recent.stdout).toMatch(/^ {2}also torchaudio 2\.11\.1 \(torch>=2\.11\)/m);
  });

  it('a config file overrides a release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-config-'));
    const cfg = join(dir, 'rules.yml');
    const base = JSON.parse((await cli('catalog', '--torch', '2.8', '--format', 'json')).stdout);
    base.python.min = '3.11';
    base.python.source = 'our own test build';
    writeFileSync(cfg, `releases:\n  - ${JSON.stringify(base)}\n`);
    const r = await cli('check', '--torch', '2.8.0', '--config', cfg, ...GIVEN.map((a) => (a === '3.12' ? '3.10' : a)));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/supports Python 3\.11 to 3\.13/);
    expect(r.stdout).toMatch(/source: our own test build/);
  });

  it.each([
    ['releases: [{ torch: "2.8" }]', /rules\.yml: releases\[0\]\.patches: /],
    ['releases:\n  - torch: 2.8\n  bad indent: [', /rules\.yml:\d+:\d+: not valid YAML/],
    ['unknownKey: 1', /rules\.yml: \(top level\): Unrecognized key/],
    ['cudaToolkits: [{ variant: cu999, cuda: "9.9", driver: { linux: "1" } }]', /cudaToolkits\[0\]\.source/],
  ])('an invalid rules file is exit 2 naming file and field: %s', async (text, msg) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-badcfg-'));
    const cfg = join(dir, 'rules.yml');
    writeFileSync(cfg, text);
    const r = await cli('check', '--config', cfg, ...GIVEN);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(msg);
  });
});

describe('exact data on stdout (scan --diff)', () => {
  it('leaves as it is unless it holds a runner command or a secret', async () => {
    const { exactIsSafe } = await import('../../../src/cli/io.js');
    expect(exactIsSafe('--- a/m.py\r\n+y = 1\r\n')).toBe(true);
    expect(exactIsSafe(' x = "##[error]boom"\n')).toBe(false);
    expect(exactIsSafe('+u = "https://user:hunter2@example.org/simple"\n')).toBe(false);
  });
});
