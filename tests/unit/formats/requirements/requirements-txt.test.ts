// requirements file syntax as pip reads it: continuations, options, includes, hashes, comments.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPins } from '../../../../src/workspace/pin-files.js';
import { parseRequirementsText } from '../../../../src/formats/requirements/requirements-txt.js';

describe('requirements file syntax', () => {
  it('locates pins with 1-based line and column, through continuations, comments, hashes and options', () => {
    const text = [
      '# comment torch==1.0',
      '--index-url https://download.pytorch.org/whl/cu121  # the CUDA index',
      '-f https://download.pytorch.org/whl/torch_stable.html # find links',
      'numpy==1.26',
      '  torch==2.3.0+cu121 \\',
      '    --hash=sha256:deadbeef \\',
      '    --hash=sha256:cafe',
      'torchvision>=0.18 ; python_version >= "3.9"  # inline comment',
      'diffusers[torch]==0.30',
      'torchaudio\\',
      '==2.3.0',
    ].join('\n');
    const r = parseRequirementsText(text, 'r.txt');
    expect(r.entries.map((e) => [e.req.package, e.req.specifier, e.req.marker ?? null, e.line, e.column])).toEqual([
      ['torch', '==2.3.0+cu121', null, 5, 3],
      ['torchvision', '>=0.18', 'python_version >= "3.9"', 8, 1],
      ['torchaudio', '==2.3.0', null, 10, 1],
    ]);
    expect(r.options.map((o) => [o.role, o.value, o.line, o.column])).toEqual([
      ['index-url', 'https://download.pytorch.org/whl/cu121', 2, 1],
      ['find-links', 'https://download.pytorch.org/whl/torch_stable.html', 3, 1],
    ]);
  });

  it('reads --opt=value, short options with glued values and -c', () => {
    const r = parseRequirementsText(
      '--extra-index-url=https://x.example/simple\n-rbase.txt\n-c constraints.txt\n-i https://download.pytorch.org/whl/cpu',
      'r.txt',
    );
    expect(r.options.map((o) => [o.role, o.value])).toEqual([
      ['extra-index-url', 'https://x.example/simple'],
      ['requirement', 'base.txt'],
      ['constraint', 'constraints.txt'],
      ['index-url', 'https://download.pytorch.org/whl/cpu'],
    ]);
  });
});

async function tmp(files: Record<string, string | Buffer>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pins-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), body);
  }
  return dir;
}

describe('includes', () => {
  it('follows -r and -c relative to the including file; index options apply to the whole tree', async () => {
    const dir = await tmp({
      'requirements.txt': '-r requirements/base.txt\n-c constraints/torch.txt\n',
      'requirements/base.txt': '--extra-index-url https://download.pytorch.org/whl/cu128\ntorch>=2.8\n',
      'constraints/torch.txt': 'torchvision==0.23.0\n',
    });
    const set = await readPins(['requirements.txt'], { cwd: dir });
    expect(set.pins.map((p) => [p.package, p.location.file, p.location.line, p.extraIndexUrls])).toEqual([
      ['torch', 'requirements/base.txt', 2, ['https://download.pytorch.org/whl/cu128']],
      ['torchvision', 'constraints/torch.txt', 1, ['https://download.pytorch.org/whl/cu128']],
    ]);
    expect(set.files).toEqual(['requirements.txt', 'requirements/base.txt', 'constraints/torch.txt']);
  });

  it('refuses an include cycle, naming both files', async () => {
    const dir = await tmp({ 'a.txt': 'torch\n-r b.txt\n', 'b.txt': '-r a.txt\n' });
    await expect(readPins(['a.txt'], { cwd: dir })).rejects.toThrow(
      'b.txt:1:1: -r a.txt: include cycle: b.txt includes a.txt, which includes b.txt again',
    );
  });

  it('refuses a missing include with the line that names it', async () => {
    const dir = await tmp({ 'requirements.txt': 'torch\n\n-r missing.txt\n' });
    await expect(readPins(['requirements.txt'], { cwd: dir })).rejects.toThrow(
      /^requirements\.txt:3:1: -r missing\.txt: file not found \(missing\.txt\)$/,
    );
  });

  it('a file both listed and included gives its pins once', async () => {
    const dir = await tmp({
      'requirements.txt': '-i https://download.pytorch.org/whl/cpu\n-r requirements/base.txt\n',
      'requirements/base.txt': 'torch==2.8.0\n',
    });
    const set = await readPins(['requirements.txt', 'requirements/base.txt'], { cwd: dir });
    expect(set.pins).toHaveLength(1);
    expect(set.pins[0]!.indexUrl).toBe('https://download.pytorch.org/whl/cpu');
  });
});

describe('bad input', () => {
  it('a binary file', async () => {
    const dir = await tmp({ 'requirements.txt': Buffer.from('torch\nnumpy\n\u0000\u0001') });
    await expect(readPins(['requirements.txt'], { cwd: dir })).rejects.toThrow(
      'requirements.txt:3: is a binary file (NUL byte)',
    );
  });

  it('a UTF-16 file says so', async () => {
    const dir = await tmp({ 'requirements.txt': Buffer.from('\ufefftorch==2.8.0\n', 'utf16le') });
    await expect(readPins(['requirements.txt'], { cwd: dir })).rejects.toThrow(/UTF-16 — save it as UTF-8/);
  });

  it('a 50 MB file is refused without reading it, naming the cap', async () => {
    const dir = await tmp({});
    const big = path.join(dir, 'requirements.txt');
    const { open } = await import('node:fs/promises');
    const fh = await open(big, 'w');
    await fh.truncate(50 * 1024 * 1024);
    await fh.close();
    await expect(readPins(['requirements.txt'], { cwd: dir })).rejects.toThrow(
      'requirements.txt: larger than 5 MB, the most a pin file may be',
    );
  });

  it('malformed TOML names file, line and column', async () => {
    const dir = await tmp({ 'pyproject.toml': '[project]\ndependencies = [\n  "torch>=2",\n' });
    await expect(readPins(['pyproject.toml'], { cwd: dir })).rejects.toThrow(/^pyproject\.toml:4:1: not valid TOML/);
  });

  it('malformed YAML names file and line', async () => {
    const dir = await tmp({ 'environment.yml': 'dependencies:\n  - pytorch=2.0\n  pip: [\n' });
    await expect(readPins(['environment.yml'], { cwd: dir })).rejects.toThrow(
      /^environment\.yml:\d+:\d+: not valid YAML/,
    );
  });

  it('a malformed torch pin in pyproject names the string', async () => {
    const dir = await tmp({
      'pyproject.toml': '[project]\nname = "x"\ndependencies = [\n  "numpy",\n  "torch=2.0",\n]\n',
    });
    await expect(readPins(['pyproject.toml'], { cwd: dir })).rejects.toThrow(
      /^pyproject\.toml:5:4: requirement "torch=2\.0"/,
    );
  });

  it('a file that does not exist', async () => {
    const dir = await tmp({});
    await expect(readPins(['nope.txt'], { cwd: dir })).rejects.toThrow('nope.txt: file not found');
  });
});
