// Every parser of user input and the reader, on random input: a result or an InputError (one
// line, exit 2), never another exception. Run counts: FC_RUNS (see tests/property-runs.ts).
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify as tomlStringify } from 'smol-toml';
import { afterAll, describe, expect, it } from 'vitest';
import { expectLinear } from '../../growth.js';
import { aliasBomb } from './bomb.js';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { parseRuleFile } from '../../../src/catalog/compile.js';
import { InputError } from '../../../src/core/errors.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { decodeUserText } from '../../../src/text/user-text.js';
import { readUserFile } from '../../../src/io/read-file.js';
import { parseUserYaml } from '../../../src/text/yaml.js';
import { lintWorkflow, parseMatrixInput } from '../../../src/matrix/index.js';
import { readCondaEnv } from '../../../src/formats/conda/environment.js';
import { readPixiToml } from '../../../src/formats/pixi/manifest.js';
import { readPyproject } from '../../../src/formats/pyproject/pyproject.js';
import { parseRequirementsText } from '../../../src/formats/requirements/requirements-txt.js';
import { readSetupCfg } from '../../../src/formats/setup/setup-cfg.js';
import { readSetupPy } from '../../../src/formats/setup/setup-py.js';
import { fcRuns } from '../../property-runs.js';

/**
 * Runs `fn`; an InputError is an accepted outcome, anything else thrown fails the property.
 * (Messages may quote user text with control characters: the output boundary escapes them.)
 */
function typedOnly(fn: () => unknown): void {
  try {
    fn();
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
  }
}

const parsers: [string, (text: string) => unknown][] = [
  ['requirements.txt', (t) => parseRequirementsText(t, 'requirements.txt', {})],
  ['pyproject.toml', (t) => readPyproject(t, 'pyproject.toml')],
  ['pixi.toml', (t) => readPixiToml(t, 'pixi.toml')],
  ['setup.cfg', (t) => readSetupCfg(t, 'setup.cfg')],
  ['setup.py', (t) => readSetupPy(t, 'setup.py')],
  ['environment.yml', (t) => readCondaEnv(t, 'environment.yml')],
  ['rules file', (t) => parseRuleFile({ path: 'rules.yml', text: t })],
  ['matrix input', (t) => parseMatrixInput(t)],
  ['workflow', (t) => lintWorkflow(t, 'ci.yml', { catalog: bundledCatalog, evaluate })],
];

/** Text that looks like the formats: their punctuation and keywords, mixed with anything. */
const formatish = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '\n',
        ' ',
        '  ',
        ':',
        '- ',
        '[',
        ']',
        '{',
        '}',
        '"',
        "'",
        '#',
        '=',
        '==',
        '&a ',
        '*a',
        '<<: ',
        '\\',
        ';',
        ',',
      ),
      fc.constantFrom(
        'torch',
        'torch==2.8.0',
        '[project]',
        'dependencies',
        '-r ',
        '--index-url ',
        'jobs:',
        'matrix:',
        'python-version',
        'releases:',
        '[dependencies]',
        'install_requires',
        'setup(',
      ),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

describe('parsers never throw untyped errors', () => {
  it.each(parsers)('%s on format-like text', (_name, parse) => {
    fc.assert(
      fc.property(formatish, (text) => typedOnly(() => parse(text))),
      { numRuns: fcRuns(200) },
    );
  });

  it.each(parsers)('%s on random bytes decoded as the reader does', (_name, parse) => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) =>
        typedOnly(() => parse(decodeUserText(Buffer.from(bytes), 'f'))),
      ),
      { numRuns: fcRuns(200) },
    );
  });

  it.each([
    ['pyproject.toml', (t: string) => readPyproject(t, 'pyproject.toml')],
    ['pixi.toml', (t: string) => readPixiToml(t, 'pixi.toml')],
  ])('%s on random TOML documents', (_name, parse) => {
    const key = fc.oneof(
      fc.constantFrom(
        'project',
        'dependencies',
        'tool',
        'poetry',
        'uv',
        'pypi-dependencies',
        'feature',
        'torch',
        'pytorch',
        'index',
        'url',
        'name',
        'version',
      ),
      fc.string({ minLength: 1, maxLength: 8 }),
    );
    const value = fc.letrec((tie) => ({
      v: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.array(tie('v'), { maxLength: 4 }),
        fc.dictionary(key, tie('v'), { maxKeys: 4 }),
      ),
    })).v;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (doc) => {
        let text: string;
        try {
          text = tomlStringify(doc);
        } catch {
          return; // not representable in TOML (e.g. mixed arrays in old TOML versions)
        }
        typedOnly(() => parse(text));
      }),
      { numRuns: fcRuns(200) },
    );
  });
});

