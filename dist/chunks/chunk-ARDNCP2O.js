'use strict';

var shared = require('./shared.js');
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

// src/packaging/index-page.ts
var MAX_PAGE_BYTES = shared.FILE_CAPS.indexPage, MAX_FILES = 2e5;
function indexPageEntries(text, where, deadline) {
  if (text.length > MAX_PAGE_BYTES)
    throw new shared.InputError(`${where}: the page is over ${MAX_PAGE_BYTES / 1024 / 1024} MiB; not an index page`);
  let start = text.trimStart(), files = start.startsWith("{") ? jsonFiles(start, where) : htmlFiles(text, where, deadline);
  if (files.length > MAX_FILES) throw new shared.InputError(`${where}: over ${MAX_FILES} files; not an index page`);
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
    throw new shared.InputError(`${where}: not valid JSON (${err.message.slice(0, 80)})`);
  }
  let files = doc?.files;
  if (!Array.isArray(files)) throw new shared.InputError(`${where}: a PEP 691 page needs a "files" list`);
  return files.map((f, i) => {
    let name = f?.filename;
    if (typeof name != "string" || name === "") throw new shared.InputError(`${where}: files[${i}] has no filename`);
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
    throw new shared.InputError(`${where}: neither a PEP 691 JSON page nor a PEP 503 HTML page`);
  let out = [], at = text.indexOf("<");
  for (let seen = 0; at >= 0; seen++) {
    if (deadline !== void 0 && (seen & 1023) === 1023 && Date.now() > deadline)
      throw new shared.InputError(`${where}: reading the page took past the deadline`);
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
    if (out.length >= MAX_FILES) throw new shared.InputError(`${where}: over ${MAX_FILES} files; not an index page`);
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

// src/packaging/metadata.ts
function requiresDist(metadata) {
  let out = [];
  for (let line of metadata.split(/\r?\n/)) {
    if (line === "") break;
    let m = /^Requires-Dist:\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*\(?([^;)]*)/i.exec(line);
    m && out.push({ name: check.normalizeName(m[1]), spec: m[2].trim() });
  }
  return out;
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
      entry.password = words[++i] ?? "", shared.noteSecret(entry.password);
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
      logins2 = parseNetrc(shared.readUserText(path$1, ".netrc", "pin"));
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
    let doc = JSON.parse(shared.readUserText(entryPath(dir, url), "the index cache", "report"));
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
var valuePath = (dir, key) => path.join(dir, `value-${node_crypto.createHash("sha256").update(key).digest("hex").slice(0, 32)}.json`);
function readCachedValue(dir, key) {
  try {
    let doc = JSON.parse(shared.readUserText(valuePath(dir, key), "the index cache", "lock"));
    return typeof doc.fetchedAt != "string" || typeof doc.source != "string" || doc.value !== null && typeof doc.value != "string" ? void 0 : { fetchedAt: doc.fetchedAt, value: doc.value, source: doc.source };
  } catch {
    return;
  }
}
function writeCachedValue(dir, key, v) {
  let path = valuePath(dir, key), tmp = `${path}.${node_crypto.randomBytes(6).toString("hex")}.tmp`;
  try {
    node_fs.mkdirSync(dir, { recursive: !0, mode: 448 }), node_fs.writeFileSync(tmp, JSON.stringify(v), { flag: "wx", mode: 384 }), node_fs.renameSync(tmp, path);
  } catch {
    node_fs.rmSync(tmp, { force: !0 });
  }
}

// src/checks/online-notes.ts
function indexListsNoTorch(url, only) {
  return shared.finding({
    id: "online-fallback",
    severity: only ? "warning" : "notice",
    message: `${url} lists no torch wheel: pip finds no torch there${only ? ", and no other index is read" : ""}.`,
    hint: "Check the index URL; a private mirror may not carry torch.",
    source: url
  });
}
function onlineNotRead(message, source, hint) {
  return shared.finding({ id: "online-fallback", severity: "notice", message, hint, source });
}
function releaseFromIndex(message, hint, source) {
  return shared.finding({ id: "release-from-index", severity: "notice", message, hint, source });
}

exports.MAX_PAGE_BYTES = MAX_PAGE_BYTES;
exports.cacheDir = cacheDir;
exports.cacheDirProblem = cacheDirProblem;
exports.displayUrl = displayUrl;
exports.getPage = getPage;
exports.indexListsNoTorch = indexListsNoTorch;
exports.indexPageEntries = indexPageEntries;
exports.isLoopbackHost = isLoopbackHost;
exports.isPublicAddress = isPublicAddress;
exports.onlineNotRead = onlineNotRead;
exports.readCached = readCached;
exports.readCachedValue = readCachedValue;
exports.releaseFromIndex = releaseFromIndex;
exports.requiresDist = requiresDist;
exports.writeCached = writeCached;
exports.writeCachedValue = writeCachedValue;
