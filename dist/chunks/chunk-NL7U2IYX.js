import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  containerFacts,
  describeContainer,
  evaluate
} from "./chunk-MQP4FNV5.js";
import {
  findingText
} from "./chunk-7VRKGNT3.js";
import {
  loadCatalog
} from "./chunk-BX7DNVS2.js";
import {
  cell,
  plain
} from "./chunk-PI77EQBX.js";
import {
  checkLock,
  discoverLockFiles,
  readLocks
} from "./chunk-WMIQAZKE.js";
import {
  pipOption,
  splitOption
} from "./chunk-N6RADHI2.js";
import {
  indexUrlFor,
  parseIndexUrl
} from "./chunk-FJ3E33Y2.js";
import {
  parsePythonVersion
} from "./chunk-CRCA3HIA.js";
import {
  readUserText
} from "./chunk-UDN5DOY3.js";
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseUserYaml
} from "./chunk-IZOJAUDD.js";
import {
  cudaVariant,
  isVariantName,
  rocmVariant
} from "./chunk-4GJL62V7.js";
import {
  compareDotted,
  isDotted
} from "./chunk-EIHZS5WT.js";
import {
  severityRank,
  verdictOf
} from "./chunk-ZWEFVJYO.js";
import {
  derived,
  gpuKey,
  parseSpecifier
} from "./chunk-X5IIZGFD.js";
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/report/matrix.ts
function matrixToJson(plan) {
  return {
    schemaVersion: 1,
    verdict: verdictOf(plan.findings),
    combinations: plan.combinations.map((c) => ({ ...c.job !== void 0 ? { job: c.job } : {}, values: c.values, verdict: c.verdict, findings: c.findings })),
    include: plan.include,
    findings: plan.findings,
    ...plan.jobs && plan.jobs.length > 1 ? { jobs: plan.jobs } : {}
  };
}
var MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C", unknown: "\u2754" }, ORDER = ["pass", "warn", "fail", "unknown"], MAX_LISTED = 300, show = (c) => Object.entries(c).map(([k, v]) => `${k}=${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ");
function mark(counts) {
  let present = ORDER.map((v, i) => [v, counts[i]]).filter(([, n]) => n > 0);
  return present.length === 1 ? MARK[present[0][0]] : present.map(([v, n]) => `${MARK[v]} ${n}`).join(" \xB7 ");
}
function reason(c) {
  let top = [...c.findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity))[0];
  return top ? `${top.id}: ${top.message}` : c.verdict;
}
function grid(title, cells) {
  let at = /* @__PURE__ */ new Map(), cols = /* @__PURE__ */ new Set();
  for (let c of cells) {
    let py = c.checkedAs.python ?? "\u2014", torch = c.checkedAs.torch ?? "newest";
    cols.add(torch);
    let row = at.get(py);
    row || at.set(py, row = /* @__PURE__ */ new Map());
    let counts = row.get(torch);
    counts || row.set(torch, counts = [0, 0, 0, 0]), counts[ORDER.indexOf(c.verdict)]++;
  }
  let colList = [...cols], out = [`#### ${title}`, "", `| Python \\ torch | ${colList.map(cell).join(" | ")} |`, `| --- |${colList.map(() => " :-: |").join("")}`];
  for (let [py, row] of at)
    out.push(
      `| ${cell(py)} | ${colList.map((col) => {
        let n = row.get(col);
        return n ? mark(n) : " ";
      }).join(" | ")} |`
    );
  return out.push(""), out;
}
function matrixSummaryMarkdown(plan) {
  let cs = plan.combinations, totals = [0, 0, 0, 0];
  for (let c of cs) totals[ORDER.indexOf(c.verdict)]++;
  let count = (v) => totals[ORDER.indexOf(v)], out = ["### torch-preflight: matrix", ""];
  out.push(
    `${cs.length} combination${cs.length === 1 ? "" : "s"}: ${MARK.pass} ${count("pass")} supported \xB7 ${MARK.warn} ${count("warn")} with warnings \xB7 ${MARK.fail} ${count("fail")} unsupported \xB7 ${MARK.unknown} ${count("unknown")} not checked. ${plan.include.length} kept in \`include\`.`,
    ""
  );
  let groups = /* @__PURE__ */ new Map();
  for (let c of cs) {
    let byRunner = groups.get(c.job);
    byRunner || groups.set(c.job, byRunner = /* @__PURE__ */ new Map());
    let runner = c.checkedAs.runner || "no runner", list = byRunner.get(runner);
    list ? list.push(c) : byRunner.set(runner, [c]);
  }
  for (let [job, byRunner] of groups)
    for (let [runner, cells] of byRunner) out.push(...grid(cell(`${job !== void 0 ? `job ${job} \xB7 ` : ""}${runner}`), cells));
  let kept = /* @__PURE__ */ new Set([...plan.include, ...(plan.jobs ?? []).flatMap((j) => j.include)]), excluded = cs.filter((c) => !kept.has(c.values));
  if (excluded.length > 0) {
    out.push(`#### Excluded (${excluded.length})`, "", "| Cell | Why |", "| --- | --- |");
    for (let c of excluded.slice(0, MAX_LISTED))
      out.push(`| ${MARK[c.verdict]} ${cell((c.job !== void 0 ? `${c.job}: ` : "") + show(c.values))} | ${cell(reason(c))} |`);
    excluded.length > MAX_LISTED && out.push(`| \u2026 | ${excluded.length - MAX_LISTED} more in the JSON report |`), out.push("");
  }
  let warned = cs.filter((c) => kept.has(c.values) && c.verdict === "warn");
  if (warned.length > 0) {
    out.push(`#### Kept with warnings (${warned.length})`, "", "| Cell | Why |", "| --- | --- |");
    for (let c of warned.slice(0, MAX_LISTED))
      out.push(`| ${MARK.warn} ${cell((c.job !== void 0 ? `${c.job}: ` : "") + show(c.values))} | ${cell(reason(c))} |`);
    warned.length > MAX_LISTED && out.push(`| \u2026 | ${warned.length - MAX_LISTED} more in the JSON report |`), out.push("");
  }
  if (plan.findings.length > 0) {
    out.push("#### Findings", "");
    for (let f of plan.findings.slice(0, MAX_LISTED)) {
      let where = f.location ? ` (${cell(f.location.file)}:${f.location.line})` : "";
      out.push(`- **${f.severity}** \`${f.id}\`${where}: ${cell(f.message)} ${cell(f.hint)}`);
    }
    out.push("");
  }
  return out.join(`
`);
}
function matrixText(plan, findings) {
  let mark2 = { pass: "pass", warn: "warn", fail: "FAIL", unknown: "?   " }, lines = plan.combinations.map((c) => {
    let why = c.findings.filter((f) => f.severity !== "notice").map((f) => f.id);
    return plain(`${mark2[c.verdict].padEnd(4)}  ${c.job ? `${c.job}: ` : ""}${JSON.stringify(c.values)}${why.length ? `  (${[...new Set(why)].join(", ")})` : ""}`) + `
`;
  }), said = findings.length ? `
` + findings.map((f) => findingText(f)).join(`

`) + `
` : "";
  return `${lines.join("")}${said}
include (${plan.include.length} of ${plan.combinations.length} combinations):
${JSON.stringify({ include: plan.include })}
`;
}

// src/usecases/matrix.ts
import { resolve } from "node:path";

// src/matrix/equality.ts
var isMap2 = (v) => typeof v == "object" && v !== null && !Array.isArray(v);
function toNumber(v) {
  return typeof v == "number" ? v : typeof v == "boolean" ? v ? 1 : 0 : v === null ? 0 : Number(v.trim());
}
function looseEqual(a, b) {
  if (a === void 0 || b === void 0) return !1;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => looseEqual(x, b[i]));
  if (isMap2(a) || isMap2(b)) {
    if (!isMap2(a) || !isMap2(b)) return !1;
    let ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => findKey(b, k) !== void 0 && looseEqual(a[k], b[findKey(b, k)]));
  }
  if (typeof a == "string" && typeof b == "string") return a.toLowerCase() === b.toLowerCase();
  if (typeof a == typeof b) return a === b;
  let na = toNumber(a), nb = toNumber(b);
  return !Number.isNaN(na) && na === nb;
}
function findKey(obj, key) {
  if (Object.hasOwn(obj, key)) return key;
  let lower = key.toLowerCase();
  return Object.keys(obj).find((k) => k.toLowerCase() === lower);
}
function filterMatches(filter, cell2) {
  return Object.entries(filter).every(([k, want]) => {
    let key = findKey(cell2, k);
    return key !== void 0 && valueMatches(want, cell2[key]);
  });
}
function valueMatches(want, have) {
  return isMap2(want) ? isMap2(have) && filterMatches(want, have) : looseEqual(have, want);
}
function looseBucket(v) {
  if (v === void 0) return "u";
  if (Array.isArray(v)) return `a${v.length}`;
  if (isMap2(v)) return `m${Object.keys(v).length}`;
  if (typeof v == "string") {
    let n = Number(v.trim());
    return Number.isNaN(n) ? `s${v.toLowerCase()}` : `n${n}`;
  }
  return `n${toNumber(v)}`;
}
function setKey(obj, key, value) {
  key === "__proto__" ? Object.defineProperty(obj, key, { value, enumerable: !0, writable: !0, configurable: !0 }) : obj[key] = value;
}

// src/matrix/locate.ts
function locationOf(file, at) {
  return file && at ? { file, line: at.line, column: at.column } : void 0;
}
function located(draft, file, at) {
  let location = locationOf(file, at);
  return location ? { ...draft, location } : at ? { ...draft, message: `${draft.message} (line ${at.line})` } : draft;
}
var GITHUB_MATRIX_DOCS = "https://docs.github.com/en/actions/writing-workflows/workflow-syntax-for-github-actions#jobsjob_idstrategymatrix";

