// Markers on pins: which pins apply on this runner, and why the others do not.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPins } from '../../../src/workspace/pin-files.js';
import { requestFromPins } from '../../../src/usecases/pins/pins.js';
import { applicablePins } from '../../../src/pins/index.js';
import { evaluateMarker, parseMarker } from '../../../src/packaging/marker.js';
import { markerEnv } from '../../../src/packaging/marker-env.js';
import { condaToPep440, poetryToPep440 } from '../../../src/formats/convert.js';
import { env } from './env.js';

const FIX = path.resolve(__dirname, '../../fixtures/pins');

describe('markers', () => {
  const linux312 = markerEnv(env('linux', 'x64', '3.12.4'));
  it.each([
    ['sys_platform == "linux"', true],
    ["sys_platform == 'darwin' or sys_platform == 'win32'", false],
    ['platform_system == "Linux" and platform_machine == "x86_64"', true],
    ['(sys_platform == "linux" and python_version >= "3.10") or os_name == "nt"', true],
    ['python_version < "3.10"', false],
    ['python_full_version >= "3.12.1"', true],
    ['"3.8" < python_version', true],
    ['implementation_name == "cpython" and platform_python_implementation == "CPython"', true],
    ['"linux" in sys_platform', true],
    ['platform_machine != "aarch64"', true],
  ])('%s → %s on Linux x86_64, Python 3.12.4', (m, expected) => {
    expect(evaluateMarker(parseMarker(m), linux312)).toBe(expected);
  });

  it('python_full_version is decided from the minor when every patch level agrees', () => {
    const e = markerEnv(env('linux', 'x64', '3.12'));
    expect(evaluateMarker(parseMarker('python_full_version >= "3.10"'), e)).toBe(true);
    expect(evaluateMarker(parseMarker('python_full_version >= "3.12.3"'), e)).toBeUndefined();
  });

  it('without a Python, python_version is unknown but sys_platform still decides', () => {
    const e = markerEnv(env('macos', 'arm64'));
    expect(evaluateMarker(parseMarker('python_version >= "3.10"'), e)).toBeUndefined();
    expect(evaluateMarker(parseMarker('python_version >= "3.10" and sys_platform == "linux"'), e)).toBe(false);
    expect(evaluateMarker(parseMarker('python_version >= "3.10" or sys_platform == "darwin"'), e)).toBe(true);
  });
});

describe('applicablePins', () => {
  it('of the mutually exclusive uv sources only the one for this OS is used', async () => {
    const set = await readPins(['pyproject.toml'], { cwd: path.join(FIX, 'uv-boxmot') });
    const mac = applicablePins(set, env('macos', 'arm64', '3.12'));
    expect(mac.pins.filter((p) => p.package === 'torch' && !p.group).map((p) => p.indexUrl)).toEqual([
      'https://download.pytorch.org/whl/cpu',
    ]);
    const lin = applicablePins(set, env('linux', 'x64', '3.12'));
    expect(lin.pins.filter((p) => p.package === 'torch' && !p.group).map((p) => p.indexUrl)).toEqual([
      'https://download.pytorch.org/whl/cu121',
    ]);
  });

  it('EveryVoice: darwin pins on macOS, CUDA pins elsewhere', async () => {
    const set = await readPins(['requirements.torch.txt'], {
      cwd: path.join(FIX, 'everyvoice'),
      env: { CUDA_TAG: 'cu128' },
    });
    expect(applicablePins(set, env('macos', 'arm64', '3.12')).pins.map((p) => p.specifier)).toEqual([
      '==2.7.1',
      '==2.7.1',
    ]);
    expect(applicablePins(set, env('linux', 'x64', '3.12')).pins.map((p) => p.specifier)).toEqual([
      '==2.7.1+cu128',
      '==2.7.1+cu128',
    ]);
  });

  it('keeps a pin whose marker needs the unknown Python, and says why', async () => {
    const set = {
      pins: [
        {
          package: 'torch' as const,
          specifier: '==2.8.0',
          marker: 'python_version >= "3.10"',
          origin: 'requirements' as const,
          location: { file: 'r.txt', line: 1, column: 1 },
        },
      ],
      indexes: [],
      files: [],
    };
    const res = applicablePins(set, env('linux', 'x64'));
    expect(res.pins).toHaveLength(1);
    expect(res.undecided[0]!.reason).toMatch(/Python version is not known/);
    // Said as a finding whose source is the markers specification (it was the pin file's name).
    const { notes } = requestFromPins(set, env('linux', 'x64'), {});
    expect(notes.map((n) => [n.id, n.severity, n.source])).toEqual([
      [
        'marker-undecided',
        'notice',
        'https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers',
      ],
    ]);
  });
});

describe('Poetry and conda constraints → PEP 440', () => {
  it.each([
    ['^2.1', '>=2.1,<3'],
    ['^2.1.0', '>=2.1.0,<3'],
    ['^0.15.1', '>=0.15.1,<0.16'],
    ['~2.1', '>=2.1,<2.2'],
    ['~2.1.3', '>=2.1.3,<2.2'],
    ['~2', '>=2,<3'],
    ['2.1.0', '==2.1.0'],
    ['2.1.*', '==2.1.*'],
    ['>=2.0, <2.3', '>=2.0,<2.3'],
    ['*', ''],
  ])('Poetry %s → %s', (poetry, pep440) => {
    expect(poetryToPep440(poetry).pep440).toBe(pep440);
  });

  it('Poetry ^2.2.0+cpu keeps the variant aside', () => {
    expect(poetryToPep440('^2.2.0+cpu')).toEqual({ pep440: '>=2.2.0,<3', local: 'cpu' });
  });

  it.each([
    ['2.0.*', '==2.0.*'],
    ['2.0*', '==2.0.*'],
    ['=2.0', '==2.0.*'],
    ['==2.0.0', '==2.0.0'],
    ['2.0.0', '==2.0.0'],
    ['>=2.0,<2.2', '>=2.0,<2.2'],
    ['', ''],
  ])('conda %s → %s', (conda, pep440) => {
    expect(condaToPep440(conda)).toBe(pep440);
  });

  it('refuses "or" constraints it cannot express', () => {
    expect(() => condaToPep440('2.0.*|2.1.*')).toThrow(/no PEP 440 equivalent/);
    expect(() => poetryToPep440('^1.13 || ^2.0')).toThrow(/no PEP 440 equivalent/);
  });
});
