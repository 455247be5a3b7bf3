import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  VERSION
} from "./chunk-H2UKTNKY.js";
import {
  cell,
  escapeHtml
} from "./chunk-DKU6YSK2.js";
import {
  summarizeByApi
} from "./chunk-7T6RRFUB.js";
import {
  compareDotted
} from "./chunk-OM7NX4PT.js";
import {
  FINDING_IDS,
  kindOf,
  severityRank
} from "./chunk-63HE5J76.js";

// src/platform/cuda-arch.ts
var split = (cc) => {
  let [a, b] = cc.split(".").map(Number);
  return [a ?? 0, b ?? 0];
};
function hasKernels(cc, archs) {
  let [maj, min] = split(cc);
  return archs.sass.some((s) => {
    let [sm, sn] = split(s);
    return sm === maj && sn <= min;
  }) || (archs.ptx ?? []).some((p) => compareDotted(cc, p) >= 0);
}
var smName = (cc) => `sm_${cc.replace(".", "")}`, smList = (archs) => [...archs.sass.map(smName), ...(archs.ptx ?? []).map((p) => `compute_${p.replace(".", "")}`)].join(" "), KNOWN_COMPUTE_CAPABILITIES = [
  "1.0",
  "1.1",
  "1.2",
  "1.3",
  "2.0",
  "2.1",
  "3.0",
  "3.2",
  "3.5",
  "3.7",
  "5.0",
  "5.2",
  "5.3",
  "6.0",
  "6.1",
  "6.2",
  "7.0",
  "7.2",
  "7.5",
  "8.0",
  "8.6",
  "8.7",
  "8.8",
  "8.9",
  "9.0",
  "10.0",
  "10.1",
  "10.3",
  "11.0",
  "12.0",
  "12.1"
];
function parseComputeCapability(text) {
  let t = text.trim().toLowerCase().replace(/^(sm|compute)_/, ""), m = /^(\d{1,2})\.(\d)$/.exec(t);
  if (m) return `${Number(m[1])}.${m[2]}`;
  if (m = /^(\d{1,2})(\d)[af]?$/.exec(t), m) return `${Number(m[1])}.${m[2]}`;
}

// src/report/describe.ts
var OS_NAMES = { linux: "Linux", macos: "macOS", windows: "Windows" };
function describeRunner(report) {
  let e = report.environment, parts = [`${OS_NAMES[e.os] ?? e.os}${e.osVersion ? ` ${e.osVersion}` : ""} ${e.arch}`];
  if (e.glibc ? parts.push(`glibc ${e.glibc}`) : e.libc === "musl" && parts.push("musl libc"), e.python) {
    let impl = e.python.implementation === "cpython" ? "" : ` ${e.python.implementation}`, skipped = e.python.skipped?.length ? ` (skipped ${e.python.skipped.join(", ")})` : "";
    parts.push(
      `Python ${e.python.version}${e.python.freeThreaded ? " (free-threaded)" : ""}${impl}${e.python.machine ? ` [${e.python.machine}]` : ""}${skipped}`
    );
  }
  if (e.nvidiaDriver || e.gpus.length) {
    let gpus = e.gpus.map((g) => `${g.name ? `${g.name} ` : ""}${smName(g.computeCapability)}`).join(", ");
    parts.push(
      `NVIDIA driver ${e.nvidiaDriver ?? "unknown"}${gpus ? `, ${gpus}` : ""}${e.gpuSelection ? ` (${e.gpuSelection})` : ""}`
    );
  } else !e.amdGpus?.length && !e.intelGpus?.length && parts.push("no NVIDIA GPU");
  if (e.amdGpus?.length) {
    let host = [e.rocm && `ROCm ${e.rocm}`, e.amdDriver && `amdgpu ${e.amdDriver}`].filter(Boolean).join(", ");
    parts.push(`AMD ${e.amdGpus.map((g) => g.gfx).join(", ")}${host ? ` (${host})` : ""}`);
  }
  return e.intelGpus?.length && parts.push(`Intel GPU ${e.intelGpus.map((g) => `${g.deviceId}${g.driver ? ` (${g.driver})` : ""}`).join(", ")}`), parts.join(", ");
}
function describeRequest(report) {
  let r = report.request, comps = [r.torchvision && `torchvision ${r.torchvision}`, r.torchaudio && `torchaudio ${r.torchaudio}`].filter(Boolean).join(", "), any = comps ? "torch (the release they require)" : "torch (newest)", torch = r.torch === "*" ? any : /^[=<>~!]/.test(r.torch) ? `torch${r.torch}` : `torch==${r.torch}`, at = r.torchLocation ? ` (${r.torchLocation.file}:${r.torchLocation.line})` : "";
  return `${torch}${comps ? ` with ${comps}` : ""} from ${r.index === "pypi" ? "PyPI" : r.index}${at}`;
}
var STOPS_INSTALL = /* @__PURE__ */ new Set(["no-release", "lock-no-wheel"]);
function describeResolution(report) {
  let res = report.resolution;
  if (!res.version) return "nothing: no torch release that matches has a wheel here";
  let stop = report.findings.find((f) => f.severity === "error" && STOPS_INSTALL.has(f.id));
  if (stop) return `nothing: pip stops before installing (${stop.id} below)`;
  let from = res.index === "https://pypi.org/simple" ? "PyPI" : res.index, comps = [res.torchvision && `torchvision ${res.torchvision}`, res.torchaudio && `torchaudio ${res.torchaudio}`].filter(Boolean).join(", ");
  return `torch ${res.version}${res.variant ? ` (${res.variant})` : ""} from ${from}${comps ? `; goes with ${comps}` : ""}`;
}

