'use strict';

var chunkARDNCP2O = require('./chunk-ARDNCP2O.js');
var check = require('./check.js');
var shared = require('./shared.js');
var node_net = require('node:net');
require('node:http');
require('node:https');
require('node:tls');
require('node:zlib');
require('node:dns');
require('node:os');
require('node:path');
require('node:crypto');
require('node:fs');
require('node:fs/promises');
require('node:child_process');
require('node:util');

// src/catalog/observed/observe.ts
var RELEASE = /^\d+\.\d+\.\d+$/;
function pythonOf(python, abi) {
  let minor = check.cpythonOfTag(python);
  return minor && `${minor}${abi.endsWith("t") ? "t" : ""}`;
}
var nameOf = (f) => typeof f == "string" ? f : f.filename;
function torchRelease(entry) {
  let w = check.parseWheelFile(nameOf(entry));
  if (!w || check.normalizeName(w.name) !== "torch") return;
  let v = shared.parseVersion(w.version);
  return v && RELEASE.test(v.public) ? { w, v } : void 0;
}
function observe(pages, opts = {}) {
  let out = /* @__PURE__ */ new Map();
  for (let [index, files] of pages)
    for (let entry of files) {
      if (typeof entry != "string" && entry.yanked && !opts.yanked) continue;
      let t = torchRelease(entry);
      if (!t) continue;
      let { w, v } = t, platform = check.platformOfTag(w.platform[0] ?? ""), python = pythonOf(w.python[0] ?? "", w.abi[0] ?? "");
      if (!platform || !python) continue;
      let build = index === "pypi" ? "pypi" : v.local ?? index, key = `${v.public}|${build}|${platform}`, o = out.get(key);
      o || out.set(key, o = { patch: v.public, build, platform, pythons: /* @__PURE__ */ new Set(), platformTags: /* @__PURE__ */ new Set() }), o.pythons.add(python), o.platformTags.add(w.platform[0]);
    }
  return out;
}
function yankedReleases(pages) {
  let yanked = /* @__PURE__ */ new Map(), kept = /* @__PURE__ */ new Set();
  for (let files of pages.values())
    for (let entry of files) {
      let v = torchRelease(entry)?.v;
      v && (typeof entry != "string" && entry.yanked ? (!yanked.has(v.public) || yanked.get(v.public) === !0) && yanked.set(v.public, entry.yanked) : kept.add(v.public));
    }
  for (let patch of kept) yanked.delete(patch);
  return yanked;
}
var byPython = (a, b) => {
  let key = (t) => Number(t.split(".")[1].replace("t", "")) * 2 + (t.endsWith("t") ? 1 : 0);
  return key(a) - key(b);
};

// src/catalog/observed/metadata.ts
var noMetadata = () => ({ pypiBuild: /* @__PURE__ */ new Map(), companions: /* @__PURE__ */ new Map() });

