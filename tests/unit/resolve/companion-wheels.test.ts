/**
 * A torchvision/torchaudio pin whose release has no wheel for this Python, platform or build
 * keeps its torch out, as torch's own missing wheel does: an error (a warning when the gap is
 * unconfirmed), with the fix that moves no further than it must.
 */
import { describe, expect, it } from 'vitest';
import { bundledCatalog } from '../../../src/catalog/bundled.js';
import { parseRuleFile } from '../../../src/catalog/compile.js';
import { companionGap } from '../../../src/catalog/query.js';
import { renderAdvice } from '../../../src/core/advice.js';
import type { Finding } from '../../../src/core/finding.js';
import { evaluate } from '../../../src/engine/evaluate.js';
import { env, req } from '../helpers.js';

const linux = (python: string) => env({ os: 'linux', arch: 'x64', python, glibc: '2.39' });
const winArm = env({ os: 'windows', arch: 'arm64', python: '3.12' });
const noWheel = (fs: Finding[]) => fs.filter((f) => f.id === 'companion-no-wheel');
const fix = (f: Finding) => (f.advice ? renderAdvice(f.advice, 'cli') : f.hint);

describe('companion wheels per Python', () => {
  it('torchvision 0.20.1 has no cp313 wheel although torch 2.5.1 has one on Linux: an error', () => {
    const e = evaluate(linux('3.13'), req({ torch: '==2.5.1', torchvision: '==0.20.1' }), bundledCatalog);
    expect(e.verdict).toBe('fail');
    const [f] = noWheel(e.findings);
    expect(f).toMatchObject({ severity: 'error' });
    expect(f!.message).toBe(
      'torchvision 0.20.1 (paired with torch 2.5.1) has no wheel for Python 3.13: pip finds no torchvision==0.20.1 to install, as torchvision publishes no source distribution.',
    );
    expect(fix(f!)).toBe(
      'Use Python 3.12, or pin torch==2.6.0 with torchvision==0.21.0 (the first release whose torchvision has that wheel).',
    );
    expect(f!.source).toMatch(/pytorch\/vision\/issues\/8730/);
  });
  it('the same pins on Python 3.12 pass, and torch 2.5.1 alone on 3.13 is not a companion question', () => {
    expect(
      noWheel(evaluate(linux('3.12'), req({ torch: '==2.5.1', torchvision: '==0.20.1' }), bundledCatalog).findings),
    ).toEqual([]);
    expect(noWheel(evaluate(linux('3.13'), req({ torch: '==2.5.1' }), bundledCatalog).findings)).toEqual([]);
  });
  it('a range resolves to the torch whose companion has the wheel', () => {
    const e = evaluate(linux('3.13'), req({ torch: '>=2.5,<2.7', torchvision: '>=0.20' }), bundledCatalog);
    expect(e.resolution.version).toBe('2.6.0');
    expect(noWheel(e.findings)).toEqual([]);
    const only = evaluate(linux('3.13'), req({ torch: '>=2.5,<2.6', torchvision: '>=0.20' }), bundledCatalog);
    expect(only.verdict).toBe('fail');
    expect(noWheel(only.findings)[0]!.message).toMatch(
      /^torchvision>=0\.20 admits only torchvision 0\.20\.1 beside torch 2\.5\.1, and it has no wheel for Python 3\.13:/,
    );
    // The range already admits 0.21.0: only torch moves.
    expect(fix(noWheel(only.findings)[0]!)).toBe(
      'Use Python 3.12, or pin torch==2.6.0 (the first release whose torchvision has that wheel).',
    );
  });
  it('free-threaded 3.13t: torch 2.6.0 has it, torchvision 0.21.0 and torchaudio 2.6.0 do not', () => {
    const e = evaluate(
      linux('3.13t'),
      req({ torch: '==2.6.0', torchvision: '==0.21.0', torchaudio: '==2.6.0' }),
      bundledCatalog,
    );
    expect(e.verdict).toBe('fail');
    const fs = noWheel(e.findings);
    expect(fs.map((f) => f.message.split(' ')[0])).toEqual(['torchvision', 'torchaudio']);
    expect(fix(fs[0]!)).toBe(
      'Use the regular (GIL) Python 3.13, or pin torch==2.7.0 with torchvision==0.22.0 and torchaudio==2.7.0 (the first release whose torchvision has that wheel).',
    );
  });
  it('3.15 preview wheels of torch 2.14 come without torchvision 0.29.0 and torchaudio 2.11.0', () => {
    const e = evaluate(
      linux('3.15'),
      req({
        torch: '==2.14.0',
        torchvision: '==0.29.0',
        torchaudio: '==2.11.0',
        indexUrl: 'https://download.pytorch.org/whl/cpu',
      }),
      bundledCatalog,
    );
    expect(e.verdict).toBe('fail');
    expect(noWheel(e.findings).map((f) => f.severity)).toEqual(['error', 'error']);
  });
});