// src/report/markdown.ts
var ICON = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C" }, SEV = { error: "\u274C error", warning: "\u26A0\uFE0F warning", notice: "\u2139\uFE0F notice" }, SUMMARY_LIMIT = 1024 * 1024 - 4096;
function sourceLinks(source) {
  return source.split(/;\s+(?![^(]*\))/).map((part) => {
    let url = /^(https?:\/\/\S+?)([.,]?)(\s.*)?$/.exec(part);
    if (url)
      return `<a href="${escapeHtml(url[1])}">${cell(url[1].replace(/^https?:\/\//, "").slice(0, 60))}</a>${cell((url[2] ?? "") + (url[3] ?? ""))}`;
    let file = /^([\w.-]+\/[\w.-]+) (\S+?)@([\w./-]+)(\s.*)?$/.exec(part);
    if (file) {
      let [, repo, path, ref, rest] = file, href = `https://github.com/${repo}/blob/${ref.split("/").map(encodeURIComponent).join("/")}/${path.split("/").map(encodeURIComponent).join("/")}`;
      return `<a href="${escapeHtml(href)}">${cell(`${repo} ${path}@${ref}`)}</a>${cell(rest ?? "")}`;
    }
    let pr = /^([\w.-]+\/[\w.-]+)#(\d+)(\s.*)?$/.exec(part);
    return pr ? `<a href="${escapeHtml(`https://github.com/${pr[1]}/issues/${pr[2]}`)}">${cell(`${pr[1]}#${pr[2]}`)}</a>${cell(pr[3] ?? "")}` : cell(part);
  }).join("; ");
}
function link(source) {
  return sourceLinks(source);
}
function blobUrlFromEnv(env) {
  let { GITHUB_SERVER_URL: server = "https://github.com", GITHUB_REPOSITORY: repo, GITHUB_SHA: sha } = env;
  if (!(!repo || !sha || !/^[\w.-]+\/[\w.-]+$/.test(repo) || !/^[0-9a-f]{40,64}$/.test(sha) || !/^https:\/\/[\w.-]+(:\d+)?$/.test(server)))
    return `${server}/${repo}/blob/${sha}`;
}
function where(loc, blob) {
  let code = `<code>${cell(`${loc.file}:${loc.line}`)}</code>`, rel = loc.file.split("\\").join("/");
  if (!blob || /^(\/|[A-Za-z]:|\.\.(\/|$))|\/\.\.(\/|$)|:/.test(rel)) return code;
  let href = `${blob}/${rel.split("/").map(encodeURIComponent).join("/")}#L${loc.line}`;
  return `<a href="${escapeHtml(href)}">${code}</a>`;
}
function findingsTable(findings, blob) {
  return findings.length === 0 ? `No problems found.
` : ["| severity | finding | what and why | fix | source |", "|---|---|---|---|---|", ...findings.map((f) => {
    let at = f.location ? ` ${where(f.location, blob)}` : "";
    return `| ${SEV[f.severity]} | <code>${f.id}</code>${at} | ${cell(f.message)} | ${cell(f.hint)} | ${link(f.source)} |`;
  })].join(`
`) + `
`;
}
function verdictHeadline(verdict, title = "torch-preflight") {
  return `## ${ICON[verdict]} ${cell(title)}: ${verdict}
`;
}
function toMarkdown(out) {
  switch (out.kind) {
    case "check":
      return formatMarkdown(out.report);
    case "scan":
      return scanMarkdown({ ...out, findings: out.report.findings }, out.torch, out.from);
    case "matrix":
      return matrixMarkdown(out.plan);
  }
}
function formatMarkdown(report, title = "torch-preflight", blob) {
  return truncateSummary(verdictHeadline(report.verdict, title) + `
` + checkSection(report, blob));
}
function checkSection(report, blob) {
  let res = report.resolution;
  return [
    "| | |",
    "|---|---|",
    ...[
      ["Runner", describeRunner(report)],
      ["Request", describeRequest(report)],
      ["pip would install", describeResolution(report)],
      ...res.newestMatching && res.newestMatching !== res.version ? [["Newest matching release", `torch ${res.newestMatching}`]] : [],
      ...res.recommendedIndexUrl ? [["Best index here", res.recommendedIndexUrl]] : []
    ].map(([k, v]) => `| ${k} | ${cell(v ?? "")} |`),
    "",
    ...targetsSection(report),
    ...upgradeSection(report),
    "### Findings",
    "",
    findingsTable(report.findings, blob)
  ].join(`
`);
}
function targetsSection(report) {
  let targets = report.targets;
  return targets?.length ? [
    "### Install targets",
    "",
    "| target | verdict | request \u2192 pip would install |",
    "|---|---|---|",
    ...targets.map((t) => {
      let view = { ...report, request: t.request, resolution: t.resolution }, what = t.noTorch ? "installs no torch (pinned only in other extras, groups or environments)" : `${describeRequest(view)} \u2192 ${describeResolution(view)}`;
      return `| ${cell(t.name)} | ${ICON[t.verdict]} ${t.verdict} | ${cell(what)} |`;
    }),
    ""
  ] : [];
}
function upgradeSection(report) {
  let rows = report.upgrade;
  return rows?.length ? [
    "### torch upgrade: before \u2192 after",
    "",
    "| | before | after |",
    "|---|---|---|",
    ...rows.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`),
    ""
  ] : [];
}
function truncateSummary(md) {
  return Buffer.byteLength(md) <= SUMMARY_LIMIT ? md : `${Buffer.from(md).subarray(0, SUMMARY_LIMIT).toString("utf8").replace(/[^\n]*$/, "")}

_The summary was cut at GitHub's 1 MiB limit; the full list is in the JSON report (output report-path)._
`;
}
function scanMarkdown(r, torch, from, blob) {
  let rows = summarizeByApi(r.findings), out = [
    `### Source scan: torch ${cell(torch)}${from ? ` (from ${cell(from)})` : ""}`,
    "",
    `${r.files} Python file${r.files === 1 ? "" : "s"} scanned, ${r.findings.length} finding${r.findings.length === 1 ? "" : "s"}.`,
    ""
  ];
  return rows.length && (out.push(
    "| API | finding | severity | uses |",
    "|---|---|---|---|",
    ...rows.map((x) => `| <code>${cell(x.api)}</code> | <code>${x.id}</code> | ${x.severity} | ${x.count} |`),
    ""
  ), out.push("<details><summary>Every finding</summary>", "", findingsTable(r.findings, blob), "</details>", "")), r.skipped.length && out.push(
    `Skipped: ${r.skipped.slice(0, 50).map((s) => `<code>${cell(s.file)}</code> (${cell(s.reason)})`).join(", ")}${r.skipped.length > 50 ? `, and ${r.skipped.length - 50} more` : ""}.`,
    ""
  ), truncateSummary(out.join(`
`));
}
var CELL_MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C", unknown: "\u2754" }, ORDER = ["pass", "warn", "fail", "unknown"], MAX_LISTED = 300, show = (c) => Object.entries(c).map(([k, v]) => `${k}=${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ");
function mark(counts) {
  let present = ORDER.map((v, i) => [v, counts[i]]).filter(([, n]) => n > 0);
  return present.length === 1 ? CELL_MARK[present[0][0]] : present.map(([v, n]) => `${CELL_MARK[v]} ${n}`).join(" \xB7 ");
}
function reason(c) {
  let top = c.findings.reduce(
    (a, b) => a && severityRank(a.severity) <= severityRank(b.severity) ? a : b,
    void 0
  );
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
  let colList = [...cols], out = [
    `#### ${title}`,
    "",
    `| Python \\ torch | ${colList.map(cell).join(" | ")} |`,
    `| --- |${colList.map(() => " :-: |").join("")}`
  ];
  for (let [py, row] of at)
    out.push(
      `| ${cell(py)} | ${colList.map((col) => {
        let n = row.get(col);
        return n ? mark(n) : " ";
      }).join(" | ")} |`
    );
  return out.push(""), out;
}
function matrixMarkdown(plan) {
  let cs = plan.combinations, totals = [0, 0, 0, 0];
  for (let c of cs) totals[ORDER.indexOf(c.verdict)]++;
  let count = (v) => totals[ORDER.indexOf(v)], out = ["### torch-preflight: matrix", ""];
  out.push(
    `${cs.length} combination${cs.length === 1 ? "" : "s"}: ${CELL_MARK.pass} ${count("pass")} supported \xB7 ${CELL_MARK.warn} ${count("warn")} with warnings \xB7 ${CELL_MARK.fail} ${count("fail")} unsupported \xB7 ${CELL_MARK.unknown} ${count("unknown")} not checked. ${plan.include.length} kept in \`include\`.`,
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
    for (let [runner, cells] of byRunner)
      out.push(...grid(cell(`${job !== void 0 ? `job ${job} \xB7 ` : ""}${runner}`), cells));
  let kept = /* @__PURE__ */ new Set([...plan.include, ...(plan.jobs ?? []).flatMap((j) => j.include)]), excluded = cs.filter((c) => !kept.has(c.values));
  if (excluded.length > 0) {
    out.push(`#### Excluded (${excluded.length})`, "", "| Cell | Why |", "| --- | --- |");
    for (let c of excluded.slice(0, MAX_LISTED))
      out.push(
        `| ${CELL_MARK[c.verdict]} ${cell((c.job !== void 0 ? `${c.job}: ` : "") + show(c.values))} | ${cell(reason(c))} |`
      );
    excluded.length > MAX_LISTED && out.push(`| \u2026 | ${excluded.length - MAX_LISTED} more in the JSON report |`), out.push("");
  }
  let warned = cs.filter((c) => kept.has(c.values) && c.verdict === "warn");
  if (warned.length > 0) {
    out.push(`#### Kept with warnings (${warned.length})`, "", "| Cell | Why |", "| --- | --- |");
    for (let c of warned.slice(0, MAX_LISTED))
      out.push(
        `| ${CELL_MARK.warn} ${cell((c.job !== void 0 ? `${c.job}: ` : "") + show(c.values))} | ${cell(reason(c))} |`
      );
    warned.length > MAX_LISTED && out.push(`| \u2026 | ${warned.length - MAX_LISTED} more in the JSON report |`), out.push("");
  }
  if (plan.findings.length > 0) {
    out.push("#### Findings", "");
    for (let f of plan.findings.slice(0, MAX_LISTED)) {
      let where2 = f.location ? ` (${cell(f.location.file)}:${f.location.line})` : "";
      out.push(`- **${f.severity}** \`${f.id}\`${where2}: ${cell(f.message)} ${cell(f.hint)}`);
    }
    out.push("");
  }
  return out.join(`
`);
}

// src/report/command-output.ts
function sarifFallback(out) {
  if (out.kind === "check") return out.report.request.torchLocation;
  if (out.kind === "matrix" && out.workflow) return { file: out.workflow, line: 1 };
}

// src/report/sarif.ts
var LEVEL = { error: "error", warning: "warning", notice: "note" }, HOME = "https://github.com/torch-preflight/torch-preflight", helpUri = (id) => `${HOME}/blob/main/docs/findings.md#${id}`;
function sarifUri(file) {
  let parts = file.split(/[\\/]/), drive = /^[A-Za-z]:$/.test(parts[0] ?? ""), absolute = /^[\\/]/.test(file) || drive, encoded = parts.map((p, i) => i === 0 && drive ? p : encodeURIComponent(p)).join("/");
  return absolute ? drive ? `file:///${encoded}` : `file://${encoded.replace(/^\/*/, "/")}` : encoded.replace(/^(\.\/)+/, "");
}
function resultText(f) {
  let fix = f.message.includes(f.hint) ? "" : ` Fix: ${f.hint}`;
  return `${f.message}${fix}`;
}
var region = (l) => ({
  startLine: Math.max(1, l.line),
  ...l.column ? { startColumn: l.column } : {},
  ...l.endLine ? { endLine: l.endLine } : {},
  ...l.endColumn ? { endColumn: l.endColumn } : {}
});
function sarifFix(fix) {
  let byFile = /* @__PURE__ */ new Map();
  for (let r of fix.replacements) byFile.set(r.location.file, [...byFile.get(r.location.file) ?? [], r]);
  return {
    description: { text: fix.description },
    artifactChanges: [...byFile].map(([file, rs]) => ({
      artifactLocation: { uri: sarifUri(file) },
      replacements: rs.map((r) => ({ deletedRegion: region(r.location), insertedContent: { text: r.text } }))
    }))
  };
}
function sarifLog(findings, opts = {}) {
  let placed = findings.map((f) => ({ f, at: f.location ?? opts.fallback })), located = placed.filter((p) => p.at !== void 0), unplaced = placed.filter((p) => p.at === void 0).map((p) => p.f), used = FINDING_IDS.filter((id) => located.some((p) => p.f.id === id)), rules = used.map((id) => {
    let k = kindOf(id);
    return {
      id,
      name: id.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()),
      shortDescription: { text: k.title },
      fullDescription: { text: k.why },
      help: { text: `${k.why}

Fix: ${k.fix}`, markdown: `${k.why}

**Fix:** ${k.fix}` },
      helpUri: helpUri(id)
    };
  }), results = located.map(({ f, at }) => ({
    ruleId: f.id,
    ruleIndex: used.indexOf(f.id),
    level: LEVEL[f.severity],
    message: { text: resultText(f) },
    locations: [{ physicalLocation: { artifactLocation: { uri: sarifUri(at.file) }, region: region(at) } }],
    ...f.related?.length ? {
      relatedLocations: f.related.map((r, i) => ({
        id: i + 1,
        physicalLocation: { artifactLocation: { uri: sarifUri(r.file) }, region: region(r) }
      }))
    } : {},
    ...f.fix ? { fixes: [sarifFix(f.fix)] } : {},
    properties: { source: f.source }
  })), notifications = unplaced.map((f) => ({
    level: LEVEL[f.severity],
    message: { text: `${f.id}: ${resultText(f)}` },
    descriptor: { id: f.id }
  }));
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "torch-preflight", version: VERSION, informationUri: HOME, rules } },
        results,
        invocations: [
          { executionSuccessful: !0, ...notifications.length ? { toolExecutionNotifications: notifications } : {} }
        ]
      }
    ]
  };
}
function formatSarif(findings, opts = {}) {
  return JSON.stringify(sarifLog(findings, opts), null, 2) + `
`;
}
function toSarif(out) {
  let fallback = sarifFallback(out);
  return formatSarif(out.report.findings, fallback ? { fallback } : {});
}

export {
  formatSarif,
  toSarif,
  hasKernels,
  smName,
  smList,
  KNOWN_COMPUTE_CAPABILITIES,
  parseComputeCapability,
  describeRunner,
  describeRequest,
  describeResolution,
  sourceLinks,
  blobUrlFromEnv,
  where,
  verdictHeadline,
  toMarkdown,
  checkSection,
  truncateSummary,
  scanMarkdown,
  matrixMarkdown
};
