import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  CONTAINER_CHECKS,
  LOCK_CHECKS,
  PIN_SET_CHECKS,
  RUN_CHECKS,
  containerFacts,
  evaluate,
  parseImageRef
} from "./chunk-BO5RKD2T.js";
import {
  loadCatalog
} from "./chunk-CLHONKD3.js";
import {
  KNOWN_COMPUTE_CAPABILITIES,
  parseComputeCapability,
  sourceLinks,
  where
} from "./chunk-GZOSVVO6.js";
import {
  LOCK_FORMATS
} from "./chunk-KQBDUDHC.js";
import {
  cell
} from "./chunk-DKU6YSK2.js";
import {
  isDotted
} from "./chunk-OM7NX4PT.js";
import {
  describeIndex,
  indexUrlFor,
  parseIndexUrl,
  pypiMirror
} from "./chunk-2X34YHT3.js";
import {
  NO_SELECTION,
  applicablePins,
  installTargets,
  lockScope,
  pinsOfTarget,
  runProgram,
  selectedForMarkers,
  torchOnlyElsewhere,
  unjudged
} from "./chunk-ZMAT64Y4.js";
import {
  parsePythonVersion
} from "./chunk-GZBVQOA4.js";
import {
  finding,
  settle,
  severityRank
} from "./chunk-63HE5J76.js";
import {
  archFromMachine,
  osFromNode,
  parseArch,
  parseOs
} from "./chunk-PAWL2RH4.js";
import {
  parseSpecifier
} from "./chunk-MKZFFGSF.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/engine/pin-set.ts
function evaluatePinSet(set, env, catalog, inRequest = [], selected = []) {
  let app = applicablePins(set, env, selected), ctx = {
    set,
    pins: app.pins,
    env,
    catalog,
    inRequest: new Set(inRequest),
    undecided: new Set(app.undecided.map((u) => u.pin))
  }, out = [];
  for (let check of PIN_SET_CHECKS) for (let f of check(ctx)) out.push(f);
  return out;
}

// src/request/request.ts
function buildRequest(i) {
  let index = parseIndexUrl(i.indexUrl), extra = (i.extraIndexUrls ?? []).filter((u) => u.trim()).map(parseIndexUrl), tv = i.torchvision?.trim() ? parseSpecifier(i.torchvision, "torchvision specifier") : void 0, ta = i.torchaudio?.trim() ? parseSpecifier(i.torchaudio, "torchaudio specifier") : void 0;
  return {
    torch: parseSpecifier(i.torch ?? "", "torch version"),
    ...i.torchLocation ? { torchLocation: i.torchLocation } : {},
    index,
    ...extra.length ? { extraIndexes: extra } : {},
    ...tv ? { torchvision: tv } : {},
    ...ta ? { torchaudio: ta } : {},
    ...i.pre ? { pre: !0 } : {}
  };
}

// src/usecases/judge-target.ts
var RANK = { pass: 0, warn: 1, fail: 2 };
function judgeTarget(ctx, target) {
  let { env, catalog, givenInput } = ctx, selected = selectedForMarkers(target), torchGiven = givenInput.torch !== void 0, extra = [], candidates = [givenInput], pins = ctx.pins && pinsOfTarget(ctx.pins, target);
  if (!torchGiven && torchOnlyElsewhere(ctx.pins, target)) {
    let settled = settle(
      pins && ctx.pinsUseCase ? ctx.pinsUseCase.requestFromPins(pins, env, givenInput, selected).notes : []
    );
    return { target, request: ctx.given, evaluation: { resolution: {}, ...settled }, ...settled, noTorch: !0 };
  }
  if (pins && ctx.pinsUseCase) {
    let fromPins = ctx.pinsUseCase.requestFromPins(pins, env, givenInput, selected);
    torchGiven || (candidates = [fromPins.input, ...fromPins.alternatives]), extra.push(...fromPins.notes, ...evaluatePinSet(pins, env, catalog, torchGiven ? [] : fromPins.used, selected));
  }
  let fromLocks = ctx.locks.length > 0 && ctx.locksUseCase && !torchOnlyElsewhere(ctx.pins, target) ? ctx.locksUseCase.requestFromLocks(ctx.locks, env, candidates[0], givenInput.indexUrl, {
    selected,
    ...target.environment ? { environment: target.environment } : {}
  }) : void 0;
  if (fromLocks && ctx.locksUseCase) {
    !torchGiven && fromLocks.input !== candidates[0] && (candidates = [fromLocks.input, ...fromLocks.alternatives]);
    let locked = { answers: fromLocks.answers, pins: ctx.pins && lockScope(ctx.pins, target), env, selected };
    extra.push(...fromLocks.findings, ...LOCK_CHECKS.flatMap((check) => check(locked)));
  }
  let best;
  for (let input of candidates) {
    let request = input === givenInput ? ctx.given : buildRequest(input), evaluated = evaluate(env, request, catalog), evaluation = fromLocks?.decided && ctx.locksUseCase ? ctx.locksUseCase.lockDecides(evaluated, fromLocks.noWheel) : evaluated, run = { catalog, torch: request.torch, now: ctx.now }, { findings, verdict } = settle([
      ...evaluation.findings,
      ...extra,
      ...RUN_CHECKS.flatMap((check) => check(run))
    ]);
    (!best || RANK[verdict] > RANK[best.verdict] || RANK[verdict] === RANK[best.verdict] && worstCount(findings) > worstCount(best.findings)) && (best = { request, evaluation, findings, verdict });
  }
  return { target, ...best };
}
function worstCount(findings) {
  let top = Math.min(...findings.map((f) => severityRank(f.severity)));
  return findings.filter((f) => severityRank(f.severity) === top).length;
}

// src/usecases/warm-up.ts
async function judgeWhileProbing(pending, ctx, target, os2) {
  let answered = !1;
  if (pending.then(
    () => answered = !0,
    () => answered = !0
  ), await new Promise((resolve) => setImmediate(resolve)), answered) return;
  let guess = {
    os: os2,
    arch: "x64",
    python: { major: 3, minor: 12, implementation: "cpython", freeThreaded: !1, provenance: "given" },
    ...os2 === "linux" ? { glibc: "2.35", libc: "glibc" } : {},
    gpus: [],
    provenance: {},
    probeProblems: []
  };
  try {
    judgeTarget({ ...ctx, env: guess }, target);
  } catch {
  }
}

// src/usecases/container.ts
function applyContainer(image, overrides, request, catalog) {
  if (!parseImageRef(image))
    throw new InputError(
      `container ${JSON.stringify(image.slice(0, 80))} is not an image reference; expected e.g. python:3.12-slim`
    );
  let facts = containerFacts(image, catalog);
  if (facts.os === "windows" && !facts.unknown)
    return {
      facts,
      overrides: {
        ...overrides,
        os: overrides.os ?? "windows",
        ...facts.python && !overrides.python && !overrides.pythonPath ? { python: facts.python } : {}
      },
      request,
      findings: CONTAINER_CHECKS.flatMap((check) => check(facts))
    };
  let use = !facts.unknown && !facts.uncertain, o = {
    ...overrides,
    os: overrides.os ?? "linux",
    ...facts.distro && !overrides.osVersion ? { osLabel: facts.distro.label } : overrides.osVersion ? {} : { osLabel: `container ${image}` }
  };
  !o.python && !o.pythonPath && (use && facts.python ? o.python = facts.python : o.noPythonProbe = facts.unknown ? `the job runs in ${image}, whose Python is not known` : facts.python ? `${image} ships Python ${facts.python} by an unconfirmed default` : `${image} has no Python of its own (the job installs one)`), o.glibc || (use && facts.libc === "musl" ? o.libc = "musl" : use && facts.glibc ? o.glibc = facts.glibc : o.noLibcProbe = `the job runs in ${image}, whose glibc is not known`);
  let req = facts.torch && request.torch === void 0 ? {
    ...request,
    torch: `==${facts.torch.version}+${facts.torch.variant}`,
    indexUrl: request.indexUrl ?? indexUrlFor(facts.torch.variant)
  } : request;
  return { facts, overrides: o, request: req, findings: CONTAINER_CHECKS.flatMap((check) => check(facts)) };
}
function containerJson(f) {
  return {
    image: f.image,
    os: f.os,
    ...f.distro ? { distro: f.distro.label } : {},
    ...f.libc ? { libc: f.libc } : {},
    ...f.glibc ? { glibc: f.glibc } : {},
    ...f.python ? { python: f.python } : {},
    ...f.cuda ? { cuda: f.cuda } : {},
    ...f.torch ? { torch: `${f.torch.version}+${f.torch.variant}` } : {},
    ...f.unknown ? { unknown: f.unknown } : {}
  };
}

