'use strict';

var check = require('./check.js');
var node_http = require('node:http');
var node_https = require('node:https');
var node_tls = require('node:tls');
var node_zlib = require('node:zlib');
var node_net = require('node:net');
var node_dns = require('node:dns');
var os = require('node:os');
var path = require('node:path');
var node_crypto = require('node:crypto');
var node_fs = require('node:fs');
require('node:util');
require('node:fs/promises');
require('node:child_process');

// src/packaging/index-page.ts
var MAX_PAGE_BYTES = check.FILE_CAPS.indexPage, MAX_FILES = 2e5;
function indexPageEntries(text, where, deadline) {
  if (text.length > MAX_PAGE_BYTES)
    throw new check.InputError(`${where}: the page is over ${MAX_PAGE_BYTES / 1024 / 1024} MiB; not an index page`);
  let start = text.trimStart(), files = start.startsWith("{") ? jsonFiles(start, where) : htmlFiles(text, where, deadline);
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
var isSpace = (c) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
function readTag(text, from) {
  let attrs = /* @__PURE__ */ new Map(), i = from, n = text.length;
  for (; ; ) {
    for (; i < n && (isSpace(text.charCodeAt(i)) || text[i] === "/"); ) i++;
    if (i >= n) return;
    if (text[i] === ">") return { end: i + 1, attrs };
    let nameStart = i;
    for (; i < n && !isSpace(text.charCodeAt(i)) && text[i] !== "=" && text[i] !== ">" && text[i] !== "/"; ) i++;
    let name = text.slice(nameStart, i).toLowerCase();
    for (; i < n && isSpace(text.charCodeAt(i)); ) i++;
    if (text[i] !== "=") {
      attrs.has(name) || attrs.set(name, void 0);
      continue;
    }
    for (i++; i < n && isSpace(text.charCodeAt(i)); ) i++;
    let value, q = text[i];
    if (q === '"' || q === "'") {
      let close = text.indexOf(q, i + 1);
      if (close < 0) return;
      value = text.slice(i + 1, close), i = close + 1;
    } else {
      let valueStart = i;
      for (; i < n && !isSpace(text.charCodeAt(i)) && text[i] !== ">"; ) i++;
      value = text.slice(valueStart, i);
    }
    attrs.has(name) || attrs.set(name, value);
  }
}
function hrefName(href) {
  let last = href.split("#")[0].split("?")[0].split("/").pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
var attrValue = (attrs, name) => attrs.has(name) ? decodeEntities(attrs.get(name) ?? "") : void 0;
function htmlFiles(text, where, deadline) {
  if (!/<html|<!doctype html|<a\s/i.test(text))
    throw new check.InputError(`${where}: neither a PEP 691 JSON page nor a PEP 503 HTML page`);
  let out = [], at = text.indexOf("<");
  for (let seen = 0; at >= 0; seen++) {
    if (deadline !== void 0 && (seen & 1023) === 1023 && Date.now() > deadline)
      throw new check.InputError(`${where}: reading the page took past the deadline`);
    let c = text[at + 1];
    if (c !== "a" && c !== "A" || !isSpace(text.charCodeAt(at + 2))) {
      at = text.indexOf("<", at + 1);
      continue;
    }
    let tag = readTag(text, at + 2);
    if (!tag) break;
    let textEnd = text.indexOf("<", tag.end);
    if (textEnd < 0) break;
    at = textEnd;
    let href = tag.attrs.get("href");
    if (href === void 0 || text.slice(textEnd, textEnd + 3).toLowerCase() !== "</a") continue;
    let name = decodeEntities(text.slice(tag.end, textEnd).trim()) || hrefName(href);
    if (!name) continue;
    if (out.length >= MAX_FILES) throw new check.InputError(`${where}: over ${MAX_FILES} files; not an index page`);
    let yankedAttr = attrValue(tag.attrs, "data-yanked"), yanked = yankedAttr === void 0 ? void 0 : yankedMark(yankedAttr === "" ? !0 : yankedAttr), meta = attrValue(tag.attrs, "data-core-metadata") ?? attrValue(tag.attrs, "data-dist-info-metadata"), url = decodeEntities(href.split("#")[0]);
    out.push({
      filename: name,
      ...yanked ? { yanked } : {},
      ...url ? { url } : {},
      ...meta !== void 0 && meta.toLowerCase() !== "false" ? { metadata: !0 } : {}
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
  let byPlatform = check.groupBy(observed, (o) => o.platform), platforms = [];
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
  let known = new Map(catalog.releases.map((r) => [r.torch, r])), newest = [...catalog.releases].sort((a, b) => byVersion(b.torch, a.torch)).find((r) => !r.patches.every((p) => p.confidence === "uncertain")) ?? catalog.releases[0], byMinor = check.groupBy(observed.values(), (o) => minorOf(o.patch)), out = { releases: [], patches: [], confirmed: [] };
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
var NOT_PUBLIC = new node_net.BlockList();
for (let [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
])
  NOT_PUBLIC.addSubnet(net, bits, "ipv4");
for (let [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32]
])
  NOT_PUBLIC.addSubnet(net, bits, "ipv6");
function embeddedV4(ip) {
  let m = /^(?:::ffff:(?:0:)?|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (m) return m[1];
  let hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return;
  let [hi, lo] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}
function isPublicAddress(ip) {
  let bare = ip.replace(/^\[|\]$/g, "").replace(/%.*$/, ""), v = node_net.isIP(bare);
  if (v === 4) return !NOT_PUBLIC.check(bare, "ipv4");
  if (v === 6) {
    let v4 = embeddedV4(bare);
    return v4 !== void 0 ? node_net.isIP(v4) === 4 && !NOT_PUBLIC.check(v4, "ipv4") : !NOT_PUBLIC.check(bare, "ipv6");
  }
  return !1;
}
function isLoopbackHost(hostname) {
  let bare = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare.endsWith(".localhost") ? !0 : node_net.isIP(bare) === 4 ? bare.startsWith("127.") : bare === "::1";
}
function publicLookup(hostname, options, callback) {
  node_dns.lookup(hostname, { ...options, all: !0 }, (err, addresses) => {
    if (err) return callback(err, []);
    let list = addresses;
    if (!list.length || list.some((a) => !isPublicAddress(a.address))) {
      let e = new Error(`${hostname} is not a public address`);
      return e.code = "ENOTPUBLIC", callback(e, []);
    }
    if (options.all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
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
  return logins ? { get: (host) => host === "" ? void 0 : logins.get(host) } : void 0;
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
function authorization(url, env, viaProxy) {
  if (url.username || url.password) return basic(decodeURIComponent(url.username), decodeURIComponent(url.password));
  if (url.protocol !== "https:" && !(isLoopbackHost(url.hostname) && !viaProxy)) return;
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
  }, auth = authorization(url, opts.env, proxy !== void 0);
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
      servername: url.hostname,
      ...opts.publicOnly ? { lookup: publicLookup } : {}
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
      let literal = current.hostname.replace(/^\[|\]$/g, "");
      if (opts.publicOnly && (isLoopbackHost(literal) || node_net.isIP(literal) && !isPublicAddress(literal)))
        return { ok: !1, problem: "not a public address" };
      let res = await once(current, opts, deadline), status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        let next = new URL(res.headers.location, current);
        if (next.host !== current.host || next.protocol !== current.protocol)
          return { ok: !1, problem: "it redirects to another host or scheme, which is not followed" };
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
var entryPath = (dir, url) => path.join(dir, `index-${node_crypto.createHash("sha256").update(url).digest("hex").slice(0, 32)}.json`), CLOCK_SKEW_MS = 300 * 1e3, MAX_ENTRY_AGE_MS = 10080 * 60 * 1e3;
function cacheDirProblem(dir) {
  if (process.platform === "win32" || typeof process.getuid != "function") return;
  let st;
  try {
    st = node_fs.statSync(dir);
  } catch {
    return;
  }
  if (!st.isDirectory()) return "it is not a folder";
  if (st.uid !== process.getuid()) return "another user owns it";
  if (st.mode & 18) return "its group or other users may write to it";
}
function readCached(dir, url, now) {
  try {
    let doc = JSON.parse(check.readUserText(entryPath(dir, url), "the index cache", "report"));
    if (typeof doc.fetchedAt != "string" || !Array.isArray(doc.files)) return;
    let at = Date.parse(doc.fetchedAt);
    if (Number.isNaN(at) || at > now.getTime() + CLOCK_SKEW_MS || now.getTime() - at > MAX_ENTRY_AGE_MS)
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
    return isLoopbackHost(host) || node_net.isIP(host) !== 0 && !isPublicAddress(host);
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

// src/usecases/online.ts
var FRESH_MS = 3600 * 1e3, MAX_ONLINE_BYTES = Math.min(MAX_PAGE_BYTES, 32 * 1024 * 1024), ACCEPT = "application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.1";
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
    return torchPage(c.ref, c.reader, displayUrl(indexUrlOf(c.ref)));
  } catch {
    return displayUrl(c.page);
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
  return check.finding({
    id: "online-fallback",
    severity: "notice",
    message: check.redact(message),
    hint,
    source
  });
}
var READ_HINT = 'Nothing to do if the index is reachable from the job; otherwise the catalog answers offline, as without --online. `curl -sS -o /dev/null -w "%{http_code}" URL` from the job shows why.';
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
  let cached2 = dir === void 0 ? void 0 : readCached(dir, t.page, opts.now);
  if (cached2 && opts.now.getTime() - Date.parse(cached2.fetchedAt) < FRESH_MS)
    return { files: cached2.files, when: `cached ${age(cached2.fetchedAt, opts.now)}` };
  let deadline = Date.now() + opts.timeoutMs, got = await getPage(t.page, {
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_ONLINE_BYTES,
    accept: ACCEPT,
    env: opts.env,
    publicOnly: t.publicOnly
  }), files;
  if (got.ok)
    try {
      files = indexPageEntries(got.body, t.shown, deadline);
    } catch {
      files = void 0;
    }
  if (files)
    return dir !== void 0 && writeCached(dir, t.page, { url: t.shown, fetchedAt: opts.now.toISOString(), files }), { files, when: "read now" };
  let limits = `within ${opts.timeoutMs / 1e3} s, ${MAX_ONLINE_BYTES / 1024 / 1024} MiB and same-host redirects`;
  if (cached2)
    return findings.push(
      onlineNote(
        `${t.shown} gave no index page (${limits}); its file list from ${age(cached2.fetchedAt, opts.now)} (cached) is used.`,
        t.shown
      )
    ), { files: cached2.files, when: `cached ${age(cached2.fetchedAt, opts.now)}` };
  findings.push(
    onlineNote(`${t.shown} gave no index page (${limits}); the catalog answers for it, as offline.`, t.shown)
  );
}
var whereNamed = (c) => c.location ? `${c.location.file}${c.location.line ? `:${c.location.line}` : ""}` : "the command line";
function listed(items) {
  let names = items.slice(0, 3).map((c) => `${shownPage(c)} (${whereNamed(c)})`);
  return items.length > 3 ? `${names.join(", ")} and ${items.length - 3} more` : names.join(", ");
}
function notAskedNotes(notAsked, policy) {
  let of = (why) => notAsked.filter((n) => n.why === why).map((n) => n.candidate), out = [], pr = of("pull-request");
  pr.length && out.push(
    onlineNote(
      `Not asked: ${listed(pr)}: on a pull request, an index its pin files name is asked only when the base branch's pin files name its host${policy.baseOrigins ? "" : ", and no base was read to compare with"}; the catalog answers for ${pr.length > 1 ? "them" : "it"}.`,
      "https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#who-decides-which-hosts-are-asked",
      "A pull request does not choose the hosts the runner contacts. To ask an index, name it in the workflow (inputs index-url, extra-index-url), with --index-url / --extra-index-url, or on the base branch."
    )
  );
  let priv = of("private");
  priv.length && out.push(
    onlineNote(
      `Not asked: ${listed(priv)}: a pin file names a loopback, private or link-local address, which is asked only when the command line, the workflow or pip's environment names it; the catalog answers for ${priv.length > 1 ? "them" : "it"}.`,
      "https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#who-decides-which-hosts-are-asked",
      "Name the index with --index-url / --extra-index-url (inputs index-url, extra-index-url) to have it asked."
    )
  );
  let over = of("limit");
  return over.length && out.push(
    onlineNote(
      `Not asked: ${listed(over)}: at most ${MAX_INDEXES} indexes are asked in one check; the catalog answers for ${over.length > 1 ? "them" : "it"}.`,
      "https://github.com/torch-preflight/torch-preflight/blob/main/docs/security.md#limits",
      "Name fewer indexes, or check the others with --index-url in a run of their own."
    )
  ), out;
}
async function indexOriginsAtBase(files, base, cwd) {
  let old = await check.readPinsAtBase(files, base, cwd);
  if (!("problem" in old))
    return new Set(old.indexes.map((d) => originOf(d.url)).filter((o) => o !== void 0));
}
function usableCache(env, findings) {
  let dir = cacheDir(env), problem = cacheDirProblem(dir);
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
exports.indexOriginsAtBase = indexOriginsAtBase;
exports.yankedFinding = yankedFinding;
