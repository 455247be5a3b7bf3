#!/usr/bin/env node
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: !0 }) : target,
  mod
));

// src/cli/prestart.ts
var NAMES_THE_PYTHON = /^(--python|--python-path|--container|--help|-h)(=|$)/;
function probesPython(argv2) {
  return argv2[0] === "check" && !argv2.slice(1).some((a) => NAMES_THE_PYTHON.test(a));
}

// src/io/run.ts
var import_node_child_process = require("node:child_process"), import_node_fs2 = require("node:fs");

// src/io/program-path.ts
var import_node_fs = require("node:fs"), path = __toESM(require("node:path"), 1), DEFAULT_PATHEXT = ".COM;.EXE;.BAT;.CMD";
function envValue(env, name, win) {
  if (!win) return env[name];
  let key = Object.keys(env).find((k) => k.toUpperCase() === name);
  return key === void 0 ? void 0 : env[key];
}
function isPathName(name, platform) {
  return platform === "win32" ? /[\\/:]/.test(name) : name.includes("/");
}
function findOnPath(name, look) {
  let win = look.platform === "win32";
  if (isPathName(name, look.platform) || name.includes("\0")) return name;
  let p = win ? path.win32 : path.posix, dirs = (envValue(look.env, "PATH", win) ?? (win ? "" : "/usr/bin:/bin")).split(win ? ";" : ":").map((d) => win ? d.trim().replace(/^"(.*)"$/, "$1") : d).filter((d) => d !== "" && p.isAbsolute(d)), exts = win ? windowsExtensions(name, envValue(look.env, "PATHEXT", win)) : [""];
  for (let dir of dirs)
    for (let ext of exts) {
      let file = p.join(dir, name + ext);
      if (look.isProgram(file)) return file;
    }
}
function windowsExtensions(name, pathext) {
  let exts = (pathext || DEFAULT_PATHEXT).split(";").map((e) => e.trim().toLowerCase()).filter((e) => /^\.[a-z0-9]+$/.test(e)), own = path.win32.extname(name).toLowerCase();
  return own && exts.includes(own) ? [""] : exts;
}
function isProgramHere(file) {
  if (process.platform === "win32") {
    for (let st of [import_node_fs.statSync, import_node_fs.lstatSync])
      try {
        return !st(file).isDirectory();
      } catch {
      }
    return !1;
  }
  try {
    return (0, import_node_fs.statSync)(file).isFile() ? ((0, import_node_fs.accessSync)(file, import_node_fs.constants.X_OK), !0) : !1;
  } catch {
    return !1;
  }
}
function hostLookup(env = process.env) {
  return { platform: process.platform, env, isProgram: isProgramHere };
}

