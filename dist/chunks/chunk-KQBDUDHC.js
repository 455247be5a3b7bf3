import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  lineOf,
  nameLine,
  normalize,
  record,
  records,
  rootTables,
  str,
  torchBlocks
} from "./chunk-TZ5FO4MW.js";
import {
  markerEnv
} from "./chunk-RLR74H6T.js";
import {
  finding
} from "./chunk-63HE5J76.js";
import {
  archFromMachine,
  pixiPlatform,
  platformKey
} from "./chunk-PAWL2RH4.js";
import {
  evaluateMarker,
  markerVariables,
  parseMarker,
  shortMarker,
  unknownVariables
} from "./chunk-GQSPVH2B.js";
import {
  describeTarget,
  parseWheelFile,
  wheelFits
} from "./chunk-PPAX2C5I.js";

// src/locks/formats.ts
import path from "node:path";

// src/locks/pixi-format.ts
var pixiLock = {
  kind: "pixi",
  fileNames: ["pixi.lock"],
  takes: (base) => base === "pixi.lock",
  // The reader, and with it the YAML parser, loads only when a pixi.lock is read.
  parser: async () => (await import("./pixi-EVCSVK5A.js")).readPixiLock,
  picks: "environments",
  torchPins: ["torch", "pytorch"],
  fixes: {
    noWheel: "Add this platform to the workspace `platforms` and run `pixi lock`, or run on a platform the lock covers.",
    stale: "Run `pixi lock` and commit pixi.lock."
  },
  install: { program: "pixi", commands: ["install", "run"], runs: "run", environments: !0 },
  pinOrigin: "pixi"
};

// src/locks/poetry.ts
function readPoetryLock(text, file) {
  let dists = [];
  for (let b of torchBlocks(text, "[[package]]", file)) {
    let t = b.table, wheels = [], sdist = !1;
    for (let f of records(t.files)) {
      let name = str(f.file);
      if (!name) continue;
      let wheel = parseWheelFile(name);
      wheel ? wheels.push({ wheel, line: lineOf(b, name) }) : sdist = !0;
    }
    let source = record(t.source), type = str(source?.type), url = str(source?.url), index = type === "legacy" ? url : void 0, direct = type && type !== "legacy" ? url : void 0, m = t.markers, markerList = typeof m == "string" ? [m] : Object.values(record(m) ?? {}).filter((x) => typeof x == "string");
    dists.push({
      name: b.name,
      version: str(t.version) ?? "",
      ...index ? { index } : {},
      ...markerList.length ? { marker: markerList.map((x) => `(${x})`).join(" or ") } : {},
      wheels,
      sdist,
      ...direct && !wheels.length ? { direct } : {},
      location: { file, line: nameLine(b) }
    });
  }
  return { kind: "poetry", file, dists };
}
var poetryLock = {
  kind: "poetry",
  fileNames: ["poetry.lock"],
  takes: (base) => base === "poetry.lock",
  parser: () => Promise.resolve(readPoetryLock),
  picks: "markers",
  torchPins: ["torch"],
  fixes: {
    noWheel: "Run on a runner the lock covers, or add a source with a wheel for this platform for torch and run `poetry lock`.",
    stale: "Run `poetry lock` and commit poetry.lock."
  },
  install: { program: "poetry", commands: ["install", "sync"], installsProject: !0 },
  pinOrigin: "poetry"
};

