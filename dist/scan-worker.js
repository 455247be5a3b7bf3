import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  createContext,
  scanFile
} from "./chunks/chunk-SWNBMKDJ.js";
import "./chunks/chunk-5T3LBLCA.js";
import "./chunks/chunk-SXBE4VRW.js";
import "./chunks/chunk-TKG5UHA3.js";
import "./chunks/chunk-UDN5DOY3.js";
import "./chunks/chunk-PFVJE3NF.js";
import "./chunks/chunk-YXLYPNQN.js";
import "./chunks/chunk-EIHZS5WT.js";
import "./chunks/chunk-ZWEFVJYO.js";
import "./chunks/chunk-X5IIZGFD.js";
import "./chunks/chunk-6F7YOOMC.js";
import "./chunks/chunk-RCXQ7LEZ.js";

// src/scan-worker.ts
import { workerData } from "node:worker_threads";
var { options, port } = workerData, ctx = createContext(options);
port.on("message", (batch) => port.postMessage(batch.map((item) => scanFile(item, ctx))));
