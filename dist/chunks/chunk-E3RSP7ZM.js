import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  runProgram,
  timedOut
} from "./chunk-2SGDNIHR.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";

// src/probe/python-candidates.ts
import * as path from "node:path";
var candidateLabel = (c) => [c.exe, ...c.args ?? []].join(" ");
function interpretersToTry(pythonPath, platform, env) {
  if (pythonPath) return [{ exe: pythonPath }];
  let win = platform === "win32", loc = env.pythonLocation;
  return loc ? win ? ["python.exe", "bin\\python.exe", "Scripts\\python.exe"].map((f) => ({ exe: path.win32.join(loc, f) })) : [{ exe: path.posix.join(loc, "bin", "python3") }] : win ? [{ exe: "python" }, { exe: "python3" }, { exe: "py", args: ["-3"] }] : [{ exe: "python3" }, { exe: "python" }];
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
  let [major, minor, micro, level, serial] = own(d, "version"), pre = level === "final" ? "" : `${LEVEL[level]}${serial}`, implName = own(d, "implementation").toLowerCase(), impl = Object.hasOwn(IMPL, implName) ? IMPL[implName] : "other", libcText = own(d, "libc"), libc = typeof libcText == "string" ? /^glibc\s+(\d+\.\d+)/i.exec(libcText)?.[1] : void 0, macText = own(d, "mac_ver"), mac = typeof macText == "string" && /^\d+(\.\d+)*$/.test(macText) ? macText : void 0, machineRaw = own(d, "machine"), machine = typeof machineRaw == "string" ? machineRaw.replace(/^win-/, "").replace(/^win32$/, "x86") : void 0, executable = own(d, "executable"), markers = markerValues(own(d, "pep508"));
  return {
    python: {
      major,
      minor,
      full: `${major}.${minor}.${micro}${pre}`,
      implementation: impl,
      freeThreaded: own(d, "ft") === !0,
      pointerBits: own(d, "bits"),
      ...machine ? { machine } : {},
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

// src/probe/prestart.ts
var DEFAULT_PROBE_TIMEOUT_MS = 1e4, MAX_PROBE_TIMEOUT_MS = 6e5;
function probeTimeout(env) {
  let n = Number(env.TORCH_PREFLIGHT_PROBE_TIMEOUT_MS);
  return Number.isFinite(n) && n >= 100 && n <= MAX_PROBE_TIMEOUT_MS ? n : DEFAULT_PROBE_TIMEOUT_MS;
}
var sameArgs = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
function prestartPythonProbe(env, platform, base = runProgram) {
  let first = interpretersToTry(void 0, platform, env)[0], args = probeArgs(first.args), abort = new AbortController(), early = base(first.exe, args, {
    timeoutMs: MAX_PROBE_TIMEOUT_MS,
    signal: abort.signal
  }), take = (timeoutMs, taken) => new Promise((resolve) => {
    let timer = setTimeout(() => {
      abort.abort(), resolve(timedOut(timeoutMs));
    }, timeoutMs);
    taken.then((r) => {
      clearTimeout(timer), resolve(r);
    });
  });
  return {
    run: (program, a, opts) => {
      if (!(early && program === first.exe && sameArgs(a, args) && opts.cwd === void 0 && opts.maxBytes === void 0 && opts.signal === void 0) || !early) return base(program, a, opts);
      let taken = early;
      return early = void 0, take(opts.timeoutMs, taken);
    },
    discard: () => {
      early && (early = void 0, abort.abort());
    }
  };
}

export {
  InterpreterNotFound,
  probePython,
  candidateLabel,
  interpretersToTry,
  probeTimeout,
  prestartPythonProbe
};