// src/catalog/observed/derive.ts
var minorOf = (patch) => patch.split(".").slice(0, 2).join("."), byVersion = (a, b) => shared.compareVersions(a, b);
function lowestTag(tags) {
  let best;
  for (let tag of [...tags].sort()) {
    let f = check.tagFloor(tag), floor = f.glibc ?? f.macos, bestFloor = best?.glibc ?? best?.macos;
    (!best || floor !== void 0 && (bestFloor === void 0 || byVersion(floor, bestFloor) < 0)) && (best = { tag, ...f });
  }
  return best;
}
var cite = (p, what) => `${p.indexes.join(", ")} (${what}; wheel names read on ${p.date})`;
function pythonRange(tags) {
  let plain = tags.filter((t) => !t.endsWith("t")).sort(byPython);
  return plain.length ? { min: plain[0], max: plain[plain.length - 1] } : void 0;
}
function patchFrom(version, prov, meta) {
  let c = meta.companions.get(version), sources = [cite(prov, `torch ${version} wheels`), c?.torchvision?.source, c?.torchaudio?.source].filter(
    Boolean
  );
  return {
    version,
    ...c?.torchvision ? { torchvision: c.torchvision.version } : {},
    ...c?.torchaudio ? { torchaudio: c.torchaudio.version } : {},
    source: sources.join("; ")
  };
}
function releaseFrom(minor, observed, newest, prov, meta) {
  let patches = [...new Set(observed.map((o) => o.patch))].sort(byVersion), allPythons = [...new Set(observed.flatMap((o) => [...o.pythons]))], range = pythonRange(allPythons);
  if (!range || !patches.length) return;
  let byPlatform = shared.groupBy(observed, (o) => o.platform), platforms = [];
  for (let [platform, list] of [...byPlatform].sort(([a], [b]) => a.localeCompare(b))) {
    let low = lowestTag(list.flatMap((o) => [...o.platformTags])), own = pythonRange(list.flatMap((o) => [...o.pythons])), narrower = own && (own.min !== range.min || own.max !== range.max), onPypi = list.some((o) => o.build === "pypi");
    platforms.push({
      platform,
      wheelTag: low.tag,
      ...low.glibc ? { glibc: low.glibc } : {},
      ...low.macos ? { macos: low.macos } : {},
      ...narrower ? { python: own } : {},
      ...!onPypi && observed.some((o) => o.build === "pypi") ? { pypi: !1 } : {},
      source: cite(prov, `${low.tag} wheels`)
    });
  }
  let extra = allPythons.filter((t) => t.endsWith("t")).sort(byPython).map((version) => ({
    version,
    status: "experimental",
    platforms: [...new Set(observed.filter((o) => o.pythons.has(version)).map((o) => o.platform))].sort(),
    source: cite(
      prov,
      `cp${version.replace(".", "").replace("t", "")}t wheels; every free-threaded torch build so far was experimental`
    )
  })), variants = variantsFrom(observed, prov), pypi = [];
  for (let p of platforms) {
    if (!observed.some((o) => o.build === "pypi" && o.platform === p.platform)) continue;
    let known = newest?.pypi.find((d) => d.platform === p.platform), read = patches.map((v) => meta.pypiBuild.get(`${v}|${p.platform}`)).filter((x) => x !== void 0).at(-1);
    p.platform.startsWith("linux") && read ? pypi.push({ platform: p.platform, variant: read.variant, source: read.source }) : p.platform.startsWith("linux") && known ? pypi.push({
      platform: p.platform,
      variant: known.variant,
      source: `assumed from torch ${newest.torch} (${known.source}): a PyPI wheel name does not say its CUDA build`,
      confidence: "uncertain"
    }) : p.platform.startsWith("linux") || pypi.push({
      platform: p.platform,
      variant: "cpu",
      source: cite(prov, `PyPI's ${p.platform} wheels carry no CUDA build on Windows and macOS`)
    });
  }
  let allVariants = variants.length > 0 ? variants : (newest?.variants ?? []).map((v) => ({
    ...v,
    source: `assumed from torch ${newest.torch}: the indexes read list no build of ${minor}`,
    confidence: "uncertain"
  }));
  return allVariants.length ? {
    torch: minor,
    patches: patches.map((version) => patchFrom(version, prov, meta)),
    python: {
      min: range.min,
      max: range.max,
      ...extra.length ? { extra } : {},
      source: cite(prov, `cp${range.min.replace(".", "")}-cp${range.max.replace(".", "")} wheels`)
    },
    platforms,
    variants: allVariants,
    pypi,
    ...newest?.mps ? {
      mps: {
        macos: newest.mps.macos,
        source: `assumed from torch ${newest.torch}: wheel names do not say the MPS floor`,
        confidence: "uncertain"
      }
    } : {},
    notes: [
      {
        kind: "info",
        text: `torch ${minor} is known from its wheel names only: GPU kernels, driver floors, companions and build status are assumed from torch ${newest?.torch ?? "the newest known release"} until a person settles them.`,
        source: cite(prov, "file names"),
        confidence: "uncertain"
      }
    ],
    source: cite(prov, `the torch ${minor} files`)
  } : void 0;
}
function variantsFrom(observed, prov) {
  let on = /* @__PURE__ */ new Map();
  for (let o of observed) {
    if (o.build === "pypi") continue;
    let variant = check.variantOfLabel(o.build);
    if (!variant) continue;
    let e = on.get(variant) ?? { platforms: /* @__PURE__ */ new Set(), patches: /* @__PURE__ */ new Set() };
    e.platforms.add(o.platform), e.patches.add(o.patch), on.set(variant, e);
  }
  let allPatches = new Set(observed.map((o) => o.patch));
  return [...on].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: !0 })).map(([variant, e]) => ({
    variant,
    status: "stable",
    platforms: [...e.platforms].sort(),
    // download.pytorch.org's macOS wheels carry no +cpu label (torch-X.Y.Z-…), as in every release so far.
    ...variant === "cpu" && [...e.platforms].some((p) => p.startsWith("macos")) ? { unlabelled: [...e.platforms].filter((p) => p.startsWith("macos")).sort() } : {},
    ...e.patches.size < allPatches.size ? { patches: [...e.patches].sort(byVersion) } : {},
    source: cite(prov, `+${variant} wheels; "stable" is assumed: a name does not say a build's status`)
  }));
}
function deriveFromObserved(catalog, observed, prov, meta = noMetadata()) {
  let known = new Map(catalog.releases.map((r) => [r.torch, r])), newest = [...catalog.releases].sort((a, b) => byVersion(b.torch, a.torch)).find((r) => !r.patches.every((p) => p.confidence === "uncertain")) ?? catalog.releases[0], byMinor = shared.groupBy(observed.values(), (o) => minorOf(o.patch)), out = { releases: [], patches: [], confirmed: [] };
  for (let [minor, list] of [...byMinor].sort(([a], [b]) => byVersion(a, b))) {
    let r = known.get(minor);
    if (!r) {
      let release = releaseFrom(minor, list, newest, prov, meta);
      release && out.releases.push(release);
      continue;
    }
    for (let patch of [...new Set(list.map((o) => o.patch))].sort(byVersion)) {
      let have = r.patches.find((p) => p.version === patch);
      have ? have.confidence === "uncertain" && out.confirmed.push(patch) : out.patches.push({ torch: minor, patch: patchFrom(patch, prov, meta) });
    }
  }
  return out;
}
function overlayDerived(catalog, d, prov) {
  if (!d.releases.length && !d.patches.length && !d.confirmed.length) return catalog;
  let confirmed = new Set(d.confirmed), releases = catalog.releases.map((r) => {
    let added = d.patches.filter((p) => p.torch === r.torch).map((p) => p.patch);
    if (!added.length && !r.patches.some((p) => confirmed.has(p.version))) return r;
    let patches = r.patches.map((p) => confirmed.has(p.version) ? confirmedPatch(p, prov) : p);
    return { ...r, patches: [...patches, ...added].sort((a, b) => byVersion(a.version, b.version)) };
  });
  return { ...catalog, releases: [...releases, ...d.releases] };
}
function confirmedPatch(p, prov) {
  let { confidence: _dropped, ...rest } = p;
  return { ...rest, source: `${p.source}; ${cite(prov, `torch ${p.version} wheels`)}` };
}
var MAX_INDEXES = 8;
function originOf(url) {
  try {
    let u = new URL(url);
    return `${u.protocol}//${u.hostname.toLowerCase()}:${u.port || (u.protocol === "https:" ? "443" : "80")}`;
  } catch {
    return;
  }
}
function privateLiteral(url) {
  try {
    let host = new URL(url).hostname.replace(/^\[|\]$/g, "");
    return chunkARDNCP2O.isLoopbackHost(host) || node_net.isIP(host) !== 0 && !chunkARDNCP2O.isPublicAddress(host);
  } catch {
    return !0;
  }
}
function chooseIndexes(candidates, policy) {
  let invokerOrigins = new Set(candidates.filter((c) => c.namedBy === "invoker").map((c) => originOf(c.page) ?? "")), out = { asked: [], notAsked: [] }, ordered = [
    ...candidates.filter((c) => c.namedBy === "invoker"),
    ...candidates.filter((c) => c.namedBy === "file")
  ];
  for (let c of ordered) {
    let origin = originOf(c.page) ?? "", vouched = invokerOrigins.has(origin);
    if (c.namedBy === "file" && !vouched) {
      if (policy.pullRequest && !policy.baseOrigins?.has(origin)) {
        out.notAsked.push({ candidate: c, why: "pull-request" });
        continue;
      }
      if (privateLiteral(c.page)) {
        out.notAsked.push({ candidate: c, why: "private" });
        continue;
      }
    }
    if (out.asked.length >= MAX_INDEXES) {
      out.notAsked.push({ candidate: c, why: "limit" });
      continue;
    }
    out.asked.push({ ...c, publicOnly: c.namedBy === "file" && !vouched });
  }
  return out;
}

