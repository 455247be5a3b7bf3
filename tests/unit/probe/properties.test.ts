// The probe's new readers on random input (program lookup, nvidia-smi rows, GPU visibility, MIG
// lists, the probe's marker values): a result, never an exception, and never a program outside
// PATH's absolute entries. Run counts: FC_RUNS (see tests/property-runs.ts).
import fc from 'fast-check';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { findOnPath } from '../../../src/io/program-path.js';
import { parseMigParents, visibleGpus } from '../../../src/probe/gpu-visibility.js';
import { parseNvidiaSmi } from '../../../src/probe/nvidia.js';
import { PROBE_MARKER, parseProbeOutput } from '../../../src/probe/python-probe.js';
import { fcRuns } from '../../property-runs.js';

const hex = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef-'), maxLength });

const entry = fc.oneof(
  fc.constantFrom(
    '',
    '.',
    '..',
    'bin',
    './bin',
    '/usr/bin',
    '/opt/x',
    'C:\\bin',
    'C:\\Program Files\\Git\\cmd',
    '"C:\\q"',
    'D:rel',
    '\\\\srv\\share',
  ),
  fc.string({ maxLength: 12 }),
);

describe('findOnPath', () => {
  it.each(['linux', 'win32'] as const)('%s: only a file under an absolute PATH entry, or nothing', (platform) => {
    const p = platform === 'win32' ? path.win32 : path.posix;
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 8 }),
        fc.constantFrom('git', 'python', 'nvidia-smi', 'py', 'taskkill'),
        fc.func(fc.boolean()),
        (dirs, name, exists) => {
          const PATH = dirs.join(platform === 'win32' ? ';' : ':');
          const found = findOnPath(name, {
            platform,
            env: { PATH, PATHEXT: '.COM;.EXE' },
            isProgram: (f) => exists(f),
          });
          if (found === undefined) return;
          expect(p.isAbsolute(found)).toBe(true);
          expect(p.basename(found).toLowerCase().startsWith(name)).toBe(true);
        },
      ),
      { numRuns: fcRuns() },
    );
  });
});

describe('nvidia-smi readers', () => {
  const line = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc
      .tuple(
        fc.nat(9),
        hex(12),
        fc.string({ maxLength: 20 }),
        fc.constantFrom('8.6', '9.0', '[N/A]', '12.0', 'x'),
        fc.constantFrom('570.124.06', '472.12', '', 'N/A'),
      )
      .map(([i, u, n, c, d]) => `${i}, GPU-${u}, ${n}, ${c}, ${d}`),
  );
  it('every line is a GPU or counted as unreadable; no \\r reaches a name', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.constantFrom('\n', '\r\n'), (lines, eol) => {
        const text = lines.join(eol);
        const r = parseNvidiaSmi(text);
        const nonBlank = text.split(/\r?\n/).filter((l) => l.trim()).length;
        expect(r.gpus.length + r.bad).toBe(nonBlank);
        for (const g of r.gpus) expect(g.name).not.toMatch(/\r/);
        if (r.badLine !== undefined) expect(r.badLine).not.toMatch(/\r|\n/);
      }),
      { numRuns: fcRuns() },
    );
  });
  it('visibility only ever narrows, whatever the variables say', () => {
    const gpus = parseNvidiaSmi(
      '0, GPU-aaaa-1, A, 8.6, 570.1\n1, GPU-bbbb-2, B, 9.0, 570.1\n2, GPU-aaab-3, C, 7.5, 570.1',
    ).gpus;
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc
        .array(
          fc.constantFrom(
            '0',
            '1',
            '2',
            '7',
            '-1',
            'GPU-aaa',
            'GPU-b',
            'MIG-x',
            'MIG-GPU-bbbb-2/1/0',
            'all',
            'none',
            '',
          ),
          { maxLength: 4 },
        )
        .map((a) => a.join(',')),
    );
    fc.assert(
      fc.property(fc.option(value, { nil: undefined }), fc.option(value, { nil: undefined }), (cuda, nvidia) => {
        const env = {
          ...(cuda !== undefined ? { CUDA_VISIBLE_DEVICES: cuda } : {}),
          ...(nvidia !== undefined ? { NVIDIA_VISIBLE_DEVICES: nvidia } : {}),
        };
        const v = visibleGpus(gpus, env);
        for (const g of v.gpus) expect(gpus).toContain(g);
        expect(new Set(v.gpus).size).toBe(v.gpus.length);
        if (v.gpus.length < gpus.length) expect(v.note).toBeDefined();
      }),
      { numRuns: fcRuns() },
    );
  });
  it('nvidia-smi -L: parents are GPU UUIDs, never throws', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ maxLength: 60 }),
            hex(8).map((u) => `GPU 0: X (UUID: GPU-${u})`),
            hex(8).map((u) => `  MIG 1g.5gb Device 0: (UUID: MIG-${u})`),
          ),
          { maxLength: 8 },
        ),
        (lines) => {
          for (const parent of parseMigParents(lines.join('\n')).values()) expect(parent).toMatch(/^GPU-/);
        },
      ),
      { numRuns: fcRuns() },
    );
  });
});

describe("the probe's marker values", () => {
  it('any JSON value under "pep508" is read or refused with an InputError', () => {
    const base = {
      marker: PROBE_MARKER,
      version: [3, 12, 4, 'final', 0],
      implementation: 'cpython',
      bits: 64,
      executable: '/usr/bin/python3',
      abiflags: '',
      machine: 'x86_64',
      ft: false,
      libc: null,
      platform: 'linux',
    };
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.dictionary(
          fc.constantFrom('platform_machine', 'sys_platform', 'os_name', '__proto__', 'constructor'),
          fc.jsonValue(),
        ),
        (any, dict) => {
          for (const pep508 of [any, dict]) {
            try {
              const m = parseProbeOutput(JSON.stringify({ ...base, pep508 }), 'py').python.markers ?? {};
              for (const v of Object.values(m)) expect(typeof v).toBe('string');
              expect(Object.keys(m)).not.toContain('constructor');
            } catch (e) {
              expect(e).toBeInstanceOf(InputError);
            }
          }
        },
      ),
      { numRuns: fcRuns() },
    );
  });
});
