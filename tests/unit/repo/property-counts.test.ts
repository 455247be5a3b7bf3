// The nightly job (.github/workflows/fuzz.yml) raises every property's run count through FC_RUNS;
// a property with a fixed count would silently stay small there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('property-based tests', () => {
  const withProperties = files('tests/unit').filter((f) => readFileSync(f, 'utf8').includes("from 'fast-check'"));

  it('exist for the parsers and escapers', () => {
    expect(withProperties.length).toBeGreaterThanOrEqual(10);
  });

  it.each(withProperties)('%s takes its run counts from FC_RUNS', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('fcRuns');
    expect(text).not.toMatch(/numRuns:\s*\d/);
  });

  it('the nightly job runs every one of them', () => {
    const workflow = readFileSync('.github/workflows/fuzz.yml', 'utf8');
    expect(workflow).toContain(`grep -rl "from 'fast-check'" tests/unit`);
    expect(workflow).toMatch(/FC_RUNS: '(\d{5,})'/);
  });
});
