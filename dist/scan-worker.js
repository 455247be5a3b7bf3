import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  createContext,
  scanFile
} from "./chunks/chunk-PHKJAXBW.js";
import "./chunks/chunk-TPVC7ZV2.js";
import "./chunks/chunk-6HXXYS4W.js";
import "./chunks/chunk-MLB3ARNP.js";
import "./chunks/chunk-LBS2NFBP.js";
import "./chunks/chunk-RTAB3ZDI.js";
import "./chunks/chunk-SSLOEI6Y.js";
import "./chunks/chunk-ICANPNIH.js";
import "./chunks/chunk-APSDZZLC.js";
import "./chunks/chunk-67IJ7D57.js";
import "./chunks/chunk-PTXBOCHT.js";
import "./chunks/chunk-TXCSU4XP.js";
import "./chunks/chunk-25W7PY62.js";
import "./chunks/chunk-JJEV6VSP.js";
import "./chunks/chunk-RSMJDQLK.js";

// src/scan-worker.ts
import { workerData } from "node:worker_threads";
var { options, port } = workerData, ctx = createContext(options);
port.on("message", (batch) => port.postMessage(batch.map((item) => scanFile(item, ctx))));
