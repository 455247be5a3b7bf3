// torchvision/torchaudio releases that declare a torch range (rules/companions.yaml): torchaudio 2.11
// (stable ABI, torch >= 2.11) and torchvision 0.29.2 (torch >= 2.14), both released after the
// torch they were first built with. A pin of them beside a later torch must not fail.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { companionsOf, findRelease } from '../../../src/catalog/query.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { evaluatePinSet } from '../../../src/engine/pin-set.js';
import type { Pin, PinSet } from '../../../src/pins/types.js';
import { env, req } from '../helpers.js';

const pin = (p: Partial<Pin> & Pick<Pin, 'package' | 'specifier'>, line = 1): Pin => ({
  origin: 'requirements',
  location: { file: 'requirements.txt', line, column: 1 },
  ...p,
});
const set = (pins: Pin[]): PinSet => ({ pins, indexes: [], files: [] });
const ids = (r: { findings: { id: string }[] }) => r.findings.map((f) => f.id);

describe('companion releases that declare a torch range', () => {
  it("a patch's companions are its own and every ranged release that holds it, newest last", () => {
    const p = findRelease(bundledCatalog, '2.14')!.patches.find((x) => x.version === '2.14.1')!;
    expect(companionsOf(bundledCatalog, p, 'torchvision').map((c) => c.version)).toEqual(['0.29.1', '0.29.2']);
    expect(companionsOf(bundledCatalog, p, 'torchaudio').map((c) => c.version)).toEqual(['2.11.0', '2.11.1']);
    const old = findRelease(bundledCatalog, '2.10')!.patches[0]!;
    expect(companionsOf(bundledCatalog, old, 'torchaudio').map((c) => c.version)).toEqual([old.torchaudio]);
  });

  it.each([
    ['2.14.1', '0.29.2', undefined],
    ['2.14.0', '0.29.2', '2.11.1'],
    ['2.12.1', undefined, '2.11.1'],
  ])('check --torch %s --torchvision %s --torchaudio %s: no companion-mismatch', (torch, tv, ta) => {
    const r = evaluate(
      env(),
      req({ torch, ...(tv ? { torchvision: tv } : {}), ...(ta ? { torchaudio: ta } : {}) }),
      bundledCatalog,
    );
    expect(ids(r)).not.toContain('companion-mismatch');
    expect(r.resolution.version).toBe(torch);
  });

  it('a ranged release still excludes the torch below its range', () => {
    const r = evaluate(env(), req({ torch: '2.13.0', torchvision: '0.29.2' }), bundledCatalog);
    expect(ids(r)).toContain('companion-mismatch');
  });

  it('torchvision 0.29.2 narrows an open torch request to the releases it installs with', () => {
    const r = evaluate(env(), req({ torch: '>=2.12,<2.15', torchvision: '==0.29.2' }), bundledCatalog);
    expect(r.resolution.version).toMatch(/^2\.14\./);
    expect(ids(r)).not.toContain('companion-mismatch');
  });

  it('pins files: torch==2.14.1 beside torchvision==0.29.2 pass; beside torch==2.13.0 they do not', () => {
    const linux = env();
    expect(
      evaluatePinSet(
        set([
          pin({ package: 'torch', specifier: '==2.14.1' }),
          pin({ package: 'torchvision', specifier: '==0.29.2' }, 2),
        ]),
        linux,
        bundledCatalog,
      ),
    ).toEqual([]);
    const f = evaluatePinSet(
      set([
        pin({ package: 'torch', specifier: '==2.13.0' }),
        pin({ package: 'torchvision', specifier: '==0.29.2' }, 2),
      ]),
      linux,
      bundledCatalog,
    );
    expect(f.map((x) => x.id)).toEqual(['companion-mismatch']);
    expect(f[0]!.message).toMatch(/torch 2\.13\.0 ↔ torchvision 0\.28\.\d/);
    const ta = evaluatePinSet(
      set([pin({ package: 'torch', specifier: '==2.13.0' }), pin({ package: 'torchaudio', specifier: '==2.11.1' }, 2)]),
      linux,
      bundledCatalog,
    );
    expect(ta).toEqual([]);
  });
});
