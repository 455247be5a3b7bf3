// conda build strings and channel URLs as conda and pixi write them: the CUDA (or CPU) a build
// bundles and the environment's Python, read the same way for the pytorch channel, conda-forge and defaults.
import fc from 'fast-check';
import { fcRuns } from '../../../property-runs.js';
import { describe, expect, it } from 'vitest';
import {
  channelOfUrl,
  cudaOfMetapackage,
  describeBuild,
  readBuildString,
} from '../../../../src/formats/conda/build.js';

describe('build strings', () => {
  it.each([
    // the pytorch channel (pytorch/builder conda/build_pytorch.sh: cuda${CUDA_VERSION}_cudnn${CUDNN}_N, cpu_N, macOS pyX.Y_N)
    ['py3.10_cuda11.8_cudnn8.7.0_0', { cuda: '11.8', python: '3.10' }],
    ['py3.12_cuda12.4_cudnn9.1.0_0', { cuda: '12.4', python: '3.12' }],
    ['py3.9_cpu_0', { cpu: true, python: '3.9' }],
    ['py3.11_0', { cpu: true, python: '3.11' }],
    // conda-forge (recipe/meta.yaml: cuda<XY>_<blas>_h<hash>_<n>, cpu_<blas>_…; older cuda<XY>py<NN>h…)
    ['cuda126_mkl_py312_h1763f6d_303', { cuda: '12.6', python: '3.12' }],
    ['cuda118_py310h8f2b0b5_300', { cuda: '11.8', python: '3.10' }],
    ['cuda120_py311h4e0e9d4_301', { cuda: '12.0', python: '3.11' }],
    ['cuda130_generic_py313_habcdef0_0', { cuda: '13.0', python: '3.13' }],
    ['cpu_mkl_py314_hf472749_104', { cpu: true, python: '3.14' }],
    ['cpu_generic_py312_h0123456_0', { cpu: true, python: '3.12' }],
    // the defaults channel (pkgs/main)
    ['gpu_cuda118py310h1234567_0', { cuda: '11.8', python: '3.10' }],
    ['cpu_py310hdc00b08_0', { cpu: true, python: '3.10' }],
  ])('%s', (build, expected) => {
    expect(readBuildString(build)).toEqual(expected);
  });

  it('reads any text without throwing, and never finds both a CUDA and a CPU build (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const b = readBuildString(s);
        expect(b.cuda !== undefined && b.cpu === true).toBe(false);
        if (b.cuda) expect(b.cuda).toMatch(/^\d+\.\d+$/);
      }),
      { numRuns: fcRuns(300) },
    );
  });
});

describe('channels and metapackages', () => {
  it.each([
    ['https://conda.anaconda.org/pytorch/linux-64/pytorch-2.2.2-py3.10_cuda11.8_cudnn8.7.0_0.tar.bz2', 'pytorch'],
    ['https://conda.anaconda.org/conda-forge/linux-64/pytorch-2.10.0-cuda129_mkl_py313_h_301.conda', 'conda-forge'],
    ['https://prefix.dev/conda-forge/osx-arm64/pytorch-2.8.0-cpu_generic_py312_h_0.conda', 'conda-forge'],
    ['https://repo.anaconda.com/pkgs/main/linux-64/pytorch-2.3.0-gpu_cuda118py310h_0.conda', 'defaults'],
    ['https://conda.anaconda.org/nvidia/label/cuda-11.8.0/linux-64/cuda-11.8.0-0.tar.bz2', 'nvidia'],
    ['pytorch-2.2.2.tar.bz2', undefined],
  ])('%s → %s', (url, channel) => {
    expect(channelOfUrl(url)).toBe(channel);
  });

  it('pytorch-cuda versions name the CUDA they select', () => {
    expect(cudaOfMetapackage('11.8.*')).toBe('11.8');
    expect(cudaOfMetapackage('==12.1.*')).toBe('12.1');
    expect(cudaOfMetapackage('>=12.4,<12.5')).toBe('12.4');
    expect(cudaOfMetapackage('')).toBeUndefined();
  });

  it('names a build for messages', () => {
    expect(describeBuild({ channel: 'pytorch', version: '2.2.2', cuda: '11.8' })).toBe(
      'pytorch 2.2.2 (CUDA 11.8 build, pytorch channel)',
    );
    expect(describeBuild({ channel: 'conda-forge', cpu: true })).toBe('pytorch (CPU build, conda-forge channel)');
  });
});
