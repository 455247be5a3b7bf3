// Finds Node 24 (GitHub's runtime for the action) once for the whole end-to-end run: `npx -y node@24`
// costs a second or two of npm start-up, and every file used to pay it again.
import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    node24: string;
  }
}

export default function setup(project: TestProject): void {
  const exe = execFileSync('npx', ['-y', 'node@24', '-e', 'process.stdout.write(process.execPath)'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 300_000,
  }).trim();
  project.provide('node24', exe);
}
