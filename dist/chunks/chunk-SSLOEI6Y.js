import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/io/walk.ts
import { readdirSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";

// src/io/glob.ts
var MAX_GLOB_LENGTH = 512, SLASH = 47;
function steps(pattern) {
  if (pattern.length > MAX_GLOB_LENGTH)
    throw new InputError(`scan: a glob longer than ${MAX_GLOB_LENGTH} characters is refused`);
  let out = [];
  for (let i = 0; i < pattern.length; i++) {
    let c = pattern[i];
    if (c === "*")
      if (pattern[i + 1] === "*") {
        let dirs = pattern[i + 2] === "/";
        out.push({ kind: dirs ? "dirs" : "any" }), i += dirs ? 2 : 1;
      } else out.push({ kind: "star" });
    else if (c === "?") out.push({ kind: "one" });
    else if (c === "[") {
      let cls = classAt(pattern, i);
      cls ? (out.push(cls.step), i = cls.end) : out.push({ kind: "char", code: c.charCodeAt(0) });
    } else out.push({ kind: "char", code: pattern.charCodeAt(i) });
  }
  return out;
}
function classAt(pattern, open) {
  let i = open + 1, negated = pattern[i] === "!" || pattern[i] === "^";
  negated && i++;
  let first = i, ranges = [];
  for (; i < pattern.length && (pattern[i] !== "]" || i === first); i++) {
    let lo = pattern.charCodeAt(i);
    if (pattern[i + 1] === "-" && i + 2 < pattern.length && pattern[i + 2] !== "]") {
      let hi = pattern.charCodeAt(i + 2);
      if (hi < lo)
        throw new InputError(
          `scan: bad glob ${JSON.stringify(pattern.slice(0, 80))}: the range ${pattern.slice(i, i + 3)} runs backwards`
        );
      ranges.push(lo, hi), i += 2;
    } else ranges.push(lo, lo);
  }
  if (!(i >= pattern.length))
    return { step: { kind: "class", negated, ranges }, end: i };
}
function inClass(step, c) {
  let hit = !1;
  for (let k = 0; k < step.ranges.length && !hit; k += 2) hit = c >= step.ranges[k] && c <= step.ranges[k + 1];
  return hit !== step.negated;
}
function globMatcher(pattern) {
  let program = steps(pattern);
  return (path) => {
    let n = path.length, slash = new Int32Array(n + 1);
    slash[n] = n;
    for (let j = n - 1; j >= 0; j--) slash[j] = path.charCodeAt(j) === SLASH ? j : slash[j + 1];
    let rest = new Uint8Array(n + 2);
    rest[n] = 1;
    let here = new Uint8Array(n + 2);
    for (let s = program.length - 1; s >= 0; s--) {
      let step = program[s];
      for (let j = n; j >= 0; j--) {
        let c = j < n ? path.charCodeAt(j) : -1, ok = 0;
        switch (step.kind) {
          case "char":
            ok = c === step.code ? rest[j + 1] : 0;
            break;
          case "one":
            ok = c >= 0 && c !== SLASH ? rest[j + 1] : 0;
            break;
          case "class":
            ok = c >= 0 && c !== SLASH && inClass(step, c) ? rest[j + 1] : 0;
            break;
          case "star":
            ok = rest[j] || (c >= 0 && c !== SLASH ? here[j + 1] : 0);
            break;
          case "any":
            ok = rest[j] || (c >= 0 ? here[j + 1] : 0);
            break;
          case "dirs":
            ok = rest[j] || (slash[j] < n ? here[slash[j] + 1] : 0);
            break;
        }
        here[j] = ok;
      }
      [rest, here] = [here, rest], here.fill(0);
    }
    return rest[0] === 1;
  };
}

// src/io/walk.ts
var IGNORED_DIRS = /* @__PURE__ */ new Set([
  ".git",
  ".hg",
  ".svn",
  "node_modules",
  "__pycache__",
  ".tox",
  ".nox",
  ".venv",
  "venv",
  ".mypy_cache",
  ".pytest_cache",
  ".ruff_cache"
]), GLOB_CHARS = /[*?[]/;
function isGlob(p) {
  return GLOB_CHARS.test(p);
}
function display(abs, cwd) {
  let rel = relative(cwd, abs);
  return (rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : abs).split(sep).join("/");
}
function code(err) {
  return err?.code ?? "error";
}
function splitGlob(p, cwd) {
  let normalized = p.split("\\").join("/"), segments = normalized.split("/"), firstGlob = segments.findIndex((s) => isGlob(s)), baseRel = segments.slice(0, firstGlob).join("/") || (normalized.startsWith("/") ? "/" : ".");
  return { base: resolve(cwd, baseRel), pattern: segments.slice(firstGlob).join("/") };
}
function walkRoots(paths, cwd) {
  return paths.map((p) => {
    if (isGlob(p)) return splitGlob(p, cwd).base;
    let abs = resolve(cwd, p);
    try {
      return statSync(abs).isDirectory() ? abs : dirname(abs);
    } catch {
      return dirname(abs);
    }
  });
}
function* walkPaths(paths, cwd, what = "scan") {
  let seenFiles = /* @__PURE__ */ new Set(), visited = /* @__PURE__ */ new Set();
  for (let p of paths) {
    if (isGlob(p)) {
      let { base, pattern } = splitGlob(p, cwd), matches = globMatcher(pattern);
      for (let item of walkDir(base, cwd, visited, matches, base)) {
        if ("path" in item) {
          if (seenFiles.has(item.path)) continue;
          seenFiles.add(item.path);
        }
        yield item;
      }
      continue;
    }
    let abs = resolve(cwd, p), st;
    try {
      st = statSync(abs);
    } catch (err) {
      if (code(err) === "ELOOP") {
        yield { skipped: { file: display(abs, cwd), reason: "symlink loop" } };
        continue;
      }
      throw new InputError(`${what}: ${JSON.stringify(p)} not found`);
    }
    if (st.isDirectory())
      for (let item of walkDir(abs, cwd, visited, (rel) => rel.endsWith(".py"), abs)) {
        if ("path" in item) {
          if (seenFiles.has(item.path)) continue;
          seenFiles.add(item.path);
        }
        yield item;
      }
    else seenFiles.has(abs) || (seenFiles.add(abs), yield { file: display(abs, cwd), path: abs });
  }
}
function* walkDir(dir, cwd, visited, want, base, relDir = relative(base, dir).split(sep).join("/"), shownDir = relative(cwd, dir) === "" ? "" : display(dir, cwd)) {
  let st;
  try {
    st = statSync(dir);
  } catch (err) {
    yield {
      skipped: {
        file: display(dir, cwd),
        reason: code(err) === "ELOOP" ? "symlink loop" : `cannot read directory (${code(err)})`
      }
    };
    return;
  }
  let key = `${st.dev}:${st.ino}`;
  if (visited.has(key)) {
    yield { skipped: { file: display(dir, cwd), reason: "symlink loop or repeated directory (already scanned)" } };
    return;
  }
  visited.add(key);
  let names;
  try {
    names = readdirSync(dir, { withFileTypes: !0 }).map((d) => ({
      name: d.name,
      dir: d.isDirectory(),
      link: d.isSymbolicLink()
    }));
  } catch (err) {
    yield { skipped: { file: display(dir, cwd), reason: `cannot read directory (${code(err)})` } };
    return;
  }
  names.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  let under = (prefix, name) => prefix ? `${prefix}/${name}` : name;
  for (let d of names) {
    let abs = join(dir, d.name), rel = under(relDir, d.name), isDir = d.dir;
    if (d.link)
      try {
        isDir = statSync(abs).isDirectory();
      } catch (err) {
        let reason = code(err) === "ELOOP" ? "symlink loop" : "broken symlink";
        want(rel) && (yield { skipped: { file: under(shownDir, d.name), reason } });
        continue;
      }
    if (isDir) {
      if (IGNORED_DIRS.has(d.name)) continue;
      yield* walkDir(abs, cwd, visited, want, base, rel, under(shownDir, d.name));
    } else want(rel) && (yield { file: under(shownDir, d.name), path: abs });
  }
}

export {
  globMatcher,
  walkRoots,
  walkPaths
};
