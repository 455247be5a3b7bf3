// An open request resolves to an unconfirmed release (2.15.0, known from its build matrix):
// doubts about installing it here are not warnings when the newest confirmed release installs
// here too (pip installs one of the two, and both work). A pin to the unconfirmed release keeps
// them, and doubts about running it (MPS, GPU kernels) stay either way.
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { env, req } from '../helpers.js';

const mac15 = env({ os: 'macos', arch: 'arm64', osVersion: '15.1' });
const ids = (r: ReturnType<typeof evaluate>) => r.findings.map((f) => `${f.severity} ${f.id}`);

describe('the unconfirmed newest release on a runner the confirmed one installs on', () => {
  it('an open request on macOS 15 arm64 passes with one notice, not a platform warning', () => {
    const r = evaluate(mac15, req({}), bundledCatalog);
    expect(r.resolution.version).toBe('2.15.0');
    expect(ids(r)).toEqual(['notice release-unconfirmed']);
    expect(r.verdict).toBe('pass');
  });

  it('a pin to the unconfirmed release still warns that its macOS wheels are not confirmed', () => {
    const r = evaluate(mac15, req({ torch: '==2.15.0' }), bundledCatalog);
    expect(ids(r)).toContain('warning platform-unsupported');
  });

  it('a doubt about running it (MPS on macOS 14) stays', () => {
    const r = evaluate(env({ os: 'macos', arch: 'arm64', osVersion: '14.5' }), req({}), bundledCatalog);
    expect(ids(r)).toContain('warning mps-unavailable');
  });
});