// src/probe/gpu-visibility.ts
function parseMigParents(text) {
  let out = /* @__PURE__ */ new Map(), parent;
  for (let line of text.split(/\r?\n/)) {
    let gpu = /^GPU \d+:.*\(UUID: (GPU-[0-9A-Fa-f-]+)\)/.exec(line);
    if (gpu) {
      parent = gpu[1];
      continue;
    }
    let mig = /^\s*MIG .*\(UUID: (MIG-[0-9A-Za-z/-]+)\)/.exec(line);
    mig && parent && out.set(mig[1].toLowerCase(), parent);
  }
  return out;
}
function namesMig(env) {
  return [env.CUDA_VISIBLE_DEVICES, env.NVIDIA_VISIBLE_DEVICES].some((v) => v !== void 0 && /(^|,)\s*MIG-/i.test(v));
}
function pick(entry, gpus, migParents) {
  if (/^\d+$/.test(entry)) return gpus.find((g) => g.index === Number(entry));
  let lower = entry.toLowerCase();
  if (lower.startsWith("mig-")) {
    let parent = migParents.get(lower) ?? /^mig-(gpu-[0-9a-f-]+)\//.exec(lower)?.[1];
    return parent ? gpus.find((g) => g.uuid.toLowerCase() === parent.toLowerCase()) : void 0;
  }
  if (lower.startsWith("gpu-")) {
    let hits = gpus.filter((g) => g.uuid.toLowerCase().startsWith(lower));
    return hits.length === 1 ? hits[0] : void 0;
  }
}
function cudaList(value, gpus, migParents) {
  let out = [];
  for (let raw of value.split(",")) {
    let g = pick(raw.trim(), gpus, migParents);
    if (!g) break;
    out.includes(g) || out.push(g);
  }
  return out;
}
function countText(n, of) {
  return `${n} of ${of} GPU${of === 1 ? "" : "s"} judged`;
}
function visibleGpus(gpus, env, migParents = /* @__PURE__ */ new Map()) {
  let list = gpus.slice(), notes = [], nvidia = env.NVIDIA_VISIBLE_DEVICES?.trim();
  if (nvidia !== void 0 && !["", "all", "void"].includes(nvidia.toLowerCase())) {
    let entries = nvidia.split(",").map((e) => e.trim()), byIndex = entries.every((e) => /^\d+$/.test(e));
    nvidia.toLowerCase() === "none" ? list = [] : (!byIndex || list.length > entries.length) && (list = entries.map((e) => pick(e, list, migParents)).filter((g) => g !== void 0)), list = [...new Set(list)], list.length !== gpus.length && notes.push(`NVIDIA_VISIBLE_DEVICES=${nvidia.slice(0, 80)}`);
  }
  let cuda = env.CUDA_VISIBLE_DEVICES;
  if (cuda !== void 0) {
    let before = list;
    list = cudaList(cuda.trim(), list, migParents);
    let order = cuda.split(",").some((e) => /^\s*\d+\s*$/.test(e)) && env.CUDA_DEVICE_ORDER !== "PCI_BUS_ID" && new Set(before.map((g) => g.name)).size > 1 ? ", by nvidia-smi's numbering (set CUDA_DEVICE_ORDER=PCI_BUS_ID so that CUDA's is the same)" : "";
    notes.push(`CUDA_VISIBLE_DEVICES=${JSON.stringify(cuda.slice(0, 80))}${order}`);
  }
  return notes.length ? { gpus: list, note: `${notes.join(", ")}: ${countText(list.length, gpus.length)}` } : { gpus: list };
}

// src/probe/nvidia.ts
var DRIVER_IN_PROC = /Kernel Module(?:\s+for\s+\S+)?\s+(\d+\.\d+(?:\.\d+)?)/;
function parseProcDriverVersion(text) {
  return DRIVER_IN_PROC.exec(text)?.[1];
}
var QUERY = ["--query-gpu=index,uuid,name,compute_cap,driver_version", "--format=csv,noheader"], DRIVER_QUERY = ["--query-gpu=driver_version", "--format=csv,noheader"], WSL_SMI = "/usr/lib/wsl/lib/nvidia-smi", isDriver = (v) => v !== void 0 && /^\d+\.\d+(\.\d+)?$/.test(v), lines = (text) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
function parseNvidiaSmi(text) {
  let gpus = [], driver, bad = 0, badLine;
  for (let line of lines(text)) {
    let cols = line.split(",").map((c) => c.trim()), cc = cols.length >= 5 ? parseComputeCapability(cols[cols.length - 2] ?? "") : void 0, drv = cols[cols.length - 1];
    if (!cc || !isDriver(drv) || !/^\d+$/.test(cols[0] ?? "") || !/^GPU-/i.test(cols[1] ?? "")) {
      bad++, badLine ??= line;
      continue;
    }
    gpus.push({
      index: Number(cols[0]),
      uuid: cols[1],
      name: cols.slice(2, -2).join(", ").slice(0, 100),
      computeCapability: cc
    }), driver ??= drv;
  }
  return { gpus, ...driver ? { driver } : {}, bad, ...badLine ? { badLine } : {} };
}
async function driverOnly(io, smi) {
  let r = await io.run(smi, DRIVER_QUERY, { timeoutMs: io.timeoutMs });
  if (r.kind !== "exited" || r.code !== 0) return;
  let first = lines(r.stdout.toString("utf8"))[0];
  return isDriver(first) ? first : void 0;
}
async function probeNvidia(io) {
  if (io.platform === "darwin") return { gpus: [] };
  let driver, smi = "nvidia-smi";
  if (io.platform === "linux") {
    let sys = io.readText("/sys/module/nvidia/version")?.trim();
    if (driver = sys && /^\d+\.\d+/.test(sys) ? sys : parseProcDriverVersion(io.readText("/proc/driver/nvidia/version") ?? ""), !driver) {
      let wslSmi = io.exists?.(WSL_SMI) ?? !1;
      if (!wslSmi && !io.exists?.("/dev/dxg")) return { gpus: [] };
      wslSmi && (smi = WSL_SMI);
    }
  }
  let r = await io.run(smi, QUERY, { timeoutMs: io.timeoutMs });
  if (r.kind === "not-found")
    return driver ? { driver, gpus: [], problem: "nvidia-smi was not found, so the GPUs' compute capabilities are unknown" } : { gpus: [] };
  if (r.kind !== "exited") return { ...driver ? { driver } : {}, gpus: [], problem: `nvidia-smi ${r.reason}` };
  let stdout = r.stdout.toString("utf8"), parsed = parseNvidiaSmi(stdout), visible = await narrow(io, smi, parsed.gpus), selection = visible.note ? { selection: visible.note } : {};
  if (r.code !== 0 || parsed.bad > 0 || parsed.gpus.length === 0 && driver) {
    let d2 = driver ?? parsed.driver ?? await driverOnly(io, smi);
    if (!d2) return { gpus: [] };
    let what = r.code !== 0 ? r.reason : "printed lines it could not read", quoted = r.code !== 0 ? lines(r.stderr.toString("utf8"))[0] ?? lines(stdout)[0] : parsed.badLine;
    return {
      driver: d2,
      gpus: visible.gpus.map(gpuInfo),
      ...selection,
      problem: `nvidia-smi ${what}${quoted ? ` (${quoted.slice(0, 100)})` : ""}`
    };
  }
  let d = driver ?? parsed.driver;
  return { ...d ? { driver: d } : {}, gpus: visible.gpus.map(gpuInfo), ...selection };
}
var gpuInfo = (g) => ({ name: g.name, computeCapability: g.computeCapability });
async function narrow(io, smi, gpus) {
  let env = io.env ?? {}, parents = /* @__PURE__ */ new Map();
  if (gpus.length && namesMig(env)) {
    let l = await io.run(smi, ["-L"], { timeoutMs: io.timeoutMs });
    l.kind === "exited" && l.code === 0 && (parents = parseMigParents(l.stdout.toString("utf8")));
  }
  return visibleGpus(gpus, env, parents);
}

