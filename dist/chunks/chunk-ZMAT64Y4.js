import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  allCandidates,
  comparePythonMinor
} from "./chunk-GZBVQOA4.js";
import {
  markerEnv
} from "./chunk-RLR74H6T.js";
import {
  tokenize
} from "./chunk-ICANPNIH.js";
import {
  finding
} from "./chunk-63HE5J76.js";
import {
  Locator
} from "./chunk-APSDZZLC.js";
import {
  FILE_CAPS,
  UnreadableFile,
  decodeUserText
} from "./chunk-PTXBOCHT.js";
import {
  platformKey,
  platformLabel
} from "./chunk-PAWL2RH4.js";
import {
  TomlError,
  parse
} from "./chunk-N7ECCAM6.js";
import {
  andMarkers,
  at,
  commentStart,
  emptyResult,
  isRecord,
  locateKeyInTable,
  locateString,
  noAlternatives,
  normalizeSpecifier,
  parseRequirement,
  pinFrom,
  poetryToPep440,
  readPixi,
  requirementName,
  requirementsTxt,
  tomlLayout
} from "./chunk-YJ6TB2YG.js";
import {
  evaluateMarker,
  markerVariables,
  parseMarker,
  shortMarker,
  unknownVariables
} from "./chunk-GQSPVH2B.js";
import {
  groupBy
} from "./chunk-4SQAOR53.js";
import {
  noteUrlSecrets
} from "./chunk-RCCPN63V.js";
import {
  compareVersions,
  parseSpecifier,
  satisfies
} from "./chunk-MKZFFGSF.js";
import {
  bringsTorch,
  isTorch,
  normalizeName,
  pipFamily
} from "./chunk-PPAX2C5I.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/pins/applicable.ts
function applicablePins(set, env, selected = []) {
  let base = markerEnv(env), pins = [], undecided = [];
  for (let pin of set.pins) {
    if (!pin.marker) {
      pins.push(pin);
      continue;
    }
    let vars = {
      ...base,
      extra: pin.group && pin.alternative === "extra" ? [...selected, pin.group] : [...selected]
    }, tree;
    try {
      tree = parseMarker(pin.marker);
    } catch {
      pins.push(pin), undecided.push({ pin, reason: "its marker could not be read" });
      continue;
    }
    let result = evaluateMarker(tree, vars);
    if (result === !0) pins.push(pin);
    else if (result === void 0) {
      pins.push(pin);
      let foreign = unknownVariables(tree), unknown2 = markerVariables(tree).filter(
        (v) => v !== "extra" && (vars[v] === void 0 || Array.isArray(vars[v]))
      ), why = foreign.length ? `${foreign.join(", ")} ${foreign.length > 1 ? "are not PEP 508 marker variables" : "is not a PEP 508 marker variable"}` : unknown2.some((v) => v.startsWith("python") || v.startsWith("implementation")) ? "the Python version is not known yet (give --python or run after setup-python)" : `${[...new Set(unknown2)].join(", ") || "a variable"} is not known here`;
      undecided.push({ pin, reason: `marker "${shortMarker(pin.marker)}" cannot be decided: ${why}; the pin is kept` });
    }
  }
  return { ...set, pins, undecided };
}

// src/pins/json.ts
function pinsToJson(set) {
  let out = [], byPlace = /* @__PURE__ */ new Map();
  for (let p of set.pins) {
    let entry = {
      package: p.package,
      specifier: p.specifier,
      ...p.marker ? { marker: p.marker } : {},
      ...p.indexUrl ? { indexUrl: p.indexUrl } : {},
      location: {
        file: p.location.file,
        line: p.location.line,
        ...p.location.column ? { column: p.location.column } : {}
      }
    }, only = onlyWith(p), key = JSON.stringify(entry), seen = byPlace.get(key);
    if (seen && only && seen.onlyWith) {
      seen.onlyWith.push(only);
      continue;
    }
    let json = only ? { ...entry, onlyWith: [only] } : entry;
    out.push(json), only && byPlace.set(key, json);
  }
  return { schemaVersion: 1, pins: out };
}
function onlyWith(p) {
  return p.alternative && p.group !== void 0 ? `${p.alternative} ${p.group}` : void 0;
}

