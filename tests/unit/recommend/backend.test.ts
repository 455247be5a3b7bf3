// The index recommended for a runner: CPU without a GPU; else, of the GPU builds that run here
// (kernels for every GPU, a driver that runs their CUDA), the one whose index installs the newest
// torch inside the request's range (its specifier, torchvision/torchaudio pins, and what installs
// on this Python and platform); the CPU index only when none does, saying the GPU goes unused.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { allCandidates, type Candidate } from '../../../src/catalog/query.js';
import { recommendBackend } from '../../../src/recommend/backend.js';
import { resolve } from '../../../src/resolve/resolve.js';
import type { RequestInput } from '../../../src/request/request.js';
import { env, req, type EnvSpec } from '../helpers.js';

const catalog = bundledCatalog;
const torch28 = allCandidates(catalog).find((c) => c.patch.version === '2.8.0')!;
const pin28 = req({ torch: '2.8.0' });

/** The recommendation for a request, about the torch pip would install (or the newest matching), as evaluate asks it. */
function recommend(e: EnvSpec, r: RequestInput) {
  const environment = env(e);
  const request = req(r);
  const resolved = resolve(environment, request, catalog);
  const target = (resolved.candidate ?? resolved.newestMatching) as Candidate;
  return { rec: recommendBackend(environment, catalog, request, target), pip: resolved.candidate?.patch.version };
}

describe('recommendBackend, one release', () => {
  it('a runner with no GPU gets the CPU index', () => {
    expect(recommendBackend(env(), catalog, pin28, torch28)).toMatchObject({
      variant: 'cpu',
      url: 'https://download.pytorch.org/whl/cpu',
      torch: '2.8.0',
    });
  });
  it('a Pascal GPU on torch 2.8 gets cu126, the newest build that still has sm_61 kernels', () => {
    const r = recommendBackend(env({ gpus: ['6.1'], driver: '575.57.08' }), catalog, pin28, torch28);
    expect(r.variant).toBe('cu126');
    expect(r.reason).toContain('sm_61');
  });
  it('a recent GPU with a recent driver gets a CUDA 12.8 or newer build', () => {
    const r = recommendBackend(env({ gpus: ['8.9'], driver: '575.57.08' }), catalog, pin28, torch28);
    expect(r.variant).toMatch(/^cu12[89]$/);
  });
  it('a driver too old for every CUDA build of the release falls back to CPU and says the GPU goes unused', () => {
    const r = recommendBackend(env({ gpus: ['6.1'], driver: '470.57.02' }), catalog, pin28, torch28);
    expect(r.variant).toBe('cpu');
    expect(r.reason).toBe(
      'no CUDA build of torch 2.8 runs on this GPU (sm_61) with driver 470.57.02: the GPU goes unused',
    );
  });
  it('an AMD GPU gets a ROCm build whose gfx list has it', () => {
    expect(recommendBackend(env({ amd: ['gfx1100'] }), catalog, pin28, torch28).variant).toMatch(/^rocm6\./);
  });
});

