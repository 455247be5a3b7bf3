// Platform words (OS, arch, Python, GPU) given by a user, parsed into one vocabulary.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { parseArch, parseOs } from '../../../src/platform/platform.js';
import { parseComputeCapability } from '../../../src/platform/cuda-arch.js';

describe('platform words', () => {
  it('compute capabilities', () => {
    expect(['8.6', 'sm_86', '86', 'sm_120', '12.0', 'sm_90a', 'x', '8.66'].map(parseComputeCapability)).toEqual([
      '8.6',
      '8.6',
      '8.6',
      '12.0',
      '12.0',
      '9.0',
      undefined,
      undefined,
    ]);
  });
  it('OS and arch names', () => {
    expect(['Linux', 'darwin', 'macOS', 'win32', 'Windows'].map(parseOs)).toEqual([
      'linux',
      'macos',
      'macos',
      'windows',
      'windows',
    ]);
    expect(['X64', 'amd64', 'aarch64', 'ARM64'].map(parseArch)).toEqual(['x64', 'x64', 'arm64', 'arm64']);
    expect(() => parseOs('freebsd')).toThrow(InputError);
    expect(() => parseArch('ppc64le')).toThrow(InputError);
  });
});
