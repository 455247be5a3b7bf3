import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  hasKernels,
  smList,
  smName
} from "./chunk-GZOSVVO6.js";
import {
  isEmulated,
  lockFormat,
  wheelPlatform
} from "./chunk-KQBDUDHC.js";
import {
  compareDotted
} from "./chunk-OM7NX4PT.js";
import {
  describeIndex,
  indexUrlFor,
  parseIndexUrl,
  pypiMirror
} from "./chunk-2X34YHT3.js";
import {
  admitsPython,
  admittedPatches,
  admittedReleases,
  applicablePins,
  knownPythons,
  specOf,
  unionPythons
} from "./chunk-ZMAT64Y4.js";
import {
  allCandidates,
  companionsOf,
  comparePythonMinor,
  familyFor,
  glibcFloor,
  gpuArchsFor,
  matchingCandidates,
  newestRelease,
  platformEntry,
  pypiDefault,
  pythonRange,
  pythonSupport,
  pythonTag,
  rocmArchsFor,
  rocmRuns,
  toolkitFor,
  variantEntry,
  variantsOn,
  xpuFamilyOf
} from "./chunk-GZBVQOA4.js";
import {
  finding,
  kindOf,
  renderAdvice,
  settle
} from "./chunk-63HE5J76.js";
import {
  platformLabel
} from "./chunk-PAWL2RH4.js";
import {
  installOf
} from "./chunk-YJ6TB2YG.js";
import {
  compareVersions,
  lowerBound,
  parseSpecifier,
  parseVersion,
  publicSpecifier,
  satisfies
} from "./chunk-MKZFFGSF.js";
import {
  isCuda,
  isPlainVariant,
  isRocm,
  rocmVersion,
  sameBuild,
  sameKind,
  variantKind,
  variantOfLabel
} from "./chunk-TJF6XGTQ.js";
import {
  isTorch
} from "./chunk-PPAX2C5I.js";
import {
  memo,
  runnerKey
} from "./chunk-6SETDTHU.js";

