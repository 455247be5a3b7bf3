import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadLocks,
  locksToJson,
  splitLockFiles
} from "./chunk-OXJXP3SB.js";
import {
  parseFlags,
  parseFormat,
  str
} from "./chunk-M3IKNOV7.js";
import {
  plain
} from "./chunk-TJ6WINXU.js";
import {
  loadPins
} from "./chunk-2BAYNAV5.js";
import "./chunk-ELEACEXC.js";
import "./chunk-24FG4EAL.js";
import "./chunk-H7EZLPNH.js";
import {
  pinsToJson
} from "./chunk-IZQZV7RK.js";
import "./chunk-DGXWOH54.js";
import "./chunk-7RINEI5H.js";
import "./chunk-PF2FLS5P.js";
import "./chunk-SVSYKMF6.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-TKG5UHA3.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-RENYOFLB.js";
import "./chunk-C3WYYIZV.js";
import {
  shortMarker
} from "./chunk-5DWOSSYL.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-2HGDV43K.js";
import "./chunk-LPK7ROHH.js";
import "./chunk-X5QDW7AK.js";
import "./chunk-Y5LII6ZF.js";
import "./chunk-AYE25AJE.js";
import "./chunk-FD22AGYV.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";

// src/cli/commands/pins.ts
var PINS_HELP = `Usage: torch-preflight pins [FILE\u2026] [--format text|json]

Lists the torch-family pins (torch, torchvision, torchaudio, conda's pytorch and
pytorch-cuda) with file, line and column, from requirements files, pyproject.toml,
setup.cfg, setup.py, environment.yml and pixi.toml, and the exact versions locked in
uv.lock, poetry.lock, pylock.toml and pixi.lock. Without FILE, the usual files here.
Markers longer than a line are shortened in text (--format json keeps them whole).
`;
async function pinsCommand(argv, io) {
  let { values, positionals } = parseFlags("pins", argv, { format: { type: "string" } }, !0);
  if (values.help)
    return io.stdout(PINS_HELP), 0;
  let format = parseFormat("pins", str(values.format), ["text", "json"]), split = await splitLockFiles(positionals, io.cwd), locked = locksToJson(loadLocks(split.locks, io.cwd)), set = positionals.length > 0 && split.pins.length === 0 ? void 0 : await loadPins(positionals.length ? split.pins : [], io.cwd, "pins"), json = { ...pinsToJson(set ?? { pins: [], indexes: [], files: [] }), ...locked.length ? { locked } : {} };
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
    io.stdout(plain(`${where}  ${p.package} ${p.specifier || "(any)"}${p.marker ? `  ; ${shortMarker(p.marker)}` : ""}${p.indexUrl ? `  from ${p.indexUrl}` : ""}`) + `
`);
  }
  for (let l of locked)
    io.stdout(plain(`${l.location.file}:${l.location.line}  ${l.package} ==${l.version}  (locked)${l.marker ? `  ; ${shortMarker(l.marker)}` : ""}${l.index ? `  from ${l.index}` : ""}`) + `
`);
  return 0;
}
export {
  pinsCommand
};
