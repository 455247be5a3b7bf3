import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  walkPaths
} from "./chunk-5T3LBLCA.js";
import {
  pinsToJson,
  readPinsAtBase,
  readPinsWith,
  upgradeNotes
} from "./chunk-BY7YY2SM.js";
import {
  indexUrlFor
} from "./chunk-FJ3E33Y2.js";
import {
  applicablePins
} from "./chunk-TAJKOWKH.js";
import {
  readUserFile
} from "./chunk-UDN5DOY3.js";
import {
  UnreadableFile
} from "./chunk-PFVJE3NF.js";
import {
  finding
} from "./chunk-ZWEFVJYO.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/io/pin-files.ts
import { readdir } from "node:fs/promises";
import path from "node:path";
var TOP = [/^requirements.*\.txt$/i, /^pyproject\.toml$/, /^setup\.cfg$/, /^setup\.py$/, /^environment\.ya?ml$/, /^pixi\.toml$/];
async function list(dir) {
  try {
    return (await readdir(dir, { withFileTypes: !0 })).map((d) => ({ name: d.name, dir: d.isDirectory() }));
  } catch {
    return [];
  }
}
async function discoverPinFiles(dir) {
  let top = await list(dir), found = top.filter((e) => !e.dir && TOP.some((re) => re.test(e.name))).map((e) => path.join(dir, e.name));
  if (top.some((e) => e.dir && e.name === "requirements")) {
    let sub = await list(path.join(dir, "requirements"));
    found.push(...sub.filter((e) => !e.dir && /\.txt$/i.test(e.name)).map((e) => path.join(dir, "requirements", e.name)));
  }
  return found.sort();
}
var diskSource = {
  read(absPath) {
    try {
      return Promise.resolve(readUserFile(absPath, absPath, "pin"));
    } catch (e) {
      return e instanceof UnreadableFile && e.why === "missing" ? Promise.resolve(void 0) : Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }
};
function readPins(files, options = {}) {
  return readPinsWith(files, { ...options, source: diskSource });
}

// src/usecases/pins.ts
function expandPinFiles(patterns, cwd) {
  let files = [];
  for (let p of patterns) {
    let before = files.length;
    for (let item of walkPaths([p], cwd)) "file" in item && files.push(item.file);
    if (files.length === before) throw new InputError(`requirements: ${JSON.stringify(p)} matches no file`);
  }
  return files;
}
async function loadPins(patterns, cwd) {
  let files = patterns.length ? expandPinFiles(patterns, cwd) : await discoverPinFiles(cwd);
  if (files.length !== 0)
    return readPins(files, { cwd });
}
function requestPins(pins) {
  let first = (name) => pins.find((p) => p.package === name), torch = first("torch") ?? first("pytorch"), vision = first("torchvision"), audio = first("torchaudio");
  return { ...torch ? { torch } : {}, ...vision ? { vision } : {}, ...audio ? { audio } : {} };
}
function requestFromPins(set, env, given) {
  let app = applicablePins(set, env), { torch, vision, audio } = requestPins(app.pins), notes = app.undecided.map(
    ({ pin, reason }) => finding({
      id: "probe-failed",
      severity: "notice",
      message: `The pin at ${pin.location.file}:${pin.location.line} was kept although its marker could not be decided: ${reason}`,
      hint: "Give python-version (or run after actions/setup-python) so markers can be evaluated.",
      source: "https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers",
      location: pin.location
    })
  );
  if (!torch) return { input: given, notes, used: [] };
  let spec = torch.wheel ? `==${torch.wheel.version}${torch.wheel.local ? `+${torch.wheel.local}` : ""}` : torch.specifier, index = given.indexUrl ?? torch.indexUrl ?? (torch.wheel?.local ? indexUrlFor(torch.wheel.local) : void 0);
  return {
    input: {
      ...given,
      torch: spec,
      torchLocation: torch.location,
      ...index ? { indexUrl: index } : {},
      extraIndexUrls: [...given.extraIndexUrls ?? [], ...torch.extraIndexUrls ?? []],
      ...given.torchvision === void 0 && vision?.specifier ? { torchvision: vision.specifier } : {},
      ...given.torchaudio === void 0 && audio?.specifier ? { torchaudio: audio.specifier } : {}
    },
    notes,
    // torchvision/torchaudio pins join the request only with its torch pin.
    used: [torch, ...vision ? [vision] : [], ...audio ? [audio] : []]
  };
}
var pinsJson = (set) => pinsToJson(set).pins;
async function upgradeAgainst(set, base, cwd, catalog) {
  let old = await readPinsAtBase(set.files, base, cwd);
  return "problem" in old ? {
    findings: [
      finding({
        id: "probe-failed",
        severity: "warning",
        message: `No upgrade notes: ${old.problem}.`,
        hint: old.hint,
        source: "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches"
      })
    ],
    table: []
  } : upgradeNotes(old, set, catalog);
}

export {
  loadPins,
  requestFromPins,
  pinsJson,
  upgradeAgainst
};
