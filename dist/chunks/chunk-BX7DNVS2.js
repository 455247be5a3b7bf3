import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bundledCatalog
} from "./chunk-BN4QFDCO.js";
import {
  readUserText
} from "./chunk-UDN5DOY3.js";

// src/io/load-catalog.ts
import { resolve } from "node:path";
async function loadCatalog(configPath) {
  if (!configPath) return bundledCatalog;
  let text = readUserText(resolve(configPath), configPath, "rules"), { parseRuleFile, mergeCatalogs } = await import("./compile-QP3CFMCV.js");
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}

export {
  loadCatalog
};
