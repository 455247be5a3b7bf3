// Every reproduction in the attack review (../shared/reviews/attack.md, B1–B27), run as the
// review ran it: the bundled CLI or the action from action.yml, in a scratch directory. Each must
// meet the bar: under 10 s of the run's own CPU time (not wall time, which a busy machine
// stretches), exit 0, 1 or 2, one clear line on a user mistake, no stack trace, no "internal
// error", no workflow command formed from user text, no secret.
// The bug-specific behaviour is asserted beside each case; other files hold narrower tests.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect } from 'vitest';
import { ACTION, DIST_CLI, ROOT, parseGithubOutput, perNode, type Node } from './run.js';

const each = perNode();
const G = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];
const NO_PY = ['--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];
const AG = { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.39', driver: 'none' };
/** The CPU time a replay may use; a run that hangs is killed at HARD_STOP_MS of wall time. */
const LIMIT_MS = 10_000;
const HARD_STOP_MS = 90_000;
const CPU_REPORT = join(__dirname, 'cpu-report.cjs');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  /** CPU time the run's process spent (its threads included); Infinity when it did not end by itself. */
  cpuMs: number;
  /** Everything else the run wrote: summary, outputs, report files. */
  files: string;
  outputs: Record<string, string>;
  summary: string;
}

let scratch = '';
const at = (...p: string[]): string => join(scratch, ...p);

function env(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(INPUT_|GITHUB_|RUNNER_|pythonLocation)/.test(k)) out[k] = v;
  return { ...out, ...extra };
}

/**
 * Spawns node with the CPU-time preload, and with a hard stop far past the limit, so a regression
 * is a failed assertion, not a hung suite.
 */
function spawnBounded(
  exe: string,
  args: string[],
  environment: NodeJS.ProcessEnv,
  cwd: string,
): Promise<Omit<Outcome, 'files' | 'outputs' | 'summary'>> {
  const cpuFile = join(mkdtempSync(join(tmpdir(), 'tp-cpu-')), 'cpu');
  return new Promise((res) => {
    const child = spawn(exe, ['-r', CPU_REPORT, ...args], {
      env: { ...environment, TP_TEST_CPU_FILE: cpuFile },
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: HARD_STOP_MS,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout.length < 4_000_000 ? (stdout += d) : undefined));
    child.stderr.on('data', (d) => (stderr.length < 4_000_000 ? (stderr += d) : undefined));
    child.on('close', (code, signal) => {
      let cpuMs = Infinity;
      try {
        cpuMs = Number(readFileSync(cpuFile, 'utf8')) / 1000;
      } catch {
        // killed, or it never got to exit: no figure
      }
      res({ code: code ?? (signal ? 128 : -1), stdout, stderr, cpuMs });
    });
  });
}

async function cli(node: Node, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Outcome> {
  const r = await spawnBounded(
    node.exe,
    ['--max-old-space-size=1024', DIST_CLI, ...args],
    env(opts.env ?? {}),
    opts.cwd ?? scratch,
  );
  return { ...r, files: '', outputs: {}, summary: '' };
}

async function action(
  node: Node,
  inputs: Record<string, string>,
  opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Outcome> {
  const dir = mkdtempSync(join(tmpdir(), 'tp-attack-run-'));
  const output = join(dir, 'github_output');
  const summary = join(dir, 'step_summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const e = env({
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    ...opts.env,
  });
  for (const [k, v] of Object.entries(ACTION.inputs))
    if (v.default !== undefined) e[`INPUT_${k.toUpperCase()}`] = v.default;
  for (const [k, v] of Object.entries(inputs)) e[`INPUT_${k.toUpperCase()}`] = v;
  const r = await spawnBounded(
    node.exe,
    ['--max-old-space-size=1024', join(ROOT, ACTION.runs.main)],
    e,
    opts.cwd ?? scratch,
  );
  const files = readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  return {
    ...r,
    files,
    outputs: parseGithubOutput(readFileSync(output, 'utf8')),
    summary: readFileSync(summary, 'utf8'),
  };
}

/** Workflow-command lines GitHub would act on: `::cmd` at a line start, `##[cmd]` anywhere. */
const commandLines = (stdout: string): string[] =>
  stdout.split(/\r?\n/).filter((l) => /^\s*::/.test(l) || l.includes('##['));

/** The bar every reproduction meets. `fromTool` lists workflow commands the action itself means to print. */
function meetsTheBar(r: Outcome, opts: { secret?: string; actionRun?: boolean } = {}): void {
  const all = `${r.stdout}\n${r.stderr}\n${r.files}`;
  expect(r.cpuMs, 'ends by itself within 10 s of CPU time').toBeLessThan(LIMIT_MS);
  expect([0, 1, 2], `exit code (stderr: ${r.stderr.slice(0, 300)})`).toContain(r.code);
  expect(all).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m); // no stack frame
  expect(all).not.toMatch(/internal error|RangeError|FATAL ERROR|please report this/i);
  // `::add-mask::` is how a secret reaches GitHub's masking: the runner consumes that line, unlogged.
  if (opts.secret)
    expect(
      all
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
    ).not.toContain(opts.secret);
  if (opts.actionRun) {
    // The action prints only workflow commands it means to, whose data is escaped (no raw newline).
    for (const line of commandLines(r.stdout))
      expect(line).toMatch(/^::(error|warning|notice|add-mask|debug|group|endgroup)( [^:]*)?::/);
  } else {
    expect(commandLines(r.stdout)).toEqual([]);
    expect(commandLines(r.stderr)).toEqual([]);
    if (r.code === 2) expect(r.stderr.trim().split('\n'), 'one clear line').toHaveLength(1);
  }
}

