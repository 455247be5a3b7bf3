// Every reproduction of the third attack review (../shared/reviews/2026-11-28/attack.md, R1–R11,
// the symlinked local action and two of "Also seen"), run as the review ran it: the bundled CLI
// or the action from action.yml, in a scratch directory, against hostile index servers on
// 127.0.0.1 only. A hang is caught by killing the child well inside the test timeout (exit 128 is
// then a failed assertion), never by a bound in seconds on a passing run.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION, DIST_CLI, ROOT, parseGithubOutput, perNode, type Node } from './run.js';

const each = perNode();
const G = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];
const KILL_MS = 100_000;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
  summary: string;
  outputs: Record<string, string>;
}

/** The environment without the outer run's GitHub, runner, proxy or pip settings. */
function cleanEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^(INPUT_|GITHUB_|RUNNER_|pythonLocation|PIP_|https?_proxy|HTTPS?_PROXY|NO_PROXY|no_proxy)/.test(k))
      out[k] = v;
  return { ...out, ...extra };
}

function spawnBounded(exe: string, args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  return new Promise<Omit<Outcome, 'summary' | 'outputs'>>((res) => {
    const t0 = Date.now();
    const child = spawn(exe, args, {
      env,
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: KILL_MS,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout.length < 8_000_000 ? (stdout += d) : undefined));
    child.stderr.on('data', (d) => (stderr.length < 8_000_000 ? (stderr += d) : undefined));
    child.on('close', (code, signal) =>
      res({ code: code ?? (signal ? 128 : -1), stdout, stderr, ms: Date.now() - t0 }),
    );
  });
}

/** A scratch directory with its own cache, .netrc and home: nothing of the outer user's is read. */
function scratch(): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(join(tmpdir(), 'tp-attack3-'));
  mkdirSync(join(dir, '.home'));
  return {
    dir,
    env: { TORCH_PREFLIGHT_CACHE: join(dir, '.cache'), NETRC: join(dir, '.netrc'), HOME: join(dir, '.home') },
  };
}

async function cli(
  node: Node,
  s: { dir: string; env: NodeJS.ProcessEnv },
  args: string[],
  env: NodeJS.ProcessEnv = {},
) {
  const r = await spawnBounded(node.exe, [DIST_CLI, ...args], cleanEnv({ ...s.env, ...env }), s.dir);
  return { ...r, summary: '', outputs: {} };
}

