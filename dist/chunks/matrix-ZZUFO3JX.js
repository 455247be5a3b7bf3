import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  printOutput
} from "./chunk-DX2MVB2G.js";
import {
  parseFlags,
  parseFormat,
  str
} from "./chunk-FNJPWLA2.js";
import {
  runMatrix
} from "./chunk-2AU5KC2A.js";
import "./chunk-7GITAOJG.js";
import "./chunk-NRWUYXLH.js";
import "./chunk-EDZHRLRI.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-HVT5AQOK.js";
import "./chunk-RVNKLQG2.js";
import "./chunk-6KUODU76.js";
import "./chunk-T2KEDIQE.js";
import "./chunk-3HY27YM2.js";
import "./chunk-YV6YDNVJ.js";
import "./chunk-KQF6N6NY.js";
import "./chunk-WZRTDJBJ.js";
import "./chunk-JF3DL3TX.js";
import "./chunk-OS5RVJYR.js";
import "./chunk-IQTVHCW7.js";
import "./chunk-4SQAOR53.js";
import "./chunk-S4LTFYSU.js";
import "./chunk-UZ65G4AT.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-MUP2J4DR.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-TIQBXZN4.js";
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

// src/cli/commands/matrix.ts
var MATRIX_HELP = `Usage: torch-preflight matrix (--matrix JSON|YAML | --workflow FILE [--job ID]) [flags]

Plans a CI matrix: checks every python \xD7 torch \xD7 os (\xD7 index) combination and prints each
verdict and the include list of supported ones, ready for
  strategy.matrix: \${{ fromJSON(needs.plan.outputs.matrix) }}
or lints a workflow: every matrix and every job that installs torch (following its local
actions, local called workflows and the repository's pins), pointing at the line of each value
or include/exclude entry that produces unsupported cells.

  --matrix TEXT          a matrix as JSON or YAML ({"python": ["3.9","3.12"], "torch": [...], "os": [...]})
  --workflow FILE        a workflow file to lint
  --job ID               only this job of the workflow
  --matrix-keys MAP      which keys are which: python=py,torch=pt,os=platform,index=idx
                         (dotted paths reach nested objects: python=config.python-version)
  --drop-warned          leave cells that only warn out of include (default: keep them;
                         the action's input drop-warned)
  --config FILE          extra or overriding rules
  --format text|json|markdown|sarif|github   (default text; sarif: lint findings for code scanning)
  --fail-on error|warning|never        exit 1 at or above this severity (default error; plan
                                        mode fails only on its diagnostics, not on excluded cells)
`;
async function matrixCommand(argv, io) {
  let { values } = parseFlags("matrix", argv, {
    matrix: { type: "string" },
    workflow: { type: "string" },
    job: { type: "string" },
    "matrix-keys": { type: "string" },
    "drop-warned": { type: "boolean" },
    config: { type: "string" },
    format: { type: "string" },
    "fail-on": { type: "string" }
  });
  if (values.help)
    return io.stdout(MATRIX_HELP), 0;
  let format = parseFormat("matrix", str(values.format)), failOn = parseFailOn(str(values["fail-on"])), r = await runMatrix({
    ...str(values.matrix) !== void 0 ? { matrix: str(values.matrix) } : {},
    ...str(values.workflow) !== void 0 ? { workflow: str(values.workflow) } : {},
    ...str(values.job) ? { job: str(values.job) } : {},
    ...str(values["matrix-keys"]) ? { keys: str(values["matrix-keys"]) } : {},
    dropWarned: values["drop-warned"] === !0,
    ...str(values.config) ? { config: str(values.config) } : {},
    cwd: io.cwd
  }), workflow = str(values.workflow);
  return await printOutput({ kind: "matrix", report: r.json, plan: r.plan, ...workflow ? { workflow } : {} }, format, io), reachesThreshold(r.findings, failOn) ? 1 : 0;
}
export {
  matrixCommand
};