// src/probe/python-probe.ts
var PROBE_MARKER = "torch-preflight-probe/1", PROBE_JSON_WRITER = [
  'T = type("".encode().decode())',
  "def J(x):",
  "    if x is None or x is True or x is False:",
  '        return {None: "null", True: "true", False: "false"}[x]',
  "    if isinstance(x, int):",
  "        return str(x)",
  "    if isinstance(x, (list, tuple)):",
  '        return "[" + ", ".join([J(y) for y in x]) + "]"',
  "    if isinstance(x, dict):",
  '        return "{" + ", ".join([J(k) + ": " + J(x[k]) for k in x]) + "}"',
  "    if not isinstance(x, T):",
  '        x = x.decode("utf-8", "replace")',
  "    out = []",
  "    for c in x:",
  "        o = ord(c)",
  '        if 32 <= o < 127 and c != "\\"" and c != "\\\\":',
  "            out.append(c)",
  "        elif o > 0xFFFF:",
  "            o -= 0x10000",
  '            out.append("\\\\u%04x\\\\u%04x" % (0xD800 + (o >> 10), 0xDC00 + (o & 0x3FF)))',
  "        else:",
  '            out.append("\\\\u%04x" % o)',
  '    return "\\"" + "".join(out) + "\\""'
].join(`
`), PROBE_SCRIPT = [
  "import sys, os",
  PROBE_JSON_WRITER,
  "v = sys.version_info",
  'd = {"version": [v[0], v[1], v[2], v[3], v[4]], "platform": sys.platform}',
  'd["implementation"] = getattr(getattr(sys, "implementation", None), "name", "cpython")',
  'd["bits"] = 64 if sys.maxsize > 2 ** 32 else 32',
  'd["executable"] = sys.executable',
  'd["abiflags"] = getattr(sys, "abiflags", "")',
  `try:
    d["machine"] = os.uname()[4]
except Exception:
    d["machine"] = None`,
  `if sys.platform == "win32":
    import sysconfig
    d["ft"] = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
    d["machine"] = sysconfig.get_platform()
else:
    d["ft"] = "t" in (d["abiflags"] or "")`,
  `try:
    d["libc"] = os.confstr("CS_GNU_LIBC_VERSION")
except Exception:
    d["libc"] = None`,
  `if sys.platform == "darwin":
    import platform
    d["mac_ver"] = platform.mac_ver()[0]`,
  // PEP 508's variables as pip computes them (packaging.markers.default_environment), so that
  // markers are judged on this interpreter's own answers; Python 2 has no sys.implementation.
  // On Linux and macOS, platform.uname() is os.uname() with "unknown" read as "", and
  // platform.python_version() is sys.version's first word (".0" added to a bare X.Y); the
  // implementation is "PyPy" when sys.version says so, else "CPython". Anything else (Windows,
  // another implementation, an unusual sys.version) asks platform itself.
  'W = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+"',
  "try:",
  "    i = sys.implementation",
  '    iv = "%d.%d.%d" % i.version[:3]',
  '    if i.version[3] != "final":',
  "        iv += i.version[3][0] + str(i.version[4])",
  '    u = os.uname() if sys.platform in ("linux", "darwin") else None',
  '    fv = (sys.version.split() or [""])[0]',
  '    pi = "PyPy" if "PyPy" in sys.version else "CPython"',
  '    if u and any(u) and u[0] != "Microsoft" and fv and all(c in W for c in fv) and i.name == pi.lower():',
  '        if len(fv.split(".")) == 2:',
  '            fv += ".0"',
  '        s, r, w, m = [x if x != "unknown" else "" for x in (u[0], u[2], u[3], u[4])]',
  "    else:",
  "        import platform",
  "        s, r, w, m = platform.system(), platform.release(), platform.version(), platform.machine()",
  "        fv, pi = platform.python_version(), platform.python_implementation()",
  '    d["pep508"] = {"implementation_name": i.name, "implementation_version": iv, "os_name": os.name, "platform_machine": m, "platform_release": r, "platform_system": s, "platform_version": w, "python_full_version": fv, "platform_python_implementation": pi, "python_version": ".".join(fv.split(".")[:2]), "sys_platform": sys.platform}',
  "except Exception:",
  "    pass",
  // The marker first, whatever order this Python keeps a dict's keys in (2.7, 3.5).
  `sys.stdout.write('{"marker": "${PROBE_MARKER}", ' + J(d)[1:])`
].join(`
`), IMPL = {
  cpython: "cpython",
  pypy: "pypy",
  graalpy: "graalpy",
  graalpython: "graalpy"
}, LEVEL = { alpha: "a", beta: "b", candidate: "rc", final: "" }, own = (o, key) => Object.hasOwn(o, key) ? o[key] : void 0, natural = (v) => typeof v == "number" && Number.isSafeInteger(v) && v >= 0, cleanText = (v, max) => typeof v == "string" && v.length <= max && !/[\u0000-\u001f\u007f]/.test(v);
function checkAnswer(d) {
  if (own(d, "marker") !== PROBE_MARKER) return "its answer did not carry the probe marker";
  let v = own(d, "version");
  if (!Array.isArray(v) || v.length !== 5 || !natural(v[0]) || !natural(v[1]) || !natural(v[2]) || !natural(v[4]) || typeof v[3] != "string" || !Object.hasOwn(LEVEL, v[3]))
    return '"version" is not [major, minor, micro, releaselevel, serial] as sys.version_info gives it';
  let fields = [
    ["implementation", (x) => cleanText(x, 64), "a name"],
    ["bits", (x) => x === 32 || x === 64, "32 or 64"],
    ["executable", (x) => x === null || cleanText(x, 4096), "a path or null"],
    ["abiflags", (x) => cleanText(x, 16), "a short string"],
    ["machine", (x) => x === null || typeof x == "string" && /^[A-Za-z0-9_.-]{0,64}$/.test(x), "a CPU name or null"],
    ["ft", (x) => typeof x == "boolean", "true or false"],
    ["libc", (x) => x === null || cleanText(x, 64), "a libc version or null"],
    ["platform", (x) => cleanText(x, 64), "a platform name"]
  ];
  for (let [key, ok, what] of fields) if (!ok(own(d, key))) return `"${key}" is not ${what}`;
  let mac = own(d, "mac_ver");
  if (mac !== void 0 && !cleanText(mac, 64)) return '"mac_ver" is not a version string';
  let pep508 = own(d, "pep508");
  if (pep508 !== void 0) {
    if (typeof pep508 != "object" || pep508 === null || Array.isArray(pep508))
      return '"pep508" is not an object of marker values';
    for (let name of PEP508_NAMES) {
      let v2 = own(pep508, name);
      if (v2 !== void 0 && !cleanText(v2, 256)) return `"pep508.${name}" is not a short line of text`;
    }
  }
}
var PEP508_NAMES = [
  "implementation_name",
  "implementation_version",
  "os_name",
  "platform_machine",
  "platform_release",
  "platform_system",
  "platform_version",
  "python_full_version",
  "platform_python_implementation",
  "python_version",
  "sys_platform"
];
function markerValues(pep508) {
  if (typeof pep508 != "object" || pep508 === null) return;
  let out = {};
  for (let name of PEP508_NAMES) {
    let v = own(pep508, name);
    typeof v == "string" && (out[name] = v);
  }
  return Object.keys(out).length ? out : void 0;
}
function parseProbeOutput(stdout, exe) {
  let bad = (why2) => new InputError(
    `the Python interpreter ${exe} could not be probed: ${why2}; pass --python VERSION (or python-version) to skip probing`
  ), text = stdout.trim(), start = text.lastIndexOf('{"marker"');
  if (start < 0)
    throw bad(`it printed ${text ? JSON.stringify(text.slice(0, 60)) : "nothing"} instead of the probe's JSON`);
  let d;
  try {
    d = JSON.parse(text.slice(start));
  } catch {
    throw bad("its output was not valid JSON");
  }
  if (typeof d != "object" || d === null || Array.isArray(d)) throw bad("its answer was not the probe's JSON object");
  let why = checkAnswer(d);
  if (why) throw bad(why);
  let [major, minor, micro, level, serial] = own(d, "version"), pre = level === "final" ? "" : `${LEVEL[level]}${serial}`, implName = own(d, "implementation").toLowerCase(), impl = Object.hasOwn(IMPL, implName) ? IMPL[implName] : "other", libcText = own(d, "libc"), libc = typeof libcText == "string" ? /^glibc\s+(\d+\.\d+)/i.exec(libcText)?.[1] : void 0, macText = own(d, "mac_ver"), mac = typeof macText == "string" && /^\d+(\.\d+)*$/.test(macText) ? macText : void 0, machineRaw = own(d, "machine"), machine2 = typeof machineRaw == "string" ? machineRaw.replace(/^win-/, "").replace(/^win32$/, "x86") : void 0, executable = own(d, "executable"), markers = markerValues(own(d, "pep508"));
  return {
    python: {
      major,
      minor,
      full: `${major}.${minor}.${micro}${pre}`,
      implementation: impl,
      freeThreaded: own(d, "ft") === !0,
      pointerBits: own(d, "bits"),
      ...machine2 ? { machine: machine2 } : {},
      executable: typeof executable == "string" && executable ? executable : exe,
      ...markers ? { markers } : {},
      provenance: "probed"
    },
    ...libc ? { glibc: libc } : {},
    ...mac ? { macVersion: mac } : {}
  };
}
var InterpreterNotFound = class extends InputError {
  constructor(message, stub = !1) {
    super(message);
    this.stub = stub;
  }
  stub;
}, STORE_STUB_EXIT = 9009, probeArgs = (before = []) => [...before, "-S", "-c", PROBE_SCRIPT];
async function probePython(exe, run, timeoutMs, before = []) {
  let r = await run(exe, probeArgs(before), { timeoutMs }), hint = "pass --python VERSION (or python-version) to skip probing, or --python-path to name another interpreter", it = `the Python interpreter ${exe}`;
  switch (r.kind) {
    case "exited":
      break;
    case "not-found":
      throw new InterpreterNotFound(`${it} ${r.reason}; ${hint}`);
    case "timeout":
      throw new InputError(`${it} hung: it ${r.reason} (TORCH_PREFLIGHT_PROBE_TIMEOUT_MS sets the limit); ${hint}`);
    case "signal": {
      let err = lastLine(r.stderr);
      throw new InputError(`${it} ${r.reason}${err ? ` (${err})` : ""}; ${hint}`);
    }
    default:
      throw new InputError(`${it} ${r.reason}; ${hint}`);
  }
  if (r.code === STORE_STUB_EXIT && r.stdout.length === 0) {
    let said = lastLine(r.stderr);
    throw new InterpreterNotFound(
      `${it} is the Microsoft Store's alias (WindowsApps), not an installed Python${said ? ` (${said})` : ""}; ${hint}`,
      !0
    );
  }
  if (r.code !== 0) {
    let err = lastLine(r.stderr);
    throw new InputError(`${it} ${r.reason}${err ? ` (${err})` : ""}; ${hint}`);
  }
  return parseProbeOutput(r.stdout.toString("utf8"), exe);
}
function lastLine(b) {
  return b.toString("utf8").trim().split(/\r?\n/).pop()?.trim().slice(0, 120) ?? "";
}

