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
var valuePath = (dir, key) => path.join(dir, `value-${node_crypto.createHash("sha256").update(key).digest("hex").slice(0, 32)}.json`);
function readCachedValue(dir, key) {
  try {
    let doc = JSON.parse(check.readUserText(valuePath(dir, key), "the index cache", "lock"));
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

exports.MAX_PAGE_BYTES = MAX_PAGE_BYTES;
exports.cacheDir = cacheDir;
exports.displayUrl = displayUrl;
exports.getPage = getPage;
exports.indexPageEntries = indexPageEntries;
exports.readCached = readCached;
exports.readCachedValue = readCachedValue;
exports.requiresDist = requiresDist;
exports.writeCached = writeCached;
exports.writeCachedValue = writeCachedValue;