// src/resolve/hints.ts
function extrasText(r, platform, patch) {
  let extras = (r.python.extra ?? []).filter(
    (e) => (!e.platforms || e.platforms.includes(platform)) && (!patch || !e.patches || e.patches.includes(patch))
  );
  return extras.length ? `, plus ${extras.map((e) => `${e.version} (${e.status})`).join(", ")}` : "";
}
var KIND_LABEL = { cuda: "CUDA", rocm: "ROCm", xpu: "XPU", cpu: "CPU" }, SEARCH = memo("hint-search"), remembered = (catalog, keys, search) => SEARCH.get(catalog, keys, search), ADVICE = memo("hint-advice"), adviceOnce = (catalog, keys, make) => ADVICE.get(catalog, keys, make), admits = (spec) => (x) => !spec || spec.pep440 === "" || satisfies(x.patch.version, publicSpecifier(spec));
function allowed(catalog, spec, ok, oldest = !1) {
  let all = allCandidates(catalog), inSpec = admits(spec), find = (p) => oldest ? all.findLast(p) : all.find(p);
  return find((x) => inSpec(x) && ok(x)) ?? (spec?.exact ? find(ok) : void 0);
}
var specKey = (spec) => spec?.pep440 ?? "";
function pythonHint(catalog, c, py, platform, spec) {
  return adviceOnce(
    catalog,
    ["py", c, pythonTag(py), platform, specKey(spec)],
    () => pythonAdvice(catalog, c, py, platform, spec)
  );
}
function pythonAdvice(catalog, c, py, platform, spec) {
  let range = pythonRange(c.release, platform), tag = pythonTag(py), hasWheels = (x) => platformEntry(x.release, platform) && pythonSupport(x.release, platform, py, !1, x.patch.version).kind !== "none", newestForPy = remembered(
    catalog,
    ["py", platform, tag, specKey(spec)],
    () => allowed(catalog, spec, (x) => !!hasWheels(x))
  ), plain = `${py.major}.${py.minor}`;
  if (py.freeThreaded)
    return newestForPy ? {
      remedies: [
        { kind: "do", text: `use the regular (GIL) Python ${plain}` },
        { kind: "pin", spec: `torch==${newestForPy.patch.version}`, why: `it has ${tag} wheels` }
      ]
    } : {
      remedies: [{ kind: "do", text: `use the regular (GIL) Python ${plain}` }],
      then: `No torch release${spec?.pep440 ? ` in ${spec.text}` : ""} has ${tag} wheels for ${platformLabel(platform)}.`
    };
  let below = comparePythonMinor(plain, range.min) < 0, setPython = { kind: "set-python", version: below ? range.min : range.max, ...below ? { orNewer: !0 } : {} };
  if (newestForPy) {
    let older = below || compareVersions(newestForPy.patch.version, c.patch.version) < 0, firstNewer = older ? void 0 : remembered(
      catalog,
      ["py-first", platform, tag, c.release, specKey(spec)],
      () => allowed(catalog, spec, (x) => compareVersions(x.release.torch, c.release.torch) > 0 && !!hasWheels(x), !0)
    );
    return {
      remedies: [
        setPython,
        older ? { kind: "pin", spec: `torch==${newestForPy.patch.version}`, why: `the newest with Python ${tag} wheels` } : { kind: "pin", spec: `torch>=${(firstNewer ?? newestForPy).release.torch}` }
      ]
    };
  }
  return {
    remedies: [setPython],
    then: `No torch release${spec?.pep440 ? ` in ${spec.text}` : ""} has Python ${tag} wheels for ${platformLabel(platform)}.`
  };
}
function backendHint(catalog, c, variant, platform, spec) {
  return adviceOnce(
    catalog,
    ["variant", c, variant, platform, specKey(spec)],
    () => backendAdvice(catalog, c, variant, platform, spec)
  );
}
function backendAdvice(catalog, c, variant, platform, spec) {
  let lastWith = remembered(
    catalog,
    ["variant", platform, variant, specKey(spec)],
    () => allowed(catalog, spec, (x) => !!variantEntry(x.release, variant, platform, x.patch.version))
  ), here = [
    ...new Set(
      variantsOn(c.release, platform, c.patch.version).filter((v) => !(isCuda(variant) && v.variant === "cpu")).map((v) => v.variant)
    )
  ], alt = nearestVariant(here, variant), remedies = [];
  if (alt && remedies.push({
    kind: "use-index",
    url: indexUrlFor(alt),
    why: `the nearest build torch ${c.release.torch} ships for ${platformLabel(platform)}`
  }), lastWith && remedies.push({ kind: "pin", spec: `torch==${lastWith.patch.version}`, why: `the newest with ${variant}` }), remedies.length) return { remedies };
  let firstOfKind = remembered(
    catalog,
    ["kind", platform, variant],
    () => allCandidates(catalog).slice().reverse().find((x) => variantsOn(x.release, platform, x.patch.version).some((v) => sameKind(v.variant, variant)))
  ), kindHere = firstOfKind && variantsOn(firstOfKind.release, platform, firstOfKind.patch.version).find((v) => sameKind(v.variant, variant));
  return firstOfKind && kindHere ? {
    remedies: [
      {
        kind: "pin",
        spec: `torch>=${firstOfKind.patch.version}`,
        why: `the first with a ${KIND_LABEL[variantKind(variant)]} build for ${platformLabel(platform)}, from ${indexUrlFor(kindHere.variant)}`
      }
    ]
  } : { remedies: [], then: `No torch release in the catalog ships ${variant} for ${platformLabel(platform)}.` };
}
function platformHint(catalog, platform, c) {
  return adviceOnce(catalog, ["platform", platform, c], () => {
    let withWheels = (x) => !!platformEntry(x.release, platform), last = remembered(catalog, ["platform", platform], () => allCandidates(catalog).find(withWheels)), first = remembered(catalog, ["platform-first", platform], () => allCandidates(catalog).findLast(withWheels));
    return platform === "macos-x64" ? {
      remedies: [
        ...last ? [
          {
            kind: "pin",
            spec: `torch<=${last.patch.version}`,
            why: "the last release with Intel-Mac wheels"
          }
        ] : [],
        { kind: "do", text: "use an Apple-silicon runner (macos-15)" }
      ]
    } : first && compareVersions(first.patch.version, c.patch.version) > 0 ? {
      remedies: [
        {
          kind: "pin",
          spec: `torch>=${first.patch.version}`,
          why: `the first release with ${platformLabel(platform)} wheels`
        },
        { kind: "do", text: "use a runner of another platform" }
      ]
    } : last ? {
      remedies: [
        {
          kind: "pin",
          spec: `torch<=${last.patch.version}`,
          why: `the last release with ${platformLabel(platform)} wheels`
        },
        { kind: "do", text: "use a runner of another platform" }
      ]
    } : {
      remedies: [{ kind: "do", text: "use a Linux x64 runner (ubuntu-24.04)" }],
      then: `No torch release in the catalog has ${platformLabel(platform)} wheels.`
    };
  });
}
function glibcHint(catalog, glibc, platform, spec) {
  return adviceOnce(catalog, ["glibc", glibc, platform, specKey(spec)], () => {
    let ok = remembered(
      catalog,
      ["glibc", platform, glibc, specKey(spec)],
      () => allowed(catalog, spec, (x) => platformEntry(x.release, platform) ? variantsOn(x.release, platform).some((v) => {
        let f = glibcFloor(x.release, platform, v.variant).glibc;
        return !f || compareDotted(glibc, f) >= 0;
      }) : !1)
    );
    return {
      remedies: [
        { kind: "do", text: "use a newer image (ubuntu-24.04 has glibc 2.39)" },
        ...ok ? [
          {
            kind: "pin",
            spec: `torch==${ok.patch.version}`,
            why: `the newest whose wheels install on glibc ${glibc}`
          }
        ] : []
      ]
    };
  });
}
function variantNumber(v) {
  if (isCuda(v)) return Number(v.slice(2, -1)) * 100 + Number(v.slice(-1));
  let m = /^rocm(\d+)\.(\d+)/.exec(v);
  return m ? Number(m[1]) * 100 + Number(m[2]) : void 0;
}
function nearestVariant(available, asked) {
  let same = available.filter((v) => sameKind(v, asked)), n = variantNumber(asked);
  if (!same.length || n === void 0) return same[0] ?? available[0];
  let major = Math.floor(n / 100), score = (v) => {
    let m = variantNumber(v) ?? 0;
    return [Math.floor(m / 100) === major ? 0 : 1, Math.abs(m - n), m];
  };
  return same.slice().sort((a, b) => {
    let [x, y] = [score(a), score(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  })[0];
}
function withCompanionPins(catalog, advice2, pins) {
  let held = ["torchvision", "torchaudio"].filter((k) => pins[k] && pins[k].pep440 !== "");
  if (!held.length) return advice2;
  let complete = (r) => {
    let exact = r.kind === "pin" && /^torch==([0-9][0-9.]*)$/.exec(r.spec), c = exact ? allCandidates(catalog).find((x) => x.patch.version === exact[1]) : void 0;
    if (r.kind !== "pin" || !c) return r;
    let moved = held.flatMap((k) => {
      let goes = companionsOf(catalog, c.patch, k).at(-1)?.version;
      return goes && !satisfies(goes, publicSpecifier(pins[k])) ? [`${k}==${goes}`] : [];
    });
    return moved.length ? { ...r, with: [...r.with ?? [], ...moved] } : r;
  };
  return {
    ...advice2,
    remedies: advice2.remedies.map(complete),
    ...advice2.next ? { next: { ...advice2.next, advice: withCompanionPins(catalog, advice2.next.advice, pins) } } : {}
  };
}

// src/resolve/installability.ts
var fixKey = (r) => `${r.torch.pep440}|${r.torchvision?.pep440 ?? ""}|${r.torchaudio?.pep440 ?? ""}`, advise = (ctx, make) => ctx.explain === !1 ? void 0 : withCompanionPins(ctx.catalog, make(), ctx.request);
function pickFromIndexes(request, c, platform, ctx) {
  let local = request.torch.local, first = variantFrom(request.index, c, platform, local, ctx);
  if (!("blocker" in first) || !local) return first;
  for (let extra of (request.extraIndexes ?? []).filter(
    (i) => i.kind === "pytorch" || i.kind === "find-links" && /\.html?$/i.test(i.url)
  )) {
    let p = variantFrom(extra, c, platform, local, ctx);
    if (!("blocker" in p)) return p;
  }
  return first;
}
function variantFrom(index, c, platform, local, ctx) {
  let r = c.release, v = c.patch.version;
  if (index.kind === "unknown" && local && variantOfLabel(local))
    return { variant: variantOfLabel(local), index: index.url, fromPypi: !1 };
  if (index.kind === "pypi" || index.kind === "unknown") {
    if (local)
      return {
        blocker: finding({
          id: "variant-mismatch",
          severity: "error",
          message: `torch ${v}+${local} was asked, but PyPI has no +${local} builds: local versions exist only on download.pytorch.org.`,
          // An index URL only from a label that is a variant name: no index is named after a build hash.
          advice: {
            remedies: isPlainVariant(local) ? [
              { kind: "use-index", url: indexUrlFor(local) },
              { kind: "do", text: `drop +${local} to take PyPI's default build` }
            ] : [
              {
                kind: "do",
                text: `install it from the index that serves the +${local} build, or drop +${local} to take PyPI's default build`
              }
            ]
          },
          source: "https://peps.python.org/pep-0440/#local-version-identifiers"
        })
      };
    let p = platformEntry(r, platform), d = pypiDefault(r, platform);
    if (p?.pypi === !1 || !d) {
      let where3 = d ? { source: p?.source ?? r.source, confidence: p?.confidence } : { source: r.source, confidence: void 0 };
      return {
        blocker: finding({
          id: "platform-unsupported",
          severity: "error",
          message: `torch ${v} has no wheels on PyPI for ${platformLabel(platform)}; its ${platformLabel(platform)} builds are only on download.pytorch.org.`,
          advice: { remedies: [{ kind: "use-index", url: indexUrlFor("cpu") }] },
          source: where3.source,
          confidence: where3.confidence
        })
      };
    }
    return { variant: d.variant, index: pypiMirror(index) ?? "https://pypi.org/simple", fromPypi: !0 };
  }
  let variant = index.kind === "pytorch" ? index.variant : local ?? index.variant ?? pypiDefault(r, platform)?.variant;
  if (!variant)
    return {
      blocker: finding({
        id: "backend-unavailable",
        severity: "error",
        message: `The find-links page ${index.url} needs a +variant in the torch pin to choose a build.`,
        hint: `Pin e.g. torch==${v}+cpu.`,
        source: r.source
      })
    };
  if (local && index.kind === "pytorch" && local !== index.variant)
    return {
      blocker: finding({
        id: "variant-mismatch",
        severity: "error",
        message: `torch ${v}+${local} was asked from the ${index.variant} index, which only serves +${index.variant} builds.`,
        advice: {
          remedies: [
            { kind: "use-index", url: indexUrlFor(local, index.channel) },
            { kind: "pin", spec: `torch==${v}+${index.variant}` }
          ]
        },
        source: r.source
      })
    };
  if (local && local === variant && variantEntry(r, variant, platform, v)?.unlabelled?.includes(platform)) {
    let entry = variantEntry(r, variant, platform, v);
    return {
      blocker: finding({
        id: "variant-mismatch",
        severity: "error",
        message: `torch==${v}+${local} matches no ${platformLabel(platform)} wheel: they carry no +${local} label (torch-${v}-\u2026), so pip finds no matching distribution.`,
        hint: `Pin torch==${v} (without +${local}) for ${platformLabel(platform)}, e.g. with a marker: torch==${v}+${local}; sys_platform != "darwin".`,
        source: entry.source,
        confidence: entry.confidence
      })
    };
  }
  if (!variantEntry(r, variant, platform, v)) {
    let available = [...new Set(variantsOn(r, platform, v).map((x) => x.variant))], never = !ctx.catalog.releases.some((x) => x.variants.some((y) => y.variant === variant)) && !possiblyNew(ctx.catalog, variant) ? neverBuilt(ctx.catalog, variant) : void 0;
    return {
      blocker: finding({
        id: "backend-unavailable",
        severity: "error",
        message: never ? `No torch release has a ${variant} build (${never}); ${v} ships ${available.join(", ") || "nothing"} for ${platformLabel(platform)}.` : `torch ${v} has no ${variant} build for ${platformLabel(platform)}; ${v} ships ${available.join(", ") || "nothing"} there.`,
        advice: advise(ctx, () => backendHint(ctx.catalog, c, variant, platform, ctx.request.torch)),
        source: r.variants.find((x) => x.variant === variant)?.source ?? r.source,
        confidence: r.variants.find((x) => x.variant === variant)?.confidence ?? unseenBuild(ctx.catalog, c, variant)
      })
    };
  }
  return { variant, index: "url" in index ? index.url : indexUrlFor(variant), fromPypi: !1 };
}
function unseenBuild(catalog, c, variant) {
  if (c.patch.confidence === "uncertain")
    return catalog.releases.some((r) => r.variants.some((x) => x.variant === variant)) || !possiblyNew(catalog, variant) ? void 0 : "uncertain";
}
var cudaOf = (variant) => `${variant.slice(2, -1)}.${variant.slice(-1)}`;
function neverBuilt(catalog, variant) {
  let kind = variantKind(variant), name = kind === "cuda" ? `CUDA ${cudaOf(variant)}` : kind === "rocm" ? `ROCm ${rocmVersion(variant)}` : variant, newest = newestOfKind(catalog, variant);
  return !newest || compareDotted(versionOf(variant) ?? "0", newest) < 0 ? `PyTorch never built for ${name}` : `${name} is far past ${newest}, the newest it built for`;
}
var versionOf = (variant) => variantKind(variant) === "cuda" ? cudaOf(variant) : variantKind(variant) === "rocm" ? rocmVersion(variant) : void 0;
function newestOfKind(catalog, variant) {
  let kind = variantKind(variant);
  return catalog.releases.flatMap((r) => r.variants.map((x) => x.variant)).filter((x) => variantKind(x) === kind).map((x) => versionOf(x) ?? "0").sort(compareDotted).at(-1);
}
function possiblyNew(catalog, variant) {
  let version = versionOf(variant), newest = newestOfKind(catalog, variant);
  if (!version || !newest || compareDotted(version, newest) <= 0) return !1;
  let reach = variantKind(variant) === "cuda" ? 1 : 3;
  return Number(version.split(".")[0]) <= Number(newest.split(".")[0]) + reach;
}
var BASE = memo(
  "installability"
);
function baseOf(c, ctx, platform) {
  let { env, request } = ctx, r = c.release, v = c.patch.version, early = [], warnings = [], late = [];
  env.os === "linux" && env.libc === "musl" && early.push(
    finding({
      id: "platform-unsupported",
      severity: "error",
      message: "This Linux uses musl libc (Alpine); torch publishes manylinux (glibc) wheels only.",
      hint: "Use a glibc-based image (Debian, Ubuntu, RHEL 8+).",
      source: "https://pypi.org/project/torch/#files"
    })
  );
  let pEntry = platformEntry(r, platform);
  if (!pEntry) {
    let emulated = isEmulated(env) ? ` This interpreter is ${env.python?.machine} running under emulation on an ${env.arch} machine, so pip looks for ${platformLabel(platform)} wheels.` : "";
    return early.push(
      finding({
        id: "platform-unsupported",
        severity: "error",
        message: `torch ${v} has no wheels for ${platformLabel(platform)}.${emulated}`,
        ...isEmulated(env) ? { hint: `Use a native ${env.arch} Python (actions/setup-python with architecture: ${env.arch}).` } : { advice: advise(ctx, () => platformHint(ctx.catalog, platform, c)) },
        source: r.source,
        confidence: r.confidence
      })
    ), { stop: !0, early };
  }
  pEntry.confidence === "uncertain" && warnings.push(
    finding({
      id: "platform-unsupported",
      severity: "warning",
      message: `Wheels of torch ${v} for ${platformLabel(platform)} are not confirmed by a primary source.`,
      hint: "Expect the install to fail; test it once and pin what works.",
      source: pEntry.source,
      confidence: "uncertain"
    })
  );
  let picked = pickFromIndexes(request, c, platform, ctx), fromPypi = "blocker" in picked ? request.index.kind === "pypi" : picked.fromPypi;
  if ("blocker" in picked) return { early, stop: !1, picked, fromPypi, warnings, late };
  if (env.os === "linux" && env.glibc && env.libc !== "musl") {
    let floor = glibcFloor(r, platform, picked.variant);
    floor.glibc && compareDotted(env.glibc, floor.glibc) < 0 && late.push(
      finding({
        id: "glibc-too-old",
        severity: "error",
        message: `torch ${v} (${picked.variant}) needs glibc ${floor.glibc} or newer (manylinux_${floor.glibc.replace(".", "_")}); this runner has glibc ${env.glibc}, so pip finds no wheel it may install.`,
        advice: advise(ctx, () => glibcHint(ctx.catalog, env.glibc, platform, request.torch)),
        source: floor.source,
        confidence: floor.confidence
      })
    );
  }
  return env.os === "macos" && env.osVersion && pEntry.macos && compareDotted(env.osVersion, pEntry.macos) < 0 && late.push(
    finding({
      id: "macos-too-old",
      severity: "error",
      message: `torch ${v} wheels need macOS ${pEntry.macos} or newer (${pEntry.wheelTag}); this runner has macOS ${env.osVersion}.`,
      hint: "Use a newer macOS runner (macos-15).",
      source: pEntry.source,
      confidence: pEntry.confidence
    })
  ), { early, stop: !1, picked, fromPypi, warnings, late };
}
var PYTHON_BLOCKER = memo("python-blocker");
function pythonBlocker(c, ctx, platform, py, fromPypi) {
  return PYTHON_BLOCKER.get(
    ctx.catalog,
    [c, platform, pythonTag(py), fromPypi, fixKey(ctx.request), ctx.explain !== !1],
    () => {
      let r = c.release, support = pythonSupport(r, platform, py, fromPypi, c.patch.version);
      if (support.kind !== "none") return null;
      let range = pythonRange(r, platform);
      return finding({
        id: "python-unsupported",
        severity: "error",
        message: `torch ${c.patch.version} has no wheels for Python ${pythonTag(py)} on ${platformLabel(platform)}${fromPypi ? " on PyPI" : ""}: it supports Python ${range.min === range.max ? `${range.min} only` : `${range.min} to ${range.max}`}${extrasText(r, platform, c.patch.version)}.`,
        advice: advise(ctx, () => pythonHint(ctx.catalog, c, py, platform, ctx.request.torch)),
        source: support.source,
        confidence: support.confidence
      });
    }
  );
}
function installability(c, ctx) {
  let { env, request } = ctx, blockers = [], py = env.python, platform = wheelPlatform(env);
  py && py.implementation !== "cpython" && blockers.push(
    finding({
      id: "python-implementation",
      severity: "error",
      message: `This Python is ${py.implementation === "pypy" ? "PyPy" : py.implementation === "graalpy" ? "GraalPy" : py.implementation} ${py.major}.${py.minor}; torch publishes wheels for CPython only, and has no source distribution on PyPI.`,
      hint: "Use CPython (actions/setup-python with python-version: 3.12, not pypy3.x).",
      source: "https://pypi.org/project/torch/#files"
    })
  ), py?.pointerBits === 32 && blockers.push(
    finding({
      id: "python-32bit",
      severity: "error",
      message: "This Python is a 32-bit build; torch has 64-bit wheels only.",
      hint: "Use a 64-bit Python (actions/setup-python with architecture: x64).",
      source: "https://pypi.org/project/torch/#files"
    })
  );
  let extras = (request.extraIndexes ?? []).map((i) => i.kind === "pypi" ? "pypi" : i.url).join(" "), base = BASE.get(
    ctx.catalog,
    [c, runnerKey(env), request.index, extras, fixKey(request), ctx.explain !== !1],
    () => baseOf(c, ctx, platform)
  );
  for (let b of base.early) blockers.push(b);
  if (base.stop) return { ok: !1, blockers };
  let { picked } = base;
  if ("blocker" in picked && blockers.push(picked.blocker), py) {
    let b = pythonBlocker(c, ctx, platform, py, base.fromPypi);
    b && blockers.push(b);
  }
  if ("blocker" in picked) return { ok: !1, blockers };
  for (let b of base.late) blockers.push(b);
  return blockers.length ? { ok: !1, blockers } : { ok: !0, variant: picked.variant, index: picked.index, fromPypi: picked.fromPypi, warnings: base.warnings };
}

// src/resolve/resolve.ts
var CATALOG_SOURCE = "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix";
function companionTorches(catalog, spec, key) {
  if (!spec || spec.pep440 === "") return;
  let pub = publicSpecifier(spec), allowed2 = allCandidates(catalog).filter(
    (c) => companionsOf(catalog, c.patch, key).some((p) => satisfies(p.version, pub))
  );
  return allowed2.length ? new Set(allowed2) : void 0;
}
function olderThanCatalog(spec, lb, oldest) {
  return lb ? compareVersions(lb, oldest) < 0 : ["1.13.1", "1.0.0", "0.4.1"].some((v) => satisfies(v, spec));
}
function describeSpec(spec) {
  return spec.pep440 === "" ? "torch (any version)" : `torch${/^[=<>~!]/.test(spec.text) ? "" : "=="}${spec.text}`;
}
function unconfirmedNotice(c, confirmed, location, confirmedFails = !1) {
  let patch = c.patch.confidence === "uncertain";
  if (!patch && c.release.confidence !== "uncertain") return;
  let also = confirmed ? ` torch ${confirmed.patch.version}, the newest confirmed release that matches, ${confirmedFails ? "was judged as well" : "installs here too"}.` : "";
  return finding({
    id: "release-unconfirmed",
    severity: "notice",
    message: patch ? `torch ${c.patch.version} is known from its release calendar and build matrix, not from a list of its wheels.${also}` : `The catalog's facts about torch ${c.release.torch} are not all confirmed by primary sources.${also}`,
    hint: confirmed && !confirmedFails ? `Pin torch==${confirmed.patch.version} to rest on confirmed facts only.` : "Confirm the facts in a config file, or update torch-preflight when a newer catalog is out.",
    source: patch ? c.patch.source : c.release.source,
    location
  });
}
function judgeConfirmed(c, confirmed, ctx, location) {
  let inst = confirmed ? installability(confirmed, { ...ctx, explain: !0 }) : void 0, firm = inst && !inst.ok ? inst.blockers.filter((b) => b.severity === "error") : [];
  if (!confirmed || !firm.length) {
    let n = unconfirmedNotice(c, confirmed, location);
    return n ? [n] : [];
  }
  return [
    finding({
      id: "catalog-stale",
      severity: "warning",
      message: `torch ${c.patch.version} installs here only by facts the catalog has not confirmed (its wheel list was not read). torch ${confirmed.patch.version}, the newest confirmed release, would not: ${firm[0].message}`,
      hint: `Test the install once, or update torch-preflight when a catalog that confirms torch ${c.release.torch} is out.`,
      source: c.patch.confidence === "uncertain" ? c.patch.source : c.release.source,
      location
    })
  ];
}
var confirmedCandidate = (c) => c.patch.confidence !== "uncertain" && c.release.confidence !== "uncertain", RUNNER_BLOCKERS = /* @__PURE__ */ new Set([
  "python-unsupported",
  "python-implementation",
  "python-32bit",
  "platform-unsupported",
  "glibc-too-old",
  "macos-too-old"
]);
function cannotExist(asked, newest) {
  let [am = 0, an = 0] = asked.split(".").map(Number), [nm = 0, nn = 0] = newest.split(".").map(Number);
  return am === nm ? an > nn + 1 : am > nm + 1 || am === nm + 1 && an > 0;
}
function knownVersions(catalog, asked) {
  let versions = allCandidates(catalog).map((c) => c.patch.version).reverse(), digits = asked.replace(/\D/g, "").replace(/0+$/, ""), alike = versions.filter((v) => v.replace(/\D/g, "").replace(/0+$/, "") === digits || v.startsWith(`${asked}.`));
  return { all: versions.join(", "), alike };
}
function failsOnConfirmed(soft, matching, ctx) {
  let confirmed = matching.find(confirmedCandidate);
  if (!confirmed) return;
  let inst = installability(confirmed, { ...ctx, explain: !0 });
  if (inst.ok) return;
  let softIds = new Set(soft.blockers.map((b) => b.id)), firm = inst.blockers.filter((b) => b.severity === "error" && RUNNER_BLOCKERS.has(b.id) && softIds.has(b.id));
  return firm.length ? firm : void 0;
}
function resolve(env, request, catalog) {
  let findings = [], nightly = nightlyStandIn(request, catalog);
  nightly && findings.push(nightly);
  let matching = matchingCandidates(catalog, publicSpecifier(request.torch));
  if (matching.length === 0)
    return findings.push(noMatchingRelease(request, catalog)), { findings };
  let ctx = { env, request, catalog, explain: matching.length === 1 }, tried = tryCandidates(matching, ctx);
  return tried.installs ? installed(tried.installs, tried, matching, ctx, findings) : (findings.push(
    ...tried.first ? nothingInstalls(tried.first, tried.soft, matching, ctx) : tried.companionBlocked ? companionsBlock(tried.companionBlocked, tried.companionAlso, ctx) : []
  ), { newestMatching: matching[0], findings });
}
function nightlyStandIn(request, catalog) {
  if (request.index.kind === "pypi" || !("channel" in request.index) || request.index.channel !== "nightly")
    return;
  let newest = newestRelease(catalog);
  return finding({
    id: "nightly-index",
    severity: "warning",
    message: `Nightly builds (${request.index.url}) are not in the catalog; the checks use the newest release, torch ${newest?.patch.version ?? "unknown"}, as a stand-in.`,
    hint: "Nightlies change daily: expect differences, and pin a release for CI that must pass.",
    source: CATALOG_SOURCE
  });
}
function noMatchingRelease(request, catalog) {
  let spec = request.torch, loc = request.torchLocation, newest = newestRelease(catalog), oldest = allCandidates(catalog).at(-1), publicSpec = publicSpecifier(spec), lb = lowerBound(publicSpec);
  if (newest && lb && compareVersions(lb, newest.patch.version) > 0 && cannotExist(lb, newest.patch.version)) {
    let known = knownVersions(catalog, lb);
    return finding({
      id: "no-release",
      severity: "error",
      message: `No torch release matches ${describeSpec(spec)}, and none can soon: the newest is ${newest.patch.version} (from versions: ${known.all}).`,
      hint: known.alike.length ? `Pin a released version (torch==${known.alike.at(-1)}).` : `Pin a released version (torch==${newest.patch.version}).`,
      source: CATALOG_SOURCE,
      location: loc
    });
  }
  if (newest && lb && compareVersions(lb, newest.patch.version) > 0)
    return finding({
      id: "release-newer",
      severity: "warning",
      message: `${describeSpec(spec)} asks for a torch newer than this catalog knows (newest: ${newest.patch.version}); nothing about it can be checked.`,
      hint: "Update torch-preflight (the catalog ships with each release), or add the release to a config file.",
      source: CATALOG_SOURCE,
      location: loc
    });
  if (oldest && olderThanCatalog(publicSpec, lb, oldest.patch.version))
    return finding({
      id: "release-out-of-scope",
      severity: "warning",
      message: `${describeSpec(spec)} asks for a torch older than this catalog covers (it starts at ${oldest.patch.version}), so its Python, platform, GPU, driver and companion support were not checked.`,
      hint: "Check torch 1.x by hand, or describe the release in a config file.",
      source: CATALOG_SOURCE,
      location: loc
    });
  let near = allCandidates(catalog).map((c) => c.patch.version).filter((v) => !lb || v.startsWith(lb.split(".").slice(0, 2).join("."))).slice(0, 4);
  return finding({
    id: "no-release",
    severity: "error",
    message: `No torch release matches ${describeSpec(spec)}.`,
    hint: near.length ? `Released versions nearby: ${near.join(", ")}.` : `The newest release is ${newest?.patch.version ?? "unknown"}.`,
    source: CATALOG_SOURCE,
    location: loc
  });
}
function tryCandidates(matching, ctx) {
  let { request, catalog } = ctx, tried = {}, tvAllowed = companionTorches(catalog, request.torchvision, "torchvision"), taAllowed = companionTorches(catalog, request.torchaudio, "torchaudio");
  for (let c of matching) {
    if (tvAllowed && !tvAllowed.has(c) || taAllowed && !taAllowed.has(c)) {
      if (!tried.companionBlocked) {
        tried.companionBlocked = c;
        let inst2 = installability(c, ctx);
        inst2.ok || (tried.companionAlso = { c, blockers: inst2.blockers });
      }
      continue;
    }
    let inst = installability(c, ctx);
    if (inst.ok) return { ...tried, installs: { c, inst } };
    tried.first ??= { c, blockers: inst.blockers }, !tried.soft && inst.blockers.every((b) => b.severity !== "error") && (tried.soft = { c, blockers: inst.blockers });
  }
  return tried;
}
function explained(c, blockers, ctx) {
  if (ctx.explain) return blockers;
  let again = installability(c, { ...ctx, explain: !0 });
  return again.ok ? [] : again.blockers;
}
var withLocation = (loc) => (b) => loc && !b.location ? { ...b, location: loc } : b;
function installed({ c, inst }, tried, matching, ctx, findings) {
  let { request } = ctx, spec = request.torch, loc = request.torchLocation, head = matching[0], first = tried.first && { c: tried.first.c, blockers: explained(tried.first.c, tried.first.blockers, ctx) }, companionsPick = spec.pep440 === "" && !(first && first.c === head);
  if (c !== head && !companionsPick) {
    let why = first && first.c === head ? first.blockers.map((b) => b.message).join(" ") : `its torchvision/torchaudio builds do not match the pins (${request.torchvision?.text ?? ""}${request.torchaudio ? ` ${request.torchaudio.text}` : ""}).`;
    findings.push(
      finding({
        id: "resolution-fallback",
        severity: "warning",
        message: `${describeSpec(spec)} matches up to torch ${head.patch.version}, but pip would silently install torch ${c.patch.version} here: ${why}`,
        advice: {
          remedies: [{ kind: "pin", spec: `torch==${c.patch.version}`, why: "to make it explicit" }],
          next: {
            lead: `To get ${head.patch.version} instead:`,
            advice: first?.blockers[0]?.advice ?? {
              remedies: [
                {
                  kind: "do",
                  text: first?.blockers[0]?.hint.replace(/\.$/, "") || "align the torchvision/torchaudio pins"
                }
              ]
            }
          }
        },
        source: first?.blockers[0]?.source ?? CATALOG_SOURCE,
        location: loc
      })
    );
  }
  let confirmed = confirmedCandidate(c) ? void 0 : matching.find(confirmedCandidate), fallbackInstalls = confirmed !== void 0 && installability(confirmed, { ...ctx, explain: !1 }).ok;
  for (let w of inst.warnings)
    fallbackInstalls && RUNNER_BLOCKERS.has(w.id) || findings.push(withLocation(loc)(w));
  return confirmedCandidate(c) || findings.push(...judgeConfirmed(c, confirmed, ctx, loc)), {
    candidate: c,
    variant: inst.variant,
    index: inst.index,
    fromPypi: inst.fromPypi,
    newestMatching: head,
    findings
  };
}
function nothingInstalls(first, soft, matching, ctx) {
  let loc = ctx.request.torchLocation, shown = soft ?? first, both = soft && !confirmedCandidate(soft.c) ? failsOnConfirmed(soft, matching, ctx) : void 0, findings = (both ?? explained(shown.c, shown.blockers, ctx)).map(withLocation(loc)), unconfirmed = both && soft ? unconfirmedNotice(soft.c, matching.find(confirmedCandidate), loc, !0) : void 0;
  return unconfirmed && findings.push(unconfirmed), findings;
}
function companionsBlock(c, also, ctx) {
  let { request } = ctx, loc = request.torchLocation, tvSpec = request.torchvision?.text, taSpec = request.torchaudio?.text, findings = [
    finding({
      id: "companion-mismatch",
      severity: "error",
      message: `No torch release matching ${describeSpec(request.torch)} goes with ${[tvSpec && `torchvision ${tvSpec}`, taSpec && `torchaudio ${taSpec}`].filter(Boolean).join(" and ")}: torch ${c.patch.version} is built with torchvision ${c.patch.torchvision ?? "?"} and torchaudio ${c.patch.torchaudio ?? "?"}.`,
      hint: `Pin torchvision==${c.patch.torchvision ?? "?"}${c.patch.torchaudio ? ` torchaudio==${c.patch.torchaudio}` : ""} with torch==${c.patch.version}.`,
      source: c.patch.source,
      confidence: c.patch.confidence,
      location: loc
    })
  ];
  return also && findings.push(...explained(also.c, also.blockers, ctx).map(withLocation(loc))), findings;
}

// src/catalog/driver-floors.ts
function driverFloors(catalog, variant, os) {
  let t = toolkitFor(catalog, variant);
  if (!t) return;
  let fam = familyFor(catalog, Number(t.cuda.split(".")[0])), full = os === "windows" ? t.driver.windows ?? void 0 : t.driver.linux, compat = fam ? os === "windows" ? fam.minDriver.windows ?? fam.minDriver.linux : fam.minDriver.linux : void 0;
  return {
    cuda: t.cuda,
    ...full ? { full } : {},
    ...compat ? { compat } : {},
    source: t.source,
    ...fam ? { compatSource: fam.source } : {},
    ...t.confidence === "uncertain" || fam?.confidence === "uncertain" ? { confidence: "uncertain" } : {}
  };
}

// src/recommend/backend.ts
var STATUS_RANK = { stable: 0, legacy: 1, experimental: 2 };
function recommendBackend(env, catalog, c) {
  let platform = wheelPlatform(env), cpu = (reason) => ({ variant: "cpu", url: indexUrlFor("cpu"), reason });
  if (env.gpus.length === 0 && !env.driver)
    return env.amdGpus?.length ? amdBackend(env, catalog, c) ?? cpu(
      `no ROCm build of torch ${c.release.torch} has kernels, rocBLAS included, for ${env.amdGpus.map((g) => g.gfx).join(", ")}`
    ) : env.intelGpus?.length ? intelBackend(env, catalog, c) ?? cpu(
      `no validated XPU build of torch ${c.release.torch} for the Intel GPU ${env.intelGpus.map((g) => g.deviceId).join(", ")}`
    ) : cpu("no NVIDIA, AMD or Intel GPU found");
  let best = variantsOn(c.release, platform, c.patch.version).filter((v) => isCuda(v.variant)).map((v) => {
    let archs = gpuArchsFor(catalog, v.variant, c.patch.version, platform), kernels = env.gpus.length === 0 ? !0 : archs ? env.gpus.every((g) => hasKernels(g.computeCapability, archs)) : void 0, f = driverFloors(catalog, v.variant, env.os), driverFull = !env.driver || !f?.full ? !0 : compareDotted(env.driver, f.full) >= 0, driverCompat = !env.driver || !f?.compat ? !0 : compareDotted(env.driver, f.compat) >= 0;
    return { v, kernels, driverFull, driverCompat, cuda: f?.cuda ?? "0" };
  }).filter((o) => o.kernels !== !1 && o.driverCompat).sort(
    (a, b) => +(b.kernels === !0) - +(a.kernels === !0) || Number(b.driverFull) - Number(a.driverFull) || STATUS_RANK[a.v.status] - STATUS_RANK[b.v.status] || compareDotted(b.cuda, a.cuda)
  )[0];
  if (!best) {
    let what = env.gpus.length ? `GPU ${env.gpus.map((g) => smName(g.computeCapability)).join(", ")}` : "GPU";
    return cpu(
      `no CUDA build of torch ${c.release.torch} supports this ${what}${env.driver ? ` with driver ${env.driver}` : ""}`
    );
  }
  let gpus = env.gpus.length ? `kernels for ${env.gpus.map((g) => smName(g.computeCapability)).join(", ")}` : "a GPU is present", drv = env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : "";
  return { variant: best.v.variant, url: indexUrlFor(best.v.variant), reason: `${best.v.variant}: ${gpus}${drv}` };
}
function amdBackend(env, catalog, c) {
  let gpus = env.amdGpus ?? [], best = variantsOn(c.release, wheelPlatform(env), c.patch.version).filter((v) => isRocm(v.variant)).filter((v) => {
    let archs = rocmArchsFor(catalog, v.variant, c.patch.version);
    return gpus.every((g) => rocmRuns(archs, g.gfx));
  }).sort(
    (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || compareDotted(rocmVersion(b.variant) ?? "0", rocmVersion(a.variant) ?? "0")
  )[0];
  return best ? {
    variant: best.variant,
    url: indexUrlFor(best.variant),
    reason: `${best.variant}: kernels for ${gpus.map((g) => g.gfx).join(", ")}`
  } : void 0;
}
function intelBackend(env, catalog, c) {
  let families = (env.intelGpus ?? []).map((g) => xpuFamilyOf(catalog, g.deviceId, c.patch.version));
  if (!(families.some((f) => !f) || !variantsOn(c.release, wheelPlatform(env), c.patch.version).some((v) => v.variant === "xpu")))
    return {
      variant: "xpu",
      url: indexUrlFor("xpu"),
      reason: `xpu: validated on ${[...new Set(families.map((f) => f.label))].join(", ")}`
    };
}

// src/checks/probe-problems.ts
var GIVES = {
  "the Python version": "python",
  "the glibc version": "glibc",
  "the macOS version": "os-version"
};
function probeProblems(env) {
  return env.probeProblems.map((p) => {
    let give = GIVES[p.what];
    return finding({
      id: "probe-failed",
      severity: "warning",
      message: `Could not determine ${p.what}: ${p.message}`,
      advice: { remedies: [{ kind: "give", values: give ? [give] : [] }], then: "Then it can be checked." },
      source: "https://github.com/torch-preflight/torch-preflight#probing"
    });
  });
}

// src/checks/backend.ts
var backendStatus = ({ env, resolved }) => {
  let c = resolved.candidate;
  if (!c || !resolved.variant) return [];
  let v = variantEntry(c.release, resolved.variant, wheelPlatform(env), c.patch.version);
  if (!v || v.status === "stable") return [];
  let stable = c.release.variants.filter((x) => x.status === "stable" && sameKind(x.variant, v.variant)).map((x) => x.variant), alt = stable.length ? ` Stable builds of ${c.release.torch}: ${stable.join(", ")} (${indexUrlFor(stable[stable.length - 1])}).` : "";
  return v.status === "experimental" ? [
    finding({
      id: "backend-experimental",
      severity: "warning",
      message: `The ${v.variant} build of torch ${c.patch.version} is experimental.${alt}`,
      ...stable.length ? {
        advice: {
          remedies: [
            {
              kind: "use-index",
              url: indexUrlFor(stable[stable.length - 1]),
              why: `unless you need ${v.variant}`
            }
          ]
        }
      } : { hint: `Expect rough edges with ${v.variant}.` },
      source: v.source,
      confidence: v.confidence
    })
  ] : [
    finding({
      id: "backend-experimental",
      severity: "notice",
      message: `The ${v.variant} build of torch ${c.patch.version} is a legacy build, kept for older GPUs and drivers; it is likely to be dropped in a coming release.${alt}`,
      hint: `Plan the move to a newer build (${stable.join(", ") || "see the release notes"}).`,
      source: v.source,
      confidence: v.confidence
    })
  ];
}, indexUrl = ({ request }) => [request.index, ...request.extraIndexes ?? []].flatMap((ref) => ref.kind === "unknown" ? [
  finding({
    id: "index-url-unknown",
    severity: "warning",
    message: `The index ${ref.url} is not PyPI or download.pytorch.org, so what it serves is unknown; the checks assume it mirrors PyPI.`,
    hint: "Use https://download.pytorch.org/whl/<variant> (cpu, cu126, cu128, \u2026) or pass the variant of your mirror, e.g. --index-url cu128.",
    source: "https://docs.pytorch.org/get-started/locally/"
  })
] : (ref.kind === "pytorch" || ref.kind === "find-links") && ref.mirror ? [
  finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `The index ${ref.url} is read as a mirror of download.pytorch.org${ref.kind === "pytorch" ? ` serving ${ref.variant}` : ""}; the checks assume it carries the same builds.`,
    hint: "Nothing to do if the mirror is complete.",
    source: "https://docs.pytorch.org/get-started/locally/"
  })
] : ref.kind === "find-links" && ref.url.includes("torch_stable.html") ? [
  finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `${ref.url} is the legacy find-links page; pip reads it together with PyPI and picks the build by the +variant in the pin.`,
    advice: { remedies: [{ kind: "use-index", url: indexUrlFor(ref.variant ?? "cpu") }] },
    source: "https://docs.pytorch.org/get-started/previous-versions/"
  })
] : []);

