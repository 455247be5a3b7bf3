import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  readUserText
} from "./chunk-67IJ7D57.js";

// src/workspace/repo-uses.ts
import { readdirSync } from "node:fs";
import path from "node:path";

// src/pins/workflow-uses.ts
var PY_KEYS = /* @__PURE__ */ new Set(["python-version", "python", "python_version", "py"]), RUNNER_KEYS = /* @__PURE__ */ new Set(["runs-on", "os", "runner"]), unquote = (v) => v.trim().replace(/^(['"])(.*)\1$/, "$2");
function values(raw) {
  let v = raw.trim();
  if (!v || v.startsWith("${{") || v === "|" || v === ">") return [];
  let inner = /^\[(.*)\]$/.exec(v);
  return (inner ? inner[1].split(",") : [v]).map(unquote).filter((x) => x && !x.includes("${{"));
}
var minor = (v) => /^(3\.\d+)(\.\d+)?$/.exec(v)?.[1];
function workflowUses(text, file) {
  let pythons = [], runners = [], lines = text.split(/\r?\n/), inJobs = !1, jobIndent = -1, job, open, add = (kind, value, line) => {
    let u = (v) => ({ value: v, file, line, ...job ? { job } : {} });
    if (kind === "py") {
      let m = minor(value);
      m && pythons.push(u(m));
    } else runners.push(u(value));
  };
  return lines.forEach((raw, i) => {
    let line = raw.replace(/\s+#.*$/, "");
    if (!line.trim() || line.trim().startsWith("#")) return;
    let indent = line.length - line.trimStart().length;
    if (open) {
      let item = /^\s*-\s+(.*)$/.exec(line);
      if (item && indent >= open.indent) {
        for (let v of values(item[1])) add(open.kind, v, i + 1);
        return;
      }
      open = void 0;
    }
    if (indent === 0) {
      inJobs = /^jobs:\s*$/.test(line), jobIndent = -1, job = void 0;
      return;
    }
    let kv = /^\s*(?:-\s+)?([\w-]+):\s*(.*)$/.exec(line);
    if (!kv) return;
    let [, key, value] = kv;
    if (inJobs && (jobIndent < 0 || indent === jobIndent) && !line.trimStart().startsWith("-")) {
      jobIndent = indent, job = key;
      return;
    }
    let kind = PY_KEYS.has(key) ? "py" : RUNNER_KEYS.has(key) ? "runner" : void 0;
    if (kind)
      if (!value.trim()) open = { kind, indent };
      else for (let v of values(value)) add(kind, v, i + 1);
  }), { pythons, runners };
}
function pinVariants(set) {
  let out = [];
  for (let p of set.pins) {
    let fromUrl = /download\.pytorch\.org\/whl\/(?:nightly\/)?(cu\d+|cpu|rocm[\d.]+|xpu)\b/.exec(
      p.indexUrl ?? ""
    )?.[1], v = p.local ?? p.wheel?.local ?? fromUrl;
    v && /^(cu\d+|cpu|rocm[\d.]+|xpu)$/.test(v) && out.push({ value: v, file: p.location.file, line: p.location.line });
  }
  return out;
}

// src/workspace/repo-uses.ts
var MAX_WORKFLOWS = 200;
function workflowFiles(cwd) {
  let list = (dir) => {
    try {
      return readdirSync(path.join(cwd, dir)).sort();
    } catch {
      return [];
    }
  }, workflows = list(".github/workflows").filter((n) => /\.ya?ml$/.test(n)).map((n) => `.github/workflows/${n}`), actions = list(".github/actions").flatMap(
    (d) => ["action.yml", "action.yaml"].map((n) => `.github/actions/${d}/${n}`)
  );
  return [...workflows, ...actions].slice(0, MAX_WORKFLOWS);
}
function readRepoUses(cwd, pins) {
  let use = { pythons: [], runners: [], variants: pins.flatMap(pinVariants) };
  for (let rel of workflowFiles(cwd)) {
    let text;
    try {
      text = readUserText(path.join(cwd, rel), rel, "workflow");
    } catch {
      continue;
    }
    let w = workflowUses(text, rel);
    use.pythons.push(...w.pythons), use.runners.push(...w.runners);
  }
  return use;
}

export {
  readRepoUses
};
