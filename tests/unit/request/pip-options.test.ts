// One pip option table, read by the requirements-file reader and by the
// workflow `pip install` finder: the same option means the same thing in both.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPipTorch } from '../../../src/matrix/steps/pip-command.js';
import { parseRequirementsText } from '../../../src/formats/requirements/requirements-txt.js';
import { pipOption, splitOption } from '../../../src/request/pip-options.js';
import { fcRuns } from '../../property-runs.js';

const CU121 = 'https://download.pytorch.org/whl/cu121';

describe('the pip option table', () => {
  it('a requirements file accepts only the options pip accepts there', () => {
    expect(pipOption('--index-url', 'file')?.role).toBe('index-url');
    expect(pipOption('--target', 'file')).toBeUndefined();
    expect(pipOption('--target', 'command')).toMatchObject({ role: 'other', takesValue: true });
    expect(pipOption('--constructor', 'command')).toBeUndefined();
  });

  it.each([
    ['--index-url=URL', { name: '--index-url', value: 'URL' }],
    ['-iURL', { name: '-i', value: 'URL' }],
    ['-rbase.txt', { name: '-r', value: 'base.txt' }],
    ['--pre', { name: '--pre' }],
    ['-i', { name: '-i' }],
  ])('%s', (token, parts) => {
    expect(splitOption(token)).toEqual(parts);
  });

  it('every index spelling reads the same in a requirements file and in a workflow command', () => {
    for (const spelling of [`--index-url ${CU121}`, `--index-url=${CU121}`, `-i ${CU121}`, `-i${CU121}`]) {
      const file = parseRequirementsText(`${spelling}\ntorch==2.5.1\n`, 'r.txt');
      expect(file.options.map((o) => [o.role, o.value])).toEqual([['index-url', CU121]]);
      expect(findPipTorch(`pip install torch==2.5.1 ${spelling}`)?.index?.text).toBe(CU121);
    }
  });

  it('a value-taking option never swallows the torch requirement after it, and a flag never takes a value', () => {
    expect(findPipTorch('pip install --target /opt/x torch==2.8.0')?.torch.spec).toBe('==2.8.0');
    expect(findPipTorch('pip install --pre torch==2.8.0')).toMatchObject({ pre: true, torch: { spec: '==2.8.0' } });
  });

  it('property: --name=value splits back into name and value, for every long option that takes one', () => {
    const names = [
      '--index-url',
      '--extra-index-url',
      '--find-links',
      '--requirement',
      '--constraint',
      '--target',
      '--hash',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.string({ maxLength: 40 }), (name, value) => {
        expect(splitOption(`${name}=${value}`)).toEqual({ name, value });
      }),
      { numRuns: fcRuns() },
    );
  });
});
