'use strict';

var shared = require('./shared.js');
var check = require('./check.js');
require('node:fs');
require('node:path');
require('node:util');
require('node:os');
require('node:fs/promises');
require('node:child_process');

// src/usecases/pins/list.ts
async function boundPinsOf(set, config) {
  return set?.others?.length ? check.boundPinsJson(set.others, await shared.loadCatalog(config)) : [];
}
async function listPins(o) {
  let split = await check.splitLockFiles(o.files, o.cwd), locked = check.locksToJson(await check.loadLocks(split.locks, o.cwd)), set = o.files.length > 0 && split.pins.length === 0 ? void 0 : await check.loadPins(o.files.length ? split.pins : [], o.cwd, "pins"), bound = await boundPinsOf(set, o.config);
  return { report: {
    ...check.pinsToJson(set ?? { pins: [], indexes: [], files: [] }),
    ...bound.length ? { bound } : {},
    ...locked.length ? { locked } : {}
  }, ...set ? { read: set.files } : {} };
}

// src/cli/commands/pins.ts
var PINS_HELP = `Usage: torch-preflight pins [FILE\u2026] [--format text|json] [--config FILE]

Lists the torch-family pins (torch, torchvision, torchaudio, conda's pytorch and
pytorch-cuda) with file, line and column, from requirements files, pyproject.toml,
setup.cfg, setup.py, environment.yml and pixi.toml, and the exact versions locked in
uv.lock, poetry.lock, pylock.toml and pixi.lock. Without FILE, the usual files here.
Then the pins of packages bound to a torch release (xformers, torchtext, flash-attn,
the PyG extensions, mmcv, \u2026), each with the torch it requires; --config adds packages.
Markers longer than a line are shortened in text (--format json keeps them whole).
`;
async function pinsCommand(argv, io) {
  let { values, positionals } = shared.parseFlags(
    "pins",
    argv,
    { format: { type: "string" }, config: { type: "string" } },
    !0
  );
  if (values.help)
    return io.stdout(PINS_HELP), 0;
  let format = shared.parseFormat("pins", shared.str(values.format), ["text", "json"]), { report, read } = await listPins({ files: positionals, cwd: io.cwd, config: shared.str(values.config) });
  return await shared.printOutput({ kind: "pins", report, ...read ? { read } : {} }, format, io), 0;
}

exports.pinsCommand = pinsCommand;
