/**
 * Logins from .netrc (`$NETRC`, else `~/.netrc`): `machine HOST login USER password PASS`. pip
 * and curl also send the `default` entry to any other host; here it is read but never sent, since
 * the hosts asked may come from a repository's files. Read once, bounded, never fatal: a missing
 * or unreadable file is no logins. The passwords are noted as secrets, so no output shows them.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { noteSecret } from '../text/secrets.js';
import { readUserText } from './read-file.js';

export interface Login {
  login: string;
  password: string;
}

/** Host (lower case, `''` for `default`) → login. */
export function parseNetrc(text: string): Map<string, Login> {
  const words = text
    .replace(/#[^\n]*/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out = new Map<string, Login>();
  let host: string | undefined;
  let entry: Partial<Login> = {};
  const close = () => {
    if (host !== undefined && entry.login !== undefined && !out.has(host))
      out.set(host, { login: entry.login, password: entry.password ?? '' });
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'machine' || w === 'default') {
      close();
      host = w === 'default' ? '' : (words[++i] ?? '').toLowerCase();
      entry = {};
    } else if (w === 'login' || w === 'account') {
      if (w === 'login') entry.login = words[++i] ?? '';
      else i++;
    } else if (w === 'password') {
      entry.password = words[++i] ?? '';
      noteSecret(entry.password);
    } else if (w === 'macdef') {
      // A macro runs to the next blank line; nothing in it is a login.
      break;
    }
  }
  close();
  return out;
}

let cached: { path: string; logins: Map<string, Login> | undefined } | undefined;

/** The login of the user's .netrc for exactly this host (never the `default` entry's). */
export function readNetrc(env: NodeJS.ProcessEnv): { get(host: string): Login | undefined } | undefined {
  const path = env.NETRC || join(env.HOME || homedir(), '.netrc');
  if (cached?.path !== path) {
    let logins: Map<string, Login> | undefined;
    try {
      logins = parseNetrc(readUserText(path, '.netrc', 'pin'));
    } catch {
      logins = undefined;
    }
    cached = { path, logins };
  }
  const logins = cached.logins;
  return logins ? { get: (host) => (host === '' ? undefined : logins.get(host)) } : undefined;
}