// src/usecases/check/online/indexes.ts
var FRESH_MS = 3600 * 1e3, MAX_ONLINE_BYTES = Math.min(chunkARDNCP2O.MAX_PAGE_BYTES, 32 * 1024 * 1024), ACCEPT = "application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.1";
function torchPage(ref, reader, url = indexUrlOf(ref)) {
  return ref.kind === "find-links" ? url : check.projectPageUrl(url, "torch", reader);
}
var indexUrlOf = (ref) => "url" in ref && ref.url ? ref.url : "https://pypi.org/simple", split = (v) => (v ?? "").split(/\s+/).filter(Boolean), readerOf = (role) => role === "uv-index" || role === "pixi-index" ? "uv" : "pip";
function candidatesOf(request, opts) {
  let env = opts.env, implicit = request.index.kind === "pypi" && !request.index.url, primary = implicit && env.PIP_INDEX_URL ? check.parseIndexUrl(env.PIP_INDEX_URL) : request.index, extras = request.extraIndexes?.length ? request.extraIndexes : split(env.PIP_EXTRA_INDEX_URL).map(check.parseIndexUrl), links = split(env.PIP_FIND_LINKS).filter((u) => /^https?:\/\//i.test(u)).map((url) => ({ kind: "find-links", url, channel: "stable", mirror: !0 })), invoker = (ref) => ({
    ref,
    page: torchPage(ref, "pip"),
    namedBy: "invoker",
    reader: "pip"
  }), candidates = [...!(implicit && !env.PIP_INDEX_URL && opts.defaultIndexRead === !1) ? [primary] : [], ...extras, ...links].map(invoker);
  for (let d of opts.declared ?? []) {
    if (!/^https?:\/\//i.test(d.url)) continue;
    let ref;
    try {
      ref = d.role === "find-links" ? { kind: "find-links", url: d.url, channel: "stable", mirror: !0 } : check.parseIndexUrl(d.url);
    } catch {
      continue;
    }
    let reader = readerOf(d.role);
    candidates.push({ ref, page: torchPage(ref, reader), namedBy: "file", reader, location: d.location });
  }
  let seen = /* @__PURE__ */ new Set();
  return { primary, candidates: candidates.filter((c) => !seen.has(c.page) && seen.add(c.page)) };
}
function shownPage(c) {
  try {
    return torchPage(c.ref, c.reader, chunkARDNCP2O.displayUrl(indexUrlOf(c.ref)));
  } catch {
    return chunkARDNCP2O.displayUrl(c.page);
  }
}
var targetOf = (c) => ({
  ...c,
  shown: shownPage(c),
  name: c.ref.kind === "pytorch" ? c.ref.variant : c.ref.kind === "find-links" ? "find-links" : "pypi"
});
function age(fetchedAt, now) {
  let min = Math.max(0, Math.round((now.getTime() - Date.parse(fetchedAt)) / 6e4));
  if (min < 1) return "just now";
  if (min < 120) return `${min} min ago`;
  let h = Math.round(min / 60);
  return h < 48 ? `${h} h ago` : `${Math.round(h / 24)} days ago`;
}
function onlineNote(message, source, hint = READ_HINT) {
  return chunkARDNCP2O.onlineNotRead(shared.redact(message), source, hint);
}
var READ_HINT = 'Nothing to do if the index is reachable from the job; otherwise the catalog answers offline, as without --online. `curl -sS -o /dev/null -w "%{http_code}" URL` from the job shows why.';
function servedBuilds(files) {
  let labels = /* @__PURE__ */ new Set(), unlabelledLinux = !1, torch = 0;
  for (let f of files) {
    let w = check.parseWheelFile(typeof f == "string" ? f : f.filename);
    if (!w || check.normalizeName(w.name) !== "torch") continue;
    torch++;
    let local = shared.parseVersion(w.version)?.local, variant = check.variantOfLabel(local);
    variant ? labels.add(variant) : !local && /linux/.test(w.platform[0] ?? "") && (unlabelledLinux = !0);
  }
  return { labels, unlabelledLinux, torch };
}
function classify(ref, files) {
  if (ref.kind !== "unknown") return ref;
  let s = servedBuilds(files);
  return s.torch === 0 ? ref : s.unlabelledLinux || s.labels.size === 0 ? { kind: "pypi", url: ref.url } : s.labels.size === 1 ? { kind: "pytorch", url: ref.url, channel: "stable", variant: [...s.labels][0], mirror: !0 } : { kind: "find-links", url: ref.url, channel: "stable", mirror: !0 };
}
async function readPage(t, opts, dir, findings) {
  let cached = dir === void 0 ? void 0 : chunkARDNCP2O.readCached(dir, t.page, opts.now);
  if (cached && opts.now.getTime() - Date.parse(cached.fetchedAt) < FRESH_MS)
    return { files: cached.files, when: `cached ${age(cached.fetchedAt, opts.now)}` };
  let deadline = Date.now() + opts.timeoutMs, got = await chunkARDNCP2O.getPage(t.page, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_ONLINE_BYTES,
    accept: ACCEPT,
    env: opts.env,
    publicOnly: t.publicOnly
  }), files;
  if (got.ok)
    try {
      files = chunkARDNCP2O.indexPageEntries(got.body, t.shown, deadline);
    } catch {
      files = void 0;
    }
  if (files)
    return dir !== void 0 && chunkARDNCP2O.writeCached(dir, t.page, { url: t.shown, fetchedAt: opts.now.toISOString(), files }), { files, when: "read now" };
  let limits = `within ${opts.timeoutMs / 1e3} s, ${MAX_ONLINE_BYTES / 1024 / 1024} MiB and same-host redirects`;
  if (cached)
    return findings.push(
      onlineNote(
        `${t.shown} gave no index page (${limits}); its file list from ${age(cached.fetchedAt, opts.now)} (cached) is used.`,
        t.shown
      )
    ), { files: cached.files, when: `cached ${age(cached.fetchedAt, opts.now)}` };
  findings.push(
    onlineNote(`${t.shown} gave no index page (${limits}); the catalog answers for it, as offline.`, t.shown)
  );
}
var whereNamed = (c) => c.location ? `${c.location.file}${c.location.line ? `:${c.location.line}` : ""}` : "the command line";
function listed(items) {
  return check.shortList(
    items.map((c) => `${shownPage(c)} (${whereNamed(c)})`),
    3
  );
}
var WHO_DECIDES = "https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#who-decides-which-hosts-are-asked", NOT_ASKED = {
  "pull-request": {
    why: (policy) => `on a pull request, an index its pin files name is asked only when the base branch's pin files name its host${policy.baseOrigins ? "" : ", and no base was read to compare with"}`,
    source: WHO_DECIDES,
    hint: "A pull request does not choose the hosts the runner contacts. To ask an index, name it in the workflow (inputs index-url, extra-index-url), with --index-url / --extra-index-url, or on the base branch."
  },
  private: {
    why: () => "a pin file names a loopback, private or link-local address, which is asked only when the command line, the workflow or pip's environment names it",
    source: WHO_DECIDES,
    hint: "Name the index with --index-url / --extra-index-url (inputs index-url, extra-index-url) to have it asked."
  },
  limit: {
    why: () => `at most ${MAX_INDEXES} indexes are asked in one check`,
    source: "https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#limits",
    hint: "Name fewer indexes, or check the others with --index-url in a run of their own."
  }
};
function notAskedNotes(notAsked, policy) {
  return Object.keys(NOT_ASKED).flatMap((why) => {
    let these = notAsked.filter((n) => n.why === why).map((n) => n.candidate);
    if (!these.length) return [];
    let { why: reason, source, hint } = NOT_ASKED[why];
    return [
      onlineNote(
        `Not asked: ${listed(these)}: ${reason(policy)}; the catalog answers for ${these.length > 1 ? "them" : "it"}.`,
        source,
        hint
      )
    ];
  });
}
async function indexOriginsAtBase(files, base, cwd) {
  let old = await check.readPinsAtBase(files, base, cwd);
  if (!("problem" in old))
    return new Set(old.indexes.map((d) => originOf(d.url)).filter((o) => o !== void 0));
}
function usableCache(env, findings) {
  let dir = chunkARDNCP2O.cacheDir(env), problem = chunkARDNCP2O.cacheDirProblem(dir);
  if (!problem) return dir;
  findings.push(
    onlineNote(
      `The index cache ${dir} is not used: ${problem}. Every index is asked again.`,
      "https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#who-decides-which-hosts-are-asked",
      "Point TORCH_PREFLIGHT_CACHE at a folder only this user may write (mode 0700)."
    )
  );
}
async function askIndexes(request, catalog, opts) {
  let findings = [], { primary, candidates } = candidatesOf(request, opts), choice = chooseIndexes(candidates, opts.hosts), targets = choice.asked.map(targetOf);
  findings.push(...notAskedNotes(choice.notAsked, opts.hosts));
  let dir = usableCache(opts.env, findings), pages = /* @__PURE__ */ new Map(), read = [], when = [], index = primary, extras = [], got = await Promise.all(targets.map((t) => readPage(t, opts, dir, findings))), empty = [];
  targets.forEach((t, i) => {
    let page = got[i], ref = page ? classify(t.ref, page.files) : t.ref;
    t.ref === primary ? index = ref : extras.push(ref), page && (pages.set(t.name, [...pages.get(t.name) ?? [], ...page.files]), read.push(t.shown), when.push(page.when), servedBuilds(page.files).torch === 0 && empty.push(t.shown));
  });
  for (let url of empty) {
    let only = targets.length === 1;
    findings.push(chunkARDNCP2O.indexListsNoTorch(url, only));
  }
  let next = { ...request, index, ...extras.length ? { extraIndexes: extras } : {} };
  if (!pages.size) return { catalog, request: next, findings, yanked: /* @__PURE__ */ new Map() };
  let prov = { indexes: read, date: opts.now.toISOString().slice(0, 10) }, exact = /^===?\s*\d+(\.\d+)*(\+[\w.]+)?$/.test(request.torch.pep440.trim()), derived = deriveFromObserved(catalog, observe(pages, { yanked: exact }), prov);
  for (let r of derived.releases)
    findings.push(
      chunkARDNCP2O.releaseFromIndex(
        `torch ${r.patches.map((p) => p.version).join(", ")} is not in the catalog; its wheels on ${read.join(", ")} (${when.join(", ")}) decide Python and platform, and GPU kernels, driver floors and companions are assumed from the newest release the catalog knows.`,
        "Update torch-preflight for a catalog that knows this release, or run `npm run catalog:refresh -- --write`.",
        prov.indexes.join(", ")
      )
    );
  let newPatches = derived.patches.map((p) => p.patch.version);
  return newPatches.length && findings.push(
    chunkARDNCP2O.releaseFromIndex(
      `torch ${newPatches.join(", ")} is on ${read.join(", ")} (${when.join(", ")}) but not in the catalog; the rest of its release's facts are the catalog's.`,
      "Update torch-preflight for a catalog that lists this patch.",
      prov.indexes.join(", ")
    )
  ), { catalog: overlayDerived(catalog, derived, prov), request: next, findings, yanked: yankedReleases(pages) };
}

exports.askIndexes = askIndexes;
exports.indexOriginsAtBase = indexOriginsAtBase;