// src/matrix/yaml-matrix.ts
var EXPRESSION = /\$\{\{[\s\S]*?\}\}/;
function positionOf(src, node) {
  let range = node?.range;
  if (!range) return;
  let p = src.lines.linePos(range[0]);
  return { line: p.line, column: p.col };
}
function keyText(v) {
  return v !== null && typeof v == "object" ? JSON.stringify(v) : String(v);
}
function valueOf(src, node, depth = 0) {
  if (depth > 50) return null;
  if (isAlias(node)) return valueOf(src, node.resolve(src.doc), depth + 1);
  if (isScalar(node)) {
    let v = node.value;
    return typeof v == "string" || typeof v == "number" || typeof v == "boolean" || v === null ? v : typeof v == "bigint" ? v.toString() : JSON.stringify(v) ?? "";
  }
  if (isSeq(node)) return node.items.map((n) => valueOf(src, n, depth + 1));
  if (isMap(node)) {
    let out = {};
    for (let pair of node.items)
      Object.defineProperty(out, keyText(valueOf(src, pair.key, depth + 1)), { value: valueOf(src, pair.value, depth + 1), enumerable: !0, writable: !0, configurable: !0 });
    return out;
  }
  return null;
}
function floatDiagnostics(src, key, node, out, part) {
  if (isSeq(node)) return node.items.forEach((n) => floatDiagnostics(src, key, n, out, part));
  if (isMap(node)) return node.items.forEach((p) => floatDiagnostics(src, keyText(valueOf(src, p.key)), p.value, out, part));
  if (!isScalar(node) || typeof node.value != "number") return;
  let written = (node.source ?? "").trim(), seen = String(node.value);
  if (!/^\d+\.\d*0$/.test(written) || written === seen) return;
  let what = `\`${key}: ${written}\` is the YAML number ${seen}`, message = part === "dimension" ? `${what}, so the job gets "${seen}", not "${written}".` : part === "include" ? `${what} in an include entry: it matches cells whose value is "${written}" (GitHub compares a number and a string as numbers), but a job this entry adds on its own gets "${seen}", not "${written}".` : `${what} in an exclude entry; GitHub compares it with the cells' values as numbers, so it still removes the "${written}" cells (and would remove "${seen}" ones too).`;
  out.push(
    located(
      {
        id: "matrix-float-version",
        severity: part === "exclude" ? "notice" : "warning",
        message,
        hint: `Quote it: '${written}'.`,
        source: "https://yaml.org/spec/1.2.2/#10214-floating-point"
      },
      src.file,
      positionOf(src, node)
    )
  );
}
function expressionText(node) {
  return isScalar(node) && typeof node.value == "string" && EXPRESSION.test(node.value) ? node.value.trim() : void 0;
}
function entries(src, part, node, def) {
  if (node == null || isScalar(node) && node.value === null) return [];
  if (!isSeq(node))
    return def.diagnostics.push(invalid(src, `\`${part}\` must be a list of mappings.`, node)), [];
  let out = [];
  for (let item of node.items) {
    let resolved = isAlias(item) ? item.resolve(src.doc) : item;
    if (!isMap(resolved)) {
      def.diagnostics.push(invalid(src, `Each \`${part}\` entry must be a mapping.`, item));
      continue;
    }
    let values = valueOf(src, resolved);
    if (part === "exclude" && Object.keys(values).length === 0) {
      def.diagnostics.push(invalid(src, "An empty `exclude` entry matches every combination and removes them all.", item));
      continue;
    }
    let valueAt = {};
    for (let pair of resolved.items) {
      let at2 = positionOf(src, pair.value) ?? positionOf(src, pair.key);
      at2 && setKey(valueAt, keyText(valueOf(src, pair.key)), at2), floatDiagnostics(src, keyText(valueOf(src, pair.key)), pair.value, def.diagnostics, part);
    }
    let at = positionOf(src, item);
    out.push({ values, ...at ? { at } : {}, valueAt });
  }
  return out;
}
function invalid(src, message, node) {
  return located(
    { id: "matrix-invalid", severity: "error", message: `${message} GitHub rejects the workflow.`, hint: "See the matrix syntax.", source: GITHUB_MATRIX_DOCS },
    src.file,
    positionOf(src, node)
  );
}
function readMatrixNode(src, node) {
  let at = positionOf(src, node), def = { dimensions: [], include: [], exclude: [], diagnostics: [], ...at ? { at } : {}, ...src.file ? { file: src.file } : {} }, resolved = isAlias(node) ? node.resolve(src.doc) : node, expr = expressionText(resolved);
  if (expr)
    return def.expression = { text: expr, part: "matrix", ...at ? { at } : {} }, def;
  if (!isMap(resolved))
    return def.diagnostics.push(invalid(src, "A matrix must be a mapping of dimensions (or an expression).", node)), def;
  let includeNode, excludeNode;
  for (let pair of resolved.items) {
    let key = keyText(valueOf(src, pair.key)), keyAt = positionOf(src, pair.key);
    if (key === "include" || key === "exclude") {
      let e = expressionText(pair.value);
      if (e) {
        let where = positionOf(src, pair.value);
        def.expression ??= { text: e, part: key, ...where ? { at: where } : {} };
      }
      key === "include" ? includeNode = pair.value : excludeNode = pair.value;
      continue;
    }
    let value = isAlias(pair.value) ? pair.value.resolve(src.doc) : pair.value, dimExpr = expressionText(value), dim = { key, values: [], ...keyAt ? { keyAt } : {} };
    if (dimExpr)
      dim.expression = dimExpr;
    else if (isSeq(value))
      dim.values = value.items.map((n) => valueOf(src, n)), dim.valueAt = value.items.map((n) => positionOf(src, n)), floatDiagnostics(src, key, value, def.diagnostics, "dimension");
    else {
      dim.values = [valueOf(src, value)];
      let vAt = positionOf(src, value);
      dim.valueAt = [vAt], floatDiagnostics(src, key, value, def.diagnostics, "dimension"), def.diagnostics.push(
        located(
          {
            id: "matrix-invalid",
            severity: "warning",
            message: `\`${key}\` is a single value, not a list; GitHub expects a list (or an expression).`,
            hint: `Write \`${key}: [${keyText(dim.values[0])}]\`.`,
            source: GITHUB_MATRIX_DOCS
          },
          src.file,
          vAt
        )
      );
    }
    def.dimensions.push(dim);
  }
  return def.expression || (def.include = entries(src, "include", includeNode, def), def.exclude = entries(src, "exclude", excludeNode, def)), def;
}

