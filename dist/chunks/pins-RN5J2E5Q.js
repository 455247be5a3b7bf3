import { U as parseFlags, V as parseFormat, W as str, aQ as splitLockFiles, aR as locksToJson, aS as loadLocks, T as loadPins, aT as pinsToJson, Y as printOutput } from './check.js';
import 'node:util';
import 'node:path';
import 'node:fs';
import 'node:os';
import 'node:fs/promises';
import 'node:child_process';

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

export { pinsCommand };
