// The built action and CLI in dist/, run as GitHub and a user run them: inputs, outputs, summary,
// exit codes; dist/ is self-contained.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { commands, DIST_CLI, fakeInterpreter, hasPypy, perNode, runAction, runCli } from './run.js';

const each = perNode();

const FIXED = { os: 'linux', arch: 'x64', glibc: '2.35', driver: 'none' };

describe('the action, run as GitHub runs it', () => {
  each('fails torch 2.9.0 on Python 3.9 with an annotation, outputs, report and summary', async (node) => {
    const r = await runAction(node, { 'torch-version': '2.9.0', 'python-version': '3.9', ...FIXED });
    expect(r.code).toBe(1);
    const cmds = commands(r.stdout);
    expect(cmds).toContainEqual(
      expect.stringMatching(
        /^::error title=torch-preflight python-unsupported::torch 2\.9\.0 has no wheels for Python 3\.9 .*Python 3\.10/,
      ),
    );
    expect(r.outputs).toMatchObject({ verdict: 'fail', errors: '1', 'torch-version': '' });
    const report = JSON.parse(readFileSync(r.outputs['report-path'] as string, 'utf8'));
    expect(report).toMatchObject({ schemaVersion: 1, verdict: 'fail' });
    expect(JSON.parse(r.outputs.findings as string)[0].id).toBe('python-unsupported');
    expect(r.summary).toMatch(/❌ torch-preflight: fail/);
    expect(r.stderr).toBe('');
  });

  each('passes torch 2.8.0 and recommends the CPU index on a runner without a GPU', async (node) => {
    const r = await runAction(node, { 'torch-version': '2.8.0', 'python-version': '3.12', ...FIXED });
    expect(r.code).toBe(0);
    expect(r.outputs).toMatchObject({
      verdict: 'pass',
      errors: '0',
      warnings: '0',
      'torch-version': '2.8.0',
      'index-url': 'https://download.pytorch.org/whl/cpu',
    });
    expect(commands(r.stdout)).toContainEqual(
      expect.stringMatching(/^::notice title=torch-preflight cuda-without-gpu::/),
    );
  });

  each('recommends cu126 for a Pascal GPU that cu128 lacks', async (node) => {
    const r = await runAction(node, {
      'torch-version': '2.8.0',
      'index-url': 'https://download.pytorch.org/whl/cu128',
      'python-version': '3.12',
      os: 'linux',
      arch: 'x64',
      glibc: '2.35',
      driver: '570.124.06',
      gpu: 'sm_61',
    });
    expect(r.code).toBe(1);
    expect(r.outputs['index-url']).toBe('https://download.pytorch.org/whl/cu126');
    expect(commands(r.stdout)).toContainEqual(
      expect.stringMatching(/^::error title=torch-preflight gpu-unsupported::/),
    );
  });

  each('probes the real python3 through python-path', async (node) => {
    const r = await runAction(node, { 'torch-version': '2.8.0', 'python-path': 'python3', driver: 'none' });
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(r.outputs['report-path'] as string, 'utf8')).environment.python.provenance).toBe(
      'probed',
    );
  });

  each('fail-on never and warning', async (node) => {
    const never = await runAction(node, {
      'torch-version': '2.9.0',
      'python-version': '3.9',
      'fail-on': 'never',
      ...FIXED,
    });
    expect(never.code).toBe(0);
    expect(never.outputs.verdict).toBe('fail');
    const warning = await runAction(node, {
      'torch-version': '2.9.0',
      'index-url': 'cu130',
      'python-version': '3.12',
      'fail-on': 'warning',
      ...FIXED,
      // An experimental CUDA build warns where it would run (without a GPU it is only cuda-without-gpu).
      driver: '580.65.06',
      gpu: '8.6',
    });
    expect(warning.code).toBe(1);
    expect(warning.outputs.verdict).toBe('warn');
  });

  each('bad input fails the step with one ::error and no stack trace, summary written', async (node) => {
    const r = await runAction(node, { 'torch-version': 'garbage', 'python-version': '3.12', ...FIXED });
    expect(r.code).toBe(1);
    expect(commands(r.stdout)).toEqual([
      expect.stringMatching(/^::error::torch-preflight: torch version "garbage" is not a PEP 440 version/),
    ]);
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
    expect(r.summary).toMatch(/could not run/);
  });

  each('garbage in every input is refused clearly', async (node) => {
    for (const [input, value, msg] of [
      ['python-version', 'three', /Python version "three"/],
      ['index-url', 'not a url', /index URL "not a url"/],
      ['fail-on', 'maybe', /input fail-on "maybe"/],
      ['summary', 'perhaps', /input summary is "perhaps"/],
      ['gpu', 'rtx4090', /GPU "rtx4090"/],
      ['driver', 'new', /NVIDIA driver "new"/],
      ['config', '/nonexistent.yml', /nonexistent.yml: file not found/],
      ['config', 'package.json', /package\.json: \(top level\): Unrecognized keys/],
      ['os', 'solaris', /OS "solaris" is not understood/],
      ['arch', 'sparc', /arch "sparc" is not understood/],
      ['glibc', 'new', /glibc "new" is not a version/],
      ['os-version', 'ventura', /OS version "ventura" is not a version/],
      ['torchvision-version', '0.2x', /torchvision specifier "0\.2x"/],
      ['torchaudio-version', '>>2', /torchaudio specifier ">>2"/],
      ['annotations', 'maybe', /input annotations is "maybe"/],
      ['report-path', tmpdir(), /report-path ".*": is a directory; name a file/],
    ] as const) {
      const r = await runAction(node, { 'python-version': '3.12', ...FIXED, [input]: value });
      expect(r.code, input).toBe(1);
      expect(commands(r.stdout), input).toEqual([expect.stringMatching(msg)]);
    }
  });

  each('user text with ::, % and newlines never forms a workflow command', async (node) => {
    const r = await runAction(node, {
      'torch-version': '2.9.0\n::add-mask::leak\n%0A::warning::x',
      'python-version': '3.12',
      ...FIXED,
    });
    const cmds = commands(r.stdout);
    expect(cmds).toHaveLength(1);
    expect(cmds[0]).toMatch(/^::error::/);
    // The text is folded onto one line and %-escaped: it stays data inside the one command.
    expect(cmds[0]).toContain('::add-mask::leak');
    expect(cmds[0]).toContain('%250A::warning::x');
  });

  each('a hanging interpreter is reported, not trusted', async (node) => {
    const exe = fakeInterpreter('sleep 300');
    const r = await runAction(node, { 'python-path': exe, ...FIXED }, { TORCH_PREFLIGHT_PROBE_TIMEOUT_MS: '800' });
    expect(r.code).toBe(1);
    expect(commands(r.stdout)).toEqual([
      expect.stringMatching(/^::error::torch-preflight: the Python interpreter .* hung/),
    ]);
    expect(r.ms, 'far sooner than the 300 s the interpreter sleeps: it was not waited for').toBeLessThan(100_000);
  });

  each('annotations: false emits none; summary: false writes none', async (node) => {
    const r = await runAction(node, {
      'torch-version': '2.9.0',
      'python-version': '3.9',
      annotations: 'false',
      summary: 'false',
      ...FIXED,
    });
    expect(r.code).toBe(1);
    expect(commands(r.stdout)).toEqual([]);
    expect(r.summary).toBe('');
  });
});