// src/checks/catalog-age.ts
var STALE_DAYS = 45, DAY = 1440 * 60 * 1e3;
function hasUpperBound(spec) {
  return spec.exact !== void 0 || /(^|,)\s*(<|<=|==|~=|===)/.test(spec.pep440);
}
var catalogAge = ({ catalog, torch, now }) => {
  if (!catalog.asOf || hasUpperBound(torch)) return [];
  let days = Math.floor((now.getTime() - Date.parse(`${catalog.asOf}T00:00:00Z`)) / DAY);
  if (!(days > STALE_DAYS)) return [];
  let newest = catalog.releases.map((r) => r.torch).sort((a, b) => Number(a.split(".")[1]) - Number(b.split(".")[1])).pop();
  return [
    finding({
      id: "catalog-stale",
      severity: "notice",
      message: `The catalog was last checked against the wheel indexes on ${catalog.asOf} (${days} days ago); torch releases after ${newest ?? "its newest"} may exist, and this request has no upper bound, so pip may install one the catalog does not know.`,
      hint: "Update torch-preflight (each release ships a refreshed catalog), pin an upper bound (torch<X.Y), or add the new release in a config file.",
      source: "rules/catalog.yaml"
    })
  ];
};

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
  return (registry === void 0 || registry === "docker.io" || registry === "index.docker.io") && repository.startsWith("library/") && (repository = repository.slice(8)), {
    ...registry && registry !== "docker.io" && registry !== "index.docker.io" ? { registry } : {},
    repository,
    tag,
    ...digest ? { digest } : {}
  };
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
var unknownFacts = (image, why) => ({
  image,
  os: "linux",
  unknown: why,
  uncertain: !1,
  sources: []
});
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
  if (unknownWord)
    return unknownFacts(image, `the tag word ${JSON.stringify(unknownWord)} is not one the python image uses`);
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
  if (!m)
    return unknownFacts(
      image,
      "its tag is not TORCH-cudaX.Y-cudnnN-runtime|devel (a moving tag such as latest is not guessed)"
    );
  let distro = catalog.distros.find((d) => d.id === family.defaultDistro), variant = `cu${m[2]}${m[3]}`;
  return withDistro(
    {
      image,
      os: "linux",
      cuda: `${m[2]}.${m[3]}`,
      torch: { version: m[1], variant },
      ...family.python ? { python: family.python } : {}
    },
    family,
    distro
  );
}
function containerFacts(image, catalog) {
  let ref = parseImageRef(image);
  if (!ref) return unknownFacts(image, "it is not an image reference");
  if (ref.tag === "") return unknownFacts(image, "a digest alone does not say which tag it was");
  let family = familyOf(ref, catalog);
  return family ? family.kind === "python" ? pythonImage(image, ref.tag, family, catalog) : family.kind === "nvidia-cuda" ? cudaImage(image, ref.tag, family, catalog) : pytorchImage(image, ref.tag, family, catalog) : unknownFacts(
    image,
    `${ref.registry ? `${ref.registry}/` : ""}${ref.repository} is not an image the catalog knows (python, nvidia/cuda, pytorch/pytorch)`
  );
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

// src/checks/container-image.ts
var SOURCE = "https://docs.github.com/en/actions/writing-workflows/choosing-where-your-workflow-runs/running-jobs-in-a-container", containerImage = (f) => [note(f)];
function note(f) {
  if (f.unknown)
    return finding({
      id: "container-image",
      severity: "notice",
      message: `The job runs in ${f.image}, which is not known: ${f.unknown}. Its Python and glibc are not guessed.`,
      advice: { remedies: [{ kind: "give", values: ["python", "glibc"] }], then: "Give what the image holds." },
      source: SOURCE
    });
  let unsure = f.uncertain ? " Some of these facts are not confirmed for every tag, so they are not used to decide." : "";
  return finding({
    id: "container-image",
    severity: "notice",
    message: `pip runs inside the container: ${describeContainer(f)}; the GPU and driver are the host's.${unsure}`,
    hint: f.torch ? "torch is preinstalled in this image; the run-time checks apply to that build." : "Nothing to do; this says what the check assumed.",
    source: f.sources.join("; ")
  });
}

// src/checks/lock-mismatch.ts
var lockMismatches = ({ answers, pins, env, selected }) => {
  if (!pins) return [];
  let app = applicablePins(pins, env, selected), out = [];
  for (let a of answers) {
    let d = a.torch, { torchPins, fixes } = lockFormat(a.lock.kind), pin = app.pins.find((p) => torchPins.includes(p.package) && p.specifier);
    if (!d || !pin || !parseVersion(d.version)) continue;
    let ok;
    try {
      ok = satisfies(d.version, parseSpecifier(pin.specifier, `${pin.location.file}:${pin.location.line}`));
    } catch {
      continue;
    }
    ok || out.push(
      finding({
        id: "lock-mismatch",
        severity: "warning",
        message: `${a.lock.file} holds torch ${d.version}, but ${pin.location.file}:${pin.location.line} asks for ${pin.specifier}: the lock is older than the manifest.`,
        hint: fixes.stale,
        source: "https://docs.astral.sh/uv/concepts/projects/sync/#checking-if-the-lockfile-is-up-to-date",
        location: d.location
      })
    );
  }
  return out;
};

// src/checks/companion.ts
var companionVariants = ({ request, resolved }) => {
  let torchLocal = request.torch.local ?? resolved.variant, out = [];
  for (let [name, spec] of [
    ["torchvision", request.torchvision],
    ["torchaudio", request.torchaudio]
  ])
    !spec?.local || !torchLocal || sameBuild(spec.local, torchLocal) || out.push(
      finding({
        id: "variant-mismatch",
        severity: "error",
        message: `${name} ${spec.text} is a +${spec.local} build, but torch is +${torchLocal}: builds for different CUDA versions fail at import (operator torchvision::nms does not exist).`,
        hint: `Pin ${name} with +${variantOfLabel(torchLocal) ?? torchLocal}, or drop the +variant from both and let the index choose the build.`,
        source: "https://github.com/pytorch/vision#installation"
      })
    );
  return out;
};

// src/checks/amd-intel.ts
var amdKernels = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v || !isRocm(v) || !env.amdGpus?.length) return [];
  let archs = rocmArchsFor(catalog, v, c.patch.version), gpus = env.amdGpus.map((g) => g.gfx).join(", ");
  if (!archs)
    return [
      finding({
        id: "gpu-unsupported",
        severity: "notice",
        message: `The catalog does not know which gfx targets torch ${c.patch.version}+${v} was built for, so the AMD GPUs (${gpus}) were not checked.`,
        hint: "Add a rocmArchs entry to a config file.",
        source: "https://github.com/pytorch/pytorch/blob/main/.ci/docker/manywheel/build.sh"
      })
    ];
  let out = [], rec = recommendBackend(env, catalog, c);
  for (let gpu of env.amdGpus) {
    if (archs.gfx.includes(gpu.gfx)) {
      let gap = archs.blasMissing;
      gap?.gfx.includes(gpu.gfx) && out.push(
        finding({
          id: "gpu-unsupported",
          severity: "error",
          message: `torch ${c.patch.version}+${v} has kernels for the AMD GPU ${gpu.gfx}${gpu.name ? ` (${gpu.name})` : ""}, but the rocBLAS it bundles has none: torch imports, then matrix multiplication aborts with "rocBLAS error: Cannot read \u2026TensileLibrary.dat \u2026 for GPU arch : ${gpu.gfx}".`,
          advice: isRocm(rec.variant) ? { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] } : olderRocmHint(catalog, wheelPlatform(env), c.release.torch, gpu.gfx, rec.url),
          source: gap.source,
          confidence: gap.confidence
        })
      );
      continue;
    }
    out.push(
      finding({
        id: "gpu-unsupported",
        severity: "error",
        message: `torch ${c.patch.version}+${v} has no kernels for the AMD GPU ${gpu.gfx}${gpu.name ? ` (${gpu.name})` : ""}: it is built for ${archs.gfx.join(" ")}. HIP ops fail with "invalid device function".`,
        ...rec.variant !== v ? { advice: { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] } } : { hint: `No ROCm build of torch ${c.release.torch} supports ${gpu.gfx}.` },
        source: archs.source,
        confidence: archs.confidence
      })
    );
  }
  return out;
};
function olderRocmHint(catalog, platform, torch, gfx, cpuUrl) {
  let fits = allCandidates(catalog).flatMap(
    (x) => variantsOn(x.release, platform, x.patch.version).filter((v) => isRocm(v.variant) && rocmRuns(rocmArchsFor(catalog, v.variant, x.patch.version), gfx)).map((v) => ({ variant: v.variant, torch: x.release.torch }))
  ), newest = fits.map((f) => f.variant).sort((a, b) => compareDotted(rocmVersion(b) ?? "0", rocmVersion(a) ?? "0"))[0], cpu = { kind: "use-index", url: cpuUrl, why: "the CPU build" };
  if (!newest) return { remedies: [cpu], then: `No ROCm build in the catalog runs matrix multiplication on ${gfx}.` };
  let minors = [...new Set(fits.filter((f) => f.variant === newest).map((f) => f.torch))].sort(compareDotted), releases = minors.length > 1 ? `${minors[0]}\u2013${minors[minors.length - 1]}` : minors[0];
  return {
    remedies: [
      {
        kind: "use-index",
        url: indexUrlFor(newest),
        why: `ROCm ${rocmVersion(newest)}, with torch ${releases}; no ROCm build of torch ${torch} runs matrix multiplication on ${gfx}`
      },
      cpu
    ]
  };
}
var intelDevices = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || v !== "xpu" || !env.intelGpus?.length) return [];
  let unvalidated = env.intelGpus.filter((g) => !xpuFamilyOf(catalog, g.deviceId, c.patch.version));
  return unvalidated.length === 0 ? [] : [
    finding({
      id: "gpu-unsupported",
      severity: "warning",
      message: `The Intel GPU${unvalidated.length > 1 ? "s" : ""} ${unvalidated.map((g) => g.deviceId).join(", ")} ${unvalidated.length > 1 ? "are" : "is"} not in the hardware PyTorch validates its XPU build ${c.patch.version} on (Data Center GPU Max, Arc A- and B-Series, Core Ultra with Arc Graphics): torch.xpu may not find ${unvalidated.length > 1 ? "them" : "it"} or may fail at run time.`,
      advice: {
        remedies: [
          { kind: "do", text: "run on a validated Intel GPU" },
          { kind: "use-index", url: "https://download.pytorch.org/whl/cpu", why: "the CPU build" }
        ]
      },
      source: "https://docs.pytorch.org/docs/stable/notes/get_start_xpu.html",
      confidence: "uncertain"
    })
  ];
};

