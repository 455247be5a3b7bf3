import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  parseFlags
} from "./chunk-HPL27MUA.js";
import "./chunk-GZOSVVO6.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-DKU6YSK2.js";
import "./chunk-7T6RRFUB.js";
import "./chunk-OM7NX4PT.js";
import {
  FINDING_IDS,
  isFindingId,
  kindOf
} from "./chunk-63HE5J76.js";
import "./chunk-GQSPVH2B.js";
import "./chunk-RCCPN63V.js";
import "./chunk-MKZFFGSF.js";
import "./chunk-6SETDTHU.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";
import "./chunk-RSMJDQLK.js";

// src/cli/commands/explain.ts
var explainers = [
  async (name) => {
    let [{ explainApi }, { bundledCatalog }] = await Promise.all([
      import("./explain-UJXTZGBC.js"),
      import("./bundled-MSGWPANM.js")
    ]);
    return explainApi(name, bundledCatalog.apis);
  }
], EXPLAIN_HELP = `Usage: torch-preflight explain ID

Prints what a finding id means, why it matters and the usual fix.
IDs: ${FINDING_IDS.join(", ")}
`;
async function explainCommand(argv, io) {
  let { values, positionals } = parseFlags("explain", argv, {}, !0);
  if (values.help)
    return io.stdout(EXPLAIN_HELP), 0;
  let id = positionals[0];
  if (!id || positionals.length > 1)
    throw new InputError("explain: give one finding id or API name, e.g. torch-preflight explain glibc-too-old");
  if (isFindingId(id)) {
    let e = kindOf(id);
    return io.stdout(`${id}: ${e.title}

Why: ${e.why}

Fix: ${e.fix}
`), 0;
  }
  for (let ex of explainers) {
    let text = await ex(id);
    if (text)
      return io.stdout(text.endsWith(`
`) ? text : `${text}
`), 0;
  }
  throw new InputError(
    `explain: ${JSON.stringify(id.slice(0, 60))} is not a finding id or known API; ids: ${FINDING_IDS.join(", ")}`
  );
}
export {
  explainCommand
};
