// `check --online` against index pages served on loopback (tests/fixtures/indexes-2.16): the
// wheel names decide releases the catalog does not know, and every way the network can fail is
// one notice plus the catalog's answer. No test reaches beyond 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { safeOutput } from '../../../src/report/escape.js';

const FIX = join(import.meta.dirname, '../../fixtures/indexes-2.16');
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

  it("a requirements file's --index-url line is asked too, as pip install -r would", async () => {
    (await import('node:fs')).writeFileSync(
      join(cache, 'requirements.txt'),
      `--index-url ${base}/simple\ntorch==2.16.0\n`,
    );
    const r = await check(['--online', '--python', '3.12']);
    expect(seen.map((x) => x.url)).toContain('/simple/torch/');
    expect(r.json.resolution.version).toBe('2.16.0');
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
  const cases: [string, RegExp][] = [
    ['slow', /no answer within 0\.5 s/],
    ['missing', /HTTP 404/],
    ['broken', /HTTP 500/],
    ['garbage', /not an index page/],
    ['elsewhere', /redirects to another host/],
    ['huge', /over 32 MiB/],
  ];
  for (const [path, why] of cases) {
    it(`${path}: ${why.source}`, async () => {
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
      expect(notes[0]!.message).toMatch(why);
      expect(notes[0]!.message).not.toContain('\n');
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
