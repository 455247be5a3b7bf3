// The places that list the pin and lock files by name, in prose, name every format the readers
// know: a format added to pins/formats.ts or locks/formats.ts without them is a test failure,
// not a help text that quietly omits it (action.yml's `requirements` once left out setup.py).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { main } from '../../../src/cli/main.js';
import { LOCK_FORMATS } from '../../../src/locks/index.js';
import { PIN_FORMATS } from '../../../src/pins/formats.js';

const root = path.resolve(__dirname, '../../..');
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string }>;
};

async function pinsHelp(): Promise<string> {
  let out = '';
  await main(['pins', '--help'], { stdout: (t) => void (out += t), stderr: () => {}, cwd: root, env: {} });
  return out.replace(/\s+/g, ' ');
}

/** Each format by the names its files have; requirements files may be named as such in prose. */
const names = [
  ...PIN_FORMATS.map((f) => ({ format: f.name, any: f.name === 'requirements.txt' ? ['requirements'] : [f.name] })),
  ...LOCK_FORMATS.flatMap((f) => f.fileNames.map((n) => ({ format: f.kind, any: [n] }))),
];

describe('prose that lists the pin and lock files names every format', () => {
  const places: [string, () => string | Promise<string>][] = [
    ['pins --help', pinsHelp],
    ["action.yml's requirements input", () => action.inputs.requirements!.description],
    ['docs/pins.md', () => readFileSync(path.join(root, 'docs/pins.md'), 'utf8')],
    [
      "docs/scan.md's files that move torch",
      () =>
        /When the change moves torch[^]*?merge base/.exec(readFileSync(path.join(root, 'docs/scan.md'), 'utf8'))![0],
    ],
  ];
  for (const [place, text] of places)
    it(place, async () => {
      const t = await text();
      expect(names.filter((n) => !n.any.some((a) => t.includes(a))).map((n) => n.format)).toEqual([]);
    });
});
