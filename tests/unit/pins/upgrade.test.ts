// Upgrade notes of a pull request that moves torch: what changes, and what it drops that the
// repository uses.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPins } from '../../../src/workspace/pin-files.js';
import { NO_USE, upgradeNotes, upgradeTable } from '../../../src/pins/index.js';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import type { PinSet } from '../../../src/pins/types.js';
import { testCatalog } from './test-catalog.js';

const FIX = path.resolve(__dirname, '../../fixtures/pins/upgrade');
const one = (specifier: string, requiresPython?: string): PinSet => ({
  pins: [{ package: 'torch', specifier, origin: 'pep621', location: { file: 'pyproject.toml', line: 9, column: 4 } }],
  ...(requiresPython
    ? { requiresPython: { specifier: requiresPython, location: { file: 'pyproject.toml', line: 5, column: 1 } } }
    : {}),
  indexes: [],
  files: [],
});

describe('upgradeNotes', () => {
  it('2.8.0 → 2.9.0 drops Python 3.9 that requires-python still admits: a warning on the pin line', () => {
    const { findings, table, notes } = upgradeNotes(one('==2.8.0', '>=3.9'), one('==2.9.0', '>=3.9'), testCatalog);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      id: 'upgrade-note',
      severity: 'warning',
      location: { file: 'pyproject.toml', line: 9, column: 4 },
    });
    // Issue 30: one sentence of what breaks here; the release notes go to the summary.
    expect(findings[0]!.message).toBe(
      'torch ==2.8.0 → ==2.9.0 (2.8 → 2.9) drops Python 3.9 (still admitted by requires-python >=3.9, pyproject.toml:5).',
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        release: '2.9',
        text: 'Python 3.9 is no longer supported',
        source: 'https://example.org/2.9',
      }),
    );
    expect(table).toEqual([
      { aspect: 'torch', before: '==2.8.0', after: '==2.9.0' },
      { aspect: 'Releases', before: '2.8', after: '2.9' },
      { aspect: 'Python', before: '3.9–3.13', after: '3.10–3.14' },
      {
        aspect: 'Platforms',
        before: 'Linux arm64, Linux x86_64, macOS arm64, Windows x86_64',
        after: 'Linux arm64, Linux x86_64, macOS arm64, Windows x86_64',
      },
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

  it('a dropped platform warns only when a runner here uses it (issue 30: macOS x86_64 after 2.2)', () => {
    const catalog = { ...testCatalog, runners: bundledCatalog.runners };
    const used = {
      ...NO_USE,
      runners: [{ value: 'macos-13', file: '.github/workflows/ci.yml', line: 14, job: 'test' }],
    };
    const here = upgradeNotes(one('==2.0.1', '>=3.10'), one('==2.3.1', '>=3.10'), catalog, used).findings[0]!;
    expect(here.message).toBe(
      'torch ==2.0.1 → ==2.3.1 (2.0 → 2.3) drops runner macos-13 (job test, .github/workflows/ci.yml:14).',
    );
    expect(here.severity).toBe('warning');
    const elsewhere = upgradeNotes(one('==2.0.1', '>=3.10'), one('==2.3.1', '>=3.10'), catalog, {
      ...NO_USE,
      runners: [{ value: 'ubuntu-24.04', file: 'ci.yml', line: 3 }],
    }).findings[0]!;
    expect(elsewhere.message).not.toMatch(/macOS|macos/);
    expect(elsewhere.severity).toBe('notice');
  });

  it('names a workflow Python and a pinned index variant the new release drops, each where it is used (issue 30)', () => {
    const used = {
      pythons: [
        { value: '3.9', file: '.github/workflows/ci.yml', line: 12, job: 'test' },
        { value: '3.9', file: '.github/workflows/nightly.yml', line: 8, job: 'nightly' },
        { value: '3.12', file: '.github/workflows/ci.yml', line: 12, job: 'test' },
      ],
      runners: [],
      variants: [{ value: 'cu129', file: 'requirements.txt', line: 1 }],
    };
    const r = upgradeNotes(one('==2.8.0'), one('==2.9.0'), testCatalog, used);
    expect(r.findings[0]!.message).toBe(
      'torch ==2.8.0 → ==2.9.0 (2.8 → 2.9) drops Python 3.9 (job test, .github/workflows/ci.yml:12, +1 more); index variant cu129 (requirements.txt:1).',
    );
    expect(r.breaks.map((b) => b.what)).toEqual(['Python 3.9', 'index variant cu129']);
    expect(r.changes).toEqual([
      { package: 'torch', before: '==2.8.0', after: '==2.9.0', file: 'pyproject.toml', line: 9 },
    ]);
  });

  it('an unchanged pin gives nothing', () => {
    expect(upgradeNotes(one('==2.8.0'), one('==2.8.0'), testCatalog)).toEqual({
      findings: [],
      table: [],
      changes: [],
      notes: [],
      breaks: [],
    });
  });

  it('EveryVoice 2.3.1 → 2.7.1 (real history): notes of every release crossed', async () => {
    const base = await readPins(['requirements.torch.base.txt'], { cwd: FIX, env: {} });
    const head = await readPins(['requirements.torch.head.txt'], { cwd: FIX, env: {} });
    // Same lines, different files here: compare as the PR would (one file, two revisions).
    const rename = (s: PinSet): PinSet => ({
      ...s,
      pins: s.pins.map((p) => ({ ...p, location: { ...p.location, file: 'requirements.torch.txt' } })),
    });
    const { findings, notes } = upgradeNotes(rename(base), rename(head), testCatalog);
    expect(findings).toHaveLength(2); // the darwin pin and the CUDA pin
    expect(findings[0]!.location).toMatchObject({ line: 4 });
    expect(findings[0]!.message).toContain('(2.3 → 2.7)');
    // Nothing here says which Python it runs (no workflow, no requires-python): no Python is named.
    expect(findings[0]!.message).not.toContain('3.8');
    const said = notes.map((n) => `${n.release}: ${n.text}`);
    expect(said).toContain('2.5: Python 3.8 is no longer supported');
    expect(said.some((n) => n.startsWith('2.7: Linux wheels need glibc 2.28'))).toBe(true);
  });

  it('upgradeTable with open ranges', () => {
    expect(upgradeTable('>=2.3,<2.5', '>=2.8', testCatalog)[1]).toEqual({
      aspect: 'Releases',
      before: '2.3–2.4',
      after: '2.8–2.9',
    });
  });
});
