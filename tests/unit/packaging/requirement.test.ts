// PEP 508 requirement lines: names, extras, specifiers, URLs and markers, and what is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fcRuns } from '../../property-runs.js';
import { InputError } from '../../../src/core/errors.js';
import { parseRequirement, renderRequirement, requirementName } from '../../../src/packaging/requirement.js';
import { parseRequirementsText } from '../../../src/formats/requirements/requirements-txt.js';

describe('parseRequirement', () => {
  it.each([
    ['torch', { package: 'torch', specifier: '', extras: [] }],
    ['torch==2.9.0', { package: 'torch', specifier: '==2.9.0' }],
    ['Torch >= 2.1 , < 3', { package: 'torch', specifier: '>=2.1,<3' }],
    ['torch (>=2.2.0)', { package: 'torch', specifier: '>=2.2.0' }],
    ['torch[opt,cuda]>=2.1', { package: 'torch', specifier: '>=2.1', extras: ['opt', 'cuda'] }],
    ['torch==2.3.0+cu121', { package: 'torch', specifier: '==2.3.0+cu121', local: 'cu121' }],
    [
      'torchvision==0.20.1; sys_platform == "linux"',
      { package: 'torchvision', specifier: '==0.20.1', marker: 'sys_platform == "linux"' },
    ],
    ['TorchVision~=0.20', { package: 'torchvision', specifier: '~=0.20' }],
    [
      'torch @ https://download.pytorch.org/whl/cu121/torch-2.3.0%2Bcu121-cp311-cp311-linux_x86_64.whl ; python_version == "3.11"',
      {
        package: 'torch',
        specifier: '==2.3.0+cu121',
        local: 'cu121',
        marker: 'python_version == "3.11"',
        wheel: {
          version: '2.3.0',
          local: 'cu121',
          python: '3.11',
          platform: 'linux-x64',
          pythonTag: 'cp311',
          platformTag: 'linux_x86_64',
        },
      },
    ],
    [
      'https://download.pytorch.org/whl/cpu/torch-2.0.1-cp310-none-macosx_11_0_arm64.whl',
      {
        package: 'torch',
        specifier: '==2.0.1',
        wheel: {
          version: '2.0.1',
          python: '3.10',
          platform: 'macos-arm64',
          pythonTag: 'cp310',
          platformTag: 'macosx_11_0_arm64',
        },
      },
    ],
    [
      'torch @ git+https://github.com/pytorch/pytorch@v2.3.0',
      { package: 'torch', specifier: '', url: 'git+https://github.com/pytorch/pytorch@v2.3.0' },
    ],
  ])('%s', (text, expected) => {
    expect(parseRequirement(text)).toMatchObject(expected);
  });

  it.each([
    'diffusers[torch]>=0.30',
    'torch-tensorrt==2.3.0',
    'torchmetrics',
    'pytorch-lightning>=2',
    'numpy; sys_platform == "linux"',
    '# torch',
    '',
  ])('%s is not a torch-family pin', (text) => {
    expect(parseRequirement(text)).toBeUndefined();
  });

  it.each([
    ['torch 2.0', /more than one requirement|operator/],
    ['torch==2.0 torchvision==0.15', /more than one requirement/],
    ['torch==banana', /not a PEP 440/],
    ['torch>=2; sys_platform ==', /marker/],
    ['torch[opt', /missing "\]"/],
    ['torch>=2;', /empty marker/],
  ])('%s is refused with InputError', (text, re) => {
    expect(() => parseRequirement(text)).toThrow(InputError);
    expect(() => parseRequirement(text)).toThrow(re);
  });
});

