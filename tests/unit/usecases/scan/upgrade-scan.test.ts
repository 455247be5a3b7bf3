// When a torch change widens `scan --changed-since` to every file, and the notice that says why.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../../src/catalog/bundled.js';
import { finding, type Finding } from '../../../../src/core/finding.js';
import { fromUpgradePredicate, wideningFor } from '../../../../src/usecases/scan/upgrade-scan.js';

const scanFinding = (api: string): Finding =>
  finding({
    id: 'api-deprecated',
    severity: 'warning',
    message: 'm',
    hint: 'h',
    source: 's',
    api,
    location: { file: 'a.py', line: 1, column: 1 },
  });

describe('wideningFor', () => {
  it('no torch-family change: the scan stays on the changed files', () => {
    expect(wideningFor([])).toBeUndefined();
  });

  it('says which pin or lock moved, from what to what; --from is the base torch without its build', () => {
    const w = wideningFor([
      { package: 'torch', before: '==2.4.1+cu121', after: '==2.9.0+cu128', file: 'requirements.txt', line: 3 },
      { package: 'torchvision', before: '==0.19.1', after: '==0.24.0', file: 'requirements.txt', line: 4 },
    ])!;
    expect(w.from).toBe('==2.4.1');
    expect(w.notice).toBe(
      'This change moves torch ==2.4.1+cu121 → ==2.9.0+cu128 (requirements.txt:3), torchvision ==0.19.1 → ==0.24.0 (requirements.txt:4): every Python file is scanned, not only the changed ones.',
    );
  });

  it('a torchvision-only change widens without a --from; a base with no version gives none either', () => {
    expect(
      wideningFor([{ package: 'torchvision', before: '==0.19.1', after: '==0.20.0', file: 'r.txt', line: 1 }])!.from,
    ).toBeUndefined();
    expect(
      wideningFor([{ package: 'torch', before: 'any', after: '==2.9.0', file: 'r.txt', line: 1 }])!.from,
    ).toBeUndefined();
  });
});

describe('fromUpgradePredicate: a finding is from the upgrade when its API changed between the base torch and the new range', () => {
  it('2.4.1 → 2.9.0: torch.cuda.amp.autocast (deprecated 2.4) is not, torch.load without weights_only (changed 2.6) is', () => {
    const fromUp = fromUpgradePredicate(bundledCatalog, '==2.4.1', '==2.9.0');
    const loadApi = bundledCatalog.apis.find((e) => e.api.startsWith('torch.load') && e.changed === '2.6')!.api;
    expect(fromUp(scanFinding(loadApi))).toBe(true);
    expect(fromUp(scanFinding('torch.cuda.amp.autocast'))).toBe(false);
  });

  it('>=2.0.0 → ==2.1.0: torch.nn.utils.weight_norm (deprecated 2.1) is; an old deprecation (torch.qr, 1.9) and an unknown API are not', () => {
    const fromUp = fromUpgradePredicate(bundledCatalog, '>=2.0.0', '==2.1.0');
    expect(fromUp(scanFinding('torch.nn.utils.weight_norm'))).toBe(true);
    expect(fromUp(scanFinding('torch.qr'))).toBe(false);
    expect(fromUp(scanFinding('torch.no_such_thing'))).toBe(false);
    expect(fromUp({ ...scanFinding('x'), api: undefined })).toBe(false);
  });

  it('an unreadable range spares nothing', () => {
    expect(
      fromUpgradePredicate(bundledCatalog, 'not a spec', '==2.9.0')(scanFinding('torch.nn.utils.weight_norm')),
    ).toBe(false);
  });
});
