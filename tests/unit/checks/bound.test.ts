// Packages bound to torch, judged with torch by `check` on a requirements file, as a user runs it:
// the done-when cases (torchtext and xformers beside torch 2.6.0 and 2.1.0), an unpinned
// package pulling torch down, a version no release has, source builds, a page built for another
// torch, and what is not judged.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tp-bound-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

interface Out {
  code: number;
  err: string;
  verdict: string;
  version?: string;
  findings: { id: string; severity: string; message: string; hint: string; location?: { line: number } }[];
}

async function check(lines: string[], runner: string[] = [], extra: string[] = []): Promise<Out> {
  writeFileSync(join(dir, 'requirements.txt'), lines.join('\n') + '\n');
  let out = '';
  let err = '';
  const code = await main(
    [
      'check',
      ...['--python', '3.11', '--os', 'linux', '--arch', 'x64', '--glibc', '2.39', '--driver', 'none'],
      ...['--amd-gpu', 'none', '--intel-gpu', 'none', '--format', 'json'],
      ...runner,
      ...extra,
    ],
    { stdout: (t) => void (out += t), stderr: (t) => void (err += t), cwd: dir, env: { HOME: dir } },
  );
  const json = out ? JSON.parse(out) : { verdict: '', findings: [], resolution: {} };
  return { code, err, verdict: json.verdict, version: json.resolution?.version, findings: json.findings };
}

const bound = (o: Out) => o.findings.filter((f) => f.id.startsWith('bound-'));

describe('a bound pin whose torch requirement excludes the torch installed: fails, names both fixes', () => {
  it('torch==2.6.0 beside torchtext==0.16.0 fails and names torchtext', async () => {
    const r = await check(['torch==2.6.0', 'torchtext==0.16.0']);
    expect(r.verdict).toBe('fail');
    expect(r.code).toBe(1);
    const [f] = bound(r);
    expect(f).toMatchObject({ id: 'bound-mismatch', severity: 'error', location: { line: 2 } });
    expect(f!.message).toBe(
      'torchtext==0.16.0 requires torch==2.1.0, which torch==2.6.0 (requirements.txt:1) excludes: pip stops with ResolutionImpossible ("torchtext 0.16.0 depends on torch==2.1.0").',
    );
    expect(f!.hint).toContain('No torchtext release goes with torch 2.6.0');
  });

  it('(torch==2.1.0, torchtext==0.16.0) raises nothing about torchtext', async () => {
    const r = await check(['torch==2.1.0', 'torchtext==0.16.0']);
    expect(bound(r)).toEqual([]);
    expect(r.version).toBe('2.1.0');
    expect(r.verdict).not.toBe('fail');
  });

  it('torch==2.6.0 beside xformers==0.0.22.post7 fails with a fix naming the xformers release for 2.6.0', async () => {
    const r = await check(['torch==2.6.0', 'xformers==0.0.22.post7']);
    expect(r.verdict).toBe('fail');
    const [f] = bound(r);
    expect(f!.id).toBe('bound-mismatch');
    expect(f!.message).toContain('xformers==0.0.22.post7 requires torch==2.1.0');
    expect(f!.hint).toBe(
      'Pin xformers==0.0.29.post3 (its release for torch 2.6.0), or pin torch==2.1.0 (what xformers==0.0.22.post7 requires).',
    );
  });

  it('--torch given is judged against the bound pins too', async () => {
    const r = await check(['torchtext==0.16.0'], [], ['--torch', '2.6.0', '--requirements', 'requirements.txt']);
    expect(bound(r).map((f) => f.id)).toEqual(['bound-mismatch']);
  });
});

describe('resolved as pip would', () => {
  it('an exact xformers pin beside a torch range pulls torch down to the one it requires (a notice)', async () => {
    const r = await check(['torch>=2.1', 'xformers==0.0.28.post1']);
    expect(r.version).toBe('2.4.1');
    expect(bound(r)).toMatchObject([{ id: 'bound-backtrack', severity: 'notice' }]);
  });

  it('a ranged xformers that has no release for the newest torch pulls it down silently (a warning)', async () => {
    const r = await check(['torch>=2.1,<2.6', 'xformers<0.0.28']);
    expect(r.version).toBe('2.4.0');
    const [f] = bound(r);
    expect(f).toMatchObject({ id: 'bound-backtrack', severity: 'warning' });
    expect(f!.message).toBe(
      'torch>=2.1,<2.6 matches up to torch 2.5.1, but no xformers release that xformers<0.0.28 admits requires it: pip backtracks to torch 2.4.0 with xformers 0.0.27.post2.',
    );
  });

  it('an unpinned torchtext beside torch 2.6 installs 0.18.0, whose metadata admits it but whose code does not load', async () => {
    const r = await check(['torch==2.6.0', 'torchtext']);
    const [f] = bound(r);
    expect(f).toMatchObject({ id: 'bound-mismatch', severity: 'error' });
    expect(f!.message).toContain('loads only with torch>=2.3.0,<2.4: import fails with "undefined symbol"');
  });

  it('two pins that each admit some torch but none together', async () => {
    const r = await check(['torch', 'xformers==0.0.22.post7', 'torchtext==0.17.0']);
    const [f] = bound(r);
    expect(f!.id).toBe('bound-mismatch');
    expect(f!.message).toMatch(/no torch release matching torch goes with all of them/);
  });
});

