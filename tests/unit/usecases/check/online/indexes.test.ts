// `check --online` against index pages served on loopback (tests/fixtures/indexes-2.16): the
// wheel names decide releases the catalog does not know, and every way the network can fail is
// one notice plus the catalog's answer. No test reaches beyond 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../../../src/cli/main.js';
import { safeOutput } from '../../../../../src/report/escape.js';

const FIX = join(import.meta.dirname, '../../../../fixtures/indexes-2.16');
const PYPI_PAGE = readFileSync(join(FIX, 'pypi/torch.json'), 'utf8');
const CU130_PAGE = readFileSync(join(FIX, 'cu130/torch.html'), 'utf8');
const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';

let server: Server;
let base = '';
let port = 0;
const seen: { url: string; auth?: string | undefined }[] = [];
const hanging: ServerResponse[] = [];

function route(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  seen.push({ url, auth: req.headers.authorization });
  const send = (status: number, body: string | Buffer, type = 'text/html', extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, ...extra });
    res.end(body);
  };
  if (url === '/simple/torch/') return send(200, PYPI_PAGE, JSON_TYPE);
  if (url === '/whl/cu130/torch/') return send(200, CU130_PAGE);
  if (url === '/gzip/torch/') return send(200, gzipSync(PYPI_PAGE), JSON_TYPE, { 'content-encoding': 'gzip' });
  if (url === '/slow/torch/') return void hanging.push(res);
  if (url === '/missing/torch/') return send(404, 'not found');
  if (url === '/broken/torch/') return send(500, 'oops');
  if (url === '/garbage/torch/') return send(200, 'hello, this is not an index', 'text/plain');
  if (url === '/elsewhere/torch/')
    return send(302, '', 'text/plain', { location: `http://localhost:${port}/simple/torch/` });
  if (url === '/moved/torch/') return send(301, '', 'text/plain', { location: '/simple/torch/' });
  if (url === '/huge/torch/') return send(200, Buffer.alloc(33 * 1024 * 1024, 0x20), JSON_TYPE);
  if (url === '/empty/torch/')
    return send(200, JSON.stringify({ meta: { 'api-version': '1.1' }, name: 'torch', files: [] }), JSON_TYPE);
  if (url === '/yanked/torch/') {
    const doc = JSON.parse(PYPI_PAGE) as { files: { filename: string; yanked?: string }[] };
    for (const f of doc.files) if (f.filename.startsWith('torch-2.16.0-')) f.yanked = 'broken CUDA build';
    return send(200, JSON.stringify(doc), JSON_TYPE);
  }
  if (url === '/private/torch/') {
    const want = `Basic ${Buffer.from('ci-user:s3cr3t-pass').toString('base64')}`;
    return req.headers.authorization === want ? send(200, PYPI_PAGE, JSON_TYPE) : send(401, 'login');
  }
  send(404, 'no route');
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const r of hanging) r.destroy();
  await new Promise<void>((ok) => server.close(() => ok()));
});

let cache = '';
beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), 'tp-online-'));
  seen.length = 0;
  return () => rmSync(cache, { recursive: true, force: true });
});

const RUNNER = [
  '--os',
  'linux',
  '--arch',
  'x64',
  '--glibc',
  '2.39',
  '--driver',
  'none',
  '--amd-gpu',
  'none',
  '--intel-gpu',
  'none',
];

interface Run {
  code: number;
  out: string;
  err: string;
  json: {
    verdict: string;
    findings: { id: string; severity: string; message: string }[];
    resolution: { version?: string };
  };
}

async function check(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(['check', ...RUNNER, '--format', 'json', ...args], {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    cwd: cache,
    env: { TORCH_PREFLIGHT_CACHE: cache, HOME: cache, NETRC: join(cache, 'no-netrc'), ...env },
  });
  return { code, out, err, json: out ? JSON.parse(out) : { verdict: '', findings: [], resolution: {} } };
}

const ids = (r: Run) => r.json.findings.map((f) => f.id);

