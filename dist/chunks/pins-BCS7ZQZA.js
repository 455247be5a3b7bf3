import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  printOutput
} from "./chunk-DX2MVB2G.js";
import {
  parseFlags,
  parseFormat,
  str
} from "./chunk-FNJPWLA2.js";
import "./chunk-EDZHRLRI.js";
import "./chunk-H2UKTNKY.js";
import "./chunk-HVT5AQOK.js";
import "./chunk-RVNKLQG2.js";
import "./chunk-6KUODU76.js";
import {
  loadPins
} from "./chunk-3HY27YM2.js";
import "./chunk-YV6YDNVJ.js";
import {
  loadLocks,
  locksToJson,
  splitLockFiles
} from "./chunk-EUJRX52Q.js";
import "./chunk-KQF6N6NY.js";
import "./chunk-WZRTDJBJ.js";
import "./chunk-JF3DL3TX.js";
import {
  pinsToJson
} from "./chunk-OS5RVJYR.js";
import "./chunk-IQTVHCW7.js";
import "./chunk-4SQAOR53.js";
import "./chunk-S4LTFYSU.js";
import "./chunk-UZ65G4AT.js";
import "./chunk-SXBE4VRW.js";
import "./chunk-MUP2J4DR.js";
import "./chunk-TJF6XGTQ.js";
import "./chunk-TIQBXZN4.js";
import "./chunk-47ZDYY5Y.js";
import "./chunk-NFT7DN55.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-OMUAJTLQ.js";
import "./chunk-ANJCSATA.js";
import "./chunk-N7UQUPGL.js";
import "./chunk-WY3VOLLF.js";
import "./chunk-GXVPLYAT.js";
import "./chunk-CLPCLMWG.js";
import "./chunk-EIJK37WM.js";
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
  let format = parseFormat("pins", str(values.format), ["text", "json"]), split = await splitLockFiles(positionals, io.cwd), locked = locksToJson(loadLocks(split.locks, io.cwd)), set = positionals.length > 0 && split.pins.length === 0 ? void 0 : await loadPins(positionals.length ? split.pins : [], io.cwd, "pins"), report = { ...pinsToJson(set ?? { pins: [], indexes: [], files: [] }), ...locked.length ? { locked } : {} };
  return await printOutput({ kind: "pins", report, ...set ? { read: set.files } : {} }, format, io), 0;
}
export {
  pinsCommand
};