// src/io/run.ts
var DEFAULT_OUTPUT_CAP_BYTES = 1024 * 1024;
function bytesText(n) {
  return n >= 1024 * 1024 && n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : n >= 1024 && n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`;
}
function statOf(p) {
  try {
    return (0, import_node_fs2.statSync)(p);
  } catch {
    return;
  }
}
function spawnFailure(program, err, cwd) {
  let code = err.code;
  if (code === "ENOENT" && cwd !== void 0 && !statOf(cwd)?.isDirectory())
    return { kind: "spawn-failed", errno: code, reason: `could not be started: the directory ${cwd} does not exist` };
  let st = /[\\/]/.test(program) ? statOf(program) : void 0;
  if (st?.isDirectory() || code === "EISDIR") return { kind: "is-directory", reason: "is a directory, not a program" };
  if (code === "EACCES" || code === "EPERM")
    return { kind: "not-executable", reason: "is not executable (no permission to run it)" };
  if (code === "ENOENT")
    return st?.isFile() ? { kind: "spawn-failed", errno: code, reason: "could not be started (ENOENT: is its #! interpreter missing?)" } : { kind: "not-found", reason: "was not found" };
  if (code === "EINVAL" && /\.(bat|cmd)$/i.test(program))
    return {
      kind: "not-executable",
      reason: "is a batch file, which runs only through a shell; name the python.exe it starts"
    };
  if (code === "ENOEXEC") return { kind: "not-executable", reason: "is not a program this system can run (ENOEXEC)" };
  let first = (err.message || String(err)).split(`
`)[0] ?? "";
  return {
    kind: "spawn-failed",
    ...code ? { errno: code } : {},
    reason: `could not be started: ${first.slice(0, 200)}`
  };
}
function killTree(child) {
  let pid = child.pid;
  if (pid !== void 0) {
    if (process.platform === "win32") {
      let taskkill = findOnPath("taskkill", hostLookup());
      if (!taskkill) {
        child.kill("SIGKILL");
        return;
      }
      try {
        let k = (0, import_node_child_process.spawn)(taskkill, ["/pid", String(pid), "/T", "/F"], {
          shell: !1,
          windowsHide: !0,
          stdio: "ignore",
          env: childEnv("win32", process.env)
        });
        k.on("error", () => child.kill("SIGKILL")), k.unref();
      } catch {
        child.kill("SIGKILL");
      }
      return;
    }
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
    }
  }
}
var live = /* @__PURE__ */ new Set(), killLive = () => {
  for (let c of live) killTree(c);
}, onSignal = (signal) => {
  killLive(), untrackAll();
  try {
    process.kill(process.pid, signal);
  } catch {
    process.exit(signal === "SIGINT" ? 130 : 143);
  }
};
function track(child) {
  live.size === 0 && (process.on("exit", killLive), process.on("SIGINT", onSignal), process.on("SIGTERM", onSignal)), live.add(child);
}
function untrack(child) {
  live.delete(child) && live.size === 0 && untrackAll();
}
function untrackAll() {
  live.clear(), process.off("exit", killLive), process.off("SIGINT", onSignal), process.off("SIGTERM", onSignal);
}
function childEnv(platform, env) {
  return platform === "win32" ? { ...env, NoDefaultCurrentDirectoryInExePath: "1" } : env;
}
var timedOut = (timeoutMs) => ({
  kind: "timeout",
  reason: `did not answer within ${(timeoutMs / 1e3).toFixed(1)} s`
}), runProgram = (program, args, opts) => new Promise((resolve) => {
  let limit = opts.maxBytes ?? DEFAULT_OUTPUT_CAP_BYTES, exe = findOnPath(program, hostLookup());
  if (exe === void 0) {
    resolve({ kind: "not-found", reason: "was not found" });
    return;
  }
  if (opts.signal?.aborted) {
    resolve({ kind: "cancelled", reason: "was cancelled" });
    return;
  }
  let child;
  try {
    child = (0, import_node_child_process.spawn)(exe, [...args], {
      shell: !1,
      windowsHide: !0,
      // POSIX: its own process group, so a kill reaches the children of a wrapper script.
      detached: process.platform !== "win32",
      stdio: ["ignore", "pipe", "pipe"],
      env: childEnv(process.platform, process.env),
      ...opts.cwd ? { cwd: opts.cwd } : {}
    });
  } catch (e) {
    resolve(spawnFailure(exe, e, opts.cwd));
    return;
  }
  track(child);
  let chunks = { stdout: [], stderr: [] }, sizes = { stdout: 0, stderr: 0 }, done = !1, finish = (r, kill) => {
    done || (done = !0, clearTimeout(timer), opts.signal?.removeEventListener("abort", cancel), kill && killTree(child), (kill || r.kind !== "exited") && (child.stdout?.destroy(), child.stderr?.destroy()), resolve(r));
  }, timer = setTimeout(() => finish(timedOut(opts.timeoutMs), !0), opts.timeoutMs), cancel = () => finish({ kind: "cancelled", reason: "was cancelled" }, !0);
  opts.signal?.addEventListener("abort", cancel, { once: !0 });
  for (let stream of ["stdout", "stderr"])
    child[stream]?.on("data", (b) => {
      if (!done) {
        if (sizes[stream] += b.length, sizes[stream] > limit) {
          finish(
            { kind: "too-large", stream, limit, reason: `printed more than ${bytesText(limit)} on ${stream}` },
            !0
          );
          return;
        }
        chunks[stream].push(b);
      }
    });
  child.on("error", (err) => {
    untrack(child), finish(spawnFailure(exe, err, opts.cwd), !0);
  }), child.on("exit", () => {
    process.platform !== "win32" && killTree(child), untrack(child);
  }), child.on("close", (code, signal) => {
    let stdout = Buffer.concat(chunks.stdout), stderr = Buffer.concat(chunks.stderr);
    finish(
      code === null ? {
        kind: "signal",
        signal: signal ?? "unknown",
        stderr,
        reason: `was killed by signal ${signal ?? "unknown"}`
      } : { kind: "exited", code, stdout, stderr, reason: `exited with code ${code}` },
      !1
    );
  });
});

// src/probe/python-candidates.ts
var path2 = __toESM(require("node:path"), 1);
function interpretersToTry(pythonPath, platform, env) {
  if (pythonPath) return [{ exe: pythonPath }];
  let win = platform === "win32", loc = env.pythonLocation;
  return loc ? win ? ["python.exe", "bin\\python.exe", "Scripts\\python.exe"].map((f) => ({ exe: path2.win32.join(loc, f) })) : [{ exe: path2.posix.join(loc, "bin", "python3") }] : win ? [{ exe: "python" }, { exe: "python3" }, { exe: "py", args: ["-3"] }] : [{ exe: "python3" }, { exe: "python" }];
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
  // `-c` puts the working directory first on sys.path: the project's own files (an os.py) must
  // not stand in for the modules the probe imports, and a large folder is not listed for them.
  "import sys",
  "sys.path[:] = [p for p in sys.path if p]",
  "import os",
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
  `sys.stdout.write('{"marker": "${PROBE_MARKER}", ' + J(d)[1:])`,
  // The answer is out: the interpreter's own teardown (a few milliseconds) would only delay it.
  "sys.stdout.flush()",
  "os._exit(0)"
].join(`
`);
var probeArgs = (before = []) => [...before, "-S", "-c", PROBE_SCRIPT];

// src/probe/prestart.ts
var MAX_PROBE_TIMEOUT_MS = 6e5;
var sameArgs = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
function prestartPythonProbe(env, platform, base = runProgram) {
  let first = interpretersToTry(void 0, platform, env)[0], args = probeArgs(first.args), abort = new AbortController(), early2 = base(first.exe, args, {
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
      if (!(early2 && program === first.exe && sameArgs(a, args) && opts.cwd === void 0 && opts.maxBytes === void 0 && opts.signal === void 0) || !early2) return base(program, a, opts);
      let taken = early2;
      return early2 = void 0, take(opts.timeoutMs, taken);
    },
    discard: () => {
      early2 && (early2 = void 0, abort.abort());
    }
  };
}

// src/cli.ts
var argv = process.argv.slice(2), early = probesPython(argv) ? prestartPythonProbe(process.env, process.platform) : void 0;
Promise.resolve().then(() => __toESM(require("./cli-run.js"), 1)).then(
  ({ run }) => run(argv, early),
  () => {
    early?.discard(), process.stderr.write(`torch-preflight: internal error (its files are incomplete; reinstall it)
`), process.exit(2);
  }
);
