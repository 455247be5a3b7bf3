// Findings are ordered in one place, where a verdict is settled (settle, judge).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { fcRuns } from '../../property-runs.js';
import { describe, expect, it } from 'vitest';
import { finding, judge, settle, type Finding, type FindingFields, type Severity } from '../../../src/core/finding.js';
import { noteRunner } from '../../../src/report/upgrade-summary.js';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const RANK = { error: 0, warning: 1, notice: 2 } as const;

const f = (severity: Severity, i: number, over: Partial<FindingFields> = {}): Finding =>
  finding({ id: 'python-unsupported', severity, message: `m${i}`, hint: 'h', source: 's', ...over });
const list = fc.array(
  fc.tuple(fc.constantFrom<Severity>('error', 'warning', 'notice'), fc.nat(99)).map(([s, i]) => f(s, i)),
  { maxLength: 30 },
);

describe('findings sorted once', () => {
  it('no module but core/finding.ts orders findings by severity (sortFindings is its own, used by settle and judge)', () => {
    const offenders = files('src').filter(
      (p) => p !== join('src', 'core', 'finding.ts') && /\bsortFindings\b/.test(readFileSync(p, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('settling a list built from settled parts orders it as settling the parts at once (so one settle suffices; property)', () => {
    fc.assert(
      fc.property(list, list, list, (a, b, c) => {
        const once = settle([...a, ...b, ...c]).findings;
        expect(settle([...settle(a).findings, ...b, ...settle(c).findings]).findings).toEqual(once);
        expect(judge([...a, ...settle([...b, ...c]).findings], 'error').findings).toEqual(once);
        // Most severe first, stable within a level.
        const ranks = once.map((x) => RANK[x.severity]);
        expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
        for (const s of ['error', 'warning', 'notice'] as const)
          expect(once.filter((x) => x.severity === s)).toEqual([...a, ...b, ...c].filter((x) => x.severity === s));
      }),
      { numRuns: fcRuns(100) },
    );
  });

  it('the upgrade note quotes the most severe runner finding whatever order the findings come in (they are settled after)', () => {
    const note = f('notice', 0, {
      id: 'upgrade-note',
      message: 'torch 2.1 → 2.8.',
      location: { file: 'requirements.txt', line: 1 },
    });
    const driver = f('notice', 1, { id: 'driver-too-old', message: 'A notice about the driver. More.' });
    const gpu = f('error', 2, { id: 'gpu-unsupported', message: 'This GPU has no kernels. More.' });
    for (const order of [
      [note, driver, gpu],
      [gpu, note, driver],
    ])
      expect(noteRunner(order).find((x) => x.id === 'upgrade-note')!.message).toBe(
        'torch 2.1 → 2.8. On this runner: This GPU has no kernels.',
      );
  });
});
