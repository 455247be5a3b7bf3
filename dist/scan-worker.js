import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  createContext,
  scanFile
} from "./chunks/chunk-55CSTUOX.js";
import "./chunks/chunk-DUUSMXID.js";
import "./chunks/chunk-O5VOSHVN.js";
import "./chunks/chunk-NFL4QS3O.js";
import "./chunks/chunk-3EWKVFEL.js";
import "./chunks/chunk-FJXRNMYQ.js";
import "./chunks/chunk-KIMABUPE.js";
import "./chunks/chunk-ZWEFVJYO.js";
import "./chunks/chunk-LPK7ROHH.js";
import "./chunks/chunk-6F7YOOMC.js";
import "./chunks/chunk-RSMJDQLK.js";

// src/scan-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var { options, items } = workerData, ctx = createContext(options);
parentPort.postMessage(items.map((item) => scanFile(item, ctx)));
