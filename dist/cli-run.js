'use strict';

var shared = require('./chunks/shared.js');
require('node:fs');
require('node:path');
require('node:util');

// src/cli/io.ts
var exactIsSafe = (text) => !text.includes("##[") && shared.redact(text) === text, processIo = () => ({
  stdout: (t) => process.stdout.write(shared.safeOutput(t)),
  data: (t) => process.stdout.write(exactIsSafe(t) && !process.stdout.isTTY ? t : shared.safeOutput(t)),
  stderr: (t) => process.stderr.write(shared.safeOutput(t)),
  cwd: process.cwd(),
  env: process.env
});

// src/cli/main.ts
var COMMANDS = {
  check: async () => (await Promise.resolve().then(function () { return require('./chunks/check.js'); }).then(function (n) { return n.checkI443535F; })).checkCommand,
  explain: async () => (await Promise.resolve().then(function () { return require('./chunks/explain-CAJ7JN3X.js'); })).explainCommand,
  catalog: async () => (await Promise.resolve().then(function () { return require('./chunks/catalog-3UZWMVVN.js'); })).catalogCommand,
  pins: async () => (await Promise.resolve().then(function () { return require('./chunks/pins-LYU6HZWE.js'); })).pinsCommand,
  matrix: async () => (await Promise.resolve().then(function () { return require('./chunks/matrix.js'); }).then(function (n) { return n.matrixTLYYK2HL; })).matrixCommand,
  scan: async () => (await Promise.resolve().then(function () { return require('./chunks/scan.js'); }).then(function (n) { return n.scanKNWE7AE7; })).scanCommand
}, HELP = `torch-preflight ${shared.VERSION} \u2014 will \`pip install torch\` work here, and will it run?

Usage: torch-preflight <command> [flags]

Commands:
  check      check this runner (or one described by flags) against a torch request
  matrix     plan or lint a CI matrix: --matrix JSON|YAML, or --workflow FILE [--job ID]
  scan       find uses of removed/deprecated/new torch APIs: scan [PATH\u2026] --torch SPEC [--from SPEC]
  pins       list the torch-family pins in requirements/pyproject/conda files: pins [FILE\u2026]
  explain    explain a finding id (or an API): explain ID
  catalog    show the release catalog: catalog [--torch VERSION]

Run torch-preflight <command> --help for a command's flags.
Exit codes: 0 ok, 1 findings at or above --fail-on, 2 unusable input.
`;
async function main(argv, io) {
  let [cmd, ...rest] = argv;
  try {
    if (cmd === void 0 || cmd === "--help" || cmd === "-h" || cmd === "help")
      return io.stdout(HELP), 0;
    if (cmd === "--version" || cmd === "-v" || cmd === "version")
      return io.stdout(`${shared.VERSION}
`), 0;
    let load = Object.hasOwn(COMMANDS, cmd) ? COMMANDS[cmd] : void 0;
    if (!load)
      throw new shared.InputError(
        `unknown command ${JSON.stringify(cmd.slice(0, 40))}; expected one of ${Object.keys(COMMANDS).join(", ")} (see --help)`
      );
    return await (await load())(rest, io);
  } catch (err) {
    return err instanceof shared.InputError ? io.stderr(`torch-preflight: ${shared.oneLine(err)}
`) : io.stderr(`torch-preflight: internal error: ${shared.oneLine(err)} (please report this)
`), 2;
  }
}

// src/cli/run.ts
function run(argv, early) {
  process.stdout.on("error", (err) => {
    err.code !== "EPIPE" && process.stderr.write(`torch-preflight: cannot write the output (${err.code ?? "error"})
`), process.exit(err.code === "EPIPE" ? typeof process.exitCode == "number" ? process.exitCode : 0 : 2);
  }), main(argv, { ...processIo(), ...early ? { run: early.run } : {} }).then(
    (code) => {
      early?.discard(), process.exitCode = code, shared.exitWhenFlushed(code);
    },
    () => {
      process.stderr.write(`torch-preflight: internal error
`), process.exit(2);
    }
  );
}

exports.run = run;
