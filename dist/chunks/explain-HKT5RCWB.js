import { aJ as FINDING_IDS, U as parseFlags, I as InputError, aK as isFindingId, k as kindOf } from './check.js';
import 'node:util';
import 'node:path';
import 'node:fs';
import 'node:os';
import 'node:fs/promises';
import 'node:child_process';

// src/cli/commands/explain.ts
var explainers = [
  async (name) => {
    let [{ explainApi }, { bundledCatalog }] = await Promise.all([
      import('./explain-BK44XDQN.js'),
      import('./bundled-IROPAYBY.js')
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

export { explainCommand };
