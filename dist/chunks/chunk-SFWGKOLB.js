import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  loadCatalog
} from "./chunk-CLHONKD3.js";
import {
  onChangedLine
} from "./chunk-7Q4QIJSM.js";
import {
  applyFixes
} from "./chunk-2ZRCC7MN.js";
import {
  analyze,
  scanPaths
} from "./chunk-4QG6BH43.js";
import {
  torchRange
} from "./chunk-M53UAKYJ.js";
import {
  contentDigest
} from "./chunk-MLB3ARNP.js";
import {
  settle,
  verdictOf
} from "./chunk-63HE5J76.js";
import {
  globMatcher,
  walkPaths
} from "./chunk-SSLOEI6Y.js";
import {
  readUserFile,
  readUserText
} from "./chunk-67IJ7D57.js";
import {
  decodeUserText
} from "./chunk-PTXBOCHT.js";
import {
  TomlError,
  parse
} from "./chunk-N7ECCAM6.js";
import {
  compareVersions
} from "./chunk-MKZFFGSF.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/usecases/scan.ts
import { isAbsolute } from "node:path";
import { resolve } from "node:path";

// src/scan/fix-check.ts
function signature(text) {
  let source = text.charCodeAt(0) === 65279 ? text.slice(1) : text, a = analyze(source, void 0, { bindings: !0 });
  return a.error ? void 0 : a.bound ?? [];
}
function same(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
function safeFixes(text, findings) {
  let withFix = findings.filter((f) => f.fix), before = signature(text);
  if (!before || withFix.length === 0) return /* @__PURE__ */ new Set();
  let ok = (fs) => {
    let after = signature(
      applyFixes(
        text,
        fs.map((f) => f.fix)
      ).text
    );
    return after !== void 0 && same(before, after);
  };
  if (ok(withFix)) return new Set(withFix);
  let alone = withFix.filter((f) => ok([f]));
  return new Set(alone.length > 0 && ok(alone) ? alone : []);
}

// src/usecases/scan.ts
import { existsSync } from "node:fs";

// src/scan/config.ts
var KEYS = /* @__PURE__ */ new Set(["torch", "from", "exclude", "ignore"]);
function readScanConfig(text, file) {
  let doc;
  try {
    doc = parse(text);
  } catch (err) {
    throw err instanceof TomlError ? new InputError(`${file}: not valid TOML (line ${err.line})`) : err;
  }
  let tool = doc.tool, t = tool && typeof tool == "object" ? tool["torch-preflight"] : void 0;
  if (t === void 0) return;
  if (typeof t != "object" || t === null || Array.isArray(t))
    throw new InputError(`${file}: [tool.torch-preflight] must be a table`);
  let table = t, unknown = Object.keys(table).filter((k) => !KEYS.has(k));
  if (unknown.length)
    throw new InputError(
      `${file}: [tool.torch-preflight] has unknown key${unknown.length > 1 ? "s" : ""} ${unknown.slice(0, 8).map((k) => JSON.stringify(k)).join(", ")} (known: torch, from, exclude, ignore)`
    );
  let str = (k) => {
    let v = table[k];
    if (v !== void 0) {
      if (typeof v != "string" || !v.trim())
        throw new InputError(`${file}: [tool.torch-preflight] ${k} must be a non-empty string`);
      return v.trim();
    }
  }, list = (k) => {
    let v = table[k];
    if (v === void 0) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x != "string"))
      throw new InputError(`${file}: [tool.torch-preflight] ${k} must be a list of strings`);
    return v.map((x) => x.trim()).filter(Boolean);
  }, out = { exclude: list("exclude"), ignore: list("ignore") }, torch = str("torch"), from = str("from");
  return torch && (out.torch = torch), from && (out.from = from), out;
}

