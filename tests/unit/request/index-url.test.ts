// Index URLs: variants, PyPI and mirrors recognised, joined as pip joins them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { InputError } from '../../../src/core/errors.js';
import { parseIndexUrl } from '../../../src/request/index-url.js';

/** Parsers may reject input only with InputError: anything else thrown is a bug. */
function onlyInputErrors(fn: (s: string) => unknown) {
  return (s: string) => {
    try {
      fn(s);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      expect(err.message).not.toMatch(/\n/);
    }
  };
}

describe('index URLs', () => {
  it.each([
    ['', { kind: 'pypi' }],
    ['https://pypi.org/simple', { kind: 'pypi' }],
    ['https://download.pytorch.org/whl/cu128', { kind: 'pytorch', channel: 'stable', variant: 'cu128', mirror: false }],
    ['https://download.pytorch.org/whl/cu128/', { kind: 'pytorch', channel: 'stable', variant: 'cu128' }],
    ['https://download.pytorch.org/whl/test/cu130', { kind: 'pytorch', channel: 'test', variant: 'cu130' }],
    ['https://download.pytorch.org/whl/nightly/cpu', { kind: 'pytorch', channel: 'nightly', variant: 'cpu' }],
    ['https://download.pytorch.org/whl/rocm6.2.4', { kind: 'pytorch', variant: 'rocm6.2.4' }],
    ['https://download.pytorch.org/whl/torch_stable.html', { kind: 'find-links', channel: 'stable' }],
    ['https://download.pytorch.org/whl/cu118/torch_stable.html', { kind: 'find-links', variant: 'cu118' }],
    ['https://mirrors.example.cn/pytorch-wheels/cu121', { kind: 'pytorch', variant: 'cu121', mirror: true }],
    ['https://example.com/simple', { kind: 'unknown' }],
    ['cu126', { kind: 'pytorch', variant: 'cu126', url: 'https://download.pytorch.org/whl/cu126' }],
  ])('%s', (url, expected) => {
    expect(parseIndexUrl(url)).toMatchObject(expected);
  });

  it.each(['not a url', 'ftp://x/whl/cu128', 'javascript:alert(1)', 'https://x/%', 'https://x/whl/%zz/cu128'])(
    'rejects %s',
    (u) => {
      expect(() => parseIndexUrl(u)).toThrow(InputError);
    },
  );

  it('never throws anything but InputError (property)', () => {
    const urlish = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webUrl().map((u) => `${u}/whl/cu1${Math.floor(Math.random() * 99)}`),
      // A broken %-escape in the path was an internal error (decodeURIComponent threw).
      fc
        .tuple(fc.webUrl(), fc.constantFrom('%', '%z', '%zz', '%e9', '%C3', '%25'))
        .map(([u, e]) => `${u}/whl/${e}/cu128`),
    );
    fc.assert(fc.property(urlish, onlyInputErrors(parseIndexUrl)), { numRuns: fcRuns(2000) });
  });
});