/** A process that runs: not gone, and not a zombie waiting for a reaper (PID 1 in a container may never reap). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function script(name: string, body: string): string {
  const path = at(name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

/** A 10-level YAML alias bomb (9^9 leaves), as in B4 and B20. */
function bomb(prefix: string, tail: string[]): string {
  const lines = [`${prefix}a0: &a0 [${Array(9).fill('"3.12"').join(',')}]`];
  for (let i = 1; i < 10; i++)
    lines.push(
      `${prefix}a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(',')}]`,
    );
  return [...lines, ...tail].join('\n') + '\n';
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'tp-attack-'));
  // B1
  mkdirSync(at('b1'));
  writeFileSync(
    at('b1/requirements.txt'),
    '--index-url https://__token__:${PRIVATE_TOKEN}@pypi.example.com/simple\ntorch==2.8.0\n',
  );
  // B5
  mkdirSync(at('b5'));
  symlinkSync('/dev/zero', at('b5/requirements-dev.txt'));
  execFileSync('mkfifo', [at('fifo')]);
  mkdirSync(at('b5s'));
  writeFileSync(at('b5s/ok.py'), 'import torch\n');
  symlinkSync('/dev/zero', at('b5s/evil.py'));
  execFileSync('mkfifo', [at('b5s/pipe.py')]);
  // B4, B20
  writeFileSync(
    at('bomb.yml'),
    bomb('x-', [
      'on: push',
      'jobs:',
      '  t:',
      '    runs-on: ubuntu-24.04',
      '    strategy:',
      '      matrix:',
      '        python-version: *a9',
      '    steps:',
      '      - run: echo',
    ]),
  );
  writeFileSync(at('cfgbomb.yaml'), bomb('', ['releases: []']));
  // B6: 50 MB of torch references in one file
  mkdirSync(at('b6'));
  writeFileSync(at('b6/one.py'), 'import torch\nx = [' + 'torch.ones(1),'.repeat(3_500_000) + ']\n');
  // B24: a 30,000-file -r chain
  mkdirSync(at('b24'));
  const n = 30_000;
  for (let i = 0; i < n; i++)
    writeFileSync(at('b24', `r${i}.txt`), i < n - 1 ? `-r r${i + 1}.txt\n` : 'torch==2.9.0\n');
  writeFileSync(at('b24/requirements.txt'), '-r r0.txt\n');
  // B8: 200,000 pixi dependencies
  mkdirSync(at('b8'));
  writeFileSync(
    at('b8/pixi.toml'),
    '[dependencies]\n' +
      Array.from({ length: 200_000 }, (_, i) => `pkg${i} = "*"\n`).join('') +
      'pytorch = "==2.0.0"\n',
  );
  // B9: 20,000 include entries
  const inc = Array.from(
    { length: 20_000 },
    (_, i) =>
      `          - python-version: "3.${i % 20}"\n            torch: "2.${i % 10}.0"\n            extra${i}: "v"\n`,
  ).join('');
  writeFileSync(
    at('inc.yml'),
    `on: push\njobs:\n  t:\n    runs-on: ubuntu-24.04\n    strategy:\n      matrix:\n        python-version: ["3.12"]\n        include:\n${inc}    steps:\n      - run: echo\n`,
  );
  // B7: a pin file whose name carries a newline and a workflow command
  mkdirSync(at('b7'));
  writeFileSync(at('b7', 'requirements-\n::error::pwned\n##[error]x.txt'), 'torch==2.8.0\n');
  writeFileSync(at('b7/requirements.txt'), '-r "requirements-\n::error::pwned\n##[error]x.txt"\n');
  // B16, B15, B26
  mkdirSync(at('b16'));
  writeFileSync(at('b16/requirements.txt'), 'torch==2.9.0\ntorch==2.8.0\n');
  mkdirSync(at('b15'));
  writeFileSync(
    at('b15/requirements.txt'),
    'torch @ https://download.pytorch.org/whl/cu121/torch-2.5.1%2Bcu121-cp312-cp312-linux_x86_64.whl\n',
  );
  mkdirSync(at('b26'));
  writeFileSync(at('b26/requirements.txt'), '-e git+https://github.com/pytorch/pytorch@v2.0.0#egg=torch\n');
  // B14: an interpreter path with a space
  mkdirSync(at('with space'));
  script('with space/python', 'exec python3 "$@"');
  // Probes: a flood (B2), a hang (B17), wrong types (B18), a signal (B25), not executable (B25)
  script('yes.sh', 'exec yes xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx');
  script('yeserr.sh', 'exec yes xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1>&2');
  script('hang.sh', `sleep 100000 & echo $! > "${at('hang.pid')}"; wait`);
  script(
    'wt.sh',
    'cat <<J\n{"marker": "torch-preflight-probe/1", "version": [3, 12, 0, "toString", "constructor"], "implementation": "constructor", "machine": "x86_64"}\nJ',
  );
  script('k9.sh', 'kill -9 $$');
  writeFileSync(at('noexec.sh'), '#!/bin/sh\n');
  // B27: a 100 MB requirements file at the merge base
  mkdirSync(at('g'));
  const git = (...a: string[]): void => void execFileSync('git', ['-C', at('g'), ...a], { stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'a@b');
  git('config', 'user.name', 'a');
  writeFileSync(at('g/requirements-big.txt'), 'torch==2.4.0\n' + `# ${'x'.repeat(98)}\n`.repeat(1_000_000));
  git('add', '.');
  git('commit', '-qm', 'base');
  git('checkout', '-qb', 'pr');
  writeFileSync(at('g/requirements-big.txt'), 'torch==2.8.0\n');
  git('commit', '-qam', 'pr');
}, 120_000);

