import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  applicablePins
} from "./chunk-WU4CFJBA.js";
import {
  describeIndex,
  indexUrlFor,
  parseIndexUrl
} from "./chunk-UNJQZ23N.js";
import {
  allCandidates,
  comparePythonMinor
} from "./chunk-F6P7JK5U.js";
import {
  isTorch,
  readPinsWith
} from "./chunk-2NMCPD6W.js";
import {
  platformKey,
  platformLabel
} from "./chunk-OE3BUWVY.js";
import {
  compareVersions,
  parseSpecifier,
  satisfies
} from "./chunk-BTURN237.js";

// src/pins/discover.ts
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

// src/pins/json.ts
function pinsToJson(set) {
  return {
    schemaVersion: 1,
    pins: set.pins.map((p) => ({
      package: p.package,
      specifier: p.specifier,
      ...p.marker ? { marker: p.marker } : {},
      ...p.indexUrl ? { indexUrl: p.indexUrl } : {},
      location: { file: p.location.file, line: p.location.line, ...p.location.column ? { column: p.location.column } : {} }
    }))
  };
}

// src/pins/catalog-view.ts
function specOf(specifier) {
  try {
    return parseSpecifier(specifier);
  } catch {
    return;
  }
}
function admittedPatches(catalog, specifier) {
  let spec = specOf(specifier);
  return spec ? allCandidates(catalog).filter(({ patch: p }) => satisfies(spec.local ? `${p.version}+${spec.local}` : p.version, spec)).map(({ release, patch: p }) => ({ release, version: p.version, ...p.torchvision ? { torchvision: p.torchvision } : {}, ...p.torchaudio ? { torchaudio: p.torchaudio } : {} })).reverse() : [];
}
function admittedReleases(catalog, specifier) {
  let seen = /* @__PURE__ */ new Map();
  for (let a of admittedPatches(catalog, specifier)) seen.set(a.release.torch, a.release);
  return [...seen.values()];
}
function pythonMinors(min, max) {
  let [maj, lo] = min.split(".").map(Number), hi = Number(max.split(".")[1]), out = [];
  for (let m = lo; m <= hi; m++) out.push(`${maj}.${m}`);
  return out;
}
function releasePythons(r) {
  return pythonMinors(r.python.min, r.python.max);
}
var sortPythons = (xs) => [...new Set(xs)].sort(comparePythonMinor);
function unionPythons(rs) {
  return sortPythons(rs.flatMap(releasePythons));
}
function knownPythons(catalog) {
  return unionPythons(catalog.releases);
}
function unionPlatforms(rs) {
  return [...new Set(rs.flatMap((r) => r.platforms.map((p) => p.platform)))].sort();
}
function unionVariants(rs) {
  return [...new Set(rs.flatMap((r) => r.variants.map((v) => v.variant)))].sort();
}
function admitsPython(requiresPython, minor) {
  let spec = specOf(requiresPython);
  return spec ? [`${minor}.0`, `${minor}.1`, `${minor}.99`].some((v) => satisfies(v, spec)) : !0;
}
function minorKey(version) {
  let [a = "0", b = "0"] = version.split(".");
  return `${a}.${b}`;
}

