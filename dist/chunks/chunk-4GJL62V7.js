import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError
} from "./chunk-6F7YOOMC.js";

// src/platform/platform.ts
var PLATFORMS = ["linux-x64", "linux-arm64", "macos-x64", "macos-arm64", "windows-x64", "windows-arm64"], PLATFORM_KEYS = {
  linux: { x64: "linux-x64", arm64: "linux-arm64" },
  macos: { x64: "macos-x64", arm64: "macos-arm64" },
  windows: { x64: "windows-x64", arm64: "windows-arm64" }
}, platformKey = (os, arch) => PLATFORM_KEYS[os][arch], OS_ALIASES = {
  linux: "linux",
  ubuntu: "linux",
  macos: "macos",
  mac: "macos",
  osx: "macos",
  darwin: "macos",
  windows: "windows",
  win: "windows",
  win32: "windows"
}, ARCH_ALIASES = {
  x64: "x64",
  amd64: "x64",
  x86_64: "x64",
  "x86-64": "x64",
  arm64: "arm64",
  aarch64: "arm64"
}, lookup = (table, word) => Object.hasOwn(table, word) ? table[word] : void 0;
function parseOs(input) {
  let os = lookup(OS_ALIASES, input.trim().toLowerCase());
  if (!os) throw new InputError(`OS ${JSON.stringify(input.slice(0, 40))} is not understood; expected linux, macos or windows`);
  return os;
}
function parseArch(input) {
  let arch = lookup(ARCH_ALIASES, input.trim().toLowerCase());
  if (!arch) throw new InputError(`arch ${JSON.stringify(input.slice(0, 40))} is not understood; expected x64 or arm64`);
  return arch;
}
function osFromNode(platform) {
  return platform === "linux" ? "linux" : platform === "darwin" ? "macos" : platform === "win32" ? "windows" : void 0;
}
function archFromMachine(machine) {
  return lookup(ARCH_ALIASES, machine.trim().toLowerCase());
}
var OS_LABEL = { linux: "Linux", macos: "macOS", windows: "Windows" }, ARCH_LABEL = { x64: "x86_64", arm64: "arm64" }, PLATFORM_LABEL = Object.fromEntries(
  PLATFORMS.map((p) => {
    let [os, arch] = p.split("-");
    return [p, `${OS_LABEL[os]} ${ARCH_LABEL[arch]}`];
  })
);
function platformLabel(p) {
  return PLATFORM_LABEL[p];
}

// src/platform/variant.ts
var VARIANT_PATTERN = /^(?:cpu|xpu|cu\d{3}|rocm(\d+\.\d+(?:\.\d+)?))$/, isVariantName = (text) => VARIANT_PATTERN.test(text);
function variantKind(text) {
  if (!(text === void 0 || !VARIANT_PATTERN.test(text)))
    return text === "cpu" || text === "xpu" ? text : text.startsWith("cu") ? "cuda" : "rocm";
}
var isCuda = (text) => variantKind(text) === "cuda", isRocm = (text) => variantKind(text) === "rocm", sameKind = (a, b) => variantKind(a) !== void 0 && variantKind(a) === variantKind(b), rocmVersion = (text) => VARIANT_PATTERN.exec(text)?.[1];
function cudaVariant(text) {
  let m = /^(?:cuda[-_ ]?|cu)?(\d{2})\.(\d)(?:\.\d+)?$/.exec(text.trim().toLowerCase());
  return m ? `cu${m[1]}${m[2]}` : void 0;
}
function rocmVariant(text) {
  let m = /^rocm[-_ ]?(\d+\.\d+(?:\.\d+)?)$/.exec(text.trim().toLowerCase());
  return m ? `rocm${m[1]}` : void 0;
}

export {
  PLATFORMS,
  platformKey,
  parseOs,
  parseArch,
  osFromNode,
  archFromMachine,
  platformLabel,
  VARIANT_PATTERN,
  isVariantName,
  variantKind,
  isCuda,
  isRocm,
  sameKind,
  rocmVersion,
  cudaVariant,
  rocmVariant
};
