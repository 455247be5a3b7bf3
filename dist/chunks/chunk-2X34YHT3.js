import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  noteUrlSecrets
} from "./chunk-RCCPN63V.js";
import {
  isVariantName
} from "./chunk-TJF6XGTQ.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/request/index-url.ts
var PYTORCH_INDEX = "https://download.pytorch.org/whl";
function indexUrlFor(variant, channel = "stable") {
  return channel === "stable" ? `${PYTORCH_INDEX}/${variant}` : `${PYTORCH_INDEX}/${channel}/${variant}`;
}
function decodeSegment(segment, url) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new InputError(
      `index URL ${JSON.stringify(url.slice(0, 80))} has a broken %-escape in its path (${JSON.stringify(segment.slice(0, 40))})`
    );
  }
}
function parseIndexUrl(input) {
  let text = (input ?? "").trim();
  if (noteUrlSecrets(text), text === "" || text.toLowerCase() === "pypi") return { kind: "pypi" };
  if (isVariantName(text.toLowerCase())) {
    let v = text.toLowerCase();
    return { kind: "pytorch", url: indexUrlFor(v), channel: "stable", variant: v, mirror: !1 };
  }
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      `index URL ${JSON.stringify(text.slice(0, 80))} is not a URL; expected e.g. https://download.pytorch.org/whl/cu128, a variant such as cu128, or pypi`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" && url.protocol !== "file:")
    throw new InputError(`index URL ${JSON.stringify(text.slice(0, 80))} must use https, http or file`);
  let host = url.hostname.toLowerCase();
  if (host === "pypi.org" || host === "pypi.python.org" || host === "files.pythonhosted.org")
    return { kind: "pypi", url: text };
  let mirror = host !== "download.pytorch.org", segs = url.pathname.split("/").filter(Boolean).map((s) => decodeSegment(s, text).toLowerCase()), whl = segs.lastIndexOf("whl");
  if (whl < 0 && mirror) {
    let last = segs[segs.length - 1];
    return last && isVariantName(last) ? { kind: "pytorch", url: text, channel: "stable", variant: last, mirror } : { kind: "unknown", url: text };
  }
  let rest = segs.slice(whl + 1), channel = "stable";
  (rest[0] === "test" || rest[0] === "nightly") && (channel = rest.shift());
  let [first, second] = rest;
  if (first === "torch_stable.html" || first === "torch_test.html" || first === "torch_nightly.html")
    return { kind: "find-links", url: text, channel, mirror };
  if (first && isVariantName(first)) {
    if (second === "torch_stable.html" || second === "torch")
      return second === "torch" ? { kind: "pytorch", url: text, channel, variant: first, mirror } : { kind: "find-links", url: text, channel, variant: first, mirror };
    if (second === void 0) return { kind: "pytorch", url: text, channel, variant: first, mirror };
  }
  return first === void 0 || first === "torch" ? { kind: "find-links", url: text, channel, mirror } : { kind: "unknown", url: text };
}
function pypiMirror(ref) {
  return ref.kind === "pypi" && ref.url && !/^https?:\/\/(pypi\.org|pypi\.python\.org|files\.pythonhosted\.org)(\/|$)/i.test(ref.url) ? ref.url : void 0;
}
function describeIndex(ref) {
  switch (ref.kind) {
    case "pypi":
      return pypiMirror(ref) ? `${ref.url} (a PyPI mirror)` : "PyPI";
    case "pytorch":
      return `${ref.url} (${ref.variant}${ref.channel === "stable" ? "" : `, ${ref.channel}`})`;
    case "find-links":
      return `${ref.url} (find-links${ref.variant ? `, ${ref.variant}` : ""})`;
    case "unknown":
      return ref.url;
  }
}

export {
  indexUrlFor,
  parseIndexUrl,
  pypiMirror,
  describeIndex
};
