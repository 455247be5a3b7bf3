/**
 * One bounded GET of an index page, for `--online` only: a deadline for the whole exchange, a
 * byte cap on the (decompressed) body, redirects only to the same host and scheme, the proxy from
 * HTTPS_PROXY/HTTP_PROXY unless NO_PROXY names the host, and credentials from the URL or .netrc
 * sent as Basic auth and never shown. A .netrc login goes only to its own `machine`, never from
 * `default`, and never over plain http except to a loopback host reached without a proxy. With
 * `publicOnly`, a host that is, or resolves to, a private, loopback or link-local address is not
 * connected to. Every failure is a value, never a throw: the caller falls back to the catalog.
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import { createGunzip } from 'node:zlib';
import type { Socket } from 'node:net';
import { isIP } from 'node:net';
import { isLoopbackHost, isPublicAddress, publicLookup } from './address.js';
import { readNetrc } from './netrc.js';

export interface GetOptions {
  timeoutMs: number;
  maxBytes: number;
  accept: string;
  env: NodeJS.ProcessEnv;
  /** Only public addresses: the index was named by a repository's files, not by whoever runs the check. */
  publicOnly?: boolean;
}

export type GetResult = { ok: true; body: string; contentType: string; url: string } | { ok: false; problem: string };

const MAX_REDIRECTS = 3;

/** The URL as people may see it: no userinfo, no query (tokens live there too). */
export function displayUrl(url: URL | string): string {
  const u = new URL(String(url));
  u.username = '';
  u.password = '';
  u.search = '';
  u.hash = '';
  return u.toString();
}

/** NO_PROXY: `*`, or hosts and domain suffixes (`.example.com`, `example.com`), optionally with a port. */
export function bypassesProxy(url: URL, noProxy: string | undefined): boolean {
  if (!noProxy) return false;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    const [name, p] = entry.startsWith('[')
      ? [entry.slice(1, entry.indexOf(']')), entry.split(']:')[1]]
      : (entry.split(':') as [string, string?]);
    if (p && p !== port) continue;
    const bare = name.replace(/^\*?\./, '');
    if (host === bare || host.endsWith(`.${bare}`)) return true;
  }
  return false;
}

function proxyFor(url: URL, env: NodeJS.ProcessEnv): URL | undefined {
  const raw = url.protocol === 'https:' ? (env.HTTPS_PROXY ?? env.https_proxy) : (env.HTTP_PROXY ?? env.http_proxy);
  if (!raw || bypassesProxy(url, env.NO_PROXY ?? env.no_proxy)) return undefined;
  try {
    return new URL(raw.includes('://') ? raw : `http://${raw}`);
  } catch {
    return undefined;
  }
}

const basic = (user: string, pass: string): string => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

/**
 * The URL's own userinfo, else the .netrc login of exactly this host: a `default` login would go
 * to any host a file names, and plain http would show it to the network (a loopback host reached
 * directly is the one exception: nothing in between).
 */
function authorization(url: URL, env: NodeJS.ProcessEnv, viaProxy: boolean): string | undefined {
  if (url.username || url.password) return basic(decodeURIComponent(url.username), decodeURIComponent(url.password));
  if (url.protocol !== 'https:' && !(isLoopbackHost(url.hostname) && !viaProxy)) return undefined;
  const login = readNetrc(env)?.get(url.hostname.toLowerCase());
  return login ? basic(login.login, login.password) : undefined;
}

/** A socket to the target through an HTTP proxy's CONNECT, then TLS inside it. */
function tunnel(proxy: URL, target: URL, deadline: AbortSignal): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: `${target.hostname}:${target.port || 443}` };
    if (proxy.username)
      headers['Proxy-Authorization'] = basic(decodeURIComponent(proxy.username), decodeURIComponent(proxy.password));
    const req = httpRequest({
      host: proxy.hostname,
      port: proxy.port || 80,
      method: 'CONNECT',
      path: `${target.hostname}:${target.port || 443}`,
      headers,
      signal: deadline,
    });
    req.once('connect', (res, socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        reject(new Error(`the proxy refused the tunnel (HTTP ${res.statusCode})`));
        return;
      }
      resolve(tlsConnect({ socket, servername: target.hostname }));
    });
    req.once('error', reject);
    req.end();
  });
}

