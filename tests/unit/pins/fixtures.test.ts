// Real pin files from public repositories, read into the torch pins they hold.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPins } from '../../../src/workspace/pin-files.js';

const FIX = path.resolve(__dirname, '../../fixtures/pins');
const read = (dir: string, files: string[], env: Record<string, string> = {}) =>
  readPins(files, { cwd: path.join(FIX, dir), env });

describe('real files', () => {
  it('EveryVoice requirements.torch.txt: markers, ${CUDA_TAG}, --extra-index-url', async () => {
    const set = await read('everyvoice', ['requirements.torch.txt']);
    expect(set.pins.map((p) => [p.package, p.specifier, p.marker, p.location.line, p.location.column])).toEqual([
      ['torch', '==2.7.1', 'sys_platform == "darwin"', 4, 1],
      ['torchaudio', '==2.7.1', 'sys_platform == "darwin"', 5, 1],
      ['torch', '==2.7.1', 'sys_platform != "darwin"', 6, 1],
      ['torchaudio', '==2.7.1', 'sys_platform != "darwin"', 7, 1],
    ]);
    expect(set.pins[2]!.notes?.[0]).toContain('CUDA_TAG');
    expect(set.pins[0]!.extraIndexUrls).toEqual(['https://download.pytorch.org/whl/${CUDA_TAG}']);
  });

  it('EveryVoice with CUDA_TAG set: the local version comes through', async () => {
    const set = await read('everyvoice', ['requirements.torch.txt'], { CUDA_TAG: 'cu128' });
    expect(set.pins[2]).toMatchObject({
      specifier: '==2.7.1+cu128',
      local: 'cu128',
      extraIndexUrls: ['https://download.pytorch.org/whl/cu128'],
    });
  });

  it('EveryVoice pyproject.toml: PEP 621 deps, an extra, requires-python', async () => {
    const set = await read('everyvoice', ['pyproject.toml']);
    expect(set.requiresPython).toEqual({
      specifier: '>=3.10,<3.13',
      location: { file: 'pyproject.toml', line: 22, column: 1 },
    });
    expect(set.pins.map((p) => [p.package, p.specifier, p.group ?? null, p.location.line, p.location.column])).toEqual([
      ['torch', '==2.7.1', null, 78, 4],
      ['torchaudio', '==2.7.1', null, 80, 4],
      ['torch', '==2.7.1', 'torch', 95, 4],
      ['torchaudio', '==2.7.1', 'torch', 96, 4],
    ]);
  });

  it('kohya_ss: --index-url written after the requirement, on each line', async () => {
    const set = await read('kohya_ss', ['requirements_pytorch_windows.txt']);
    expect(set.pins.map((p) => [p.package, p.specifier, p.indexUrl, p.location.line])).toEqual([
      ['torch', '==2.4.0+cu118', 'https://download.pytorch.org/whl/cu118', 1],
      ['torchvision', '==0.19.0+cu118', 'https://download.pytorch.org/whl/cu118', 2],
    ]);
  });

  it('kohya_ss requirements_linux.txt: two requirements on one line is refused with file and line', async () => {
    await expect(read('kohya_ss', ['requirements_linux.txt'])).rejects.toThrow(
      /^requirements_linux\.txt:1:1: .*more than one requirement/,
    );
  });

  it('dinov2 conda env: channel-qualified pins, pytorch-cuda, python', async () => {
    const set = await read('dinov2', ['environment.yml']);
    // The environment's own Python, not a requires-python of pip's; and the channels, in order.
    expect(set.requiresPython).toBeUndefined();
    expect(set.envPythons?.['environment.yml']?.specifier).toBe('==3.9.*');
    expect(set.channels?.['environment.yml']).toEqual(['defaults', 'pytorch', 'nvidia', 'xformers', 'conda-forge']);
    expect(set.pins.every((p) => p.route === 'conda')).toBe(true);
    expect(
      set.pins.map((p) => [p.package, p.specifier, p.channel, p.local ?? null, p.location.line, p.location.column]),
    ).toEqual([
      ['pytorch', '==2.0.0.*', 'pytorch', null, 10, 5],
      ['pytorch-cuda', '==11.7.0.*', 'pytorch', 'cu117', 11, 5],
      ['torchvision', '==0.15.0.*', 'pytorch', null, 12, 5],
    ]);
    expect(set.indexes.map((i) => [i.url, i.role, i.location.line])).toEqual([
      ['https://pypi.nvidia.com', 'extra-index-url', 22],
    ]);
  });

  it('pixi.toml: feature pypi-dependencies with their own index', async () => {
    const set = await read('pixi', ['pixi.toml']);
    expect(set.envPythons?.['pixi.toml']?.specifier).toBe('>=3.11,<3.13');
    expect(set.pins.map((p) => [p.package, p.specifier, p.group, p.indexUrl, p.location.line])).toEqual([
      ['torch', '>=2.5.1', 'gpu', 'https://download.pytorch.org/whl/cu124', 14],
      ['torchvision', '>=0.20.1', 'gpu', 'https://download.pytorch.org/whl/cu124', 15],
      ['torch', '>=2.5.1', 'cpu', 'https://download.pytorch.org/whl/cpu', 18],
      ['torchvision', '>=0.20.1', 'cpu', 'https://download.pytorch.org/whl/cpu', 19],
    ]);
  });

  it('pixi.toml: conda pytorch from the pytorch channel', async () => {
    const set = await read('pixi-channel', ['pixi.toml']);
    expect(set.pins).toEqual([
      {
        package: 'pytorch',
        specifier: '',
        origin: 'conda',
        route: 'pixi',
        location: { file: 'pixi.toml', line: 12, column: 1 },
      },
    ]);
  });

  it('Poetry: table pins with an explicit source, python constraint', async () => {
    const set = await read('poetry-pulse', ['pyproject.toml']);
    expect(set.requiresPython?.specifier).toBe('>=3.9,<3.13');
    expect(
      set.pins.map((p) => [p.package, p.specifier, p.local ?? null, p.indexUrl, p.location.line, p.location.column]),
    ).toEqual([
      ['torch', '==2.0.1+cu118', 'cu118', 'https://download.pytorch.org/whl/cu118', 11, 1],
      ['torchvision', '==0.15.2', null, 'https://download.pytorch.org/whl/cu118', 16, 1],
    ]);
    expect(set.indexes).toMatchObject([
      {
        url: 'https://download.pytorch.org/whl/cu118',
        role: 'poetry-source',
        name: 'torchcu118',
        explicit: true,
        location: { line: 45 },
      },
    ]);
  });

  it('uv (boxmot): sources with markers split a pin per index, and the default index serves elsewhere', async () => {
    const set = await read('uv-boxmot', ['pyproject.toml']);
    const torch = set.pins.filter((p) => p.package === 'torch');
    // The source's marker is kept apart from the requirement's (which has none): the requirement holds everywhere.
    expect(torch.every((p) => p.marker === undefined)).toBe(true);
    const darwin = "sys_platform == 'darwin'";
    const linuxWin = "sys_platform == 'linux' or sys_platform == 'win32'";
    const cpu = 'https://download.pytorch.org/whl/cpu';
    const cu121 = 'https://download.pytorch.org/whl/cu121';
    expect(
      torch.map((p) => [
        p.specifier,
        p.sourceMarker ?? (p.sourceElse ? `not (${p.sourceElse.join(') and not (')})` : null),
        p.indexUrl,
        p.group ?? null,
        p.location.line,
        p.location.column,
      ]),
    ).toEqual([
      ['>=2.2.1,<3.0.0', darwin, cpu, null, 131, 4],
      ['>=2.2.1,<3.0.0', linuxWin, cu121, null, 131, 4],
      // Where neither holds, uv takes torch from its first non-explicit index, torch-gpu.
      ['>=2.2.1,<3.0.0', `not (${darwin}) and not (${linuxWin})`, cu121, null, 131, 4],
      ['<3.0.0,>=2.2.1', darwin, cpu, 'yolox-build-deps', 162, 4],
      ['<3.0.0,>=2.2.1', linuxWin, cu121, 'yolox-build-deps', 162, 4],
      ['<3.0.0,>=2.2.1', `not (${darwin}) and not (${linuxWin})`, cu121, 'yolox-build-deps', 162, 4],
    ]);
    expect(set.requiresPython?.specifier).toBe('>=3.9,<=3.13');
    expect(set.indexes.map((i) => [i.name, i.explicit, i.location.line])).toEqual([
      ['torch-cpu', true, 11],
      ['torch-gpu', false, 17],
    ]);
  });

  it('setup.cfg (torchgeo): install_requires with comments, python_requires', async () => {
    const set = await read('torchgeo', ['setup.cfg']);
    expect(set.requiresPython).toEqual({ specifier: '~=3.7', location: { file: 'setup.cfg', line: 66, column: 19 } });
    expect(set.pins.map((p) => [p.package, p.specifier, p.location.line, p.location.column])).toEqual([
      ['torch', '>=1.9,<2', 61, 5],
      ['torchvision', '>=0.10,<0.15', 65, 5],
    ]);
  });

  it('setup.py (torchpack): string literals in install_requires, never executed', async () => {
    const set = await read('torchpack', ['setup.py']);
    expect(set.pins.map((p) => [p.package, p.specifier, p.location.line, p.location.column])).toEqual([
      ['torch', '>=1.5.0', 21, 10],
      ['torchvision', '', 22, 10],
    ]);
    expect(set.requiresPython?.specifier).toBe('>=3.6');
  });
});