async function action(
  node: Node,
  s: { dir: string; env: NodeJS.ProcessEnv },
  inputs: Record<string, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<Outcome> {
  const run = mkdtempSync(join(tmpdir(), 'tp-attack3-run-'));
  const output = join(run, 'github_output');
  const summary = join(run, 'step_summary');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const e = cleanEnv({
    ...s.env,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: run,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: s.dir,
    ...env,
  });
  for (const [k, v] of Object.entries(ACTION.inputs))
    if (v.default !== undefined) e[`INPUT_${k.toUpperCase()}`] = v.default;
  for (const [k, v] of Object.entries(inputs)) e[`INPUT_${k.toUpperCase()}`] = v;
  const r = await spawnBounded(node.exe, [join(ROOT, ACTION.runs.main)], e, s.dir);
  return { ...r, outputs: parseGithubOutput(readFileSync(output, 'utf8')), summary: readFileSync(summary, 'utf8') };
}

/** The hostile index: each request's path and Authorization are logged; the path picks the answer. */
const seen: { url: string; auth?: string | undefined }[] = [];
let server: Server;
let port = 0;
let base = '';
const PAGE = readFileSync(join(ROOT, 'tests/fixtures/indexes-2.16/pypi/torch.json'), 'utf8');
const UNCLOSED = `<html>${'<a href="x"'.repeat(3000)}`;

function route(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  seen.push({ url, auth: req.headers.authorization });
  if (url.startsWith('/unclosed/')) {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(UNCLOSED);
    return;
  }
  if (url.startsWith('/unclosed-big/')) {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html>${'<a href="x"'.repeat(300_000)}`);
    return;
  }
  if (url.includes('/torch/') && (url.startsWith('/simple') || url.startsWith('/attacker'))) {
    res.writeHead(200, { 'content-type': 'application/vnd.pypi.simple.v1+json' });
    res.end(PAGE);
    return;
  }
  res.writeHead(404);
  res.end('not here');
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
});

const notices = (out: string) => out.split('\n').filter((l) => /online-fallback/.test(l));

describe('attack round 3: the online reads', () => {
  each('R1: a page of 3,000 unclosed anchors ends as one notice, whoever names the index', async (node) => {
    const s = scratch();
    writeFileSync(join(s.dir, 'requirements.txt'), `--extra-index-url ${base}/unclosed\ntorch==2.8.0\n`);
    // As the review ran it: the pull request's file names the index.
    const fromFile = await cli(node, s, ['check', ...G, '--online', '--online-timeout', '2']);
    expect([0, 1]).toContain(fromFile.code);
    // Named on the command line, so it is asked and its page parsed: 3,000 and 300,000 anchors.
    for (const path of ['unclosed', 'unclosed-big']) {
      seen.length = 0;
      const r = await cli(node, s, [
        'check',
        ...G,
        '--online',
        '--online-timeout',
        '2',
        '--extra-index-url',
        `${base}/${path}`,
      ]);
      expect([0, 1], r.stderr).toContain(r.code);
      expect(seen.map((x) => x.url)).toContain(`/${path}/torch/`);
      expect(r.stdout).toContain(`${base}/${path}/torch/ lists no torch wheel`);
    }
  });

  each('R3: 3,000 index lines in a pull request: no scan of the network, no per-host verdict', async (node) => {
    const s = scratch();
    const lines = Array.from({ length: 3000 }, (_, i) => `--extra-index-url ${base}/i${i}/`);
    writeFileSync(
      join(s.dir, 'requirements.txt'),
      `torch==2.8.0\n--extra-index-url http://127.0.0.1:1/closed/\n${lines.join('\n')}\n`,
    );
    seen.length = 0;
    const r = await cli(node, s, ['check', ...G, '--online']);
    expect([0, 1]).toContain(r.code);
    expect(seen).toEqual([]);
    expect(r.stdout).not.toMatch(/ECONNREFUSED|HTTP 404|no answer within/);
    expect(notices(r.stdout).length).toBeLessThanOrEqual(2);
    // The action on a pull request: the same, and the summary names them without a verdict per host.
    const a = await action(
      node,
      s,
      { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.39', driver: 'none', online: 'true' },
      {
        GITHUB_EVENT_NAME: 'pull_request',
      },
    );
    expect([0, 1]).toContain(a.code);
    expect(seen).toEqual([]);
    expect(a.stdout + a.summary).not.toMatch(/ECONNREFUSED|HTTP 404/);
    // With the host named on the command line, the file's indexes on it may be asked: at most 8.
    const vouched = await cli(node, s, ['check', ...G, '--online', '--extra-index-url', `${base}/i0/`]);
    expect([0, 1]).toContain(vouched.code);
    expect(seen.length).toBeLessThanOrEqual(8);
    expect(vouched.stdout).not.toMatch(/ECONNREFUSED|HTTP 404/);
    expect(vouched.stdout).toMatch(/at most 8 indexes are asked in one check/);
  });

  each('R10: the .netrc default login is never sent, not even to a host the command line names', async (node) => {
    const s = scratch();
    writeFileSync(join(s.dir, '.netrc'), 'default login ci-bot password NETRC_SECRET_PW\n');
    writeFileSync(join(s.dir, 'requirements.txt'), `torch==2.8.0\n--extra-index-url ${base}/attacker/\n`);
    seen.length = 0;
    await cli(node, s, ['check', ...G, '--online']);
    await cli(node, s, ['check', ...G, '--online', '--extra-index-url', `${base}/attacker/`]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((x) => x.auth === undefined)).toBe(true);
  });

  each('R2: a cache entry dated in the future is a miss: the index is asked again', async (node) => {
    const s = scratch();
    const args = ['check', ...G, '--online', '--index-url', `${base}/simple`, '--torch', '>=2.8'];
    await cli(node, s, args);
    const dir = join(s.dir, '.cache');
    const entry = join(
      dir,
      readdirSync(dir).find((f) => f.startsWith('index-'))!,
    );
    const doc = JSON.parse(readFileSync(entry, 'utf8')) as { files: { filename: string }[] };
    writeFileSync(
      entry,
      JSON.stringify({
        ...doc,
        fetchedAt: '2999-01-01T00:00:00.000Z',
        files: [{ filename: 'torch-2.99.0-cp312-cp312-manylinux_2_28_x86_64.whl' }],
      }),
    );
    seen.length = 0;
    const r = await cli(node, s, args);
    expect(seen.map((x) => x.url)).toEqual(['/simple/torch/']);
    expect(r.stdout).not.toMatch(/2\.99\.0|cached just now/);
  });

  each('R9: an index URL with a query is asked as pip asks it, and the query is never printed', async (node) => {
    const s = scratch();
    seen.length = 0;
    const r = await cli(node, s, [
      'check',
      ...G,
      '--online',
      '--index-url',
      `${base}/simple?token=QTOKEN`,
      '--torch',
      '2.16.0',
    ]);
    // pip joins the project onto the URL's text (posixpath.join in pip's search_scope.py), so the
    // query takes it; asking `/simple/torch/?token=` would judge a page pip never reads.
    expect(seen.map((x) => x.url)).toEqual(['/simple?token=QTOKEN/torch/']);
    expect(r.stdout + r.stderr).not.toContain('QTOKEN');
    expect(r.stdout).toContain('torch 2.16.0');
  });

  each(
    'also seen: --index-url in requirements.txt replaces PyPI: PyPI is not read, and the header names the index',
    async (node) => {
      const s = scratch();
      writeFileSync(join(s.dir, 'requirements.txt'), `--index-url ${base}/simple\ntorch==2.8.0\n`);
      // Any request for pypi.org would go through this proxy.
      const via: string[] = [];
      const proxy = createServer((req, res) => {
        via.push(req.url ?? '');
        res.writeHead(502);
        res.end();
      });
      proxy.on('connect', (req, socket) => {
        via.push(req.url ?? '');
        socket.destroy();
      });
      await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
      try {
        const r = await cli(node, s, ['check', ...G, '--online'], {
          HTTPS_PROXY: `http://127.0.0.1:${(proxy.address() as { port: number }).port}`,
        });
        expect(via).toEqual([]);
        expect(r.stdout).toMatch(/pip would {2}install torch 2\.8\.0 .*from http:\/\/127\.0\.0\.1:\d+\/simple/);
        expect(r.stdout).not.toMatch(/from PyPI/);
      } finally {
        await new Promise<void>((ok) => proxy.close(() => ok()));
      }
    },
  );

  each('also seen: check --help puts a space between every flag and its help', async (node) => {
    const r = await cli(node, scratch(), ['check', '--help']);
    expect(r.stdout).toMatch(/--online-timeout SECONDS\n\s+deadline per index page/);
    expect(r.stdout).not.toMatch(/[A-Z]deadline/);
  });
});