// src/scan/baseline.ts
function readBaseline(text, file) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new InputError(`--baseline ${file}: not a JSON report (scan --format json)`);
  }
  let findings = doc.findings;
  if (!Array.isArray(findings))
    throw new InputError(`--baseline ${file}: not a JSON report (no findings list; write one with scan --format json)`);
  let out = [];
  for (let f of findings) {
    let loc = f?.location;
    typeof f?.id != "string" || typeof loc?.file != "string" || out.push({
      file: loc.file.split("\\").join("/"),
      line: typeof loc.line == "number" ? loc.line : 0,
      id: f.id,
      api: typeof f.api == "string" ? f.api : ""
    });
  }
  return out;
}
var key = (file, id, api) => `${file}\0${id}\0${api}`;
function newSinceBaseline(findings, saved) {
  let exact = /* @__PURE__ */ new Map(), loose = /* @__PURE__ */ new Map();
  for (let s of saved) {
    let k = key(s.file, s.id, s.api);
    exact.set(`${k}\0${s.line}`, (exact.get(`${k}\0${s.line}`) ?? 0) + 1), loose.set(k, (loose.get(k) ?? 0) + 1);
  }
  let take = (m, k) => {
    let n = m.get(k) ?? 0;
    return n > 0 && m.set(k, n - 1), n > 0;
  }, left = [];
  for (let f of findings) {
    if (!f.location) {
      left.push(f);
      continue;
    }
    let k = key(f.location.file.split("\\").join("/"), f.id, f.api ?? "");
    take(exact, `${k}\0${f.location.line}`) ? take(loose, k) : left.push(f);
  }
  return left.filter((f) => !f.location || !take(loose, key(f.location.file.split("\\").join("/"), f.id, f.api ?? "")));
}