describe('the CLI, run as a user runs it', () => {
  each('checks this machine with the real python3', async (node) => {
    const r = await runCli(node, ['check', '--torch', '2.8.0', '--driver', 'none']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^torch-preflight: (PASS|WARN)/);
    expect(r.stdout).toMatch(/Python 3\.\d+\.\d+/);
  });

  each('PyPy (a real second interpreter) cannot install torch', async (node) => {
    if (!hasPypy()) {
      expect(process.env.CI, 'CI must install pypy3 (.ci/run does)').not.toBe('true');
      return;
    }
    const r = await runCli(node, [
      'check',
      '--torch',
      '2.4.0',
      '--python-path',
      'pypy3',
      '--driver',
      'none',
      '--format',
      'json',
    ]);
    expect(r.code).toBe(1);
    const j = JSON.parse(r.stdout);
    expect(j.environment.python.implementation).toBe('pypy');
    expect(j.findings.map((f: { id: string }) => f.id)).toContain('python-implementation');
  });

  each('unusable input is exit 2 with one line', async (node) => {
    for (const args of [
      ['check', '--torch', '==='],
      ['check', '--python-path', '/nonexistent/py'],
      ['check', '--python-path', fakeInterpreter('echo not json')],
      ['nonsense'],
    ]) {
      const r = await runCli(node, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stdout).toBe('');
    }
  });

  each('a hanging interpreter is exit 2 within the timeout', async (node) => {
    const r = await runCli(node, ['check', '--python-path', fakeInterpreter('sleep 300')], {
      TORCH_PREFLIGHT_PROBE_TIMEOUT_MS: '800',
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/hung: .* did not answer within 0\.8 s/);
    expect(r.ms, 'far sooner than the 300 s the interpreter sleeps: it was not waited for').toBeLessThan(100_000);
  });

  each('a reader that closes the pipe early ends the output quietly', async (node) => {
    // Megabytes of JSON, more than the pipe holds, so the CLI is still writing when it closes.
    const matrix = JSON.stringify({
      python: ['3.9', '3.10', '3.11', '3.12', '3.13', '3.14'],
      torch: ['2.4.1', '2.5.1', '2.6.0', '2.7.1', '2.8.0', '2.9.0'],
      os: ['ubuntu-24.04', 'macos-15', 'windows-2025', 'ubuntu-24.04-arm'],
      'index-url': ['cpu', 'cu126', 'cu128', 'pypi'],
    });
    const r = await new Promise<{ code: number | null; stderr: string }>((res) => {
      const child = spawn(
        node.exe,
        [DIST_CLI, 'matrix', '--matrix', matrix, '--format', 'json', '--fail-on', 'never'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      child.stdout.once('data', () => child.stdout.destroy());
      child.on('close', (code) => res({ code, stderr }));
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  each('a reader slower than the CLI still gets the whole report', async (node) => {
    // The catalog's JSON (about 300 KB) is more than a pipe holds: node queues the rest, and
    // exiting on a timer cut it at 64 KB when the reader paused for a second.
    const r = await new Promise<{ code: number | null; out: string }>((res) => {
      const child = spawn(node.exe, [DIST_CLI, 'catalog', '--format', 'json'], { stdio: ['ignore', 'pipe', 'ignore'] });
      const chunks: Buffer[] = [];
      child.stdout.pause();
      setTimeout(() => {
        child.stdout.on('data', (d: Buffer) => chunks.push(d));
        child.stdout.resume();
      }, 1000);
      child.on('close', (code) => res({ code, out: Buffer.concat(chunks).toString('utf8') }));
    });
    expect(r.code).toBe(0);
    expect(r.out.length).toBeGreaterThan(128 * 1024);
    expect(JSON.parse(r.out)).toHaveProperty('releases');
  });

  each('formats: json, sarif, markdown, github', async (node) => {
    const args = [
      'check',
      '--torch',
      '2.9.0',
      '--python',
      '3.9',
      '--os',
      'linux',
      '--arch',
      'x64',
      '--glibc',
      '2.35',
      '--driver',
      'none',
    ];
    expect(JSON.parse((await runCli(node, [...args, '--format', 'json'])).stdout).verdict).toBe('fail');
    expect(JSON.parse((await runCli(node, [...args, '--format', 'sarif'])).stdout).version).toBe('2.1.0');
    expect((await runCli(node, [...args, '--format', 'markdown'])).stdout).toMatch(/^## ❌ torch-preflight: fail/);
    expect(commands((await runCli(node, [...args, '--format', 'github'])).stdout)[0]).toMatch(
      /^::error title=torch-preflight python-unsupported::/,
    );
  });
});

describe('dist/', () => {
  it('is self-contained: runs with no node_modules around it', async () => {
    // dist/ imports only node: built-ins and its own chunks.
    const { readdirSync } = await import('node:fs');
    const { builtinModules } = await import('node:module');
    const files = [
      'dist/index.js',
      'dist/cli.cjs',
      'dist/cli-run.js',
      ...readdirSync('dist/chunks')
        .filter((f) => f.endsWith('.js'))
        .map((f) => `dist/chunks/${f}`),
    ];
    for (const f of files) {
      const src = readFileSync(f, 'utf8');
      const imports = [
        ...src.matchAll(/(?:^|[;\s])(?:import|export)\s*(?:[^'"]*?from\s*)?["']([^"']+)["']/g),
        // The CommonJS bin's require() and import() calls.
        ...src.matchAll(/\b(?:require|import)\(\s*["']([^"']+)["']\s*\)/g),
      ].map((m) => m[1] as string);
      for (const i of imports)
        expect(
          i.startsWith('node:') || builtinModules.includes(i) || i.startsWith('./') || i.startsWith('../'),
          `${f} imports ${i}`,
        ).toBe(true);
    }
    expect(existsSync('dist/package.json')).toBe(true);
  });
});
