import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  admitsPython,
  admittedPatches,
  admittedReleases,
  unionPlatforms,
  unionPythons,
  unionVariants
} from "./chunk-E6VXZSEH.js";
import {
  readPinsWith
} from "./chunk-AFTYGPLD.js";
import {
  isTorch
} from "./chunk-LBCQ4E6K.js";
import {
  platformLabel
} from "./chunk-UWYAJXL7.js";
import {
  compareVersions
} from "./chunk-SQQY5DC2.js";

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
  upgradeNotes,
  readPins
};
