// `check --online` for pins of bound releases the catalog lacks: the torch requirement is read
// from the release's METADATA file beside its wheel (PEP 658/714) on the index pip would use,
// served here on loopback; what cannot be read stays not judged, with a notice. No test reaches
// beyond 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../../../src/cli/main.js';
import { bundledCatalog } from '../../../../../src/catalog/bundled.js';
import { asksOf, MAX_ASKED } from '../../../../../src/usecases/check/online/bound.js';
import type { OtherPin } from '../../../../../src/pins/types.js';

const FIX = join(import.meta.dirname, '../../../../fixtures/indexes-2.16');
const TORCH_PAGE = readFileSync(join(FIX, 'pypi/torch.json'), 'utf8');
const JSON_TYPE = 'application/vnd.pypi.simple.v1+json';

/** A PEP 691 page listing one wheel of `version`, with or without its metadata file. */
const page = (name: string, version: string, metadata: boolean) =>
  JSON.stringify({
    meta: { 'api-version': '1.1' },
    name,
    files: [
      {
        filename: `${name.replace(/-/g, '_')}-${version}-cp38-abi3-manylinux1_x86_64.whl`,
        url: `/files/${name}-${version}.whl`,
        hashes: {},
        ...(metadata ? { 'core-metadata': { sha256: 'x' } } : {}),
      },
    ],
  });

let server: Server;
let base = '';
const seen: string[] = [];

function route(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '';
  seen.push(url);
  const send = (status: number, body: string, type = 'text/plain') => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  if (url === '/simple/torch/') return send(200, TORCH_PAGE, JSON_TYPE);
  if (url === '/simple/vllm/') return send(200, page('vllm', '0.6.3', true), JSON_TYPE);
  if (url === '/files/vllm-0.6.3.whl.metadata')
    return send(
      200,
      'Metadata-Version: 2.1\nName: vllm\nVersion: 0.6.3\nRequires-Dist: torch ==2.4.0\nRequires-Dist: xformers ==0.0.27.post2 ; platform_system == "Linux"\n\nlong description\n',
    );
  if (url === '/simple/fbgemm-gpu/') return send(200, page('fbgemm-gpu', '1.1.0', false), JSON_TYPE);
  if (url === '/simple/numpy/') return send(200, page('numpy', '1.26.4', true), JSON_TYPE);
  if (url === '/files/numpy-1.26.4.whl.metadata')
    return send(200, 'Metadata-Version: 2.1\nName: numpy\nVersion: 1.26.4\n\n');
  send(404, 'no route');
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tp-online-bound-'));
  seen.length = 0;
  return () => rmSync(dir, { recursive: true, force: true });
});

async function check(requirements: string, online = true) {
  writeFileSync(join(dir, 'requirements.txt'), requirements);
  let out = '';
  const code = await main(
    [
      'check',
      ...['--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--python', '3.11', '--driver', 'none'],
      ...['--amd-gpu', 'none', '--intel-gpu', 'none', '--index-url', `${base}/simple`, '--format', 'json'],
      ...(online ? ['--online'] : []),
    ],
    {
      stdout: (t) => void (out += t),
      stderr: () => undefined,
      cwd: dir,
      env: { TORCH_PREFLIGHT_CACHE: join(dir, 'cache'), HOME: dir, NETRC: join(dir, 'no-netrc') },
    },
  );
  const json = JSON.parse(out) as { findings: { id: string; severity: string; message: string }[] };
  return { code, findings: json.findings };
}

describe('check --online reads the torch requirement of bound releases the catalog lacks', () => {
  it('vllm 0.6.3 (not among the releases the catalog lists) requires torch==2.4.0: beside torch==2.6.0 that fails', async () => {
    const r = await check('torch==2.6.0\nvllm==0.6.3\nnumpy==1.26.4\n');
    const mismatch = r.findings.find((f) => f.id === 'bound-mismatch');
    expect(mismatch?.severity).toBe('error');
    expect(mismatch?.message).toContain('vllm==0.6.3 requires torch==2.4.0');
    expect(r.findings.find((f) => f.id === 'release-from-index' && f.message.includes('vllm'))?.message).toBe(
      'Read from the index, not the catalog: vllm 0.6.3 requires torch==2.4.0.',
    );
    expect(r.code).toBe(1);
    expect(seen).toContain('/files/vllm-0.6.3.whl.metadata');
  });

  it('offline the same pin is named as not judged, and nothing is fetched', async () => {
    const r = await check('torch==2.6.0\nvllm==0.6.3\n', false);
    expect(r.findings.map((f) => f.id)).toContain('bound-unjudged');
    expect(r.findings.map((f) => f.id)).not.toContain('bound-mismatch');
    expect(seen).toEqual([]);
  });

  it('a second run reads the answer from the cache', async () => {
    await check('torch==2.6.0\nvllm==0.6.3\n');
    seen.length = 0;
    const r = await check('torch==2.6.0\nvllm==0.6.3\n');
    expect(r.findings.map((f) => f.id)).toContain('bound-mismatch');
    expect(seen.filter((u) => u.includes('vllm'))).toEqual([]);
  });

  it('a release whose wheels have no metadata file stays not judged, with a notice', async () => {
    const r = await check('torch==2.6.0\nfbgemm-gpu==1.1.0\n');
    const note = r.findings.find((f) => f.id === 'online-fallback' && f.message.includes('fbgemm-gpu'));
    expect(note?.message).toContain('its wheels have no metadata file (PEP 658)');
    expect(r.findings.map((f) => f.id)).toContain('bound-unjudged');
    expect(r.code).toBe(0);
  });

  it('asks at most a bounded number of packages, those known to require torch first', () => {
    const pin = (name: string, line: number): OtherPin => ({
      package: name,
      specifier: '==1.0',
      origin: 'requirements',
      location: { file: 'requirements.txt', line },
    });
    const many = Array.from({ length: 40 }, (_, i) => pin(`pkg-${i}`, i + 1));
    const asks = asksOf(
      [...many, pin('fbgemm-gpu', 41), pin('xformers', 42), pin('vllm', 43)],
      bundledCatalog,
      undefined,
    );
    expect(asks).toHaveLength(MAX_ASKED);
    expect(asks.slice(0, 2).map((a) => a.package)).toEqual(['fbgemm-gpu', 'vllm']);
    // xformers==1.0 is no release of a completely listed package: its error, not a question.
    expect(asks.map((a) => a.package)).not.toContain('xformers');
    expect(asks[0]!.index).toBe('https://pypi.org/simple');
  });
});
