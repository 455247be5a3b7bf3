import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/io/walk.ts
import { readdirSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
var IGNORED_DIRS = /* @__PURE__ */ new Set([".git", ".hg", ".svn", "node_modules", "__pycache__", ".tox", ".nox", ".venv", "venv", ".mypy_cache", ".pytest_cache", ".ruff_cache"]), GLOB_CHARS = /[*?[]/;
function isGlob(p) {
  return GLOB_CHARS.test(p);
}
function globRegExp(pattern) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    let c = pattern[i];
    if (c === "*")
      if (pattern[i + 1] === "*") {
        let slash = pattern[i + 2] === "/";
        re += slash ? "(?:[^/]*/)*" : ".*", i += slash ? 2 : 1;
      } else re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      let close = pattern.indexOf("]", i + 2);
      if (close < 0) re += "\\[";
      else {
        let body = pattern.slice(i + 1, close).replace(/^!/, "^").replace(/\\/g, "\\\\");
        re += `[${body}]`, i = close;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}
function display(abs, cwd) {
  let rel = relative(cwd, abs);
  return (rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : abs).split(sep).join("/");
}
function code(err) {
  return err?.code ?? "error";
}
function* walkPaths(paths, cwd) {
  let seenFiles = /* @__PURE__ */ new Set(), visited = /* @__PURE__ */ new Set();
  for (let p of paths) {
    if (isGlob(p)) {
      let normalized = p.split("\\").join("/"), segments = normalized.split("/"), firstGlob = segments.findIndex((s) => isGlob(s)), baseRel = segments.slice(0, firstGlob).join("/") || (normalized.startsWith("/") ? "/" : "."), base = resolve(cwd, baseRel), re = globRegExp(segments.slice(firstGlob).join("/"));
      for (let item of walkDir(base, cwd, visited, (rel) => re.test(rel), base)) {
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
      throw new InputError(`scan path not found: ${p}`);
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
    yield { skipped: { file: display(dir, cwd), reason: code(err) === "ELOOP" ? "symlink loop" : `cannot read directory (${code(err)})` } };
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
    names = readdirSync(dir, { withFileTypes: !0 }).map((d) => ({ name: d.name, dir: d.isDirectory(), link: d.isSymbolicLink() }));
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
  walkPaths
};