describe('requirement-line parser, property-based', () => {
  it('never throws anything but InputError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        for (const line of [s, `torch${s}`, `torch==${s}`, `torch; ${s}`, `-r ${s}`]) {
          try {
            parseRequirementsText(line, 'r.txt');
          } catch (e) {
            if (!(e instanceof InputError)) throw e;
          }
        }
      }),
      { numRuns: fcRuns(400) },
    );
  });

  const version = fc.tuple(fc.nat(20), fc.nat(30), fc.nat(9)).map(([a, b, c]) => `${a}.${b}.${c}`);
  const clause = fc
    .tuple(fc.constantFrom('==', '>=', '<=', '<', '>', '!=', '~='), version)
    .map(([op, v]) => `${op}${v}`);
  const marker = fc.oneof(
    fc.constant(undefined),
    fc
      .tuple(
        fc.constantFrom('sys_platform', 'platform_machine', 'os_name'),
        fc.constantFrom('==', '!='),
        fc.constantFrom('linux', 'darwin', 'x86_64'),
      )
      .map(([v, op, s]) => `${v} ${op} "${s}"`),
    fc
      .tuple(fc.constantFrom('<', '>=', '=='), fc.constantFrom('3.9', '3.10', '3.12'))
      .map(([op, v]) => `python_version ${op} "${v}"`),
  );
  const pin = fc.record({
    package: fc.constantFrom('torch' as const, 'torchvision' as const, 'torchaudio' as const),
    extras: fc.array(fc.constantFrom('opt', 'cuda', 'dev'), { maxLength: 2 }).map((xs) => [...new Set(xs)]),
    specifier: fc.oneof(
      fc.constant(''),
      fc.array(clause, { minLength: 1, maxLength: 3 }).map((cs) => cs.join(',')),
    ),
    marker,
  });

  it('a pin rendered and parsed again is the same pin', () => {
    fc.assert(
      fc.property(pin, (p) => {
        const r = { ...p, ...(p.marker === undefined ? { marker: undefined } : {}) };
        const text = renderRequirement(r);
        const back = parseRequirement(text)!;
        expect(back.package).toBe(p.package);
        expect(back.specifier).toBe(p.specifier);
        expect(back.extras).toEqual(p.extras);
        expect(back.marker).toBe(p.marker);
        // …and once more, through a requirements file line.
        const again = parseRequirementsText(`${text} --hash=sha256:abc`, 'r.txt').entries[0]!.req;
        expect(again).toEqual(back);
      }),
      { numRuns: fcRuns(300) },
    );
  });
});

describe('a marker variable PEP 508 does not define', () => {
  it('torch; os_nam == "posix" is read; the marker stays undecided', () => {
    expect(parseRequirement('torch; os_nam == "posix"')).toMatchObject({
      package: 'torch',
      marker: 'os_nam == "posix"',
    });
  });
});

describe('requirementName: the one PEP 508 name reader (pin files and pip commands)', () => {
  it.each([
    ['torch>=2.1', { name: 'torch', offset: 0, rest: '>=2.1' }],
    ['  Torch_Vision [x]', { name: 'Torch_Vision', offset: 2, rest: ' [x]' }],
    ['torch-', { name: 'torch', offset: 0, rest: '-' }],
    ['a', { name: 'a', offset: 0, rest: '' }],
  ])('%s', (text, head) => expect(requirementName(text)).toEqual(head));

  it.each(['', '  ', '-torch', '[x]', '==2'])('%j starts with no name', (text) =>
    expect(requirementName(text)).toBeUndefined(),
  );

  it('splits any text into leading space, a PEP 508 name and the rest, losing nothing (property)', () => {
    const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('t', 'o', 'R', '9', '.', '_', '-', ' ', '\t', '[', ']', '=', '>', ';', '@', 'é'),
          maxLength: 20,
        }),
        (text) => {
          const head = requirementName(text);
          if (!head) return;
          expect(NAME.test(head.name)).toBe(true);
          expect(text.slice(0, head.offset).trim()).toBe('');
          expect(text.slice(head.offset, head.offset + head.name.length)).toBe(head.name);
          expect(text.slice(head.offset + head.name.length)).toBe(head.rest);
          // The name is the longest one there: what follows could not end a name.
          expect(/^[A-Za-z0-9._-]*[A-Za-z0-9]/.test(head.rest)).toBe(false);
        },
      ),
      { numRuns: fcRuns(500) },
    );
  });
});
