import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  printOutput
} from "./chunk-Y6OBRURP.js";
import {
  list,
  parseFlags,
  parseFormat,
  str
} from "./chunk-HPL27MUA.js";
import {
  checkFields,
  checkFlagSpec,
  checkHelp,
  checkOptionsFrom,
  realProbeIo,
  runCheck
} from "./chunk-B4XFBCMK.js";
import "./chunk-BO5RKD2T.js";
import "./chunk-CLHONKD3.js";
import "./chunk-GZOSVVO6.js";
import "./chunk-KQBDUDHC.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-DKU6YSK2.js";
import "./chunk-7T6RRFUB.js";
import "./chunk-OM7NX4PT.js";
import "./chunk-T2KEDIQE.js";
import "./chunk-TZ5FO4MW.js";
import "./chunk-2X34YHT3.js";
import "./chunk-ZMAT64Y4.js";
import "./chunk-GZBVQOA4.js";
import "./chunk-RLR74H6T.js";
import "./chunk-ICANPNIH.js";
import {
  parseFailOn,
  reachesThreshold
} from "./chunk-63HE5J76.js";
import "./chunk-67IJ7D57.js";
import "./chunk-APSDZZLC.js";
import "./chunk-PTXBOCHT.js";
import "./chunk-PAWL2RH4.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-YJ6TB2YG.js";
import "./chunk-GQSPVH2B.js";
import "./chunk-4SQAOR53.js";
import "./chunk-RCCPN63V.js";
import "./chunk-MKZFFGSF.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-PPAX2C5I.js";
import "./chunk-6SETDTHU.js";
import "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";

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
  let format = parseFormat("check", str(values.format)), failOn = parseFailOn(str(values["fail-on"])), fields = checkFields(
    (o) => o.many ? list(values[o.flag]) : o.boolean ? values[o.flag] === !0 ? "true" : void 0 : str(values[o.flag])
  ), result = await runCheck(
    {
      ...checkOptionsFrom(fields),
      base: str(values.base),
      cwd: io.cwd,
      env: io.env,
      requirementsLabel: "check --requirements"
    },
    realProbeIo(io.env, io.run)
  );
  return await printOutput({ kind: "check", report: result.report }, format, io), reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}
export {
  checkCommand
};
