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
  loadLocks,
  locksToJson,
  splitLockFiles
} from "./chunk-ZOHRTOVM.js";
import "./chunk-GZOSVVO6.js";
import "./chunk-XDVYVWP3.js";
import "./chunk-KQBDUDHC.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-DKU6YSK2.js";
import "./chunk-7T6RRFUB.js";
import "./chunk-OM7NX4PT.js";
import "./chunk-TZ5FO4MW.js";
import {
  loadPins
} from "./chunk-IIE3OL5W.js";
import "./chunk-XMJJTXGC.js";
import "./chunk-2X34YHT3.js";
import "./chunk-LQO5KBXR.js";
import {
  pinsToJson
} from "./chunk-ZMAT64Y4.js";
import "./chunk-GZBVQOA4.js";
import "./chunk-RLR74H6T.js";
import "./chunk-ICANPNIH.js";
import "./chunk-63HE5J76.js";
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
  let format = parseFormat("pins", str(values.format), ["text", "json"]), split = await splitLockFiles(positionals, io.cwd), locked = locksToJson(await loadLocks(split.locks, io.cwd)), set = positionals.length > 0 && split.pins.length === 0 ? void 0 : await loadPins(positionals.length ? split.pins : [], io.cwd, "pins"), report = { ...pinsToJson(set ?? { pins: [], indexes: [], files: [] }), ...locked.length ? { locked } : {} };
  return await printOutput({ kind: "pins", report, ...set ? { read: set.files } : {} }, format, io), 0;
}
export {
  pinsCommand
};
