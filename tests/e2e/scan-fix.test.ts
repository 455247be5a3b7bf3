// scan --fix and --diff as a user runs them, and the action's patch: the diff
// applies with git, the fixed file is still Python, and SARIF carries the same fixes.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { sarifProblems } from '../sarif-validate.js';
import { perNode, ROOT, runAction, runCli } from './run.js';

const each = perNode();

const TRAIN = `import torch
import functorch

scaler = torch.cuda.amp.GradScaler(init_scale=2.0)
with torch.cuda.amp.autocast(dtype=torch.float16):
    loss = model(x)
grads = functorch.vmap(f)(xs)
state = torch.load("ckpt.pt")
w, v = torch.symeig(a)
`;

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tp-fix-'));
  const git = (...a: string[]) => execFileSync('git', a, { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  writeFileSync(join(dir, 'train.py'), TRAIN);
  return dir;
}

const parses = (file: string) =>
  execFileSync('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read())', file], { stdio: 'pipe' });

describe('scan --diff and --fix', () => {
  each('--diff prints a patch git applies; --fix writes the same; what is left is reported', async (node) => {
    const a = repo();
    const d = await runCli(node, ['scan', 'train.py', '--torch', '>=2.4,<2.10', '--diff'], {}, a);
    expect(d.code).toBe(1); // torch.symeig is still removed: the exit code is the report's
    expect(d.stderr).toBe('would fix 3 findings in 1 file\n');
    expect(d.stdout).toMatch(/^--- a\/train\.py\n\+\+\+ b\/train\.py\n@@ /);
    expect(readFileSync(join(a, 'train.py'), 'utf8')).toBe(TRAIN);
    writeFileSync(join(a, 'fix.patch'), d.stdout);
    execFileSync('git', ['apply', 'fix.patch'], { cwd: a, stdio: 'pipe' });
    const b = repo();
    const f = await runCli(node, ['scan', 'train.py', '--torch', '>=2.4,<2.10', '--fix', '--format', 'json'], {}, b);
    expect(f.stderr).toBe('fixed 3 findings in 1 file\n');
    const fixedText = readFileSync(join(b, 'train.py'), 'utf8');
    expect(fixedText).toBe(readFileSync(join(a, 'train.py'), 'utf8'));
    expect(fixedText).toContain(
      'scaler = torch.amp.GradScaler("cuda", init_scale=2.0)\nwith torch.amp.autocast("cuda", dtype=torch.float16):',
    );
    expect(fixedText).toContain('grads = torch.func.vmap(f)(xs)');
    parses(join(b, 'train.py'));
    const left = JSON.parse(f.stdout) as { findings: { id: string; api: string }[]; scan: { fixed: number } };
    expect(left.scan.fixed).toBe(3);
    expect(left.findings.map((x) => x.api)).toEqual(['torch.symeig', 'torch.load#no-weights_only']);
  });

  each(
    'a CRLF file: the patch keeps its line ends byte for byte, so git applies it (the output guard escaped \\r)',
    async (node) => {
      const dir = repo();
      writeFileSync(
        join(dir, 'win.py'),
        'import torch\r\ny = torch.ger(a, b)  # \u202e bidi stays as written in a patch\r\n',
      );
      const d = await runCli(node, ['scan', 'win.py', '--torch', '2.9', '--diff'], {}, dir);
      expect(d.stdout).toContain('+y = torch.outer(a, b)  # \u202e bidi stays as written in a patch\r\n');
      writeFileSync(join(dir, 'win.patch'), d.stdout);
      execFileSync('git', ['apply', 'win.patch'], { cwd: dir, stdio: 'pipe' });
      expect(readFileSync(join(dir, 'win.py'), 'utf8')).toBe(
        'import torch\r\ny = torch.outer(a, b)  # \u202e bidi stays as written in a patch\r\n',
      );
    },
  );

  each('--fix-all adds weights_only=True; without --fix or --diff it is refused', async (node) => {
    const dir = repo();
    // Only where the load goes straight into load_state_dict (issue 26 item 3): `state = torch.load(…)` may be any object.
    writeFileSync(join(dir, 'load.py'), 'import torch\nmodel.load_state_dict(torch.load("w.pt"))\n');
    const r = await runCli(
      node,
      ['scan', 'train.py', 'load.py', '--torch', '>=2.4,<2.10', '--diff', '--fix-all'],
      {},
      dir,
    );
    expect(r.stdout).toContain('+model.load_state_dict(torch.load("w.pt", weights_only=True))');
    expect(r.stdout).not.toContain('+state = torch.load("ckpt.pt", weights_only=True)');
    const bad = await runCli(node, ['scan', 'train.py', '--torch', '2.9', '--fix-all'], {}, dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('torch-preflight: scan: --fix-all goes with --fix or --diff\n');
  });

  each('SARIF carries the fixes, and code scanning takes it', async (node) => {
    const dir = repo();
    const r = await runCli(node, ['scan', 'train.py', '--torch', '>=2.4,<2.10', '--format', 'sarif'], {}, dir);
    expect(sarifProblems(r.stdout)).toEqual([]);
    const results = (
      JSON.parse(r.stdout) as {
        runs: {
          results: { fixes?: { artifactChanges: { replacements: { insertedContent: { text: string } }[] }[] }[] }[];
        }[];
      }
    ).runs[0]!.results;
    expect(
      results
        .flatMap((x) => x.fixes ?? [])
        .flatMap((x) => x.artifactChanges[0]!.replacements.map((p) => p.insertedContent.text)),
    ).toEqual(expect.arrayContaining(['torch.amp.GradScaler', '"cuda", ', 'torch.func.vmap']));
  });

  each('the action writes the fixes as a patch beside the report, and never edits the code', async (node) => {
    const dir = repo();
    const r = await runAction(
      node,
      {
        'python-version': '3.12',
        os: 'linux',
        arch: 'x64',
        glibc: '2.35',
        driver: 'none',
        'torch-version': '2.9.0',
        scan: '**/*.py',
        'fail-on': 'never',
      },
      { GITHUB_WORKSPACE: dir },
    );
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'train.py'), 'utf8')).toBe(TRAIN);
    const patch = r.outputs['patch-file']!;
    expect(patch).toMatch(/torch-preflight\.patch$/);
    execFileSync('git', ['apply', '--check', patch], { cwd: dir, stdio: 'pipe' });
    expect(r.summary).toMatch(/have a mechanical fix: the `patch-file` output/);
  });
});

