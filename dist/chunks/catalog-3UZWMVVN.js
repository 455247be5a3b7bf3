'use strict';

var shared = require('./shared.js');
require('node:fs');
require('node:path');
require('node:util');

// src/report/catalog.ts
var mark = (c) => c === "uncertain" ? " (uncertain)" : "";
function builds(r) {
  let seen = /* @__PURE__ */ new Map();
  for (let v of r.variants.filter((x) => x.variant !== "cpu")) {
    let had = seen.get(v.variant);
    seen.set(v.variant, {
      status: had?.status ?? v.status,
      partial: (had?.partial ?? !1) || v.patches !== void 0
    });
  }
  return [...seen].map(([name, x]) => `${name}${x.status === "stable" ? "" : `(${x.status[0]})`}${x.partial ? "*" : ""}`).join(" ");
}
function releaseLines(releases) {
  let left = releases.map((r) => {
    let extras = (r.python.extra ?? []).map((e) => e.version).join(" ");
    return `${r.torch.padEnd(5)} ${r.patches.map((p) => p.version.split(".")[2]).join(",").padEnd(6)} py ${r.python.min}-${r.python.max}${extras ? ` +${extras}` : ""}`;
  }), width = Math.max(40, ...left.map((l) => l.length + 1));
  return [
    `${"torch patches Python".padEnd(width)} PyPI default       builds ((e)xperimental, (l)egacy, *some patches only)`,
    ...releases.map(
      (r, i) => `${left[i].padEnd(width)} pypi/linux-x64 ${(r.pypi.find((p) => p.platform === "linux-x64")?.variant ?? "-").padEnd(6)} ${builds(r)}`
    )
  ];
}
function releaseDetail(r, catalog) {
  let L = [`torch ${r.torch}${r.released ? ` (released ${r.released})` : ""}  \u2014 ${r.source}`, ""];
  L.push("Patches:");
  for (let p of r.patches)
    L.push(
      `  ${p.version}${p.released ? ` ${p.released}` : ""}${p.torchvision ? ` torchvision ${p.torchvision}` : ""}${p.torchaudio ? ` torchaudio ${p.torchaudio}` : ""}${mark(p.confidence)}  \u2014 ${p.source}`
    );
  let ranged = catalog.companions.filter((c) => r.patches.some((p) => shared.declaresTorch(c, p.version)));
  for (let c of ranged)
    L.push(`  also ${c.package} ${c.version} (torch${c.torch})${mark(c.confidence)}  \u2014 ${c.source}`);
  for (let g of catalog.companionGaps) {
    let spec = shared.parseSpecifier(g.versions, "companionGaps versions");
    if (!r.patches.some((p) => shared.companionsOf(catalog, p, g.package).some((c) => shared.satisfies(c.version, spec)))) continue;
    let what = [g.python?.map((t) => `Python ${t}`).join(", "), g.platforms?.join(", "), g.variants?.join(", ")].filter(Boolean).join("; ");
    L.push(`  no ${g.package}${g.versions} wheel for ${what}${mark(g.confidence)}  \u2014 ${g.source}`);
  }
  L.push("", `Python: ${r.python.min} to ${r.python.max}${mark(r.python.confidence)}  \u2014 ${r.python.source}`);
  for (let e of r.python.extra ?? [])
    L.push(
      `  ${e.version} ${e.status}${e.platforms ? ` on ${e.platforms.join(", ")}` : ""}${e.pypi === !1 ? ", not on PyPI" : ""}${mark(e.confidence)}  \u2014 ${e.source}`
    );
  L.push("", "Platforms:");
  for (let p of r.platforms)
    L.push(
      `  ${p.platform.padEnd(14)} ${p.wheelTag}${p.glibc ? ` glibc>=${p.glibc}` : ""}${p.macos ? ` macOS>=${p.macos}` : ""}${p.python ? ` Python ${p.python.min}-${p.python.max}` : ""}${p.pypi === !1 ? " (not on PyPI)" : ""}${mark(p.confidence)}  \u2014 ${p.source}`
    );
  L.push("", "Builds (index https://download.pytorch.org/whl/<variant>):");
  for (let v of r.variants)
    L.push(
      `  ${v.variant.padEnd(10)} ${v.status.padEnd(12)} ${v.platforms.join(", ")}${v.patches ? ` (only ${v.patches.join(", ")})` : ""}${v.glibc ? ` glibc>=${v.glibc}` : ""}${mark(v.confidence)}  \u2014 ${v.source}`
    );
  L.push("", "PyPI default build:");
  for (let p of r.pypi) L.push(`  ${p.platform.padEnd(14)} ${p.variant}${mark(p.confidence)}  \u2014 ${p.source}`);
  if (r.mps && L.push("", `MPS: macOS ${r.mps.macos}+${mark(r.mps.confidence)}  \u2014 ${r.mps.source}`), r.notes?.length) {
    L.push("", "Notes:");
    for (let n of r.notes) L.push(`  [${n.kind}] ${n.text}${mark(n.confidence)}  \u2014 ${n.source}`);
  }
  return L.join(`
`) + `
`;
}

// src/usecases/catalog/catalog.ts
async function showCatalog(o) {
  let catalog = await shared.loadCatalog(o.config), torch = o.torch;
  if (torch !== void 0) {
    if (!shared.parseVersion(torch))
      throw new shared.InputError(
        `catalog: --torch ${JSON.stringify(torch.slice(0, 30))} is not a version; expected e.g. 2.8 or 2.8.0`
      );
    let r = shared.findRelease(catalog, shared.minorOf(torch));
    if (!r)
      throw new shared.InputError(
        `catalog: torch ${torch} is not in the catalog; it knows ${catalog.releases.map((x) => x.torch).sort(shared.compareDotted).join(", ")}`
      );
    return o.format === "json" ? JSON.stringify(r, null, 2) + `
` : releaseDetail(r, catalog);
  }
  if (o.format === "json") return JSON.stringify(catalog, null, 2) + `
`;
  let releases = [...catalog.releases].sort(
    (a, b) => shared.allCandidates(catalog).findIndex((c) => c.release === a) - shared.allCandidates(catalog).findIndex((c) => c.release === b)
  );
  return releaseLines(releases).join(`
`) + `
`;
}

// src/cli/commands/catalog.ts
var CATALOG_HELP = `Usage: torch-preflight catalog [--torch VERSION] [--format text|json] [--config FILE]

Without --torch: every release with its Python range, builds and PyPI default.
With --torch 2.8 (or 2.8.0): that release in full, with the source of every fact.
`;
async function catalogCommand(argv, io) {
  let { values } = shared.parseFlags("catalog", argv, {
    torch: { type: "string" },
    format: { type: "string" },
    config: { type: "string" }
  });
  if (values.help)
    return io.stdout(CATALOG_HELP), 0;
  let format = shared.parseFormat("catalog", shared.str(values.format), ["text", "json"]);
  return io.stdout(await showCatalog({ torch: shared.str(values.torch), format, config: shared.str(values.config) })), 0;
}

exports.catalogCommand = catalogCommand;
