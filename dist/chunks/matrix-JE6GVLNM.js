import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  parseFlags,
  parseFormat,
  str
} from "./chunk-M3IKNOV7.js";
import {
  matrixText,
  runMatrix
} from "./chunk-NL7U2IYX.js";
import "./chunk-MQP4FNV5.js";
import "./chunk-7VRKGNT3.js";
import "./chunk-BX7DNVS2.js";
import "./chunk-PI77EQBX.js";
import "./chunk-BN4QFDCO.js";
import "./chunk-WMIQAZKE.js";
import "./chunk-2OM2F2RV.js";
import "./chunk-N6RADHI2.js";
import "./chunk-FJ3E33Y2.js";
import "./chunk-TAJKOWKH.js";
import "./chunk-CRCA3HIA.js";
import "./chunk-7PS6K7CA.js";
import "./chunk-UDN5DOY3.js";
import "./chunk-PFVJE3NF.js";
import "./chunk-IZOJAUDD.js";
import "./chunk-4GJL62V7.js";
import "./chunk-EIHZS5WT.js";
import {
  parseFailOn,
  reachesThreshold
} from "./chunk-ZWEFVJYO.js";
import "./chunk-X5IIZGFD.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";

// src/cli/commands/matrix.ts
var MATRIX_HELP = `Usage: torch-preflight matrix (--matrix JSON|YAML | --workflow FILE [--job ID]) [flags]

Plans a CI matrix: checks every python \xD7 torch \xD7 os (\xD7 index) combination and prints each
verdict and the include list of supported ones, ready for
  strategy.matrix: \${{ fromJSON(needs.plan.outputs.matrix) }}
or lints a workflow's strategy.matrix, pointing at the line of each value or include/exclude
entry that produces unsupported cells.

  --matrix TEXT          a matrix as JSON or YAML ({"python": ["3.9","3.12"], "torch": [...], "os": [...]})
  --workflow FILE        a workflow file to lint
  --job ID               only this job of the workflow
  --matrix-keys MAP      which keys are which: python=py,torch=pt,os=platform,index=idx
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
    let { formatSarif } = await import("./sarif-3M3NGROK.js"), wf = str(values.workflow);
    io.stdout(formatSarif(r.findings, wf ? { fallback: { file: wf, line: 1 } } : {}));
  } else if (format === "github") {
    let { emitAnnotations } = await import("./github-VLZRDWWU.js");
    emitAnnotations(r.findings);
  } else
    io.stdout(matrixText(r.plan, r.findings));
  return reachesThreshold(r.findings, failOn) ? 1 : 0;
}
export {
  matrixCommand
};
