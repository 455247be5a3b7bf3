import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bundledCatalog
} from "./chunk-T2KEDIQE.js";
import {
  readUserText
} from "./chunk-67IJ7D57.js";

// src/workspace/load-catalog.ts
import { resolve } from "node:path";
async function loadCatalog(configPath) {
  if (!configPath) return bundledCatalog;
  let text = readUserText(resolve(configPath), configPath, "rules"), { parseRuleFile, mergeCatalogs } = await import("./compile-PVRHGXJL.js");
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}

export {
  loadCatalog
};