// src/probe/python-candidates.ts
import * as path from "node:path";
var candidateLabel = (c) => [c.exe, ...c.args ?? []].join(" ");
function interpretersToTry(pythonPath, platform, env) {
  if (pythonPath) return [{ exe: pythonPath }];
  let win = platform === "win32", loc = env.pythonLocation;
  return loc ? win ? ["python.exe", "bin\\python.exe", "Scripts\\python.exe"].map((f) => ({ exe: path.win32.join(loc, f) })) : [{ exe: path.posix.join(loc, "bin", "python3") }] : win ? [{ exe: "python" }, { exe: "python3" }, { exe: "py", args: ["-3"] }] : [{ exe: "python3" }, { exe: "python" }];
}

// src/platform/gpu-ids.ts
function gfxFromTargetVersion(n) {
  if (!Number.isInteger(n) || n <= 0 || n > 999999) return;
  let major = Math.floor(n / 1e4), minor = Math.floor(n / 100) % 100, stepping = n % 100;
  if (!(major < 7 || minor > 15 || stepping > 15))
    return `gfx${major}${minor.toString(16)}${stepping.toString(16)}`;
}
function parseGfx(text) {
  let t = text.trim().toLowerCase();
  return /^gfx[0-9a-f]{3,5}$/.test(t) ? t : void 0;
}
function parsePciId(text) {
  let m = /^(?:0x)?([0-9a-f]{4})$/i.exec(text.trim());
  return m ? `0x${m[1].toLowerCase()}` : void 0;
}