describe('bad input', () => {
  it('a version no release has is an error, as a torch typo is', async () => {
    const r = await check(['torch==2.6.0', 'xformers==0.0.23.post9']);
    expect(bound(r)).toMatchObject([{ id: 'bound-no-release', severity: 'error' }]);
    expect(bound(r)[0]!.message).toBe(
      'No xformers release matches xformers==0.0.23.post9: pip stops with "No matching distribution found for xformers==0.0.23.post9".',
    );
    expect(r.code).toBe(1);
  });

  it('a version past the newest the catalog lists only warns', async () => {
    const r = await check(['torch==2.10.0', 'xformers==0.0.99']);
    expect(bound(r)).toMatchObject([{ id: 'bound-no-release', severity: 'warning' }]);
  });

  it('a malformed bound pin is one line and exit 2, at its place', async () => {
    const r = await check(['torch==2.6.0', 'xformers=0.0.22']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^torch-preflight: requirements\.txt:2:1: .*xformers/);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });

  it('a malformed line of another package is pip’s business, not an error', async () => {
    const r = await check(['torch==2.6.0', 'numpy=1.0']);
    expect(r.code).toBe(0);
  });
});

describe('wheels for this runner', () => {
  it('flash-attn on Windows builds from source, and says what that needs', async () => {
    const r = await check(['torch==2.6.0', 'flash-attn==2.7.4.post1'], ['--os', 'windows']);
    const [f] = bound(r);
    expect(f).toMatchObject({ id: 'bound-source-build', severity: 'warning' });
    expect(f!.message).toContain('torch importable while it builds, pip install --no-build-isolation');
  });

  it('xformers on macOS builds from source (no CUDA toolkit named for a CPU build)', async () => {
    const r = await check(
      ['torch==2.6.0', 'xformers==0.0.29.post3'],
      ['--os', 'macos', '--arch', 'arm64', '--os-version', '15.0'],
    );
    const [f] = bound(r);
    expect(f!.id).toBe('bound-source-build');
    expect(f!.message).not.toContain('nvcc');
  });

  it('a PyG page for another torch fails at import, and names the page for this torch', async () => {
    const r = await check(['-f https://data.pyg.org/whl/torch-2.1.0+cu121.html', 'torch==2.6.0', 'torch-scatter']);
    const [f] = bound(r);
    expect(f).toMatchObject({ id: 'bound-mismatch', severity: 'error' });
    expect(f!.hint).toContain('https://data.pyg.org/whl/torch-2.6.0+cu124.html');
    // The page serves PyG, not torch: no unknown-index warning about it.
    expect(r.findings.map((x) => x.id)).not.toContain('index-url-unknown');
  });
});

describe('not judged, and said', () => {
  it('a package known to require torch that the catalog does not describe is named', async () => {
    const r = await check(['torch==2.6.0', 'fbgemm-gpu==1.1.0', 'numpy==1.26.4']);
    const [f] = bound(r);
    expect(f).toMatchObject({ id: 'bound-unjudged', severity: 'notice' });
    expect(f!.message).toContain('fbgemm-gpu==1.1.0');
    expect(f!.message).not.toContain('numpy');
  });

  it('an uncertain fact warns and does not narrow what pip installs', async () => {
    const r = await check(['torch==2.6.0', 'triton==2.1.0']);
    expect(r.version).toBe('2.6.0');
    expect(bound(r)).toMatchObject([{ id: 'bound-mismatch', severity: 'warning' }]);
  });

  it('a config file adds a package, as it adds torch releases', async () => {
    writeFileSync(
      join(dir, 'bound.yaml'),
      'bound:\n  - package: "my-ext"\n    source: "https://example.com/my-ext"\n    releases:\n      - { version: "1.0.0", torch: "==2.5.1", source: "https://example.com/my-ext/1.0.0" }\n',
    );
    const r = await check(['torch==2.6.0', 'my-ext==1.0.0'], [], ['--config', join(dir, 'bound.yaml')]);
    expect(bound(r)).toMatchObject([{ id: 'bound-mismatch', severity: 'error' }]);
    expect(bound(r)[0]!.message).toContain('my-ext==1.0.0 requires torch==2.5.1');
  });
});

describe('which bound pins join the request', () => {
  // DeepSpeed's shape: requirements.txt holds torch, and an extra's own requirements file
  // (requirements-triton.txt, which setup.py keeps for `pip install deepspeed[triton]`) pins a
  // triton that only torch 2.1 goes with. `pip install -r requirements.txt` never reads it.
  it("a bound pin in a file that installs no torch pin of the target is another install's", async () => {
    writeFileSync(join(dir, 'requirements-triton.txt'), 'triton==2.1.0\n');
    const r = await check(['torch>=2.0.0'], [], ['--index-url', 'cpu']);
    expect(bound(r)).toEqual([]);
    expect(r.version).not.toBe('2.1.2');
  });

  it('a bound pin in the file that holds torch is judged with it', async () => {
    const r = await check(['torch>=2.0.0', 'triton==2.1.0'], [], ['--index-url', 'cpu']);
    expect(bound(r).map((f) => f.id)).toContain('bound-mismatch');
  });
});
