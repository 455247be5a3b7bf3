// One Variant reading: the catalog, index URLs, matrix values and the checks
// all ask src/platform/variant.ts what kind of build a variant is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import {
  cudaVariant,
  isVariantName,
  rocmVariant,
  rocmVersion,
  sameKind,
  variantKind,
} from '../../../src/platform/variant.js';
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
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('cpu', 'xpu', 'cu118', 'cu130', 'rocm6.3', 'rocm7.1'),
    );
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect([undefined, 'cpu', 'cuda', 'rocm', 'xpu']).toContain(variantKind(a));
        expect(sameKind(a, b)).toBe(sameKind(b, a));
      }),
      { numRuns: fcRuns() },
    );
  });
});

describe('CUDA and ROCm versions as people write them', () => {
  it.each([
    ['12.8', 'cu128'],
    ['12.8.1', 'cu128'],
    ['cuda12.6', 'cu126'],
    ['CUDA-11.8', 'cu118'],
    ['cu12.9', 'cu129'],
    ['12', undefined],
    ['128', undefined],
  ])('%s → %s', (text, variant) => {
    expect(cudaVariant(text)).toBe(variant);
  });
  it('ROCm', () => {
    expect(rocmVariant('ROCm 6.4')).toBe('rocm6.4');
    expect(rocmVariant('rocm-6.2.4')).toBe('rocm6.2.4');
    expect(rocmVariant('6.4')).toBeUndefined();
  });
  it('every CUDA variant the catalog names round-trips from its version', () => {
    for (const v of new Set(
      bundledCatalog.releases.flatMap((r) => r.variants.map((x) => x.variant)).filter((x) => x.startsWith('cu')),
    )) {
      expect(cudaVariant(`${v.slice(2, 4)}.${v.slice(4)}`)).toBe(v);
    }
  });
});
