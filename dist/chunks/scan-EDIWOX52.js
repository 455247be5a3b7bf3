import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  printOutput
} from "./chunk-Y6OBRURP.js";
import {
  parseFlags,
  parseFormat,
  str
} from "./chunk-HPL27MUA.js";
import {
  loadScanSettings,
  runScan
} from "./chunk-SFWGKOLB.js";
import "./chunk-CLHONKD3.js";
import "./chunk-GZOSVVO6.js";
import "./chunk-7Q4QIJSM.js";
import "./chunk-2ZRCC7MN.js";
import "./chunk-H2UKTNKY.js";
import {
  plain
} from "./chunk-DKU6YSK2.js";
import "./chunk-4QG6BH43.js";
import "./chunk-7T6RRFUB.js";
import "./chunk-T6GUYKR7.js";
import "./chunk-M53UAKYJ.js";
import "./chunk-OM7NX4PT.js";
import "./chunk-MLB3ARNP.js";
import "./chunk-T2KEDIQE.js";
import "./chunk-ICANPNIH.js";
import {
  parseFailOn,
  reachesThreshold
} from "./chunk-63HE5J76.js";
import "./chunk-SSLOEI6Y.js";
import "./chunk-67IJ7D57.js";
import "./chunk-APSDZZLC.js";
import "./chunk-PTXBOCHT.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-GQSPVH2B.js";
import "./chunk-4SQAOR53.js";
import "./chunk-RCCPN63V.js";
import "./chunk-MKZFFGSF.js";
import "./chunk-6SETDTHU.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";

// src/cli/commands/scan.ts
var SCAN_HELP = `Usage: torch-preflight scan [PATH\u2026] --torch SPEC [--from SPEC] [flags]

Finds uses of torch APIs that are removed (api-removed), deprecated (api-deprecated), not yet
available (api-unavailable) or changed in behaviour (behavior-changed) anywhere in the torch
range the code must run on \u2014 at their line and column. PATH: files, directories (their .py
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
async function scanCommand(argv, io) {
  let { values, positionals } = parseFlags(
    "scan",
    argv,
    {
      torch: { type: "string" },
      from: { type: "string" },
      config: { type: "string" },
      format: { type: "string" },
      "fail-on": { type: "string" },
      "changed-since": { type: "string" },
      "only-changed-lines": { type: "boolean" },
      fix: { type: "boolean" },
      diff: { type: "boolean" },
      "fix-all": { type: "boolean" },
      baseline: { type: "string" }
    },
    !0
  );
  if (values.help)
    return io.stdout(SCAN_HELP), 0;
  let settings = loadScanSettings(io.cwd), torch = str(values.torch) ?? settings?.torch;
  if (!torch)
    throw new InputError(
      'scan: --torch SPEC is required (the torch range the code must run on, e.g. 2.9 or ">=2.5,<2.10"), or torch in [tool.torch-preflight] of pyproject.toml'
    );
  let format = parseFormat("scan", str(values.format)), failOn = parseFailOn(str(values["fail-on"])), from = str(values.from) ?? settings?.from, baseline = str(values.baseline), since = str(values["changed-since"]);
  if (values["fix-all"] && !values.fix && !values.diff)
    throw new InputError("scan: --fix-all goes with --fix or --diff");
  if (values.fix && values.diff)
    throw new InputError("scan: --fix writes the changes and --diff only shows them; give one");
  let fix = values.fix ? "write" : values.diff ? "diff" : void 0, r = await runScan({
    paths: positionals,
    torch,
    ...from ? { from } : {},
    ...str(values.config) ? { config: str(values.config) } : {},
    ...since ? { changedSince: since } : {},
    ...values["only-changed-lines"] ? { onlyChangedLines: !0 } : {},
    ...fix ? { fix } : {},
    ...values["fix-all"] ? { fixAll: !0 } : {},
    ...baseline ? { baseline } : {},
    ...settings ? { settings } : {},
    cwd: io.cwd
  });
  r.scopeNotice && io.stderr(plain(r.scopeNotice) + `
`);
  let scannedFrom = r.from;
  if (r.fixes) {
    let n = r.fixes.fixed.length, what = `${n} finding${n === 1 ? "" : "s"} in ${r.fixes.files} file${r.fixes.files === 1 ? "" : "s"}`;
    io.stderr(fix === "write" ? `fixed ${what}
` : `${n ? "would fix" : "nothing to fix:"} ${what}
`);
    for (let x of r.fixes.notFixed) io.stderr(plain(`not fixed: ${x.file}: ${x.reason}`) + `
`);
    if (fix === "diff")
      return (io.data ?? io.stdout)(r.fixes.diff), reachesThreshold(r.findings, failOn) ? 1 : 0;
  }
  return await printOutput(
    {
      kind: "scan",
      report: r.report,
      files: r.files,
      skipped: r.skipped,
      torch,
      ...scannedFrom ? { from: scannedFrom } : {}
    },
    format,
    io
  ), reachesThreshold(r.findings, failOn) ? 1 : 0;
}
export {
  scanCommand
};
