// Dotted version numbers (drivers, glibc, macOS) compared part by part.
import { describe, expect, it } from 'vitest';
import { compareDotted } from '../../../src/versions/dotted.js';

describe('dotted numbers', () => {
  it('dotted numbers compare numerically', () => {
    expect(compareDotted('2.28', '2.17')).toBeGreaterThan(0);
    expect(compareDotted('570.124.06', '570.26')).toBeGreaterThan(0);
    expect(compareDotted('560.35.03', '560.35.05')).toBeLessThan(0);
    expect(compareDotted('14.0', '14')).toBe(0);
  });
});
