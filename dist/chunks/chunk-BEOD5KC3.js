import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/io/run.ts
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
var DEFAULT_OUTPUT_CAP_BYTES = 1024 * 1024;
function bytesText(n) {
  return n >= 1024 * 1024 && n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : n >= 1024 && n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`;
}
function statOf(p) {
  try {
    return statSync(p);
  } catch {
    return;
  }
}
function spawnFailure(program, err, cwd) {
  let code = err.code;
  if (code === "ENOENT" && cwd !== void 0 && !statOf(cwd)?.isDirectory()) return { kind: "spawn-failed", errno: code, reason: `could not be started: the directory ${cwd} does not exist` };
  let st = /[\\/]/.test(program) ? statOf(program) : void 0;
  if (st?.isDirectory() || code === "EISDIR") return { kind: "is-directory", reason: "is a directory, not a program" };
  if (code === "EACCES" || code === "EPERM") return { kind: "not-executable", reason: "is not executable (no permission to run it)" };
  if (code === "ENOENT")
    return st?.isFile() ? { kind: "spawn-failed", errno: code, reason: "could not be started (ENOENT: is its #! interpreter missing?)" } : { kind: "not-found", reason: "was not found" };
  if (code === "EINVAL" && /\.(bat|cmd)$/i.test(program)) return { kind: "not-executable", reason: "is a batch file, which runs only through a shell; name the python.exe it starts" };
  if (code === "ENOEXEC") return { kind: "not-executable", reason: "is not a program this system can run (ENOEXEC)" };
  let first = (err.message || String(err)).split(`
`)[0] ?? "";
  return { kind: "spawn-failed", ...code ? { errno: code } : {}, reason: `could not be started: ${first.slice(0, 200)}` };
}
function killTree(child) {
  let pid = child.pid;
  if (pid !== void 0) {
    if (process.platform === "win32") {
      try {
        let k = spawn("taskkill", ["/pid", String(pid), "/T", "/F"], { shell: !1, windowsHide: !0, stdio: "ignore" });
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
var runProgram = (program, args, opts) => new Promise((resolve) => {
  let limit = opts.maxBytes ?? DEFAULT_OUTPUT_CAP_BYTES, child;
  try {
    child = spawn(program, [...args], {
      shell: !1,
      windowsHide: !0,
      // POSIX: its own process group, so a kill reaches the children of a wrapper script.
      detached: process.platform !== "win32",
      stdio: ["ignore", "pipe", "pipe"],
      ...opts.cwd ? { cwd: opts.cwd } : {}
    });
  } catch (e) {
    resolve(spawnFailure(program, e, opts.cwd));
    return;
  }
  track(child);
  let chunks = { stdout: [], stderr: [] }, sizes = { stdout: 0, stderr: 0 }, done = !1, finish = (r, kill) => {
    done || (done = !0, clearTimeout(timer), kill && killTree(child), (kill || r.kind !== "exited") && (child.stdout?.destroy(), child.stderr?.destroy()), resolve(r));
  }, timer = setTimeout(() => finish({ kind: "timeout", reason: `did not answer within ${(opts.timeoutMs / 1e3).toFixed(1)} s` }, !0), opts.timeoutMs);
  for (let stream of ["stdout", "stderr"])
    child[stream]?.on("data", (b) => {
      if (!done) {
        if (sizes[stream] += b.length, sizes[stream] > limit) {
          finish({ kind: "too-large", stream, limit, reason: `printed more than ${bytesText(limit)} on ${stream}` }, !0);
          return;
        }
        chunks[stream].push(b);
      }
    });
  child.on("error", (err) => {
    untrack(child), finish(spawnFailure(program, err, opts.cwd), !0);
  }), child.on("exit", () => {
    process.platform !== "win32" && killTree(child), untrack(child);
  }), child.on("close", (code, signal) => {
    let stdout = Buffer.concat(chunks.stdout), stderr = Buffer.concat(chunks.stderr);
    finish(code === null ? { kind: "signal", signal: signal ?? "unknown", stderr, reason: `was killed by signal ${signal ?? "unknown"}` } : { kind: "exited", code, stdout, stderr, reason: `exited with code ${code}` }, !1);
  });
});

export {
  bytesText,
  runProgram
};
