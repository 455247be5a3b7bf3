import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  createContext,
  scanFile
} from "./chunks/chunk-4QG6BH43.js";
import "./chunks/chunk-7T6RRFUB.js";
import "./chunks/chunk-T6GUYKR7.js";
import "./chunks/chunk-M53UAKYJ.js";
import "./chunks/chunk-OM7NX4PT.js";
import "./chunks/chunk-MLB3ARNP.js";
import "./chunks/chunk-ICANPNIH.js";
import "./chunks/chunk-63HE5J76.js";
import "./chunks/chunk-SSLOEI6Y.js";
import "./chunks/chunk-67IJ7D57.js";
import "./chunks/chunk-APSDZZLC.js";
import "./chunks/chunk-PTXBOCHT.js";
import "./chunks/chunk-MKZFFGSF.js";
import "./chunks/chunk-6SETDTHU.js";
import "./chunks/chunk-JJEV6VSP.js";
import "./chunks/chunk-RSMJDQLK.js";

// src/scan-worker.ts
import { workerData } from "node:worker_threads";
var { options, port } = workerData, ctx = createContext(options);
port.on("message", (batch) => port.postMessage(batch.map((item) => scanFile(item, ctx))));
