import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  discoverLockFiles,
  readLocks
} from "./chunk-XDVYVWP3.js";
import {
  checkLock,
  lockFormat,
  lockKindOf,
  parseLock
} from "./chunk-KQBDUDHC.js";
import {
  readRepoUses
} from "./chunk-XMJJTXGC.js";
import {
  indexUrlFor
} from "./chunk-2X34YHT3.js";
import {
  sourceAtBase
} from "./chunk-LQO5KBXR.js";
import {
  upgradeNotes
} from "./chunk-ZMAT64Y4.js";
import {
  finding,
  kindOf
} from "./chunk-63HE5J76.js";
import {
  FILE_CAPS,
  decodeUserText
} from "./chunk-PTXBOCHT.js";

// src/usecases/locks.ts
import path from "node:path";
async function splitLockFiles(patterns, cwd) {
  return patterns.length ? { locks: patterns.filter((p) => lockKindOf(p)), pins: patterns.filter((p) => !lockKindOf(p)) } : { locks: await discoverLockFiles(cwd), pins: [] };
}
var loadLocks = (files, cwd) => readLocks(files, cwd);
function answeredByLock(f) {
  let decides = kindOf(f.id).lockDecides;
  return decides === "errors" ? f.severity === "error" : decides;
}
function lockDecides(e, noWheel) {
  let findings = e.findings.filter((f) => !answeredByLock(f));
  if (!noWheel) return { ...e, findings };
  let { version: _v, variant: _va, index: _i, torchvision: _tv, torchaudio: _ta, ...rest } = e.resolution;
  return { ...e, resolution: rest, findings };
}
function condaVariant(build) {
  let m = /^cuda(\d{3})/.exec(build);
  return m ? `cu${m[1]}` : /^cpu/.test(build) ? "cpu" : void 0;
}
var PYPI = /^https?:\/\/pypi\.org\/simple\/?$/;
function locatedInput(d, given, explicitIndex) {
  let variant = d.conda ? condaVariant(d.conda.build) : void 0, index = d.index ? PYPI.test(d.index) ? "pypi" : d.index : variant && variant !== "cpu" ? indexUrlFor(variant) : variant === "cpu" ? indexUrlFor("cpu") : "pypi", version = d.conda && variant && variant !== "cpu" ? `${d.version}+${variant}` : d.version, { extraIndexUrls: _extra, ...rest } = given;
  return { ...rest, torch: `==${version}`, torchLocation: d.location, indexUrl: explicitIndex ?? index };
}
function requestFromLocks(locks, env, given, explicitIndex, sel = {}) {
  let answers = locks.map((l) => checkLock(l, env, sel)), findings = answers.flatMap((a) => a.findings), decided = answers.some((a) => a.installs !== void 0), chosen = (answers.find((a) => a.torch && a.installs !== !1) ?? answers.find((a) => a.torch))?.torch, noWheel = decided && !answers.some((a) => a.installs === !0);
  if (!chosen) return { answers, input: given, alternatives: [], decided, noWheel, findings };
  let others = answers.flatMap((a) => [
    ...a.torch && a.torch !== chosen && a.installs !== !1 ? [a.torch] : [],
    ...a.alternatives ?? []
  ]).filter((d) => d !== chosen);
  return {
    answers,
    input: locatedInput(chosen, given, explicitIndex),
    alternatives: others.map((d) => locatedInput(d, given, explicitIndex)),
    decided,
    noWheel,
    findings
  };
}
function locksToJson(locks) {
  return locks.flatMap(
    (l) => l.dists.map((d) => ({
      package: d.name,
      version: d.version,
      lock: l.kind,
      ...d.index ? { index: d.index } : {},
      ...d.marker ? { marker: d.marker } : d.platforms ? { marker: `pixi ${d.platforms.join(", ")}` } : {},
      location: { file: d.location.file, line: d.location.line }
    }))
  );
}
function asPinSet(locks) {
  return {
    pins: locks.flatMap(
      (l) => l.dists.map((d) => ({
        package: d.name,
        specifier: `==${d.version}`,
        ...d.marker ? { marker: d.marker } : d.platforms ? { marker: d.platforms.join(" ") } : {},
        ...d.index ? { indexUrl: d.index } : {},
        origin: lockFormat(l.kind).pinOrigin,
        location: d.location
      }))
    ),
    indexes: [],
    files: locks.map((l) => l.file)
  };
}
async function lockUpgradeAgainst(locks, base, cwd, catalog) {
  let at = await sourceAtBase(base, cwd, FILE_CAPS.lock, "lock files", "a lock file");
  if ("problem" in at)
    return {
      findings: [
        finding({
          id: "git-history-missing",
          severity: "warning",
          message: kindOf("git-history-missing").message("locks", at.problem),
          hint: at.hint,
          source: "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches"
        })
      ],
      table: []
    };
  let before = [];
  try {
    for (let l of locks) {
      let blob = await at.source.read(path.resolve(cwd, l.file));
      blob !== void 0 && before.push(await parseLock(decodeUserText(blob, l.file), l.file, l.kind));
    }
  } catch (e) {
    let why = e instanceof Error ? e.message : String(e);
    return {
      findings: [
        finding({
          id: "git-history-missing",
          severity: "warning",
          message: kindOf("git-history-missing").message("locks", `at the merge base ${at.rev.slice(0, 12)}: ${why}`),
          hint: "The base version of the lock could not be read; the notes compare against it.",
          source: "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches"
        })
      ],
      table: []
    };
  }
  let head = asPinSet(locks);
  return upgradeNotes(asPinSet(before), head, catalog, readRepoUses(cwd, [head]));
}

export {
  splitLockFiles,
  loadLocks,
  lockDecides,
  requestFromLocks,
  locksToJson,
  lockUpgradeAgainst
};