// src/probe/amd-intel.ts
var KFD_NODES = "/sys/class/kfd/kfd/topology/nodes", AMD_VENDOR = 4098;
function parseKfdProperties(text) {
  let out = /* @__PURE__ */ new Map();
  for (let line of text.split(`
`)) {
    let m = /^([a-z_0-9]+)\s+(\d{1,20})\s*$/.exec(line.trim());
    m && out.set(m[1], Number(m[2]));
  }
  return out;
}
function parseRocmVersion(text) {
  return text ? /^(\d+\.\d+(?:\.\d+)?)/.exec(text.trim())?.[1] : void 0;
}
function parseModuleVersion(text) {
  return text ? /^(\d+(?:\.\d+){1,3})\s*$/.exec(text.trim())?.[1] : void 0;
}
var hex4 = (n) => `0x${n.toString(16).padStart(4, "0")}`;
function probeAmd(io, root = "") {
  let nodes = io.listDir(`${root}${KFD_NODES}`);
  if (!nodes) return { gpus: [] };
  let gpus = [], unreadable = [], untargeted = /* @__PURE__ */ new Map();
  for (let n of nodes.filter((x) => /^\d+$/.test(x)).sort((a, b) => Number(a) - Number(b))) {
    let text = io.readText(`${root}${KFD_NODES}/${n}/properties`);
    if (text === void 0) {
      unreadable.push(n);
      continue;
    }
    let props = parseKfdProperties(text), version = props.get("gfx_target_version") ?? 0;
    if (!((props.get("simd_count") ?? 0) > 0 || version > 0) || (props.get("vendor_id") ?? AMD_VENDOR) !== AMD_VENDOR) continue;
    let name = props.has("device_id") ? `AMD GPU ${hex4(props.get("device_id"))}` : void 0, gfx = gfxFromTargetVersion(version);
    if (!gfx) {
      let what = `${name ?? "an AMD GPU"}${version ? ` (gfx_target_version ${version})` : ""}`;
      untargeted.set(what, [...untargeted.get(what) ?? [], n]);
      continue;
    }
    gpus.some((g) => g.gfx === gfx && g.name === name) || gpus.push({ gfx, ...name ? { name } : {} });
  }
  let rocm = parseRocmVersion(io.readText(`${root}/opt/rocm/.info/version`)), driver = parseModuleVersion(io.readText(`${root}/sys/module/amdgpu/version`)), problems = [];
  if (unreadable.length && problems.push(
    `the KFD topology node${unreadable.length > 1 ? "s" : ""} ${unreadable.join(", ")} could not be read (permissions, or a container without /sys/class/kfd)`
  ), untargeted.size) {
    let gpus2 = [...untargeted].map(([what, ns]) => `${what} at node${ns.length > 1 ? "s" : ""} ${ns.join(", ")}`).join("; ");
    problems.push(
      `${gpus2}: no gfx target the kernel names (an older kernel's KFD has no gfx_target_version); give it with --amd-gpu`
    );
  }
  return {
    gpus,
    ...rocm ? { rocm } : {},
    ...driver ? { driver } : {},
    ...problems.length ? { problem: problems.join("; ") } : {}
  };
}
function parseUevent(text) {
  let out = /* @__PURE__ */ new Map();
  for (let line of (text ?? "").split(`
`)) {
    let i = line.indexOf("=");
    i > 0 && out.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  return out;
}
function probeIntel(io, root = "") {
  let cards = io.listDir(`${root}/sys/class/drm`);
  if (!cards) return { gpus: [] };
  let gpus = [];
  for (let c of cards.filter((x) => /^card\d+$/.test(x)).sort()) {
    let dir = `${root}/sys/class/drm/${c}/device`, uevent = parseUevent(io.readText(`${dir}/uevent`)), [ueventVendor, ueventDevice] = (uevent.get("PCI_ID") ?? "").split(":");
    if (parsePciId(io.readText(`${dir}/vendor`) ?? ueventVendor ?? "") !== "0x8086") continue;
    let id = parsePciId(io.readText(`${dir}/device`) ?? ueventDevice ?? "");
    if (!id) return { gpus, problem: `${c} is an Intel device whose PCI device id could not be read` };
    let driver = uevent.get("DRIVER");
    gpus.some((g) => g.deviceId === id) || gpus.push({ deviceId: id, ...driver && /^[a-z0-9_]{1,16}$/.test(driver) ? { driver } : {} });
  }
  return { gpus };
}

// src/probe/environment.ts
var NONE = /* @__PURE__ */ new Set(["none", "no", "false", "-", ""]);
function parseIds(values, parse, what, example) {
  let words = values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean);
  return words.every((w) => NONE.has(w.toLowerCase())) ? [] : words.map((w) => {
    let id = parse(w);
    if (!id)
      throw new InputError(
        `${what} ${JSON.stringify(w.slice(0, 40))} is not understood; expected e.g. ${example}, or none`
      );
    return id;
  });
}
function dottedFlag(value, what, example) {
  let v = value.trim();
  if (!isDotted(v))
    throw new InputError(`${what} ${JSON.stringify(value.slice(0, 40))} is not a version; expected e.g. ${example}`);
  return v;
}
function parseGpus(values) {
  let out = [];
  for (let raw of values.flatMap((v) => v.split(","))) {
    let v = raw.trim();
    if (NONE.has(v.toLowerCase())) continue;
    let cc = parseComputeCapability(v);
    if (!cc)
      throw new InputError(
        `GPU ${JSON.stringify(v.slice(0, 40))} is not a compute capability; expected e.g. 8.6, sm_86 or none`
      );
    if (!KNOWN_COMPUTE_CAPABILITIES.includes(cc))
      throw new InputError(
        `GPU ${JSON.stringify(v.slice(0, 40))}: no NVIDIA GPU has compute capability ${cc}; known: ${KNOWN_COMPUTE_CAPABILITIES.join(", ")}`
      );
    out.push({ computeCapability: cc });
  }
  return out;
}
var STUB_NOTE = " (the Microsoft Store's alias, not a Python)";
async function findPython(o, io) {
  let candidates = interpretersToTry(o.pythonPath, io.platform, io.env), tried = [], lastError;
  for (let c of candidates)
    try {
      let found = await probePython(c.exe, io.run, io.timeoutMs, c.args), stubs = tried.filter((t) => t.endsWith(STUB_NOTE));
      return stubs.length ? { ...found, python: { ...found.python, skipped: stubs } } : found;
    } catch (err) {
      if (lastError = err, !(err instanceof InterpreterNotFound)) throw err;
      tried.push(err.stub ? `${candidateLabel(c)}${STUB_NOTE}` : candidateLabel(c));
    }
  throw candidates.length > 1 ? new InputError(
    `no Python interpreter was found (tried ${tried.join(", ")}); run actions/setup-python first, or pass --python VERSION or --python-path`
  ) : lastError;
}
async function buildEnvironment(o, io) {
  if (o.python && o.pythonPath)
    throw new InputError("give either --python (a version) or --python-path (an interpreter), not both");
  let given = parseGivenPython(o.python), os2 = o.os ? parseOs(o.os) : io.machineOs();
  if (!os2)
    throw new InputError(
      `this machine's OS (${io.platform}) has no torch wheels; pass --os linux|macos|windows to check another`
    );
  let machine2 = await io.machineArch(), arch = o.arch ? parseArch(o.arch) : machine2.arch;
  if (!arch)
    throw new InputError(
      `this machine's CPU (${machine2.raw}) is neither x64 nor arm64; pass --arch x64|arm64 to check another`
    );
  let sameOs = os2 === io.machineOs(), glibcGiven = o.glibc !== void 0 ? dottedFlag(o.glibc, "glibc", "2.28") : void 0, osVersionGiven = o.osVersion !== void 0 ? dottedFlag(o.osVersion, "OS version", "14.5") : void 0, driverGiven = o.driver === void 0 ? void 0 : NONE.has(o.driver.trim().toLowerCase()) ? null : dottedFlag(o.driver, "NVIDIA driver", "570.124.06"), gpusGiven = o.gpus && o.gpus.length ? parseGpus(o.gpus) : void 0, amdGiven = o.amdGpus && o.amdGpus.length ? parseIds(o.amdGpus, parseGfx, "AMD GPU", "gfx1100").map((gfx) => ({ gfx })) : void 0, intelGiven = o.intelGpus && o.intelGpus.length ? parseIds(o.intelGpus, parsePciId, "Intel GPU", "0x56a0").map((deviceId) => ({ deviceId })) : void 0, probeProblems = [], needNvidia = sameOs && (driverGiven === void 0 || gpusGiven === void 0), [py, nv] = await Promise.all([
    given || o.noPythonProbe ? Promise.resolve(void 0) : findPython(o, io),
    needNvidia ? probeNvidia({
      run: io.run,
      readText: io.readText,
      ...io.exists ? { exists: io.exists } : {},
      env: io.env,
      platform: io.platform,
      timeoutMs: io.timeoutMs
    }) : Promise.resolve(void 0)
  ]), python = given;
  !given && o.noPythonProbe && probeProblems.push({ what: "the Python version", message: o.noPythonProbe }), py && (python = { ...py.python }, (o.arch || !sameOs) && (delete python.machine, python.markers && (python.markers = keepMarkers(
    python.markers,
    sameOs ? (k) => k !== "platform_machine" : (k) => k.startsWith("python_") || k.startsWith("implementation_") || k === "platform_python_implementation"
  ))), python.machine && !archFromMachine(python.machine) && (python.pointerBits ??= 32));
  let glibc = glibcGiven, libc = glibcGiven ? "glibc" : o.libc;
  if (os2 === "linux" && !glibc && !o.libc && o.noLibcProbe)
    probeProblems.push({ what: "the glibc version", message: o.noLibcProbe });
  else if (os2 === "linux" && !glibc && !o.libc && sameOs)
    if (py?.glibc)
      glibc = py.glibc, libc = "glibc";
    else {
      let g = io.nodeGlibc();
      glibc = g.glibc, libc = g.libc, !glibc && g.libc !== "musl" && probeProblems.push({ what: "the glibc version", message: "neither Python nor node reported one" });
    }
  let osVersion = osVersionGiven ?? o.osLabel;
  !osVersion && sameOs && (osVersion = os2 === "macos" ? py?.macVersion ?? io.macosVersion() : os2 === "linux" && !o.os && !o.glibc ? io.linuxVersion() : void 0, os2 === "macos" && !osVersion && probeProblems.push({ what: "the macOS version", message: "it could not be read" }));
  let probeSys = sameOs && os2 === "linux", amd = amdGiven === void 0 && probeSys ? probeAmd(io) : void 0, intel = intelGiven === void 0 && probeSys ? probeIntel(io) : void 0;
  amd?.problem && probeProblems.push({ what: "the AMD GPUs", message: amd.problem }), intel?.problem && probeProblems.push({ what: "the Intel GPUs", message: intel.problem });
  let amdGpus = amdGiven ?? amd?.gpus, intelGpus = intelGiven ?? intel?.gpus, driver = driverGiven === null ? void 0 : driverGiven ?? nv?.driver, gpus = gpusGiven ?? (driverGiven === null ? [] : nv?.gpus ?? []);
  return nv?.problem && gpusGiven === void 0 && probeProblems.push({ what: "the GPUs' compute capabilities", message: nv.problem }), {
    ...python ? { python } : {},
    os: os2,
    arch,
    ...osVersion ? { osVersion } : {},
    ...glibc ? { glibc } : {},
    ...libc ? { libc } : {},
    ...driver ? { driver } : {},
    gpus,
    ...nv?.selection && gpusGiven === void 0 ? { gpuSelection: nv.selection } : {},
    ...amdGpus?.length ? { amdGpus } : {},
    ...amd?.rocm ? { rocm: amd.rocm } : {},
    ...amd?.driver ? { amdDriver: amd.driver } : {},
    ...intelGpus?.length ? { intelGpus } : {},
    provenance: {
      os: o.os ? "given" : "probed",
      arch: o.arch ? "given" : "probed",
      ...osVersion ? { osVersion: osVersionGiven ? "given" : "probed" } : {},
      ...glibc ? { glibc: glibcGiven ? "given" : "probed" } : {},
      driver: driverGiven !== void 0 ? "given" : "probed",
      gpus: gpusGiven ? "given" : "probed",
      ...amdGpus?.length ? { amdGpus: amdGiven ? "given" : "probed" } : {},
      ...intelGpus?.length ? { intelGpus: intelGiven ? "given" : "probed" } : {}
    },
    probeProblems
  };
}
function keepMarkers(markers, keep) {
  return Object.fromEntries(Object.entries(markers).filter(([k]) => keep(k)));
}
function parseGivenPython(text) {
  if (text === void 0 || text.trim() === "") return;
  let v = parsePythonVersion(text);
  return {
    major: v.major,
    minor: v.minor,
    ...v.full ? { full: v.full } : {},
    implementation: v.implementation,
    freeThreaded: v.freeThreaded,
    provenance: "given"
  };
}

