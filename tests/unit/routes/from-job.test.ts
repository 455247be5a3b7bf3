// The route a workflow job installs by, read from its steps as matrix lint reads them: uv sync,
// poetry install, pixi, conda env create, pip install -r / .[extra]; a value built at run time names nothing.
import { describe, expect, it } from 'vitest';
import { routeOfJob } from '../../../src/routes/from-job.js';

const t = (text: string) => ({ text });

describe('routeOfJob', () => {
  it('uv sync, poetry install: the lock of that tool', () => {
    expect(routeOfJob({ lockInstall: { kind: 'uv' }, pipTorch: false })).toMatchObject({ kind: 'uv' });
    expect(routeOfJob({ lockInstall: { kind: 'poetry' }, pipTorch: false })).toMatchObject({ kind: 'poetry' });
  });

  it('pixi install -e cuda: pixi with that environment; -e ${{ matrix.env }} names none', () => {
    expect(routeOfJob({ lockInstall: { kind: 'pixi', environment: t('cuda') }, pipTorch: false })).toMatchObject({
      kind: 'pixi',
      environments: ['cuda'],
    });
    expect(
      routeOfJob({ lockInstall: { kind: 'pixi', environment: t('${{ matrix.env }}') }, pipTorch: false }),
    ).toMatchObject({ kind: 'pixi', environments: [] });
  });

  it("nerfstudio's `uv pip install --system --upgrade -e .[dev]`: pip with the extra dev", () => {
    expect(routeOfJob({ repoInstall: { requirements: [], project: t('.[dev]') }, pipTorch: false })).toEqual({
      kind: 'pip',
      extras: ['dev'],
      environments: [],
      files: [],
    });
  });

  it('pip install -r FILE: pip with that file', () => {
    expect(routeOfJob({ repoInstall: { requirements: [t('packages/requirements.txt')] }, pipTorch: false })).toEqual({
      kind: 'pip',
      extras: [],
      environments: [],
      files: ['packages/requirements.txt'],
    });
  });

  it('conda env create -f FILE: conda with that file', () => {
    expect(routeOfJob({ condaEnv: t('environment.yml'), pipTorch: false })).toMatchObject({
      kind: 'conda',
      files: ['environment.yml'],
    });
  });

  it('a job that pip-installs torch itself names no repository route', () => {
    expect(routeOfJob({ repoInstall: { requirements: [t('requirements.txt')] }, pipTorch: true })).toBeUndefined();
    expect(routeOfJob({ pipTorch: false })).toBeUndefined();
  });
});