describe('the attack review, every reproduction', () => {
  each('B1: credentials in index URLs are never printed, in any format, the action, or an error', async (node) => {
    const secretEnv = { PRIVATE_TOKEN: 'ghp_TOPSECRET0123456789' };
    for (const format of ['text', 'json', 'markdown', 'github', 'sarif']) {
      const r = await cli(node, ['check', ...G, '--format', format], { cwd: at('b1'), env: secretEnv });
      // --format github prints annotations on purpose; they follow the action's rules.
      meetsTheBar(r, { secret: 'ghp_TOPSECRET0123456789', actionRun: format === 'github' });
    }
    meetsTheBar(await cli(node, ['pins'], { cwd: at('b1'), env: secretEnv }), { secret: 'ghp_TOPSECRET0123456789' });
    const a = await action(node, { ...AG, requirements: 'requirements.txt' }, { cwd: at('b1'), env: secretEnv });
    meetsTheBar(a, { secret: 'ghp_TOPSECRET0123456789', actionRun: true });
    expect(a.stdout).toContain('::add-mask::');
    meetsTheBar(await action(node, { ...AG, 'index-url': 'https://user:s3cretpass@download.pytorch.org/whl/cu128' }), {
      secret: 's3cretpass',
      actionRun: true,
    });
    const bad = await cli(node, ['check', '--index-url', 'ftp://user:s3cretpass@host/whl/cu128', ...G]);
    meetsTheBar(bad, { secret: 's3cretpass' });
    expect(bad.code).toBe(2);
  });

  each('B5: FIFOs and devices are refused, never read', async (node) => {
    for (const r of [
      await cli(node, ['check', ...G], { cwd: at('b5') }),
      await cli(node, ['check', ...G, '--config', at('fifo')]),
      await cli(node, ['check', ...G, '--config', '/dev/zero']),
      await cli(node, ['matrix', '--workflow', at('fifo')]),
      await cli(node, ['matrix', '--workflow', '/dev/zero']),
    ]) {
      meetsTheBar(r);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/only regular files are read/);
    }
    const s = await cli(node, ['scan', 'b5s', '--torch', '2.9']);
    meetsTheBar(s);
    expect(s.stdout + s.stderr).toMatch(/evil\.py: is a character device/);
    expect(s.stdout + s.stderr).toMatch(/pipe\.py: is a FIFO/);
  });

  each('B4: an alias bomb in a workflow or a matrix is refused', async (node) => {
    const r = await cli(node, ['matrix', '--workflow', at('bomb.yml')]);
    meetsTheBar(r);
    expect(r.code).toBe(2);
    const m = await cli(node, [
      'matrix',
      '--matrix',
      readFileSync(at('bomb.yml'), 'utf8').split('on: push')[0] + 'python-version: *a9\n',
    ]);
    meetsTheBar(m);
    expect(m.code).toBe(2);
    meetsTheBar(await action(node, { workflow: at('bomb.yml') }), { actionRun: true });
  });

  each('B2: a probe that floods stdout or stderr is one line, exit 2', async (node) => {
    for (const exe of ['yes.sh', 'yeserr.sh']) {
      const r = await cli(node, ['check', ...NO_PY, '--python-path', at(exe)]);
      meetsTheBar(r);
      expect(r.code).toBe(2);
    }
    const a = await action(node, {
      os: 'linux',
      arch: 'x64',
      glibc: '2.39',
      driver: 'none',
      'python-path': at('yes.sh'),
    });
    meetsTheBar(a, { actionRun: true });
    expect(a.code).not.toBe(0);
  });

  each('B3, B12: a matrix GitHub would refuse is an error before it is expanded', async (node) => {
    const dims = (k: number): string =>
      JSON.stringify(
        Object.fromEntries(
          Array.from({ length: k }, (_, i) => [`d${i}`, Array.from({ length: 10 }, (_, j) => String(j))]),
        ),
      );
    for (const k of [10, 6, 3]) {
      const r = await cli(node, ['matrix', '--format', 'json', '--matrix', dims(k)]);
      meetsTheBar(r);
      expect(r.code).not.toBe(0);
      if (r.code === 1) expect(r.stdout).toMatch(/matrix-invalid/);
    }
    meetsTheBar(await action(node, { matrix: dims(10) }), { actionRun: true });
  });

  each('B6: a 50 MB source file is skipped with its reason', async (node) => {
    const r = await cli(node, ['scan', 'b6', '--torch', '2.9']);
    meetsTheBar(r);
    expect(r.stdout + r.stderr).toMatch(/skipped b6\/one\.py/);
  });

  each('B24: a 30,000-file -r chain ends within the limit', async (node) => {
    meetsTheBar(await cli(node, ['pins'], { cwd: at('b24') }));
  });

  each('B7: file names carrying newlines and workflow commands form none, in any format', async (node) => {
    for (const format of ['text', 'json', 'markdown', 'sarif'])
      meetsTheBar(await cli(node, ['check', ...G, '--format', format], { cwd: at('b7') }));
    meetsTheBar(await cli(node, ['pins'], { cwd: at('b7') }));
    meetsTheBar(await action(node, { ...AG, requirements: 'requirements.txt' }, { cwd: at('b7') }), {
      actionRun: true,
    });
  });

  each('B8, B9: huge TOML and include lists stay linear', async (node) => {
    meetsTheBar(await cli(node, ['pins'], { cwd: at('b8') }));
    meetsTheBar(await cli(node, ['matrix', '--workflow', at('inc.yml')]));
  });

  each(
    'B10, B11, B16, B22: nothing installs, no cell runs, conflicting pins, an empty glob: never a pass',
    async (node) => {
      for (const python of ['2.7', '3.99']) {
        const r = await cli(node, [
          'check',
          '--python',
          python,
          '--os',
          'linux',
          '--arch',
          'x64',
          '--glibc',
          '2.39',
          '--driver',
          'none',
        ]);
        meetsTheBar(r);
        expect(r.code).toBe(1);
      }
      const none = await cli(node, ['matrix', '--matrix', '{"python-version": ["2.7"], "os": ["ubuntu-24.04"]}']);
      meetsTheBar(none);
      expect(none.code).not.toBe(0);
      const empty = await cli(node, ['matrix', '--matrix', '{"python-version": ["3.12"], "exclude": [{}]}']);
      meetsTheBar(empty);
      expect(empty.code).not.toBe(0);
      const pins = await cli(node, ['check', ...G], { cwd: at('b16') });
      meetsTheBar(pins);
      expect(pins.code).toBe(1);
      const glob = await cli(node, ['scan', 'nope/**/*.py', '--torch', '2.9']);
      meetsTheBar(glob);
      expect(glob.code).toBe(2);
    },
  );

  each('B13: with matrix set, the check inputs are said to be ignored', async (node) => {
    const a = await action(node, { matrix: '{"python-version": ["3.12"]}', 'torch-version': '2.8.0', scan: 'src' });
    meetsTheBar(a, { actionRun: true });
    expect(a.stdout).toMatch(/input-ignored|ignored/);
  });

  each('B14: an interpreter path with a space is one argument', async (node) => {
    const r = await cli(node, ['check', ...NO_PY, '--python-path', at('with space/python')]);
    meetsTheBar(r);
    expect(r.stdout).toMatch(/Python 3\.\d+/);
    meetsTheBar(
      await action(node, {
        os: 'linux',
        arch: 'x64',
        glibc: '2.39',
        driver: 'none',
        'python-path': at('with space/python'),
      }),
      { actionRun: true },
    );
  });

  each('B15, B26: a direct wheel URL and an editable VCS torch are read as what they are', async (node) => {
    const wheel = await cli(node, ['check', ...G], { cwd: at('b15') });
    meetsTheBar(wheel);
    expect(wheel.stdout).not.toMatch(/variant-mismatch/);
    const vcs = await cli(node, ['check', ...G], { cwd: at('b26') });
    meetsTheBar(vcs);
    expect(vcs.stdout).not.toMatch(/^torch-preflight: PASS/);
  });

  each('B17: a timed-out probe is killed with its children', async (node) => {
    const r = await cli(node, ['check', ...NO_PY, '--python-path', at('hang.sh')], {
      env: { TORCH_PREFLIGHT_PROBE_TIMEOUT_MS: '500' },
    });
    meetsTheBar(r);
    expect(r.code).toBe(2);
    const pid = Number(readFileSync(at('hang.pid'), 'utf8'));
    await new Promise((res) => setTimeout(res, 200));
    expect(alive(pid), 'the grandchild sleep is gone').toBe(false);
  });

  each('B18, B25: odd probe answers and odd interpreters are one clear line', async (node) => {
    const wt = await cli(node, ['check', ...NO_PY, '--python-path', at('wt.sh')]);
    meetsTheBar(wt);
    expect(wt.stdout + wt.stderr).not.toMatch(/function|\[object Object\]|Infinity/);
    for (const [exe, words] of [
      ['k9.sh', /killed by SIGKILL|signal/],
      ['noexec.sh', /not executable|permission/i],
      ['b5', /directory/],
    ] as const) {
      const r = await cli(node, ['check', ...NO_PY, '--python-path', at(exe)]);
      meetsTheBar(r);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(words);
      expect(r.stderr).not.toMatch(/code null|was not found/);
    }
  });

  each('B19: words that name Object.prototype members are unknown values', async (node) => {
    for (const args of [
      ['check', ...G, '--arch', 'constructor', '--torch', '2.8.0'],
      ['check', '--python', '3.12', '--os', 'constructor', '--arch', 'x64'],
      ['matrix', '--matrix', '{"py":["3.12"],"pt":["2.9.0"]}', '--matrix-keys', 'torch=constructor'],
    ]) {
      const r = await cli(node, args);
      meetsTheBar(r);
      expect(r.code).toBe(2);
    }
  });

  each(
    'B20: an alias bomb in --config and a directory as report-path are user errors naming the file',
    async (node) => {
      const r = await cli(node, ['check', ...G, '--config', at('cfgbomb.yaml')]);
      meetsTheBar(r);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('cfgbomb.yaml');
      const a = await action(node, { ...AG, 'report-path': tmpdir() });
      meetsTheBar(a, { actionRun: true });
      expect(a.stdout).toMatch(/::error::.*report/);
    },
  );

  each('B21: Markdown in a matrix value renders as text in the summary', async (node) => {
    const a = await action(node, { matrix: '{"os":["![t](https://evil.example/x.png)"],"python-version":["3.12"]}' });
    meetsTheBar(a, { actionRun: true });
    expect(a.summary).toContain('evil.example');
    expect(a.summary).not.toContain('![t](https://evil.example/x.png)');
  });

  each('B23: control characters in an unknown flag are shown, not sent to the terminal', async (node) => {
    const r = await cli(node, ['check', '--\x1b]0;pwned\x07']);
    meetsTheBar(r);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/[\x07\x1b]/);
  });

  each('B27: a merge-base blob over the cap is refused before it is buffered', async (node) => {
    const r = await cli(node, ['check', ...G, '--base', 'main'], { cwd: at('g') });
    meetsTheBar(r);
    expect(r.stdout + r.stderr).toMatch(/requirements-big\.txt/);
  });
});