async function once(url: URL, opts: GetOptions, deadline: AbortSignal): Promise<IncomingMessage> {
  const proxy = proxyFor(url, opts.env);
  const headers: Record<string, string> = {
    Accept: opts.accept,
    'Accept-Encoding': 'gzip',
    'User-Agent': 'torch-preflight',
  };
  const auth = authorization(url, opts.env, proxy !== undefined);
  if (auth) headers.Authorization = auth;
  const path = `${url.pathname}${url.search}`;
  let options: RequestOptions & { servername?: string };
  let send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  if (proxy && url.protocol === 'http:') {
    // A plain-HTTP proxy takes the absolute URL as the request target.
    if (proxy.username)
      headers['Proxy-Authorization'] = basic(decodeURIComponent(proxy.username), decodeURIComponent(proxy.password));
    options = { host: proxy.hostname, port: proxy.port || 80, path: url.toString(), headers, signal: deadline };
    send = httpRequest;
  } else if (proxy) {
    const socket = await tunnel(proxy, url, deadline);
    options = {
      host: url.hostname,
      port: url.port || 443,
      path,
      headers,
      signal: deadline,
      createConnection: () => socket,
    };
  } else {
    options = {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      path,
      headers,
      signal: deadline,
      servername: url.hostname,
      ...(opts.publicOnly ? { lookup: publicLookup } : {}),
    };
  }
  return new Promise((resolve, reject) => {
    const req = send(options, resolve);
    req.once('error', reject);
    req.end();
  });
}

/** The body as text, or undefined when it runs past `maxBytes` (the download is stopped there). */
function readBody(res: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  const stream = /\bgzip\b/i.test(String(res.headers['content-encoding'] ?? '')) ? res.pipe(createGunzip()) : res;
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let n = 0;
    stream.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > maxBytes) {
        res.destroy();
        stream.destroy();
        resolve(undefined);
        return;
      }
      parts.push(chunk);
    });
    stream.once('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    stream.once('error', reject);
    res.once('error', reject);
  });
}

/** GET `url`; at most MAX_REDIRECTS redirects, each to the same scheme and host. */
export async function getPage(url: string, opts: GetOptions): Promise<GetResult> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { ok: false, problem: 'not a URL' };
  }
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== 'https:' && current.protocol !== 'http:')
        return { ok: false, problem: `${current.protocol} URLs are not fetched` };
      const literal = current.hostname.replace(/^\[|\]$/g, '');
      if (opts.publicOnly && (isLoopbackHost(literal) || (isIP(literal) && !isPublicAddress(literal))))
        return { ok: false, problem: 'not a public address' };
      const res = await once(current, opts, deadline);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        const next = new URL(res.headers.location, current);
        if (next.host !== current.host || next.protocol !== current.protocol)
          return { ok: false, problem: 'it redirects to another host or scheme, which is not followed' };
        if (hop >= MAX_REDIRECTS) return { ok: false, problem: `more than ${MAX_REDIRECTS} redirects` };
        // The credentials stay with the host they were given for.
        next.username = current.username;
        next.password = current.password;
        current = next;
        continue;
      }
      if (status !== 200) {
        res.resume();
        return { ok: false, problem: `HTTP ${status}` };
      }
      const body = await readBody(res, opts.maxBytes);
      if (body === undefined)
        return { ok: false, problem: `the page is over ${Math.round(opts.maxBytes / 1024 / 1024)} MiB` };
      return { ok: true, body, contentType: String(res.headers['content-type'] ?? ''), url: displayUrl(current) };
    }
  } catch (err) {
    if (deadline.aborted) return { ok: false, problem: `no answer within ${opts.timeoutMs / 1000} s` };
    const e = err as NodeJS.ErrnoException;
    return { ok: false, problem: e.code ? `${e.code}` : (e.message ?? 'error').split('\n')[0]!.slice(0, 120) };
  }
}
