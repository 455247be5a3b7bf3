import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  describeRequest,
  describeResolution,
  describeRunner,
  toMarkdown,
  toSarif
} from "./chunk-GZOSVVO6.js";
import {
  plain
} from "./chunk-DKU6YSK2.js";
import {
  groupFindings
} from "./chunk-7T6RRFUB.js";
import {
  shortMarker
} from "./chunk-GQSPVH2B.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/cli/args.ts
import { parseArgs } from "node:util";

// src/report/text.ts
var MARK = { pass: "PASS", warn: "WARN", fail: "FAIL" };
function findingText(f) {
  let where = f.location ? `${plain(f.location.file)}:${f.location.line}${f.location.column ? `:${f.location.column}` : ""}: ` : "", also = f.related?.length ? [
    `        also: ${f.related.map((r) => `${plain(r.file)}:${r.line}${r.column ? `:${r.column}` : ""}`).join(", ")}`
  ] : [];
  return [
    `${f.severity.padEnd(7)} ${f.id}  ${where}${plain(f.message)}`,
    ...also,
    `        fix: ${plain(f.hint)}`,
    `        source: ${plain(f.source)}`
  ].join(`
`);
}
function toText(out) {
  switch (out.kind) {
    case "check":
      return formatText(out.report);
    case "scan":
      return scanText(out);
    case "matrix":
      return matrixText(out.plan, out.report.findings);
  }
}
function formatText(report) {
  if (report.targets?.length) return formatTargets(report, report.targets);
  let res = report.resolution, lines = [
    `torch-preflight: ${MARK[report.verdict]}`,
    `  runner     ${plain(describeRunner(report))}`,
    `  request    ${plain(describeRequest(report))}`,
    `  pip would  install ${plain(describeResolution(report))}`
  ];
  res.recommendedIndexUrl && lines.push(`  best index ${plain(res.recommendedIndexUrl)}`), lines.push(""), report.findings.length === 0 && lines.push("No problems found.");
  for (let f of report.findings) lines.push(findingText(f), "");
  return lines.join(`
`).trimEnd() + `
`;
}
function formatTargets(report, targets) {
  let lines = [
    `torch-preflight: ${MARK[report.verdict]}${targets.length > 1 ? ` (${targets.length} install targets: ${targets.map((t) => `${plain(t.name)} ${MARK[t.verdict]}`).join(", ")})` : ""}`,
    `  runner     ${plain(describeRunner(report))}`,
    ""
  ], own = /* @__PURE__ */ new Set();
  for (let t of targets) {
    let view = { ...report, request: t.request, resolution: t.resolution };
    lines.push(`== ${plain(t.name)}: ${MARK[t.verdict]}`), t.noTorch ? lines.push(
      "  installs   no torch: the project pins torch only in extras, groups or environments not selected here"
    ) : lines.push(
      `  request    ${plain(describeRequest(view))}`,
      `  pip would  install ${plain(describeResolution(view))}`
    ), t.resolution.recommendedIndexUrl && lines.push(`  best index ${plain(t.resolution.recommendedIndexUrl)}`), lines.push(""), t.findings.length === 0 && lines.push("No problems found.", "");
    for (let f of t.findings)
      own.add(`${f.id}
${f.location?.file}:${f.location?.line}`), lines.push(findingText(f), "");
  }
  let rest = report.findings.filter((f) => !own.has(`${f.id}
${f.location?.file}:${f.location?.line}`));
  if (rest.length) {
    lines.push("== all targets");
    for (let f of rest) lines.push(findingText(f), "");
  }
  return lines.join(`
`).trimEnd() + `
`;
}
function scanText(out) {
  let findings = out.report.findings, text = "";
  for (let g of groupFindings(findings)) {
    if (g.findings.length === 1) {
      text += findingText(g.first) + `

`;
      continue;
    }
    let f = g.first, head = `${f.severity.padEnd(7)} ${f.id}  ${plain(f.api)} (${g.findings.length} uses): ${plain(f.message)}`, places = g.findings.map(
      (x) => `        ${plain(x.location.file)}:${x.location.line}${x.location.column ? `:${x.location.column}` : ""}`
    );
    text += [head, `        fix: ${plain(f.hint)}`, `        source: ${plain(f.source)}`, ...places].join(`
`) + `

`;
  }
  for (let s of out.skipped) text += plain(`skipped ${s.file}: ${s.reason}`) + `
`;
  let n = findings.length;
  return text + `${out.files} file${out.files === 1 ? "" : "s"} scanned for torch ${out.torch}${out.from ? ` (from ${out.from})` : ""}: ${n} finding${n === 1 ? "" : "s"}.
`;
}
function matrixText(plan, findings) {
  let mark = { pass: "pass", warn: "warn", fail: "FAIL", unknown: "?   " }, lines = plan.combinations.map((c) => {
    let why = c.findings.filter((f) => f.severity !== "notice").map((f) => f.id);
    return plain(
      `${mark[c.verdict].padEnd(4)}  ${c.job ? `${c.job}: ` : ""}${JSON.stringify(c.values)}${why.length ? `  (${[...new Set(why)].join(", ")})` : ""}`
    ) + `
`;
  }), said = findings.length ? `
` + findings.map((f) => findingText(f)).join(`

`) + `
` : "";
  return plan.jobs ? `${lines.join("")}${said}` : `${lines.join("")}${said}
include (${plan.include.length} of ${plan.combinations.length} combinations):
${JSON.stringify({ include: plan.include })}
`;
}
function pinsText(out) {
  let { pins, locked = [] } = out.report;
  if (pins.length === 0 && locked.length === 0)
    return out.read ? `No torch pins in ${out.read.join(", ")}.
` : `No pin files found here (requirements*.txt, pyproject.toml, setup.cfg, setup.py, environment.yml, pixi.toml, uv.lock, poetry.lock, pylock.toml, pixi.lock).
`;
  let text = "";
  for (let p of pins) {
    let where = `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ""}`;
    text += plain(
      `${where}  ${p.package} ${p.specifier || "(any)"}${p.marker ? `  ; ${shortMarker(p.marker)}` : ""}${p.indexUrl ? `  from ${p.indexUrl}` : ""}${p.onlyWith ? `  (only with ${p.onlyWith.join(" or ")})` : ""}`
    ) + `
`;
  }
  for (let l of locked)
    text += plain(
      `${l.location.file}:${l.location.line}  ${l.package} ==${l.version}  (locked)${l.marker ? `  ; ${shortMarker(l.marker)}` : ""}${l.index ? `  from ${l.index}` : ""}`
    ) + `
`;
  return text;
}