// src/matrix/parse-input.ts
var MAX_INPUT = 5e6;
function parseYaml(text2, what) {
  if (text2.includes("\0")) throw new InputError(`${what} is binary, not YAML or JSON`);
  if (text2.length > MAX_INPUT) throw new InputError(`${what} is too large (${text2.length} characters)`);
  return parseUserYaml(text2, what, { format: "YAML/JSON" });
}
function parseMatrixInput(text2) {
  if (text2.trim() === "") throw new InputError('matrix is empty; expected JSON or YAML such as {"python-version": ["3.12"], "os": ["ubuntu-latest"]}');
  let src = parseYaml(text2, "matrix"), node = src.doc.contents;
  for (let wrapper of ["strategy", "matrix"])
    isMap(node) && node.items.length === 1 && keyText(valueOf(src, node.items[0].key)) === wrapper && (node = node.items[0].value);
  if (!isMap(node) && !(typeof valueOf(src, node) == "string" && /\$\{\{/.test(keyText(valueOf(src, node)))))
    throw new InputError('matrix must be a mapping of dimensions, e.g. {"python-version": ["3.11", "3.12"], "torch": ["2.8.0"]}');
  return readMatrixNode(src, node);
}

// src/matrix/expand.ts
var MAX_JOBS = 256, MAX_CELLS = 1e5, MAX_INCLUDE_WORK = 2e7, MAX_EXCLUDE_WORK = 2e7, INFINITY = /^\s*[+-]?infinity\s*$/i;
function excludeBucket(v) {
  if (isMap2(v)) return "map";
  if (typeof v == "string" && INFINITY.test(v)) return "inf";
  let b = looseBucket(v);
  return b === "nInfinity" || b === "n-Infinity" ? "inf" : b;
}
function hash32(s, seed) {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h ^= h >>> 16, h = Math.imul(h, 2246822507), h ^= h >>> 13, h >>> 0;
}
var SEEDS = [Math.random() * 2 ** 32 >>> 0, Math.random() * 2 ** 32 >>> 0], SHOW_KEYS = 32, showKeys = (c, keys, total) => {
  let shown = keys.slice(0, SHOW_KEYS).map((k) => `${k}: ${typeof c[k] == "string" ? c[k] : JSON.stringify(c[k])}`);
  return total > SHOW_KEYS && shown.push(`\u2026 ${(total - SHOW_KEYS).toLocaleString("en-US")} more`), `{${shown.join(", ")}}`;
}, show2 = (c) => {
  let keys = Object.keys(c);
  return showKeys(c, keys, keys.length);
}, isIndex = (k) => /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295;
function product(def) {
  let dims = def.dimensions;
  if (dims.length === 0) return [];
  let total = dims.reduce((n, d) => n * d.values.length, 1), cells = [];
  for (let i = 0; i < total; i++) {
    let values = {}, index = {}, block = total;
    for (let d of dims) {
      block /= d.values.length;
      let j = Math.floor(i / block) % d.values.length;
      setKey(values, d.key, d.values[j]), setKey(index, d.key, j);
    }
    cells.push({ values, origin: { kind: "product", index }, addedBy: {} });
  }
  return cells;
}
function sameCombination(a, b) {
  let ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => {
    let kb = findKey(b, k);
    return kb !== void 0 && looseEqual(a[k], b[kb]);
  });
}
function expandMatrix(def) {
  let diagnostics = [...def.diagnostics], { file } = def;
  if (def.expression) {
    let what = def.expression.part === "matrix" ? "The matrix" : `The matrix's ${def.expression.part}`;
    return diagnostics.push(
      located(
        {
          id: "matrix-expression",
          severity: "notice",
          message: `${what} is built at run time (${def.expression.text}), so its combinations cannot be checked before the workflow runs.`,
          hint: "Run torch-preflight in the job that computes the matrix (`matrix` input), or check each leg with the action inside the matrix job.",
          source: GITHUB_MATRIX_DOCS
        },
        file,
        def.expression.at
      )
    ), { cells: [], diagnostics };
  }
  let dimKeys = def.dimensions.map((d) => d.key), dimObj = {};
  for (let k of dimKeys) setKey(dimObj, k, !0);
  let dimByLower = /* @__PURE__ */ new Map();
  for (let k of Object.keys(dimObj)) dimByLower.has(k.toLowerCase()) || dimByLower.set(k.toLowerCase(), k);
  let dimKeyOf = (k) => Object.hasOwn(dimObj, k) ? k : dimByLower.get(k.toLowerCase()), isDimKey = (k) => dimKeyOf(k) !== void 0;
  for (let d of def.dimensions) {
    if (d.expression)
      return diagnostics.push(
        located(
          {
            id: "matrix-expression",
            severity: "notice",
            message: `The values of \`${d.key}\` are computed at run time (${d.expression}), so the matrix's combinations cannot be checked before the workflow runs.`,
            hint: "List the values literally, or run torch-preflight where the values are computed.",
            source: GITHUB_MATRIX_DOCS
          },
          file,
          d.keyAt
        )
      ), { cells: [], diagnostics };
    if (d.values.length === 0)
      return diagnostics.push(
        located(
          {
            id: "matrix-invalid",
            severity: "error",
            message: `The matrix dimension \`${d.key}\` has no values; GitHub rejects the workflow.`,
            hint: `Give \`${d.key}\` at least one value, or remove it.`,
            source: GITHUB_MATRIX_DOCS
          },
          file,
          d.keyAt
        )
      ), { cells: [], diagnostics };
  }
  let total = def.dimensions.reduce((n, d) => n * d.values.length, def.dimensions.length ? 1 : 0);
  if (total + def.include.length > MAX_CELLS)
    return diagnostics.push(
      located(
        {
          id: "matrix-invalid",
          severity: "error",
          message: `The matrix has ${total.toLocaleString("en-US")} combinations${def.include.length ? ` and ${def.include.length} include entries` : ""}; GitHub runs at most ${MAX_JOBS} jobs per matrix, and the planner expands at most ${MAX_CELLS.toLocaleString("en-US")}.`,
          hint: "Split the matrix across jobs, or list fewer values.",
          source: GITHUB_MATRIX_DOCS
        },
        file,
        def.at
      )
    ), { cells: [], diagnostics };
  let all = product(def), byDim = /* @__PURE__ */ new Map(), bucketsOf = (dim) => {
    let m = byDim.get(dim);
    if (!m) {
      m = /* @__PURE__ */ new Map();
      for (let j = 0; j < all.length; j++) {
        let b = excludeBucket(all[j].values[dim]), list = m.get(b);
        list ? list.push(j) : m.set(b, [j]);
      }
      byDim.set(dim, m);
    }
    return m;
  }, everyCell = all.map((_, j) => j), pools = def.exclude.map((e) => {
    let pool = everyCell;
    for (let [k, want] of Object.entries(e.values)) {
      let dim = dimKeyOf(k);
      if (dim === void 0) return [];
      let p = bucketsOf(dim).get(excludeBucket(want)) ?? [];
      p.length < pool.length && (pool = p);
    }
    return pool;
  });
  if (pools.reduce((n, p) => n + p.length, 0) > MAX_EXCLUDE_WORK)
    return diagnostics.push(
      located(
        {
          id: "matrix-invalid",
          severity: "error",
          message: `The matrix has ${total.toLocaleString("en-US")} combinations and ${def.exclude.length.toLocaleString("en-US")} exclude entries, more than GitHub runs (${MAX_JOBS} jobs) and more than the planner matches.`,
          hint: "Split the matrix across jobs.",
          source: GITHUB_MATRIX_DOCS
        },
        file,
        def.at
      )
    ), { cells: [], diagnostics };
  let excludeUsed = def.exclude.map(() => !1), removed = new Uint8Array(all.length);
  def.exclude.forEach((e, i) => {
    for (let j of pools[i])
      filterMatches(e.values, all[j].values) && (excludeUsed[i] = !0, removed[j] = 1);
  });
  let original = all.filter((_, j) => !removed[j]);
  if (def.exclude.forEach((e, i) => {
    let foreign = Object.keys(e.values).filter((k) => !isDimKey(k));
    foreign.length > 0 ? diagnostics.push(
      located(
        {
          id: "matrix-invalid",
          severity: "error",
          message: `exclude entry ${show2(e.values)} names ${foreign.map((k) => `\`${k}\``).join(", ")}, which ${foreign.length > 1 ? "are" : "is"} not a matrix dimension; GitHub rejects the workflow.`,
          hint: `An exclude entry may only name the matrix's own keys (${dimKeys.join(", ") || "none"}).`,
          source: GITHUB_MATRIX_DOCS
        },
        file,
        e.at
      )
    ) : excludeUsed[i] || diagnostics.push(
      located(
        {
          id: "matrix-exclude-unused",
          severity: "warning",
          message: `exclude entry ${show2(e.values)} matches no combination of the matrix, so it removes nothing.`,
          hint: "Check the values against the dimensions (a YAML number such as 3.10 is 3.1; strings compare ignoring case), or delete the entry.",
          source: GITHUB_MATRIX_DOCS
        },
        file,
        e.at
      )
    );
  }), def.include.length * Math.max(1, original.length) > MAX_INCLUDE_WORK)
    return diagnostics.push(
      located(
        {
          id: "matrix-invalid",
          severity: "error",
          message: `The matrix has ${original.length.toLocaleString("en-US")} combinations and ${def.include.length.toLocaleString("en-US")} include entries, more than GitHub runs (${MAX_JOBS} jobs) and more than the planner matches.`,
          hint: "Split the matrix across jobs.",
          source: GITHUB_MATRIX_DOCS
        },
        file,
        def.at
      )
    ), { cells: [], diagnostics };
  let byValue = /* @__PURE__ */ new Map(), firstDimByLower = /* @__PURE__ */ new Map();
  for (let d of dimKeys) firstDimByLower.has(d.toLowerCase()) || firstDimByLower.set(d.toLowerCase(), d);
  let keyOfDim = (k) => firstDimByLower.get(k.toLowerCase()), indexed = def.include.length > 0 ? original : [];
  for (let c of indexed)
    for (let d of dimKeys) {
      let b = `${d}${looseBucket(c.values[d])}`, list = byValue.get(b);
      list ? list.push(c) : byValue.set(b, [c]);
    }
  let sigs = /* @__PURE__ */ new Map(), pair = (k, v) => `${k.toLowerCase()}=${looseBucket(v)}`, addPair = (s, p, sign) => {
    s.a = s.a + sign * hash32(p, SEEDS[0]) >>> 0, s.b = s.b + sign * hash32(p, SEEDS[1]) >>> 0;
  }, sigOf = (v) => {
    let s = { count: 0, a: 0, b: 0 };
    for (let k of Object.keys(v))
      s.count++, addPair(s, pair(k, v[k]), 1);
    return s;
  }, sigKey = (s) => `${s.count}:${s.a}:${s.b}`, seen = /* @__PURE__ */ new Map(), remember = (c, s) => {
    sigs.set(c, s);
    let k = sigKey(s), set = seen.get(k);
    set ? set.add(c) : seen.set(k, /* @__PURE__ */ new Set([c]));
  };
  for (let c of indexed) remember(c, sigOf(c.values));
  let addedKeys = /* @__PURE__ */ new Map(), dimOrder = Object.keys(dimObj), dimIndices = dimOrder.filter(isIndex).slice(0, SHOW_KEYS), dimNames = dimOrder.filter((k) => !isIndex(k)).slice(0, SHOW_KEYS), addedFirst = /* @__PURE__ */ new Map(), noteAdded = (c, k) => {
    let f = addedFirst.get(c);
    f || addedFirst.set(c, f = { indices: [], names: [] }), isIndex(k) ? (f.indices.length < SHOW_KEYS || Number(k) < Number(f.indices.at(-1))) && (f.indices.push(k), f.indices.sort((x, y) => Number(x) - Number(y)), f.indices.length = Math.min(f.indices.length, SHOW_KEYS)) : f.names.length < SHOW_KEYS && f.names.push(k);
  }, showCell = (c) => {
    if (c.origin.kind !== "product") return show2(c.values);
    let f = addedFirst.get(c), indices = [...dimIndices, ...f?.indices ?? []].sort((x, y) => Number(x) - Number(y));
    return showKeys(c.values, [...indices, ...dimNames, ...f?.names ?? []].slice(0, SHOW_KEYS), sigs.get(c).count);
  }, added = [];
  return def.include.forEach((entry, i) => {
    let filter = {};
    for (let [k, v] of Object.entries(entry.values)) isDimKey(k) && setKey(filter, k, v);
    let first = Object.keys(filter)[0], pool = first === void 0 ? original : byValue.get(`${keyOfDim(first)}${looseBucket(filter[first])}`) ?? [], wants = Object.keys(filter).map((k) => [dimKeyOf(k), filter[k]]), targets = pool.filter((c) => wants.every(([d, want]) => valueMatches(want, c.values[d])));
    if (targets.length === 0) {
      let values = { ...entry.values }, sig = sigOf(values), twin;
      for (let c of seen.get(sigKey(sig)) ?? [])
        if (sameCombination(c.values, values)) {
          twin = c;
          break;
        }
      if (twin) {
        let at = twin.origin.kind === "include" ? def.include[twin.origin.entry]?.at : void 0, from = at ? `, which the include entry on line ${at.line} already adds` : "";
        diagnostics.push(duplicate(entry, `it repeats the combination ${showCell(twin)}${from}, so GitHub runs that job twice`, file));
      }
      let cell2 = { values, origin: { kind: "include", entry: i }, addedBy: {} };
      added.push(cell2), remember(cell2, sig);
      return;
    }
    let changed = !1, own = Object.entries(entry.values).filter(([k]) => !isDimKey(k));
    for (let c of targets) {
      let sig = sigs.get(c), before = sigKey(sig), keys = addedKeys.get(c);
      keys || addedKeys.set(c, keys = /* @__PURE__ */ new Map());
      for (let [k, v] of own) {
        let existing = (Object.hasOwn(c.values, k) ? k : keys.get(k.toLowerCase())) ?? k, has = Object.hasOwn(c.values, existing);
        (!has || !looseEqual(c.values[existing], v)) && (changed = !0), has ? addPair(sig, pair(existing, c.values[existing]), -1) : (sig.count++, keys.set(existing.toLowerCase(), existing), noteAdded(c, existing)), addPair(sig, pair(existing, v), 1), setKey(c.values, existing, v), setKey(c.addedBy, existing, i);
      }
      let after = sigKey(sig);
      if (after !== before) {
        let set = seen.get(before);
        set.delete(c), set.size === 0 && seen.delete(before);
        let next = seen.get(after);
        next ? next.add(c) : seen.set(after, /* @__PURE__ */ new Set([c]));
      }
    }
    if (!changed) {
      let what = targets.length === 1 ? `the combination ${showCell(targets[0])}` : `${targets.length} combinations`;
      diagnostics.push(duplicate(entry, `${what} already ${targets.length === 1 ? "has" : "have"} every value it sets, so it adds nothing`, file));
    }
  }), { cells: [...original, ...added], diagnostics };
}
function duplicate(entry, why, file) {
  return located(
    {
      id: "matrix-include-duplicate",
      severity: "warning",
      message: `include entry ${show2(entry.values)} duplicates a cell: ${why}.`,
      hint: "Delete the entry, or change it to add the values you meant.",
      source: GITHUB_MATRIX_DOCS
    },
    file,
    entry.at
  );
}

