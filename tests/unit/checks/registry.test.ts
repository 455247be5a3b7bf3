// Every check runs from checks/registry.ts: the run's, the
// locks' and the container's checks too, not called by hand from a use case; and no use case
// words a finding itself: what it found at run time is raised by a check in src/checks/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogAge } from '../../../src/checks/catalog-age.js';
import { containerImage } from '../../../src/checks/container-image.js';
import { lockMismatches } from '../../../src/checks/lock-mismatch.js';
import { CONTAINER_CHECKS, LOCK_CHECKS, RUN_CHECKS } from '../../../src/checks/registry.js';

describe('the check registry', () => {
  it('lists the run, lock and container checks', () => {
    expect(RUN_CHECKS).toContain(catalogAge);
    expect(LOCK_CHECKS).toContain(lockMismatches);
    expect(CONTAINER_CHECKS).toContain(containerImage);
  });
  it('no use case calls a check itself', () => {
    const dir = path.resolve(__dirname, '../../../src/usecases');
    const calls = (readdirSync(dir, { recursive: true }) as string[])
      .filter((n) => n.endsWith('.ts'))
      .flatMap((n) => {
        const text = readFileSync(path.join(dir, n), 'utf8');
        return [...text.matchAll(/\b(catalogAge|lockMismatches|containerImage)\(/g)].map((m) => `${n}: ${m[1]}`);
      });
    expect(calls).toEqual([]);
  });
  it('no use case builds a finding itself', () => {
    const dir = path.resolve(__dirname, '../../../src/usecases');
    const built = (readdirSync(dir, { recursive: true }) as string[])
      .filter((n) => n.endsWith('.ts'))
      .filter((n) => /\bfinding\(/.test(readFileSync(path.join(dir, n), 'utf8')));
    expect(built).toEqual([]);
  });
});
