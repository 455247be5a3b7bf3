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
} from "./chunk-AYEIMZ46.js";
import "./chunk-MQP4FNV5.js";
import {
  formatMarkdown
} from "./chunk-ML2XKPIY.js";
import {
  formatText
} from "./chunk-7VRKGNT3.js";
import {
  formatSarif
} from "./chunk-5FGCML6W.js";
import "./chunk-LN2BPYX7.js";
import "./chunk-BX7DNVS2.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-PI77EQBX.js";
import "./chunk-BN4QFDCO.js";
import "./chunk-2OM2F2RV.js";
import "./chunk-FJ3E33Y2.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-TAJKOWKH.js";
import "./chunk-CRCA3HIA.js";
import "./chunk-7PS6K7CA.js";
import "./chunk-UDN5DOY3.js";
import "./chunk-PFVJE3NF.js";
import "./chunk-4GJL62V7.js";
import "./chunk-EIHZS5WT.js";
import {
  parseFailOn,
  reachesThreshold
} from "./chunk-ZWEFVJYO.js";
import "./chunk-X5IIZGFD.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";

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
      let { emitAnnotations } = await import("./github-VLZRDWWU.js");
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
  let format = parseFormat("check", str(values.format)), failOn = parseFailOn(str(values["fail-on"])), fields = checkFields((o) => o.many ? list(values[o.flag]) : str(values[o.flag])), result = await runCheck({ ...checkOptionsFrom(fields), base: str(values.base), cwd: io.cwd }, realProbeIo(io.env));
  return await printReport(result.report, format, io), reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}
export {
  checkCommand
};
