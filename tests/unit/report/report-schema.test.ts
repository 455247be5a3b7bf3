// The JSON report is a contract: every command's report validates against report.schema.json
// (generated from src/report/report-schema.ts), and each rendered format of a table of cases is a
// file snapshot, so an output change is a reviewed diff.
import Ajv2020 from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import type { Report } from '../../../src/report/report.js';
import type { CliIo } from '../../../src/cli/io.js';
import { main } from '../../../src/cli/main.js';
import { CheckReportSchema, CommandReportSchema, PinsReportSchema } from '../../../src/report/report-schema.js';

const GIVEN = ['--python', '3.12', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39'];

async function cli(...argv: string[]) {
  let stdout = '';
  const io: CliIo = { stdout: (t) => void (stdout += t), stderr: () => undefined, cwd: process.cwd(), env: {} };
  const code = await main(argv, io);
  return { code, stdout };
}

const schema = JSON.parse(readFileSync('report.schema.json', 'utf8'));
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);

const CASES: [string, string[]][] = [
  ['pass-cpu', ['check', ...GIVEN, '--driver', 'none', '--torch', '2.9.0', '--index-url', 'cpu']],
  [
    'fail-python',
    [
      'check',
      '--python',
      '3.9',
      '--os',
      'linux',
      '--arch',
      'x64',
      '--glibc',
      '2.39',
      '--driver',
      'none',
      '--torch',
      '2.14.0',
    ],
  ],
  [
    'gpu-sm61-cu128',
    ['check', ...GIVEN, '--driver', '570.124.06', '--gpu', '6.1', '--torch', '2.8.0', '--index-url', 'cu128'],
  ],
  [
    'amd-gfx1010',
    ['check', ...GIVEN, '--driver', 'none', '--amd-gpu', 'gfx1010', '--torch', '2.14.0', '--index-url', 'rocm7.2'],
  ],
];

describe('the JSON report', () => {
  it.each(CASES)('check %s validates against report.schema.json and the zod schema', async (_name, argv) => {
    const r = await cli(...argv, '--format', 'json');
    const report = JSON.parse(r.stdout);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(CheckReportSchema.safeParse(report).success).toBe(true);
  });

  it('pins, scan and matrix reports validate too', async () => {
    const reports = [
      [await cli('pins', 'tests/fixtures/pins/uv-boxmot/pyproject.toml', '--format', 'json'), PinsReportSchema],
      [
        await cli('scan', 'tests/fixtures/scan/traps.py', '--torch', '>=2.5,<2.10', '--format', 'json'),
        CommandReportSchema,
      ],
      [
        await cli('matrix', '--matrix', '{"python-version": ["3.9", "3.12"], "torch": ["2.8.0"]}', '--format', 'json'),
        CommandReportSchema,
      ],
    ] as const;
    for (const [r, zodSchema] of reports) {
      const report = JSON.parse(r.stdout);
      expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
      expect(zodSchema.safeParse(report).success).toBe(true);
    }
  });

  it('a report that breaks the contract does not validate', () => {
    expect(validate({ schemaVersion: 2, verdict: 'pass', findings: [] })).toBe(false);
    expect(validate({ schemaVersion: 1, verdict: 'maybe', findings: [] })).toBe(false);
    expect(
      validate({
        schemaVersion: 1,
        verdict: 'pass',
        findings: [{ id: 'not-an-id', severity: 'error', message: '', hint: '', source: '' }],
      }),
    ).toBe(false);
    // `related` is a list of places, as `location` is one.
    const withRelated = (related: unknown) => ({
      schemaVersion: 1,
      verdict: 'fail',
      findings: [{ id: 'python-unsupported', severity: 'error', message: '', hint: '', source: '', related }],
    });
    expect(validate(withRelated([{ file: 'tests.yml', line: 12 }])), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(withRelated([{ file: 'tests.yml', line: 'twelve' }]))).toBe(false);
    expect(validate(withRelated({ file: 'tests.yml', line: 12 }))).toBe(false);
  });
});

describe('every rendered format, as file snapshots', () => {
  it.each(
    CASES.flatMap(([name, argv]) =>
      ['text', 'json', 'markdown', 'sarif', 'github'].map((f) => [name, f, argv] as const),
    ),
  )('%s as %s', async (name, format, argv) => {
    // Annotations go to the process's stdout, where the runner reads them.
    let annotations = '';
    const spy =
      format === 'github'
        ? vi.spyOn(process.stdout, 'write').mockImplementation((t) => ((annotations += String(t)), true))
        : undefined;
    const r = await cli(...argv, '--format', format).finally(() => spy?.mockRestore());
    await expect(r.stdout + annotations).toMatchFileSnapshot(
      `__snapshots__/check-${name}.${format === 'markdown' ? 'md' : format === 'json' || format === 'sarif' ? `${format}.json` : `${format}.txt`}`,
    );
  });
});

describe('the report type is the schema', () => {
  it('Report, as built and rendered, is inferred from CheckReportSchema: no second declaration to drift', () => {
    expectTypeOf<Report>().toEqualTypeOf<z.infer<typeof CheckReportSchema>>();
    // A report without its findings does not type-check as one (the schema's required keys are the type's).
    expectTypeOf<Omit<Report, 'findings'>>().not.toMatchTypeOf<Report>();
  });
});
