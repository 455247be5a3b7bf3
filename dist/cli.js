#!/usr/bin/env node
import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  prestartPythonProbe
} from "./chunks/chunk-E3RSP7ZM.js";
import "./chunks/chunk-2SGDNIHR.js";
import "./chunks/chunk-JJEV6VSP.js";
import "./chunks/chunk-RSMJDQLK.js";

// src/cli/prestart.ts
var NAMES_THE_PYTHON = /^(--python|--python-path|--container|--help|-h)(=|$)/;
function probesPython(argv2) {
  return argv2[0] === "check" && !argv2.slice(1).some((a) => NAMES_THE_PYTHON.test(a));
}

// src/cli.ts
var argv = process.argv.slice(2), early = probesPython(argv) ? prestartPythonProbe(process.env, process.platform) : void 0, [{ main }, { processIo }] = await Promise.all([import("./chunks/main-C5GSLGAZ.js"), import("./chunks/io-CQISI2VM.js")]);
process.stdout.on("error", (err) => {
  err.code !== "EPIPE" && process.stderr.write(`torch-preflight: cannot write the output (${err.code ?? "error"})
`), process.exit(err.code === "EPIPE" ? typeof process.exitCode == "number" ? process.exitCode : 0 : 2);
});
main(argv, { ...processIo(), ...early ? { run: early.run } : {} }).then(
  (code) => {
    early?.discard(), process.exitCode = code, setTimeout(() => process.exit(code), 300).unref();
  },
  () => {
    process.stderr.write(`torch-preflight: internal error
`), process.exit(2);
  }
);
