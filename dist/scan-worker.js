import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  createContext,
  scanFile
} from "./chunks/chunk-SFG62IMA.js";
import "./chunks/chunk-23K6UYRN.js";
import "./chunks/chunk-GWFNVSKH.js";
import "./chunks/chunk-5BEALBM4.js";
import "./chunks/chunk-OM7NX4PT.js";
import "./chunks/chunk-MLB3ARNP.js";
import "./chunks/chunk-ICANPNIH.js";
import "./chunks/chunk-N2MZDIVF.js";
import "./chunks/chunk-SSLOEI6Y.js";
import "./chunks/chunk-67IJ7D57.js";
import "./chunks/chunk-APSDZZLC.js";
import "./chunks/chunk-PTXBOCHT.js";
import "./chunks/chunk-7ZG6GH4G.js";
import "./chunks/chunk-6SETDTHU.js";
import "./chunks/chunk-JJEV6VSP.js";
import "./chunks/chunk-RSMJDQLK.js";

// src/scan-worker.ts
import { workerData } from "node:worker_threads";
var { options, port } = workerData, ctx = createContext(options);
port.on("message", (batch) => port.postMessage(batch.map((item) => scanFile(item, ctx))));
