import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  readRepoUses
} from "./chunk-XMJJTXGC.js";
import {
  indexUrlFor
} from "./chunk-2X34YHT3.js";
import {
  readPinsAtBase
} from "./chunk-LQO5KBXR.js";
import {
  PIN_FORMATS,
  applicablePins,
  pinsToJson,
  readPinsWith,
  upgradeNotes
} from "./chunk-ZMAT64Y4.js";
import {
  finding,
  kindOf
} from "./chunk-63HE5J76.js";
import {
  walkPaths
} from "./chunk-SSLOEI6Y.js";
import {
  readUserFile
} from "./chunk-67IJ7D57.js";
import {
  UnreadableFile
} from "./chunk-PTXBOCHT.js";
import {
  isPlainVariant
} from "./chunk-TJF6XGTQ.js";
import {
  isTorch
} from "./chunk-PPAX2C5I.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/workspace/pin-files.ts
import { readdir } from "node:fs/promises";
import path from "node:path";
async function list(dir) {
  try {
    return (await readdir(dir, { withFileTypes: !0 })).map((d) => ({ name: d.name, dir: d.isDirectory() }));
  } catch {
    return [];
  }
}
async function discoverPinFiles(dir) {
  let top = await list(dir), found = top.filter((e) => !e.dir && PIN_FORMATS.some((f) => f.discover.top.test(e.name))).map((e) => path.join(dir, e.name));
  for (let { discover } of PIN_FORMATS) {
    let folder = "folder" in discover ? discover.folder : void 0;
    if (!folder || !top.some((e) => e.dir && e.name === folder.name)) continue;
    let sub = await list(path.join(dir, folder.name));
    found.push(
      ...sub.filter((e) => !e.dir && folder.files.test(e.name)).map((e) => path.join(dir, folder.name, e.name))
    );
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
function expandPinFiles(patterns, cwd, what) {
  let files = [];
  for (let p of patterns) {
    let before = files.length;
    for (let item of walkPaths([p], cwd, what)) "file" in item && files.push(item.file);
    if (files.length === before) throw new InputError(`${what}: ${JSON.stringify(p)} matches no file`);
  }
  return files;
}
async function loadPins(patterns, cwd, what = "requirements") {
  let files = patterns.length ? expandPinFiles(patterns, cwd, what) : await discoverPinFiles(cwd);
  if (files.length !== 0)
    return readPins(files, { cwd });
}
function requestPins(pins) {
  let first = (name) => pins.find((p) => p.package === name), vision = first("torchvision"), audio = first("torchaudio");
  return { ...vision ? { vision } : {}, ...audio ? { audio } : {} };
}
function wheelIndex(w) {
  if (!w.local) return;
  if (isPlainVariant(w.local)) return indexUrlFor(w.local.toLowerCase());
  let dir = w.url && /^https?:\/\//i.test(w.url) ? w.url.slice(0, w.url.lastIndexOf("/")) : void 0;
  return dir && dir.length > 8 ? dir : void 0;
}
function inputFor(lead, pins, given) {
  let { vision, audio } = requestPins(pins), torch = isTorch(lead.package) ? lead : void 0, spec = torch?.wheel ? `==${torch.wheel.version}${torch.wheel.local ? `+${torch.wheel.local}` : ""}` : torch?.specifier, index = given.indexUrl ?? lead.indexUrl ?? (torch?.wheel ? wheelIndex(torch.wheel) : void 0);
  return {
    ...given,
    ...spec !== void 0 ? { torch: spec, torchLocation: lead.location } : {},
    ...index ? { indexUrl: index } : {},
    extraIndexUrls: [...given.extraIndexUrls ?? [], ...lead.extraIndexUrls ?? []],
    ...given.torchvision === void 0 && vision?.specifier ? { torchvision: vision.specifier } : {},
    ...given.torchaudio === void 0 && audio?.specifier ? { torchaudio: audio.specifier } : {}
  };
}
function requestFromPins(set, env, given, selected = []) {
  let app = applicablePins(set, env, selected), notes = app.undecided.map(
    ({ pin, reason }) => finding({
      id: "marker-undecided",
      severity: /not a PEP 508 marker variable|not PEP 508 marker variables/.test(reason) ? "warning" : "notice",
      message: `The pin at ${pin.location.file}:${pin.location.line} was kept although its marker could not be decided: ${reason}`,
      hint: "Give python-version (or run after actions/setup-python) so markers can be evaluated.",
      source: "https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers",
      location: pin.location
    })
  );
  for (let u of set.unread ?? [])
    notes.push(
      finding({
        id: "pin-unreadable",
        severity: "notice",
        message: `${u.what} is not read: ${u.why}; ${u.effect ?? "what depends on it (the Pythons the project admits) is not checked"}.`,
        hint: u.fix ?? `State ${u.what} as a plain string, or in pyproject.toml's [project] table.`,
        source: u.source ?? "https://packaging.python.org/en/latest/specifications/core-metadata/#requires-python",
        location: u.location
      })
    );
  let torches = app.pins.filter((p) => isTorch(p.package)), pipTorch = torches.filter((p) => p.package === "torch"), torch = pipTorch[0] ?? torches[0], { vision, audio } = requestPins(app.pins);
  if (!torch) {
    let lead = vision ?? audio;
    return lead ? {
      input: inputFor(lead, app.pins, given),
      alternatives: [],
      notes,
      used: [lead, ...vision && audio ? [audio] : []]
    } : { input: given, alternatives: [], notes, used: [] };
  }
  let undecided = new Set(app.undecided.map((u) => u.pin)), key = (p) => `${p.specifier}|${p.indexUrl ?? ""}|${p.wheel?.local ?? ""}`, seen = /* @__PURE__ */ new Set([key(torch)]), others = (pipTorch.length ? pipTorch : torches).filter(
    (p) => p !== torch && (undecided.has(p) || undecided.has(torch)) && !seen.has(key(p)) && seen.add(key(p))
  );
  return {
    input: inputFor(torch, app.pins, given),
    alternatives: others.map((p) => inputFor(p, app.pins, given)),
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
        id: "git-history-missing",
        severity: "warning",
        message: kindOf("git-history-missing").message("pins", old.problem),
        hint: old.hint,
        source: "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches"
      })
    ],
    table: []
  } : upgradeNotes(old, set, catalog, readRepoUses(cwd, [set]));
}

export {
  loadPins,
  requestFromPins,
  pinsJson,
  upgradeAgainst
};
