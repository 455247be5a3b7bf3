/**
 * The probe script on real interpreters: it writes its JSON
 * itself and takes the PEP 508 values from os.uname and sys.version, so on Linux and macOS it
 * imports neither json nor platform (both import re, which costs more than the interpreter's
 * own start). Its values stay pip's: interpreters.test.ts compares them with pip's own.
 */
import fc from 'fast-check';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProgram } from '../../../src/io/run.js';
import { PROBE_JSON_WRITER, probeArgs, probePython } from '../../../src/probe/python-probe.js';
import { fcRuns } from '../../property-runs.js';

const posix = process.platform !== 'win32';

async function python(args: string[], input?: string): Promise<{ stdout: string; stderr: string }> {
  // The values travel as an argument: runProgram gives the child no stdin.
  const r = await runProgram('python3', input === undefined ? args : [...args, input], { timeoutMs: 30_000 });
  if (r.kind !== 'exited' || r.code !== 0)
    throw new Error(`python3: ${r.reason}${r.kind === 'exited' ? ` ${r.stderr.toString()}` : ''}`);
  return { stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8') };
}

/** Values like the probe's: text of any code point (lone surrogates too), ints, bools, null, lists, dicts. */
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), tie('any'), { maxKeys: 4 }),
  ),
  leaf: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n)), maxLength: 6 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  ),
})).any;

describe.runIf(posix)("the probe's JSON writer", () => {
  it('writes what JSON.parse reads back as the same value', async () => {
    const decode = `import sys, json\n${PROBE_JSON_WRITER}\nsys.stdout.write(J(json.loads(sys.argv[1])))`;
    await fc.assert(
      fc.asyncProperty(fc.array(value, { minLength: 1, maxLength: 40 }), async (values) => {
        const { stdout } = await python(['-S', '-c', decode], JSON.stringify(values));
        expect(stdout).toMatch(/^[\x20-\x7e]*$/);
        expect(JSON.parse(stdout)).toEqual(values);
      }),
      { numRuns: fcRuns(10) },
    );
  });
});

describe.runIf(process.platform === 'linux' || process.platform === 'darwin')('the probe on this machine', () => {
  it('imports neither json, platform nor re', async () => {
    const { stderr } = await python(['-X', 'importtime', ...probeArgs()]);
    const imported = stderr
      .split('\n')
      .map((l) => /\|\s*(\S+)\s*$/.exec(l)?.[1])
      .filter((m): m is string => m !== undefined);
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((m) => ['json', 'platform', 're'].includes(m))).toEqual([]);
  });
});

describe.runIf(posix)("the project's own files", () => {
  it('do not stand in for the modules the probe imports, and the answer comes whole', async () => {
    // `python -c` puts the working directory first on sys.path; a repository's os.py must not run.
    // Python 3.11 and later load os frozen unless told not to, as 3.10 and older always do.
    const dir = mkdtempSync(join(tmpdir(), 'tp-shadow-'));
    writeFileSync(join(dir, 'os.py'), 'raise SystemExit("the project\'s os.py ran")\n');
    const r = await runProgram('python3', probeArgs(['-X', 'frozen_modules=off']), { timeoutMs: 30_000, cwd: dir });
    expect(r.kind === 'exited' && r.code, r.kind === 'exited' ? r.stderr.toString() : r.reason).toBe(0);
    const out = r.kind === 'exited' ? r.stdout.toString() : '';
    expect(JSON.parse(out)).toMatchObject({ marker: 'torch-preflight-probe/1' });
  });
});

/** The interpreters pyenv installed here, by version (its shims answer only for the one selected). */
function pyenvPythons(prefix: string): string[] {
  const dir = join(process.env.PYENV_ROOT ?? join(homedir(), '.pyenv'), 'versions');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => v.startsWith(prefix))
    .map((v) => join(dir, v, 'bin', 'python'))
    .filter((p) => existsSync(p));
}

describe.runIf(posix && pyenvPythons('3.').length > 0)(
  "the probe's marker values are pip's own on every CPython pyenv has here",
  () => {
    it.each(pyenvPythons('3.'))('%s', async (exe) => {
      const pip = await runProgram(
        exe,
        [
          '-c',
          'import json; from pip._vendor.packaging.markers import default_environment as d; print(json.dumps(d()))',
        ],
        { timeoutMs: 30_000 },
      );
      if (pip.kind !== 'exited' || pip.code !== 0) return; // an interpreter without pip has nothing to compare with
      const probed = await probePython(exe, runProgram, 30_000);
      expect(probed.python.markers).toEqual(JSON.parse(pip.stdout.toString()));
    });
  },
);

/** A Python 2.7 here: a system one, or one pyenv installed. */
function python27(): string | undefined {
  return ['/usr/bin/python2.7', '/usr/local/bin/python2.7', ...pyenvPythons('2.7')].find((p) => existsSync(p));
}

describe.runIf(posix && python27() !== undefined)('Python 2.7', () => {
  it('is probed (and so reported as too old), although its dicts keep no order', async () => {
    const p = await probePython(python27()!, runProgram, 30_000);
    expect(p.python).toMatchObject({ major: 2, minor: 7, provenance: 'probed' });
    expect(p.python.markers).toBeUndefined();
  });
});
