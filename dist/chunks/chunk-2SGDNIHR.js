import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/io/run.ts
import { spawn } from "node:child_process";
import { statSync as statSync2 } from "node:fs";

// src/io/program-path.ts
import { accessSync, constants, lstatSync, statSync } from "node:fs";
import * as path from "node:path";
var DEFAULT_PATHEXT = ".COM;.EXE;.BAT;.CMD";
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
    for (let st of [statSync, lstatSync])
      try {
        return !st(file).isDirectory();
      } catch {
      }
    return !1;
  }
  try {
    return statSync(file).isFile() ? (accessSync(file, constants.X_OK), !0) : !1;
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
    return statSync2(p);
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
        let k = spawn(taskkill, ["/pid", String(pid), "/T", "/F"], {
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
    child = spawn(exe, [...args], {
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

export {
  bytesText,
  timedOut,
  runProgram
};