// src/resolve/merged-indexes.ts
var LABELLED_OS = /* @__PURE__ */ new Set(["linux", "windows"]);
function mergedIndexes(env, request, catalog, primary) {
  if (!request.extraIndexes?.length) return { kind: "none" };
  let refs = [request.index, ...request.extraIndexes], channel = (r) => r.kind === "pytorch" || r.kind === "find-links" ? r.channel : "stable", nightly = refs.filter((r) => channel(r) === "nightly");
  if (nightly.length && nightly.length < refs.length) return { kind: "nightly-mix", refs };
  if (refs.some((r) => r.kind === "unknown" || channel(r) !== "stable")) return { kind: "none" };
  let platform = wheelPlatform(env), picks = refs.map((ref, i) => {
    let one = i === 0 ? primary : resolve(env, { ...request, index: ref, extraIndexes: [] }, catalog), c = one.candidate;
    if (!c || !one.variant) return;
    let labelled = ref.kind !== "pypi" && LABELLED_OS.has(env.os) && !variantEntry(c.release, one.variant, platform, c.patch.version)?.unlabelled?.includes(platform);
    return { ref, version: labelled ? `${c.patch.version}+${one.variant}` : c.patch.version, variant: one.variant };
  }), found = picks.filter((p) => p !== void 0);
  if (found.length === 0) return { kind: "none" };
  let winner = found.reduce((a, b) => compareVersions(b.version, a.version) > 0 ? b : a);
  return { kind: "picked", refs, picks, winner };
}