// src/usecases/scan.ts
function loadScanSettings(cwd) {
  let file = resolve(cwd, "pyproject.toml");
  if (existsSync(file))
    return readScanConfig(readUserText(file, "pyproject.toml", "pin"), "pyproject.toml");
}
function unsuppressed(findings, settings, baseline, cwd) {
  let out = findings;
  if (settings && (settings.exclude.length || settings.ignore.length)) {
    let excluded = settings.exclude.map((g) => globMatcher(g.replace(/^\.\//, ""))), ignored = new Set(settings.ignore);
    out = out.filter((f) => {
      let api = f.api ?? "";
      if (ignored.has(f.id) || ignored.has(api) || ignored.has(api.split("#")[0])) return !1;
      let file = f.location?.file.split("\\").join("/");
      return !(file && excluded.some((m) => m(file)));
    });
  }
  return baseline && (out = newSinceBaseline(out, readBaseline(readUserText(resolve(cwd, baseline), baseline, "lock"), baseline))), out;
}
function requireMatches(patterns, cwd) {
  for (let p of patterns) {
    let any = !1;
    for (let item of walkPaths([p], cwd))
      if ("file" in item || /\.pyi?$/.test(item.skipped.file)) {
        any = !0;
        break;
      }
    if (!any) throw new InputError(`scan: ${JSON.stringify(p)} matches no Python file`);
  }
}
function changedWithin(patterns, changed, cwd) {
  if (!patterns.length) return changed.filter((f) => !isAbsolute(f));
  let named = /* @__PURE__ */ new Set();
  for (let item of walkPaths(patterns, cwd)) "file" in item && named.add(item.file.split("\\").join("/"));
  return changed.filter((f) => named.has(f));
}
async function runScan(o) {
  let catalog = await loadCatalog(o.config);
  if (requireMatches(o.paths, o.cwd), o.from && compareVersions(torchRange(o.from, "from").oldest, torchRange(o.torch).newest) > 0)
    throw new InputError(
      `scan: the torch upgraded from (${o.from}) is newer than the torch the code must run on (${o.torch}); an upgrade goes the other way`
    );
  if (o.onlyChangedLines && !o.changedSince)
    throw new InputError("scan: --only-changed-lines needs --changed-since REF");
  let changes = o.changedSince ? await (await import("./changes-22TNL7XM.js")).changesSince(o.changedSince, o.cwd) : void 0, moved = changes ? await (await import("./upgrade-scan-4B2BRQWB.js")).torchChangeSince(o.changedSince, o.cwd, catalog) : void 0, widen = moved && "changes" in moved ? moved : void 0;
  widen?.from && !o.from && (o = { ...o, from: widen.from });
  let within = changes ? changedWithin(o.paths, changes.files, o.cwd) : void 0, targets = within && !widen ? within : o.paths.length ? o.paths : ["."], r = changes && targets.length === 0 ? { findings: [], files: 0, skipped: [], workers: 1, digests: /* @__PURE__ */ new Map() } : await scanPaths(targets, {
    torch: o.torch,
    ...o.from ? { from: o.from } : {},
    apis: catalog.apis,
    cwd: o.cwd,
    ...o.fixAll ? { fixAll: !0 } : {}
  }), fromUpgrade = widen && o.from ? (await import("./upgrade-scan-4B2BRQWB.js")).fromUpgradePredicate(catalog, o.from, o.torch) : () => !1, scanned = settle(r.findings).findings, changed = changes && o.onlyChangedLines ? scanned.filter(
    (f) => fromUpgrade(f) || f.location && onChangedLine(changes.lines, f.location.file.split("\\").join("/"), f.location.line)
  ) : scanned, kept = unsuppressed(changed, o.settings ?? loadScanSettings(o.cwd), o.baseline, o.cwd), checked = o.fix ? checkedFixes(kept, o.cwd, r.digests) : kept, fixes = o.fix ? (await import("./write-fixes-EH7E4DHM.js")).writeFixes(checked, {
    cwd: o.cwd,
    paths: o.paths,
    digests: r.digests,
    dryRun: o.fix === "diff"
  }) : void 0, done = fixes && o.fix === "write" ? new Set(fixes.fixed) : void 0, findings = done ? checked.filter((f) => !done.has(f)) : checked;
  return {
    findings,
    files: r.files,
    skipped: r.skipped,
    report: {
      schemaVersion: 1,
      verdict: verdictOf(findings),
      scan: {
        torch: o.torch,
        ...o.from ? { from: o.from } : {},
        files: r.files,
        skipped: r.skipped,
        ...r.workers > 1 ? { workers: r.workers } : {},
        ...changes ? {
          changedSince: o.changedSince,
          base: changes.base,
          changedFiles: within?.length ?? 0,
          ...o.onlyChangedLines ? { onlyChangedLines: !0 } : {}
        } : {},
        ...fixes ? { [o.fix === "write" ? "fixed" : "fixable"]: fixes.fixed.length, fixedFiles: fixes.files } : {}
      },
      findings
    },
    ...fixes ? { fixes } : {},
    ...widen ? { scopeNotice: widen.notice } : moved && "undecided" in moved ? { scopeNotice: moved.undecided } : {},
    ...o.from ? { from: o.from } : {}
  };
}
function checkedFixes(findings, cwd, digests) {
  let byFile = /* @__PURE__ */ new Map();
  for (let f of findings)
    f.fix && f.location && byFile.set(f.location.file, [...byFile.get(f.location.file) ?? [], f]);
  let safe = /* @__PURE__ */ new Set();
  for (let [file, list] of byFile) {
    let bytes = readUserFile(resolve(cwd, file), file, "source");
    if (digests.has(file) && digests.get(file) !== contentDigest(bytes)) {
      for (let f of list) safe.add(f);
      continue;
    }
    for (let f of safeFixes(decodeUserText(bytes, file), list)) safe.add(f);
  }
  return findings.map((f) => {
    if (!f.fix || safe.has(f)) return f;
    let { fix: _dropped, ...rest } = f;
    return rest;
  });
}

export {
  loadScanSettings,
  runScan
};
