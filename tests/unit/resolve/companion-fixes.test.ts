/**
 * A fix that pins torch names the torchvision/torchaudio pins that must move with it: `pin
 * torch==2.4.1` beside `torchvision==0.23.0` would only trade one failure for another.
 */
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { renderAdvice, type Advice } from '../../../src/core/advice.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { parseSpecifier } from '../../../src/packaging/pep440.js';
import { withCompanionPins } from '../../../src/resolve/hints.js';
import { env, req } from '../helpers.js';

const pinTorch = (spec: string): Advice => ({
  remedies: [{ kind: 'pin', spec, why: 'the newest with Python 3.8 wheels' }],
});

describe('withCompanionPins', () => {
  it('adds the torchvision release of the pinned torch when the request pins another', () => {
    const a = withCompanionPins(bundledCatalog, pinTorch('torch==2.4.1'), { torchvision: parseSpecifier('==0.23.0') });
    expect(a.remedies[0]).toMatchObject({ kind: 'pin', spec: 'torch==2.4.1', with: ['torchvision==0.19.1'] });
  });
  it('leaves the fix alone when the companion pin admits the release that goes with it', () => {
    const a = withCompanionPins(bundledCatalog, pinTorch('torch==2.4.1'), { torchvision: parseSpecifier('>=0.15') });
    expect(a.remedies[0]).not.toHaveProperty('with');
  });
  it('a range fix names the companion bound when the pinned companion goes with none of it', () => {
    // dinov2: torchvision==0.15.0 goes with torch 2.0.0 only; `pin torch>=2.2` alone cannot install.
    const up = withCompanionPins(bundledCatalog, pinTorch('torch>=2.2'), { torchvision: parseSpecifier('==0.15.0') });
    expect(up.remedies[0]).toMatchObject({ spec: 'torch>=2.2', with: ['torchvision>=0.17.0'] });
    const down = withCompanionPins(bundledCatalog, pinTorch('torch<2.9'), { torchvision: parseSpecifier('==0.24.0') });
    expect(down.remedies[0]).toMatchObject({ spec: 'torch<2.9', with: ['torchvision<=0.23.0'] });
  });
  it('leaves a range pin and an unpinned companion alone', () => {
    expect(
      withCompanionPins(bundledCatalog, pinTorch('torch<2.15'), { torchvision: parseSpecifier('==0.23.0') })
        .remedies[0],
    ).not.toHaveProperty('with');
    expect(
      withCompanionPins(bundledCatalog, pinTorch('torch==2.4.1'), { torchvision: parseSpecifier('') }).remedies[0],
    ).not.toHaveProperty('with');
  });
});

describe('the fixes a check prints', () => {
  it('Python 3.12 with torch==2.0.0 and torchvision==0.15.0 (dinov2): the range fix moves both', () => {
    const r = evaluate(
      env({ python: '3.12', glibc: '2.39' }),
      req({ torch: '==2.0.0', torchvision: '==0.15.0' }),
      bundledCatalog,
    );
    const f = r.findings.find((x) => x.id === 'python-unsupported');
    expect(f?.advice && renderAdvice(f.advice, 'cli')).toContain('pin torch>=2.2 with torchvision>=0.17.0');
  });
  it('Python 3.8 with torch==2.8.0 and torchvision==0.23.0: the pin fix moves both', () => {
    const r = evaluate(
      env({ python: '3.8', glibc: '2.39' }),
      req({ torch: '==2.8.0', torchvision: '==0.23.0' }),
      bundledCatalog,
    );
    const f = r.findings.find((x) => x.id === 'python-unsupported');
    expect(f?.advice && renderAdvice(f.advice, 'cli')).toContain('pin torch==2.4.1 with torchvision==0.19.1');
  });
});
