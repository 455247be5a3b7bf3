import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
function parseFlags(command, argv, options, allowPositionals = !1) {
  try {
    let r = parseArgs({ args: argv, options: { help: { type: "boolean", short: "h" }, ...options }, strict: !0, allowPositionals });
    return { values: r.values, positionals: r.positionals };
  } catch (err) {
    let msg = err instanceof Error ? err.message : String(err), flag = /'(-{1,2}[^'\s]+)/.exec(msg)?.[1];
    throw /Unknown option/.test(msg) ? new InputError(`${command}: unknown flag ${flag ?? ""}; see torch-preflight ${command} --help`) : /argument missing/.test(msg) ? new InputError(`${command}: flag ${flag ?? ""} needs a value; see torch-preflight ${command} --help`) : /Unexpected argument|positional/.test(msg) ? new InputError(`${command}: unexpected argument ${JSON.stringify(/'([^']+)'/.exec(msg)?.[1] ?? "")}; see torch-preflight ${command} --help`) : new InputError(`${command}: ${msg.split(`
`)[0]}`);
  }
}
var str = (v) => typeof v == "string" ? v : void 0, list = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "string") : typeof v == "string" ? [v] : [], FORMATS = ["text", "json", "markdown", "sarif", "github"], or = (xs) => xs.length > 1 ? `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}` : xs.join("");
function parseFormat(command, v, allowed = FORMATS) {
  if (v === void 0) return "text";
  if (allowed.includes(v)) return v;
  throw new InputError(`${command}: --format ${JSON.stringify(v.slice(0, 30))} is not known; expected ${or(allowed)}`);
}

export {
  parseFlags,
  str,
  list,
  parseFormat
};
