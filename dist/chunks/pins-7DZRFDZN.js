import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadPins,
  pinsToJson
} from "./chunk-5WXECDEM.js";
import "./chunk-4VWARZ6O.js";
import "./chunk-QWNLK5FV.js";
import {
  plain
} from "./chunk-XLDWAPDA.js";
import {
  parseFlags,
  str
} from "./chunk-E2G5QUSX.js";
import "./chunk-FH4NFDFA.js";
import "./chunk-VXLMGTSU.js";
import "./chunk-7ZQUHRSQ.js";
import "./chunk-JMBPE2X4.js";
import "./chunk-ZQXPDTEB.js";
import "./chunk-54DBJKQO.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";
import "./chunk-2T3ZNY5O.js";
import "./chunk-5A63H3UN.js";

// src/cli/commands/pins.ts
var PINS_HELP = `Usage: torch-preflight pins [FILE\u2026] [--format text|json]

Lists the torch-family pins (torch, torchvision, torchaudio, conda's pytorch and
pytorch-cuda) with file, line and column, from requirements files, pyproject.toml,
setup.cfg, setup.py, environment.yml and pixi.toml. Without FILE, the usual files here.
`;
async function pinsCommand(argv, io) {
  let { values, positionals } = parseFlags("pins", argv, { format: { type: "string" } }, !0);
  if (values.help)
    return io.stdout(PINS_HELP), 0;
  let format = str(values.format) ?? "text";
  if (format !== "text" && format !== "json") throw new InputError(`pins: --format ${JSON.stringify(format)} is not known; expected text or json`);
  let set = await loadPins(positionals, io.cwd), json = pinsToJson(set ?? { pins: [], indexes: [], files: [] });
  if (format === "json")
    return io.stdout(JSON.stringify(json, null, 2) + `
`), 0;
  if (json.pins.length === 0)
    return io.stdout(set ? `No torch pins in ${set.files.join(", ")}.
` : `No pin files found here (requirements*.txt, pyproject.toml, setup.cfg, setup.py, environment.yml, pixi.toml).
`), 0;
  for (let p of json.pins) {
    let where = `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ""}`;
    io.stdout(plain(`${where}  ${p.package} ${p.specifier || "(any)"}${p.marker ? `  ; ${p.marker}` : ""}${p.indexUrl ? `  from ${p.indexUrl}` : ""}`) + `
`);
  }
  return 0;
}
export {
  PINS_HELP,
  pinsCommand
};
