// A pylock.toml's package markers name PEP 751's `extras` and `dependency_groups`: the lock
// reader decides them from what the install selects, and from the lock's default-groups when
// it selects no group (names compare PEP 685-normalised).
import { describe, expect, it } from 'vitest';
import { checkLock, LOCK_FORMATS, lockParser } from '../../../src/locks/index.js';
import { env } from '../helpers.js';

const parseLockNow = await lockParser(LOCK_FORMATS.map((f) => f.kind));

const entry = (version: string, marker: string, index: string) =>
  [
    '[[packages]]',
    'name = "torch"',
    `version = "${version}"`,
    `marker = "${marker}"`,
    `index = "https://download.pytorch.org/whl/${index}"`,
    `wheels = [{ url = "https://download.pytorch.org/whl/${index}/torch-${version.replace('+', '%2B')}-cp312-cp312-manylinux_2_28_x86_64.whl", hashes = { sha256 = "00" } }]`,
    '',
  ].join('\n');

const header = (defaultGroups?: string) =>
  ['lock-version = "1.0"', 'created-by = "uv"', 'extras = ["cpu", "cu128"]', 'dependency-groups = ["dev", "gpu"]']
    .concat(defaultGroups ? [`default-groups = ${defaultGroups}`] : [])
    .join('\n');

const here = env({ python: '3.12', glibc: '2.35' });

describe('pylock.toml markers on extras and dependency groups', () => {
  const byExtra = parseLockNow(
    `${header()}\n\n${entry('2.8.0+cpu', "'cpu' in extras", 'cpu')}\n${entry('2.8.0+cu128', "'CU128' in extras", 'cu128')}`,
    'pylock.toml',
    'pylock',
  );

  it('the selected extra picks its entry; the other is not installed', () => {
    expect(checkLock(byExtra, here, { selected: ['cu128'] })).toMatchObject({
      torch: { version: '2.8.0+cu128' },
      installs: true,
    });
    expect(checkLock(byExtra, here, { selected: ['cpu'] })).toMatchObject({
      torch: { version: '2.8.0+cpu' },
      installs: true,
    });
  });

  it('no extra selected: no entry applies, and that is decided, not undecided', () => {
    const a = checkLock(byExtra, here, { selected: [] });
    expect(a.installs).toBe(false);
    expect(a.findings.map((f) => f.id)).toEqual(['lock-no-wheel']);
  });

  it("the lock's default-groups stand for dependency_groups when no group is selected", () => {
    const text = (defaults?: string) =>
      `${header(defaults)}\n\n${entry('2.8.0+cpu', "'dev' in dependency_groups", 'cpu')}\n${entry('2.8.0+cu128', "'gpu' in dependency_groups", 'cu128')}`;
    const withDefaults = parseLockNow(text('["gpu"]'), 'pylock.toml', 'pylock');
    expect(withDefaults.defaultGroups).toEqual(['gpu']);
    expect(checkLock(withDefaults, here, { selected: [] }).torch?.version).toBe('2.8.0+cu128');
    // A selected group replaces the defaults.
    expect(checkLock(withDefaults, here, { selected: ['group:dev'] }).torch?.version).toBe('2.8.0+cpu');
    expect(checkLock(parseLockNow(text(), 'pylock.toml', 'pylock'), here, { selected: [] }).installs).toBe(false);
  });
});
