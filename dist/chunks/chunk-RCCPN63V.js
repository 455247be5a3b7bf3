import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/text/secrets.ts
var known = /* @__PURE__ */ new Set(), MIN_SECRET = 4, MAX_SECRETS = 256;
function noteSecret(value) {
  if (!(!value || value.length < MIN_SECRET || known.has(value))) {
    if (known.size >= MAX_SECRETS)
      throw new InputError(
        `the inputs hold more than ${MAX_SECRETS} distinct credentials or secret values (URL userinfo, secret variables); refused`
      );
    known.add(value);
  }
}
function knownSecrets() {
  return [...known];
}
var SECRET_NAME = /TOKEN|SECRET|PASS(WORD)?|PWD|API_?KEY|ACCESS_?KEY|AUTH|CRED|PAT$/i, SECRET_QUERY = /([?&](?:[a-z_]*token|access_token|auth|key|api_key|apikey|secret|password|passwd|pwd|sig|signature|x-amz-signature|x-amz-credential|credential)=)([^&#\s"'<>`]+)/gi, SCHEME_CHAR = /[a-z0-9+.-]/i, USERINFO_STOP = /[\s/@"'<>`]/;
function* userinfoSpans(text) {
  for (let at = text.indexOf("://"); at >= 0; at = text.indexOf("://", at + 3)) {
    let s = at;
    for (; s > 0 && at - s < 32 && SCHEME_CHAR.test(text[s - 1]); ) s--;
    for (; s < at && !/[a-z]/i.test(text[s]); ) s++;
    if (s === at) continue;
    let e = at + 3;
    for (; e < text.length && !USERINFO_STOP.test(text[e]); ) e++;
    text[e] !== "@" || e === at + 3 || (yield [at + 3, e], at = e - 3);
  }
}
function noteUrlSecrets(text) {
  for (let [a, b] of userinfoSpans(text)) {
    let info = text.slice(a, b);
    noteSecret(info);
    let colon = info.indexOf(":");
    colon >= 0 && noteSecret(info.slice(colon + 1));
  }
  for (let m of text.matchAll(SECRET_QUERY)) noteSecret(m[2]);
}
function stripUserinfo(text) {
  let out = "", from = 0;
  for (let [a, b] of userinfoSpans(text))
    out += text.slice(from, a) + "****", from = b;
  return from === 0 ? text : out + text.slice(from);
}
function redact(text) {
  let out = text.includes("@") && text.includes("://") ? stripUserinfo(text) : text;
  if (out.includes("=") && (out.includes("?") || out.includes("&")) && (out = out.replace(SECRET_QUERY, "$1****")), known.size)
    for (let s of [...known].sort((a, b) => b.length - a.length))
      out.includes(s) && (out = out.split(s).join("****"));
  return out;
}

export {
  noteSecret,
  knownSecrets,
  SECRET_NAME,
  noteUrlSecrets,
  redact
};