describe('attack round 3: extras, groups and suppressions', () => {
  const PY314 = ['--python', '3.14', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'];

  each('R6: an extra that selects the project’s own extra is judged as what it installs', async (node) => {
    for (const [name, ref] of [
      ['pkg', 'pkg'],
      ['My_Pkg', 'my-pkg'],
    ]) {
      const s = scratch();
      writeFileSync(
        join(s.dir, 'pyproject.toml'),
        `[project]\nname = "${name}"\nversion = "0"\n[project.optional-dependencies]\ngpu = ["torch==2.8.0"]\nall = ["${ref}[gpu]"]\n`,
      );
      const gpu = await cli(node, s, ['check', ...PY314, '--extra', 'gpu']);
      const all = await cli(node, s, ['check', ...PY314, '--extra', 'all']);
      expect(gpu.code).toBe(1);
      expect(all.code).toBe(1);
      expect(all.stdout).not.toMatch(/installs no torch/);
    }
    const s = scratch();
    writeFileSync(
      join(s.dir, 'pyproject.toml'),
      '[project]\nname = "pkg"\nversion = "0"\n[project.optional-dependencies]\na = ["torch==2.8.0", "pkg[b]"]\nb = ["torch==2.5.0", "pkg[a]"]\n',
    );
    const cycle = await cli(node, s, ['check', ...G, '--extra', 'a']);
    expect(cycle.code).toBe(1);
    expect(cycle.stdout).toContain('no-release');
  });

  each('R7: include-group is followed; a loop is one line, exit 2', async (node) => {
    const s = scratch();
    writeFileSync(
      join(s.dir, 'pyproject.toml'),
      '[project]\nname = "pkg"\nversion = "0"\n[dependency-groups]\ntorch = ["torch==2.5.0"]\ndev = [{include-group = "torch"}, "pytest"]\n',
    );
    expect((await cli(node, s, ['check', ...PY314, '--group', 'torch'])).code).toBe(1);
    const dev = await cli(node, s, ['check', ...PY314, '--group', 'dev']);
    expect(dev.code).toBe(1);
    expect(dev.stdout).not.toMatch(/installs no torch/);
    for (const groups of [
      'g1 = [{include-group = "g2"}]\ng2 = [{include-group = "g1"}]',
      'g3 = [{include-group = "g3"}]',
    ]) {
      writeFileSync(
        join(s.dir, 'pyproject.toml'),
        `[project]\nname = "pkg"\nversion = "0"\n[dependency-groups]\n${groups}\n`,
      );
      const r = await cli(node, s, ['check', ...PY314]);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/dependency groups include each other in a loop: (g1 -> g2 -> g1|g3 -> g3)/);
    }
  });

  each('R8: an exclude or a # noqa the pull request adds is named in the log and the summary', async (node) => {
    for (const head of [
      {
        'model.py': 'import torch\ny = torch.symeig(x)\n',
        'pyproject.toml': '[tool.torch-preflight]\nexclude = ["**"]\n',
      },
      { 'model.py': 'import torch\ny = torch.symeig(x)  # noqa\n' },
    ]) {
      const s = scratch();
      const git = (...a: string[]) => execFileSync('git', a, { cwd: s.dir, stdio: 'pipe' });
      git('init', '-q', '-b', 'main');
      git('config', 'user.email', 'a@b');
      git('config', 'user.name', 'a');
      writeFileSync(join(s.dir, 'model.py'), 'import torch\n');
      writeFileSync(join(s.dir, 'requirements.txt'), 'torch==2.8.0\n');
      writeFileSync(join(s.dir, '.gitignore'), '.cache\n.home\n');
      git('add', '.');
      git('commit', '-qm', 'base');
      git('checkout', '-qb', 'pr');
      for (const [f, t] of Object.entries(head)) writeFileSync(join(s.dir, f), t);
      git('add', '.');
      git('commit', '-qm', 'pr');
      const r = await action(
        node,
        s,
        { 'python-version': '3.12', os: 'linux', arch: 'x64', glibc: '2.39', driver: 'none', scan: '**/*.py' },
        { GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'main' },
      );
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(
        /::warning title=torch-preflight suppression-added,.*1 finding hidden by suppressions this pull request adds/,
      );
      expect(r.summary).toContain('1 finding hidden by suppressions this pull request adds');
    }
  });
});

