// The index recommended for a runner: CPU without a GPU, the newest CUDA build whose kernels
// cover every GPU and whose driver floor this driver meets, and a ROCm build with the GPU's gfx.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { allCandidates } from '../../../src/catalog/query.js';
import { recommendBackend } from '../../../src/recommend/backend.js';
import { env } from '../helpers.js';

const catalog = bundledCatalog;
const torch28 = allCandidates(catalog).find((c) => c.patch.version === '2.8.0')!;

describe('recommendBackend', () => {
  it('a runner with no GPU gets the CPU index', () => {
    expect(recommendBackend(env(), catalog, torch28)).toMatchObject({
      variant: 'cpu',
      url: 'https://download.pytorch.org/whl/cpu',
    });
  });
  it('a Pascal GPU on torch 2.8 gets cu126, the newest build that still has sm_61 kernels', () => {
    const r = recommendBackend(env({ gpus: ['6.1'], driver: '575.57.08' }), catalog, torch28);
    expect(r.variant).toBe('cu126');
    expect(r.reason).toContain('sm_61');
  });
  it('a recent GPU with a recent driver gets a CUDA 12.8 or newer build', () => {
    const r = recommendBackend(env({ gpus: ['8.9'], driver: '575.57.08' }), catalog, torch28);
    expect(r.variant).toMatch(/^cu12[89]$/);
  });
  it('a driver too old for every CUDA build of the release falls back to CPU and says why', () => {
    const r = recommendBackend(env({ gpus: ['6.1'], driver: '470.57.02' }), catalog, torch28);
    expect(r.variant).toBe('cpu');
    expect(r.reason).toContain('driver 470.57.02');
  });
  it('an AMD GPU gets a ROCm build whose gfx list has it', () => {
    expect(recommendBackend(env({ amd: ['gfx1100'] }), catalog, torch28).variant).toMatch(/^rocm6\./);
  });
});
