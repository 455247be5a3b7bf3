import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPins } from '../../../src/io/pin-files.js';
import { upgradeNotes, upgradeTable } from '../../../src/pins/index.js';
import type { PinSet } from '../../../src/pins/types.js';
import { testCatalog } from './test-catalog.js';

const FIX = path.resolve(__dirname, '../../fixtures/pins/upgrade');
const one = (specifier: string, requiresPython?: string): PinSet => ({
  pins: [{ package: 'torch', specifier, origin: 'pep621', location: { file: 'pyproject.toml', line: 9, column: 4 } }],
  ...(requiresPython ? { requiresPython: { specifier: requiresPython, location: { file: 'pyproject.toml', line: 5, column: 1 } } } : {}),
  indexes: [],
  files: [],
});

describe('upgradeNotes', () => {
  it('2.8.0 → 2.9.0 drops Python 3.9 that requires-python still admits: a warning on the pin line', () => {
    const { findings, table } = upgradeNotes(one('==2.8.0', '>=3.9'), one('==2.9.0', '>=3.9'), testCatalog);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ id: 'upgrade-note', severity: 'warning', location: { file: 'pyproject.toml', line: 9, column: 4 } });
    expect(findings[0]!.message).toContain('torch pin changes from ==2.8.0 to ==2.9.0 (2.8 → 2.9).');
    expect(findings[0]!.message).toContain('Pythons dropped: 3.9 (requires-python >=3.9 still admits 3.9).');
    expect(findings[0]!.message).toContain('Pythons added: 3.14.');
    expect(findings[0]!.message).toContain('Index variants dropped: cu129.');
    expect(findings[0]!.message).toContain('2.9: Python 3.9 is no longer supported (https://example.org/2.9)');
    expect(table).toEqual([
      { aspect: 'torch', before: '==2.8.0', after: '==2.9.0' },
      { aspect: 'Releases', before: '2.8', after: '2.9' },
      { aspect: 'Python', before: '3.9–3.13', after: '3.10–3.14' },
      { aspect: 'Platforms', before: 'Linux arm64, Linux x86_64, macOS arm64, Windows x86_64', after: 'Linux arm64, Linux x86_64, macOS arm64, Windows x86_64' },
      { aspect: 'Index variants', before: 'cpu, cu126, cu128, cu129', after: 'cpu, cu126, cu128, cu130' },
      { aspect: 'PyPI build (Linux x86_64)', before: 'cu128', after: 'cu128' },
      { aspect: 'torchvision', before: '0.23.0', after: '0.24.0' },
      { aspect: 'torchaudio', before: '2.8.0', after: '2.9.0' },
    ]);
  });

  it('a notice when requires-python already excludes the dropped Python', () => {
    const { findings } = upgradeNotes(one('==2.8.0', '>=3.10'), one('==2.9.0', '>=3.10'), testCatalog);
    expect(findings[0]!.severity).toBe('notice');
  });

  it('dropped platforms warn (macOS x86_64 after 2.0)', () => {
    const { findings } = upgradeNotes(one('==2.0.1', '>=3.8'), one('==2.3.1', '>=3.8'), testCatalog);
    expect(findings[0]!.message).toContain('Platforms dropped: macOS x86_64.');
    expect(findings[0]!.severity).toBe('warning');
  });

  it('an unchanged pin gives nothing', () => {
    expect(upgradeNotes(one('==2.8.0'), one('==2.8.0'), testCatalog)).toEqual({ findings: [], table: [] });
  });

  it('EveryVoice 2.3.1 → 2.7.1 (real history): notes of every release crossed', async () => {
    const base = await readPins(['requirements.torch.base.txt'], { cwd: FIX, env: {} });
    const head = await readPins(['requirements.torch.head.txt'], { cwd: FIX, env: {} });
    // Same lines, different files here: compare as the PR would (one file, two revisions).
    const rename = (s: PinSet): PinSet => ({ ...s, pins: s.pins.map((p) => ({ ...p, location: { ...p.location, file: 'requirements.torch.txt' } })) });
    const { findings } = upgradeNotes(rename(base), rename(head), testCatalog);
    expect(findings).toHaveLength(2); // the darwin pin and the CUDA pin
    expect(findings[0]!.location).toMatchObject({ line: 4 });
    expect(findings[0]!.message).toContain('(2.3 → 2.7)');
    expect(findings[0]!.message).toContain('Pythons dropped: 3.8');
    expect(findings[0]!.message).toContain('2.5: Python 3.8 is no longer supported');
    expect(findings[0]!.message).toContain('2.7: Linux wheels need glibc 2.28');
  });

  it('upgradeTable with open ranges', () => {
    expect(upgradeTable('>=2.3,<2.5', '>=2.8', testCatalog)[1]).toEqual({ aspect: 'Releases', before: '2.3–2.4', after: '2.8–2.9' });
  });
});
