import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  createContext,
  scanFile
} from "./chunks/chunk-LTQQ7I5S.js";
import "./chunks/chunk-I5EPNGHU.js";
import "./chunks/chunk-3XHG2B2R.js";
import "./chunks/chunk-MLB3ARNP.js";
import "./chunks/chunk-FJXRNMYQ.js";
import "./chunks/chunk-SVSYKMF6.js";
import "./chunks/chunk-SXBE4VRW.js";
import "./chunks/chunk-TKG5UHA3.js";
import "./chunks/chunk-LPK7ROHH.js";
import "./chunks/chunk-X5QDW7AK.js";
import "./chunks/chunk-Y5LII6ZF.js";
import "./chunks/chunk-AYE25AJE.js";
import "./chunks/chunk-6F7YOOMC.js";
import "./chunks/chunk-RSMJDQLK.js";

// src/scan-worker.ts
import { workerData } from "node:worker_threads";
var { options, port } = workerData, ctx = createContext(options);
port.on("message", (batch) => port.postMessage(batch.map((item) => scanFile(item, ctx))));