// src/pins/checks.ts
var PEP440_LOCAL = "https://peps.python.org/pep-0440/#local-version-identifiers", PIP_FINDING = "https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages", show = (p) => `${p.package}${p.specifier || " (any version)"}`, where = (p) => `${p.location.file}:${p.location.line}`;
function ref(url) {
  if (!url.includes("${"))
    try {
      return parseIndexUrl(url);
    } catch {
      return;
    }
}
var pinIndexes = (p) => [...p.indexUrl ? [p.indexUrl] : [], ...p.extraIndexUrls ?? []];
function checkLocal(pin, catalog) {
  if (!pin.local || pin.origin === "conda" || pin.url || pin.wheel) return [];
  let refs = pinIndexes(pin).map(ref);
  if (refs.some((r) => r === void 0 || r.kind === "unknown")) return [];
  if (refs.filter((r) => r !== void 0 && (r.kind === "pytorch" && r.variant === pin.local || r.kind === "find-links" && (!r.variant || r.variant === pin.local))).length === 0) {
    let others = refs.filter((r) => r !== void 0 && r.kind !== "pypi"), found = others.length ? `its index${others.length > 1 ? "es" : ""} (${others.map(describeIndex).join(", ")}) do not serve the ${pin.local} build` : "it installs from PyPI, which has no local versions";
    return [
      {
        id: "variant-mismatch",
        severity: "error",
        message: `${show(pin)} asks for the ${pin.local} build, but ${found}: pip will stop with "No matching distribution found for ${pin.package}${pin.specifier}".`,
        hint: `Install it from ${indexUrlFor(pin.local)} (--index-url in a requirements file, a uv index or Poetry source), or drop "+${pin.local}" to take the PyPI build.`,
        source: PEP440_LOCAL,
        location: pin.location
      }
    ];
  }
  if (!isTorch(pin.package)) return [];
  let exact = specOf(pin.specifier)?.exact, release = exact ? catalog.releases.find((r) => r.torch === minorKey(exact)) : void 0;
  if (!release || release.variants.some((v) => v.variant === pin.local)) return [];
  let last = catalog.releases.filter((r) => r.variants.some((v) => v.variant === pin.local)).map((r) => r.torch).sort(compareVersions).pop();
  return [
    {
      id: "variant-mismatch",
      severity: "error",
      message: `${show(pin)}: torch ${release.torch} has no ${pin.local} build${last ? ` (the ${pin.local} index stops at torch ${last})` : ""}; pip will find no matching distribution. ${release.torch} is built for ${release.variants.map((v) => v.variant).join(", ")}.`,
      hint: `Pick a variant torch ${release.torch} is built for, or a torch release that still has ${pin.local}.`,
      source: release.source,
      location: pin.location
    }
  ];
}
var LOCAL_TAGS = /* @__PURE__ */ new Set(["linux", "windows"]);
function bestOn(r, pin, catalog, platform, python) {
  let spec = specOf(pin.specifier);
  if (!spec) return;
  let fitsPython = (rel) => !python || Number(python.split(".")[1]) >= Number(rel.python.min.split(".")[1]) && Number(python.split(".")[1]) <= Number(rel.python.max.split(".")[1]), os = platform.split("-")[0], builds = [];
  for (let rel of catalog.releases)
    if (fitsPython(rel))
      for (let patch of rel.patches)
        if (r.kind === "pypi") {
          let entry = rel.platforms.find((p) => p.platform === platform);
          if (!entry || entry.pypi === !1) continue;
          let variant = rel.pypi.find((d) => d.platform === platform)?.variant;
          builds.push({ version: patch.version, ...variant ? { variant } : {}, from: "PyPI" });
        } else if (r.kind === "pytorch" || r.kind === "find-links") {
          if (r.channel !== "stable") return;
          let variants = rel.variants.filter((v) => v.platforms.includes(platform) && (r.kind === "find-links" && !r.variant || r.variant === v.variant));
          for (let v of variants)
            builds.push({ version: LOCAL_TAGS.has(os) ? `${patch.version}+${v.variant}` : patch.version, variant: v.variant, from: r.url });
        } else return;
  let ok = builds.filter((b) => satisfies(b.version, spec));
  return ok.length === 0 ? null : ok.sort((a, b) => compareVersions(a.version, b.version)).pop();
}
function checkExtraIndex(pin, env, catalog) {
  if (pin.origin !== "requirements" || !pin.extraIndexUrls?.length || !isTorch(pin.package) || pin.url || pin.wheel) return [];
  let refs = [pin.indexUrl ?? "pypi", ...pin.extraIndexUrls].map((u) => u === "pypi" ? { kind: "pypi" } : ref(u));
  if (refs.some((r) => r === void 0)) return [];
  let rs = refs, nightly = rs.filter((r) => (r.kind === "pytorch" || r.kind === "find-links") && r.channel === "nightly");
  if (nightly.length && nightly.length < rs.length)
    return [
      {
        id: "variant-mismatch",
        severity: "warning",
        message: `${show(pin)} mixes a nightly index with stable ones (${rs.map(describeIndex).join(", ")}). Nightlies are dev releases (X.Y.0.devYYYYMMDD); pip installs the highest version over all indexes, and in PEP 440 a final release beats the dev releases before it, so once X.Y.0 is out on a stable index pip takes that build instead of the nightly (and without --pre it never considers the nightly at all).`,
        hint: "Install nightlies with --index-url pointing at the nightly index only, plus --pre.",
        source: PIP_FINDING,
        location: pin.location
      }
    ];
  let platform = platformKey(env.os, env.arch), python = env.python ? `${env.python.major}.${env.python.minor}` : void 0, best = rs.map((r) => bestOn(r, pin, catalog, platform, python));
  if (best.some((b) => b === void 0)) return [];
  let cands = best.filter((b) => b !== null);
  if (cands.length === 0) return [];
  let pytorchVariants = [...new Set(rs.flatMap((r) => r.kind === "pytorch" ? [r.variant] : []))], intended = pin.local ?? (pytorchVariants.length === 1 ? pytorchVariants[0] : void 0);
  if (!intended) return [];
  let winner = cands.reduce((a, b) => compareVersions(b.version, a.version) > 0 ? b : a);
  if (winner.variant === intended) return [];
  let mine = cands.filter((c) => c.variant === intended).sort((a, b) => compareVersions(a.version, b.version)).pop(), why = mine ? `its newest build there is ${mine.version}, and ${winner.version} from ${winner.from} sorts higher` : `that index has no build of ${pin.package}${pin.specifier || ""} for ${platformLabel(platform)}${python ? ` and Python ${python}` : ""}`;
  return [
    {
      id: "variant-mismatch",
      severity: "warning",
      message: `${show(pin)} is meant to come from the ${intended} index, but pip merges the candidates of every index (${rs.map(describeIndex).join(", ")}) and installs the highest version: ${why}, so pip installs ${winner.version}${winner.variant ? ` (the ${winner.variant} build)` : ""} from ${winner.from} on ${platformLabel(platform)}, without an error.`,
      hint: `Use --index-url ${indexUrlFor(intended)} instead of --extra-index-url, or pin the build (${pin.package}==X.Y.Z+${intended}) so only that index can satisfy it.`,
      source: PIP_FINDING,
      location: pin.location
    }
  ];
}
function checkWheel(pin, env) {
  let w = pin.wheel;
  if (!w) return [];
  let out = [], platform = platformKey(env.os, env.arch);
  w.platform && w.platform !== platform && out.push({
    id: "platform-unsupported",
    severity: "error",
    message: `${pin.package} is pinned to a wheel for ${platformLabel(w.platform)} (${w.platformTag}); this runner is ${platformLabel(platform)}: pip refuses it ("is not a supported wheel on this platform").`,
    hint: "Add a marker so this line only applies there, or pin a version instead of a wheel URL.",
    source: "https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/",
    location: pin.location
  });
  let py = env.python;
  return w.python && py && w.python !== `${py.major}.${py.minor}` && out.push({
    id: "python-unsupported",
    severity: "error",
    message: `${pin.package} is pinned to a wheel for Python ${w.python} (${w.pythonTag}); this runner has Python ${py.major}.${py.minor}: pip refuses it ("is not a supported wheel on this platform").`,
    hint: `Use the ${w.pythonTag.replace(/\d+$/, `${py.major}${py.minor}`)} wheel, add a python_version marker, or pin a version instead of a wheel URL.`,
    source: "https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/",
    location: pin.location
  }), out;
}
function sameContext(a, b) {
  return a.origin === "conda" == (b.origin === "conda") && (!a.group || !b.group || a.group === b.group);
}
function checkCompanions(pins, catalog) {
  let out = [], torches = pins.filter((p) => isTorch(p.package));
  for (let comp of pins.filter((p) => p.package === "torchvision" || p.package === "torchaudio")) {
    let inContext = torches.filter((t) => sameContext(t, comp)), sameFile = inContext.filter((t) => t.location.file === comp.location.file);
    for (let torch of sameFile.length ? sameFile : inContext) {
      if (torch.local && comp.local && torch.local !== comp.local) {
        out.push({
          id: "companion-mismatch",
          severity: "error",
          message: `${show(comp)} is the ${comp.local} build but ${show(torch)} (${where(torch)}) is the ${torch.local} build: the two cannot load together ("operator torchvision::nms does not exist").`,
          hint: `Pin both to the same variant (+${torch.local}).`,
          source: PEP440_LOCAL,
          location: comp.location
        });
        continue;
      }
      let admitted = admittedPatches(catalog, torch.specifier.replace(/\+.*$/, "")), key = comp.package === "torchvision" ? "torchvision" : "torchaudio", paired = admitted.filter((a) => a[key] !== void 0);
      if (paired.length === 0) continue;
      let spec = specOf(comp.specifier);
      if (!spec || paired.filter((a) => satisfies(spec.local ? `${a[key]}+${spec.local}` : a[key], spec)).length) continue;
      let pairs = paired.slice(-4).map((a) => `torch ${a.version} \u2194 ${key} ${a[key]}`).join(", ");
      out.push({
        id: "companion-mismatch",
        severity: "error",
        message: `${show(comp)} cannot go with ${show(torch)} (${where(torch)}): each torch release is built with one ${key} release (${pairs}), and none of those satisfies ${comp.specifier || "this pin"}.`,
        hint: `Pin ${key} to the release paired with your torch${paired.length === 1 ? ` (${key}==${paired[0][key]})` : ""}, or move both together.`,
        source: paired[paired.length - 1].release.source,
        location: comp.location
      });
    }
  }
  return out;
}
function checkRequiresPython(set, pins, catalog) {
  let rp = set.requiresPython;
  if (!rp) return [];
  let universe = knownPythons(catalog), out = [];
  for (let pin of pins.filter((p) => isTorch(p.package) && p.origin !== "conda")) {
    let releases = admittedReleases(catalog, pin.specifier.replace(/\+.*$/, ""));
    if (releases.length === 0) continue;
    let supported = unionPythons(releases), missing = universe.filter((py) => admitsPython(rp.specifier, py) && !supported.includes(py));
    if (missing.length === 0) continue;
    let low = supported[0], older = missing.filter((py) => Number(py.split(".")[1]) < Number(low.split(".")[1]));
    out.push({
      id: "python-unsupported",
      severity: older.length ? "warning" : "notice",
      message: `requires-python ${rp.specifier} (${rp.location.file}:${rp.location.line}) admits Python ${missing.join(", ")}, but ${show(pin)} has no wheels for ${missing.length > 1 ? "them" : "it"} (it supports ${supported[0]}\u2013${supported[supported.length - 1]}): installing there fails with "No matching distribution found", and uv/Poetry cannot lock for those Pythons.`,
      hint: `Narrow requires-python to ${supported[0]}\u2013${supported[supported.length - 1]}, or widen the torch pin to releases that support ${missing.join(", ")}.`,
      source: releases[releases.length - 1].python.source,
      location: pin.location
    });
  }
  return out;
}
function checkIndexes(set) {
  let out = [];
  for (let ix of set.indexes) {
    if (ix.url.includes("${")) {
      out.push({
        id: "index-url-unknown",
        severity: "notice",
        message: `${ix.url} depends on an environment variable; which variant it serves is only known when the variable is set.`,
        hint: "Set the variable when running the check (or pass --index-url) so the variant can be checked.",
        source: PIP_FINDING,
        location: ix.location
      });
      continue;
    }
    let r;
    try {
      r = parseIndexUrl(ix.url);
    } catch {
      continue;
    }
    r.kind === "unknown" && /pytorch|torch/i.test(ix.url) && out.push({
      id: "index-url-unknown",
      severity: "notice",
      message: `${ix.url} is not a download.pytorch.org index the catalog knows, so the variants it serves cannot be checked.`,
      hint: "Use an index such as https://download.pytorch.org/whl/cu128, or a mirror that keeps its /whl/<variant>/ layout.",
      source: PIP_FINDING,
      location: ix.location
    });
  }
  return out;
}
function checkNotes(pins) {
  return pins.flatMap(
    (p) => (p.notes ?? []).map((n) => ({
      id: "variant-mismatch",
      severity: "notice",
      message: `${show(p)}: ${n}.`,
      hint: "Make the pin explicit in the file, or give the value when running the check.",
      source: PIP_FINDING,
      location: p.location
    }))
  );
}
function checkSourceBuild(pins) {
  return pins.filter((p) => isTorch(p.package) && p.url && !p.wheel).map((p) => ({
    id: "variant-mismatch",
    severity: "warning",
    message: `${p.package} comes from ${p.url}, a source tree, not a released wheel: pip builds it, which takes hours for torch, and the catalog's facts about released wheels do not apply to it.`,
    hint: "Pin a released torch (torch==X.Y.Z, with the index of the build you need) unless building from source is the point of this job.",
    source: "https://pip.pypa.io/en/stable/topics/vcs-support/",
    location: p.location
  }));
}
function checkConflicts(pins, catalog) {
  let byFile = /* @__PURE__ */ new Map();
  for (let p of pins.filter((x) => x.package === "torch" && x.specifier && !x.url)) {
    let list3 = byFile.get(p.location.file) ?? [];
    list3.push(p), byFile.set(p.location.file, list3);
  }
  let out = [], versions = catalog.releases.flatMap((r) => r.patches.map((x) => x.version));
  for (let list3 of byFile.values()) {
    if (list3.length < 2) continue;
    let specs = list3.map((p) => ({ p, s: specOf(p.specifier.replace(/\+[A-Za-z0-9.]+/g, "")) }));
    if (specs.some((x) => !x.s) || versions.some((v) => specs.every((x) => satisfies(v, x.s)))) continue;
    let [first, second] = [list3[0], list3[1]];
    out.push({
      id: "no-release",
      severity: "error",
      message: `${show(first)} (${where(first)}) and ${show(second)} (${where(second)}) cannot both hold: pip stops with "Cannot install ${first.package}${first.specifier} and ${second.package}${second.specifier}".`,
      hint: "Keep one torch pin per file, or give them markers that select one per runner.",
      source: "https://pip.pypa.io/en/stable/topics/dependency-resolution/",
      location: second.location
    });
  }
  return out;
}
function checkPins(set, env, catalog, evaluated) {
  let { pins } = applicablePins(set, env);
  return [
    ...checkConflicts(pins, catalog),
    ...checkSourceBuild(pins),
    ...pins.flatMap((p) => p === evaluated ? [] : checkLocal(p, catalog)),
    ...pins.flatMap((p) => checkWheel(p, env)),
    ...pins.flatMap((p) => checkExtraIndex(p, env, catalog)),
    ...checkCompanions(pins, catalog),
    ...checkRequiresPython(set, pins, catalog),
    ...checkIndexes(set),
    ...checkNotes(pins)
  ];
}

