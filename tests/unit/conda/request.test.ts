// A conda environment's torch as a request: the channel pytorch comes from (its own `pytorch::`,
// else the first listed channel that publishes it, else the installer's default), the build that
// `pytorch-cuda`, `cpuonly` or a build string selects, and the environment's Python.
import { describe, expect, it } from 'vitest';
import { condaBuildOfPins } from '../../../src/conda/request.js';
import type { Pin } from '../../../src/pins/types.js';

const at = { file: 'environment.yml', line: 1 };
const pin = (p: Partial<Pin> & Pick<Pin, 'package'>): Pin => ({ specifier: '', origin: 'conda', location: at, ...p });

describe('condaBuildOfPins', () => {
  it('takes the pin’s own channel, else the first listed that publishes pytorch', () => {
    const torch = pin({ package: 'pytorch', channel: 'pytorch' });
    expect(condaBuildOfPins(torch, [torch], ['conda-forge'], undefined, 'conda').channel).toBe('pytorch');
    const plain = pin({ package: 'pytorch' });
    expect(condaBuildOfPins(plain, [plain], ['nvidia', 'pkgs/main'], undefined, 'conda').channel).toBe('defaults');
  });

  it('without channels: conda reads its defaults, pixi conda-forge', () => {
    const torch = pin({ package: 'pytorch' });
    expect(condaBuildOfPins(torch, [torch], undefined, undefined, 'conda').channel).toBe('defaults');
    expect(condaBuildOfPins(torch, [torch], [], undefined, 'pixi').channel).toBe('conda-forge');
  });

  it('pytorch-cuda selects the CUDA build; cpuonly or a cpu build the CPU one', () => {
    const torch = pin({ package: 'pytorch' });
    const cuda = pin({ package: 'pytorch-cuda', specifier: '==12.1' });
    expect(condaBuildOfPins(torch, [torch, cuda], ['pytorch'], '3.11', 'conda')).toEqual({
      channel: 'pytorch',
      cuda: '12.1',
      python: '3.11',
      installer: 'conda',
    });
    const cpuonly = pin({ package: 'cpuonly' });
    expect(condaBuildOfPins(torch, [torch, cpuonly], ['pytorch'], undefined, 'conda')).toMatchObject({ cpu: true });
    const cpuBuild = pin({ package: 'pytorch', build: 'cpu' });
    expect(condaBuildOfPins(cpuBuild, [cpuBuild], ['conda-forge'], undefined, 'pixi')).toMatchObject({ cpu: true });
  });

  it('a build string names the CUDA; with none the solver decides', () => {
    const built = pin({ package: 'pytorch', build: 'py3.10_cuda11.8*' });
    expect(condaBuildOfPins(built, [built], ['pytorch'], undefined, 'conda')).toMatchObject({ cuda: '11.8' });
    const open = pin({ package: 'pytorch' });
    const r = condaBuildOfPins(open, [open], ['pytorch'], undefined, 'conda');
    expect(r.cuda).toBeUndefined();
    expect(r.cpu).toBeUndefined();
  });
});
