import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  printOutput
} from "./chunk-DX2MVB2G.js";
import {
  list,
  parseFlags,
  parseFormat,
  str
} from "./chunk-FNJPWLA2.js";
import {
  checkFields,
  checkFlagSpec,
  checkHelp,
  checkOptionsFrom,
  realProbeIo,
  runCheck
} from "./chunk-6LCMXPDM.js";
import "./chunk-7GITAOJG.js";
import "./chunk-NRWUYXLH.js";
import "./chunk-EDZHRLRI.js";
import "./chunk-A25LFPJ5.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-HVT5AQOK.js";
import "./chunk-RVNKLQG2.js";
import "./chunk-6KUODU76.js";
import "./chunk-T2KEDIQE.js";
import "./chunk-JF3DL3TX.js";
import "./chunk-OS5RVJYR.js";
import "./chunk-IQTVHCW7.js";
import "./chunk-4SQAOR53.js";
import "./chunk-S4LTFYSU.js";
import "./chunk-UZ65G4AT.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-MUP2J4DR.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-47ZDYY5Y.js";
import "./chunk-NFT7DN55.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-OMUAJTLQ.js";
import "./chunk-ANJCSATA.js";
import "./chunk-N7UQUPGL.js";
import "./chunk-WY3VOLLF.js";
import {
  parseFailOn,
  reachesThreshold
} from "./chunk-GXVPLYAT.js";
import "./chunk-CLPCLMWG.js";
import "./chunk-EIJK37WM.js";
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
  let format = parseFormat("check", str(values.format)), failOn = parseFailOn(str(values["fail-on"])), fields = checkFields((o) => o.many ? list(values[o.flag]) : o.boolean ? values[o.flag] === !0 ? "true" : void 0 : str(values[o.flag])), result = await runCheck({ ...checkOptionsFrom(fields), base: str(values.base), cwd: io.cwd, env: io.env, requirementsLabel: "check --requirements" }, realProbeIo(io.env, io.run));
  return await printOutput({ kind: "check", report: result.report }, format, io), reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}
export {
  checkCommand
};