// src/matrix/blame.ts
var ROLE_ORDER = {
  "python-unsupported": ["python", "torch"],
  "python-preview": ["python", "torch"],
  "python-implementation": ["python"],
  "python-32bit": ["python"],
  // In a container the image decides the C library and glibc, so it is blamed before the runner.
  "platform-unsupported": ["container", "runner", "torch"],
  "macos-too-old": ["runner", "torch"],
  "mps-unavailable": ["runner", "torch"],
  "glibc-too-old": ["container", "runner", "torch"],
  "container-image": ["container"],
  "backend-unavailable": ["index", "torch", "runner"],
  "backend-experimental": ["index", "torch", "runner"],
  "index-url-unknown": ["index"],
  "variant-mismatch": ["index", "torch"],
  "driver-too-old": ["index", "runner"],
  "gpu-unsupported": ["index", "runner"],
  "cuda-without-gpu": ["index", "runner"],
  "companion-mismatch": ["torch"],
  "resolution-fallback": ["torch", "python"],
  "no-release": ["torch", "python", "runner"],
  "catalog-stale": ["torch"],
  "runner-unknown": ["runner"],
  "runner-retired": ["runner"]
};
function rolesFor(id) {
  return ROLE_ORDER[id] ?? ["torch", "python", "runner", "index"];
}
function positionOfKey(def, cell2, key) {
  let k = findKey(cell2.values, key) ?? key, entryAt = (i) => {
    let e = def.include[i];
    if (!e) return;
    let ek = findKey(e.valueAt ?? {}, k);
    return (ek !== void 0 ? e.valueAt?.[ek] : void 0) ?? e.at;
  };
  if (cell2.origin.kind === "include") return entryAt(cell2.origin.entry);
  let added = cell2.addedBy[k];
  if (added !== void 0) return entryAt(added);
  let dim = def.dimensions.find((d) => d.key === k), j = cell2.origin.index[k];
  return dim && j !== void 0 ? dim.valueAt?.[j] ?? dim.keyAt : void 0;
}
function positionOfBlame(def, cell2, blame) {
  if (blame) {
    if (blame.kind === "at") return blame.at;
    if (blame.kind === "key") return positionOfKey(def, cell2, blame.key);
  }
}