describe('attack round 3: catalog:refresh, the patch, local actions', () => {
  let copy = '';
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'tp-attack3-refresh-'));
    for (const part of ['src', 'scripts', 'rules', 'package.json'])
      cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const rulesDigest = () => {
    const h = createHash('sha256');
    const walk = (d: string) => {
      for (const n of readdirSync(d).sort()) {
        const p = join(d, n);
        try {
          walk(p);
        } catch {
          h.update(p).update(readFileSync(p));
        }
      }
    };
    walk(join(copy, 'rules'));
    return h.digest('hex');
  };

  it('R4, R5: a folder name that would inject YAML, or make the rules not compile, is refused; rules/ is unchanged', () => {
    for (const injected of ['cu128\nreleased: "2016-01-01"\n#', 'cu128\nexperimental: true\n#']) {
      const pages = mkdtempSync(join(tmpdir(), 'tp-attack3-pages-'));
      const wheel = {
        files: [
          {
            filename: 'torch-2.16.0-cp312-cp312-manylinux_2_28_x86_64.whl',
            url: 'https://x/torch-2.16.0-cp312-cp312-manylinux_2_28_x86_64.whl',
          },
        ],
      };
      for (const dir of ['pypi', injected]) {
        mkdirSync(join(pages, dir));
        writeFileSync(join(pages, dir, 'torch.json'), JSON.stringify(wheel));
      }
      const before = rulesDigest();
      const r = spawnSync(
        process.execPath,
        ['scripts/catalog-refresh.mjs', '--from', pages, '--write', '--date', '2026-12-01'],
        {
          cwd: copy,
          encoding: 'utf8',
          timeout: KILL_MS,
        },
      );
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/is not pypi or a variant/);
      expect(rulesDigest()).toBe(before);
    }
  });

  it('R11 (and round 2 R12): scan --diff of 60,000 fixes in one file costs about what the scan does', async () => {
    const s = scratch();
    writeFileSync(join(s.dir, 'a.py'), `import torch\n${'y = torch.ger(a, b)\n'.repeat(60_000)}`);
    const node = { name: 'node', exe: process.execPath };
    const plain = await cli(node, s, ['scan', 'a.py', '--torch', '>=2.4']);
    const diff = await cli(node, s, ['scan', 'a.py', '--torch', '>=2.4', '--diff']);
    expect([0, 1], diff.stderr).toContain(diff.code);
    expect(diff.stdout.split('\n').filter((l) => l.startsWith('+y = torch.outer(a, b)'))).toHaveLength(60_000);
    // The review's bar: at most 5× the plain scan (quadratic assembly took 12–16×).
    expect(diff.ms).toBeLessThan(5 * plain.ms + 2000);
  });

  each('a local action folder linked to a folder outside the repository is not read', async (node) => {
    const s = scratch();
    const outside = mkdtempSync(join(tmpdir(), 'tp-attack3-outside-'));
    // If it were read, its alias bomb would be refused with exit 2.
    writeFileSync(
      join(outside, 'action.yml'),
      `a: &a [x]\n${Array.from({ length: 2000 }, (_, i) => `k${i}: *a`).join('\n')}\nruns: {using: composite, steps: []}\n`,
    );
    mkdirSync(join(s.dir, '.github/workflows'), { recursive: true });
    mkdirSync(join(s.dir, '.github/actions'), { recursive: true });
    symlinkSync(outside, join(s.dir, '.github/actions/setup'), 'dir');
    writeFileSync(
      join(s.dir, '.github/workflows/ci.yml'),
      'on: push\njobs:\n  t:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: ./.github/actions/setup\n      - run: pip install torch==2.8.0\n',
    );
    const r = await cli(node, s, ['matrix', '--workflow', '.github/workflows/ci.yml', '--format', 'json']);
    expect([0, 1], r.stderr).toContain(r.code);
    expect(r.stderr).not.toMatch(/alias/i);
  });
});
