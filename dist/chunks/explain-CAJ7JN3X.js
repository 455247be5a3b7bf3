'use strict';

var shared = require('./shared.js');
require('node:fs');
require('node:path');
require('node:util');

// src/usecases/explain/explain.ts
var explainers = [
  async (name) => {
    let [{ explainApi }, { bundledCatalog }] = await Promise.all([
      Promise.resolve().then(function () { return require('./explain-JABJANGV.js'); }),
      Promise.resolve().then(function () { return require('./bundled-XN7HEY3H.js'); })
    ]);
    return explainApi(name, bundledCatalog.apis);
  }
];
async function explain(id) {
  if (shared.isFindingId(id)) {
    let e = shared.kindOf(id);
    return `${id}: ${e.title}

Why: ${e.why}

Fix: ${e.fix}
`;
  }
  for (let ex of explainers) {
    let text = await ex(id);
    if (text) return text.endsWith(`
`) ? text : `${text}
`;
  }
  throw new shared.InputError(
    `explain: ${JSON.stringify(id.slice(0, 60))} is not a finding id or known API; ids: ${shared.FINDING_IDS.join(", ")}`
  );
}

// src/cli/commands/explain.ts
var EXPLAIN_HELP = `Usage: torch-preflight explain ID

Prints what a finding id means, why it matters and the usual fix.
IDs: ${shared.FINDING_IDS.join(", ")}
`;
async function explainCommand(argv, io) {
  let { values, positionals } = shared.parseFlags("explain", argv, {}, !0);
  if (values.help)
    return io.stdout(EXPLAIN_HELP), 0;
  let id = positionals[0];
  if (!id || positionals.length > 1)
    throw new shared.InputError("explain: give one finding id or API name, e.g. torch-preflight explain glibc-too-old");
  return io.stdout(await explain(id)), 0;
}

exports.explainCommand = explainCommand;