// src/matrix/job-context.ts
var MATRIX_REF = /\$\{\{\s*matrix(?:\.([A-Za-z_][\w-]*)|\[\s*'([^']+)'\s*\])\s*\}\}/g;
function matrixRefs(text2) {
  return [...text2.matchAll(MATRIX_REF)].map((m) => m[1] ?? m[2]);
}
function soleRef(text2) {
  let m = /^\s*\$\{\{\s*matrix(?:\.([A-Za-z_][\w-]*)|\[\s*'([^']+)'\s*\])\s*\}\}\s*$/.exec(text2);
  return m ? m[1] ?? m[2] : void 0;
}
function substitute(text2, lookup) {
  return text2.replace(MATRIX_REF, (whole, a, b) => lookup(a ?? b) ?? whole);
}

// src/matrix/runners.ts
var text = (v) => typeof v == "string" ? v : JSON.stringify(v);
function runnerFor(label, catalog) {
  if (label == null) return { kind: "unknown", label: "" };
  if (Array.isArray(label)) {
    let labels = label.map(text);
    return labels.some((l) => l.toLowerCase() === "self-hosted") ? { kind: "self-hosted", label: labels.join(", ") } : labels.length === 1 ? runnerFor(labels[0], catalog) : { kind: "unknown", label: labels.join(", ") };
  }
  if (typeof label == "object") {
    let labels = label.labels, group = label.group;
    return group !== void 0 ? { kind: "unknown", label: `group ${text(group)}` } : runnerFor(labels, catalog);
  }
  let name = String(label).trim();
  if (/\$\{\{/.test(name)) return { kind: "expression", label: name };
  if (name.toLowerCase() === "self-hosted") return { kind: "self-hosted", label: name };
  let runner = catalog.runners.find((r) => r.label.toLowerCase() === name.toLowerCase());
  return runner ? { kind: "hosted", label: name, runner } : { kind: "unknown", label: name };
}

// src/matrix/values.ts
function asText(v) {
  return v == null ? "" : typeof v == "string" ? v : typeof v == "number" || typeof v == "boolean" ? String(v) : JSON.stringify(v);
}
var hasExpression = (s) => s.includes("${{");
function readPython(v) {
  let text2 = asText(v).trim();
  if (hasExpression(text2)) return { ok: !1, why: `Python \`${text2}\` is only known at run time`, hint: "List the Python versions literally." };
  try {
    return { ok: !0, value: parsePythonVersion(text2) };
  } catch {
    return {
      ok: !1,
      why: `Python \`${text2 || "(empty)"}\` names no single version the planner can check`,
      hint: "Write a minor version such as 3.12 (quoted in YAML), 3.13t or pypy3.10; ranges such as 3.x are not guessed."
    };
  }
}
var SYMBOLIC_NEWEST = /* @__PURE__ */ new Set(["", "latest", "stable", "release", "newest", "default"]), SYMBOLIC_PRE = /* @__PURE__ */ new Set(["nightly", "nightlies", "pre", "preview", "dev", "main", "test", "rc"]);
function readTorch(v) {
  let text2 = asText(v).trim(), lower = text2.toLowerCase();
  if (hasExpression(text2)) return { ok: !1, why: `torch \`${text2}\` is only known at run time`, hint: "List the torch versions literally." };
  if (SYMBOLIC_NEWEST.has(lower)) return { ok: !0, value: { spec: parseSpecifier(""), pre: !1 } };
  if (SYMBOLIC_PRE.has(lower))
    return {
      ok: !1,
      why: `torch \`${text2}\` means nightly or pre-release builds, which the catalog does not list`,
      hint: "Check nightly legs by running the action inside the job, or pin a released version here."
    };
  try {
    return { ok: !0, value: { spec: parseSpecifier(text2, "torch version"), pre: !1 } };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { ok: !1, why: `torch \`${text2}\` is not a version or specifier`, hint: "Write e.g. 2.8.0, 2.9, 2.9.1+cpu or >=2.5,<2.10." };
  }
}
function readCuda(v) {
  let text2 = asText(v).trim().toLowerCase();
  if (hasExpression(text2)) return { ok: !1, why: `CUDA \`${text2}\` is only known at run time`, hint: "List the CUDA versions literally." };
  if (text2 === "" || text2 === "cpu" || text2 === "none" || text2 === "false" || text2 === "no") return { ok: !0, value: "cpu" };
  if (isVariantName(text2)) return { ok: !0, value: text2 };
  let variant = cudaVariant(text2) ?? rocmVariant(text2);
  return variant ? { ok: !0, value: variant } : { ok: !1, why: `CUDA \`${text2}\` does not name a build`, hint: "Write a CUDA version such as 12.8 (quoted in YAML), a variant such as cu128, cpu, rocm6.4 or xpu." };
}
function readIndex(v) {
  let text2 = asText(v).trim();
  if (hasExpression(text2)) return { ok: !1, why: `index \`${text2}\` is only known at run time`, hint: "List the index URLs literally." };
  try {
    return { ok: !0, value: parseIndexUrl(text2) };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { ok: !1, why: `index \`${text2}\` is not a URL or variant`, hint: "Write e.g. https://download.pytorch.org/whl/cu128, cu128 or pypi." };
  }
}

// src/matrix/cell-input.ts
var DEFAULT_RUNNER = "ubuntu-latest", RUNNER_DOCS = "https://github.com/actions/runner-images#available-images";
function cellValue(cell2, key) {
  if (key === void 0) return;
  let k = findKey(cell2, key);
  return k === void 0 ? void 0 : cell2[k];
}
function fill(t, cell2) {
  let refs = [...new Set(matrixRefs(t.text))], text2 = substitute(t.text, (k) => {
    let v = cellValue(cell2, k);
    return v === void 0 ? "" : asText(v);
  }), sole = soleRef(t.text), raw = sole !== void 0 ? cellValue(cell2, sole) : void 0;
  return {
    text: text2,
    ...raw !== void 0 ? { raw } : {},
    ...refs.length === 1 ? { fromKey: refs[0] } : {},
    refersToMatrix: refs.length > 0
  };
}
function unknownValue(ctx, r) {
  ctx.unknown = !0, ctx.problems.push({ id: "matrix-value-unknown", severity: "notice", message: `${r.why}, so this cell is not checked.`, hint: r.hint, source: GITHUB_MATRIX_DOCS });
}
function pick(ctx, role, template2) {
  let filled = template2 ? fill(template2, ctx.cell) : void 0, key = ctx.roles[role], fromMatrix = cellValue(ctx.cell, key);
  if (filled?.refersToMatrix) {
    let blame = filled.fromKey ? { kind: "key", key: filled.fromKey } : template2?.at ? { kind: "at", at: template2.at } : { kind: "default" };
    return { value: filled.raw ?? filled.text, blame };
  }
  if (fromMatrix !== void 0 && key !== void 0) return { value: fromMatrix, blame: { kind: "key", key: findKey(ctx.cell, key) ?? key } };
  if (filled) return { value: filled.text, blame: template2?.at ? { kind: "at", at: template2.at } : { kind: "default" } };
}
function runnerProblem(match) {
  switch (match.kind) {
    case "hosted":
      return match.runner.status !== "retired" ? void 0 : {
        id: "runner-retired",
        severity: "error",
        message: `Runner \`${match.label}\` (${match.runner.os} ${match.runner.osVersion}, ${match.runner.arch}) has been retired: its jobs wait for a runner that never comes.${match.runner.note ? ` ${match.runner.note}` : ""}`,
        hint: "Move to a current label, e.g. ubuntu-24.04, macos-15 or windows-2025.",
        source: match.runner.source
      };
    case "self-hosted":
      return {
        id: "runner-unknown",
        severity: "notice",
        message: `Runner \`${match.label}\` is self-hosted; its OS, arch and glibc are not known here, so this cell is not checked.`,
        hint: "Describe it in a rules file (`runners:` with label, os, arch, osVersion, glibc) passed as `config`, or run the action on that runner.",
        source: RUNNER_DOCS
      };
    case "expression":
      return {
        id: "matrix-expression",
        severity: "notice",
        message: `Runner \`${match.label}\` is only known at run time, so this cell is not checked.`,
        hint: "Name the runner labels literally in the matrix.",
        source: RUNNER_DOCS
      };
    case "unknown":
      return {
        id: "runner-unknown",
        severity: "warning",
        message: match.label ? `Runner \`${match.label}\` is not a GitHub-hosted image label the planner knows (a larger runner, a custom label or a typo), so this cell is not checked.` : "This cell names no runner, so it is not checked.",
        hint: "Use a GitHub-hosted label (see the runner table), or describe the runner in a rules file (`runners:`) passed as `config`.",
        source: RUNNER_DOCS
      };
  }
}
function environment(match, py, container) {
  let r = match.runner, base = runnerEnvironment(r, py);
  if (!container) return base;
  let { glibc: _g, libc: _l, ...rest } = base;
  return {
    ...rest,
    osVersion: container.distro?.label ?? container.image,
    ...container.libc ? { libc: container.libc } : {},
    ...container.glibc ? { glibc: container.glibc } : {},
    provenance: { ...base.provenance, ...container.glibc ? { glibc: "given" } : {} }
  };
}
function runnerEnvironment(r, py) {
  return {
    ...py ? {
      python: {
        major: py.major,
        minor: py.minor,
        ...py.full ? { full: py.full } : {},
        implementation: py.implementation,
        freeThreaded: py.freeThreaded,
        provenance: "given"
      }
    } : {},
    os: r.os,
    arch: r.arch,
    osVersion: r.osVersion,
    ...r.glibc ? { glibc: r.glibc } : {},
    ...r.os === "linux" ? { libc: "glibc" } : {},
    gpus: [],
    provenance: { os: "given", arch: "given", osVersion: "given", ...r.glibc ? { glibc: "given" } : {}, gpus: "given" },
    probeProblems: []
  };
}
var CONTAINER_DOCS = "https://docs.github.com/en/actions/writing-workflows/choosing-where-your-workflow-runs/running-jobs-in-a-container";
function containerOf(ctx, rd, t, match, catalog) {
  let f = fill(t, ctx.cell), image = (f.raw !== void 0 && typeof f.raw == "string" ? f.raw : f.text).trim();
  if (image === "") return;
  if (/\$\{\{/.test(image)) {
    ctx.unknown = !0, ctx.problems.push({
      id: "matrix-expression",
      severity: "notice",
      message: `The job's container \`${image}\` is only known at run time, so this cell is not checked.`,
      hint: "Name the image literally, or as a matrix value.",
      source: CONTAINER_DOCS
    });
    return;
  }
  match.kind === "hosted" && match.runner.os !== "linux" && ctx.problems.push({
    id: "matrix-invalid",
    severity: "error",
    message: `The job runs in container \`${image}\` on \`${match.label}\`, but GitHub runs job containers on Linux runners only: this cell fails before any step.`,
    hint: "Use a Linux runner for the container, or no container on this OS (an empty container value).",
    source: CONTAINER_DOCS
  }), ctx.blame.container = f.fromKey ? { kind: "key", key: f.fromKey } : t.at ? { kind: "at", at: t.at } : { kind: "default" };
  let facts = cached(rd.container, image, () => containerFacts(image, catalog));
  return (facts.unknown || facts.uncertain || facts.os !== "linux") && (ctx.unknown = !0, ctx.problems.push({
    id: "container-image",
    severity: "notice",
    message: facts.unknown ? `The job runs in ${image}, which is not known (${facts.unknown}), so this cell is not checked.` : `${describeContainer(facts)}: these facts are not confirmed for every tag, so this cell is not checked.`,
    hint: "Check it with `check --container IMAGE --python \u2026 --glibc \u2026`, giving what the image holds.",
    source: facts.sources.join("; ") || CONTAINER_DOCS
  })), facts;
}
function newReaders() {
  return {
    runner: /* @__PURE__ */ new Map(),
    python: /* @__PURE__ */ new Map(),
    torch: /* @__PURE__ */ new Map(),
    index: /* @__PURE__ */ new Map(),
    cuda: /* @__PURE__ */ new Map(),
    env: /* @__PURE__ */ new Map(),
    container: /* @__PURE__ */ new Map(),
    lockAnswer: /* @__PURE__ */ new Map(),
    request: /* @__PURE__ */ new Map(),
    requestWithExtras: /* @__PURE__ */ new Map(),
    pre: /* @__PURE__ */ new Map(),
    variantIndex: /* @__PURE__ */ new Map(),
    newest: /* @__PURE__ */ new Map()
  };
}
function cached(map, key, make) {
  let v = map.get(key);
  return v === void 0 && (v = make(), map.set(key, v)), v;
}
var readPython2 = (rd, v) => cached(rd.python, asText(v), () => readPython(v)), readTorch2 = (rd, v) => cached(rd.torch, asText(v), () => readTorch(v)), readIndex2 = (rd, v) => cached(rd.index, asText(v), () => readIndex(v)), readCuda2 = (rd, v) => cached(rd.cuda, asText(v), () => readCuda(v)), PYPI = { kind: "pypi" }, variantIndex = (rd, variant) => cached(rd.variantIndex, variant, () => parseIndexUrl(indexUrlFor(variant)));
function makeRequest(t, i, extra) {
  return { torch: t.spec, index: i, ...extra.length ? { extraIndexes: extra } : {}, ...t.pre ? { pre: !0 } : {} };
}
function cellInput(cell2, roles, job, catalog, opts) {
  let rd = opts.readers ?? newReaders(), ctx = { cell: cell2, roles, job, problems: [], blame: {}, unknown: !1 }, checkedAs = {}, runsOn = job.runsOn, label;
  if (runsOn) {
    let v = runsOn.value, t = typeof v == "string" ? fill({ text: v, ...runsOn.at ? { at: runsOn.at } : {} }, cell2) : void 0;
    label = t ? t.raw ?? t.text : Array.isArray(v) ? v.map((x) => typeof x == "string" ? fill({ text: x }, cell2).text : x) : v, ctx.blame.runner = t?.fromKey ? { kind: "key", key: t.fromKey } : runsOn.at ? { kind: "at", at: runsOn.at } : { kind: "default" };
  } else cellValue(cell2, roles.runner) !== void 0 ? (label = cellValue(cell2, roles.runner), ctx.blame.runner = { kind: "key", key: findKey(cell2, roles.runner) ?? roles.runner }) : opts.defaultRunner && (label = opts.defaultRunner, ctx.blame.runner = { kind: "default" });
  let match = cached(rd.runner, typeof label == "string" ? label : JSON.stringify(label ?? null), () => runnerFor(label, catalog));
  checkedAs.runner = match.label;
  let rp = runnerProblem(match);
  rp && ctx.problems.push(rp), match.kind !== "hosted" && (ctx.unknown = !0);
  let containerKey = opts.containerFromKey && roles.container !== void 0 && cellValue(cell2, roles.container) !== void 0 ? findKey(cell2, roles.container) : void 0, containerTemplate = job.container ?? (containerKey !== void 0 ? { text: `\${{ matrix.${containerKey} }}` } : void 0), container = containerTemplate ? containerOf(ctx, rd, containerTemplate, match, catalog) : void 0;
  container && (checkedAs.container = container.image);
  let py, pyPick = pick(ctx, "python", job.python) ?? (container?.python ? { value: container.python, blame: ctx.blame.container ?? { kind: "default" } } : void 0);
  if (pyPick) {
    ctx.blame.python = pyPick.blame, checkedAs.python = asText(pyPick.value);
    let r = readPython2(rd, pyPick.value);
    r.ok ? py = r.value : unknownValue(ctx, r);
  } else container && !ctx.unknown && (ctx.unknown = !0, ctx.problems.push({
    id: "container-image",
    severity: "notice",
    message: `${describeContainer(container)}: the job installs its own Python, which is not known here, so this cell is not checked.`,
    hint: "Add actions/setup-python (or a python matrix key) so the Python is known.",
    source: container.sources.join("; ")
  }));
  let torch, pip = job.pip, tPick = pick(ctx, "torch", pip?.torch);
  if (tPick) {
    ctx.blame.torch = tPick.blame, checkedAs.torch = asText(tPick.value) || "newest";
    let r = readTorch2(rd, tPick.value);
    if (r.ok) {
      let value = r.value;
      torch = value.pre || !pip?.pre ? value : cached(rd.pre, value, () => ({ ...value, pre: !0 }));
    } else unknownValue(ctx, r);
  } else {
    let pre = pip?.pre ?? !1;
    torch = cached(rd.newest, pre, () => ({ spec: parseSpecifier(""), pre })), checkedAs.torch = "newest";
  }
  let index, indexTemplate = pip?.index ?? pip?.findLinks, filled = indexTemplate ? fill(indexTemplate, cell2) : void 0, indexValue = cellValue(cell2, roles.index), cudaValue = cellValue(cell2, roles.cuda), useIndex = (value, blame) => {
    ctx.blame.index = blame;
    let r = readIndex2(rd, value);
    r.ok ? index = r.value : unknownValue(ctx, r);
  }, templateBlame = () => filled?.fromKey ? { kind: "key", key: filled.fromKey } : indexTemplate?.at ? { kind: "at", at: indexTemplate.at } : { kind: "default" };
  if (filled?.refersToMatrix) useIndex(filled.raw ?? filled.text, templateBlame());
  else if (indexValue !== void 0) useIndex(indexValue, { kind: "key", key: findKey(cell2, roles.index) ?? roles.index });
  else if (cudaValue !== void 0) {
    ctx.blame.index = { kind: "key", key: findKey(cell2, roles.cuda) ?? roles.cuda };
    let r = readCuda2(rd, cudaValue);
    r.ok ? index = variantIndex(rd, r.value) : unknownValue(ctx, r);
  } else filled ? useIndex(filled.text, templateBlame()) : torch?.spec.local && opts.indexFromLocal ? (index = variantIndex(rd, torch.spec.local), ctx.blame.index = ctx.blame.torch ?? { kind: "default" }) : index = PYPI;
  index && (checkedAs.index = index.kind === "pypi" ? "pypi" : index.url);
  let lockJob = job.lockInstall && !job.pip ? job.lockInstall : void 0;
  if (lockJob && match.kind === "hosted" && !ctx.unknown) {
    let lock = opts.locks?.().find((l) => l.kind === lockJob.kind || lockJob.kind === "uv" && l.kind === "pylock");
    if (!lock)
      ctx.unknown = !0, ctx.problems.push({
        id: "matrix-value-unknown",
        severity: "notice",
        message: `The job installs with \`${lockJob.kind}\`, but no ${lockJob.kind} lock file was found beside the workflow's repository, so this cell is not checked.`,
        hint: "Commit the lock file, or run the check where it is.",
        source: GITHUB_MATRIX_DOCS
      });
    else {
      let envs = cached(rd.env, match, () => /* @__PURE__ */ new Map()), env = cached(envs, `${container?.image ?? ""}${checkedAs.python ?? ""}`, () => environment(match, py, container)), answer = cached(rd.lockAnswer, env, () => /* @__PURE__ */ new Map()), a = cached(answer, lock, () => checkLock(lock, env));
      if (ctx.problems.push(...a.findings), a.installs === !1) return { problems: ctx.problems, unknown: !1, blame: ctx.blame, checkedAs };
      if (a.torch) {
        checkedAs.torch = `==${a.torch.version} (${lock.file})`;
        let tr = readTorch2(rd, `==${a.torch.version}`);
        tr.ok && (torch = tr.value);
        let li = a.torch.index && !/pypi\.org\/simple/.test(a.torch.index) ? readIndex2(rd, a.torch.index) : void 0;
        index = li?.ok ? li.value : PYPI, checkedAs.index = index.kind === "pypi" ? "pypi" : index.url;
      }
    }
  }
  let result = { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  if (!ctx.unknown && match.kind === "hosted" && torch && index) {
    let envs = cached(rd.env, match, () => /* @__PURE__ */ new Map());
    result.env = cached(envs, `${container?.image ?? ""}${checkedAs.python ?? ""}`, () => environment(match, py, container));
    let extra = (pip?.extraIndexes ?? []).map((t2) => readIndex2(rd, fill(t2, cell2).text)).filter((r) => r.ok).map((r) => r.value), t = torch, i = index;
    if (extra.length === 0)
      result.request = cached(
        cached(rd.request, t, () => /* @__PURE__ */ new Map()),
        i,
        () => makeRequest(t, i, extra)
      );
    else {
      let key = [t.spec.text, t.pre ? "pre" : "", i.kind === "pypi" ? "pypi" : i.url, ...extra.map((x) => x.kind === "pypi" ? "pypi" : x.url)].join("");
      result.request = cached(rd.requestWithExtras, key, () => makeRequest(t, i, extra));
    }
  }
  return result;
}

// src/matrix/keys.ts
var ROLES = ["python", "torch", "runner", "index", "cuda", "container"], USUAL = {
  python: ["python-version", "python", "py", "python-versions", "pyver", "py-version", "pythonversion"],
  torch: ["torch-version", "torch", "pytorch-version", "pytorch", "torch-ver", "pt-version", "torchversion"],
  runner: ["runs-on", "os", "runner", "platform", "runner-os", "os-version", "image"],
  index: ["index-url", "torch-index-url", "index", "torch-index", "pip-index-url", "wheel-index"],
  cuda: ["cuda-version", "cuda", "cuda-ver", "torch-backend", "backend", "compute-platform", "variant", "accelerator"],
  // Only blamed: a cell's container comes from the job's `container:`, which names the key.
  container: ["container", "container-image", "docker-image"]
}, ROLE_NAMES = {
  python: "python",
  "python-version": "python",
  py: "python",
  torch: "torch",
  "torch-version": "torch",
  pytorch: "torch",
  os: "runner",
  runner: "runner",
  "runs-on": "runner",
  platform: "runner",
  index: "index",
  "index-url": "index",
  cuda: "cuda",
  "cuda-version": "cuda",
  backend: "cuda"
}, norm = (k) => k.trim().toLowerCase().replace(/_/g, "-"), sameMatrixKey = (a, b) => norm(a) === norm(b);
function parseMatrixKeys(text2) {
  let out = {};
  for (let part of text2.split(/[,\n]/).map((p) => p.trim()).filter(Boolean)) {
    let m = /^([A-Za-z][\w-]*)\s*[=:]\s*(\S(?:.*\S)?)$/.exec(part);
    if (!m) throw new InputError(`matrix-keys entry ${JSON.stringify(part.slice(0, 60))} is not ROLE=KEY; expected e.g. python=py,torch=pt,os=platform`);
    let role = m[1];
    if (!Object.hasOwn(ROLE_NAMES, norm(role)))
      throw new InputError(`matrix-keys role ${JSON.stringify(role)} is not known; expected python, torch, os, index-url or cuda`);
    Object.defineProperty(out, role, { value: m[2], enumerable: !0, writable: !0, configurable: !0 });
  }
  return out;
}
function assignRoles(keys, explicit = {}) {
  let roles = {}, taken = /* @__PURE__ */ new Set();
  for (let [name, key] of Object.entries(explicit)) {
    let role = Object.hasOwn(ROLE_NAMES, norm(name)) ? ROLE_NAMES[norm(name)] : void 0;
    if (!role) throw new InputError(`matrix-keys role ${JSON.stringify(name)} is not known; expected python, torch, os, index-url or cuda`);
    let actual = keys.find((k) => k === key) ?? keys.find((k) => norm(k) === norm(key));
    roles[role] = actual ?? key, taken.add(actual ?? key);
  }
  for (let role of ROLES)
    if (roles[role] === void 0)
      for (let usual of USUAL[role]) {
        let k = keys.find((x) => norm(x) === usual && !taken.has(x));
        if (k) {
          roles[role] = k, taken.add(k);
          break;
        }
      }
  return roles;
}

// src/matrix/memo.ts
var VALUE_FINDINGS = /* @__PURE__ */ new Set(["glibc-too-old", "macos-too-old", "mps-unavailable"]);
function floors(catalog) {
  let glibc = /* @__PURE__ */ new Set(), macos = /* @__PURE__ */ new Set();
  for (let r of catalog.releases) {
    for (let p of r.platforms)
      p.glibc && glibc.add(p.glibc), p.macos && macos.add(p.macos);
    for (let v of r.variants) v.glibc && glibc.add(v.glibc);
    r.mps && macos.add(r.mps.macos);
  }
  return { glibc: [...glibc], macos: [...macos] };
}
function floorClass(version, list) {
  return version === void 0 ? "-" : isDotted(version) ? list.map((f) => compareDotted(version, f) >= 0 ? "1" : "0").join("") : `=${version}`;
}
function pythonKey(env) {
  let py = env.python;
  return py ? `${py.implementation}${py.major}.${py.minor}${py.freeThreaded ? "t" : ""}${py.pointerBits === 32 ? "/32" : ""}${py.machine ? `/${py.machine}` : ""}` : "-";
}
function memoised(evaluate2, catalog) {
  let f = floors(catalog), classKey = (env) => [
    env.os,
    env.arch,
    env.os === "macos" ? floorClass(env.osVersion, f.macos) : "",
    env.os === "linux" ? floorClass(env.glibc, f.glibc) : env.glibc ?? "",
    env.libc ?? "",
    pythonKey(env),
    gpuKey(env)
  ].join(""), standIn = /* @__PURE__ */ new Map(), byClass = /* @__PURE__ */ new Map(), results = /* @__PURE__ */ new Map(), exactOnly = /* @__PURE__ */ new WeakSet(), lookup = (env, req) => {
    let perEnv = results.get(env);
    perEnv || results.set(env, perEnv = /* @__PURE__ */ new Map());
    let hit = perEnv.get(req);
    return hit || (hit = evaluate2(env, req, catalog), hit.findings.some((x) => VALUE_FINDINGS.has(x.id)) && exactOnly.add(hit), perEnv.set(req, hit)), hit;
  };
  return {
    run(env, req) {
      let rep = standIn.get(env);
      if (!rep) {
        let k = classKey(env);
        rep = byClass.get(k), rep || byClass.set(k, rep = env), standIn.set(env, rep);
      }
      let hit = lookup(rep, req);
      return rep !== env && exactOnly.has(hit) ? lookup(env, req) : hit;
    }
  };
}

// src/matrix/plan.ts
var resolvedText = derived(
  "resolved-text",
  (e) => e.resolution.version ? `${e.resolution.version}${e.resolution.variant ? `+${e.resolution.variant}` : ""}` : void 0
), show3 = (c) => Object.entries(c).map(([k, v]) => `${k}=${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ");
function aggregate(def, rows) {
  let groups = /* @__PURE__ */ new Map();
  for (let { cell: cell2, findings, blame } of rows)
    for (let f of findings) {
      if (f.severity === "notice" && !f.id.startsWith("matrix-") && !f.id.startsWith("runner-")) continue;
      let role = rolesFor(f.id).find((r) => blame[r] && blame[r].kind !== "default"), at = role ? positionOfBlame(def, cell2, blame[role]) : void 0, key = `${at ? `${at.line}:${at.column}` : "-"}${f.id}${at ? "" : f.message}`, g = groups.get(key);
      g ? (g.cells.push(cell2.values), severityRank(f.severity) < severityRank(g.finding.severity) && (g.finding = { ...g.finding, severity: f.severity })) : groups.set(key, { finding: f, cells: [cell2.values], at });
    }
  let total = rows.length;
  return [...groups.values()].map(({ finding, cells, at }) => {
    let which = cells.length === 1 ? ` In the cell ${show3(cells[0])}.` : ` In ${cells.length} of ${total} cells, e.g. ${cells.slice(0, 2).map((c) => `{${show3(c)}}`).join("; ")}.`, { location: _drop, ...rest } = finding;
    return located({ ...rest, message: finding.message + which }, def.file, at);
  });
}
function planJob(def, job, opts, mode) {
  let { cells, diagnostics } = expandMatrix(def), findings = [...diagnostics], keys = [...new Set(cells.flatMap((c) => Object.keys(c.values)))], roles = assignRoles(keys, opts.keys), noRunner = !job.runsOn && (roles.runner === void 0 || !cells.some((c) => c.values[roles.runner] !== void 0));
  cells.length > 0 && noRunner && mode === "plan" && findings.push({
    id: "runner-unknown",
    severity: "notice",
    message: `The matrix names no runner (no ${["os", "runs-on", "runner", "platform"].map((k) => `\`${k}\``).join(", ")} key), so every cell is checked as on ${DEFAULT_RUNNER}.`,
    hint: "Add an `os` dimension with runner labels, or name the key with matrix-keys (os=KEY).",
    source: GITHUB_MATRIX_DOCS
  });
  let engine = memoised(opts.evaluate, opts.catalog), readers = newReaders(), keepWarned = opts.keepWarned ?? !0, combinations = [], include = [], rows = [], seen = /* @__PURE__ */ new Set(), cellOptions = {
    readers,
    ...mode === "plan" ? { defaultRunner: DEFAULT_RUNNER, containerFromKey: !0 } : {},
    indexFromLocal: mode === "plan" || !job.pip,
    ...opts.locks ? { locks: opts.locks } : {}
  };
  for (let cell2 of cells) {
    let input = cellInput(cell2.values, roles, job, opts.catalog, cellOptions), evaluation = input.env && input.request ? engine.run(input.env, input.request) : void 0, cellFindings = input.problems.length === 0 ? evaluation?.findings ?? [] : evaluation ? input.problems.concat(evaluation.findings) : input.problems, verdict = input.unknown ? "unknown" : input.problems.length === 0 && evaluation ? evaluation.verdict : verdictOf(cellFindings), checkedAs = input.checkedAs, resolved = evaluation && resolvedText(evaluation);
    resolved && (checkedAs.resolved = resolved);
    let combination = { values: cell2.values, verdict, findings: cellFindings, checkedAs };
    if (combinations.push(job.id !== void 0 ? { job: job.id, ...combination } : combination), (verdict === "pass" || verdict === "unknown" || verdict === "warn" && keepWarned) && include.push(cell2.values), mode === "lint") rows.push({ cell: cell2, findings: cellFindings, blame: input.blame });
    else
      for (let p of input.problems) {
        let k = `${p.id}${p.message}`;
        seen.has(k) || (seen.add(k), findings.push(p));
      }
  }
  if (mode === "lint" && findings.push(...aggregate(def, rows)), mode === "lint" && cells.length > MAX_JOBS && findings.push(
    located(
      {
        id: "matrix-invalid",
        severity: "error",
        message: `The matrix makes ${cells.length} jobs; GitHub runs at most ${MAX_JOBS} per matrix and fails the workflow run.`,
        hint: "Split the matrix across jobs, or drop combinations with exclude.",
        source: GITHUB_MATRIX_DOCS
      },
      def.file,
      def.at
    )
  ), mode === "plan" && include.length > MAX_JOBS)
    findings.push({
      id: "matrix-invalid",
      severity: "error",
      message: `${include.length} cells install, more than the ${MAX_JOBS} jobs GitHub runs per matrix; no plan is handed back.`,
      hint: "Narrow the matrix (fewer values per dimension), or split it across jobs.",
      source: GITHUB_MATRIX_DOCS
    }), include.length = 0;
  else if (mode === "plan" && cells.length > 0 && include.length === 0)
    findings.push({
      id: "matrix-invalid",
      severity: "error",
      message: `No cell of the matrix installs and runs (all ${cells.length} are unsupported), so the planned matrix is empty.`,
      hint: "Read the excluded cells and their reasons; widen the Python, torch or runner values.",
      source: GITHUB_MATRIX_DOCS
    });
  else if (mode === "plan" && include.length < cells.length) {
    let dropped = combinations.filter((c) => c.verdict === "fail").length, warned = combinations.filter((c) => c.verdict === "warn").length, kept = `${include.length} of ${cells.length} cells are kept`;
    findings.push({
      id: "matrix-cells-excluded",
      severity: "notice",
      message: `${kept}: ${dropped} do not install or run${warned && !keepWarned ? `, ${warned} only warn and were dropped` : ""}. Each excluded cell and its reason is in the report.`,
      hint: "Nothing to do if that is the plan; the summary lists each excluded cell and why.",
      source: GITHUB_MATRIX_DOCS
    });
  }
  return { combinations, include, findings };
}
function planMatrix(def, options) {
  let r = planJob(def, {}, options, "plan");
  return { combinations: r.combinations, include: r.include, findings: r.findings };
}

// src/matrix/pip-command.ts
var SEPARATORS = /* @__PURE__ */ new Set(["&&", "||", ";", "|", "&"]);
function words(script) {
  let commands = [[]], i = 0, n = script.length, current = () => commands[commands.length - 1];
  for (; i < n; ) {
    let c = script[i];
    if (c === "\\" && script[i + 1] === `
`) {
      i += 2;
      continue;
    }
    if (c === "\\" && script[i + 1] === "\r" && script[i + 2] === `
`) {
      i += 3;
      continue;
    }
    if (c === "`" && (script[i + 1] === `
` || script[i + 1] === "\r")) {
      i += 2;
      continue;
    }
    if (c === `
` || c === "\r") {
      current().length && commands.push([]), i++;
      continue;
    }
    if (c === " " || c === "	") {
      i++;
      continue;
    }
    if (c === "#") {
      for (; i < n && script[i] !== `
`; ) i++;
      continue;
    }
    let two = script.slice(i, i + 2);
    if (SEPARATORS.has(two) || SEPARATORS.has(c)) {
      current().length && commands.push([]), i += SEPARATORS.has(two) ? 2 : 1;
      continue;
    }
    let start = i, text2 = "";
    for (; i < n; ) {
      let ch = script[i];
      if (ch === " " || ch === "	" || ch === `
` || ch === "\r" || ch === ";" || ch === "&" || ch === "|") break;
      if (script.startsWith("${{", i)) {
        let end = script.indexOf("}}", i), stop = end < 0 ? n : end + 2;
        text2 += script.slice(i, stop), i = stop;
        continue;
      }
      if (ch === "'" || ch === '"') {
        let end = script.indexOf(ch, i + 1), stop = end < 0 ? n : end;
        text2 += script.slice(i + 1, stop), i = stop + 1;
        continue;
      }
      if (ch === "\\" && i + 1 < n && script[i + 1] !== `
`) {
        text2 += script[i + 1], i += 2;
        continue;
      }
      text2 += ch, i++;
    }
    current().push({ text: text2, raw: script.slice(start, i), offset: start });
  }
  return commands.filter((c) => c.length > 0);
}
var PIP = /^(?:.*[\\/])?pip(?:3(?:\.\d+)?)?(?:\.exe)?$/i, PYTHON = /^(?:.*[\\/])?(?:python(?:3(?:\.\d+)?)?|py)(?:\.exe)?$/i, TORCH_REQ = /^torch(?:\[[^\]]*\])?(?=$|[\s=<>!~;@(,])\s*(.*)$/i, PREFIX = /^(?:sudo|env|time|nohup|command|exec|[A-Za-z_][A-Za-z0-9_]*=.*)$/;
function installIndex(cmd) {
  let j = 0;
  for (; j < cmd.length && PREFIX.test(cmd[j].text); ) j++;
  let w = cmd[j]?.text ?? "";
  return PIP.test(w) && cmd[j + 1]?.text === "install" ? j + 1 : w === "uv" && cmd[j + 1]?.text === "pip" && cmd[j + 2]?.text === "install" ? j + 2 : PYTHON.test(w) && cmd[j + 1]?.text === "-m" && /^pip3?$/.test(cmd[j + 2]?.text ?? "") && cmd[j + 3]?.text === "install" ? j + 3 : -1;
}
function findPipTorch(script) {
  for (let cmd of words(script)) {
    let at = installIndex(cmd);
    if (at < 0) continue;
    let torch, result = { extraIndexes: [], pre: !1 };
    for (let j = at + 1; j < cmd.length; j++) {
      let w = cmd[j], { name, value: inline } = w.text.startsWith("-") ? splitOption(w.text) : { name: w.text, value: void 0 }, opt = pipOption(name, "command"), valueWord = () => {
        if (inline !== void 0) {
          let at2 = w.raw.indexOf(inline, name.length), prefix = at2 >= 0 ? at2 : w.raw.length - inline.length;
          return { text: inline, raw: w.raw.slice(prefix), offset: w.offset + prefix };
        }
        let next = cmd[j + 1];
        return next && j++, next;
      };
      if (opt?.role === "index-url") result.index = valueWord() ?? result.index;
      else if (opt?.role === "extra-index-url") {
        let v = valueWord();
        v && result.extraIndexes.push(v);
      } else if (opt?.role === "find-links") result.findLinks = valueWord() ?? result.findLinks;
      else if (opt?.role === "pre") result.pre = !0;
      else if (opt?.takesValue) valueWord();
      else if (!w.text.startsWith("-") && !torch) {
        let m = TORCH_REQ.exec(w.text);
        m && (torch = { ...w, spec: m[1].split(";")[0].trim() });
      }
    }
    if (torch) return { torch, ...result };
  }
}
function findLockInstall(script) {
  for (let cmd of words(script)) {
    let [a, b] = [cmd[0]?.text, cmd[1]?.text];
    if (a === "uv" && b === "sync") return { kind: "uv", word: cmd[0] };
    if (a === "poetry" && (b === "install" || b === "sync")) return { kind: "poetry", word: cmd[0] };
    if (a === "pixi" && b === "install") return { kind: "pixi", word: cmd[0] };
  }
}

// src/matrix/workflow.ts
var CONFLICT = /^(<{7}|={7}|>{7})(?:\s|$)/, PYTHON_SETUP = /^(actions\/setup-python|astral-sh\/setup-uv|conda-incubator\/setup-miniconda)@/i;
function get(map, key) {
  return isMap(map) ? map.items.find((p) => isScalar(p.key) && p.key.value === key)?.value : void 0;
}
function refuseNonWorkflow(text2, src, file) {
  let root = src.doc.contents;
  if (!isMap(root)) throw new InputError(`${file}:1: not a GitHub Actions workflow: the file is not a mapping with jobs:`);
  if (get(root, "jobs") === void 0) {
    let runs = root.items.find((p) => isScalar(p.key) && p.key.value === "runs");
    if (runs) {
      let at = positionOf(src, runs.key)?.line ?? 1;
      throw new InputError(`${file}:${at}: is an action definition (runs:), not a workflow; lint the workflow that uses it`);
    }
    throw new InputError(`${file}:1: not a GitHub Actions workflow: there is no jobs: mapping`);
  }
  let jobs = get(root, "jobs");
  if (!isMap(jobs)) {
    let at = positionOf(src, jobs)?.line ?? 1;
    throw new InputError(`${file}:${at}: jobs: must be a mapping of job ids to jobs`);
  }
  return jobs;
}
function wordAt(src, text2, runNode, w) {
  let range = runNode.range;
  if (!range) return;
  let found = text2.indexOf(w.raw, range[0]);
  if (found < 0 || found > range[2]) return positionOf(src, runNode);
  let p = src.lines.linePos(found);
  return { line: p.line, column: p.col };
}
function template(w, at) {
  return { text: w.text, ...at ? { at } : {} };
}
function stepContext(src, text2, steps, diags) {
  let out = {};
  if (!isSeq(steps)) return out;
  for (let step of steps.items) {
    let uses = valueOf(src, get(step, "uses"));
    if (!out.python && typeof uses == "string" && PYTHON_SETUP.test(uses)) {
      let node = get(get(step, "with"), "python-version"), v = valueOf(src, node);
      if (v !== null && (typeof v == "string" || typeof v == "number")) {
        let last = String(v).split(/\r?\n/).map((s) => s.trim()).filter(Boolean).pop() ?? "", at = positionOf(src, node);
        out.python = { text: last, ...at ? { at } : {} };
        let written = isScalar(node) ? (node.source ?? "").trim() : "";
        typeof v == "number" && /^\d+\.\d*0$/.test(written) && written !== String(v) && diags.push(
          located(
            {
              id: "matrix-float-version",
              severity: "warning",
              message: `\`python-version: ${written}\` is the YAML number ${v}, so setup-python is asked for Python ${v}.`,
              hint: `Quote it: '${written}'.`,
              source: "https://yaml.org/spec/1.2.2/#10214-floating-point"
            },
            src.file,
            at
          )
        );
      }
    }
    let runNode = get(step, "run"), run = valueOf(src, runNode);
    if (!out.lockInstall && typeof run == "string") {
      let lock = findLockInstall(run);
      if (lock) {
        let at = wordAt(src, text2, runNode, lock.word);
        out.lockInstall = { kind: lock.kind, ...at ? { at } : {} };
      }
    }
    if (!out.pip && typeof run == "string") {
      let pip = findPipTorch(run);
      if (pip) {
        let cmd = {
          torch: { text: pip.torch.spec, ...wordAt(src, text2, runNode, pip.torch) ? { at: wordAt(src, text2, runNode, pip.torch) } : {} },
          extraIndexes: pip.extraIndexes.map((w) => template(w, wordAt(src, text2, runNode, w))),
          pre: pip.pre,
          ...pip.index ? { index: template(pip.index, wordAt(src, text2, runNode, pip.index)) } : {},
          ...pip.findLinks ? { findLinks: template(pip.findLinks, wordAt(src, text2, runNode, pip.findLinks)) } : {}
        };
        out.pip = cmd;
      }
    }
  }
  return out;
}
function lintWorkflow(text2, file, options) {
  let lines = text2.split(/\r?\n/), conflict = lines.findIndex((l) => CONFLICT.test(l));
  if (conflict >= 0) throw new InputError(`${file}:${conflict + 1}: merge-conflict marker (${lines[conflict].slice(0, 7)}); resolve the conflict first`);
  let src = { ...parseYaml(text2, file), file }, jobs = refuseNonWorkflow(text2, src, file), ids = jobs.items.map((p) => keyText(valueOf(src, p.key)));
  if (options.job !== void 0 && !ids.includes(options.job))
    throw new InputError(`${file}: has no job ${JSON.stringify(options.job)}; its jobs are ${ids.join(", ") || "(none)"}`);
  let plan = { combinations: [], include: [], findings: [], jobs: [] };
  for (let pair of jobs.items) {
    let id = keyText(valueOf(src, pair.key));
    if (options.job !== void 0 && id !== options.job) continue;
    let job = pair.value, strategy = get(job, "strategy"), matrixNode = isMap(strategy) ? get(strategy, "matrix") : strategy;
    if (matrixNode == null) continue;
    let def = readMatrixNode(src, matrixNode), runsOnNode = get(job, "runs-on"), runsOnAt = positionOf(src, runsOnNode), containerNode = get(job, "container"), imageNode = isMap(containerNode) ? get(containerNode, "image") : containerNode, image = valueOf(src, imageNode), imageAt = positionOf(src, imageNode), steps = stepContext(src, text2, get(job, "steps"), def.diagnostics), ctx = {
      id,
      ...runsOnNode !== void 0 ? { runsOn: { value: valueOf(src, runsOnNode), ...runsOnAt ? { at: runsOnAt } : {} } } : {},
      ...typeof image == "string" ? { container: { text: image, ...imageAt ? { at: imageAt } : {} } } : {},
      ...steps
    }, r = planJob(def, ctx, { ...options, keepWarned: options.keepWarned ?? !0 }, "lint");
    plan.combinations.push(...r.combinations), plan.findings.push(...r.findings), plan.jobs.push({ id, include: r.include });
  }
  return plan.jobs.length === 1 && (plan.include = plan.jobs[0].include), plan.jobs.length === 0 && plan.findings.push({
    id: "matrix-invalid",
    severity: "notice",
    message: options.job !== void 0 ? `Job ${options.job} in ${file} has no strategy.matrix.` : `No job in ${file} has a strategy.matrix.`,
    hint: "Nothing to lint; check a single job with `check`.",
    source: GITHUB_MATRIX_DOCS,
    location: { file, line: 1 }
  }), plan;
}

// src/usecases/matrix.ts
function readWorkflow(path, cwd) {
  return readUserText(resolve(cwd, path), path, "workflow");
}
function withNamedKeys(def, keys) {
  if (!keys || def.expression) return def;
  let present = new Set(def.dimensions.map((d) => d.key));
  for (let e of def.include) for (let k of Object.keys(e.values)) present.add(k);
  for (let [role, key] of Object.entries(keys))
    if (!present.has(key) && ![...present].some((k) => sameMatrixKey(k, key))) {
      let have = [...present].slice(0, 12).map((k) => JSON.stringify(k)).join(", ") || "none";
      throw new InputError(`matrix-keys ${role}=${JSON.stringify(key)}: the matrix has no key ${JSON.stringify(key)} (its keys: ${have})`);
    }
  return def;
}
async function runMatrix(o) {
  if (!o.matrix == !o.workflow) throw new InputError("matrix: give either --matrix JSON|YAML or --workflow FILE");
  let catalog = await loadCatalog(o.config), keys = o.keys ? parseMatrixKeys(o.keys) : void 0, common = { catalog, evaluate, ...keys ? { keys } : {}, ...o.keepWarned !== void 0 ? { keepWarned: o.keepWarned } : {} }, lockFiles = o.workflow ? await discoverLockFiles(o.cwd) : [], read, locks = () => read ??= readLocks(lockFiles, o.cwd), plan = o.workflow ? lintWorkflow(readWorkflow(o.workflow, o.cwd), o.workflow, { ...common, ...o.job ? { job: o.job } : {}, locks }) : planMatrix(withNamedKeys(parseMatrixInput(o.matrix), keys), common), json = matrixToJson(plan);
  return { plan, json, markdown: () => matrixSummaryMarkdown(plan), findings: plan.findings };
}

export {
  matrixText,
  runMatrix
};
