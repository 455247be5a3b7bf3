'use strict';

var check = require('./check.js');
var node_http = require('node:http');
var node_https = require('node:https');
var node_tls = require('node:tls');
var node_zlib = require('node:zlib');
var os = require('node:os');
var path = require('node:path');
var node_crypto = require('node:crypto');
var node_fs = require('node:fs');
require('node:util');
require('node:fs/promises');
require('node:child_process');

// src/packaging/index-page.ts
var MAX_PAGE_BYTES = check.FILE_CAPS.indexPage, MAX_FILES = 2e5;
function indexPageEntries(text, where) {
  if (text.length > MAX_PAGE_BYTES)
    throw new check.InputError(`${where}: the page is over ${MAX_PAGE_BYTES / 1024 / 1024} MiB; not an index page`);
  let start = text.trimStart(), files = start.startsWith("{") ? jsonFiles(start, where) : htmlFiles(text, where);
  if (files.length > MAX_FILES) throw new check.InputError(`${where}: over ${MAX_FILES} files; not an index page`);
  return files;
}
function yankedMark(value) {
  if (value === !0) return !0;
  if (typeof value == "string") return value.trim() === "" ? !0 : value.trim();
}
function jsonFiles(text, where) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new check.InputError(`${where}: not valid JSON (${err.message.slice(0, 80)})`);
  }
  let files = doc?.files;
  if (!Array.isArray(files)) throw new check.InputError(`${where}: a PEP 691 page needs a "files" list`);
  return files.map((f, i) => {
    let name = f?.filename;
    if (typeof name != "string" || name === "") throw new check.InputError(`${where}: files[${i}] has no filename`);
    let entry = f, yanked = yankedMark(entry.yanked), meta = entry["core-metadata"] ?? entry["dist-info-metadata"];
    return {
      filename: name,
      ...yanked ? { yanked } : {},
      ...typeof entry.url == "string" && entry.url ? { url: entry.url } : {},
      ...meta !== void 0 && meta !== !1 ? { metadata: !0 } : {}
    };
  });
}
function htmlFiles(text, where) {
  if (!/<html|<!doctype html|<a\s/i.test(text))
    throw new check.InputError(`${where}: neither a PEP 691 JSON page nor a PEP 503 HTML page`);
  let out = [], anchor = /<a\s([^>]*?)href\s*=\s*["']([^"']*)["']([^>]*)>([^<]*)<\/a>/gi;
  for (let m = anchor.exec(text); m; m = anchor.exec(text)) {
    let attrs = `${m[1]} ${m[3]}`, label = decodeEntities(m[4].trim()), fromHref = (() => {
      let last = m[2].split("#")[0].split("?")[0].split("/").pop() ?? "";
      try {
        return decodeURIComponent(last);
      } catch {
        return last;
      }
    })(), name = label || fromHref;
    if (!name) continue;
    let y = /(?:^|\s)data-yanked(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/i.exec(attrs), yanked = y ? yankedMark(decodeEntities(y[1] ?? y[2] ?? "")) : void 0, meta = /(?:^|\s)data-(?:core|dist-info)-metadata(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/i.exec(attrs), href = decodeEntities(m[2].split("#")[0]);
    out.push({
      filename: name,
      ...yanked ? { yanked } : {},
      ...href ? { url: href } : {},
      ...meta && (meta[1] ?? meta[2] ?? "true").toLowerCase() !== "false" ? { metadata: !0 } : {}
    });
  }
  return out;
}
function decodeEntities(s) {
  return s.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" })[e] ?? ""
  );
}

// src/catalog/refresh/observe.ts
var RELEASE = /^\d+\.\d+\.\d+$/;
function pythonOf(python, abi) {
  let minor = check.cpythonOfTag(python);
  return minor && `${minor}${abi.endsWith("t") ? "t" : ""}`;
}
var nameOf = (f) => typeof f == "string" ? f : f.filename;
function torchRelease(entry) {
  let w = check.parseWheelFile(nameOf(entry));
  if (!w || check.normalizeName(w.name) !== "torch") return;
  let v = check.parseVersion(w.version);
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

// src/catalog/refresh/metadata.ts
var noMetadata = () => ({ pypiBuild: /* @__PURE__ */ new Map(), companions: /* @__PURE__ */ new Map() });

// src/catalog/refresh/derive.ts
var minorOf = (patch) => patch.split(".").slice(0, 2).join("."), byVersion = (a, b) => check.compareVersions(a, b);
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
  let byPlatform = /* @__PURE__ */ new Map();
  for (let o of observed) byPlatform.set(o.platform, [...byPlatform.get(o.platform) ?? [], o]);
  let platforms = [];
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
  let known = new Map(catalog.releases.map((r) => [r.torch, r])), newest = [...catalog.releases].sort((a, b) => byVersion(b.torch, a.torch)).find((r) => !r.patches.every((p) => p.confidence === "uncertain")) ?? catalog.releases[0], byMinor = /* @__PURE__ */ new Map();
  for (let o of observed.values()) byMinor.set(minorOf(o.patch), [...byMinor.get(minorOf(o.patch)) ?? [], o]);
  let out = { releases: [], patches: [], confirmed: [] };
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
function parseNetrc(text) {
  let words = text.replace(/#[^\n]*/g, " ").split(/\s+/).filter(Boolean), out = /* @__PURE__ */ new Map(), host, entry = {}, close = () => {
    host !== void 0 && entry.login !== void 0 && !out.has(host) && out.set(host, { login: entry.login, password: entry.password ?? "" });
  };
  for (let i = 0; i < words.length; i++) {
    let w = words[i];
    if (w === "machine" || w === "default")
      close(), host = w === "default" ? "" : (words[++i] ?? "").toLowerCase(), entry = {};
    else if (w === "login" || w === "account")
      w === "login" ? entry.login = words[++i] ?? "" : i++;
    else if (w === "password")
      entry.password = words[++i] ?? "", check.noteSecret(entry.password);
    else if (w === "macdef")
      break;
  }
  return close(), out;
}
var cached;
function readNetrc(env) {
  let path$1 = env.NETRC || path.join(env.HOME || os.homedir(), ".netrc");
  if (cached?.path !== path$1) {
    let logins2;
    try {
      logins2 = parseNetrc(check.readUserText(path$1, ".netrc", "pin"));
    } catch {
      logins2 = void 0;
    }
    cached = { path: path$1, logins: logins2 };
  }
  let logins = cached.logins;
  return logins ? { get: (host) => logins.get(host) ?? logins.get("") } : void 0;
}

// src/io/http.ts
var MAX_REDIRECTS = 3;
function displayUrl(url) {
  let u = new URL(String(url));
  return u.username = "", u.password = "", u.search = "", u.hash = "", u.toString();
}
function bypassesProxy(url, noProxy) {
  if (!noProxy) return !1;
  let host = url.hostname.toLowerCase().replace(/^\[|\]$/g, ""), port = url.port || (url.protocol === "https:" ? "443" : "80");
  for (let raw of noProxy.split(/[\s,]+/)) {
    let entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === "*") return !0;
    let [name, p] = entry.startsWith("[") ? [entry.slice(1, entry.indexOf("]")), entry.split("]:")[1]] : entry.split(":");
    if (p && p !== port) continue;
    let bare = name.replace(/^\*?\./, "");
    if (host === bare || host.endsWith(`.${bare}`)) return !0;
  }
  return !1;
}
function proxyFor(url, env) {
  let raw = url.protocol === "https:" ? env.HTTPS_PROXY ?? env.https_proxy : env.HTTP_PROXY ?? env.http_proxy;
  if (!(!raw || bypassesProxy(url, env.NO_PROXY ?? env.no_proxy)))
    try {
      return new URL(raw.includes("://") ? raw : `http://${raw}`);
    } catch {
      return;
    }
}
var basic = (user, pass) => `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;
function authorization(url, env) {
  if (url.username || url.password) return basic(decodeURIComponent(url.username), decodeURIComponent(url.password));
  let login = readNetrc(env)?.get(url.hostname.toLowerCase());
  return login ? basic(login.login, login.password) : void 0;
}
function tunnel(proxy, target, deadline) {
  return new Promise((resolve, reject) => {
    let headers = { Host: `${target.hostname}:${target.port || 443}` };
    proxy.username && (headers["Proxy-Authorization"] = basic(decodeURIComponent(proxy.username), decodeURIComponent(proxy.password)));
    let req = node_http.request({
      host: proxy.hostname,
      port: proxy.port || 80,
      method: "CONNECT",
      path: `${target.hostname}:${target.port || 443}`,
      headers,
      signal: deadline
    });
    req.once("connect", (res, socket) => {
      if (res.statusCode !== 200) {
        socket.destroy(), reject(new Error(`the proxy refused the tunnel (HTTP ${res.statusCode})`));
        return;
      }
      resolve(node_tls.connect({ socket, servername: target.hostname }));
    }), req.once("error", reject), req.end();
  });
}
async function once(url, opts, deadline) {
  let proxy = proxyFor(url, opts.env), headers = {
    Accept: opts.accept,
    "Accept-Encoding": "gzip",
    "User-Agent": "torch-preflight"
  }, auth = authorization(url, opts.env);
  auth && (headers.Authorization = auth);
  let path = `${url.pathname}${url.search}`, options, send = url.protocol === "https:" ? node_https.request : node_http.request;
  if (proxy && url.protocol === "http:")
    proxy.username && (headers["Proxy-Authorization"] = basic(decodeURIComponent(proxy.username), decodeURIComponent(proxy.password))), options = { host: proxy.hostname, port: proxy.port || 80, path: url.toString(), headers, signal: deadline }, send = node_http.request;
  else if (proxy) {
    let socket = await tunnel(proxy, url, deadline);
    options = {
      host: url.hostname,
      port: url.port || 443,
      path,
      headers,
      signal: deadline,
      createConnection: () => socket
    };
  } else
    options = {
      host: url.hostname,
      port: url.port || (url.protocol === "https:" ? 443 : 80),
      path,
      headers,
      signal: deadline,
      servername: url.hostname
    };
  return new Promise((resolve, reject) => {
    let req = send(options, resolve);
    req.once("error", reject), req.end();
  });
}
function readBody(res, maxBytes) {
  let stream = /\bgzip\b/i.test(String(res.headers["content-encoding"] ?? "")) ? res.pipe(node_zlib.createGunzip()) : res;
  return new Promise((resolve, reject) => {
    let parts = [], n = 0;
    stream.on("data", (chunk) => {
      if (n += chunk.length, n > maxBytes) {
        res.destroy(), stream.destroy(), resolve(void 0);
        return;
      }
      parts.push(chunk);
    }), stream.once("end", () => resolve(Buffer.concat(parts).toString("utf8"))), stream.once("error", reject), res.once("error", reject);
  });
}
async function getPage(url, opts) {
  let deadline = AbortSignal.timeout(opts.timeoutMs), current;
  try {
    current = new URL(url);
  } catch {
    return { ok: !1, problem: "not a URL" };
  }
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== "https:" && current.protocol !== "http:")
        return { ok: !1, problem: `${current.protocol} URLs are not fetched` };
      let res = await once(current, opts, deadline), status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        let next = new URL(res.headers.location, current);
        if (next.host !== current.host || next.protocol !== current.protocol)
          return {
            ok: !1,
            problem: `it redirects to another host (${displayUrl(next).slice(0, 120)}), which is not followed`
          };
        if (hop >= MAX_REDIRECTS) return { ok: !1, problem: `more than ${MAX_REDIRECTS} redirects` };
        next.username = current.username, next.password = current.password, current = next;
        continue;
      }
      if (status !== 200)
        return res.resume(), { ok: !1, problem: `HTTP ${status}` };
      let body = await readBody(res, opts.maxBytes);
      return body === void 0 ? { ok: !1, problem: `the page is over ${Math.round(opts.maxBytes / 1024 / 1024)} MiB` } : { ok: !0, body, contentType: String(res.headers["content-type"] ?? ""), url: displayUrl(current) };
    }
  } catch (err) {
    if (deadline.aborted) return { ok: !1, problem: `no answer within ${opts.timeoutMs / 1e3} s` };
    let e = err;
    return { ok: !1, problem: e.code ? `${e.code}` : (e.message ?? "error").split(`
`)[0].slice(0, 120) };
  }
}
function cacheDir(env) {
  return env.TORCH_PREFLIGHT_CACHE ? env.TORCH_PREFLIGHT_CACHE : env.RUNNER_TOOL_CACHE ? path.join(env.RUNNER_TOOL_CACHE, "torch-preflight") : path.join(env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), ".cache"), "torch-preflight");
}
var entryPath = (dir, url) => path.join(dir, `index-${node_crypto.createHash("sha256").update(url).digest("hex").slice(0, 32)}.json`);
function readCached(dir, url) {
  try {
    let doc = JSON.parse(check.readUserText(entryPath(dir, url), "the index cache", "lock"));
    if (typeof doc.fetchedAt != "string" || !Array.isArray(doc.files) || Number.isNaN(Date.parse(doc.fetchedAt)))
      return;
    let files = doc.files.filter((f) => typeof f?.filename == "string");
    return { url: String(doc.url), fetchedAt: doc.fetchedAt, files };
  } catch {
    return;
  }
}
function writeCached(dir, url, page) {
  let path = entryPath(dir, url), tmp = `${path}.${node_crypto.randomBytes(6).toString("hex")}.tmp`;
  try {
    node_fs.mkdirSync(dir, { recursive: !0, mode: 448 }), node_fs.writeFileSync(tmp, JSON.stringify(page), { flag: "wx", mode: 384 }), node_fs.renameSync(tmp, path);
  } catch {
    node_fs.rmSync(tmp, { force: !0 });
  }
}

// src/usecases/online.ts
var FRESH_MS = 3600 * 1e3, MAX_ONLINE_BYTES = Math.min(MAX_PAGE_BYTES, 32 * 1024 * 1024), ACCEPT = "application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.1", trimSlash = (u) => u.replace(/\/+$/, "");
function torchPage(ref) {
  switch (ref.kind) {
    case "pypi":
      return `${trimSlash(ref.url ?? "https://pypi.org/simple")}/torch/`;
    case "pytorch":
      return /\/torch\/?$/.test(ref.url) ? ref.url : `${trimSlash(ref.url)}/torch/`;
    case "find-links":
      return ref.url;
    case "unknown":
      return /\/torch\/?$/.test(ref.url) ? ref.url : `${trimSlash(ref.url)}/torch/`;
  }
}
var split = (v) => (v ?? "").split(/\s+/).filter(Boolean);
function targetsOf(request, env, declared = []) {
  let primary = request.index.kind === "pypi" && !request.index.url && env.PIP_INDEX_URL ? check.parseIndexUrl(env.PIP_INDEX_URL) : request.index, extras = request.extraIndexes?.length ? request.extraIndexes : split(env.PIP_EXTRA_INDEX_URL).map(check.parseIndexUrl), links = split(env.PIP_FIND_LINKS).filter((u) => /^https?:\/\//i.test(u)).map((url) => ({ kind: "find-links", url, channel: "stable", mirror: !0 })), fromPins = declared.flatMap((d) => {
    if (!/^https?:\/\//i.test(d.url)) return [];
    if (d.role === "find-links") return [{ kind: "find-links", url: d.url, channel: "stable", mirror: !0 }];
    try {
      return [check.parseIndexUrl(d.url)];
    } catch {
      return [];
    }
  }), targets = [];
  for (let ref of [primary, ...extras, ...links, ...fromPins]) {
    let page = torchPage(ref);
    !page || targets.some((t) => t.page === page) || targets.push({
      ref,
      page,
      name: ref.kind === "pytorch" ? ref.variant : ref.kind === "find-links" ? "find-links" : "pypi"
    });
  }
  return { primary, targets };
}
function age(fetchedAt, now) {
  let min = Math.max(0, Math.round((now.getTime() - Date.parse(fetchedAt)) / 6e4));
  if (min < 1) return "just now";
  if (min < 120) return `${min} min ago`;
  let h = Math.round(min / 60);
  return h < 48 ? `${h} h ago` : `${Math.round(h / 24)} days ago`;
}
function onlineNote(message, source) {
  return check.finding({
    id: "online-fallback",
    severity: "notice",
    message: check.redact(message),
    hint: "Nothing to do if the index is reachable from the job; otherwise the catalog answers offline, as without --online.",
    source
  });
}
function servedBuilds(files) {
  let labels = /* @__PURE__ */ new Set(), unlabelledLinux = !1, torch = 0;
  for (let f of files) {
    let w = check.parseWheelFile(typeof f == "string" ? f : f.filename);
    if (!w || check.normalizeName(w.name) !== "torch") continue;
    torch++;
    let local = check.parseVersion(w.version)?.local, variant = check.variantOfLabel(local);
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
  let shown = displayUrl(t.page), cached2 = readCached(dir, t.page);
  if (cached2 && opts.now.getTime() - Date.parse(cached2.fetchedAt) < FRESH_MS)
    return { files: cached2.files, when: `cached ${age(cached2.fetchedAt, opts.now)}` };
  let got = await getPage(t.page, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_ONLINE_BYTES,
    accept: ACCEPT,
    env: opts.env
  }), files, problem = got.ok ? void 0 : got.problem;
  if (got.ok)
    try {
      files = indexPageEntries(got.body, shown);
    } catch (err) {
      problem = `the page is not an index page (${err.message.replace(`${shown}: `, "").slice(0, 100)})`;
    }
  if (files)
    return writeCached(dir, t.page, { url: shown, fetchedAt: opts.now.toISOString(), files }), { files, when: "read now" };
  if (cached2)
    return findings.push(
      onlineNote(
        `${shown} could not be read (${problem}); its file list from ${age(cached2.fetchedAt, opts.now)} (cached) is used.`,
        shown
      )
    ), { files: cached2.files, when: `cached ${age(cached2.fetchedAt, opts.now)}` };
  findings.push(onlineNote(`${shown} could not be read (${problem}); the catalog answers for it, as offline.`, shown));
}
async function askIndexes(request, catalog, opts) {
  let findings = [], { primary, targets } = targetsOf(request, opts.env, opts.declared), dir = cacheDir(opts.env), pages = /* @__PURE__ */ new Map(), read = [], when = [], index = primary, extras = [], got = await Promise.all(targets.map((t) => readPage(t, opts, dir, findings))), empty = [];
  targets.forEach((t, i) => {
    let page = got[i], ref = page ? classify(t.ref, page.files) : t.ref;
    t.ref === primary ? index = ref : extras.push(ref), page && (pages.set(t.name, [...pages.get(t.name) ?? [], ...page.files]), read.push(displayUrl(t.page)), when.push(page.when), servedBuilds(page.files).torch === 0 && empty.push(displayUrl(t.page)));
  });
  for (let url of empty) {
    let only = targets.length === 1;
    findings.push(
      check.finding({
        id: "online-fallback",
        severity: only ? "warning" : "notice",
        message: `${url} lists no torch wheel: pip finds no torch there${only ? ", and no other index is read" : ""}.`,
        hint: "Check the index URL; a private mirror may not carry torch.",
        source: url
      })
    );
  }
  let next = { ...request, index, ...extras.length ? { extraIndexes: extras } : {} };
  if (!pages.size) return { catalog, request: next, findings, yanked: /* @__PURE__ */ new Map() };
  let prov = { indexes: read, date: opts.now.toISOString().slice(0, 10) }, exact = /^===?\s*\d+(\.\d+)*(\+[\w.]+)?$/.test(request.torch.pep440.trim()), derived = deriveFromObserved(catalog, observe(pages, { yanked: exact }), prov);
  for (let r of derived.releases)
    findings.push(
      check.finding({
        id: "release-from-index",
        severity: "notice",
        message: `torch ${r.patches.map((p) => p.version).join(", ")} is not in the catalog; its wheels on ${read.join(", ")} (${when.join(", ")}) decide Python and platform, and GPU kernels, driver floors and companions are assumed from the newest release the catalog knows.`,
        hint: "Update torch-preflight for a catalog that knows this release, or run `npm run catalog:refresh -- --write`.",
        source: prov.indexes.join(", ")
      })
    );
  let newPatches = derived.patches.map((p) => p.patch.version);
  return newPatches.length && findings.push(
    check.finding({
      id: "release-from-index",
      severity: "notice",
      message: `torch ${newPatches.join(", ")} is on ${read.join(", ")} (${when.join(", ")}) but not in the catalog; the rest of its release's facts are the catalog's.`,
      hint: "Update torch-preflight for a catalog that lists this patch.",
      source: prov.indexes.join(", ")
    })
  ), { catalog: overlayDerived(catalog, derived, prov), request: next, findings, yanked: yankedReleases(pages) };
}
function yankedFinding(torch, yanked) {
  let reason = torch ? yanked.get(torch) : void 0;
  return !torch || reason === void 0 ? [] : [
    check.finding({
      id: "release-yanked",
      severity: "warning",
      message: `torch ${torch} is yanked on the index${reason === !0 ? "" : ` ("${reason.slice(0, 200)}")`}: pip installs it only for an exact pin, with a warning, and resolves an open range to an older release.`,
      hint: `Pin another torch release than ${torch}.`,
      source: "https://peps.python.org/pep-0592/"
    })
  ];
}

exports.askIndexes = askIndexes;
exports.yankedFinding = yankedFinding;
