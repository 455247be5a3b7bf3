import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  discoverLockFiles,
  readLocks
} from "./chunk-RENYOFLB.js";
import "./chunk-C3WYYIZV.js";
import "./chunk-5DWOSSYL.js";
import "./chunk-N7ECCAM6.js";
import "./chunk-2HGDV43K.js";
import "./chunk-LPK7ROHH.js";
import "./chunk-X5QDW7AK.js";
import "./chunk-Y5LII6ZF.js";
import "./chunk-AYE25AJE.js";
import "./chunk-FD22AGYV.js";
import "./chunk-6F7YOOMC.js";
import "./chunk-RSMJDQLK.js";
export {
  discoverLockFiles,
  readLocks
};
