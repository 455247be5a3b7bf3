import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  parseFlags,
  parseFormat,
  str
} from "./chunk-M3IKNOV7.js";
import {
  matrixText,
  runMatrix
} from "./chunk-6Z7P5OXC.js";
import "./chunk-4BORRPJO.js";
import "./chunk-3ZDZWPA6.js";
import "./chunk-RVZG362Z.js";
import "./chunk-TJ6WINXU.js";
import "./chunk-FJXRNMYQ.js";
import "./chunk-FZMOK4OC.js";
import "./chunk-2BAYNAV5.js";
import "./chunk-ELEACEXC.js";
import "./chunk-24FG4EAL.js";
import "./chunk-H7EZLPNH.js";
import "./chunk-IZQZV7RK.js";
import "./chunk-DGXWOH54.js";
import "./chunk-7RINEI5H.js";
import "./chunk-PF2FLS5P.js";
import "./chunk-SVSYKMF6.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-RENYOFLB.js";
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
  --drop-warned          leave cells that only warn out of include (default: keep them)
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
    keepWarned: !values["drop-warned"],
    ...str(values.config) ? { config: str(values.config) } : {},
    cwd: io.cwd
  });
  if (format === "json") io.stdout(JSON.stringify(r.json, null, 2) + `
`);
  else if (format === "markdown") io.stdout(r.markdown());
  else if (format === "sarif") {
    let { formatSarif } = await import("./sarif-EBPWQXYE.js"), wf = str(values.workflow);
    io.stdout(formatSarif(r.findings, wf ? { fallback: { file: wf, line: 1 } } : {}));
  } else if (format === "github") {
    let { emitAnnotations } = await import("./github-AVDZCK7W.js");
    emitAnnotations(r.findings);
  } else
    io.stdout(matrixText(r.plan, r.findings));
  return reachesThreshold(r.findings, failOn) ? 1 : 0;
}
export {
  matrixCommand
};