// src/locks/pylock.ts
function readPylock(text, file) {
  let dists = [];
  for (let b of torchBlocks(text, "[[packages]]", file)) {
    let t = b.table, wheels = [];
    for (let w of records(t.wheels)) {
      let ref = str(w.name) ?? str(w.url) ?? str(w.path), wheel = ref ? parseWheelFile(ref) : void 0;
      wheel && ref && wheels.push({ wheel, line: lineOf(b, str(w.url) ?? str(w.path) ?? ref) });
    }
    let vcs = record(t.vcs), archive = record(t.archive), directory = record(t.directory), direct = str(vcs?.url) ?? str(archive?.url) ?? str(archive?.path) ?? str(directory?.path);
    dists.push({
      name: b.name,
      version: str(t.version) ?? "",
      ...str(t.index) ? { index: str(t.index) } : {},
      ...str(t.marker) ? { marker: str(t.marker) } : {},
      wheels,
      sdist: record(t.sdist) !== void 0,
      ...direct && !wheels.length ? { direct } : {},
      location: { file, line: nameLine(b) }
    });
  }
  return { kind: "pylock", file, dists };
}
var pylock = {
  kind: "pylock",
  fileNames: ["pylock.toml"],
  takes: (base) => base === "pylock.toml" || /^pylock\.[^.]+\.toml$/.test(base),
  parser: () => Promise.resolve(readPylock),
  picks: "markers",
  torchPins: ["torch"],
  fixes: {
    noWheel: "Run on a runner the lock covers, or re-export the lock from a resolution that includes this platform.",
    stale: "Export the lock again and commit it."
  },
  // `uv sync` reads only uv.lock and installs a pylock.toml never (`uv pip sync` and
  // `uv pip install -r` take it as a requirements file): no project command installs from it.
  install: void 0,
  pinOrigin: "requirements"
};

// src/locks/uv.ts
var refKey = (name, version, registry) => `${name}|${version}|${registry ?? ""}`;
function projectMarkers(text, file) {
  let out = /* @__PURE__ */ new Map(), add = (ref, when) => {
    let name = str(ref.name);
    if (!name) return;
    let key = refKey(normalize(name), str(ref.version) ?? "", str(record(ref.source)?.registry)), own = str(ref.marker), marker = [when, own].filter(Boolean).map((m) => `(${m})`).join(" and ") || 'python_version >= "0"';
    out.set(key, [...out.get(key) ?? [], marker]);
  };
  for (let root of rootTables(text, file)) {
    let pkg = normalize(str(root.name) ?? "");
    for (let ref of records(root.dependencies)) add(ref, void 0);
    for (let [extra, list] of Object.entries(record(root["optional-dependencies"]) ?? {}))
      for (let ref of records(list)) add(ref, `extra == 'extra-${pkg.length}-${pkg}-${extra}'`);
    for (let [group, list] of Object.entries(record(root["dev-dependencies"]) ?? {}))
      for (let ref of records(list)) add(ref, `extra == 'group-${pkg.length}-${pkg}-${group}'`);
  }
  return out;
}
function readUvLock(text, file) {
  let dists = [], taken = projectMarkers(text, file);
  for (let b of torchBlocks(text, "[[package]]", file)) {
    let t = b.table, source = record(t.source) ?? {}, markers = Array.isArray(t["resolution-markers"]) ? t["resolution-markers"].filter((m) => typeof m == "string") : [], wheels = [];
    for (let w of records(t.wheels)) {
      let url = str(w.url) ?? str(w.path) ?? str(w.filename), wheel = url ? parseWheelFile(url) : void 0;
      wheel && url && wheels.push({ wheel, line: lineOf(b, url) });
    }
    let direct = str(source.git) ?? str(source.url) ?? str(source.path) ?? str(source.directory) ?? str(source.editable), refs = taken.size ? taken.get(refKey(b.name, str(t.version) ?? "", str(source.registry))) : void 0, forks = markers.length ? markers.map((m) => `(${m})`).join(" or ") : void 0, byProject = refs ? refs.map((m) => `(${m})`).join(" or ") : void 0, marker = forks && byProject ? `(${forks}) and (${byProject})` : forks ?? byProject;
    dists.push({
      name: b.name,
      version: str(t.version) ?? "",
      ...str(source.registry) ? { index: str(source.registry) } : {},
      // A fork's markers: the entry is used where any of them holds (and the project takes it).
      ...marker ? { marker } : {},
      wheels,
      sdist: record(t.sdist) !== void 0,
      ...direct && !wheels.length ? { direct } : {},
      location: { file, line: nameLine(b) }
    });
  }
  return { kind: "uv", file, dists };
}
var uvLock = {
  kind: "uv",
  fileNames: ["uv.lock"],
  takes: (base) => base === "uv.lock",
  parser: () => Promise.resolve(readUvLock),
  picks: "markers",
  torchPins: ["torch"],
  fixes: {
    noWheel: "Run on a runner the lock covers, or make the index that has a wheel for this platform reachable for torch (tool.uv.sources / tool.uv.index) and run `uv lock`.",
    stale: "Run `uv lock` and commit uv.lock; `uv sync --locked` refuses a stale lock."
  },
  install: { program: "uv", commands: ["sync"], installsProject: !0 },
  pinOrigin: "uv"
};

