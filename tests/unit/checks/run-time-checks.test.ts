// The checks a use case calls with what it found at run time, outside the engine: extras that
// pin torch and were not selected, a yanked release, pins kept with undecided markers, values
// the readers could not read, action inputs a mode does not read, a base git could not show, and
// what --online read or could not.
import { describe, expect, it } from 'vitest';
import { gitHistoryMissing, scanFallback } from '../../../src/checks/git-history.js';
import { inputsIgnored } from '../../../src/checks/inputs-ignored.js';
import { indexListsNoTorch, onlineNotRead, releaseFromIndex } from '../../../src/checks/online-notes.js';
import { undecidedMarkers, unreadValues } from '../../../src/checks/pin-set/undecided.js';
import { yankedRelease } from '../../../src/checks/release-yanked.js';
import { targetsNotJudged } from '../../../src/checks/targets-not-judged.js';
import type { InstallTarget } from '../../../src/pins/targets.js';
import type { Pin, PinSet } from '../../../src/pins/types.js';

const at = (line: number) => ({ file: 'pyproject.toml', line });
const torchIn = (group: string, line: number): Pin => ({
  package: 'torch',
  specifier: '==2.7.1',
  origin: 'pep621',
  group,
  alternative: 'extra',
  location: at(line),
});
const set = (pins: Pin[]): PinSet => ({
  pins,
  indexes: [],
  files: ['pyproject.toml'],
  alternatives: { extras: { cu128: at(10), cpu: at(12) }, groups: {}, environments: {}, conflicts: [] },
});
const DEFAULT: InstallTarget = { name: 'default', extras: [], groups: [], features: [], defaultFeature: true };

describe('targets not judged', () => {
  it('names the extras that pin torch and were not selected, at the first one', () => {
    const [f, ...rest] = targetsNotJudged(set([torchIn('cu128', 11), torchIn('cpu', 13)]), [DEFAULT]);
    expect(rest).toEqual([]);
    expect(f!.id).toBe('extras-not-checked');
    expect(f!.message).toBe(
      'Not checked: extra cu128, extra cpu pin torch and were not selected; this check judged default.',
    );
    expect(f!.location).toEqual(at(10));
  });
  it('names the route when the check judges several, and is silent when every extra is judged', () => {
    const pins = set([torchIn('cu128', 11)]);
    expect(targetsNotJudged(pins, [DEFAULT], 'uv')[0]!.message).toMatch(/^Not checked \(route uv\): extra cu128 pins/);
    const cu128: InstallTarget = { ...DEFAULT, name: 'extra cu128', extras: ['cu128'] };
    expect(targetsNotJudged(pins, [DEFAULT, cu128])).toEqual([]);
    expect(targetsNotJudged(undefined, [DEFAULT])).toEqual([]);
  });
});

describe('release yanked', () => {
  it('warns when the resolved release is yanked, with the reason when given', () => {
    const yanked = new Map<string, string | true>([
      ['2.5.0', 'broken wheels'],
      ['2.4.0', true],
    ]);
    expect(yankedRelease('2.5.0', yanked)[0]!.message).toContain(
      'torch 2.5.0 is yanked on the index ("broken wheels")',
    );
    expect(yankedRelease('2.4.0', yanked)[0]!.message).toMatch(/^torch 2\.4\.0 is yanked on the index: /);
    expect(yankedRelease('2.4.0', yanked)[0]!.severity).toBe('warning');
    expect(yankedRelease('2.6.0', yanked)).toEqual([]);
    expect(yankedRelease(undefined, yanked)).toEqual([]);
  });
});

describe('pins the request could not settle', () => {
  it('a marker that names no PEP 508 variable warns; one that cannot be decided here is a notice', () => {
    const pin = torchIn('cu128', 11);
    const [unknown, undecided] = undecidedMarkers([
      { pin, reason: "'cuda' is not a PEP 508 marker variable" },
      { pin, reason: 'python_version is not known here' },
    ]);
    expect(unknown!.severity).toBe('warning');
    expect(undecided!.severity).toBe('notice');
    expect(undecided!.message).toBe(
      'The pin at pyproject.toml:11 was kept although its marker could not be decided: python_version is not known here',
    );
  });
  it('a value the readers cannot read is a notice with what goes unchecked', () => {
    const [f] = unreadValues([
      { what: 'python_requires', why: 'it is computed', location: { file: 'setup.py', line: 4 } },
    ]);
    expect(f!.id).toBe('pin-unreadable');
    expect(f!.message).toBe(
      'python_requires is not read: it is computed; what depends on it (the Pythons the project admits) is not checked.',
    );
    expect(unreadValues()).toEqual([]);
  });
});

describe('inputs ignored', () => {
  it('names the inputs a matrix or workflow step does not read', () => {
    expect(inputsIgnored('workflow', ['torch-version', 'scan'])[0]!.message).toBe(
      'With workflow set, the action plans a matrix and does not read `torch-version`, `scan`.',
    );
    expect(inputsIgnored('matrix', [])).toEqual([]);
  });
});

describe('what the run met reading git and indexes', () => {
  it('a base git cannot show: a warning naming what has no notes, with the fix given', () => {
    const f = gitHistoryMissing('locks', 'the merge base abc is not in this shallow clone', 'Use fetch-depth: 0.');
    expect(f).toMatchObject({ id: 'git-history-missing', severity: 'warning', hint: 'Use fetch-depth: 0.' });
    expect(f.message).toContain('the merge base abc is not in this shallow clone');
    expect(f.source).toContain('actions/checkout');
    const s = scanFallback('no merge base');
    expect(s).toMatchObject({ id: 'scan-fallback', severity: 'notice' });
    expect(s.message).toContain('no merge base');
  });
  it('an index without torch warns only when it is the only index read', () => {
    expect(indexListsNoTorch('https://mirror.example/simple', true)).toMatchObject({
      id: 'online-fallback',
      severity: 'warning',
      message:
        'https://mirror.example/simple lists no torch wheel: pip finds no torch there, and no other index is read.',
    });
    expect(indexListsNoTorch('https://mirror.example/simple', false).severity).toBe('notice');
    expect(onlineNotRead('not read', 'https://peps.python.org/pep-0658/', 'h')).toMatchObject({
      id: 'online-fallback',
      severity: 'notice',
    });
    expect(releaseFromIndex('read from the index', 'h', 'https://i.example/')).toMatchObject({
      id: 'release-from-index',
      severity: 'notice',
      source: 'https://i.example/',
    });
  });
});
