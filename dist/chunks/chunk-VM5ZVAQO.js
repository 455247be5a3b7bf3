import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  REQUEST_CHECKS,
  recommendBackend,
  resolve
} from "./chunk-4WOAEL6T.js";
import {
  finding,
  sortFindings,
  verdictOf
} from "./chunk-ZWEFVJYO.js";
import {
  memo,
  runnerKey
} from "./chunk-LPK7ROHH.js";

// src/checks/probe-problems.ts
function probeProblems(env) {
  return env.probeProblems.map(
    (p) => finding({
      id: "probe-failed",
      severity: "warning",
      message: `Could not determine ${p.what}: ${p.message}`,
      hint: "Pass it explicitly (see --help) so it can be checked.",
      source: "https://github.com/torch-preflight/torch-preflight#probing"
    })
  );
}

// src/engine/evaluate.ts
function runChecks(checks, ctx, out = []) {
  for (let check of checks) for (let f of check(ctx)) out.push(f);
  return out;
}
var SHARED = memo("runtime-checks"), RECOMMEND = memo("recommend");
function evaluate(env, request, catalog) {
  let resolved = resolve(env, request, catalog), ctx = { env, request, catalog, resolved }, findings = env.probeProblems.length ? probeProblems(env).concat(resolved.findings) : resolved.findings.slice(), runner = runnerKey(env), shared = SHARED.get(catalog, [runner, request, resolved.candidate, resolved.variant, resolved.fromPypi], () => ({
    before: runChecks(REQUEST_CHECKS.beforePython, ctx),
    after: runChecks(REQUEST_CHECKS.afterPython, ctx)
  }));
  for (let f of shared.before) findings.push(f);
  runChecks(REQUEST_CHECKS.perPython, ctx, findings);
  for (let f of shared.after) findings.push(f);
  let target = resolved.candidate ?? resolved.newestMatching, rec = target ? RECOMMEND.get(catalog, [runner, target], () => recommendBackend(env, catalog, target)) : void 0, c = resolved.candidate, sorted = sortFindings(findings), resolution = {};
  return c && (resolution.version = c.patch.version), resolved.variant && (resolution.variant = resolved.variant), resolved.index && (resolution.index = resolved.index), resolved.newestMatching && (resolution.newestMatching = resolved.newestMatching.patch.version), c?.patch.torchvision && (resolution.torchvision = c.patch.torchvision), c?.patch.torchaudio && (resolution.torchaudio = c.patch.torchaudio), rec && (resolution.recommendedIndexUrl = rec.url, resolution.recommendedVariant = rec.variant), { resolution, findings: sorted, verdict: verdictOf(sorted) };
}

