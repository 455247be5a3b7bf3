// The torch word of a pip command is read with the standard's name reader
// (packaging/requirement.ts requirementName + PEP 503 normalisation), not a regex of its own
//. Same results as the
// regex it replaced, which is kept here as the oracle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { findCondaEnvInstall, findPipTorch } from '../../../src/matrix/steps/pip-command.js';

/** The reader before the pip-command module: the spec of a torch word, or undefined. */
const OLD_TORCH_REQ = /^torch(?:\[[^\]]*\])?(?=$|[\s=<>!~;@(,])\s*(.*)$/i;
const oldSpec = (word: string): string | undefined => {
  const m = OLD_TORCH_REQ.exec(word);
  return m ? m[1]!.split(';')[0]!.trim() : undefined;
};

/** The spec findPipTorch reads from one single-quoted word (the quotes keep it one word). */
const specOf = (word: string): string | undefined => findPipTorch(`pip install '${word}'`)?.torch.spec;

describe('findPipTorch: the torch word', () => {
  it.each([
    ['torch', ''],
    ['Torch>=2.1,<2.3', '>=2.1,<2.3'],
    ['TORCH==2.1.0+cu118', '==2.1.0+cu118'],
    ['torch[opt]~=2.4.0', '~=2.4.0'],
    ['torch==${{ matrix.torch }}', '==${{ matrix.torch }}'],
    ['torch(>=2.0)', '(>=2.0)'],
    ['torch; python_version < "3.9"', ''],
    ['torch>=2.0;sys_platform=="linux"', '>=2.0'],
    [
      'torch @ https://download.pytorch.org/whl/cpu/torch-2.3.0%2Bcpu-cp311-cp311-linux_x86_64.whl',
      '@ https://download.pytorch.org/whl/cpu/torch-2.3.0%2Bcpu-cp311-cp311-linux_x86_64.whl',
    ],
    ['torch!=2.0.0', '!=2.0.0'],
  ])('%s -> %s', (word, spec) => {
    expect(specOf(word)).toBe(spec);
    expect(oldSpec(word)).toBe(spec);
  });

  it.each([
    'torchvision',
    'torchaudio==2.1',
    'torch-tensorrt',
    'torch_geometric',
    'torch.x',
    'torch-',
    'torch[cu',
    'torch$V',
    'torch/x',
    'pytorch',
    'xtorch',
  ])('%s is not torch', (word) => {
    expect(specOf(word)).toBeUndefined();
    expect(oldSpec(word)).toBeUndefined();
  });

  it('gives what the old regex gave, for any word on one line', () => {
    // Words built from the characters that matter around a requirement's name; no quote (the
    // word is single-quoted) and no line break (the old regex's `.` stopped at one).
    const piece = fc.constantFrom(
      'torch',
      'Torch',
      'TORCH',
      'vision',
      '[opt]',
      '[',
      ']',
      '==',
      '>=',
      '<',
      '~=',
      '!=',
      ';',
      '@',
      '(',
      ')',
      ',',
      ' ',
      '.',
      '-',
      '_',
      '2.1',
      '+cu118',
      '*',
      '${{ matrix.t }}',
      'x',
      '/',
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), (parts) => {
        const word = parts.join('');
        fc.pre(!word.startsWith('-') && word.trim() === word && word !== '');
        expect(specOf(word)).toBe(oldSpec(word));
      }),
      { numRuns: fcRuns(2000) },
    );
  });
});

describe('findPipTorch: the program that runs pip', () => {
  it.each([
    'python3.14 -m pip install torch==2.9',
    'python3.13t -m pip install torch==2.9',
    'py -3.12 -m pip install torch==2.9',
    'py -3 -m pip install torch==2.9',
    'py.exe -3.11-64 -m pip install torch==2.9',
    '/opt/hostedtoolcache/Python/3.12.7/x64/bin/python3.12 -m pip install torch==2.9',
  ])('%s installs torch', (cmd) => {
    expect(findPipTorch(cmd)?.torch.spec).toBe('==2.9');
  });

  it.each([
    'py -m venv torch',
    'py -x -m pip install torch',
    'python3.13x -m pip install torch',
    'pyt -m pip install torch',
  ])('%s does not', (cmd) => {
    expect(findPipTorch(cmd)).toBeUndefined();
  });
});

describe('findCondaEnvInstall: the environment file a step creates', () => {
  it.each([
    ['conda env create -f environment.yml', 'environment.yml'],
    ['mamba env update --file packages/env.gpu.yml -n base', 'packages/env.gpu.yml'],
    ['micromamba create --file=conda.yaml -y', 'conda.yaml'],
    ['conda create -n x python=3.11', undefined],
    ['pip install -r requirements.txt', undefined],
  ])('%s', (script, file) => {
    expect(findCondaEnvInstall(script)?.text).toBe(file);
  });
});
