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
  runMatrix
} from "./chunk-NBVQV25W.js";
import "./chunk-BO5RKD2T.js";
import "./chunk-CLHONKD3.js";
import "./chunk-GZOSVVO6.js";
import "./chunk-XDVYVWP3.js";
import "./chunk-KQBDUDHC.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-DKU6YSK2.js";
import "./chunk-7T6RRFUB.js";
import "./chunk-OM7NX4PT.js";
import "./chunk-T2KEDIQE.js";
import "./chunk-TZ5FO4MW.js";
import "./chunk-WCOJI75O.js";
import "./chunk-IIE3OL5W.js";
import "./chunk-XMJJTXGC.js";
import "./chunk-2X34YHT3.js";
import "./chunk-LQO5KBXR.js";
import "./chunk-ZMAT64Y4.js";
import "./chunk-GZBVQOA4.js";
import "./chunk-RLR74H6T.js";
import "./chunk-ICANPNIH.js";
import {
  parseFailOn,
  reachesThreshold
} from "./chunk-63HE5J76.js";
import "./chunk-SSLOEI6Y.js";
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