// src/containers/image.ts
function parseImageRef(text) {
  let t = text.trim().replace(/^docker:\/\//, "");
  if (!t || /\s/.test(t) || t.length > 512) return;
  let [beforeDigest, digest] = t.split("@", 2);
  if (digest !== void 0 && !/^[a-z0-9]+:[a-f0-9]{32,}$/i.test(digest)) return;
  let slash = beforeDigest.lastIndexOf("/"), colon = beforeDigest.lastIndexOf(":"), [name, tag] = colon > slash ? [beforeDigest.slice(0, colon), beforeDigest.slice(colon + 1)] : [beforeDigest, digest ? "" : "latest"];
  if (tag !== "" && !/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(tag)) return;
  let parts = name.split("/");
  if (parts.some((p) => !/^[a-z0-9]+(?:[._-][a-z0-9]+)*(?::\d+)?$/.test(p))) return;
  let registry = parts.length > 1 && /[.:]|^localhost$/.test(parts[0]) ? parts.shift() : void 0, repository = parts.join("/");
  return (registry === void 0 || registry === "docker.io" || registry === "index.docker.io") && repository.startsWith("library/") && (repository = repository.slice(8)), { ...registry && registry !== "docker.io" && registry !== "index.docker.io" ? { registry } : {}, repository, tag, ...digest ? { digest } : {} };
}
var ALIASES = { "nvcr.io/nvidia/cuda": "nvidia/cuda" };
function familyOf(ref, catalog) {
  let full = ref.registry ? `${ref.registry}/${ref.repository}` : ref.repository, repo = ALIASES[full] ?? (ref.registry ? void 0 : ref.repository);
  return repo === void 0 ? void 0 : catalog.images.find((i) => i.repository === repo);
}
function distroByWord(word, catalog) {
  let w = word.toLowerCase();
  return catalog.distros.find((d) => d.words.some((x) => x === w || x === "alpine" && /^alpine\d+(\.\d+)*$/.test(w)));
}
var unknownFacts = (image, why) => ({ image, os: "linux", unknown: why, uncertain: !1, sources: [] });
function withDistro(base, family, distro) {
  return {
    ...base,
    ...distro ? { distro, libc: distro.libc, ...distro.glibc ? { glibc: distro.glibc } : {} } : {},
    uncertain: family.confidence === "uncertain" || distro?.confidence === "uncertain",
    sources: [family.source, ...distro ? [distro.source] : []]
  };
}
function pythonImage(image, tag, family, catalog) {
  let words = tag.toLowerCase().split("-"), python;
  if (/^\d+(\.\d+){0,2}$/.test(words[0]) ? python = words.shift() : words[0] === "latest" && words.shift(), (python === void 0 || python === "3") && (python = family.latestPython), words.some((w) => /^(windowsservercore|nanoserver)/.test(w)))
    return { image, os: "windows", ...python ? { python } : {}, uncertain: !1, sources: [family.source] };
  let named = words.map((w) => distroByWord(w, catalog)).find(Boolean), unknownWord = words.find((w) => w !== "slim" && w !== "rc" && !distroByWord(w, catalog));
  if (unknownWord) return unknownFacts(image, `the tag word ${JSON.stringify(unknownWord)} is not one the python image uses`);
  let distro = named ?? catalog.distros.find((d) => d.id === family.defaultDistro);
  return withDistro({ image, os: "linux", ...python ? { python } : {} }, family, distro);
}
function cudaImage(image, tag, family, catalog) {
  let m = /^(\d+\.\d+(?:\.\d+)?)-(?:cudnn\d*-)?(?:base|runtime|devel)(?:-cudnn\d*)?-([a-z0-9.]+)$/i.exec(tag);
  if (!m) return unknownFacts(image, "its tag is not CUDA-flavour-OS (such as 12.4.1-cudnn-runtime-ubuntu22.04)");
  let distro = distroByWord(m[2], catalog);
  return distro ? withDistro({ image, os: "linux", cuda: m[1] }, family, distro) : unknownFacts(image, `the OS ${JSON.stringify(m[2])} is not in the catalog`);
}
function pytorchImage(image, tag, family, catalog) {
  let m = /^(\d+\.\d+\.\d+)-cuda(\d+)\.(\d+)-cudnn\d+-(?:runtime|devel)$/.exec(tag);
  if (!m) return unknownFacts(image, "its tag is not TORCH-cudaX.Y-cudnnN-runtime|devel (a moving tag such as latest is not guessed)");
  let distro = catalog.distros.find((d) => d.id === family.defaultDistro), variant = `cu${m[2]}${m[3]}`;
  return withDistro({ image, os: "linux", cuda: `${m[2]}.${m[3]}`, torch: { version: m[1], variant }, ...family.python ? { python: family.python } : {} }, family, distro);
}
function containerFacts(image, catalog) {
  let ref = parseImageRef(image);
  if (!ref) return unknownFacts(image, "it is not an image reference");
  if (ref.tag === "") return unknownFacts(image, "a digest alone does not say which tag it was");
  let family = familyOf(ref, catalog);
  return family ? family.kind === "python" ? pythonImage(image, ref.tag, family, catalog) : family.kind === "nvidia-cuda" ? cudaImage(image, ref.tag, family, catalog) : pytorchImage(image, ref.tag, family, catalog) : unknownFacts(image, `${ref.registry ? `${ref.registry}/` : ""}${ref.repository} is not an image the catalog knows (python, nvidia/cuda, pytorch/pytorch)`);
}
function describeContainer(f) {
  if (f.unknown) return `${f.image} (not known: ${f.unknown})`;
  let parts = [
    f.os === "windows" ? "Windows container" : f.distro?.label,
    f.glibc ? `glibc ${f.glibc}` : f.libc === "musl" ? "musl" : void 0,
    f.python ? `Python ${f.python}` : "no Python",
    f.cuda ? `CUDA ${f.cuda}` : void 0,
    f.torch ? `torch ${f.torch.version}+${f.torch.variant} preinstalled` : void 0
  ];
  return `${f.image}: ${parts.filter(Boolean).join(", ")}`;
}

export {
  evaluate,
  parseImageRef,
  containerFacts,
  describeContainer
};