describe('check --online: the index decides what the catalog does not know', () => {
  it('torch 2.16.0, listed only by the recorded page, installs on Python 3.12 Linux x64', async () => {
    const r = await check(['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12']);
    expect(r.json.resolution.version).toBe('2.16.0');
    expect(r.json.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(ids(r)).toContain('release-from-index');
    expect(r.code).toBe(0);
    expect(seen.map((s) => s.url)).toEqual(['/simple/torch/']);
  });

  it('and fails on Python 3.9, which it has no wheel for', async () => {
    const r = await check(['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.9']);
    expect(r.json.verdict).toBe('fail');
    expect(ids(r)).toContain('python-unsupported');
    expect(r.code).toBe(1);
  });

  it('without --online the same request is not judged from the page, and nothing is fetched', async () => {
    const r = await check(['--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12']);
    expect(ids(r)).not.toContain('release-from-index');
    expect(r.json.resolution.version).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('reads a gzip-encoded page and a same-host redirect', async () => {
    for (const path of ['gzip', 'moved']) {
      const r = await check(['--online', '--index-url', `${base}/${path}`, '--torch', '2.16.0', '--python', '3.12']);
      expect(r.json.resolution.version, path).toBe('2.16.0');
    }
  });

  it('a build index (PEP 503 HTML, +cu130 labels) confirms its release for that variant', async () => {
    const r = await check(['--online', '--index-url', `${base}/whl/cu130`, '--torch', '2.16.0', '--python', '3.12']);
    expect(r.json.resolution.version).toBe('2.16.0');
    expect(r.json.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('a yanked release warns when pinned exactly', async () => {
    const r = await check(['--online', '--index-url', `${base}/yanked`, '--torch', '==2.16.0', '--python', '3.12']);
    const y = r.json.findings.find((f) => f.id === 'release-yanked');
    expect(y?.severity).toBe('warning');
    expect(y?.message).toContain('broken CUDA build');
  });

  it('credentials in the URL are sent as Basic auth and never printed', async () => {
    const r = await check([
      '--online',
      '--index-url',
      `http://ci-user:s3cr3t-pass@127.0.0.1:${port}/private`,
      '--torch',
      '2.16.0',
      '--python',
      '3.12',
    ]);
    expect(r.json.resolution.version).toBe('2.16.0');
    expect(seen[0]?.auth).toMatch(/^Basic /);
    // What the CLI writes passes the output boundary (src/cli/io.ts), as here.
    expect(safeOutput(r.out + r.err)).not.toContain('s3cr3t-pass');
  });

  it('credentials from .netrc are used for the host', async () => {
    const netrc = join(cache, 'netrc');
    (await import('node:fs')).writeFileSync(netrc, `machine 127.0.0.1 login ci-user password s3cr3t-pass\n`);
    const r = await check(['--online', '--index-url', `${base}/private`, '--torch', '2.16.0', '--python', '3.12'], {
      NETRC: netrc,
    });
    expect(r.json.resolution.version).toBe('2.16.0');
    expect(safeOutput(r.out + r.err)).not.toContain('s3cr3t-pass');
  });

  it('HTTP_PROXY carries the request, unless NO_PROXY names the host', async () => {
    const via: string[] = [];
    const proxy = createServer((req, res) => {
      via.push(req.url ?? '');
      // A plain-HTTP proxy gets the absolute URL; forward it to the index.
      const target = new URL(req.url ?? '');
      void fetch(target).then(async (r) => {
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'text/html' });
        res.end(Buffer.from(await r.arrayBuffer()));
      });
    });
    await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    try {
      const r = await check(['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12'], {
        HTTP_PROXY: proxyUrl,
      });
      expect(r.json.resolution.version).toBe('2.16.0');
      expect(via).toEqual([`${base}/simple/torch/`]);
      via.length = 0;
      rmSync(
        join(
          cache,
          (await import('node:fs')).readdirSync(cache).find((f) => f.startsWith('index-'))!,
        ),
      );
      await check(['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12'], {
        HTTP_PROXY: proxyUrl,
        NO_PROXY: '127.0.0.1',
      });
      expect(via).toEqual([]);
    } finally {
      await new Promise<void>((ok) => proxy.close(() => ok()));
    }
  });

  it("a requirements file's --index-url line is asked instead of PyPI, as pip install -r would, once the command line names its host", async () => {
    (await import('node:fs')).writeFileSync(
      join(cache, 'requirements.txt'),
      `--index-url ${base}/simple\ntorch==2.16.0\n`,
    );
    // A loopback host a file names is not asked on its own (below); naming the host vouches for it.
    const r = await check(['--online', '--python', '3.12', '--extra-index-url', `${base}/empty`]);
    expect(seen.map((x) => x.url).sort()).toEqual(['/empty/torch/', '/simple/torch/']);
    expect(r.json.resolution.version).toBe('2.16.0');
    expect(r.out).not.toContain('pypi.org');
    expect(r.out).not.toMatch(/from PyPI/);
  });

  it('a loopback index that only a pin file names is named and not asked', async () => {
    (await import('node:fs')).writeFileSync(
      join(cache, 'requirements.txt'),
      `--extra-index-url ${base}/simple\ntorch==2.8.0\n`,
    );
    const r = await check(['--online', '--python', '3.12', '--index-url', 'https://download.pytorch.org/whl/cpu'], {
      HTTPS_PROXY: 'http://127.0.0.1:1',
    });
    expect(seen).toEqual([]);
    const note = r.json.findings.find((f) => f.message.startsWith('Not asked'));
    expect(note?.message).toContain(`${base}/simple/torch/ (requirements.txt:1)`);
    expect(note?.message).toMatch(/loopback, private or link-local/);
  });

  it('PIP_INDEX_URL is the index when none is given', async () => {
    const r = await check(['--online', '--torch', '2.16.0', '--python', '3.12'], { PIP_INDEX_URL: `${base}/simple` });
    expect(r.json.resolution.version).toBe('2.16.0');
  });

  it('a second run within the hour uses the cached list and says how old it is', async () => {
    await check(['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12']);
    seen.length = 0;
    const r = await check(['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12']);
    expect(seen).toEqual([]);
    expect(r.json.findings.find((f) => f.id === 'release-from-index')?.message).toMatch(/cached/);
  });
});

describe('check --online: every failure is one notice and the catalog answer', () => {
  // The same words whatever happened: a notice in a public log must not tell a refused port from
  // a silent one, or show a status, a redirect target or a piece of the page.
  const cases = ['slow', 'missing', 'broken', 'garbage', 'elsewhere', 'huge'];
  const messages: string[] = [];
  for (const path of cases) {
    it(`${path}: one notice, in the same words as every other failure`, async () => {
      const offline = await check(['--index-url', `${base}/${path}`, '--torch', '2.8.0', '--python', '3.12']);
      // Only the slow page is meant to time out: the others get time to answer on a loaded machine.
      const timeout = path === 'slow' ? '0.5' : '30';
      const r = await check([
        '--online',
        '--online-timeout',
        timeout,
        '--index-url',
        `${base}/${path}`,
        '--torch',
        '2.8.0',
        '--python',
        '3.12',
      ]);
      const notes = r.json.findings.filter((f) => f.id === 'online-fallback');
      expect(notes).toHaveLength(1);
      expect(notes[0]!.severity).toBe('notice');
      const words = notes[0]!.message.replace(`${base}/${path}/torch/`, 'URL').replace(/within [\d.]+ s/, 'within T s');
      expect(words).toBe(
        'URL gave no index page (within T s, 32 MiB and same-host redirects); the catalog answers for it, as offline.',
      );
      messages.push(words);
      expect(notes[0]!.message).not.toMatch(/HTTP|ECONN|\b(404|500|302)\b|localhost|hello/);
      // Apart from the notice, the catalog's answer, as offline.
      expect(r.json.findings.filter((f) => f.id !== 'online-fallback')).toEqual(offline.json.findings);
      expect(r.code).toBe(offline.code);
    });
  }

  it('an index that lists no torch is a warning when it is the only one', async () => {
    const r = await check(['--online', '--index-url', `${base}/empty`, '--torch', '2.8.0', '--python', '3.12']);
    expect(r.json.findings.find((f) => f.id === 'online-fallback')).toMatchObject({ severity: 'warning' });
  });

  it('a bad --online-timeout is one line, exit 2', async () => {
    const r = await check(['--online', '--online-timeout', 'soon', '--torch', '2.8.0', '--python', '3.12']);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('check --online: who decides which hosts are asked, and what they are sent', () => {
  const fs = () => import('node:fs');

  it('the .netrc default login is never sent; a machine login only to its own host', async () => {
    const netrc = join(cache, 'netrc');
    (await fs()).writeFileSync(
      netrc,
      'machine other.example login m password MACHINE_PW\ndefault login d password DEFAULT_PW\n',
    );
    await check(['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12'], {
      NETRC: netrc,
    });
    expect(seen.map((s) => s.auth)).toEqual([undefined]);
  });

  it('a machine login does not go over plain http through a proxy', async () => {
    const got: (string | undefined)[] = [];
    const proxy = createServer((req, res) => {
      got.push(req.headers.authorization);
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
    const netrc = join(cache, 'netrc');
    (await fs()).writeFileSync(netrc, 'machine index.example login m password MACHINE_PW\n');
    try {
      await check(['--online', '--index-url', 'http://index.example/simple', '--torch', '2.8.0', '--python', '3.12'], {
        NETRC: netrc,
        HTTP_PROXY: `http://127.0.0.1:${(proxy.address() as { port: number }).port}`,
      });
      expect(got).toEqual([undefined]);
    } finally {
      await new Promise<void>((ok) => proxy.close(() => ok()));
    }
  });

  it('an index URL with a query is asked as pip asks it, and the query is never printed', async () => {
    const r = await check([
      '--online',
      '--index-url',
      `${base}/simple?token=QTOKEN`,
      '--torch',
      '2.8.0',
      '--python',
      '3.12',
    ]);
    expect(seen.map((s) => s.url)).toEqual(['/simple?token=QTOKEN/torch/']);
    expect(safeOutput(r.out + r.err)).not.toContain('QTOKEN');
  });

  it('a uv index with a query is asked as uv asks it: the project on the path, the query kept', async () => {
    (await fs()).writeFileSync(
      join(cache, 'pyproject.toml'),
      `[project]\nname = "p"\nversion = "0"\ndependencies = ["torch==2.8.0"]\n[[tool.uv.index]]\nname = "mine"\nurl = "${base}/uvix?token=UTOKEN"\n`,
    );
    const r = await check(['--online', '--python', '3.12', '--extra-index-url', `${base}/empty`]);
    expect(seen.map((s) => s.url).sort()).toEqual([
      '/empty/torch/',
      '/simple/torch/?token=UTOKEN'.replace('simple', 'uvix'),
    ]);
    expect(safeOutput(r.out + r.err)).not.toContain('UTOKEN');
  });

  it('at most 8 indexes are asked; the rest are named in one notice', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `--extra-index-url ${base}/i${i}/`);
    (await fs()).writeFileSync(join(cache, 'requirements.txt'), `torch==2.8.0\n${lines.join('\n')}\n`);
    // The command line names the host, so the file's indexes on it may be asked, up to the limit.
    const r = await check(['--online', '--python', '3.12', '--index-url', `${base}/empty`]);
    expect(seen).toHaveLength(8);
    const note = r.json.findings.find((f) => /at most 8 indexes/.test(f.message));
    expect(note?.message).toContain('and 2990 more');
    // One notice for the 2,992 not asked, one for the 8 asked that listed nothing: not one per index.
    expect(r.json.findings.filter((f) => f.id === 'online-fallback').length).toBeLessThanOrEqual(9);
  });

  it('on a pull request, the indexes its pin files add are named and not asked', async () => {
    (await fs()).writeFileSync(join(cache, 'requirements.txt'), `torch==2.8.0\n--extra-index-url ${base}/simple\n`);
    const r = await check(['--online', '--python', '3.12', '--index-url', 'https://download.pytorch.org/whl/cpu'], {
      GITHUB_EVENT_NAME: 'pull_request',
      HTTPS_PROXY: 'http://127.0.0.1:1',
    });
    expect(seen).toEqual([]);
    const note = r.json.findings.find((f) => f.message.startsWith('Not asked'));
    expect(note?.message).toMatch(/on a pull request, an index its pin files name is asked only when the base branch/);
    expect(note?.message).toContain('no base was read');
  });

  it('a cache entry dated in the future or older than a week is a miss', async () => {
    const args = ['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12'];
    await check(args);
    const { readdirSync, readFileSync: read, writeFileSync } = await fs();
    const entry = join(
      cache,
      readdirSync(cache).find((f) => f.startsWith('index-'))!,
    );
    for (const at of ['2999-01-01T00:00:00.000Z', new Date(Date.now() - 8 * 86_400_000).toISOString()]) {
      const doc = JSON.parse(read(entry, 'utf8')) as { fetchedAt: string };
      writeFileSync(entry, JSON.stringify({ ...doc, fetchedAt: at }));
      seen.length = 0;
      const r = await check(args);
      expect(seen, at).toHaveLength(1);
      expect(r.out).not.toMatch(/cached just now/);
    }
  });

  it.skipIf(process.platform === 'win32')(
    'a cache folder others may write to is not used, with one notice',
    async () => {
      const { chmodSync, mkdirSync } = await fs();
      const open = join(cache, 'shared');
      mkdirSync(open);
      chmodSync(open, 0o777);
      const args = ['--online', '--index-url', `${base}/simple`, '--torch', '2.16.0', '--python', '3.12'];
      await check(args, { TORCH_PREFLIGHT_CACHE: open });
      const r = await check(args, { TORCH_PREFLIGHT_CACHE: open });
      expect(seen).toHaveLength(2);
      expect(
        r.json.findings.find((f) => /is not used: its group or other users may write to it/.test(f.message)),
      ).toBeDefined();
    },
  );
});
