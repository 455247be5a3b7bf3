// Names that say what they test about the torch version, read by their words: constants with the
// version in their digits and helpers that take it as arguments, in the spellings projects use
// (Lightning, torchao, MONAI, transformers, kornia's `torch_version_geq`); anything else is no test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { versionConstant, versionHelper } from '../../../src/scan/version-names.js';
import { fcRuns } from '../../property-runs.js';

describe('version names', () => {
  it('constants carry the comparison in their words and the version in their digits', () => {
    expect(versionConstant('_TORCH_GREATER_EQUAL_2_4')).toEqual({ op: '>=', version: '2.4' });
    expect(versionConstant('TORCH_VERSION_AT_LEAST_2_4')).toEqual({ op: '>=', version: '2.4' });
    expect(versionConstant('is_torch_less_than_1_11')).toEqual({ op: '<', version: '1.11' });
    expect(versionConstant('TORCH_GEQ_1_13')).toEqual({ op: '>=', version: '1.13' });
    expect(versionConstant('TORCH_LTE_2_0_1')).toEqual({ op: '<=', version: '2.0.1' });
    expect(versionConstant('TORCH_NUMBER_2_4')).toBeUndefined();
    expect(versionConstant('NUMPY_GREATER_EQUAL_2_0')).toBeUndefined();
  });

  it('helpers take the version as arguments; is_torch_version takes the operator too and is not one', () => {
    expect(versionHelper('pytorch_after')).toBe('>=');
    expect(versionHelper('torch_version_at_least')).toBe('>=');
    expect(versionHelper('torch_version_geq')).toBe('>=');
    expect(versionHelper('torch_version_leq')).toBe('<=');
    expect(versionHelper('is_torch_greater_than')).toBe('>');
    expect(versionHelper('is_torch_version')).toBeUndefined();
    expect(versionHelper('torch_version')).toBeUndefined();
  });

  it('never throws, and a name without torch in it is never a test (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        const c = versionConstant(name);
        const h = versionHelper(name);
        if (!/torch/i.test(name)) expect(c ?? h).toBeUndefined();
      }),
      { numRuns: fcRuns(300) },
    );
  });
});
