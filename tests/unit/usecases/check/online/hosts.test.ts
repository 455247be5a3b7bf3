// Who decides which hosts `--online` asks: whoever runs the check names hosts that are asked;
// a pin file's hosts are asked only at public addresses, and on a pull request only when the
// base branch (or the invoker) names them; at most MAX_INDEXES in all. Also the address ranges
// that count as the runner's own network, and how pip and uv join a project's page URL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isPublicAddress, publicLookup } from '../../../../../src/io/address.js';
import { getPage } from '../../../../../src/io/http.js';
import { projectPageUrl, type IndexRef } from '../../../../../src/request/index-url.js';
import {
  chooseIndexes,
  MAX_INDEXES,
  originOf,
  type IndexCandidate,
} from '../../../../../src/usecases/check/online/hosts.js';
import { fcRuns } from '../../../../property-runs.js';

const ref = (url: string): IndexRef => ({ kind: 'unknown', url });
const named = (namedBy: 'invoker' | 'file', url: string, line = 1): IndexCandidate => ({
  ref: ref(url),
  page: `${url}/torch/`,
  namedBy,
  reader: 'pip',
  ...(namedBy === 'file' ? { location: { file: 'requirements.txt', line } } : {}),
});
const pages = (c: { page: string }[]) => c.map((x) => x.page);

