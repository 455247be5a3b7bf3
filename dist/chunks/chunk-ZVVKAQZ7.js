import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  evaluateMarker,
  markerVariables,
  parseMarker
} from "./chunk-DBCQ6LQ6.js";

// src/pins/applicable.ts
var SYS_PLATFORM = { linux: "linux", macos: "darwin", windows: "win32" }, PLATFORM_SYSTEM = { linux: "Linux", macos: "Darwin", windows: "Windows" }, MACHINE = {
  "linux-x64": "x86_64",
  "linux-arm64": "aarch64",
  "macos-x64": "x86_64",
  "macos-arm64": "arm64",
  "windows-x64": "AMD64",
  "windows-arm64": "ARM64"
};
function markerEnv(env) {
  let out = {
    sys_platform: SYS_PLATFORM[env.os],
    platform_system: PLATFORM_SYSTEM[env.os],
    os_name: env.os === "windows" ? "nt" : "posix",
    platform_machine: env.python?.machine ?? MACHINE[`${env.os}-${env.arch}`]
  }, py = env.python;
  if (py) {
    out.python_version = `${py.major}.${py.minor}`, out.python_full_version = py.full ?? [`${py.major}.${py.minor}.0`, `${py.major}.${py.minor}.99`];
    let impl = { cpython: ["cpython", "CPython"], pypy: ["pypy", "PyPy"], graalpy: ["graalpy", "GraalVM"], other: [void 0, void 0] }[py.implementation];
    impl[0] && (out.implementation_name = impl[0]), impl[1] && (out.platform_python_implementation = impl[1]), py.implementation === "cpython" && (out.implementation_version = out.python_full_version);
  }
  return out;
}
function applicablePins(set, env) {
  let base = markerEnv(env), pins = [], undecided = [];
  for (let pin of set.pins) {
    if (!pin.marker) {
      pins.push(pin);
      continue;
    }
    let vars = pin.group && (pin.origin === "pep621" || pin.origin === "uv") ? { ...base, extra: pin.group } : base, tree;
    try {
      tree = parseMarker(pin.marker);
    } catch {
      pins.push(pin), undecided.push({ pin, reason: "its marker could not be read" });
      continue;
    }
    let result = evaluateMarker(tree, vars);
    if (result === !0) pins.push(pin);
    else if (result === void 0) {
      pins.push(pin);
      let unknown = markerVariables(tree).filter((v) => vars[v] === void 0 || Array.isArray(vars[v])), why = unknown.some((v) => v.startsWith("python") || v.startsWith("implementation")) ? "the Python version is not known yet (give --python or run after setup-python)" : `${[...new Set(unknown)].join(", ") || "a variable"} is not known here`;
      undecided.push({ pin, reason: `marker "${pin.marker}" cannot be decided: ${why}; the pin is kept` });
    }
  }
  return { ...set, pins, undecided };
}

export {
  markerEnv,
  applicablePins
};
