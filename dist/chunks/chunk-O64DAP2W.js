import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  getExecOutput
} from "./chunk-FWDAGUC6.js";

// src/probe/exec.ts
import { readdirSync, readFileSync } from "node:fs";
function killChildrenRunning(program) {
  if (process.platform === "linux")
    try {
      let tasks = readdirSync(`/proc/${process.pid}/task`);
      for (let t of tasks) {
        let kids = readFileSync(`/proc/${process.pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
        for (let pid of kids) {
          let cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
          if (cmd === program || cmd.endsWith(`/${program}`) || program.endsWith(`/${cmd.split("/").pop()}`))
            try {
              process.kill(Number(pid), "SIGKILL");
            } catch {
            }
        }
      }
    } catch {
    }
}
var runProgram = async (program, args, timeoutMs, cwd) => {
  let timer, timeout = new Promise((resolve) => {
    timer = setTimeout(() => {
      killChildrenRunning(program), resolve({ kind: "timeout", message: `${program} did not answer within ${(timeoutMs / 1e3).toFixed(1)} s` });
    }, timeoutMs);
  }), run = getExecOutput(program, args, { silent: !0, ignoreReturnCode: !0, delay: 200, ...cwd ? { cwd } : {} }).then((r) => ({ kind: "ok", exitCode: r.exitCode, stdout: r.stdout, stderr: r.stderr })).catch((err) => {
    let msg = err instanceof Error ? err.message : String(err);
    return /Unable to locate executable|ENOENT|not found/i.test(msg) ? { kind: "missing", message: `${program} was not found` } : { kind: "error", message: msg.split(`
`)[0] ?? msg };
  });
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

export {
  runProgram
};