// src/catalog/admitted.ts
function specOf(specifier) {
  try {
    return parseSpecifier(specifier);
  } catch {
    return;
  }
}
function admittedPatches(catalog, specifier) {
  let spec = specOf(specifier);
  return spec ? allCandidates(catalog).filter(({ patch: p }) => satisfies(spec.local ? `${p.version}+${spec.local}` : p.version, spec)).map(({ release, patch: p }) => ({
    release,
    patch: p,
    version: p.version,
    ...p.torchvision ? { torchvision: p.torchvision } : {},
    ...p.torchaudio ? { torchaudio: p.torchaudio } : {}
  })).reverse() : [];
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
function newestPythonMinor(catalog) {
  return Math.max(
    ...catalog.releases.flatMap((r) => [r.python.max, ...(r.python.extra ?? []).map((e) => e.version.replace(/t$/, ""))]).map((v) => Number(v.split(".")[1])),
    0
  );
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

// src/pins/upgrade.ts
var range = (xs) => xs.length === 0 ? "\u2014" : xs.length === 1 ? xs[0] : `${xs[0]}\u2013${xs[xs.length - 1]}`, list = (xs) => xs.length ? xs.join(", ") : "\u2014", newest = (rs) => rs[rs.length - 1], strip = (spec) => spec.replace(/\+[^,]*/, "");
function upgradeTable(before, after, catalog) {
  let b = admittedReleases(catalog, strip(before)), a = admittedReleases(catalog, strip(after)), pair = (spec, key) => admittedPatches(catalog, strip(spec)).filter((p) => p[key]).pop()?.[key] ?? "\u2014", pypi = (r) => r?.pypi.find((d) => d.platform === "linux-x64")?.variant ?? "\u2014";
  return [
    { aspect: "torch", before: before || "any", after: after || "any" },
    { aspect: "Releases", before: range(b.map((r) => r.torch)), after: range(a.map((r) => r.torch)) },
    { aspect: "Python", before: range(unionPythons(b)), after: range(unionPythons(a)) },
    {
      aspect: "Platforms",
      before: list(unionPlatforms(b).map(platformLabel)),
      after: list(unionPlatforms(a).map(platformLabel))
    },
    { aspect: "Index variants", before: list(unionVariants(b)), after: list(unionVariants(a)) },
    { aspect: "PyPI build (Linux x86_64)", before: pypi(newest(b)), after: pypi(newest(a)) },
    { aspect: "torchvision", before: pair(before, "torchvision"), after: pair(after, "torchvision") },
    { aspect: "torchaudio", before: pair(before, "torchaudio"), after: pair(after, "torchaudio") }
  ];
}
var NO_USE = { pythons: [], runners: [], variants: [] };
function counterpart(head, base) {
  let same = base.filter((b) => b.package === head.package);
  return same.find((b) => b.location.file === head.location.file && (b.marker ?? "") === (head.marker ?? "")) ?? same.find((b) => b.location.file === head.location.file) ?? (same.length === 1 ? same[0] : void 0);
}
function torchChanges(base, head) {
  let out = [];
  for (let pin of head.pins.filter((p) => isTorch(p.package))) {
    let old = counterpart(pin, base.pins);
    old && strip(old.specifier) !== strip(pin.specifier) && out.push({ pin, old });
  }
  return out;
}
var where = (u) => `${u.job ? `job ${u.job}, ` : ""}${u.file}:${u.line}`;
function usedAt(value, uses) {
  let at2 = uses.filter((u) => u.value === value);
  return `${value} (${where(at2[0])}${at2.length > 1 ? `, +${at2.length - 1} more` : ""})`;
}
var platformOfRunner = (label, catalog) => {
  let r = catalog.runners.find((x) => x.label.toLowerCase() === label.toLowerCase());
  return r ? platformKey(r.os, r.arch) : void 0;
};
function upgradeNotes(base, head, catalog, use = NO_USE) {
  let findings = [], table = [], changes = [], notes = [], breaks = [];
  for (let { pin, old } of torchChanges(base, head)) {
    let before = admittedReleases(catalog, strip(old.specifier)), after = admittedReleases(catalog, strip(pin.specifier));
    if (before.length === 0 && after.length === 0 || (changes.push({
      package: pin.package,
      before: old.specifier || "any",
      after: pin.specifier || "any",
      file: pin.location.file,
      line: pin.location.line
    }), !(pin.package === "torch" || pin.package === "pytorch"))) continue;
    let pyA = unionPythons(after), droppedPy = unionPythons(before).filter((p) => !pyA.includes(p)), plA = unionPlatforms(after), droppedPl = unionPlatforms(before).filter((p) => !plA.includes(p)), varA = unionVariants(after), droppedVar = unionVariants(before).filter((v) => !varA.includes(v)), oldTop = newest(before)?.torch, newTop = newest(after)?.torch, up = oldTop && newTop ? compareVersions(newTop, oldTop) >= 0 : !0, [lo, hi] = up ? [oldTop, newTop] : [newTop, oldTop], crossed = catalog.releases.filter((r) => (!lo || compareVersions(r.torch, lo) > 0) && (!hi || compareVersions(r.torch, hi) <= 0)).sort((x, y) => compareVersions(x.torch, y.torch));
    notes.length === 0 && notes.push(
      ...crossed.flatMap(
        (r) => (r.notes ?? []).map((n) => ({
          release: r.torch,
          kind: n.kind,
          text: n.text,
          source: n.source,
          ...up ? {} : { undone: !0 }
        }))
      )
    );
    let rp = head.requiresPython ?? base.requiresPython, pyHere = droppedPy.filter((p) => use.pythons.some((u) => u.value === p)), pyAdmitted = droppedPy.filter((p) => !pyHere.includes(p) && rp && admitsPython(rp.specifier, p)), runnersHere = use.runners.filter((u) => {
      let pl = platformOfRunner(u.value, catalog);
      return pl !== void 0 && droppedPl.includes(pl);
    }), varHere = droppedVar.filter((v) => use.variants.some((u) => u.value === v)), lost = [];
    pyHere.length && lost.push(`Python ${pyHere.map((p) => usedAt(p, use.pythons)).join(", ")}`), pyAdmitted.length && lost.push(
      `Python ${pyAdmitted.join(", ")} (still admitted by requires-python ${rp.specifier}, ${rp.location.file}:${rp.location.line})`
    );
    let labels = [...new Set(runnersHere.map((u) => u.value))];
    labels.length && lost.push(`runner ${labels.map((l) => usedAt(l, runnersHere)).join(", ")}`), varHere.length && lost.push(`index variant ${varHere.map((v) => usedAt(v, use.variants)).join(", ")}`);
    for (let p of pyHere) breaks.push({ what: `Python ${p}`, use: use.pythons.find((u) => u.value === p) });
    for (let l of labels) breaks.push({ what: `runner ${l}`, use: runnersHere.find((u) => u.value === l) });
    for (let v of varHere) breaks.push({ what: `index variant ${v}`, use: use.variants.find((u) => u.value === v) });
    pyAdmitted.length && rp && breaks.push({
      what: `Python ${pyAdmitted.join(", ")} (requires-python ${rp.specifier})`,
      use: { value: rp.specifier, file: rp.location.file, line: rp.location.line }
    });
    let move = `torch ${old.specifier || "any"} \u2192 ${pin.specifier || "any"}${oldTop && newTop && oldTop !== newTop ? ` (${oldTop} \u2192 ${newTop})` : ""}`, message = lost.length ? `${move} drops ${lost.join("; ")}.` : `${move} drops no Python, runner or index variant this repository uses.`;
    findings.push(
      finding({
        id: "upgrade-note",
        severity: lost.length ? "warning" : "notice",
        message,
        hint: pyHere.length || pyAdmitted.length ? "Drop those Pythons from the CI matrix (and raise requires-python), or keep the old torch for them with a marker." : labels.length ? "Drop those runners from the CI matrix, or keep the old torch there with a marker." : varHere.length ? "Move to an index variant the new release has." : "The release notes of the releases crossed are in the job summary.",
        source: newest(after)?.source ?? newest(before)?.source ?? "rules/releases",
        location: pin.location
      })
    ), table.length === 0 && (table = upgradeTable(old.specifier, pin.specifier, catalog));
  }
  return { findings, table, changes, notes, breaks };
}

// src/pins/targets.ts
var NO_SELECTION = { extras: [], groups: [], environments: [], all: !1 }, norm = (s) => s.toLowerCase().replace(/[-_.]+/g, "-");
function defaultGroups(alt) {
  return alt.defaultGroups ? alt.defaultGroups : "dev" in alt.groups ? ["dev"] : [];
}
function targetName(t, base) {
  let parts = [
    ...t.extras.map((e) => `extra ${e}`),
    ...t.groups.filter((g) => !base.includes(g)).map((g) => `group ${g}`),
    ...t.environment ? [`environment ${t.environment}`] : []
  ];
  return parts.length ? parts.join(" + ") : "default";
}
function find(declared, name) {
  return Object.keys(declared).find((k) => norm(k) === norm(name));
}
function unknown(kind, name, declared, where2) {
  let names = Object.keys(declared);
  throw where2 ? new InputError(
    `${kind} ${JSON.stringify(name)}: ${where2} declares no ${kind} of that name${names.length ? ` (it declares ${names.slice(0, 20).join(", ")}${names.length > 20 ? ", \u2026" : ""})` : ""}`
  ) : new InputError(`${kind} ${JSON.stringify(name)}: no pin file was read, so there is no ${kind} to select`);
}
function checkConflicts(alt, extras, groups) {
  for (let c of alt.conflicts) {
    let hit = c.items.filter((i) => (i.kind === "extra" ? extras : groups).some((n) => norm(n) === norm(i.name)));
    if (hit.length > 1) {
      let at2 = c.location;
      throw new InputError(
        `${hit.map((i) => `${i.kind} ${i.name}`).join(" and ")} conflict (${at2.file}:${at2.line}, [tool.uv] conflicts): uv never installs them together; select one at a time, or judge each on its own (--all-extras, input all-extras)`
      );
    }
  }
}
var torchFamily = (p) => bringsTorch(p.package);
function installTargets(set, sel) {
  let alt = set?.alternatives ?? { extras: {}, groups: {}, environments: {}, conflicts: [] }, where2 = set?.files.length ? set.files.join(", ") : void 0, base = defaultGroups(alt), make = (extras2, groups2, environment) => {
    let env = alt.environments[environment ?? "default"], t = {
      extras: extras2,
      groups: [.../* @__PURE__ */ new Set([...base, ...groups2])],
      ...environment ? { environment } : {},
      features: env?.features ?? [],
      defaultFeature: env?.defaultFeature ?? !0
    };
    return { name: targetName(t, base), ...t };
  }, extras = sel.extras.map((e) => find(alt.extras, e) ?? unknown("extra", e, alt.extras, where2)), groups = sel.groups.map((g) => find(alt.groups, g) ?? unknown("dependency group", g, alt.groups, where2)), envs = sel.environments.map(
    (e) => e === "default" ? "default" : find(alt.environments, e) ?? unknown("pixi environment", e, alt.environments, where2)
  );
  if (envs.length > 1 && !sel.all)
    throw new InputError(
      "pixi environment: pixi installs one environment at a time; name one, or judge each on its own (--all-extras, input all-extras)"
    );
  if (!sel.all) {
    checkConflicts(alt, extras, groups);
    let environment = envs[0] === "default" ? void 0 : envs[0];
    return [make(extras, groups, environment)];
  }
  let withTorch = (kind, name) => set?.pins.some((p) => torchFamily(p) && p.alternative === kind && p.group === name) ?? !1, envWithTorch = (name) => alt.environments[name].features.some((f) => withTorch("feature", f)), out = [make([], [])];
  for (let e of Object.keys(alt.extras)) withTorch("extra", e) && out.push(make([e], []));
  for (let g of Object.keys(alt.groups)) !base.includes(g) && withTorch("group", g) && out.push(make([], [g]));
  for (let e of Object.keys(alt.environments)) e !== "default" && envWithTorch(e) && out.push(make([], [], e));
  return out;
}
function inTarget(p, t) {
  return !p.alternative || p.group === void 0 ? !0 : p.alternative === "extra" ? t.extras.some((e) => norm(e) === norm(p.group)) : p.alternative === "group" ? t.groups.some((g) => norm(g) === norm(p.group)) : t.features.includes(p.group);
}
function pinsOfTarget(set, t) {
  return { ...set, pins: set.pins.filter((p) => inTarget(p, t)) };
}
function lockScope(set, t) {
  let conflicting = new Set(
    (set.alternatives?.conflicts ?? []).flatMap((c) => c.items.map((i) => `${i.kind}:${norm(i.name)}`))
  ), shared = (p) => (p.alternative === "extra" || p.alternative === "group") && !conflicting.has(`${p.alternative}:${norm(p.group ?? "")}`);
  return { ...set, pins: set.pins.filter((p) => inTarget(p, t) || shared(p)) };
}
function selectedForMarkers(t) {
  return [...t.extras, ...t.groups.map((g) => `group:${g}`)];
}
function torchOnlyElsewhere(set, t) {
  let torch = set?.pins.filter(torchFamily) ?? [];
  return torch.length > 0 && !torch.some((p) => inTarget(p, t));
}
function unjudged(set, targets) {
  if (!set?.alternatives) return [];
  let alt = set.alternatives, covered = (p) => targets.some((t) => inTarget(p, t)), out = /* @__PURE__ */ new Map();
  for (let p of set.pins) {
    if (!torchFamily(p) || !p.alternative || p.group === void 0 || covered(p)) continue;
    let kind = p.alternative === "feature" ? "pixi feature" : p.alternative === "group" ? "dependency group" : "extra", location = (p.alternative === "extra" ? alt.extras[p.group] : p.alternative === "group" ? alt.groups[p.group] : void 0) ?? p.location;
    out.set(`${kind} ${p.group}`, { kind, name: p.group, location });
  }
  return [...out.values()];
}

// src/pins/read.ts
import path2 from "node:path";

// src/pins/formats.ts
import path from "node:path";

// src/pins/conda-format.ts
var readCondaEnv = async (text, file) => (await import("./conda-PAPXNLWP.js")).readCondaEnv(text, file), condaEnvironment = {
  name: "environment.yml",
  fileNames: ["environment.yml"],
  takes: (base) => base.endsWith(".yml") || base.endsWith(".yaml"),
  discover: { top: /^environment\.ya?ml$/ },
  origins: ["conda", "requirements"],
  read: { file: readCondaEnv }
};

// src/pins/pyproject.ts
function parseToml(text, file) {
  try {
    return parse(text);
  } catch (e) {
    if (e instanceof TomlError) {
      let first = e.message.split(`
`)[0].replace(/^Invalid TOML document:\s*/, "");
      throw new InputError(`${file}:${e.line}:${e.column}: not valid TOML: ${first}`);
    }
    throw new InputError(`${file}: not valid TOML: ${e instanceof Error ? e.message.split(`
`)[0] : String(e)}`);
  }
}
var strings = (v) => Array.isArray(v) ? v.filter((s) => typeof s == "string") : [];
function readList(ctx, list2, path4, key, origin, group) {
  let alternative = origin === "pep621" ? "extra" : origin === "pep735" ? "group" : void 0;
  if (group !== void 0 && alternative) {
    let where2 = { file: ctx.file, ...locateKeyInTable(ctx.layout, path4, key) };
    (alternative === "extra" ? ctx.out.alternatives.extras : ctx.out.alternatives.groups)[group] = where2;
  }
  for (let text of strings(list2)) {
    let lit = locateString(ctx.layout, path4, text, ctx.used, key), line = lit?.line ?? locateKeyInTable(ctx.layout, path4, key).line, col = lit?.column ?? 1, req = at(ctx.file, line, col, () => parseRequirement(text));
    req && ctx.out.pins.push(
      pinFrom(
        req,
        origin,
        { file: ctx.file, line, column: col + req.nameOffset },
        group ? { group, ...alternative ? { alternative } : {} } : {}
      )
    );
  }
}
function readProject(ctx, project) {
  let rp = project["requires-python"];
  if (typeof rp == "string") {
    let loc = locateKeyInTable(ctx.layout, ["project"], "requires-python"), spec = at(ctx.file, loc.line, loc.column, () => normalizeSpecifier(rp, "requires-python"));
    ctx.out.requiresPython = { specifier: spec.specifier, location: { file: ctx.file, ...loc } };
  }
  readList(ctx, project.dependencies, ["project"], "dependencies", "pep621");
  let optional = project["optional-dependencies"];
  if (isRecord(optional))
    for (let [group, list2] of Object.entries(optional))
      readList(ctx, list2, ["project", "optional-dependencies"], group, "pep621", group);
}
function readGroups(ctx, groups) {
  if (isRecord(groups))
    for (let [group, list2] of Object.entries(groups))
      readList(ctx, list2, ["dependency-groups"], group, "pep735", group);
}
function pythonMarker(constraint) {
  let { pep440 } = poetryToPep440(constraint);
  return pep440.split(",").filter(Boolean).map((c) => {
    let m = /^(===|==|!=|<=|>=|~=|<|>)(.+)$/.exec(c);
    return `python_full_version ${m[1]} "${m[2]}"`;
  }).join(" and ");
}
var POETRY_PLATFORM = { linux: "linux", darwin: "darwin", win32: "win32", windows: "win32" };
function readPoetry(ctx, poetry) {
  let sources = /* @__PURE__ */ new Map();
  Array.isArray(poetry.source) && poetry.source.forEach((s, i) => {
    if (!isRecord(s) || typeof s.name != "string") return;
    let loc = locateKeyInTable(ctx.layout, ["tool", "poetry", "source"], "url", i);
    typeof s.url == "string" && (sources.set(s.name.toLowerCase(), s.url), ctx.out.indexes.push({
      url: s.url,
      role: "poetry-source",
      name: s.name,
      explicit: s.priority === "explicit",
      location: { file: ctx.file, ...loc }
    }));
  });
  let tables = [
    [["tool", "poetry", "dependencies"], poetry.dependencies],
    [["tool", "poetry", "dev-dependencies"], poetry["dev-dependencies"]]
  ];
  if (isRecord(poetry.group))
    for (let [g, body] of Object.entries(poetry.group))
      isRecord(body) && tables.push([["tool", "poetry", "group", g, "dependencies"], body.dependencies]);
  let pep621 = groupBy(
    ctx.out.pins.filter((p) => p.origin === "pep621"),
    (p) => p.package
  ), pickedSource = /* @__PURE__ */ new Map();
  for (let [path4, deps] of tables) {
    if (!isRecord(deps)) continue;
    let group = path4[2] === "group" ? path4[3] : path4[2] === "dev-dependencies" ? "dev" : void 0;
    for (let [name, value] of Object.entries(deps)) {
      let loc = locateKeyInTable(ctx.layout, path4, name);
      if (name === "python" && typeof value == "string") {
        ctx.out.requiresPython || (ctx.out.requiresPython = {
          specifier: at(ctx.file, loc.line, loc.column, () => poetryToPep440(value).pep440),
          location: { file: ctx.file, ...loc }
        });
        continue;
      }
      let pkg = pipFamily(name);
      if (!pkg) continue;
      let constraints = Array.isArray(value) ? value : [value];
      constraints.forEach((c, i) => {
        let t = isRecord(c) ? c : { version: c }, where2 = at(ctx.file, loc.line, loc.column, () => {
          let v = typeof t.version == "string" ? t.version : void 0, lit = constraints.length > 1 && v ? locateString(ctx.layout, path4, v, ctx.used, name) : void 0;
          return lit ? { line: lit.line, column: lit.column } : loc;
        }), source = typeof t.source == "string" ? t.source : void 0, sourceUrl = source && source.toLowerCase() !== "pypi" ? sources.get(source.toLowerCase()) : void 0;
        if (t.version === void 0 && t.url === void 0 && source && i === 0 && constraints.length === 1 && pep621.has(pkg)) {
          sourceUrl && pickedSource.set(pkg, sourceUrl);
          return;
        }
        let pin = at(ctx.file, where2.line, where2.column, () => {
          let conv = typeof t.version == "string" ? poetryToPep440(t.version) : { pep440: "" }, markers = [];
          typeof t.markers == "string" && (parseMarker(t.markers), markers.push(t.markers)), typeof t.python == "string" && markers.push(pythonMarker(t.python)), typeof t.platform == "string" && markers.push(`sys_platform == "${POETRY_PLATFORM[t.platform.toLowerCase()] ?? t.platform}"`);
          let marker = markers.reduce((a, b) => andMarkers(a, b), void 0), notes = source && !sourceUrl && source.toLowerCase() !== "pypi" ? [`Poetry source ${JSON.stringify(source)} is not declared in [[tool.poetry.source]]`] : [], req = typeof t.url == "string" ? parseRequirement(`${name} @ ${t.url}`) : void 0;
          return {
            package: pkg,
            specifier: req?.specifier ?? conv.pep440,
            ...req?.local ?? conv.local ? { local: req?.local ?? conv.local } : {},
            ...marker ? { marker } : {},
            ...sourceUrl ? { indexUrl: sourceUrl } : {},
            ...req?.wheel ? { wheel: req.wheel } : {},
            ...Array.isArray(t.extras) ? { extras: strings(t.extras) } : {},
            origin: "poetry",
            ...group ? { group } : {},
            ...notes.length ? { notes } : {},
            location: { file: ctx.file, ...where2 }
          };
        });
        ctx.out.pins.push(pin);
      });
    }
  }
  for (let [pkg, url] of pickedSource) for (let p of pep621.get(pkg)) p.indexUrl = url;
}
function uvSources(list2) {
  let out = { all: [], byExtra: /* @__PURE__ */ new Map(), byGroup: /* @__PURE__ */ new Map() }, add = (m, k, e) => {
    let l = m.get(k);
    l ? l.push(e) : m.set(k, [e]);
  };
  return list2.forEach((s, i) => {
    s.extra === void 0 && s.group === void 0 ? out.all.push([i, s]) : s.group === void 0 ? add(out.byExtra, s.extra, [i, s]) : s.extra === void 0 && add(out.byGroup, s.group, [i, s]);
  }), out;
}
function sourcesFor(srcs, pin) {
  if (!srcs) return [];
  let byGroup = pin.origin === "pep621" ? srcs.byExtra : srcs.byGroup, own = pin.group === void 0 ? [] : byGroup.get(pin.group) ?? [], out = [], a = 0, b = 0;
  for (; a < srcs.all.length || b < own.length; ) {
    let takeAll = b >= own.length || a < srcs.all.length && srcs.all[a][0] < own[b][0];
    out.push(takeAll ? srcs.all[a++][1] : own[b++][1]);
  }
  return out;
}
function readUvAlternatives(ctx, uv) {
  let alt = ctx.out.alternatives;
  if (Array.isArray(uv["default-groups"]) && (alt.defaultGroups = strings(uv["default-groups"])), !Array.isArray(uv.conflicts)) return;
  let location = { file: ctx.file, ...locateKeyInTable(ctx.layout, ["tool", "uv"], "conflicts") };
  for (let set of uv.conflicts) {
    if (!Array.isArray(set)) continue;
    let items = set.filter(isRecord).flatMap(
      (i) => typeof i.extra == "string" ? [{ kind: "extra", name: i.extra }] : typeof i.group == "string" ? [{ kind: "group", name: i.group }] : []
    );
    items.length > 1 && alt.conflicts.push({ items, location });
  }
}
function readUv(ctx, uv) {
  readUvAlternatives(ctx, uv);
  let indexes = /* @__PURE__ */ new Map(), order = [];
  Array.isArray(uv.index) && uv.index.forEach((ix, i) => {
    if (!isRecord(ix) || typeof ix.url != "string") return;
    let entry = { url: ix.url, explicit: ix.explicit === !0, default: ix.default === !0 };
    typeof ix.name == "string" && indexes.set(ix.name, entry), order.push(entry);
    let decl = {
      url: ix.url,
      role: "uv-index",
      ...typeof ix.name == "string" ? { name: ix.name } : {},
      explicit: entry.explicit,
      location: { file: ctx.file, ...locateKeyInTable(ctx.layout, ["tool", "uv", "index"], "url", i) }
    };
    ctx.out.indexes.push(decl);
  });
  let implicit = order.find((i) => !i.explicit && !i.default) ?? order.find((i) => i.default), sources = isRecord(uv.sources) ? uv.sources : {}, byPackage = /* @__PURE__ */ new Map();
  for (let [name, value] of Object.entries(sources)) {
    let list2 = (Array.isArray(value) ? value : [value]).filter(isRecord);
    byPackage.set(normalizeName(name), uvSources(list2));
  }
  let result = [];
  for (let pin of ctx.out.pins) {
    if (pin.origin !== "pep621" && pin.origin !== "pep735") {
      result.push(pin);
      continue;
    }
    let list2 = sourcesFor(byPackage.get(pin.package), pin);
    if (list2.length === 0) {
      result.push(implicit && !pin.indexUrl ? { ...pin, indexUrl: implicit.url, origin: "uv" } : pin);
      continue;
    }
    for (let s of list2) {
      let marker = typeof s.marker == "string" ? at(
        ctx.file,
        pin.location.line,
        pin.location.column,
        () => (parseMarker(s.marker), s.marker)
      ) : void 0, named = typeof s.index == "string" ? s.index : void 0, ix = named ? indexes.get(named) : void 0, notes = named && !ix && named.toLowerCase() !== "pypi" ? [`uv index ${JSON.stringify(named)} is not declared in [[tool.uv.index]]`] : [], m = andMarkers(pin.marker, marker), split = { ...pin, origin: "uv", ...m ? { marker: m } : {} };
      if (ix ? split.indexUrl = ix.url : delete split.indexUrl, typeof s.url == "string") {
        let req = parseRequirement(`${pin.package} @ ${s.url}`);
        req?.wheel ? (split.wheel = req.wheel, split.specifier = req.specifier, req.local && (split.local = req.local)) : split.url = s.url;
      }
      notes.length && (split.notes = [...pin.notes ?? [], ...notes]), result.push(split);
    }
  }
  ctx.out.pins = result;
}
function readDynamic(ctx, setuptools) {
  let dynamic = setuptools.dynamic;
  if (!isRecord(dynamic)) return;
  let add = (spec, key) => {
    if (!isRecord(spec)) return;
    let files = typeof spec.file == "string" ? [spec.file] : strings(spec.file);
    for (let f of files) {
      let lit = locateString(ctx.layout, ["tool", "setuptools", "dynamic"], f, ctx.used, key);
      ctx.out.includes.push({ path: f, kind: "requirement", line: lit?.line ?? 1, column: lit?.column ?? 1 });
    }
  };
  if (add(dynamic.dependencies, "dependencies"), isRecord(dynamic["optional-dependencies"]))
    for (let v of Object.values(dynamic["optional-dependencies"])) add(v, "optional-dependencies");
}
function readPyproject(text, file) {
  let data = parseToml(text, file), ctx = { file, layout: tomlLayout(text), used: /* @__PURE__ */ new Set(), out: emptyResult() };
  isRecord(data.project) && readProject(ctx, data.project), readGroups(ctx, data["dependency-groups"]);
  let tool = isRecord(data.tool) ? data.tool : {};
  return isRecord(tool.poetry) && readPoetry(ctx, tool.poetry), isRecord(tool.uv) && readUv(ctx, tool.uv), isRecord(tool.setuptools) && readDynamic(ctx, tool.setuptools), isRecord(tool.pixi) && readPixi(tool.pixi, ["tool", "pixi"], file, ctx.layout, ctx.out), ctx.out;
}
function readPixiToml(text, file) {
  let data = parseToml(text, file), out = emptyResult();
  return readPixi(data, [], file, tomlLayout(text), out), out;
}
var pyprojectToml = {
  name: "pyproject.toml",
  fileNames: ["pyproject.toml"],
  takes: (base) => base.endsWith(".toml"),
  discover: { top: /^pyproject\.toml$/ },
  origins: ["pep621", "pep735", "poetry", "uv", "pixi", "conda"],
  ownsRequiresPython: !0,
  read: { file: readPyproject }
}, pixiToml = {
  name: "pixi.toml",
  fileNames: ["pixi.toml"],
  takes: (base) => base === "pixi.toml",
  discover: { top: /^pixi\.toml$/ },
  origins: ["pixi", "conda"],
  read: { file: readPixiToml }
};

// src/pins/setup-cfg.ts
var TERMINATOR = /[\n\r\u2028\u2029]/;
function keyValue(raw) {
  let eq = raw.indexOf("="), colon = raw.indexOf(":"), sep = eq < 0 ? colon : colon < 0 ? eq : Math.min(eq, colon);
  if (sep < 1) return;
  let value = raw.slice(sep + 1).trimStart();
  if (!TERMINATOR.test(value))
    return { key: raw.slice(0, sep).trim(), value };
}
function iniValues(text, file) {
  let out = [], section = "", current;
  return text.split(/\r?\n/).forEach((raw, i) => {
    let lineNo = i + 1;
    if (/^\s*[#;]/.test(raw) || raw.trim() === "") return;
    let header = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      section = header[1].trim(), current = void 0;
      return;
    }
    if (/^\s/.test(raw) && current) {
      let col = raw.length - raw.trimStart().length + 1;
      current.lines.push({ text: raw.trim(), line: lineNo, column: col });
      return;
    }
    let kv = keyValue(raw);
    if (!kv) throw new InputError(`${file}:${lineNo}:1: not valid setup.cfg: expected "key = value" or a [section]`);
    current = { section, key: kv.key, lines: [], keyLine: lineNo }, out.push(current);
    let value = kv.value;
    value.trim() !== "" && current.lines.push({ text: value.trim(), line: lineNo, column: raw.length - value.length + 1 });
  }), out;
}
function readSetupCfg(text, file) {
  let out = emptyResult();
  for (let v of iniValues(text, file)) {
    let requires = v.section === "options" && v.key === "install_requires" || v.section === "options.extras_require";
    if (v.section === "options" && v.key === "python_requires" && v.lines[0]) {
      let first = v.lines[0];
      out.requiresPython = {
        specifier: at(
          file,
          first.line,
          first.column,
          () => normalizeSpecifier(first.text, "python_requires").specifier
        ),
        location: { file, line: first.line, column: first.column }
      };
      continue;
    }
    if (!requires) continue;
    let group = v.section === "options.extras_require" ? v.key : void 0;
    group !== void 0 && v.lines[0] && (out.alternatives.extras[group] ??= { file, line: v.lines[0].line });
    for (let l of v.lines) {
      let comment = commentStart(l.text, !1), text2 = comment < 0 ? l.text : l.text.slice(0, comment), file_ = /^file:\s*(.+)$/.exec(text2);
      if (file_) {
        for (let f of file_[1].split(",").map((s) => s.trim()).filter(Boolean))
          out.includes.push({ path: f, kind: "requirement", line: l.line, column: l.column });
        continue;
      }
      let req = at(file, l.line, l.column, () => parseRequirement(text2));
      req && out.pins.push(
        pinFrom(
          req,
          "setup.cfg",
          { file, line: l.line, column: l.column + req.nameOffset },
          group ? { group, alternative: "extra" } : {}
        )
      );
    }
  }
  return out;
}
var setupCfg = {
  name: "setup.cfg",
  fileNames: ["setup.cfg"],
  takes: (base) => base === "setup.cfg",
  discover: { top: /^setup\.cfg$/ },
  origins: ["setup.cfg"],
  read: { file: readSetupCfg }
};

// src/pins/setup-py-extras.ts
var BUILTINS = /* @__PURE__ */ new Set(["list", "set", "tuple", "sorted", "dict", "str", "sum", "filter", "map"]), KEYWORDS = /* @__PURE__ */ new Set(["None", "True", "False", "and", "or", "not", "if", "else", "in", "is", "for", "lambda"]), FILE_LIKE = /[/\\]|\.(?:txt|in|cfg|toml|py|json|ya?ml)$/i, MUTATORS = /* @__PURE__ */ new Set(["insert", "add", "setdefault", "remove", "pop", "popitem", "clear", "discard"]), ASSIGN = /^(?:[-+*/%&|^@]|\/\/|\*\*|<<|>>)?=$/;
function statements(text) {
  let out = [], cur = [];
  for (let tok of tokenize(text)) {
    let src = text.slice(tok.start, tok.end), push = (t) => cur.push({ ...t, at: tok.start });
    switch (tok.type) {
      case "newline":
        cur.length && out.push(cur), cur = [];
        break;
      case "name":
        push({ t: "name", v: src });
        break;
      case "number":
        push({ t: "num", v: src });
        break;
      case "op":
      case "error":
        push({ t: "op", v: src });
        break;
      case "string": {
        let m = /^([A-Za-z]*)("""|'''|"|')/.exec(src), q = m?.[2] ?? '"';
        push({ t: "str", v: m && !/[fFtT]/.test(m[1]) ? src.slice(m[0].length, src.length - q.length) : "\0" });
        break;
      }
      default:
        break;
    }
  }
  return cur.length && out.push(cur), out;
}
function operand(toks, i) {
  let out = [], depth = 0;
  for (let j = i; j < toks.length; j++) {
    let t = toks[j];
    if (t.t === "op" && "([{".includes(t.v)) depth++;
    else if (t.t === "op" && ")]}".includes(t.v)) {
      if (depth === 0) break;
      depth--;
    } else if (t.t === "op" && t.v === "," && depth === 0) break;
    out.push(t);
  }
  return out;
}
var requiresTorch = (s) => {
  try {
    let r = parseRequirement(s);
    return r !== void 0 && bringsTorch(r.package);
  } catch {
    return !1;
  }
};
function requirementNamesOf(stmts) {
  let names = /* @__PURE__ */ new Set();
  for (let st of stmts)
    for (let k = 0; k < st.length; k++) {
      let t = st[k], before = st[k - 1];
      if (t.t !== "str" || st[k + 1]?.v === ":" || !before || !["[", ",", "("].includes(before.v)) continue;
      let beforeThat = st[k - 2];
      if (before.v === "[" && (beforeThat?.t === "name" || beforeThat?.v === ")" || beforeThat?.v === "]")) continue;
      let r = requirementName(t.v);
      r && /^\s*(?:$|\[|[<>=!~;@])/.test(r.rest) && names.add(r.name.toLowerCase());
    }
  return names;
}
function bracketed(toks, open) {
  let depth = 0;
  for (let j = open; j < toks.length; j++) {
    let t = toks[j];
    if (t.t === "op") {
      if (t.v === "(" || t.v === "[" || t.v === "{") depth++;
      else if ((t.v === ")" || t.v === "]" || t.v === "}") && --depth === 0) return toks.slice(open + 1, j);
    }
  }
  return toks.slice(open + 1);
}
var empty = () => ({ strings: /* @__PURE__ */ new Set(), names: /* @__PURE__ */ new Set(), torch: !1, undecided: !1 }), undecidedReach = () => ({ ...empty(), undecided: !0 });
function join(into, r) {
  for (let s of r.strings) into.strings.add(s);
  for (let n of r.names) into.names.add(n);
  into.torch ||= r.torch, into.undecided ||= r.undecided;
}
function dictEntries(toks) {
  let entries = [];
  if (toks[0]?.v !== "{") return { entries, complete: !1 };
  for (let k = 1; k < toks.length; ) {
    if (toks[k].v === "}") return { entries, complete: !0 };
    let key = toks[k];
    if (key.t !== "str" || toks[k + 1]?.v !== ":") break;
    let value = operand(toks, k + 2);
    if (entries.push([key, value]), k += 2 + value.length, toks[k]?.v === "}") return { entries, complete: !0 };
    if (toks[k]?.v !== ",") break;
    k++;
  }
  return { entries, complete: !1 };
}
function assignments(stmts) {
  let assigned = /* @__PURE__ */ new Map(), keyed = /* @__PURE__ */ new Map(), mutated = /* @__PURE__ */ new Set(), setupArgs;
  for (let s of stmts) {
    let [a, b, c, d, e] = s;
    if (a?.t === "name" && b?.t === "op" && (b.v === "=" || b.v === "+=")) {
      let list2 = b.v === "=" ? [] : assigned.get(a.v) ?? [];
      list2.push(s.slice(2)), assigned.set(a.v, list2);
    } else a?.t === "name" && b?.v === "." && c?.t === "name" && (c.v === "append" || c.v === "extend" || c.v === "update") && d?.v === "(" ? assigned.set(a.v, [...assigned.get(a.v) ?? [], s.slice(4)]) : a?.t === "name" && b?.v === "[" && c?.t === "str" && d?.v === "]" && e?.v === "=" ? (keyed.has(a.v) || keyed.set(a.v, /* @__PURE__ */ new Map()), keyed.get(a.v).set(c.v, [c, s.slice(5)])) : a?.t === "name" && a.v === "del" ? b?.t === "name" && mutated.add(b.v) : (a?.t === "name" && b?.v === "." && c?.t === "name" && MUTATORS.has(c.v) && d?.v === "(" || a?.t === "name" && b?.t === "op" && ASSIGN.test(b.v) || a?.t === "name" && b?.v === "[" && s.some((t) => t.t === "op" && ASSIGN.test(t.v))) && mutated.add(a.v);
    let at2 = s.findIndex((t, k) => t.t === "name" && t.v === "setup" && s[k + 1]?.v === "(");
    at2 >= 0 && (setupArgs = bracketed(s, at2 + 1));
  }
  return { assigned, keyed, mutated, ...setupArgs ? { setupArgs } : {} };
}
function extrasTable(expr, extrasVar, { assigned, keyed, mutated }) {
  let defs = /* @__PURE__ */ new Map(), complete = !0, addDict = (toks) => {
    let dict = dictEntries(toks);
    for (let [key, value] of dict.entries) defs.set(key.v, [key, value]);
    complete &&= dict.complete;
  };
  if (extrasVar) {
    let values = assigned.get(extrasVar);
    (!values || mutated.has(extrasVar)) && (complete = !1);
    for (let rhs of values ?? []) addDict(rhs);
    for (let [k, v] of keyed.get(extrasVar) ?? []) defs.set(k, v);
  } else expr && addDict(expr);
  return { defs, complete };
}
function setupPyTorch(text) {
  let stmts = statements(text), file = assignments(stmts), { assigned, mutated, setupArgs } = file;
  if (!setupArgs) return;
  let args = setupArgs, spread = !1, kw = (name) => {
    let depth = 0;
    for (let k = 0; k < args.length; k++) {
      let t = args[k];
      if (t.t === "op" && "([{".includes(t.v)) depth++;
      else if (t.t === "op" && ")]}".includes(t.v)) depth--;
      else if (depth === 0 && t.t === "op" && t.v === "**") spread = !0;
      else if (depth === 0 && t.t === "name" && t.v === name && args[k + 1]?.v === "=") return operand(args, k + 2);
    }
  }, extrasExpr = kw("extras_require"), extrasVar = extrasExpr?.length === 1 && extrasExpr[0].t === "name" ? extrasExpr[0].v : void 0, { defs: extraDefs, complete: extrasComplete } = extrasTable(extrasExpr, extrasVar, file), reachOf = (toks, seen) => {
    let out = empty();
    for (let k = 0; k < toks.length; k++) {
      let t = toks[k], next = toks[k + 1];
      if (t.t === "str") {
        out.strings.add(t.at), out.torch ||= requiresTorch(t.v);
        continue;
      }
      if (!(t.t !== "name" || KEYWORDS.has(t.v))) {
        if (next?.v === "[") {
          let key = toks[k + 2];
          if (key?.t !== "str" || toks[k + 3]?.v !== "]") {
            out.undecided = !0;
            continue;
          }
          k += 3, join(out, t.v === extrasVar ? extraReachOf(key.v, seen) : lookup(t.v, key.v, seen));
          continue;
        }
        if (next?.v === "(") {
          if (BUILTINS.has(t.v)) continue;
          let inner = bracketed(toks, k + 1);
          (!inner.some((a) => a.t === "str") || inner.some((a) => a.t === "str" && FILE_LIKE.test(a.v)) || inner.some((a) => a.t === "name" && !KEYWORDS.has(a.v))) && (out.undecided = !0);
          for (let a of inner) {
            if (a.t !== "str") continue;
            out.strings.add(a.at), out.torch ||= requiresTorch(a.v);
            let name = requirementName(a.v)?.name;
            name && out.names.add(normalizeName(name));
          }
          k += 1 + inner.length;
          continue;
        }
        toks[k - 1]?.v !== "." && join(out, variable(t.v, seen));
      }
    }
    return out;
  }, memo = /* @__PURE__ */ new Map(), memoized = (key, seen, fn) => {
    if (seen.has(key)) return undecidedReach();
    let r = memo.get(key);
    return r || memo.set(key, r = fn(new Set(seen).add(key))), r;
  }, variable = (name, seen) => memoized(`var ${name}`, seen, (inner) => {
    let values = assigned.get(name);
    if (!values || mutated.has(name)) return undecidedReach();
    let out = empty();
    for (let v of values) join(out, reachOf(v, inner));
    return out;
  }), lookup = (table, key, seen) => memoized(`table ${table} ${key}`, seen, (inner) => {
    if (!mutated.has(table))
      for (let rhs of assigned.get(table) ?? []) {
        let hit = dictEntries(rhs).entries.find(([k]) => k.v === key);
        if (hit) return reachOf(hit[1], inner);
      }
    let out = empty();
    return requiresTorch(key) || requirementNames().has(key.toLowerCase()) ? (out.names.add(normalizeName(key)), out.torch = requiresTorch(key)) : out.undecided = !0, out;
  }), names, requirementNames = () => names ??= requirementNamesOf(stmts), extraReachOf = (name, seen) => memoized(`extra ${name}`, seen, (inner) => {
    let def = extraDefs.get(name);
    return def ? reachOf(def[1], inner) : undecidedReach();
  }), install = kw("install_requires"), defaultReach = install ? reachOf(install, /* @__PURE__ */ new Set()) : empty();
  spread && (defaultReach.undecided = !0);
  let verdict = (r) => r.torch ? !0 : r.undecided ? void 0 : !1, extras = {}, extraReach = {}, extraAt = {};
  for (let [name, [key]] of extraDefs)
    extraReach[name] = extraReachOf(name, /* @__PURE__ */ new Set()), extras[name] = verdict(extraReach[name]), extraAt[name] = key.at;
  let decided = !defaultReach.undecided && !spread && extrasComplete && Object.values(extraReach).every((r) => !r.undecided);
  return { defaultTorch: verdict(defaultReach), extras, decided, defaultReach, extraReach, extraAt };
}
function extrasReaching(sp, at2, pkg) {
  if (!sp.decided) return;
  let name = normalizeName(pkg), reaches = (r) => r.strings.has(at2) || r.names.has(name);
  if (reaches(sp.defaultReach)) return;
  let extras = Object.keys(sp.extraReach).filter((e) => reaches(sp.extraReach[e]));
  return extras.length ? extras : void 0;
}

// src/pins/setup-py.ts
var STRING_HEAD = /^([A-Za-z]*)("""|'''|"|')/;
function literalValue(body, raw) {
  return raw ? body : body.replace(
    /\\(\r\n|[\s\S])/g,
    (_, n) => n === "n" ? `
` : n === "t" ? "	" : n === `
` || n === `\r
` ? "" : n
  );
}
function tokenize2(text, file) {
  let loc = new Locator(text), toks = [];
  for (let tok of tokenize(text)) {
    let src = text.slice(tok.start, tok.end);
    if (tok.type === "name") toks.push({ t: "name", value: src });
    else if (tok.type === "op" || tok.type === "error") toks.push({ t: "punct", value: src });
    else if (tok.type === "string") {
      let head = STRING_HEAD.exec(src), [, prefix = "", quote = '"'] = head, at2 = loc.at(tok.start + prefix.length);
      if (tok.error) throw new InputError(`${file}:${at2.line}:${at2.column}: unterminated string literal`);
      let body = src.slice(head[0].length, src.length - quote.length), lower = prefix.toLowerCase();
      toks.push({
        t: "str",
        value: literalValue(body, lower.includes("r")),
        line: at2.line,
        column: at2.column + quote.length,
        formatted: lower.includes("f") || lower.includes("t"),
        start: tok.start
      });
    }
  }
  return toks;
}
var REQUIRES_KEY = /require|dep/i, NOT_REQUIREMENTS = /* @__PURE__ */ new Set([
  "name",
  "version",
  "description",
  "long_description",
  "url",
  "author",
  "author_email",
  "maintainer",
  "license",
  "packages",
  "py_modules",
  "package_dir",
  "package_data",
  "keywords",
  "classifiers",
  "entry_points",
  "scripts",
  "platforms"
]);
function readSetupPy(text, file) {
  let out = emptyResult(), toks = tokenize2(text, file), starts = /* @__PURE__ */ new Map(), stack = [], requiresOpen = 0, notRequirementsOpen = 0, count = (s, by) => {
    s !== void 0 && (REQUIRES_KEY.test(s) && (requiresOpen += by), NOT_REQUIREMENTS.has(s) && (notRequirementsOpen += by));
  }, keyBefore = (k) => {
    let prev = toks[k - 1], key = toks[k - 2];
    if (prev?.t === "punct" && (prev.value === "=" || prev.value === ":") && key && (key.t === "name" || key.t === "str"))
      return key.value;
  };
  toks.forEach((tok, k) => {
    if (tok.t === "punct") {
      if ("([{".includes(tok.value)) {
        let name = keyBefore(k) ?? (tok.value === "(" ? toks[k - 1]?.value : void 0);
        stack.push(name), count(name, 1);
      } else ")]}".includes(tok.value) && count(stack.pop(), -1);
      return;
    }
    if (tok.t !== "str" || tok.formatted) return;
    let key = keyBefore(k);
    if (key === "python_requires") {
      let next = toks[k + 1];
      if (next?.t === "punct" && (next.value === "." || next.value === "%" || next.value === "+")) {
        (out.unread ??= []).push({
          what: "python_requires",
          why: "it is computed when setup.py runs",
          location: { file, line: tok.line, column: tok.column }
        });
        return;
      }
      out.requiresPython = {
        specifier: at(file, tok.line, tok.column, () => normalizeSpecifier(tok.value, "python_requires").specifier),
        location: { file, line: tok.line, column: tok.column }
      };
      return;
    }
    if (key && NOT_REQUIREMENTS.has(key)) return;
    let after = toks[k + 1];
    if (after?.t === "punct" && after.value === ":") return;
    let inRequires = key !== void 0 && REQUIRES_KEY.test(key) || requiresOpen > 0;
    if (notRequirementsOpen > 0) return;
    let req;
    try {
      req = parseRequirement(tok.value);
    } catch (e) {
      if (inRequires && e instanceof InputError)
        throw new InputError(`${file}:${tok.line}:${tok.column}: ${e.message}`);
      return;
    }
    if (!req || req.specifier === "" && !req.marker && !req.url && !inRequires) return;
    let pin = pinFrom(req, "setup.py", { file, line: tok.line, column: tok.column + req.nameOffset }, {});
    starts.set(pin, tok.start), out.pins.push(pin);
  });
  let torch = out.pins.some((p) => bringsTorch(p.package)) ? setupPyTorch(text) : void 0;
  return torch && (out.alternatives.setupPyTorch = { file, defaultTorch: torch.defaultTorch, extras: torch.extras }, declareExtras(out, torch, text, file), torch.decided ? asExtras(out, torch, starts) : Object.keys(torch.extraAt).length && undecidedExtras(out, torch)), out;
}
function declareExtras(out, torch, text, file) {
  let loc = new Locator(text);
  for (let [name, offset] of Object.entries(torch.extraAt)) {
    let at2 = loc.at(offset);
    out.alternatives.extras[name] = { file, line: at2.line, column: at2.column };
  }
}
function undecidedExtras(out, torch) {
  let [first] = Object.entries(torch.extraAt).sort((a, b) => a[1] - b[1])[0];
  (out.unread ??= []).push({
    what: "What setup.py's extras install",
    why: "part of it is built when setup.py runs",
    effect: "every torch pin of the file is judged as the default install\u2019s, whichever extra is selected",
    fix: "Write extras_require as lists of requirement strings, or declare optional-dependencies in pyproject.toml.",
    source: "https://setuptools.pypa.io/en/latest/userguide/dependency_management.html#optional-dependencies",
    location: out.alternatives.extras[first]
  });
}
function asExtras(out, torch, starts) {
  out.pins = out.pins.flatMap((p) => {
    let extras = extrasReaching(torch, starts.get(p), p.package);
    return extras ? extras.map((group) => ({ ...p, group, alternative: "extra" })) : [p];
  });
}
var setupPy = {
  name: "setup.py",
  fileNames: ["setup.py"],
  takes: (base) => base.endsWith(".py"),
  discover: { top: /^setup\.py$/ },
  origins: ["setup.py"],
  read: { file: readSetupPy }
};

// src/pins/formats.ts
var PIN_FORMATS = [
  pixiToml,
  pyprojectToml,
  setupCfg,
  setupPy,
  condaEnvironment,
  requirementsTxt
];
function pinFormatOf(file) {
  let base = path.basename(file).toLowerCase();
  return PIN_FORMATS.find((f) => f.takes(base)) ?? requirementsTxt;
}

// src/pins/read.ts
var MAX_FILE_BYTES = FILE_CAPS.pin, MAX_FILES = 1e4;
function decodeText(buf, file) {
  if (buf.length > MAX_FILE_BYTES)
    throw new InputError(
      `${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB, the most a pin file may be; is it really a requirements file?`
    );
  return decodeUserText(buf, file);
}
var Reader = class {
  cwd;
  env;
  source;
  files = [];
  fileSet = /* @__PURE__ */ new Set();
  constructor(o) {
    this.cwd = path2.resolve(o.cwd ?? process.cwd()), this.env = o.env ?? process.env, this.source = o.source;
  }
  rel(abs) {
    let r = path2.relative(this.cwd, abs);
    return (r.startsWith("..") || path2.isAbsolute(r) ? abs : r).split(path2.sep).join("/");
  }
  async text(abs, missing) {
    let rel = this.rel(abs), buf;
    try {
      buf = await this.source.read(abs);
    } catch (e) {
      throw e instanceof UnreadableFile ? new UnreadableFile(rel, e.why, e.reason) : e;
    }
    if (buf === void 0) throw missing();
    if (!this.fileSet.has(rel)) {
      if (this.fileSet.size >= MAX_FILES)
        throw new InputError(
          `${rel}: more than ${MAX_FILES} pin files (with -r/-c includes) in one run; is an include generated in a loop?`
        );
      this.fileSet.add(rel), this.files.push(rel);
    }
    return decodeText(buf, rel);
  }
  /**
   * One requirements file and everything it includes: pip applies index options to all of them.
   * `stack` holds the files being read (for cycles), `seen` every file already read; both are
   * shared down the chain, never copied, so a long include chain costs linear time.
   */
  async requirementsTree(abs, out, stack, seen, options, missing) {
    let rel = this.rel(abs), text = await this.text(abs, missing ?? (() => new InputError(`${rel}: file not found`))), parsed = requirementsTxt.read.pipInvocation(text, rel, this.env);
    for (let e of parsed.entries)
      out.pins.push({
        package: e.req.package,
        specifier: e.req.specifier,
        ...e.req.local ? { local: e.req.local } : {},
        ...e.req.marker ? { marker: e.req.marker } : {},
        ...e.req.wheel ? { wheel: e.req.wheel } : {},
        ...e.req.url && !e.req.wheel ? { url: e.req.url } : {},
        ...e.req.extras.length ? { extras: e.req.extras } : {},
        origin: "requirements",
        ...e.notes.length ? { notes: e.notes } : {},
        location: { file: rel, line: e.line, column: e.column }
      });
    for (let o of parsed.options)
      options.push(o), (o.role === "index-url" || o.role === "extra-index-url" || o.role === "find-links") && o.value && out.indexes.push({ url: o.value, role: o.role, location: { file: rel, line: o.line, column: o.column } }), (o.role === "requirement" || o.role === "constraint") && o.value && await this.include(
        abs,
        { path: o.value, kind: o.role, line: o.line, column: o.column },
        out,
        stack,
        seen,
        options
      );
  }
  async include(fromAbs, inc, out, stack, seen, options) {
    let from = this.rel(fromAbs), flag = inc.kind === "constraint" ? "-c" : "-r";
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(inc.path)) return;
    let target = path2.resolve(path2.dirname(fromAbs), inc.path), to = this.rel(target);
    if (stack.has(target))
      throw new InputError(
        `${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: include cycle: ${from} includes ${to}, which includes ${from} again`
      );
    seen.has(target) || (seen.add(target), stack.add(target), await this.requirementsTree(
      target,
      out,
      stack,
      seen,
      options,
      () => new InputError(`${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: file not found (${to})`)
    ), stack.delete(target));
  }
};
function applyPipOptions(pins, options) {
  let indexUrl = options.filter((o) => o.role === "index-url").pop()?.value, noIndex = options.some((o) => o.role === "no-index"), extras = options.filter((o) => o.role === "extra-index-url" && !noIndex || o.role === "find-links").map((o) => o.value);
  for (let p of pins)
    indexUrl && !noIndex && (p.indexUrl = indexUrl), extras.length && (p.extraIndexUrls = [...new Set(extras)]), noIndex && (p.notes = [...p.notes ?? [], "--no-index: pip searches only the --find-links locations"]);
}
function ofInstall(out, rel) {
  for (let p of out.pins) p.location.file !== rel && (p.install = rel);
  return out;
}
async function readOne(reader, abs) {
  let { read } = pinFormatOf(abs), rel = reader.rel(abs);
  if ("pipInvocation" in read) {
    let out2 = emptyResult(), options = [];
    return await reader.requirementsTree(abs, out2, /* @__PURE__ */ new Set([abs]), /* @__PURE__ */ new Set([abs]), options), applyPipOptions(out2.pins, options), ofInstall(out2, rel);
  }
  let text = await reader.text(abs, () => new InputError(`${rel}: file not found`)), out = await read.file(text, rel);
  if (out.includes.length) {
    let sub = emptyResult(), options = [], seen = /* @__PURE__ */ new Set([abs]);
    for (let inc of out.includes) await reader.include(abs, inc, sub, /* @__PURE__ */ new Set([abs]), seen, options);
    let condaIndex = out.pins.find((p) => p.group === "pip");
    if (applyPipOptions(sub.pins, options), condaIndex) for (let p of sub.pins) !p.indexUrl && condaIndex.indexUrl && (p.indexUrl = condaIndex.indexUrl);
    out.pins.push(...sub.pins), out.indexes.push(...sub.indexes);
  }
  return ofInstall(out, rel);
}
function mergeAlternatives(into, from) {
  for (let k of ["extras", "groups", "environments"])
    for (let [name, v] of Object.entries(from[k]))
      name in into[k] || (into[k][name] = v);
  into.conflicts.push(...from.conflicts), from.defaultGroups && !into.defaultGroups && (into.defaultGroups = from.defaultGroups), from.setupPyTorch && !into.setupPyTorch && (into.setupPyTorch = from.setupPyTorch), from.pixiPlatforms && !into.pixiPlatforms && (into.pixiPlatforms = from.pixiPlatforms);
  for (let [name, v] of Object.entries(from.featurePythons ?? {}))
    into.featurePythons?.[name] || ((into.featurePythons ??= {})[name] = v);
}
var pinKey = (p) => `${p.location.file}:${p.location.line}:${p.location.column ?? 0}:${p.package}:${p.marker ?? ""}:${p.alternative ?? ""}:${p.group ?? ""}`;
async function readPinsWith(files, options) {
  let reader = new Reader(options), pins = /* @__PURE__ */ new Map(), plains = /* @__PURE__ */ new Set(), indexes = [], indexKeys = /* @__PURE__ */ new Set(), requiresPython, unread = [], alternatives = noAlternatives();
  for (let f of files) {
    let abs = path2.resolve(reader.cwd, f), res = await readOne(reader, abs);
    for (let p of res.pins) {
      let k = `${pinKey(p)}:${p.indexUrl ?? ""}`, plain = `${pinKey(p)}:`;
      p.indexUrl && pins.has(plain) && pins.delete(plain), !(!p.indexUrl && plains.has(plain)) && (plains.add(plain), pins.has(k) || pins.set(k, p));
    }
    mergeAlternatives(alternatives, res.alternatives), res.unread && unread.push(...res.unread);
    for (let ix of res.indexes) {
      let key = `${ix.url}
${ix.location.file}
${ix.location.line}`;
      indexKeys.has(key) || (indexKeys.add(key), indexes.push(ix));
    }
    res.requiresPython && (!requiresPython || pinFormatOf(abs).ownsRequiresPython && !requiresPython.location.file.endsWith(".toml")) && (requiresPython = res.requiresPython);
  }
  for (let u of [
    ...indexes.map((i) => i.url),
    ...[...pins.values()].flatMap((p) => [p.indexUrl, p.url, ...p.extraIndexUrls ?? []])
  ])
    u && noteUrlSecrets(u);
  return {
    pins: [...pins.values()],
    ...requiresPython ? { requiresPython } : {},
    ...unread.length ? { unread } : {},
    alternatives,
    indexes,
    files: reader.files
  };
}

// src/io/run.ts
import { spawn } from "node:child_process";
import { statSync as statSync2 } from "node:fs";

// src/io/program-path.ts
import { accessSync, constants, lstatSync, statSync } from "node:fs";
import * as path3 from "node:path";
var DEFAULT_PATHEXT = ".COM;.EXE;.BAT;.CMD";
function envValue(env, name, win) {
  if (!win) return env[name];
  let key = Object.keys(env).find((k) => k.toUpperCase() === name);
  return key === void 0 ? void 0 : env[key];
}
function isPathName(name, platform) {
  return platform === "win32" ? /[\\/:]/.test(name) : name.includes("/");
}
function findOnPath(name, look) {
  let win = look.platform === "win32";
  if (isPathName(name, look.platform) || name.includes("\0")) return name;
  let p = win ? path3.win32 : path3.posix, dirs = (envValue(look.env, "PATH", win) ?? (win ? "" : "/usr/bin:/bin")).split(win ? ";" : ":").map((d) => win ? d.trim().replace(/^"(.*)"$/, "$1") : d).filter((d) => d !== "" && p.isAbsolute(d)), exts = win ? windowsExtensions(name, envValue(look.env, "PATHEXT", win)) : [""];
  for (let dir of dirs)
    for (let ext of exts) {
      let file = p.join(dir, name + ext);
      if (look.isProgram(file)) return file;
    }
}
function windowsExtensions(name, pathext) {
  let exts = (pathext || DEFAULT_PATHEXT).split(";").map((e) => e.trim().toLowerCase()).filter((e) => /^\.[a-z0-9]+$/.test(e)), own = path3.win32.extname(name).toLowerCase();
  return own && exts.includes(own) ? [""] : exts;
}
function isProgramHere(file) {
  if (process.platform === "win32") {
    for (let st of [statSync, lstatSync])
      try {
        return !st(file).isDirectory();
      } catch {
      }
    return !1;
  }
  try {
    return statSync(file).isFile() ? (accessSync(file, constants.X_OK), !0) : !1;
  } catch {
    return !1;
  }
}
function hostLookup(env = process.env) {
  return { platform: process.platform, env, isProgram: isProgramHere };
}

// src/io/run.ts
var DEFAULT_OUTPUT_CAP_BYTES = 1024 * 1024;
function bytesText(n) {
  return n >= 1024 * 1024 && n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : n >= 1024 && n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`;
}
function statOf(p) {
  try {
    return statSync2(p);
  } catch {
    return;
  }
}
function spawnFailure(program, err, cwd) {
  let code = err.code;
  if (code === "ENOENT" && cwd !== void 0 && !statOf(cwd)?.isDirectory())
    return { kind: "spawn-failed", errno: code, reason: `could not be started: the directory ${cwd} does not exist` };
  let st = /[\\/]/.test(program) ? statOf(program) : void 0;
  if (st?.isDirectory() || code === "EISDIR") return { kind: "is-directory", reason: "is a directory, not a program" };
  if (code === "EACCES" || code === "EPERM")
    return { kind: "not-executable", reason: "is not executable (no permission to run it)" };
  if (code === "ENOENT")
    return st?.isFile() ? { kind: "spawn-failed", errno: code, reason: "could not be started (ENOENT: is its #! interpreter missing?)" } : { kind: "not-found", reason: "was not found" };
  if (code === "EINVAL" && /\.(bat|cmd)$/i.test(program))
    return {
      kind: "not-executable",
      reason: "is a batch file, which runs only through a shell; name the python.exe it starts"
    };
  if (code === "ENOEXEC") return { kind: "not-executable", reason: "is not a program this system can run (ENOEXEC)" };
  let first = (err.message || String(err)).split(`
`)[0] ?? "";
  return {
    kind: "spawn-failed",
    ...code ? { errno: code } : {},
    reason: `could not be started: ${first.slice(0, 200)}`
  };
}
function killTree(child) {
  let pid = child.pid;
  if (pid !== void 0) {
    if (process.platform === "win32") {
      let taskkill = findOnPath("taskkill", hostLookup());
      if (!taskkill) {
        child.kill("SIGKILL");
        return;
      }
      try {
        let k = spawn(taskkill, ["/pid", String(pid), "/T", "/F"], {
          shell: !1,
          windowsHide: !0,
          stdio: "ignore",
          env: childEnv("win32", process.env)
        });
        k.on("error", () => child.kill("SIGKILL")), k.unref();
      } catch {
        child.kill("SIGKILL");
      }
      return;
    }
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
    }
  }
}
var live = /* @__PURE__ */ new Set(), killLive = () => {
  for (let c of live) killTree(c);
}, onSignal = (signal) => {
  killLive(), untrackAll();
  try {
    process.kill(process.pid, signal);
  } catch {
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
};
function track(child) {
  live.size === 0 && (process.on("exit", killLive), process.on("SIGINT", onSignal), process.on("SIGTERM", onSignal)), live.add(child);
}
function untrack(child) {
  live.delete(child) && live.size === 0 && untrackAll();
}
function untrackAll() {
  live.clear(), process.off("exit", killLive), process.off("SIGINT", onSignal), process.off("SIGTERM", onSignal);
}
function childEnv(platform, env) {
  return platform === "win32" ? { ...env, NoDefaultCurrentDirectoryInExePath: "1" } : env;
}
var timedOut = (timeoutMs) => ({
  kind: "timeout",
  reason: `did not answer within ${(timeoutMs / 1e3).toFixed(1)} s`
}), runProgram = (program, args, opts) => new Promise((resolve) => {
  let limit = opts.maxBytes ?? DEFAULT_OUTPUT_CAP_BYTES, exe = findOnPath(program, hostLookup());
  if (exe === void 0) {
    resolve({ kind: "not-found", reason: "was not found" });
    return;
  }
  if (opts.signal?.aborted) {
    resolve({ kind: "cancelled", reason: "was cancelled" });
    return;
  }
  let child;
  try {
    child = spawn(exe, [...args], {
      shell: !1,
      windowsHide: !0,
      // POSIX: its own process group, so a kill reaches the children of a wrapper script.
      detached: process.platform !== "win32",
      stdio: ["ignore", "pipe", "pipe"],
      env: childEnv(process.platform, process.env),
      ...opts.cwd ? { cwd: opts.cwd } : {}
    });
  } catch (e) {
    resolve(spawnFailure(exe, e, opts.cwd));
    return;
  }
  track(child);
  let chunks = { stdout: [], stderr: [] }, sizes = { stdout: 0, stderr: 0 }, done = !1, finish = (r, kill) => {
    done || (done = !0, clearTimeout(timer), opts.signal?.removeEventListener("abort", cancel), kill && killTree(child), (kill || r.kind !== "exited") && (child.stdout?.destroy(), child.stderr?.destroy()), resolve(r));
  }, timer = setTimeout(() => finish(timedOut(opts.timeoutMs), !0), opts.timeoutMs), cancel = () => finish({ kind: "cancelled", reason: "was cancelled" }, !0);
  opts.signal?.addEventListener("abort", cancel, { once: !0 });
  for (let stream of ["stdout", "stderr"])
    child[stream]?.on("data", (b) => {
      if (!done) {
        if (sizes[stream] += b.length, sizes[stream] > limit) {
          finish(
            { kind: "too-large", stream, limit, reason: `printed more than ${bytesText(limit)} on ${stream}` },
            !0
          );
          return;
        }
        chunks[stream].push(b);
      }
    });
  child.on("error", (err) => {
    untrack(child), finish(spawnFailure(exe, err, opts.cwd), !0);
  }), child.on("exit", () => {
    process.platform !== "win32" && killTree(child), untrack(child);
  }), child.on("close", (code, signal) => {
    let stdout = Buffer.concat(chunks.stdout), stderr = Buffer.concat(chunks.stderr);
    finish(
      code === null ? {
        kind: "signal",
        signal: signal ?? "unknown",
        stderr,
        reason: `was killed by signal ${signal ?? "unknown"}`
      } : { kind: "exited", code, stdout, stderr, reason: `exited with code ${code}` },
      !1
    );
  });
});

export {
  NO_SELECTION,
  installTargets,
  pinsOfTarget,
  lockScope,
  selectedForMarkers,
  torchOnlyElsewhere,
  unjudged,
  applicablePins,
  pinsToJson,
  specOf,
  admittedPatches,
  admittedReleases,
  unionPythons,
  knownPythons,
  newestPythonMinor,
  admitsPython,
  upgradeNotes,
  PIN_FORMATS,
  MAX_FILE_BYTES,
  readPinsWith,
  bytesText,
  runProgram
};
