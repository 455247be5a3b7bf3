// A torch function passed to `map` (or a pool's or executor's `.map`) is called there with each
// item alone: a call without keywords, judged as one (pyro's `map(torch.load, filenames)`).
import { describe, expect, it } from 'vitest';
import { scanSource } from '../../../src/scan/index.js';
import { apis } from './helpers.js';

function at(src: string, torch = '2.9', from = '2.0'): string[] {
  return scanSource(src, 'x.py', { torch, from, apis }).findings.map(
    (f) => `${f.location!.line}:${f.location!.column} ${f.id} ${f.api}`,
  );
}

describe('a function passed to map', () => {
  it('map(torch.load, files) loads without weights_only', () => {
    expect(at('import torch\ndatasets = list(map(torch.load, filenames))\n')).toEqual([
      '2:21 behavior-changed torch.load#no-weights_only',
    ]);
    expect(at('import torch\nout = pool.map(torch.load, filenames)\n')).toEqual([
      '2:16 behavior-changed torch.load#no-weights_only',
    ]);
  });

  it('a reference elsewhere is no call', () => {
    expect(at('import torch\nloader = torch.load\nf(torch.load, files)\nmap(g, torch.load)\n')).toEqual([]);
  });

  it('has no call to rewrite: no keyword is added', () => {
    const r = scanSource('import torch\nd = list(map(torch.load, files))\n', 'x.py', {
      torch: '2.9',
      from: '2.0',
      apis,
      fixAll: true,
    });
    expect(r.findings.map((f) => f.fix)).toEqual([undefined]);
  });
});