describe('recommendBackend, inside the request range (a best index that keeps the GPU)', () => {
  it('newcomer P5: open_clip torch>=2.6 on driver 550.54.15 and sm_86 gets cu126, which installs 2.14.1', () => {
    const { rec, pip } = recommend({ gpus: ['8.6'], driver: '550.54.15' }, { torch: '>=2.6' });
    expect(pip).toBe('2.15.0');
    expect(rec).toMatchObject({ variant: 'cu126', torch: '2.14.1' });
    expect(rec.reason).toBe('cu126: kernels for sm_86, driver 550.54.15 runs CUDA 12.6; it installs torch 2.14.1');
  });
  it('a Turing GPU on the 535 branch: cu126 with 2.14.1 too (CUDA 12 in compatibility mode)', () => {
    expect(recommend({ gpus: ['7.5'], driver: '535.104.05' }, { torch: '>=2.6' }).rec).toMatchObject({
      variant: 'cu126',
      torch: '2.14.1',
    });
  });
  it('a Pascal GPU on the 470 branch: no CUDA 12 runs there, so cu118 and its last release, 2.7.1', () => {
    expect(recommend({ gpus: ['6.1'], driver: '470.57.02' }, { torch: '>=2.6' }).rec).toMatchObject({
      variant: 'cu118',
      torch: '2.7.1',
    });
  });
  it('the range ends where pip stops: a torch pinned to 2.15 has no build for 550, so the CPU index, said', () => {
    const { rec } = recommend({ gpus: ['8.6'], driver: '550.54.15' }, { torch: '>=2.15' });
    expect(rec.variant).toBe('cpu');
    expect(rec.reason).toBe(
      'no CUDA build of torch 2.15 runs on this GPU (sm_86) with driver 550.54.15: the GPU goes unused',
    );
  });
  it('a range: the CPU reason names the range', () => {
    // CUDA 12 needs 525 at least, and cu118 has no sm_120 kernels.
    const { rec } = recommend({ gpus: ['12.0'], driver: '470.57.02' }, { torch: '>=2.6' });
    expect(rec.variant).toBe('cpu');
    expect(rec.reason).toBe(
      'no CUDA build of torch>=2.6 runs on this GPU (sm_120) with driver 470.57.02: the GPU goes unused',
    );
  });
  it('the torchvision pin bounds the range: torchvision 0.21.0 is 2.6.0, where 550.54.15 runs cu124 without compatibility mode', () => {
    expect(
      recommend({ gpus: ['8.6'], driver: '550.54.15' }, { torch: '>=2.6', torchvision: '0.21.0' }).rec,
    ).toMatchObject({
      variant: 'cu124',
      torch: '2.6.0',
    });
  });
  it('the Python bounds the range: Python 3.9 ends at 2.8.0', () => {
    const { rec } = recommend({ python: '3.9', gpus: ['8.6'], driver: '550.54.15' }, { torch: '>=2.6' });
    expect(rec.torch).toBe('2.8.0');
    expect(rec.variant).toMatch(/^cu12[689]$/);
  });
  it('a driver that runs the newest build: the newest torch, as PyPI gives it', () => {
    const { rec, pip } = recommend({ gpus: ['8.6'], driver: '580.82.07' }, { torch: '>=2.6' });
    expect(rec.torch).toBe(pip);
    expect(rec.reason).not.toContain('it installs');
  });
  it('without a GPU the CPU index names what it installs', () => {
    expect(recommend({}, { torch: '>=2.6' }).rec).toMatchObject({ variant: 'cpu', torch: '2.15.0' });
  });
  it('nothing in range installs anywhere (Python 3.8 and torch>=2.6): the best build of the newest matching release, no torch named', () => {
    const { rec, pip } = recommend({ python: '3.8', gpus: ['8.6'], driver: '580.82.07' }, { torch: '>=2.6' });
    expect(pip).toBeUndefined();
    expect(rec.variant).toMatch(/^cu13/);
    expect(rec.torch).toBeUndefined();
  });
  it('an AMD GPU: the ROCm build of the newest torch in range with its gfx target', () => {
    const { rec } = recommend({ amd: ['gfx1100'] }, { torch: '>=2.6' });
    expect(rec.variant).toMatch(/^rocm/);
    expect(rec.torch).toMatch(/^2\.1[45]\./);
  });
  it('an AMD GPU that no ROCm build in range has: the CPU index, the GPU unused', () => {
    const { rec } = recommend({ amd: ['gfx1010'] }, { torch: '>=2.6' });
    expect(rec.variant).toBe('cpu');
    expect(rec.reason).toMatch(/: the GPU goes unused$/);
  });
  it('a validated Intel GPU: xpu, with the torch it installs', () => {
    const { rec } = recommend({ intel: ['0x56a0'] }, { torch: '>=2.6' });
    expect(rec.variant).toBe('xpu');
    expect(rec.torch).toMatch(/^2\.1[45]\./);
  });
});
