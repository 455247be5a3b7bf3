import { InputError } from '../../core/errors.js';
import { parseFailOn, reachesThreshold } from '../../core/finding.js';
import { loadScanSettings, runScan } from '../../usecases/scan/scan.js';
import { plain } from '../../report/escape.js';
import { parseFlags, parseFormat, str } from '../args.js';
import type { CliIo } from '../io.js';
import { printOutput } from '../output.js';

const SCAN_HELP = `Usage: torch-preflight scan [PATH…] --torch SPEC [--from SPEC] [flags]

Finds uses of torch APIs that are removed (api-removed), deprecated (api-deprecated), not yet
available (api-unavailable) or changed in behaviour (behavior-changed) anywhere in the torch
range the code must run on — at their line and column. PATH: files, directories (their .py
files) or globs (**, *, ?); default: the current directory.

  --torch SPEC     the torch range the code must run on: 2.9, ">=2.5,<2.10", ~=2.8.0
                   (default: torch in [tool.torch-preflight] of ./pyproject.toml)
  --from SPEC      the range it ran on before (behaviour changes between the two)
  --baseline FILE  report only findings that a saved report (--format json) does not have
  --config FILE    extra or overriding rules (apis: entries)
  --changed-since REF     only the Python files changed since the merge base with REF (a PR's
                          base branch, e.g. origin/main); needs the history (fetch-depth: 0)
  --only-changed-lines    with --changed-since: only findings on added or changed lines
  --fix            rewrite what can be rewritten mechanically and safely (renames, moved
                   modules, keyword and argument changes), only where the replacement exists in
                   every torch of --torch; the report lists what is left
  --diff           print those rewrites as a unified diff (git apply / patch -p1), write nothing
  --fix-all        with --fix or --diff: also fixes that change behaviour on purpose
                   (torch.load(..., weights_only=True))
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|never              (default error)
`;

export async function scanCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags(
    'scan',
    argv,
    {
      torch: { type: 'string' },
      from: { type: 'string' },
      config: { type: 'string' },
      format: { type: 'string' },
      'fail-on': { type: 'string' },
      'changed-since': { type: 'string' },
      'only-changed-lines': { type: 'boolean' },
      fix: { type: 'boolean' },
      diff: { type: 'boolean' },
      'fix-all': { type: 'boolean' },
      baseline: { type: 'string' },
    },
    true,
  );
  if (values.help) {
    io.stdout(SCAN_HELP);
    return 0;
  }
  // [tool.torch-preflight] in pyproject.toml: flags win over it.
  const settings = loadScanSettings(io.cwd);
  const torch = str(values.torch) ?? settings?.torch;
  if (!torch)
    throw new InputError(
      'scan: --torch SPEC is required (the torch range the code must run on, e.g. 2.9 or ">=2.5,<2.10"), or torch in [tool.torch-preflight] of pyproject.toml',
    );
  const format = parseFormat('scan', str(values.format));
  const failOn = parseFailOn(str(values['fail-on']));
  const from = str(values.from) ?? settings?.from;
  const baseline = str(values.baseline);
  const since = str(values['changed-since']);
  if (values['fix-all'] && !values.fix && !values.diff)
    throw new InputError('scan: --fix-all goes with --fix or --diff');
  if (values.fix && values.diff)
    throw new InputError('scan: --fix writes the changes and --diff only shows them; give one');
  const fix = values.fix ? 'write' : values.diff ? 'diff' : undefined;
  const r = await runScan({
    paths: positionals,
    torch,
    ...(from ? { from } : {}),
    ...(str(values.config) ? { config: str(values.config) } : {}),
    ...(since ? { changedSince: since } : {}),
    ...(values['only-changed-lines'] ? { onlyChangedLines: true } : {}),
    ...(fix ? { fix } : {}),
    ...(values['fix-all'] ? { fixAll: true } : {}),
    ...(baseline ? { baseline } : {}),
    ...(settings ? { settings } : {}),
    cwd: io.cwd,
  });
  if (r.scopeNotice) io.stderr(plain(r.scopeNotice) + '\n');
  const scannedFrom = r.from;
  if (r.fixes) {
    const n = r.fixes.fixed.length;
    const what = `${n} finding${n === 1 ? '' : 's'} in ${r.fixes.files} file${r.fixes.files === 1 ? '' : 's'}`;
    const found = r.findings.length;
    // With nothing to rewrite, say why plainly rather than count zeros.
    const none =
      found === 0
        ? 'nothing to fix: no findings\n'
        : `nothing to fix: ${found === 1 ? 'the finding has no rewrite' : `none of the ${found} findings has a rewrite`} that is safe to make (scan without --diff to see ${found === 1 ? 'it' : 'them'})\n`;
    io.stderr(fix === 'write' ? `fixed ${what}\n` : n ? `would fix ${what}\n` : none);
    for (const x of r.fixes.notFixed) io.stderr(plain(`not fixed: ${x.file}: ${x.reason}`) + '\n');
    // --diff prints the diff, not the report, as `ruff --diff` does.
    if (fix === 'diff') {
      (io.data ?? io.stdout)(r.fixes.diff);
      return reachesThreshold(r.findings, failOn) ? 1 : 0;
    }
  }
  await printOutput(
    {
      kind: 'scan',
      report: r.report,
      files: r.files,
      skipped: r.skipped,
      torch,
      ...(scannedFrom ? { from: scannedFrom } : {}),
    },
    format,
    io,
  );
  return reachesThreshold(r.findings, failOn) ? 1 : 0;
}
