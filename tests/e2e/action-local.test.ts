// `npm run action:local` runs the action from its TypeScript source with GitHub's local-action stub
// and sets its outputs.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.js';

// `npm run action:local`: @github/local-action runs the action's TypeScript source with its own
// stub of @actions/core and lists the outputs the stub recorded, so this passes only while the
// action sets its outputs through @actions/core. The command is taken from package.json, with a temporary .env in place of `.env`;
// npx fetches local-action from the npm registry.
describe('npm run action:local', () => {
  it('runs the action from source and prints its outputs, annotations and summary', async () => {
    const script = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts['action:local']!;
    const argv = script.split(/\s+/);
    expect(argv[0]).toBe('npx');
    expect(argv.at(-1)).toBe('.env');
    const dir = mkdtempSync(join(tmpdir(), 'tp-local-action-'));
    const summary = join(dir, 'summary.md');
    writeFileSync(summary, '');
    const env = [
      'INPUT_TORCH-VERSION=2.9.0',
      'INPUT_PYTHON-VERSION=3.12',
      'INPUT_OS=linux',
      'INPUT_ARCH=x64',
      'INPUT_GLIBC=2.39',
      'INPUT_DRIVER=none',
      `INPUT_REPORT-PATH=${join(dir, 'report.json')}`,
      `GITHUB_STEP_SUMMARY=${summary}`,
    ];
    writeFileSync(join(dir, '.env'), env.join('\n') + '\n');
    const { stdout } = await promisify(execFile)(argv[0]!, [...argv.slice(1, -1), join(dir, '.env')], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      timeout: 280_000,
      env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
    });
    const outputs = Object.fromEntries(
      [...stdout.matchAll(/^::set-output name=([\w-]+)::(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect(outputs).toMatchObject({
      verdict: 'pass',
      errors: '0',
      'torch-version': '2.9.0',
      'index-url': 'https://download.pytorch.org/whl/cpu',
      'report-path': join(dir, 'report.json'),
    });
    // local-action's table of the outputs its @actions/core stub recorded: empty unless
    // core.setOutput was called (an action writing ::set-output or GITHUB_OUTPUT itself runs, but
    // reports nothing here).
    const table = stdout.slice(stdout.indexOf('Action Outputs'));
    expect(table).toMatch(/│ 'verdict'\s+│ 'pass'\s+│/);
    expect(table).toMatch(/│ 'index-url'\s+│ 'https:\/\/download\.pytorch\.org\/whl\/cpu'\s+│/);
    expect(JSON.parse(outputs.findings!).map((f: { id: string }) => f.id)).toEqual(['cuda-without-gpu']);
    expect(stdout).toMatch(/^::notice title=torch-preflight cuda-without-gpu::pip would install the cu128 build/m);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).verdict).toBe('pass');
    expect(readFileSync(summary, 'utf8')).toMatch(/^## ✅ torch-preflight: pass\n/);
  }, 300_000);
});
