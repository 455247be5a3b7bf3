import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  discoverLockFiles,
  readLocks
} from "./chunk-67N7HC2H.js";
import "./chunk-FWLYUQIB.js";
import "./chunk-VE5QETAY.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-2HGDV43K.js";
import "./chunk-X5IIZGFD.js";
import "./chunk-X5QDW7AK.js";
import "./chunk-Y5LII6ZF.js";
import "./chunk-AYE25AJE.js";
import "./chunk-TH6VHMZJ.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RCXQ7LEZ.js";
export {
  discoverLockFiles,
  readLocks
};