// src/checks/extra-index.ts
var PIP_FINDING = "https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages", where = (r) => r.kind === "pypi" ? "PyPI" : r.url, advice = (intended) => ({
  remedies: [
    { kind: "use-index", url: indexUrlFor(intended), why: "as the only index, not an extra one" },
    { kind: "pin", spec: `torch==X.Y.Z+${intended}`, why: "so only that index can satisfy it" }
  ]
});
function extraIndexFindings(env, request, catalog, resolved, subject, location) {
  let merged = mergedIndexes(env, request, catalog, resolved), at = location ? { location } : {};
  if (merged.kind === "none") return [];
  let list = merged.refs.map(describeIndex).join(", ");
  if (merged.kind === "nightly-mix")
    return [
      finding({
        id: "nightly-index-mixed",
        severity: "warning",
        message: kindOf("nightly-index-mixed").message(subject, list),
        hint: "Install nightlies from the nightly index alone, with pre-releases allowed (pip: --index-url NIGHTLY --pre).",
        source: PIP_FINDING,
        ...at
      })
    ];
  let pytorchVariants = [...new Set(merged.refs.flatMap((r) => r.kind === "pytorch" ? [r.variant] : []))], intended = request.torch.local ?? (pytorchVariants.length === 1 ? pytorchVariants[0] : void 0), { winner } = merged;
  if (!intended || winner.variant === intended) return [];
  let mine = merged.picks.filter((p) => p !== void 0 && p.variant === intended).sort((a, b) => compareVersions(a.version, b.version)).pop(), platform = wheelPlatform(env), python = env.python ? `${env.python.major}.${env.python.minor}` : void 0, why = mine ? `its newest build there is ${mine.version}, and ${winner.version} from ${where(winner.ref)} sorts higher` : `that index has no build of ${subject} for ${platformLabel(platform)}${python ? ` and Python ${python}` : ""}`;
  return [
    finding({
      id: "variant-mismatch",
      severity: "warning",
      message: `${subject} is meant to come from the ${intended} index, but pip merges the candidates of every index (${list}) and installs the highest version: ${why}, so pip installs ${winner.version} (the ${winner.variant} build) from ${where(winner.ref)} on ${platformLabel(platform)}, without an error.`,
      hint: renderAdvice(advice(intended), "cli"),
      advice: advice(intended),
      source: PIP_FINDING,
      ...at
    })
  ];
}
var extraIndex = ({ env, request, catalog, resolved }) => {
  let t = request.torch.text, subject = t === "" || t === "*" ? "torch (any version)" : `torch${/^[=<>~!]/.test(t) ? "" : "=="}${t}`;
  return extraIndexFindings(env, request, catalog, resolved, subject, request.torchLocation);
};

