import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  parseFlags,
  parseFormat,
  str
} from "./chunk-M3IKNOV7.js";
import {
  plain
} from "./chunk-PI77EQBX.js";
import {
  loadPins
} from "./chunk-PTW7LZ4S.js";
import "./chunk-5T3LBLCA.js";
import {
  loadLocks,
  locksToJson,
  splitLockFiles
} from "./chunk-ON4WPUES.js";
import "./chunk-WMIQAZKE.js";
import "./chunk-2OM2F2RV.js";
import {
  pinsToJson
} from "./chunk-BY7YY2SM.js";
import "./chunk-7RINEI5H.js";
import "./chunk-N6RADHI2.js";
import "./chunk-FJ3E33Y2.js";
import "./chunk-BEOD5KC3.js";
import "./chunk-TAJKOWKH.js";
import "./chunk-CRCA3HIA.js";
import "./chunk-7PS6K7CA.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-UDN5DOY3.js";
import "./chunk-PFVJE3NF.js";
import "./chunk-IZOJAUDD.js";
import "./chunk-4GJL62V7.js";
import "./chunk-ZWEFVJYO.js";
import "./chunk-X5IIZGFD.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";

// src/cli/commands/pins.ts
var PINS_HELP = `Usage: torch-preflight pins [FILE\u2026] [--format text|json]

Lists the torch-family pins (torch, torchvision, torchaudio, conda's pytorch and
pytorch-cuda) with file, line and column, from requirements files, pyproject.toml,
setup.cfg, setup.py, environment.yml and pixi.toml, and the exact versions locked in
uv.lock, poetry.lock, pylock.toml and pixi.lock. Without FILE, the usual files here.
`;
async function pinsCommand(argv, io) {
  let { values, positionals } = parseFlags("pins", argv, { format: { type: "string" } }, !0);
  if (values.help)
    return io.stdout(PINS_HELP), 0;
  let format = parseFormat("pins", str(values.format), ["text", "json"]), split = await splitLockFiles(positionals, io.cwd), locked = locksToJson(loadLocks(split.locks, io.cwd)), set = positionals.length > 0 && split.pins.length === 0 ? void 0 : await loadPins(positionals.length ? split.pins : [], io.cwd), json = { ...pinsToJson(set ?? { pins: [], indexes: [], files: [] }), ...locked.length ? { locked } : {} };
  if (format === "json")
    return io.stdout(JSON.stringify(json, null, 2) + `
`), 0;
  if (json.pins.length === 0 && locked.length === 0)
    return io.stdout(
      set ? `No torch pins in ${set.files.join(", ")}.
` : `No pin files found here (requirements*.txt, pyproject.toml, setup.cfg, setup.py, environment.yml, pixi.toml, uv.lock, poetry.lock, pylock.toml, pixi.lock).
`
    ), 0;
  for (let p of json.pins) {
    let where = `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ""}`;
    io.stdout(plain(`${where}  ${p.package} ${p.specifier || "(any)"}${p.marker ? `  ; ${p.marker}` : ""}${p.indexUrl ? `  from ${p.indexUrl}` : ""}`) + `
`);
  }
  for (let l of locked)
    io.stdout(plain(`${l.location.file}:${l.location.line}  ${l.package} ==${l.version}  (locked)${l.marker ? `  ; ${l.marker}` : ""}${l.index ? `  from ${l.index}` : ""}`) + `
`);
  return 0;
}
export {
  pinsCommand
};