describe('chooseIndexes', () => {
  it('outside a pull request, a pin file public host is asked, public addresses only', () => {
    const c = chooseIndexes(
      [named('invoker', 'https://pypi.org/simple'), named('file', 'https://mirror.example/simple')],
      {
        pullRequest: false,
      },
    );
    expect(c.asked.map((a) => [a.page, a.publicOnly])).toEqual([
      ['https://pypi.org/simple/torch/', false],
      ['https://mirror.example/simple/torch/', true],
    ]);
    expect(c.notAsked).toEqual([]);
  });

  it('on a pull request, a host the pin files add is not asked; one the base names, or the invoker, is', () => {
    const files = [
      named('file', 'https://added.example/simple', 1),
      named('file', 'https://base.example/other', 2),
      named('file', 'https://vouched.example/x', 3),
    ];
    const c = chooseIndexes([named('invoker', 'https://vouched.example/simple'), ...files], {
      pullRequest: true,
      baseOrigins: new Set(['https://base.example:443']),
    });
    expect(pages(c.asked)).toEqual([
      'https://vouched.example/simple/torch/',
      'https://base.example/other/torch/',
      'https://vouched.example/x/torch/',
    ]);
    expect(c.asked.map((a) => a.publicOnly)).toEqual([false, true, false]);
    expect(c.notAsked.map((n) => [n.candidate.page, n.why])).toEqual([
      ['https://added.example/simple/torch/', 'pull-request'],
    ]);
  });

  it('on a pull request with no base read, no pin file host is asked', () => {
    const c = chooseIndexes([named('file', 'https://a.example/s')], { pullRequest: true });
    expect(c.asked).toEqual([]);
    expect(c.notAsked[0]!.why).toBe('pull-request');
  });

  it('a scheme or port the base does not name is another host', () => {
    const c = chooseIndexes([named('file', 'http://base.example/s'), named('file', 'https://base.example:8443/s')], {
      pullRequest: true,
      baseOrigins: new Set(['https://base.example:443']),
    });
    expect(c.asked).toEqual([]);
  });

  it('a private, loopback or link-local literal a file names is not asked unless the invoker names the host', () => {
    const hosts = [
      'http://127.0.0.1:8080/s',
      'http://10.1.2.3/s',
      'http://169.254.169.254/latest',
      'http://[::1]/s',
      'http://localhost/s',
    ];
    const c = chooseIndexes(
      hosts.map((h) => named('file', h)),
      { pullRequest: false },
    );
    expect(c.asked).toEqual([]);
    expect(c.notAsked.every((n) => n.why === 'private')).toBe(true);
    const vouched = chooseIndexes([named('invoker', 'http://10.1.2.3/simple'), named('file', 'http://10.1.2.3/s')], {
      pullRequest: false,
    });
    expect(vouched.asked).toHaveLength(2);
    expect(vouched.asked.every((a) => !a.publicOnly)).toBe(true);
  });

  it(`asks at most ${MAX_INDEXES}, the invoker's first, and names the rest`, () => {
    const files = Array.from({ length: 3000 }, (_, i) => named('file', `https://m${i}.example/s`, i + 1));
    const c = chooseIndexes([...files, named('invoker', 'https://pypi.org/simple')], { pullRequest: false });
    expect(c.asked).toHaveLength(MAX_INDEXES);
    expect(c.asked[0]!.page).toBe('https://pypi.org/simple/torch/');
    expect(c.notAsked).toHaveLength(3000 - MAX_INDEXES + 1);
    expect(c.notAsked.every((n) => n.why === 'limit')).toBe(true);
  });

  it('never asks more than the limit, nor a file host on a pull request the base does not name (property)', () => {
    const host = fc.constantFrom('a.example', 'b.example', '10.0.0.1', '127.0.0.1', 'pypi.org');
    const cand = fc.record({
      by: fc.constantFrom('invoker' as const, 'file' as const),
      scheme: fc.constantFrom('http', 'https'),
      host,
      path: fc.constantFrom('s', 'simple', 'x/y'),
    });
    fc.assert(
      fc.property(
        fc.array(cand, { maxLength: 30 }),
        fc.boolean(),
        fc.subarray(['https://a.example:443', 'http://10.0.0.1:80']),
        (cs, pr, base) => {
          const list = cs.map((x) => named(x.by, `${x.scheme}://${x.host}/${x.path}`));
          const c = chooseIndexes(list, { pullRequest: pr, baseOrigins: new Set(base) });
          expect(c.asked.length).toBeLessThanOrEqual(MAX_INDEXES);
          expect(c.asked.length + c.notAsked.length).toBe(list.length);
          const invoker = new Set(list.filter((x) => x.namedBy === 'invoker').map((x) => originOf(x.page)));
          for (const a of c.asked.filter((x) => x.namedBy === 'file' && !invoker.has(originOf(x.page)))) {
            if (pr) expect(base).toContain(originOf(a.page));
            expect(a.publicOnly).toBe(true);
            expect(/\/\/(10\.0\.0\.1|127\.0\.0\.1)\//.test(a.page)).toBe(false);
          }
        },
      ),
      { numRuns: fcRuns(300) },
    );
  });
});

describe('isPublicAddress', () => {
  it('private, loopback, link-local, CGNAT, documentation, multicast and mapped forms are not public', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      '[::1]',
      'not-an-ip',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['8.8.8.8', '151.101.0.223', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('loopback hosts by name and address', () => {
    for (const h of ['localhost', 'LOCALHOST', 'a.localhost', '127.0.0.2', '[::1]'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['example.com', '10.0.0.1', 'localhost.example.com']) expect(isLoopbackHost(h), h).toBe(false);
  });
});

describe('publicLookup and getPage with publicOnly', () => {
  it('a name that resolves to a loopback address fails like one that does not resolve', async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((done) =>
      publicLookup('localhost', {}, (e) => done(e)),
    );
    expect(err?.code).toBe('ENOTPUBLIC');
  });

  it('getPage does not connect to a private literal with publicOnly', async () => {
    for (const url of ['http://127.0.0.1:1/s/torch/', 'http://[::1]:1/s/', 'http://169.254.169.254/latest/'])
      expect(await getPage(url, { timeoutMs: 2000, maxBytes: 1000, accept: '*/*', env: {}, publicOnly: true })).toEqual(
        {
          ok: false,
          problem: 'not a public address',
        },
      );
  });
});

describe('projectPageUrl: as the installer asks', () => {
  it('pip joins onto the text (a query takes the name, as posixpath.join does); uv onto the path', () => {
    expect(projectPageUrl('https://h/simple', 'torch', 'pip')).toBe('https://h/simple/torch/');
    expect(projectPageUrl('https://h/simple/', 'torch', 'pip')).toBe('https://h/simple/torch/');
    expect(projectPageUrl('https://h/simple?token=T', 'torch', 'pip')).toBe('https://h/simple?token=T/torch/');
    expect(projectPageUrl('https://h/simple?token=T', 'torch', 'uv')).toBe('https://h/simple/torch/?token=T');
    expect(projectPageUrl('https://h/simple/', 'torch', 'uv')).toBe('https://h/simple/torch/');
    expect(projectPageUrl('https://h/whl/cu128/torch', 'torch', 'pip')).toBe('https://h/whl/cu128/torch');
  });
});