// src/checks/mps.ts
var mps = ({ env, resolved }) => {
  let c = resolved.candidate;
  return !c || env.os !== "macos" ? [] : env.arch === "arm64" && isEmulated(env) ? [
    finding({
      id: "mps-unavailable",
      severity: "warning",
      message: `This Python is ${env.python?.machine ?? "x86_64"} running under Rosetta on an Apple-silicon Mac: torch ${c.patch.version} will install the Intel build, which has no MPS and runs emulated.`,
      hint: "Use a native arm64 Python (actions/setup-python with architecture: arm64).",
      source: "https://developer.apple.com/documentation/apple-silicon/about-the-rosetta-translation-environment"
    })
  ] : env.arch !== "arm64" || !c.release.mps || !env.osVersion ? [] : compareDotted(env.osVersion, c.release.mps.macos) >= 0 ? [] : [
    finding({
      id: "mps-unavailable",
      severity: "warning",
      message: `torch ${c.patch.version} installs on macOS ${env.osVersion}, but its MPS (Metal) backend needs macOS ${c.release.mps.macos} or newer: torch.backends.mps.is_available() will be False and code falls back to the CPU.`,
      hint: `Use a macOS ${c.release.mps.macos.split(".")[0]}+ runner (macos-15), or accept CPU-only tests.`,
      source: c.release.mps.source,
      confidence: c.release.mps.confidence === "uncertain" ? "uncertain" : void 0
    })
  ];
};