// src/locks/formats.ts
var LOCK_FORMATS = [uvLock, poetryLock, pylock, pixiLock], LOCK_INSTALLS = [
  ...new Set(LOCK_FORMATS.flatMap((f) => f.install ? [f.install] : []))
];
function lockFormatOf(file) {
  let base = path.basename(file).toLowerCase();
  return LOCK_FORMATS.find((f) => f.takes(base));
}
var lockKindOf = (file) => lockFormatOf(file)?.kind;
function lockFormat(kind) {
  return LOCK_FORMATS.find((f) => f.kind === kind);
}
async function parseLock(text, file, kind) {
  return (await lockFormat(kind).parser())(text, file);
}
async function lockParser(kinds) {
  let loaded = /* @__PURE__ */ new Map();
  for (let kind of new Set(kinds)) loaded.set(kind, await lockFormat(kind).parser());
  return (text, file, kind) => {
    let parse = loaded.get(kind);
    if (!parse) throw new Error(`the ${kind} lock reader was not loaded`);
    return parse(text, file);
  };
}
var installsFrom = (installer, lock) => lockFormat(lock.kind).install?.program === installer;

// src/platform/wheel-platform.ts
function wheelPlatform(env) {
  let own = env.python?.machine ? archFromMachine(env.python.machine) : void 0;
  return platformKey(env.os, own ?? env.arch);
}
function isEmulated(env) {
  return wheelPlatform(env) !== platformKey(env.os, env.arch);
}

// src/packaging/tag-target.ts
function tagTarget(env, python = env.python) {
  let [os, arch] = wheelPlatform(env).split("-");
  return {
    os,
    arch,
    ...python ? {
      python: {
        major: python.major,
        minor: python.minor,
        implementation: python.implementation,
        freeThreaded: python.freeThreaded,
        ...python.pointerBits ? { pointerBits: python.pointerBits } : {}
      }
    } : {},
    ...env.libc ? { libc: env.libc } : {},
    ...env.glibc ? { glibc: env.glibc } : {},
    ...env.os === "macos" && env.osVersion ? { macos: env.osVersion } : {}
  };
}

