/**
 * Secrets never leave the tool. The tool never fetches anything, so it never needs a
 * credential: every URL it prints loses its userinfo (`https://user:token@host` →
 * `https://****@host`) and secret-looking query values, and values noted as secrets while
 * inputs were read (a `${PRIVATE_TOKEN}` expanded in a requirements file, the userinfo of an
 * index URL) are replaced wherever else they appear. pip prints `user:****@`; we hide the user
 * too, because tokens are often the user part (`https://ghp_…@github.com`).
 */

import { InputError } from '../core/errors.js';

const known = new Set<string>();

/** Shorter values would redact ordinary words; a 1–3 character secret is not one. */
const MIN_SECRET = 4;

/**
 * Every line printed is searched for every secret, so their number is bounded: a project has a
 * few credentials, and thousands of distinct ones (a hostile requirements file) made the output
 * cost their number times its length.
 */
export const MAX_SECRETS = 256;

/** Remembers a value that must never be printed. Inputs are read before anything is printed. */
export function noteSecret(value: string | undefined): void {
  if (!value || value.length < MIN_SECRET || known.has(value)) return;
  if (known.size >= MAX_SECRETS)
    throw new InputError(
      `the inputs hold more than ${MAX_SECRETS} distinct credentials or secret values (URL userinfo, secret variables); refused`,
    );
  known.add(value);
}

export function knownSecrets(): string[] {
  return [...known];
}

/** For tests: forget what earlier runs noted. */
export function forgetSecrets(): void {
  known.clear();
}

/** Variables whose values are secrets by their name (`${PRIVATE_TOKEN}`, `${PIP_PASSWORD}`). */
export const SECRET_NAME = /TOKEN|SECRET|PASS(WORD)?|PWD|API_?KEY|ACCESS_?KEY|AUTH|CRED|PAT$/i;

const SECRET_QUERY =
  /([?&](?:[a-z_]*token|access_token|auth|key|api_key|apikey|secret|password|passwd|pwd|sig|signature|x-amz-signature|x-amz-credential|credential)=)([^&#\s"'<>`]+)/gi;

const SCHEME_CHAR = /[a-z0-9+.-]/i;
const USERINFO_STOP = /[\s/@"'<>`]/;

/**
 * Where each `scheme://userinfo@` holds its userinfo: [start, end) in `text`. The userinfo runs
 * from `://` to the first `@`, with no `/`, whitespace or quote before it, at any length (a long
 * JWT or SAS token is still a credential). Linear: a run scanned from one `://` stops at a `/`,
 * so it never reaches into the next `://`.
 */
function* userinfoSpans(text: string): Generator<[number, number]> {
  for (let at = text.indexOf('://'); at >= 0; at = text.indexOf('://', at + 3)) {
    // A scheme of 1–32 characters, starting with a letter, ends right before `://`.
    let s = at;
    while (s > 0 && at - s < 32 && SCHEME_CHAR.test(text[s - 1]!)) s--;
    while (s < at && !/[a-z]/i.test(text[s]!)) s++;
    if (s === at) continue;
    let e = at + 3;
    while (e < text.length && !USERINFO_STOP.test(text[e]!)) e++;
    if (text[e] !== '@' || e === at + 3) continue;
    yield [at + 3, e];
    at = e - 3;
  }
}

/** Userinfo of every URL in `text`, noted as secrets (for `core.setSecret`). */
export function noteUrlSecrets(text: string): void {
  for (const [a, b] of userinfoSpans(text)) {
    const info = text.slice(a, b);
    noteSecret(info);
    const colon = info.indexOf(':');
    if (colon >= 0) noteSecret(info.slice(colon + 1));
  }
  for (const m of text.matchAll(SECRET_QUERY)) noteSecret(m[2]);
}

/** Replaces the userinfo of every `scheme://userinfo@host` with `****`, in one pass over `text`. */
function stripUserinfo(text: string): string {
  let out = '';
  let from = 0;
  for (const [a, b] of userinfoSpans(text)) {
    out += text.slice(from, a) + '****';
    from = b;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** `text` with URL credentials and every noted secret replaced by `****`. */
export function redact(text: string): string {
  // Outputs run to megabytes: userinfo is searched from each `://`, not tried at every character.
  let out = text.includes('@') && text.includes('://') ? stripUserinfo(text) : text;
  if (out.includes('=') && (out.includes('?') || out.includes('&'))) out = out.replace(SECRET_QUERY, '$1****');
  if (known.size) {
    // Longest first, so a secret that contains another is removed whole.
    for (const s of [...known].sort((a, b) => b.length - a.length))
      if (out.includes(s)) out = out.split(s).join('****');
  }
  return out;
}
