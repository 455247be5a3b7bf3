import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  createContext,
  scanFile
} from "./chunks/chunk-BO5BREA6.js";
import "./chunks/chunk-5YGQYB4S.js";
import "./chunks/chunk-ELQNXDOG.js";
import "./chunks/chunk-MLB3ARNP.js";
import "./chunks/chunk-RVNKLQG2.js";
import "./chunks/chunk-6KUODU76.js";
import "./chunks/chunk-YV6YDNVJ.js";
import "./chunks/chunk-SXBE4VRW.js";
import "./chunks/chunk-MUP2J4DR.js";
import "./chunks/chunk-N7UQUPGL.js";
import "./chunks/chunk-WY3VOLLF.js";
import "./chunks/chunk-GXVPLYAT.js";
import "./chunks/chunk-CLPCLMWG.js";
import "./chunks/chunk-JJEV6VSP.js";
import "./chunks/chunk-RSMJDQLK.js";

// src/scan-worker.ts
import { workerData } from "node:worker_threads";
var { options, port } = workerData, ctx = createContext(options);
port.on("message", (batch) => port.postMessage(batch.map((item) => scanFile(item, ctx))));