// src/checks/nvidia.ts
var NV_TABLE = "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html#id5", hasGpu = (env) => env.gpus.length > 0 || env.driver !== void 0, driver = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v || !isCuda(v) || !env.driver) return [];
  let f = driverFloors(catalog, v, env.os);
  if (!f)
    return [
      finding({
        id: "driver-too-old",
        severity: "notice",
        message: `The catalog has no driver floor for ${v}; the driver ${env.driver} could not be checked.`,
        hint: "Add the toolkit to a config file (cudaToolkits).",
        source: NV_TABLE
      })
    ];
  let rec = recommendBackend(env, catalog, c), other = rec.variant !== v ? [{ kind: "use-index", url: rec.url, why: rec.reason }] : [];
  return f.compat && compareDotted(env.driver, f.compat) < 0 ? [
    finding({
      id: "driver-too-old",
      severity: "error",
      message: `torch ${c.patch.version}+${v} bundles CUDA ${f.cuda}, which needs NVIDIA driver ${f.full ?? f.compat} (at least ${f.compat} in compatibility mode); this runner has ${env.driver}.`,
      advice: { remedies: [{ kind: "do", text: `update the driver to ${f.full ?? f.compat} or newer` }, ...other] },
      source: f.compatSource ?? f.source,
      confidence: f.confidence
    })
  ] : f.full && compareDotted(env.driver, f.full) < 0 ? [
    finding({
      id: "driver-too-old",
      severity: "warning",
      message: `Driver ${env.driver} is older than ${f.full}, which CUDA ${f.cuda} names; torch ${c.patch.version}+${v} runs in CUDA minor-version compatibility mode, where PTX JIT (GPUs newer than the build's kernels) is not available.`,
      advice: { remedies: [{ kind: "do", text: `update the driver to ${f.full} or newer` }, ...other] },
      source: f.source,
      confidence: "uncertain"
    })
  ] : [];
}, gpuKernels = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v || !isCuda(v) || env.gpus.length === 0) return [];
  let platform = wheelPlatform(env), archs = gpuArchsFor(catalog, v, c.patch.version, platform);
  if (!archs)
    return [
      finding({
        id: "gpu-unsupported",
        severity: "notice",
        message: `The catalog does not know which GPU architectures torch ${c.patch.version}+${v} was built for, so the GPUs (${env.gpus.map((g) => smName(g.computeCapability)).join(", ")}) were not checked.`,
        hint: "Add a gpuArchs entry to a config file.",
        source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md"
      })
    ];
  let out = [], rec = recommendBackend(env, catalog, c);
  for (let gpu of env.gpus) {
    if (hasKernels(gpu.computeCapability, archs)) continue;
    let name = gpu.name ? `${gpu.name} (${smName(gpu.computeCapability)})` : `a GPU of compute capability ${gpu.computeCapability}`;
    out.push(
      finding({
        id: "gpu-unsupported",
        severity: "error",
        message: `torch ${c.patch.version}+${v} has no kernels for ${name}: it supports ${smList(archs)}.`,
        advice: gpuAdvice(catalog, c, v, rec, gpu.computeCapability, platform),
        source: archs.source,
        confidence: archs.confidence
      })
    );
  }
  return out;
};
function gpuAdvice(catalog, c, v, rec, cc, platform) {
  if (rec.variant !== v && isCuda(rec.variant))
    return { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] };
  let older = allCandidates(catalog).filter((x) => compareDotted(x.release.torch, c.release.torch) < 0).flatMap((x) => variantsOn(x.release, platform, x.patch.version).map((b) => ({ x, variant: b.variant }))).find(({ x, variant }) => {
    if (!isCuda(variant)) return !1;
    let archs = gpuArchsFor(catalog, variant, x.patch.version, platform);
    return !!archs && hasKernels(cc, archs);
  }), cpu = {
    kind: "use-index",
    url: rec.variant === "cpu" ? rec.url : indexUrlFor("cpu"),
    why: "the CPU build"
  };
  return older ? {
    remedies: [
      {
        kind: "pin",
        spec: `torch<${c.release.torch}`,
        why: `${older.x.release.torch} is the last release with ${smName(cc)} kernels, from ${indexUrlFor(older.variant)}`
      },
      cpu
    ]
  } : { remedies: [cpu], then: `No CUDA build of torch ${c.release.torch} or older has ${smName(cc)} kernels.` };
}
var gpuPresence = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v) return [];
  let rocm = isRocm(v);
  if (isCuda(v) && !hasGpu(env) || rocm && !env.amdGpus?.length)
    return env.os === "macos" ? [] : [
      finding({
        id: "cuda-without-gpu",
        severity: "notice",
        message: `pip would install the ${v} build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ""}, but no ${rocm ? "AMD GPU" : "NVIDIA GPU or driver"} was found: the GPU libraries (several GB of downloads) will go unused and torch runs on the CPU.`,
        advice: { remedies: [{ kind: "use-index", url: indexUrlFor("cpu"), why: "for CPU-only CI" }] },
        source: "https://docs.pytorch.org/get-started/locally/"
      })
    ];
  let other = env.amdGpus?.length ? "an AMD GPU" : env.intelGpus?.length ? "an Intel GPU" : void 0;
  if (v === "cpu" && env.gpus.length === 0 && other) {
    let rec = recommendBackend(env, catalog, c);
    return rec.variant === "cpu" ? [] : [
      finding({
        id: "variant-mismatch",
        severity: "warning",
        message: `This runner has ${other}, but pip would install the CPU build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ""}: the GPU goes unused.`,
        advice: { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] },
        source: "https://docs.pytorch.org/get-started/locally/"
      })
    ];
  }
  if (v === "cpu" && env.gpus.length > 0) {
    let rec = recommendBackend(env, catalog, c);
    return [
      finding({
        id: "variant-mismatch",
        severity: "warning",
        message: `This runner has an NVIDIA GPU, but pip would install the CPU build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ""}: torch.cuda.is_available() will be False ("Torch not compiled with CUDA enabled").`,
        ...rec.variant !== "cpu" ? { advice: { remedies: [{ kind: "use-index", url: rec.url, why: rec.reason }] } } : { hint: `No CUDA build of torch ${c.release.torch} fits this GPU and driver.` },
        source: "https://docs.pytorch.org/get-started/locally/"
      })
    ];
  }
  return [];
};

// src/checks/python-preview.ts
var pythonPreview = ({ env, resolved }) => {
  let c = resolved.candidate, py = env.python;
  if (!c || !py || py.implementation !== "cpython") return [];
  let s = pythonSupport(c.release, wheelPlatform(env), py, resolved.fromPypi ?? !1, c.patch.version);
  if (s.kind !== "experimental" && s.kind !== "preview") return [];
  let ft = py.freeThreaded ? " Free-threaded builds also need every compiled dependency to support free-threading." : "";
  return [
    finding({
      id: "python-preview",
      severity: "warning",
      message: `torch ${c.patch.version} supports Python ${pythonTag(py)} only as ${s.kind === "preview" ? "a preview" : "experimental"}: wheels exist, but not every feature (torch.compile, companion packages) is expected to work.${ft}`,
      hint: `Use Python ${c.release.python.max} for CI that must pass, and keep ${pythonTag(py)} as an allowed-to-fail leg.`,
      source: s.source
    })
  ];
};

// src/checks/pin-set/context.ts
var show = (p) => `${p.package}${p.specifier || " (any version)"}`, where2 = (p) => `${p.location.file}:${p.location.line}`;
function indexOf(url) {
  if (!url.includes("${"))
    try {
      return parseIndexUrl(url);
    } catch {
      return;
    }
}
function requestOfPin(pin) {
  if (pin.package !== "torch" || pin.origin === "conda" || pin.url || pin.wheel || pin.notes?.length) return;
  let torch = specOf(pin.specifier);
  if (!torch) return;
  let index = pin.indexUrl ? indexOf(pin.indexUrl) : { kind: "pypi" }, extra = (pin.extraIndexUrls ?? []).map(indexOf);
  if (!(!index || extra.some((r) => r === void 0)))
    return { torch, torchLocation: pin.location, index, ...extra.length ? { extraIndexes: extra } : {} };
}

// src/checks/pin-set/companions.ts
var PEP440_LOCAL = "https://peps.python.org/pep-0440/#local-version-identifiers", isCompanion = (p) => p.package === "torchvision" || p.package === "torchaudio", companionBuilds = ({ pins }) => pins.flatMap((pin) => {
  if (!isCompanion(pin) || !pin.local || pin.origin === "conda" || pin.url || pin.wheel) return [];
  let refs = [...pin.indexUrl ? [pin.indexUrl] : [], ...pin.extraIndexUrls ?? []].map(indexOf);
  if (refs.some((r) => r === void 0 || r.kind === "unknown")) return [];
  let known = refs, serves = (r) => r.kind === "pytorch" && r.variant === pin.local || r.kind === "find-links" && (!r.variant || r.variant === pin.local);
  if (known.some(serves)) return [];
  let others = known.filter((r) => r.kind !== "pypi"), found = others.length ? `its index${others.length > 1 ? "es" : ""} (${others.map(describeIndex).join(", ")}) do not serve the ${pin.local} build` : "it installs from PyPI, which has no local versions";
  return [
    finding({
      id: "variant-mismatch",
      severity: "error",
      message: `${show(pin)} asks for the ${pin.local} build, but ${found}: pip will stop with "No matching distribution found for ${pin.package}${pin.specifier}".`,
      hint: `Install it from ${indexUrlFor(pin.local)} (--index-url in a requirements file, a uv index or Poetry source), or drop "+${pin.local}" to take the PyPI build.`,
      source: PEP440_LOCAL,
      location: pin.location
    })
  ];
}), sameContext = (a, b) => a.origin === "conda" == (b.origin === "conda") && (!a.group || !b.group || a.group === b.group), companionVersions = ({ pins, catalog, inRequest }) => {
  let out = [], torches = pins.filter((p) => isTorch(p.package));
  for (let comp of pins.filter(isCompanion)) {
    let inContext = torches.filter((t) => sameContext(t, comp)), sameFile = inContext.filter((t) => t.location.file === comp.location.file);
    for (let torch of sameFile.length ? sameFile : inContext) {
      if (inRequest.has(torch) && inRequest.has(comp)) continue;
      if (torch.local && comp.local && !sameBuild(torch.local, comp.local)) {
        out.push(
          finding({
            id: "companion-mismatch",
            severity: "error",
            message: `${show(comp)} is the ${comp.local} build but ${show(torch)} (${where2(torch)}) is the ${torch.local} build: the two cannot load together ("operator torchvision::nms does not exist").`,
            hint: `Pin both to the same variant (+${variantOfLabel(torch.local) ?? torch.local}).`,
            source: PEP440_LOCAL,
            location: comp.location
          })
        );
        continue;
      }
      let key = comp.package === "torchvision" ? "torchvision" : "torchaudio", paired = admittedPatches(catalog, torch.specifier.replace(/\+.*$/, "")).map((a) => ({ version: a.version, with: companionsOf(catalog, a.patch, key) })).filter((a) => a.with.length > 0), spec = specOf(comp.specifier);
      if (paired.length === 0 || !spec || paired.some((a) => a.with.some((w) => satisfies(spec.local ? `${w.version}+${spec.local}` : w.version, spec))))
        continue;
      let pairs = paired.slice(-4).map((a) => `torch ${a.version} \u2194 ${key} ${a.with.map((w) => w.version).join(" or ")}`).join(", "), newest = paired[paired.length - 1], uncertain = paired.some((a) => a.with.some((w) => w.confidence === "uncertain"));
      out.push(
        finding({
          id: "companion-mismatch",
          severity: "error",
          message: `${show(comp)} cannot go with ${show(torch)} (${where2(torch)}): each torch release installs with the ${key} releases built for it (${pairs}), and none of those satisfies ${comp.specifier || "this pin"}.`,
          hint: `Pin ${key} to a release paired with your torch${paired.length === 1 ? ` (${key}==${paired[0].with.at(-1).version})` : ""}, or move both together.`,
          source: newest.with.at(-1).source,
          confidence: uncertain ? "uncertain" : void 0,
          location: comp.location
        })
      );
    }
  }
  return out;
};

