// A workflow is parsed once per lint, though a lint that reads the
// repository's pins runs twice and several jobs may call the same workflow.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const parsed: string[] = [];
vi.mock('../../../src/text/yaml.js', async (original) => {
  const real = await original<typeof import('../../../src/text/yaml.js')>();
  return {
    ...real,
    parseUserYaml: (text: string, what: string, options?: Parameters<typeof real.parseUserYaml>[2]) => {
      parsed.push(what);
      return real.parseUserYaml(text, what, options);
    },
  };
});

const { runMatrix } = await import('../../../src/usecases/matrix/matrix.js');
const real = join(__dirname, '../../fixtures/matrix/real');

describe('each workflow is parsed once per lint', () => {
  it("MONAI's pythonapp.yml (its jobs install from requirements files: two passes)", async () => {
    parsed.length = 0;
    await runMatrix({ workflow: '.github/workflows/pythonapp.yml', cwd: join(real, 'Project-MONAI__MONAI') });
    expect(parsed.filter((w) => w.endsWith('pythonapp.yml'))).toHaveLength(1);
  });

  it("kornia's scheduled_test_cpu.yml: three jobs call tests.yml", async () => {
    parsed.length = 0;
    await runMatrix({ workflow: '.github/workflows/scheduled_test_cpu.yml', cwd: join(real, 'kornia__kornia') });
    expect(parsed.filter((w) => w.endsWith('tests.yml'))).toHaveLength(1);
  });
});
