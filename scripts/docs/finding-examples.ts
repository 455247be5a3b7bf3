/**
 * The worked example of each finding id (tests/fixtures/findings/<id>/): the flags in `case.json`,
 * the input files beside it, and `expected.txt`, the exact output, which
 * tests/unit/core/finding-examples.test.ts holds equal to what the CLI prints. docs/findings.md
 * shows each under its id (scripts/docs/generated-docs.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder of the examples in a checkout at `root`. */
export const examplesDir = (root: string): string => path.join(root, 'tests/fixtures/findings');

export interface ExampleCase {
  /** The command line after `torch-preflight`; absent for an example of the action. */
  args?: string[];
  /** The action's inputs (`with:`), for a finding only the action raises; its output is the step's log. */
  action?: Record<string, string>;
  /** The exit code it gives. */
  exit: number;
  /** The day it is judged on (YYYY-MM-DD), when not the catalog's own date. */
  now?: string;
  /** Environment variables the example sets. */
  env?: Record<string, string>;
  /**
   * Run in a git repository: the files under `base/` committed on branch `main`, then the
   * example's other files committed on a branch `pr` checked out over them (a pull request).
   */
  git?: boolean;
  /**
   * Serve the example's `index/` folder over HTTP on this machine while it runs: `{server}` in
   * the arguments is its address, written `http://127.0.0.1:PORT` in the output and the docs.
   */
  serve?: boolean;
}

/** How the served index's address is written in the expected output and the docs. */
export const SERVED_AT = 'http://127.0.0.1:PORT';

const OWN = new Set(['case.json', 'expected.txt']);

export function exampleCase(root: string, id: string): ExampleCase {
  const file = path.join(examplesDir(root), id, 'case.json');
  if (!existsSync(file))
    throw new Error(
      `${id} has no worked example: add ${path.relative(root, file)} (tests/fixtures/findings/README.md)`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as ExampleCase;
}

/** The example's input files, relative to its folder, in a stable order. */
export function exampleFiles(root: string, id: string): string[] {
  const folder = path.join(examplesDir(root), id);
  const walk = (dir: string): string[] =>
    readdirSync(path.join(folder, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) return walk(rel);
      return dir === '' && OWN.has(e.name) ? [] : [rel];
    });
  return walk('').sort();
}

/** An argument as a POSIX shell user would type it. */
const quote = (a: string): string => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);

/** The example as Markdown: its files, the command, what it prints and its exit code. */
export function exampleMarkdown(root: string, id: string): string[] {
  const c = exampleCase(root, id);
  const folder = path.join(examplesDir(root), id);
  const out: string[] = ['**Example**', ''];
  if (c.git) out.push('A git repository: branch `pr` (checked out) is a pull request onto branch `main`.', '');
  if (c.serve) out.push(`An index served at ${SERVED_AT} from the files under \`index/\`.`, '');
  for (const f of exampleFiles(root, id)) {
    const text = readFileSync(path.join(folder, f), 'utf8');
    const label = c.git ? (f.startsWith('base/') ? ` on \`main\`` : ` on \`pr\``) : '';
    out.push(`\`${c.git ? f.replace(/^base\//, '') : f}\`${label}:`, '', '```', text.replace(/\n$/, ''), '```', '');
  }
  const output = readFileSync(path.join(folder, 'expected.txt'), 'utf8').replace(/\n$/, '');
  if (c.action) {
    const env = Object.entries(c.env ?? {}).map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`);
    const inputs = Object.entries(c.action).map(([k, v]) => `    ${k}: ${JSON.stringify(v)}`);
    out.push(
      'The step:',
      '',
      '```yaml',
      '- uses: torch-preflight/torch-preflight@v1',
      ...(env.length ? ['  env:', ...env] : []),
      '  with:',
      ...inputs,
      '```',
      '',
      'Its log:',
      '',
      '```',
      output,
      '```',
      '',
      `The step ${c.exit === 0 ? 'passes' : 'fails'}${c.now ? ` (judged on ${c.now})` : ''}.`,
      '',
    );
    return out;
  }
  const env = Object.entries(c.env ?? {}).map(([k, v]) => `${k}=${quote(v)} `);
  out.push(
    '```console',
    `$ ${env.join('')}torch-preflight ${(c.args ?? []).map((a) => quote(a.replaceAll('{server}', SERVED_AT))).join(' ')}`,
    output,
    '```',
    '',
    `Exit code ${c.exit}${c.now ? `, judged on ${c.now}` : ''}.`,
    '',
  );
  return out;
}