// src/checks/pin-set/index-lines.ts
var VARIABLE = {
  remedies: [
    { kind: "do", text: "set the variable when running the check" },
    { kind: "give", values: ["index-url"] }
  ],
  then: "Then the variant can be checked."
}, PIP_FINDING2 = "https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages", unreadableIndexes = ({ set }) => set.indexes.flatMap((ix) => ix.url.includes("${") ? [
  finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `${ix.url} depends on an environment variable; which variant it serves is only known when the variable is set.`,
    hint: renderAdvice(VARIABLE, "cli"),
    advice: VARIABLE,
    source: PIP_FINDING2,
    location: ix.location
  })
] : indexOf(ix.url)?.kind !== "unknown" || !/pytorch|torch/i.test(ix.url) ? [] : [
  finding({
    id: "index-url-unknown",
    severity: "notice",
    message: `${ix.url} is not a download.pytorch.org index the catalog knows, so the variants it serves cannot be checked.`,
    hint: "Use an index such as https://download.pytorch.org/whl/cu128, or a mirror that keeps its /whl/<variant>/ layout.",
    source: PIP_FINDING2,
    location: ix.location
  })
]), pinNotes = ({ pins }) => pins.flatMap(
  (p) => (p.notes ?? []).map(
    (n) => finding({
      id: "pin-unresolved",
      severity: "notice",
      message: kindOf("pin-unresolved").message(show(p), n),
      hint: "Make the pin explicit in the file, or give the value when running the check.",
      source: PIP_FINDING2,
      location: p.location
    })
  )
);

// src/checks/pin-set/pin-lines.ts
var sourceBuilds = ({ pins }) => pins.filter((p) => isTorch(p.package) && p.url && !p.wheel).map(
  (p) => finding({
    id: "source-build",
    severity: "warning",
    message: kindOf("source-build").message(p.package, p.url),
    hint: "Pin a released torch (torch==X.Y.Z, with the index of the build you need) unless building from source is the point of this job.",
    source: "https://pip.pypa.io/en/stable/topics/vcs-support/",
    location: p.location
  })
), conflictingPins = ({ pins, catalog, undecided }) => {
  let byFile = /* @__PURE__ */ new Map();
  for (let p of pins.filter((x) => x.package === "torch" && x.specifier && !x.url && !undecided?.has(x))) {
    let list = byFile.get(installOf(p)) ?? [];
    list.push(p), byFile.set(installOf(p), list);
  }
  let out = [], versions = allCandidates(catalog).map((c) => c.patch.version);
  for (let list of byFile.values()) {
    if (list.length < 2) continue;
    let specs = list.map((p) => specOf(p.specifier.replace(/\+[A-Za-z0-9.]+/g, "")));
    if (specs.some((s) => !s) || versions.some((v) => specs.every((s) => satisfies(v, s)))) continue;
    let [first, second] = [list[0], list[1]];
    out.push(
      finding({
        id: "no-release",
        severity: "error",
        message: `${show(first)} (${where2(first)}) and ${show(second)} (${where2(second)}) cannot both hold: pip stops with "Cannot install ${first.package}${first.specifier} and ${second.package}${second.specifier}".`,
        hint: "Keep one torch pin per file, or give them markers that select one per runner.",
        source: "https://pip.pypa.io/en/stable/topics/dependency-resolution/",
        location: second.location
      })
    );
  }
  return out;
};

// src/checks/pin-set/pin-requests.ts
var pinRequests = ({ pins, env, catalog, inRequest }) => pins.flatMap((pin) => {
  if (inRequest.has(pin)) return [];
  let request = requestOfPin(pin);
  if (!request) return [];
  let resolved = resolve(env, request, catalog);
  return [...resolved.findings.filter((f) => f.severity !== "notice"), ...extraIndexFindings(env, request, catalog, resolved, show(pin), pin.location)].map(
    (f) => f.location ? f : { ...f, location: pin.location }
  );
});

// src/checks/pin-set/requires-python.ts
var nextMinor = (py) => py.replace(/\.(\d+)$/, (_, m) => `.${Number(m) + 1}`), requiresPython = ({ set, pins, catalog }) => {
  let rp = set.requiresPython;
  if (!rp) return [];
  let universe = knownPythons(catalog), out = [];
  for (let pin of pins.filter((p) => isTorch(p.package) && p.origin !== "conda")) {
    let releases = admittedReleases(catalog, pin.specifier.replace(/\+.*$/, ""));
    if (releases.length === 0) continue;
    let supported = unionPythons(releases), missing = universe.filter((py) => admitsPython(rp.specifier, py) && !supported.includes(py));
    if (missing.length === 0) continue;
    let low = supported[0], high = supported[supported.length - 1], both = universe.filter((py) => admitsPython(rp.specifier, py) && supported.includes(py)), narrowed = both.length ? `>=${both[0]},<${nextMinor(both[both.length - 1])}` : void 0, older = missing.filter((py) => Number(py.split(".")[1]) < Number(low.split(".")[1]));
    out.push(
      finding({
        id: "python-unsupported",
        severity: older.length ? "warning" : "notice",
        message: `requires-python ${rp.specifier} (${rp.location.file}:${rp.location.line}) admits Python ${missing.join(", ")}, but ${show(pin)} has no wheels for ${missing.length > 1 ? "them" : "it"} (it supports ${low}\u2013${high}): installing there fails with "No matching distribution found", and uv/Poetry cannot lock for those Pythons.`,
        advice: {
          remedies: [
            ...narrowed ? [{ kind: "narrow-requires-python", range: narrowed }] : [],
            { kind: "do", text: `widen the torch pin to releases that support ${missing.join(", ")}` }
          ]
        },
        source: releases[releases.length - 1].python.source,
        location: pin.location
      })
    );
  }
  return out;
};

// src/checks/pin-set/wheel-file.ts
var TAGS = "https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/", wheelFiles = ({ pins, env }) => pins.flatMap((pin) => {
  let w = pin.wheel;
  if (!w) return [];
  let out = [], platform = wheelPlatform(env);
  w.platform && w.platform !== platform && out.push(
    finding({
      id: "platform-unsupported",
      severity: "error",
      message: `${pin.package} is pinned to a wheel for ${platformLabel(w.platform)} (${w.platformTag}); this runner is ${platformLabel(platform)}: pip refuses it ("is not a supported wheel on this platform").`,
      hint: "Add a marker so this line only applies there, or pin a version instead of a wheel URL.",
      source: TAGS,
      location: pin.location
    })
  );
  let py = env.python;
  return w.python && py && w.python !== `${py.major}.${py.minor}` && out.push(
    finding({
      id: "python-unsupported",
      severity: "error",
      message: `${pin.package} is pinned to a wheel for Python ${w.python} (${w.pythonTag}); this runner has Python ${py.major}.${py.minor}: pip refuses it ("is not a supported wheel on this platform").`,
      hint: `Use the ${w.pythonTag.replace(/\d+$/, `${py.major}${py.minor}`)} wheel, add a python_version marker, or pin a version instead of a wheel URL.`,
      source: TAGS,
      location: pin.location
    })
  ), out;
});

// src/checks/registry.ts
var REQUEST_CHECKS = {
  beforePython: [indexUrl, companionVariants],
  perPython: [pythonPreview, extraIndex],
  afterPython: [backendStatus, mps, driver, gpuKernels, amdKernels, intelDevices, gpuPresence]
}, PIN_SET_CHECKS = [
  conflictingPins,
  sourceBuilds,
  pinRequests,
  companionBuilds,
  wheelFiles,
  companionVersions,
  requiresPython,
  unreadableIndexes,
  pinNotes
], RUN_CHECKS = [catalogAge], LOCK_CHECKS = [lockMismatches], CONTAINER_CHECKS = [containerImage];

// src/engine/evaluate.ts
function runChecks(checks, ctx, out = []) {
  for (let check of checks) for (let f of check(ctx)) out.push(f);
  return out;
}
var SHARED = memo("runtime-checks"), RECOMMEND = memo("recommend");
function evaluate(env, request, catalog) {
  let resolved = resolve(env, request, catalog), ctx = { env, request, catalog, resolved }, findings = env.probeProblems.length ? probeProblems(env).concat(resolved.findings) : resolved.findings.slice(), runner = runnerKey(env), shared = SHARED.get(
    catalog,
    [runner, request, resolved.candidate, resolved.variant, resolved.fromPypi],
    () => ({
      before: runChecks(REQUEST_CHECKS.beforePython, ctx),
      after: runChecks(REQUEST_CHECKS.afterPython, ctx)
    })
  );
  for (let f of shared.before) findings.push(f);
  runChecks(REQUEST_CHECKS.perPython, ctx, findings);
  for (let f of shared.after) findings.push(f);
  let target = resolved.candidate ?? resolved.newestMatching, rec = target ? RECOMMEND.get(catalog, [runner, target], () => recommendBackend(env, catalog, target)) : void 0, c = resolved.candidate, resolution = {};
  return c && (resolution.version = c.patch.version), resolved.variant && (resolution.variant = resolved.variant), resolved.index && (resolution.index = resolved.index), resolved.newestMatching && (resolution.newestMatching = resolved.newestMatching.patch.version), c?.patch.torchvision && (resolution.torchvision = c.patch.torchvision), c?.patch.torchaudio && (resolution.torchaudio = c.patch.torchaudio), rec && (resolution.recommendedIndexUrl = rec.url, resolution.recommendedVariant = rec.variant), { resolution, ...settle(findings) };
}

export {
  parseImageRef,
  containerFacts,
  describeContainer,
  PIN_SET_CHECKS,
  RUN_CHECKS,
  LOCK_CHECKS,
  CONTAINER_CHECKS,
  evaluate
};