describe('scan --diff with nothing to rewrite', () => {
  each('says so in words, not as "0 findings in 0 files", and prints no patch', async (node) => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-fix-none-'));
    writeFileSync(join(dir, 'clean.py'), 'import torch\nx = torch.ones(2)\n');
    const clean = await runCli(node, ['scan', 'clean.py', '--torch', '2.9', '--diff'], {}, dir);
    expect(clean.stderr).toBe('nothing to fix: no findings\n');
    expect(clean.stdout).toBe('');
    writeFileSync(join(dir, 'left.py'), 'import torch\ntorch.testing.assert_allclose(a, b)\n');
    const left = await runCli(node, ['scan', 'left.py', '--torch', '2.9', '--diff'], {}, dir);
    expect(left.stderr).toBe(
      'nothing to fix: the finding has no rewrite that is safe to make (scan without --diff to see it)\n',
    );
    expect(left.stdout).toBe('');
  });
});

describe('scan in worker threads', () => {
  each('the same report with 1 and 3 workers, in the walk order', async (node) => {
    const args = ['scan', 'tests/fixtures/scan/real', '--torch', '>=2.0,<2.10', '--format', 'json'];
    const one = await runCli(node, args, { TORCH_PREFLIGHT_SCAN_WORKERS: '1' });
    const three = await runCli(node, args, { TORCH_PREFLIGHT_SCAN_WORKERS: '3' });
    const a = JSON.parse(one.stdout) as { scan: Record<string, unknown>; findings: unknown[] };
    const b = JSON.parse(three.stdout) as { scan: Record<string, unknown>; findings: unknown[] };
    expect(a.scan.workers).toBeUndefined();
    expect(b.scan.workers).toBe(3);
    expect(a.findings.length).toBeGreaterThan(20);
    expect(b.findings).toEqual(a.findings);
    expect({ ...b.scan, workers: undefined }).toEqual({ ...a.scan, workers: undefined });
    expect(three.code).toBe(one.code);
  });
});

describe('fixes on real files (tests/fixtures/scan/real, origins in its README)', () => {
  each(
    'the diff applies with git, the files still parse, and a scan afterwards has none of the fixed findings left',
    async (node) => {
      const dir = mkdtempSync(join(tmpdir(), 'tp-fix-real-'));
      cpSync(join(ROOT, 'tests/fixtures/scan/real'), dir, { recursive: true });
      execFileSync('git', ['init', '-q'], { cwd: dir });
      const args = ['scan', '.', '--torch', '>=2.4,<2.10'];
      const d = await runCli(node, [...args, '--diff'], {}, dir);
      expect(d.stderr).toBe('would fix 4 findings in 3 files\n');
      expect(d.stdout.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'))).toEqual([
        '+            self.scaler = torch.amp.GradScaler("cuda")',
        '+        scaler = torch.amp.GradScaler("cuda", enabled=args.use_amp and device.type == "cuda")',
        '+                with torch.amp.autocast("cuda", enabled=args.use_amp and device.type == "cuda"):',
        '+scaler = torch.amp.GradScaler("cuda", enabled=(dtype == \'float16\'))',
      ]);
      writeFileSync(join(dir, 'fix.patch'), d.stdout);
      execFileSync('git', ['apply', 'fix.patch'], { cwd: dir, stdio: 'pipe' });
      for (const f of ['examples_mingpt_trainer.py', 'fl_client_xray.py', 'nanogpt_train.py']) parses(join(dir, f));
      const after = JSON.parse((await runCli(node, [...args, '--format', 'json'], {}, dir)).stdout) as {
        findings: { fix?: unknown }[];
      };
      expect(after.findings.filter((f) => f.fix)).toEqual([]);
    },
  );
});
