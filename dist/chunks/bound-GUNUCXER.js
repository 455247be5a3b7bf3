'use strict';

var chunkARDNCP2O = require('./chunk-ARDNCP2O.js');
var shared = require('./shared.js');
var check = require('./check.js');
require('node:http');
require('node:https');
require('node:tls');
require('node:zlib');
require('node:net');
require('node:dns');
require('node:os');
require('node:path');
require('node:crypto');
require('node:fs');
require('node:util');
require('node:fs/promises');
require('node:child_process');

// src/usecases/check/online/bound.ts
var MAX_ASKED = 16, MAX_PAGE = 8 * 1024 * 1024, MAX_METADATA = 1024 * 1024, PAGE_ACCEPT = "application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.1", PEP658 = "https://peps.python.org/pep-0658/", trimSlash = (u) => u.replace(/\/+$/, "");
function asksOf(others, catalog, indexUrl) {
  let rank = (p) => check.concernsTorch(catalog, p.package) ? 0 : /torch/.test(p.package) ? 1 : 2, seen = /* @__PURE__ */ new Set(), out = [];
  for (let p of others) {
    let version = /^===?\s*([0-9][0-9a-z.!+]*)$/i.exec(p.specifier.trim())?.[1], v = version && shared.parseVersion(version);
    if (!v || p.unreadable || p.url || p.wheel) continue;
    let pkg = check.boundPackage(catalog, p.package);
    if (pkg && check.admittedReleases(catalog, pkg, shared.parseSpecifier(`==${v.public}`)).length || pkg && !pkg.partial) continue;
    let key = `${p.package}==${v.public}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let index = trimSlash(p.indexUrl ?? indexUrl ?? "https://pypi.org/simple");
    out.push({ package: p.package, version: v.public, index, rank: rank(p) });
  }
  return out.sort((a, b) => a.rank - b.rank).slice(0, MAX_ASKED).map(({ rank: _rank, ...a }) => a);
}
async function askOne(a, opts, dir) {
  let page = `${a.index}/${a.package}/`, key = `bound-metadata ${page} ${a.version}`, cached = chunkARDNCP2O.readCachedValue(dir, key);
  if (cached) return { ok: !0, torch: cached.value, source: cached.source };
  let got = await chunkARDNCP2O.getPage(page, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_PAGE,
    accept: PAGE_ACCEPT,
    env: opts.env
  });
  if (!got.ok) return { ok: !1, problem: got.problem, where: chunkARDNCP2O.displayUrl(page) };
  let files;
  try {
    files = chunkARDNCP2O.indexPageEntries(got.body, chunkARDNCP2O.displayUrl(page));
  } catch {
    return { ok: !1, problem: "the page is not an index page", where: chunkARDNCP2O.displayUrl(page) };
  }
  let wheels = files.filter((f) => {
    let w = check.parseWheelFile(f.filename);
    return w && check.normalizeName(w.name) === a.package && shared.parseVersion(w.version)?.public === a.version && !f.yanked;
  }), file = wheels.find((f) => f.metadata && f.url);
  if (!file)
    return {
      ok: !1,
      problem: wheels.length ? "its wheels have no metadata file (PEP 658)" : `it lists no wheel of ${a.version}`,
      where: chunkARDNCP2O.displayUrl(page)
    };
  let metadataUrl = `${new URL(file.url, page).href.split("#")[0]}.metadata`, meta = await chunkARDNCP2O.getPage(metadataUrl, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_METADATA,
    accept: "*/*",
    env: opts.env
  });
  if (!meta.ok) return { ok: !1, problem: meta.problem, where: chunkARDNCP2O.displayUrl(metadataUrl) };
  let torch = chunkARDNCP2O.requiresDist(meta.body).find((r) => r.name === "torch"), spec = torch ? torch.spec.replace(/\s+/g, "") : null;
  if (spec)
    try {
      shared.parseSpecifier(spec);
    } catch {
      return {
        ok: !1,
        problem: `its Requires-Dist on torch (${spec.slice(0, 60)}) is not a specifier`,
        where: chunkARDNCP2O.displayUrl(metadataUrl)
      };
    }
  let source = `${chunkARDNCP2O.displayUrl(metadataUrl)} (Requires-Dist, read ${opts.now.toISOString().slice(0, 10)})`;
  return chunkARDNCP2O.writeCachedValue(dir, key, { fetchedAt: opts.now.toISOString(), value: spec, source }), { ok: !0, torch: spec, source };
}
function withReleases(catalog, read) {
  if (!read.length) return catalog;
  let byName = new Map(catalog.bound.map((b) => [b.package, b]));
  for (let { a, torch, source } of read) {
    let release = { version: a.version, torch, source }, pkg = byName.get(a.package);
    byName.set(
      a.package,
      pkg ? { ...pkg, releases: [...pkg.releases, release] } : { package: a.package, partial: !0, releases: [release], source: `${a.index}/${a.package}/` }
    );
  }
  return { ...catalog, bound: [...byName.values()] };
}
async function askBoundMetadata(others, catalog, opts) {
  let asks = asksOf(others, catalog, opts.indexUrl);
  if (!asks.length) return { catalog, findings: [] };
  let dir = chunkARDNCP2O.cacheDir(opts.env), answers = await Promise.all(asks.map((a) => askOne(a, opts, dir))), read = [], findings = [];
  return answers.forEach((r, i) => {
    let a = asks[i];
    if (!r.ok) {
      check.concernsTorch(catalog, a.package) && findings.push(
        chunkARDNCP2O.onlineNotRead(
          shared.redact(
            `${a.package} ${a.version}'s torch requirement could not be read from ${r.where} (${r.problem}); it stays not judged.`
          ),
          PEP658,
          "Nothing to do if the index is reachable from the job; or describe the release in a config file (bound:)."
        )
      );
      return;
    }
    r.torch !== null && read.push({ a, torch: r.torch, source: r.source });
  }), read.length && findings.push(
    chunkARDNCP2O.releaseFromIndex(
      shared.redact(
        `Read from the index, not the catalog: ${read.map((x) => `${x.a.package} ${x.a.version} requires torch${x.torch || " (any version)"}`).join(", ")}.`
      ),
      "Describe these releases in a config file (bound:) to judge them offline too.",
      read[0].source
    )
  ), { catalog: withReleases(catalog, read), findings };
}

exports.MAX_ASKED = MAX_ASKED;
exports.askBoundMetadata = askBoundMetadata;
exports.asksOf = asksOf;
