// One Variant reading (issue 12 item 3): the catalog, index URLs, matrix values and the checks
// all ask src/platform/variant.ts what kind of build a variant is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { isVariantName, rocmVersion, sameKind, variantKind } from '../../../src/platform/variant.js';
import { parseIndexUrl } from '../../../src/request/index-url.js';
import { fcRuns } from '../../property-runs.js';

describe('variants', () => {
  it.each([
    ['cpu', 'cpu'],
    ['xpu', 'xpu'],
    ['cu128', 'cuda'],
    ['rocm6.4', 'rocm'],
    ['rocm5.4.2', 'rocm'],
    ['cu12', undefined],
    ['rocm6', undefined],
    ['CPU', undefined],
    ['nightly', undefined],
  ])('%s is %s', (text, kind) => {
    expect(variantKind(text)).toBe(kind);
    expect(isVariantName(text)).toBe(kind !== undefined);
  });

  it('every variant the catalog names is read as one, and an index URL for it serves it', () => {
    const names = new Set(bundledCatalog.releases.flatMap((r) => r.variants.map((v) => v.variant)));
    for (const v of names) {
      expect(variantKind(v)).toBeDefined();
      expect(parseIndexUrl(`https://download.pytorch.org/whl/${v}`)).toMatchObject({ kind: 'pytorch', variant: v });
    }
  });

  it('the ROCm release of a build, and alternatives of one kind', () => {
    expect(rocmVersion('rocm6.4')).toBe('6.4');
    expect(rocmVersion('cu128')).toBeUndefined();
    expect(sameKind('cu126', 'cu130')).toBe(true);
    expect(sameKind('cpu', 'cu126')).toBe(false);
  });

  it('property: any text is either no variant or one of the four kinds, and sameKind is symmetric', () => {
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('cpu', 'xpu', 'cu118', 'cu130', 'rocm6.3', 'rocm7.1'));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect([undefined, 'cpu', 'cuda', 'rocm', 'xpu']).toContain(variantKind(a));
        expect(sameKind(a, b)).toBe(sameKind(b, a));
      }),
      { numRuns: fcRuns() },
    );
  });
});