describe('companion wheels per platform and build', () => {
  it('torchaudio has no Windows arm64 wheel for torch 2.8.0; torchvision 0.23.0 is not listed as missing', () => {
    const audio = evaluate(
      winArm,
      req({ torch: '==2.8.0', torchaudio: '==2.8.0', indexUrl: 'https://download.pytorch.org/whl/cpu' }),
      bundledCatalog,
    );
    expect(audio.verdict).toBe('fail');
    expect(noWheel(audio.findings)[0]!.message).toMatch(/has no wheel for Windows arm64/);
    const vision = evaluate(
      winArm,
      req({ torch: '==2.8.0', torchvision: '==0.23.0', indexUrl: 'https://download.pytorch.org/whl/cpu' }),
      bundledCatalog,
    );
    expect(noWheel(vision.findings)).toEqual([]);
  });
  it('torchvision 0.22 (torch 2.7) has no Windows arm64 wheel', () => {
    const e = evaluate(
      winArm,
      req({ torch: '==2.7.0', torchvision: '==0.22.0', indexUrl: 'https://download.pytorch.org/whl/cpu' }),
      bundledCatalog,
    );
    expect(noWheel(e.findings)).toHaveLength(1);
  });
  it('an unconfirmed gap warns, never fails (torchaudio 2.11.1 on Windows arm64)', () => {
    const e = evaluate(
      winArm,
      req({ torch: '==2.14.1', torchaudio: '==2.11.1', indexUrl: 'https://download.pytorch.org/whl/cpu' }),
      bundledCatalog,
    );
    const fs = noWheel(e.findings);
    expect(fs.map((f) => f.severity)).toEqual(['warning']);
    expect(e.verdict).not.toBe('fail');
  });
  it('torchaudio 2.11.0 has no cu132 build: torch 2.12.0 from whl/cu132 fails and the fix names whl/cu130', () => {
    const e = evaluate(
      linux('3.12'),
      req({ torch: '==2.12.0', torchaudio: '==2.11.0', indexUrl: 'https://download.pytorch.org/whl/cu132' }),
      bundledCatalog,
    );
    expect(e.verdict).toBe('fail');
    const [f] = noWheel(e.findings);
    expect(f!.message).toMatch(/^torchaudio 2\.11\.0 \(paired with torch 2\.12\.0\) has no wheel for the cu132 build/);
    expect(fix(f!)).toBe('Use --index-url https://download.pytorch.org/whl/cu130 (torchaudio has its cu130 build).');
    const cu130 = evaluate(
      linux('3.12'),
      req({ torch: '==2.12.0', torchaudio: '==2.11.0', indexUrl: 'https://download.pytorch.org/whl/cu130' }),
      bundledCatalog,
    );
    expect(noWheel(cu130.findings)).toEqual([]);
  });
});

describe('the companionGaps rule', () => {
  it('matches by package, version range and each field it names', () => {
    const at = { platform: 'linux-x64' as const, python: '3.13' };
    expect(companionGap(bundledCatalog, 'torchvision', '0.20.1', at)?.versions).toBe('>=0.20.0,<0.21');
    expect(companionGap(bundledCatalog, 'torchvision', '0.21.0', at)).toBeUndefined();
    expect(
      companionGap(bundledCatalog, 'torchaudio', '2.11.0', { platform: 'linux-x64', variant: 'cu132' }),
    ).toBeDefined();
    // A gap about Pythons says nothing when the Python is unknown.
    expect(companionGap(bundledCatalog, 'torchvision', '0.20.1', { platform: 'linux-x64' })).toBeUndefined();
  });
  it('a gap must name a Python, a platform or a build', () => {
    expect(() =>
      parseRuleFile({
        path: 'gaps.yaml',
        text: 'companionGaps:\n  - package: torchvision\n    versions: ">=0.20"\n    source: "x"\n',
      }),
    ).toThrow(/gaps\.yaml: companionGaps\[0\]: a companion gap names at least one of python, platforms or variants/);
  });
});
