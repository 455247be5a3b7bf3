import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  list,
  parseFlags,
  parseFormat,
  str
} from "./chunk-M3IKNOV7.js";
import {
  checkFields,
  checkFlagSpec,
  checkHelp,
  checkOptionsFrom,
  realProbeIo,
  runCheck
} from "./chunk-A6QQ3SU4.js";
import "./chunk-4BORRPJO.js";
import {
  formatMarkdown
} from "./chunk-PWWTS2SI.js";
import {
  formatText
} from "./chunk-3ZDZWPA6.js";
import "./chunk-RVZG362Z.js";
import "./chunk-TJ6WINXU.js";
import "./chunk-FJXRNMYQ.js";
import {
  formatSarif
} from "./chunk-FFT3GRUG.js";
import "./chunk-QGSSSAWD.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-FZMOK4OC.js";
import "./chunk-H7EZLPNH.js";
import "./chunk-IZQZV7RK.js";
import "./chunk-DGXWOH54.js";
import "./chunk-7RINEI5H.js";
import "./chunk-PF2FLS5P.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-C3WYYIZV.js";
import "./chunk-5DWOSSYL.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-2HGDV43K.js";
import "./chunk-LPK7ROHH.js";
import "./chunk-X5QDW7AK.js";
import "./chunk-Y5LII6ZF.js";
import {
  parseFailOn,
  reachesThreshold
} from "./chunk-AYE25AJE.js";
import "./chunk-FD22AGYV.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";

// src/cli/output.ts
function sarifFallback(report) {
  let at = report.request.torchLocation;
  return at ? { fallback: at } : {};
}
async function printReport(report, format, io) {
  switch (format) {
    case "json":
      io.stdout(JSON.stringify(report, null, 2) + `
`);
      return;
    case "markdown":
      io.stdout(formatMarkdown(report));
      return;
    case "sarif":
      io.stdout(formatSarif(report.findings, sarifFallback(report)));
      return;
    case "github": {
      let { emitAnnotations } = await import("./github-AVDZCK7W.js");
      emitAnnotations(report.findings);
      return;
    }
    default:
      io.stdout(formatText(report));
  }
}

// src/cli/commands/check.ts
var CHECK_HELP = `Usage: torch-preflight check [flags]

Will \`pip install torch\u2026\` work on this machine (or the one described), and will that
torch run here? A value not given is probed from this machine; a value given is never probed.

Request:
${checkHelp("Request")}
  --base REF              compare the pins with this git ref: upgrade notes on changed pins
Runner:
${checkHelp("Runner")}
Output:
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|never              exit 1 at or above this severity (default error)

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 unusable input.
`;
async function checkCommand(argv, io) {
  let { values } = parseFlags("check", argv, {
    ...checkFlagSpec(),
    base: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" }
  });
  if (values.help)
    return io.stdout(CHECK_HELP), 0;
  let format = parseFormat("check", str(values.format)), failOn = parseFailOn(str(values["fail-on"])), fields = checkFields((o) => o.many ? list(values[o.flag]) : o.boolean ? values[o.flag] === !0 ? "true" : void 0 : str(values[o.flag])), result = await runCheck({ ...checkOptionsFrom(fields), base: str(values.base), cwd: io.cwd, env: io.env, requirementsLabel: "check --requirements" }, realProbeIo(io.env));
  return await printReport(result.report, format, io), reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}
export {
  checkCommand
};