// src/locks/fit.ts
var SOURCE = "https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/";
function applies(d, vars) {
  if (!d.marker) return { value: !0 };
  let m;
  try {
    m = parseMarker(d.marker);
  } catch (e) {
    return { value: void 0, why: `its marker is not valid PEP 508 (${e instanceof Error ? e.message : String(e)})` };
  }
  let value = evaluateMarker(m, vars);
  if (value !== void 0) return { value };
  let foreign = unknownVariables(m);
  if (foreign.length) return { value, why: `its marker reads ${foreign.join(", ")}, which PEP 508 does not define` };
  let unknown = markerVariables(m).filter((v) => v !== "extra" && (vars[v] === void 0 || Array.isArray(vars[v])));
  return { value, why: `its marker needs ${unknown.join(", ") || "a value"}, which is not known here` };
}
function undecidedEntry(lock, d, why) {
  return finding({
    id: "marker-undecided",
    severity: "warning",
    message: `Whether ${lock.file} installs torch ${d.version} here could not be decided: ${why}. The marker: ${shortMarker(d.marker ?? "")}`,
    advice: {
      remedies: [
        { kind: "give", values: ["python"] },
        { kind: "do", text: "run after actions/setup-python" }
      ],
      then: "so the lock entry that applies can be picked"
    },
    source: "https://packaging.python.org/en/latest/specifications/dependency-specifiers/#environment-markers",
    location: d.location
  });
}
function offered(d) {
  let byPlatform = /* @__PURE__ */ new Map();
  for (let { wheel } of d.wheels) {
    let key = wheel.platform.join("."), py = `${wheel.python.join(".")}${wheel.abi.some((a) => a.endsWith("t") && a.startsWith("cp")) ? "t" : ""}`, list = byPlatform.get(key) ?? [];
    list.includes(py) || list.push(py), byPlatform.set(key, list);
  }
  return [...byPlatform].map(([p, pys]) => `${p} (${pys.join(", ")})`).join("; ");
}
function fitOf(d, target) {
  let fits = d.wheels.map((w) => ({ w, fit: wheelFits(w.wheel, target) })), yes = fits.find((f) => f.fit.fits === !0);
  if (yes) return { fit: yes.fit, wheel: yes.w.wheel.file };
  let maybe = fits.find((f) => f.fit.fits === void 0);
  return maybe ? { fit: maybe.fit } : { fit: { fits: !1, why: "no locked wheel matches" } };
}
function installsNone(lock, message, hint, source, at) {
  return {
    lock,
    installs: !1,
    findings: [finding({ id: "lock-no-wheel", severity: "error", message, hint, source, location: at.location })]
  };
}
function checkLock(lock, env, sel = {}) {
  return lockFormat(lock.kind).picks === "environments" ? checkPixi(lock, env, sel.environment) : checkPipLock(lock, env, sel.selected ?? []);
}
function checkPipLock(lock, env, selected) {
  let torches = lock.dists.filter((d) => d.name === "torch");
  if (!torches.length) return { lock, findings: [] };
  let target = tagTarget(env), here = describeTarget(target), vars = { ...markerEnv(env), extra: [...selected] }, candidates = torches.map((d) => ({ d, ...applies(d, vars) })).filter((j) => j.value !== !1);
  if (!candidates.length) {
    let first2 = torches[0], list = torches.map((d) => `${d.version}${d.marker ? ` where ${shortMarker(d.marker)}` : ""}`).join("; ");
    return installsNone(
      lock,
      `${lock.file} locks torch only for other runners (${list}); on ${here} it installs no torch.`,
      lockFormat(lock.kind).fixes.noWheel,
      SOURCE,
      first2
    );
  }
  let findings = candidates.filter((j) => j.value === void 0).map((j) => undecidedEntry(lock, j.d, j.why ?? "its marker could not be evaluated")), installing = [], noWheel, unsure;
  for (let { d, value } of candidates) {
    if (d.direct) {
      findings.push(
        finding({
          id: "lock-no-wheel",
          severity: "notice",
          message: `${lock.file} locks torch ${d.version} from ${d.direct}: not a wheel, so its tags cannot be checked.`,
          hint: "Lock torch from an index that serves wheels to have it checked.",
          source: SOURCE,
          location: d.location
        })
      ), installing.push(d);
      continue;
    }
    let { fit } = fitOf(d, target);
    fit.fits === !0 ? installing.push(d) : fit.fits === void 0 ? (unsure ??= { d, why: fit.why }, installing.push(d)) : (!noWheel || value === !0 && !noWheel.sure) && (noWheel = { d, sure: value === !0 });
  }
  if (unsure) {
    let { d, why } = unsure;
    findings.push(
      finding({
        id: "lock-no-wheel",
        severity: "warning",
        message: `Whether a locked torch ${d.version} wheel fits ${here} could not be decided: ${why}.`,
        advice: {
          remedies: [
            { kind: "do", text: "run the check on the runner itself" },
            { kind: "give", values: ["glibc", "os-version", "python"] }
          ]
        },
        source: SOURCE,
        location: d.location
      })
    );
  }
  if (noWheel) {
    let { d, sure } = noWheel, sdist = d.sdist ? " Only a source distribution would be left, and torch does not build in a CI job." : "";
    if (findings.push(
      finding({
        id: "lock-no-wheel",
        // An entry that only may apply fails only where it applies: said, not failed.
        severity: sure ? "error" : "warning",
        message: `${lock.file} locks torch ${d.version} with no wheel for ${here}${sure ? "" : " (if this entry applies here)"}: it offers ${offered(d) || "no wheels"}.${sdist}`,
        hint: lockFormat(lock.kind).fixes.noWheel,
        source: SOURCE,
        location: d.location
      })
    ), sure) return { lock, torch: d, installs: !1, findings };
  }
  let [first, ...rest] = installing;
  if (!first) return { lock, torch: noWheel.d, installs: !1, findings };
  let decided = !unsure && !installing.some((d) => d.direct);
  return {
    lock,
    torch: first,
    ...rest.length ? { alternatives: rest } : {},
    ...decided ? { installs: !0 } : {},
    findings
  };
}
function checkPixi(lock, env, environment) {
  let torches = lock.dists.filter((d2) => d2.name === "torch");
  if (!torches.length) return { lock, findings: [] };
  let envs = Object.keys(lock.environments ?? {}), envName = environment ?? (envs.includes("default") ? "default" : envs[0]);
  if (environment && !envs.includes(environment))
    return {
      lock,
      findings: [
        finding({
          id: "lock-mismatch",
          severity: "warning",
          message: `${lock.file} locks no environment ${environment} (it locks ${envs.join(", ") || "none"}): the lock is older than the manifest.`,
          hint: lockFormat(lock.kind).fixes.stale,
          source: "https://pixi.sh/latest/reference/pixi_manifest/#the-environments-table",
          location: torches[0].location
        })
      ]
    };
  let subdir = pixiPlatform(wheelPlatform(env)), inEnv = torches.filter((d2) => d2.platforms?.some((p) => p.startsWith(`${envName}/`)));
  if (!envName || !inEnv.length) return { lock, findings: [] };
  let locked = [...new Set(lock.environments?.[envName] ?? [])], first = inEnv[0], d = inEnv.find((x) => x.platforms?.includes(`${envName}/${subdir}`));
  if (!d) {
    let what = locked.includes(subdir) ? `locks environment ${envName} for ${subdir} without torch` : `locks environment ${envName} for ${locked.join(", ")}, not for ${subdir} (this runner)`;
    return installsNone(
      lock,
      `${lock.file} ${what}: pixi installs no torch here.`,
      lockFormat(lock.kind).fixes.noWheel,
      "https://pixi.sh/latest/reference/pixi_manifest/#platforms",
      first
    );
  }
  if (d.conda) return { lock, torch: d, installs: !0, findings: [] };
  let py = lock.pythons?.[`${envName}/${subdir}`], [major, minor] = (py ?? "").split(".").map(Number), python = major && minor !== void 0 && !Number.isNaN(minor) ? { major, minor, implementation: "cpython", freeThreaded: !1, provenance: "given" } : void 0, target = tagTarget(env, python), { fit } = fitOf(d, target);
  return fit.fits === !1 ? {
    lock,
    torch: d,
    installs: !1,
    findings: [
      finding({
        id: "lock-no-wheel",
        severity: "error",
        message: `${lock.file} locks torch ${d.version} for ${subdir} with a wheel that does not fit ${describeTarget(target)}: ${fit.why}.`,
        hint: lockFormat(lock.kind).fixes.noWheel,
        source: SOURCE,
        location: d.location
      })
    ]
  } : { lock, torch: d, ...fit.fits ? { installs: !0 } : {}, findings: [] };
}

export {
  wheelPlatform,
  isEmulated,
  LOCK_FORMATS,
  LOCK_INSTALLS,
  lockKindOf,
  lockFormat,
  parseLock,
  lockParser,
  installsFrom,
  checkLock
};
