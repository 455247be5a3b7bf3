import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bundledCatalog
} from "./chunk-FZMOK4OC.js";
import {
  readUserText
} from "./chunk-X5QDW7AK.js";

// src/io/load-catalog.ts
import { resolve } from "node:path";
async function loadCatalog(configPath) {
  if (!configPath) return bundledCatalog;
  let text = readUserText(resolve(configPath), configPath, "rules"), { parseRuleFile, mergeCatalogs } = await import("./compile-SC4HKBFF.js");
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}

export {
  loadCatalog
};
