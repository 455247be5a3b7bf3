// A local-version pin found on an extra index: pip reads every index, so `torch==2.7.0+cu128`
// with `--extra-index-url …/whl/cu128` installs from there (kohya_ss and torchserve pin so; the
// real-repository corpus found this as a false FAIL). Without that extra index it still fails.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { env, req } from '../helpers.js';

describe('a +variant pin and the extra indexes', () => {
  it('installs from an extra index of that variant', () => {
    const r = evaluate(
      env({ python: '3.11' }),
      req({ torch: '2.7.0+cu128', extraIndexUrls: ['https://download.pytorch.org/whl/cu128'] }),
      bundledCatalog,
    );
    expect(r.resolution).toMatchObject({
      version: '2.7.0',
      variant: 'cu128',
      index: 'https://download.pytorch.org/whl/cu128',
    });
    expect(r.findings.map((f) => f.id)).not.toContain('variant-mismatch');
  });

  it('and from a find-links page that lists every variant', () => {
    const r = evaluate(
      env({ python: '3.11' }),
      req({ torch: '2.3.1+rocm6.0', extraIndexUrls: ['https://download.pytorch.org/whl/torch_stable.html'] }),
      bundledCatalog,
    );
    expect(r.resolution).toMatchObject({ version: '2.3.1', variant: 'rocm6.0' });
  });

  it('an extra index of another variant does not serve it: still variant-mismatch', () => {
    const r = evaluate(
      env({ python: '3.11' }),
      req({ torch: '2.7.0+cu128', extraIndexUrls: ['https://download.pytorch.org/whl/cu126'] }),
      bundledCatalog,
    );
    expect(r.findings.map((f) => f.id)).toContain('variant-mismatch');
    expect(r.resolution.version).toBeUndefined();
  });

  it('with no extra index, PyPI has no +cu128 build', () => {
    const r = evaluate(env({ python: '3.11' }), req({ torch: '2.7.0+cu128' }), bundledCatalog);
    expect(r.findings.map((f) => f.id)).toContain('variant-mismatch');
  });
});
