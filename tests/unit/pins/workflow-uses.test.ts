// The Pythons, runners and indexes a repository's workflows use, read for upgrade notes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pinVariants, workflowUses } from '../../../src/pins/workflow-uses.js';
import { fcRuns } from '../../property-runs.js';

const CI = `name: ci
on: [push]
jobs:
  test:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [ubuntu-22.04, "macos-13"]
        python-version:
          - "3.9"
          - 3.10   # stays 3.10, as written
          - \${{ fromJSON(inputs.py) }}
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: \${{ matrix.python-version }}
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: '3.12.4'
      - run: echo python: 2.7
`;

describe('workflowUses', () => {
  it('reads matrix Pythons and runners, setup-python versions and runs-on labels, with job and line', () => {
    const u = workflowUses(CI, '.github/workflows/ci.yml');
    expect(u.pythons).toEqual([
      { value: '3.9', file: '.github/workflows/ci.yml', line: 10, job: 'test' },
      { value: '3.10', file: '.github/workflows/ci.yml', line: 11, job: 'test' },
      { value: '3.12', file: '.github/workflows/ci.yml', line: 22, job: 'lint' },
    ]);
    expect(u.runners).toEqual([
      { value: 'ubuntu-22.04', file: '.github/workflows/ci.yml', line: 8, job: 'test' },
      { value: 'macos-13', file: '.github/workflows/ci.yml', line: 8, job: 'test' },
      { value: 'ubuntu-latest', file: '.github/workflows/ci.yml', line: 18, job: 'lint' },
    ]);
  });

  it('a composite action has no job', () => {
    const u = workflowUses(
      'runs:\n  using: composite\n  steps:\n  - uses: actions/setup-python@v2\n    with:\n      python-version: 3.8\n',
      'a.yml',
    );
    expect(u.pythons).toEqual([{ value: '3.8', file: 'a.yml', line: 6 }]);
  });

  it('never throws, and every use is on a line that holds its value', () => {
    const line = fc.oneof(
      fc.constantFrom(
        'jobs:',
        '  build:',
        '    runs-on: ubuntu-24.04',
        '      python-version: [3.9, "3.11"]',
        '      os:',
        '        - windows-2022',
        '  - 3.12',
        'python: 3.13',
        '#',
        '',
        '    - python-version: 3.8',
      ),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const text = lines.join('\n');
        const all = text.split(/\r?\n/);
        const u = workflowUses(text, 'w.yml');
        for (const x of [...u.pythons, ...u.runners]) {
          expect(x.line).toBeGreaterThanOrEqual(1);
          expect(all[x.line - 1]).toContain(x.value);
        }
      }),
      { numRuns: fcRuns() },
    );
  });
});

describe('pinVariants', () => {
  it('a +cu build, a wheel build or a PyTorch index URL is a variant used here', () => {
    const loc = (line: number) => ({ file: 'requirements.txt', line, column: 1 });
    const v = pinVariants({
      pins: [
        { package: 'torch', specifier: '==2.5.1+cu121', local: 'cu121', origin: 'requirements', location: loc(1) },
        {
          package: 'torchvision',
          specifier: '',
          indexUrl: 'https://download.pytorch.org/whl/cu118',
          origin: 'requirements',
          location: loc(2),
        },
        {
          package: 'torchaudio',
          specifier: '',
          indexUrl: 'https://pypi.org/simple',
          origin: 'requirements',
          location: loc(3),
        },
      ],
      indexes: [],
      files: [],
    });
    expect(v.map((x) => `${x.value}@${x.line}`)).toEqual(['cu121@1', 'cu118@2']);
  });
});
