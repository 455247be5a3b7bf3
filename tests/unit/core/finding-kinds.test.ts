// One module per finding id, registered once: the registry, the id list and
// the lookups agree, and no module in src/core/findings/ is left out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINDING_IDS, finding, type Finding } from '../../../src/core/finding.js';
import { FINDING_KINDS, isFindingId, kindOf } from '../../../src/core/findings/index.js';

const dir = path.resolve(__dirname, '../../../src/core/findings');
const modules = readdirSync(dir).filter((n) => n.endsWith('.ts') && n !== 'index.ts' && n !== 'kind.ts');

describe('finding kinds', () => {
  it('every module is named for its id and listed once in the registry', () => {
    const declared = modules.map((n) => /id: '([a-z0-9-]+)'/.exec(readFileSync(path.join(dir, n), 'utf8'))?.[1]);
    expect(declared).toEqual(modules.map((n) => n.replace(/\.ts$/, '')));
    expect([...FINDING_IDS].sort()).toEqual([...declared].sort());
    expect(new Set(FINDING_IDS).size).toBe(FINDING_IDS.length);
  });
  it('looks every id up to its own kind', () => {
    for (const k of FINDING_KINDS) expect(kindOf(k.id)).toBe(k);
    expect(isFindingId('gpu-unsupported')).toBe(true);
    expect(isFindingId('toString')).toBe(false);
  });
  it('gives every kind a title, a why, a fix, a severity and a role to blame', () => {
    for (const k of FINDING_KINDS) {
      expect(k.title, k.id).not.toBe('');
      expect(k.why, k.id).not.toBe('');
      expect(k.fix, k.id).not.toBe('');
      expect(k.severities.length, k.id).toBeGreaterThan(0);
      expect(k.blame.length, k.id).toBeGreaterThan(0);
    }
  });
  it('an id a lock decides is an installability finding (the lock answers it from its wheel list)', () => {
    const decided = FINDING_KINDS.filter((k) => k.lockDecides !== false).map((k) => k.id);
    const install = [
      'python-unsupported',
      'python-implementation',
      'python-32bit',
      'platform-unsupported',
      'macos-too-old',
      'glibc-too-old',
      'backend-unavailable',
      'variant-mismatch',
      'no-release',
      'resolution-fallback',
    ];
    expect(decided.sort()).toEqual(install.sort());
    expect(kindOf('variant-mismatch').lockDecides).toBe('errors');
  });
  it('scan ranks order the definite statements first', () => {
    const ranked = FINDING_KINDS.filter((k) => k.scanRank !== null).sort(
      (a, b) => (a.scanRank ?? 0) - (b.scanRank ?? 0),
    );
    expect(ranked.map((k) => k.id)).toEqual(['api-removed', 'api-unavailable', 'api-deprecated', 'behavior-changed']);
  });
  it('finding() is the constructor: it caps an uncertain error and keeps the optional parts', () => {
    const f = finding({
      id: 'api-removed',
      severity: 'error',
      message: 'm',
      hint: 'h',
      source: 's',
      confidence: 'uncertain',
      api: 'torch.x',
      related: [{ file: 'a', line: 1 }],
    });
    expect(f).toMatchObject({
      id: 'api-removed',
      severity: 'warning',
      api: 'torch.x',
      related: [{ file: 'a', line: 1 }],
    });
  });
});

describe('a finding is built, never written out', () => {
  it('an object literal is not a Finding (the type check fails on one; npx tsc --noEmit)', () => {
    // @ts-expect-error: a literal lacks the mark only finding() gives.
    const literal: Finding = { id: 'no-release', severity: 'error', message: 'm', hint: 'h', source: 's' };
    const built: Finding = finding({ id: 'no-release', severity: 'error', message: 'm', hint: 'h', source: 's' });
    expect(built).toEqual(literal);
  });
});