// src/report/report.ts
function environmentJson(env) {
  return {
    os: env.os,
    arch: env.arch,
    ...env.osVersion ? { osVersion: env.osVersion } : {},
    ...env.glibc ? { glibc: env.glibc } : {},
    ...env.libc ? { libc: env.libc } : {},
    ...env.python ? {
      python: {
        version: env.python.full ?? `${env.python.major}.${env.python.minor}`,
        implementation: env.python.implementation,
        freeThreaded: env.python.freeThreaded,
        ...env.python.pointerBits ? { pointerBits: env.python.pointerBits } : {},
        ...env.python.machine ? { machine: env.python.machine } : {},
        ...env.python.executable ? { executable: env.python.executable } : {},
        ...env.python.markers ? { markers: env.python.markers } : {},
        ...env.python.skipped?.length ? { skipped: env.python.skipped } : {},
        provenance: env.python.provenance
      }
    } : {},
    ...env.driver ? { nvidiaDriver: env.driver } : {},
    gpus: env.gpus,
    ...env.gpuSelection ? { gpuSelection: env.gpuSelection } : {},
    ...env.amdGpus?.length ? { amdGpus: env.amdGpus } : {},
    ...env.rocm ? { rocm: env.rocm } : {},
    ...env.amdDriver ? { amdDriver: env.amdDriver } : {},
    ...env.intelGpus?.length ? { intelGpus: env.intelGpus } : {},
    provenance: env.provenance
  };
}
function requestJson(r) {
  return {
    torch: r.torch.text || "*",
    index: r.index.kind === "pypi" ? pypiMirror(r.index) ?? "pypi" : r.index.url,
    indexKind: r.index.kind,
    ..."variant" in r.index && r.index.variant ? { variant: r.index.variant } : {},
    ...r.extraIndexes?.length ? { extraIndexes: r.extraIndexes.map(describeIndex) } : {},
    ...r.torchvision ? { torchvision: r.torchvision.text } : {},
    ...r.torchaudio ? { torchaudio: r.torchaudio.text } : {},
    ...r.torchLocation ? { torchLocation: r.torchLocation } : {}
  };
}
function buildReport(env, request, resolution, findings, verdict) {
  return {
    schemaVersion: 1,
    verdict,
    environment: environmentJson(env),
    request: requestJson(request),
    resolution,
    findings
  };
}

