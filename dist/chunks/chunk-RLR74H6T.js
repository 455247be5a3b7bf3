import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  archFromMachine
} from "./chunk-PAWL2RH4.js";

// src/packaging/marker-env.ts
var SYS_PLATFORM = { linux: "linux", macos: "darwin", windows: "win32" }, PLATFORM_SYSTEM = { linux: "Linux", macos: "Darwin", windows: "Windows" }, MACHINE = {
  "linux-x64": "x86_64",
  "linux-arm64": "aarch64",
  "macos-x64": "x86_64",
  "macos-arm64": "arm64",
  "windows-x64": "AMD64",
  "windows-arm64": "ARM64"
};
function markerEnv(env) {
  let py = env.python, arch = (py?.machine ? archFromMachine(py.machine) : void 0) ?? env.arch, out = {
    sys_platform: SYS_PLATFORM[env.os],
    platform_system: PLATFORM_SYSTEM[env.os],
    os_name: env.os === "windows" ? "nt" : "posix",
    platform_machine: MACHINE[`${env.os}-${arch}`]
  };
  if (py) {
    out.python_version = `${py.major}.${py.minor}`, out.python_full_version = py.full ?? [`${py.major}.${py.minor}.0`, `${py.major}.${py.minor}.99`];
    let impl = {
      cpython: ["cpython", "CPython"],
      pypy: ["pypy", "PyPy"],
      graalpy: ["graalpy", "GraalVM"],
      other: [void 0, void 0]
    }[py.implementation];
    impl[0] && (out.implementation_name = impl[0]), impl[1] && (out.platform_python_implementation = impl[1]), py.implementation === "cpython" && (out.implementation_version = out.python_full_version);
  }
  return { ...out, ...py?.markers };
}

export {
  markerEnv
};