/** YAML with anchors: each anchor a flow list of earlier aliases and scalars; bombs included. */
const anchoredYaml = fc
  .array(
    fc.array(
      fc.oneof(
        fc.nat({ max: 20 }).map((n) => ({ alias: n })),
        fc.constantFrom('"3.12"', '1', 'x', '{}', '[]'),
      ),
      { minLength: 1, maxLength: 12 },
    ),
    { minLength: 1, maxLength: 14 },
  )
  .map((levels) => {
    const lines = levels.map(
      (items, i) =>
        `x-a${i}: &a${i} [${items.map((it) => (typeof it === 'string' ? it : i > 0 ? `*a${it.alias % i}` : '"0"')).join(', ')}]`,
    );
    const last = levels.length - 1;
    return (
      [
        ...lines,
        'on: push',
        'jobs:',
        '  t:',
        '    runs-on: ubuntu-24.04',
        '    strategy:',
        '      matrix:',
        `        python-version: *a${last}`,
        '    steps:',
        '      - run: echo',
      ].join('\n') + '\n'
    );
  });

describe('YAML with anchors and aliases', () => {
  // Each case is cheap because expansion stops at the cap; a case that expanded without one would
  // hang, and the test's timeout fails it. How the cost grows is the guard below, not a bound in seconds.
  it('parseUserYaml returns or refuses, whatever the aliases expand to', () => {
    fc.assert(
      fc.property(anchoredYaml, (text) => {
        typedOnly(() => parseUserYaml(text, 'ci.yml'));
      }),
      { numRuns: fcRuns(200) },
    );
  }, 120_000);

  it('the workflow and matrix readers do too', () => {
    fc.assert(
      fc.property(anchoredYaml, (text) => {
        typedOnly(() => lintWorkflow(text, 'ci.yml', { catalog: bundledCatalog, evaluate }));
        typedOnly(() => parseMatrixInput(text.replace('on: push', 'python-version: *a0').split('\njobs:')[0]!));
      }),
      { numRuns: fcRuns(100) },
    );
  }, 120_000);

  it('refusing a bomb costs what its text costs, not what it would expand to (levels n against 8n)', async () => {
    const workflow = (levels: number) =>
      aliasBomb(levels, [
        'on: push',
        'jobs:',
        '  t:',
        '    runs-on: ubuntu-24.04',
        '    strategy:',
        '      matrix:',
        `        python-version: *a${levels}`,
        '    steps:',
        '      - run: echo',
      ]);
    await expectLinear('alias bomb', workflow, (t) => typedOnly(() => parseUserYaml(t, 'ci.yml')), { n: 8 });
    await expectLinear(
      'alias bomb in a workflow',
      workflow,
      (t) => typedOnly(() => lintWorkflow(t, 'ci.yml', { catalog: bundledCatalog, evaluate })),
      { n: 8 },
    );
  }, 120_000);
});

describe('the reader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tp-read-prop-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('returns exactly the bytes of a regular file under the cap, or a typed refusal when decoding', () => {
    let n = 0;
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const file = join(dir, `f${n++}`);
        writeFileSync(file, bytes);
        const got = readUserFile(file, 'f', 'pin');
        expect(Buffer.compare(got, Buffer.from(bytes))).toBe(0);
        typedOnly(() => decodeUserText(got, 'f'));
      }),
      { numRuns: fcRuns(200) },
    );
  });
});