// src/pins/upgrade.ts
var range = (xs) => xs.length === 0 ? "\u2014" : xs.length === 1 ? xs[0] : `${xs[0]}\u2013${xs[xs.length - 1]}`, list2 = (xs) => xs.length ? xs.join(", ") : "\u2014", newest = (rs) => rs[rs.length - 1], strip = (spec) => spec.replace(/\+[^,]*/, "");
function upgradeTable(before, after, catalog) {
  let b = admittedReleases(catalog, strip(before)), a = admittedReleases(catalog, strip(after)), pair = (spec, key) => admittedPatches(catalog, strip(spec)).filter((p) => p[key]).pop()?.[key] ?? "\u2014", pypi = (r) => r?.pypi.find((d) => d.platform === "linux-x64")?.variant ?? "\u2014";
  return [
    { aspect: "torch", before: before || "any", after: after || "any" },
    { aspect: "Releases", before: range(b.map((r) => r.torch)), after: range(a.map((r) => r.torch)) },
    { aspect: "Python", before: range(unionPythons(b)), after: range(unionPythons(a)) },
    { aspect: "Platforms", before: list2(unionPlatforms(b).map(platformLabel)), after: list2(unionPlatforms(a).map(platformLabel)) },
    { aspect: "Index variants", before: list2(unionVariants(b)), after: list2(unionVariants(a)) },
    { aspect: "PyPI build (Linux x86_64)", before: pypi(newest(b)), after: pypi(newest(a)) },
    { aspect: "torchvision", before: pair(before, "torchvision"), after: pair(after, "torchvision") },
    { aspect: "torchaudio", before: pair(before, "torchaudio"), after: pair(after, "torchaudio") }
  ];
}
function counterpart(head, base) {
  let same = base.filter((b) => b.package === head.package);
  return same.find((b) => b.location.file === head.location.file && (b.marker ?? "") === (head.marker ?? "")) ?? same.find((b) => b.location.file === head.location.file) ?? (same.length === 1 ? same[0] : void 0);
}
function upgradeNotes(base, head, catalog) {
  let findings = [], table = [];
  for (let pin of head.pins.filter((p) => isTorch(p.package))) {
    let old = counterpart(pin, base.pins);
    if (!old || strip(old.specifier) === strip(pin.specifier)) continue;
    let before = admittedReleases(catalog, strip(old.specifier)), after = admittedReleases(catalog, strip(pin.specifier));
    if (before.length === 0 && after.length === 0) continue;
    let pyB = unionPythons(before), pyA = unionPythons(after), droppedPy = pyB.filter((p) => !pyA.includes(p)), addedPy = pyA.filter((p) => !pyB.includes(p)), plB = unionPlatforms(before), plA = unionPlatforms(after), droppedPl = plB.filter((p) => !plA.includes(p)), droppedVar = unionVariants(before).filter((v) => !unionVariants(after).includes(v)), addedVar = unionVariants(after).filter((v) => !unionVariants(before).includes(v)), oldTop = newest(before)?.torch, newTop = newest(after)?.torch, up = oldTop && newTop ? compareVersions(newTop, oldTop) >= 0 : !0, [lo, hi] = up ? [oldTop, newTop] : [newTop, oldTop], crossed = catalog.releases.filter((r) => (!lo || compareVersions(r.torch, lo) > 0) && (!hi || compareVersions(r.torch, hi) <= 0)).sort((x, y) => compareVersions(x.torch, y.torch)), rp = head.requiresPython ?? base.requiresPython, stillAdmitted = droppedPy.filter((p) => !rp || admitsPython(rp.specifier, p)), parts = [`torch pin changes from ${old.specifier || "any"} to ${pin.specifier || "any"}${oldTop && newTop ? ` (${oldTop} \u2192 ${newTop})` : ""}.`];
    droppedPy.length && parts.push(`Pythons dropped: ${droppedPy.join(", ")}${stillAdmitted.length && rp ? ` (requires-python ${rp.specifier} still admits ${stillAdmitted.join(", ")})` : ""}.`), addedPy.length && parts.push(`Pythons added: ${addedPy.join(", ")}.`), droppedPl.length && parts.push(`Platforms dropped: ${droppedPl.map(platformLabel).join(", ")}.`), droppedVar.length && parts.push(`Index variants dropped: ${droppedVar.join(", ")}.`), addedVar.length && parts.push(`Index variants added: ${addedVar.join(", ")}.`);
    let notes = crossed.flatMap((r) => (r.notes ?? []).map((n) => `${r.torch}: ${n.text} (${n.source})`));
    notes.length && parts.push(`${up ? "Release notes" : "Downgrade: these changes are undone"}: ${notes.join(" \xB7 ")}`), findings.push({
      id: "upgrade-note",
      severity: stillAdmitted.length || droppedPl.length ? "warning" : "notice",
      message: parts.join(" "),
      hint: stillAdmitted.length ? `Raise requires-python past ${stillAdmitted[stillAdmitted.length - 1]} or drop those Pythons from the CI matrix.` : droppedPl.length ? "Drop the removed platforms from the CI matrix, or keep the old torch there with a marker." : "Review the release notes for behaviour changes.",
      source: newest(after)?.source ?? newest(before)?.source ?? "rules/releases",
      location: pin.location
    }), table.length === 0 && (table = upgradeTable(old.specifier, pin.specifier, catalog));
  }
  return { findings, table };
}

// src/pins/index.ts
function readPins(files, options = {}) {
  return readPinsWith(files, options);
}

export {
  discoverPinFiles,
  pinsToJson,
  checkPins,
  upgradeNotes,
  readPins
};