// src/report/upgrade-summary.ts
var RUNNER_IDS = /* @__PURE__ */ new Set(["driver-too-old", "gpu-unsupported"]), SEVERITIES = ["error", "warning", "notice"], firstSentence = (s) => (/^(.*?[.!?])(\s|$)/.exec(s)?.[1] ?? s).replace(/\s+/g, " ");
function countBySeverity(findings) {
  let lines2 = new Set(findings.map((f) => f.location ? `${f.location.file}:${f.location.line}` : f.message)).size, parts = SEVERITIES.map((s) => [s, findings.filter((f) => f.severity === s).length]).filter(([, n]) => n > 0).map(([s, n]) => `${n} ${s}${n === 1 ? "" : "s"}`);
  return `${lines2} code line${lines2 === 1 ? "" : "s"} (${parts.join(", ")})`;
}
function noteRunner(findings) {
  let runner = findings.reduce(
    (a, f) => RUNNER_IDS.has(f.id) && (!a || severityRank(f.severity) < severityRank(a.severity)) ? f : a,
    void 0
  );
  return runner ? findings.map(
    (f) => f.id === "upgrade-note" && f.location ? { ...f, message: `${f.message} On this runner: ${firstSentence(runner.message)}` } : f
  ) : findings;
}
function noteScan(findings, scan) {
  let said = scan.length ? `The scan found ${countBySeverity(scan)} that the new torch breaks or warns about.` : "The scan found no code line the new torch breaks.", breaks = scan.some((s) => s.severity !== "notice");
  return findings.map(
    (f) => f.id === "upgrade-note" && f.location ? { ...f, severity: breaks && f.severity === "notice" ? "warning" : f.severity, message: `${f.message} ${said}` } : f
  );
}
var GROUPS = [
  { title: "Install", kinds: ["platform", "python"] },
  { title: "Runtime", kinds: ["backend", "info"] },
  { title: "Behaviour", kinds: ["breaking", "deprecation", "behavior"] }
];
function upgradeStory(u, findings, scan, blob) {
  let torch = u.table.find((r) => r.aspect === "torch"), out = [`## torch upgrade: ${cell(torch?.before ?? "?")} \u2192 ${cell(torch?.after ?? "?")}`, ""];
  out.push(
    "| | before | after |",
    "|---|---|---|",
    ...u.table.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`),
    ""
  ), out.push("### What breaks here", "");
  let items = [];
  for (let n of findings.filter((f) => f.id === "upgrade-note" && f.location))
    items.push(`- ${where(n.location, blob)}: ${cell(n.message)}`);
  for (let b of u.breaks ?? [])
    items.push(
      `- ${cell(b.what)}: used ${b.use.job ? `by job <code>${cell(b.use.job)}</code> ` : ""}at ${where({ file: b.use.file, line: b.use.line }, blob)}`
    );
  for (let f of findings.filter((x) => RUNNER_IDS.has(x.id))) items.push(`- This runner: ${cell(f.message)}`);
  if (scan?.length) {
    let shown = scan.filter((f) => f.location).slice(0, 30);
    items.push(
      `- Code: ${countBySeverity(scan)}: ${shown.map((f) => where(f.location, blob)).join(", ")}${scan.length > shown.length ? `, and ${scan.length - shown.length} more in the scan below` : ""}.`
    );
  }
  out.push(...items.length ? items : ["Nothing this repository uses is dropped."], "");
  let notes = u.notes ?? [];
  if (notes.length) {
    let what = notes[0].undone ? "undone by moving down past their releases" : "of the releases crossed";
    out.push(
      `<details><summary>Release notes ${what} (${notes.length}): none of these is tied to a file here</summary>`,
      ""
    );
    for (let g of GROUPS) {
      let mine = notes.filter((n) => g.kinds.includes(n.kind));
      mine.length && out.push(
        `**${g.title}**`,
        "",
        ...mine.map((n) => `- ${cell(n.release)}: ${cell(n.text)} (${sourceLinks(n.source)})`),
        ""
      );
    }
    out.push("</details>", "");
  }
  return out.join(`
`);
}

// src/usecases/check.ts
async function runCheck(opts, probeIo) {
  let cwd = opts.cwd ?? process.cwd(), catalog = await loadCatalog(opts.config), inContainer = opts.container ? applyContainer(opts.container, opts.overrides, opts.request, catalog) : void 0;
  inContainer && (opts = { ...opts, overrides: inContainer.overrides, request: inContainer.request });
  let given = buildRequest(opts.request), usePins = opts.request.torch === void 0 || (opts.requirements?.length ?? 0) > 0, pinsUseCase = usePins ? await import("./pins-K6YMAP6P.js") : void 0, locksUseCase = usePins ? await import("./locks-2OF4TRNO.js") : void 0, split = locksUseCase ? await locksUseCase.splitLockFiles(opts.requirements ?? [], cwd) : { locks: [], pins: [] }, locks = locksUseCase ? await locksUseCase.loadLocks(split.locks, cwd) : [], onlyLocks = (opts.requirements?.length ?? 0) > 0 && split.pins.length === 0, pins = pinsUseCase && !onlyLocks ? await pinsUseCase.loadPins(opts.requirements?.length ? split.pins : [], cwd, opts.requirementsLabel) : void 0, targets = pinsUseCase || opts.targets ? installTargets(pins, opts.targets ?? NO_SELECTION) : [], pending = buildEnvironment(opts.overrides, probeIo);
  if (pinsUseCase || locks.length) {
    let now = opts.now ?? /* @__PURE__ */ new Date(), base = {
      catalog,
      given,
      givenInput: opts.request,
      ...pins ? { pins } : {},
      locks,
      ...pinsUseCase ? { pinsUseCase } : {},
      ...locksUseCase ? { locksUseCase } : {},
      now
    };
    await judgeWhileProbing(pending, base, targets[0] ?? DEFAULT_TARGET, probeIo.machineOs() ?? "linux");
  }
  let env = await pending, extra = [...inContainer?.findings ?? []], onlineApp = opts.online ? await import("./online-OEHJO65U.js") : void 0, yanked = /* @__PURE__ */ new Map(), givenRequest = given;
  if (opts.online && onlineApp) {
    let answer = await onlineApp.askIndexes(given, catalog, {
      timeoutMs: opts.online.timeoutMs,
      env: opts.env ?? process.env,
      now: opts.now ?? /* @__PURE__ */ new Date(),
      declared: pins?.indexes ?? []
    });
    ({ catalog, yanked } = answer), givenRequest = answer.request, extra.push(...answer.findings);
  }
  let ctx = {
    env,
    catalog,
    given: givenRequest,
    givenInput: opts.request,
    ...pins ? { pins } : {},
    locks,
    ...pinsUseCase ? { pinsUseCase } : {},
    ...locksUseCase ? { locksUseCase } : {},
    now: opts.now ?? /* @__PURE__ */ new Date()
  }, judged = (targets.length ? targets : [DEFAULT_TARGET]).map((t) => judgeTarget(ctx, t));
  extra.push(...notJudged(pins, targets));
  let upgrade;
  if (opts.base && pins && pinsUseCase && (upgrade = await pinsUseCase.upgradeAgainst(pins, opts.base, cwd, catalog), extra.push(...upgrade.findings)), opts.base && locks.length && locksUseCase) {
    let fromLocks = await locksUseCase.lockUpgradeAgainst(locks, opts.base, cwd, catalog);
    extra.push(...fromLocks.findings), fromLocks.table.length && !upgrade?.table.length ? upgrade = { ...fromLocks, findings: [...upgrade?.findings ?? [], ...fromLocks.findings] } : upgrade && fromLocks.changes?.length && (upgrade.changes = [...upgrade.changes ?? [], ...fromLocks.changes]);
  }
  let combined = combineTargets(judged, extra), { request, evaluation, perTarget } = combined, all = onlineApp ? [...combined.findings, ...onlineApp.yankedFinding(evaluation.resolution.version, yanked)] : combined.findings, { findings, verdict } = settle(noteRunner(all)), report = buildReport(env, request, evaluation.resolution, findings, verdict);
  return perTarget && (report.targets = perTarget.map((t) => targetJson(env, t))), inContainer && (report.container = containerJson(inContainer.facts)), pins && pinsUseCase && (report.pins = pinsUseCase.pinsJson(pins)), locks.length && locksUseCase && (report.locked = locksUseCase.locksToJson(locks)), upgrade?.table.length && (report.upgrade = upgrade.table), {
    report,
    evaluation: { ...evaluation, findings, verdict },
    env,
    request,
    catalog,
    ...upgrade ? { upgrade } : {}
  };
}
var DEFAULT_TARGET = { name: "default", extras: [], groups: [], features: [], defaultFeature: !0 };
function notJudged(pins, targets) {
  let left = unjudged(pins, targets);
  return left.length ? [
    finding({
      id: "extras-not-checked",
      severity: "notice",
      message: `Not checked: ${left.map((l) => `${l.kind} ${l.name}`).join(", ")} ${left.length > 1 ? "pin" : "pins"} torch and ${left.length > 1 ? "were" : "was"} not selected; this check judged ${targets.map((t) => t.name).join(", ")}.`,
      hint: "Select them with --extra NAME / --group NAME / --environment NAME (action inputs extras, groups, environments), or judge each on its own with --all-extras (all-extras: true).",
      source: "https://packaging.python.org/en/latest/specifications/dependency-specifiers/#extras",
      location: left[0].location
    })
  ] : [];
}
function combineTargets(judged, extra) {
  let worst = judged.reduce((a, b) => VERDICT_RANK[b.verdict] > VERDICT_RANK[a.verdict] ? b : a);
  if (judged.length === 1 && !worst.noTorch)
    return { request: worst.request, evaluation: worst.evaluation, findings: [...worst.findings, ...extra] };
  let key = (f) => `${f.id}
${f.message}
${f.location?.file}:${f.location?.line}`, counts = /* @__PURE__ */ new Map();
  for (let j of judged) for (let k of new Set(j.findings.map(key))) counts.set(k, (counts.get(k) ?? 0) + 1);
  let seen = /* @__PURE__ */ new Set(), merged = [];
  for (let j of judged)
    for (let f of j.findings) {
      let k = key(f);
      counts.get(k) === judged.length ? (seen.has(k) || merged.push(f), seen.add(k)) : merged.push({ ...f, message: `${j.target.name}: ${f.message}` });
    }
  return { request: worst.request, evaluation: worst.evaluation, findings: [...merged, ...extra], perTarget: judged };
}
var VERDICT_RANK = { pass: 0, warn: 1, fail: 2 };
function targetJson(env, t) {
  let r = buildReport(env, t.request, t.evaluation.resolution, t.findings, t.verdict);
  return {
    name: t.target.name,
    ...t.target.extras.length ? { extras: t.target.extras } : {},
    ...t.target.groups.length ? { groups: t.target.groups } : {},
    ...t.target.environment ? { environment: t.target.environment } : {},
    verdict: t.verdict,
    ...t.noTorch ? { noTorch: !0 } : {},
    request: r.request,
    resolution: r.resolution,
    findings: t.findings
  };
}

// src/usecases/options.ts
var CHECK_OPTIONS = [
  {
    key: "torch",
    flag: "torch",
    input: "torch-version",
    value: "SPEC",
    section: "Request",
    help: [
      "torch version or PEP 440 specifier: 2.9.0, 2.9, 2.9.0+cu128,",
      '">=2.5,<2.10", ~=2.8.0, ==2.9.*  (default: newest, as pip would)'
    ]
  },
  {
    key: "indexUrl",
    flag: "index-url",
    input: "index-url",
    value: "URL",
    section: "Request",
    help: [
      "wheel index: https://download.pytorch.org/whl/cu128, \u2026/whl/test/cu130,",
      "\u2026/whl/nightly/cpu, \u2026/torch_stable.html, a variant (cu128), or pypi"
    ]
  },
  {
    key: "extraIndexUrls",
    flag: "extra-index-url",
    input: "extra-index-url",
    value: "URL",
    many: !0,
    section: "Request",
    help: ["another index pip also reads (repeatable)"]
  },
  {
    key: "torchvision",
    flag: "torchvision",
    input: "torchvision-version",
    value: "SPEC",
    section: "Request",
    help: ["torchvision version or specifier"]
  },
  {
    key: "torchaudio",
    flag: "torchaudio",
    input: "torchaudio-version",
    value: "SPEC",
    section: "Request",
    help: ["torchaudio version or specifier"]
  },
  {
    key: "requirements",
    flag: "requirements",
    input: "requirements",
    value: "FILE",
    many: !0,
    section: "Request",
    help: [
      "pin file, lock file or glob to read torch pins from (repeatable);",
      "without --torch and --requirements, the usual pin files and lock",
      `files (${LOCK_FORMATS.flatMap((f) => f.fileNames).join(", ")}) here are read`
    ]
  },
  {
    key: "extras",
    flag: "extra",
    input: "extras",
    value: "NAME",
    many: !0,
    section: "Request",
    help: [
      "judge the install with this extra selected (repeatable); without it,",
      "the default install (no extras) is judged"
    ]
  },
  {
    key: "groups",
    flag: "group",
    input: "groups",
    value: "NAME",
    many: !0,
    section: "Request",
    help: ["judge the install with this dependency group (PEP 735; repeatable)"]
  },
  {
    key: "environments",
    flag: "environment",
    input: "environments",
    value: "NAME",
    many: !0,
    section: "Request",
    help: ["judge this pixi environment"]
  },
  {
    key: "allExtras",
    flag: "all-extras",
    input: "all-extras",
    value: "",
    boolean: !0,
    section: "Request",
    help: [
      "judge the default install and each extra, group and pixi environment",
      "that pins torch on its own: a verdict per target, the worst overall"
    ]
  },
  {
    key: "config",
    flag: "config",
    input: "config",
    value: "FILE",
    section: "Request",
    help: ["extra or overriding rules (YAML/JSON, schema rules/schema.json)"]
  },
  {
    key: "online",
    flag: "online",
    input: "online",
    value: "",
    boolean: !0,
    section: "Request",
    help: [
      "also ask the indexes pip would read for torch's file list (bounded,",
      "cached, never fatal); offline by default"
    ]
  },
  {
    key: "onlineTimeout",
    flag: "online-timeout",
    input: "online-timeout",
    value: "SECONDS",
    section: "Request",
    help: ["deadline per index page with --online (default 5)"]
  },
  {
    key: "python",
    flag: "python",
    input: "python-version",
    value: "VERSION",
    section: "Runner",
    help: ["3.12, 3.12.4, 3.13t (free-threaded), pypy3.9 (skips the Python probe)"]
  },
  {
    key: "pythonPath",
    flag: "python-path",
    input: "python-path",
    value: "EXE",
    section: "Runner",
    help: ["interpreter to probe (default: $pythonLocation, python3, python)"]
  },
  { key: "os", flag: "os", input: "os", value: "linux|macos|windows", section: "Runner", help: [] },
  {
    key: "osVersion",
    flag: "os-version",
    input: "os-version",
    value: "V",
    section: "Runner",
    help: ["macOS version such as 14.5 (Linux/Windows: informational)"]
  },
  { key: "arch", flag: "arch", input: "arch", value: "x64|arm64", section: "Runner", help: [] },
  { key: "glibc", flag: "glibc", input: "glibc", value: "V", section: "Runner", help: ["e.g. 2.28"] },
  {
    key: "driver",
    flag: "driver",
    input: "driver",
    value: "V|none",
    section: "Runner",
    help: ["NVIDIA driver, e.g. 570.124.06"]
  },
  {
    key: "gpus",
    flag: "gpu",
    input: "gpu",
    value: "CC|none",
    many: !0,
    section: "Runner",
    help: ["GPU compute capability, 8.6 or sm_86 (repeatable)"]
  },
  {
    key: "amdGpus",
    flag: "amd-gpu",
    input: "amd-gpu",
    value: "GFX|none",
    many: !0,
    section: "Runner",
    help: ["AMD GPU gfx target, gfx1100 or gfx90a (repeatable; Linux: else read", "from /sys/class/kfd)"]
  },
  {
    key: "intelGpus",
    flag: "intel-gpu",
    input: "intel-gpu",
    value: "ID|none",
    many: !0,
    section: "Runner",
    help: ["Intel GPU PCI device id, 0x56a0 (repeatable; Linux: else read from", "/sys/class/drm)"]
  },
  {
    key: "container",
    flag: "container",
    input: "container",
    value: "IMAGE",
    section: "Runner",
    help: [
      "pip runs in this image (python:3.12-slim, nvidia/cuda:12.8.1-runtime-",
      "ubuntu24.04, pytorch/pytorch:TAG): its Python and glibc, the host's GPU"
    ]
  }
];
function checkFlagSpec() {
  return Object.fromEntries(
    CHECK_OPTIONS.map((o) => [
      o.flag,
      { type: o.boolean ? "boolean" : "string", ...o.many ? { multiple: !0 } : {} }
    ])
  );
}
function checkHelp(section) {
  let lines2 = [];
  for (let o of CHECK_OPTIONS.filter((x) => x.section === section)) {
    let head = `  --${o.flag}${o.value ? ` ${o.value}` : ""}`;
    o.help.length === 0 && lines2.push(head), o.help.forEach((h, i) => lines2.push(`${(i === 0 ? head : "").padEnd(26)}${h}`));
  }
  return lines2.join(`
`);
}
function checkFields(read) {
  let fields = {};
  for (let o of CHECK_OPTIONS) {
    let v = read(o);
    fields[o.key] = o.many ? Array.isArray(v) ? v : v === void 0 ? [] : [v] : Array.isArray(v) ? v[0] : v;
  }
  return fields;
}
function flagValue(v, name) {
  let t = (v ?? "").trim().toLowerCase();
  if (t === "" || ["false", "no", "0", "off"].includes(t)) return !1;
  if (["true", "yes", "1", "on"].includes(t)) return !0;
  throw new InputError(`${name} is ${JSON.stringify(t.slice(0, 20))}; expected true or false`);
}
function onlineFrom(f) {
  let enabled = flagValue(f.online, "online"), t = f.onlineTimeout?.trim(), seconds = t ? Number(t) : 5;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120)
    throw new InputError(`online timeout ${JSON.stringify(t?.slice(0, 20))} is not a number of seconds from 0 to 120`);
  return enabled ? { timeoutMs: Math.round(seconds * 1e3) } : void 0;
}
function checkOptionsFrom(f) {
  let online = onlineFrom(f), list = (k) => f[k], all = flagValue(f.allExtras, "all-extras"), selected = list("extras").length + list("groups").length + list("environments").length > 0;
  return {
    ...all || selected ? { targets: { extras: list("extras"), groups: list("groups"), environments: list("environments"), all } } : {},
    request: {
      torch: f.torch,
      indexUrl: f.indexUrl,
      extraIndexUrls: list("extraIndexUrls"),
      torchvision: f.torchvision,
      torchaudio: f.torchaudio
    },
    overrides: {
      python: f.python,
      pythonPath: f.pythonPath,
      os: f.os,
      osVersion: f.osVersion,
      arch: f.arch,
      glibc: f.glibc,
      driver: f.driver,
      gpus: list("gpus"),
      amdGpus: list("amdGpus"),
      intelGpus: list("intelGpus")
    },
    config: f.config,
    requirements: list("requirements"),
    ...f.container ? { container: f.container } : {},
    ...online ? { online } : {}
  };
}

// src/probe/io.ts
import { existsSync as existsSync2 } from "node:fs";
import * as os from "node:os";

// src/probe/system.ts
import { closeSync, constants, existsSync, fstatSync, openSync, opendirSync, readSync } from "node:fs";
function readText(path2, max = 64 * 1024) {
  let fd;
  try {
    if (fd = openSync(path2, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)), !fstatSync(fd).isFile()) return;
    let buf = Buffer.alloc(max), n = 0;
    for (let r = 1; r > 0 && n < max; n += r) r = readSync(fd, buf, n, max - n, null);
    return buf.subarray(0, n).toString("utf8");
  } catch {
    return;
  } finally {
    fd !== void 0 && closeSync(fd);
  }
}
function listDir(path2, max = 512) {
  try {
    let names = [], dir = opendirSync(path2);
    try {
      for (let e = dir.readSync(); e && names.length < max; e = dir.readSync()) names.push(e.name);
    } finally {
      dir.closeSync();
    }
    return names.sort();
  } catch {
    return;
  }
}
function runnerOs(env = process.env) {
  let r = env.RUNNER_OS?.toLowerCase();
  return r === "linux" || r === "windows" ? r : r === "macos" ? "macos" : osFromNode(process.platform);
}
async function machineArch(env, platform, nodeMachine, run) {
  let from = (raw) => ({ ...archFromMachine(raw) ? { arch: archFromMachine(raw) } : {}, raw });
  if (env.RUNNER_ARCH) return from(env.RUNNER_ARCH);
  if (platform === "darwin" && archFromMachine(nodeMachine) === "x64") {
    let r = await run("/usr/sbin/sysctl", ["-n", "sysctl.proc_translated"], { timeoutMs: 5e3 });
    if (r.kind === "exited" && r.code === 0 && r.stdout.toString("utf8").trim() === "1")
      return { arch: "arm64", raw: `arm64 (node itself is ${nodeMachine} under Rosetta)` };
  }
  if (platform === "win32") {
    let native = env.PROCESSOR_ARCHITEW6432?.trim();
    if (native && archFromMachine(native)) return from(native);
    if (/^ARMv8|^ARM64/i.test(env.PROCESSOR_IDENTIFIER?.trim() ?? "") && archFromMachine(nodeMachine) !== "arm64")
      return { arch: "arm64", raw: `ARM64 (node itself is ${nodeMachine} under emulation)` };
  }
  return from(nodeMachine);
}
function macosFromDarwin(release2) {
  let m = /^(\d+)\.(\d+)/.exec(release2);
  if (!m) return;
  let d = Number(m[1]);
  return d < 20 ? d >= 4 ? `10.${d - 4}` : void 0 : `${d >= 25 ? d + 1 : d - 9}.${m[2]}`;
}
function nodeGlibc() {
  let g = process.report?.getReport()?.header?.glibcVersionRuntime;
  return g ? { glibc: g, libc: "glibc" } : { libc: ["/lib/ld-musl-x86_64.so.1", "/lib/ld-musl-aarch64.so.1"].some((p) => existsSync(p)) ? "musl" : "unknown" };
}
function linuxVersion() {
  let text = readText("/etc/os-release"), id = /^ID="?([^"\n]+)"?$/m.exec(text ?? "")?.[1], ver = /^VERSION_ID="?([^"\n]+)"?$/m.exec(text ?? "")?.[1];
  return id && ver ? `${id} ${ver}` : void 0;
}

// src/probe/prestart.ts
var DEFAULT_PROBE_TIMEOUT_MS = 1e4, MAX_PROBE_TIMEOUT_MS = 6e5;
function probeTimeout(env) {
  let n = Number(env.TORCH_PREFLIGHT_PROBE_TIMEOUT_MS);
  return Number.isFinite(n) && n >= 100 && n <= MAX_PROBE_TIMEOUT_MS ? n : DEFAULT_PROBE_TIMEOUT_MS;
}

// src/probe/io.ts
function realProbeIo(env = process.env, run = runProgram) {
  return {
    run,
    readText: (path2) => readText(path2),
    listDir: (path2) => listDir(path2),
    exists: (path2) => existsSync2(path2),
    platform: process.platform,
    env,
    timeoutMs: probeTimeout(env),
    machineOs: () => runnerOs(env),
    machineArch: () => machineArch(env, process.platform, typeof os.machine == "function" ? os.machine() : process.arch, runProgram),
    nodeGlibc,
    macosVersion: () => process.platform === "darwin" ? macosFromDarwin(os.release()) : void 0,
    linuxVersion
  };
}

export {
  noteScan,
  upgradeStory,
  runCheck,
  CHECK_OPTIONS,
  checkFlagSpec,
  checkHelp,
  checkFields,
  checkOptionsFrom,
  realProbeIo
};
