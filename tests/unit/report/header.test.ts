/** The header never says what pip would install above an error that nothing installs. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';

async function check(cwd: string, format = 'text'): Promise<string> {
  let stdout = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: () => undefined, cwd, env: { ...process.env } };
  await main(
    [
      'check',
      '--python',
      '3.12',
      '--os',
      'linux',
      '--arch',
      'x64',
      '--glibc',
      '2.35',
      '--driver',
      'none',
      '--format',
      format,
    ],
    io,
  );
  return stdout;
}

describe('the header under an error that stops the install', () => {
  it('two torch pins that cannot both hold: "pip would install nothing", in text and Markdown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-two-'));
    writeFileSync(join(dir, 'requirements.txt'), 'torch==2.7.1\ntorch==2.8.0\n');
    const text = await check(dir);
    expect(text).toMatch(/^ {2}pip would {2}install nothing: pip stops before installing \(no-release below\)$/m);
    expect(text).not.toMatch(/install torch 2\.7\.1/);
    expect(await check(dir, 'markdown')).toMatch(/\| pip would install \| nothing: pip stops before installing/);
  });
  it('one pin still names what pip installs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-one-'));
    writeFileSync(join(dir, 'requirements.txt'), 'torch==2.8.0\n');
    expect(await check(dir)).toMatch(/^ {2}pip would {2}install torch 2\.8\.0 /m);
  });
});