// src/report/render.ts
var FORMATS = ["text", "json", "markdown", "sarif", "github"];
async function render(out, format) {
  if (out.kind === "pins") {
    if (format !== "json" && format !== "text")
      throw new InputError(`pins: --format ${format} is not available; expected text or json`);
    return format === "json" ? JSON.stringify(out.report, null, 2) + `
` : pinsText(out);
  }
  switch (format) {
    case "json":
      return JSON.stringify(out.report, null, 2) + `
`;
    case "markdown":
      return toMarkdown(out);
    case "sarif":
      return toSarif(out);
    case "github": {
      let { emitAnnotations } = await import("./github-2QXTKLOP.js");
      return emitAnnotations(out.report.findings), "";
    }
    case "text":
      return toText(out);
  }
}

// src/cli/args.ts
function parseFlags(command, argv, options, allowPositionals = !1) {
  try {
    let r = parseArgs({
      args: argv,
      options: { help: { type: "boolean", short: "h" }, ...options },
      strict: !0,
      allowPositionals
    });
    return { values: r.values, positionals: r.positionals };
  } catch (err) {
    let msg = err instanceof Error ? err.message : String(err), flag = /'(-{1,2}[^'\s]+)/.exec(msg)?.[1];
    throw /Unknown option/.test(msg) ? new InputError(`${command}: unknown flag ${flag ?? ""}; see torch-preflight ${command} --help`) : /argument missing/.test(msg) ? new InputError(`${command}: flag ${flag ?? ""} needs a value; see torch-preflight ${command} --help`) : /Unexpected argument|positional/.test(msg) ? new InputError(
      `${command}: unexpected argument ${JSON.stringify(/'([^']+)'/.exec(msg)?.[1] ?? "")}; see torch-preflight ${command} --help`
    ) : new InputError(`${command}: ${msg.split(`
`)[0]}`);
  }
}
var str = (v) => typeof v == "string" ? v : void 0, list = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "string") : typeof v == "string" ? [v] : [], or = (xs) => xs.length > 1 ? `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}` : xs.join("");
function parseFormat(command, v, allowed = FORMATS) {
  if (v === void 0) return "text";
  if (allowed.includes(v)) return v;
  throw new InputError(`${command}: --format ${JSON.stringify(v.slice(0, 30))} is not known; expected ${or(allowed)}`);
}

export {
  render,
  parseFlags,
  str,
  list,
  parseFormat
};
