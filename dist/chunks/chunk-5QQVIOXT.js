import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  finding,
  indexUrlFor
} from "./chunk-NJ4QJF3F.js";
import {
  allCandidates,
  comparePythonMinor,
  familyFor,
  glibcFloor,
  gpuArchsFor,
  matchingCandidates,
  newestRelease,
  platformEntry,
  pypiDefault,
  pythonRange,
  pythonSupport,
  pythonTag,
  toolkitFor,
  variantEntry,
  variantsOn
} from "./chunk-3KS3ACOW.js";
import {
  archFromMachine,
  platformKey,
  platformLabel
} from "./chunk-GKQEXCTL.js";
import {
  compareVersions,
  lowerBound,
  satisfies
} from "./chunk-54DBJKQO.js";
import {
  sortFindings,
  verdictOf
} from "./chunk-UBKIFW4H.js";
import {
  __commonJS,
  __toESM
} from "./chunk-5A63H3UN.js";

// node_modules/semver/internal/debug.js
var require_debug = __commonJS({
  "node_modules/semver/internal/debug.js"(exports, module) {
    "use strict";
    var debug = typeof process == "object" && process.env && process.env.NODE_DEBUG && /\bsemver\b/i.test(process.env.NODE_DEBUG) ? (...args) => console.error("SEMVER", ...args) : () => {
    };
    module.exports = debug;
  }
});

// node_modules/semver/internal/constants.js
var require_constants = __commonJS({
  "node_modules/semver/internal/constants.js"(exports, module) {
    "use strict";
    var SEMVER_SPEC_VERSION = "2.0.0", MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER || /* istanbul ignore next */
    9007199254740991, MAX_SAFE_COMPONENT_LENGTH = 16, MAX_SAFE_BUILD_LENGTH = 250, WHITESPACE_CHARACTERS = [
      "	",
      `
`,
      "\v",
      "\f",
      "\r",
      " ",
      "\xA0",
      "\u1680",
      "\u2000",
      "\u2001",
      "\u2002",
      "\u2003",
      "\u2004",
      "\u2005",
      "\u2006",
      "\u2007",
      "\u2008",
      "\u2009",
      "\u200A",
      "\u2028",
      "\u2029",
      "\u202F",
      "\u205F",
      "\u3000",
      "\uFEFF"
    ], RELEASE_TYPES = [
      "major",
      "premajor",
      "minor",
      "preminor",
      "patch",
      "prepatch",
      "prerelease"
    ];
    module.exports = {
      MAX_LENGTH: 256,
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_SAFE_INTEGER,
      WHITESPACE_CHARACTERS,
      RELEASE_TYPES,
      SEMVER_SPEC_VERSION,
      FLAG_INCLUDE_PRERELEASE: 1,
      FLAG_LOOSE: 2
    };
  }
});

// node_modules/semver/internal/re.js
var require_re = __commonJS({
  "node_modules/semver/internal/re.js"(exports, module) {
    "use strict";
    var {
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_LENGTH
    } = require_constants(), debug = require_debug();
    exports = module.exports = {};
    var re = exports.re = [], safeRe = exports.safeRe = [], src = exports.src = [], safeSrc = exports.safeSrc = [], t = exports.t = {}, R = 0, LETTERDASHNUMBER = "[a-zA-Z0-9-]", safeRegexReplacements = [
      ["\\s", 1],
      ["\\d", MAX_LENGTH],
      [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH]
    ], makeSafeRegex = (value) => {
      for (let [token, max] of safeRegexReplacements)
        value = value.split(`${token}*`).join(`${token}{0,${max}}`).split(`${token}+`).join(`${token}{1,${max}}`);
      return value;
    }, createToken = (name, value, isGlobal) => {
      let safe = makeSafeRegex(value), index = R++;
      debug(name, index, value), t[name] = index, src[index] = value, safeSrc[index] = safe, re[index] = new RegExp(value, isGlobal ? "g" : void 0), safeRe[index] = new RegExp(safe, isGlobal ? "g" : void 0);
    };
    createToken("NUMERICIDENTIFIER", "0|[1-9]\\d*");
    createToken("NUMERICIDENTIFIERLOOSE", "\\d+");
    createToken("NONNUMERICIDENTIFIER", `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`);
    createToken("MAINVERSION", `(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})`);
    createToken("MAINVERSIONLOOSE", `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASEIDENTIFIER", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIER]})`);
    createToken("PRERELEASEIDENTIFIERLOOSE", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASE", `(?:-(${src[t.PRERELEASEIDENTIFIER]}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`);
    createToken("PRERELEASELOOSE", `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`);
    createToken("BUILDIDENTIFIER", `${LETTERDASHNUMBER}+`);
    createToken("BUILD", `(?:\\+(${src[t.BUILDIDENTIFIER]}(?:\\.${src[t.BUILDIDENTIFIER]})*))`);
    createToken("FULLPLAIN", `v?${src[t.MAINVERSION]}${src[t.PRERELEASE]}?${src[t.BUILD]}?`);
    createToken("FULL", `^${src[t.FULLPLAIN]}$`);
    createToken("LOOSEPLAIN", `[v=\\s]*${src[t.MAINVERSIONLOOSE]}${src[t.PRERELEASELOOSE]}?${src[t.BUILD]}?`);
    createToken("LOOSE", `^${src[t.LOOSEPLAIN]}$`);
    createToken("GTLT", "((?:<|>)?=?)");
    createToken("XRANGEIDENTIFIERLOOSE", `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`);
    createToken("XRANGEIDENTIFIER", `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`);
    createToken("XRANGEPLAIN", `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:${src[t.PRERELEASE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGEPLAINLOOSE", `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:${src[t.PRERELEASELOOSE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`);
    createToken("XRANGELOOSE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COERCEPLAIN", `(^|[^\\d])(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}})(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`);
    createToken("COERCE", `${src[t.COERCEPLAIN]}(?:$|[^\\d])`);
    createToken("COERCEFULL", src[t.COERCEPLAIN] + `(?:${src[t.PRERELEASE]})?(?:${src[t.BUILD]})?(?:$|[^\\d])`);
    createToken("COERCERTL", src[t.COERCE], !0);
    createToken("COERCERTLFULL", src[t.COERCEFULL], !0);
    createToken("LONETILDE", "(?:~>?)");
    createToken("TILDETRIM", `(\\s*)${src[t.LONETILDE]}\\s+`, !0);
    exports.tildeTrimReplace = "$1~";
    createToken("TILDE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`);
    createToken("TILDELOOSE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("LONECARET", "(?:\\^)");
    createToken("CARETTRIM", `(\\s*)${src[t.LONECARET]}\\s+`, !0);
    exports.caretTrimReplace = "$1^";
    createToken("CARET", `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`);
    createToken("CARETLOOSE", `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COMPARATORLOOSE", `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`);
    createToken("COMPARATOR", `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`);
    createToken("COMPARATORTRIM", `(\\s*)${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, !0);
    exports.comparatorTrimReplace = "$1$2$3";
    createToken("HYPHENRANGE", `^\\s*(${src[t.XRANGEPLAIN]})\\s+-\\s+(${src[t.XRANGEPLAIN]})\\s*$`);
    createToken("HYPHENRANGELOOSE", `^\\s*(${src[t.XRANGEPLAINLOOSE]})\\s+-\\s+(${src[t.XRANGEPLAINLOOSE]})\\s*$`);
    createToken("STAR", "(<|>)?=?\\s*\\*");
    createToken("GTE0", "^\\s*>=\\s*0\\.0\\.0\\s*$");
    createToken("GTE0PRE", "^\\s*>=\\s*0\\.0\\.0-0\\s*$");
  }
});

// node_modules/semver/internal/parse-options.js
var require_parse_options = __commonJS({
  "node_modules/semver/internal/parse-options.js"(exports, module) {
    "use strict";
    var looseOption = Object.freeze({ loose: !0 }), emptyOpts = Object.freeze({}), parseOptions = (options) => options ? typeof options != "object" ? looseOption : options : emptyOpts;
    module.exports = parseOptions;
  }
});

// node_modules/semver/internal/identifiers.js
var require_identifiers = __commonJS({
  "node_modules/semver/internal/identifiers.js"(exports, module) {
    "use strict";
    var numeric = /^[0-9]+$/, compareIdentifiers = (a, b) => {
      if (typeof a == "number" && typeof b == "number")
        return a === b ? 0 : a < b ? -1 : 1;
      let anum = numeric.test(a), bnum = numeric.test(b);
      return anum && bnum && (a = +a, b = +b), a === b ? 0 : anum && !bnum ? -1 : bnum && !anum ? 1 : a < b ? -1 : 1;
    }, rcompareIdentifiers = (a, b) => compareIdentifiers(b, a);
    module.exports = {
      compareIdentifiers,
      rcompareIdentifiers
    };
  }
});

// node_modules/semver/classes/semver.js
var require_semver = __commonJS({
  "node_modules/semver/classes/semver.js"(exports, module) {
    "use strict";
    var debug = require_debug(), { MAX_LENGTH, MAX_SAFE_INTEGER } = require_constants(), { safeRe: re, t } = require_re(), parseOptions = require_parse_options(), { compareIdentifiers } = require_identifiers(), isPrereleaseIdentifier = (prerelease, identifier) => {
      let identifiers = identifier.split(".");
      if (identifiers.length > prerelease.length)
        return !1;
      for (let i = 0; i < identifiers.length; i++)
        if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0)
          return !1;
      return !0;
    }, SemVer = class _SemVer {
      constructor(version, options) {
        if (options = parseOptions(options), version instanceof _SemVer) {
          if (version.loose === !!options.loose && version.includePrerelease === !!options.includePrerelease)
            return version;
          version = version.version;
        } else if (typeof version != "string")
          throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`);
        if (version.length > MAX_LENGTH)
          throw new TypeError(
            `version is longer than ${MAX_LENGTH} characters`
          );
        debug("SemVer", version, options), this.options = options, this.loose = !!options.loose, this.includePrerelease = !!options.includePrerelease;
        let m = version.trim().match(options.loose ? re[t.LOOSE] : re[t.FULL]);
        if (!m)
          throw new TypeError(`Invalid Version: ${version}`);
        if (this.raw = version, this.major = +m[1], this.minor = +m[2], this.patch = +m[3], this.major > MAX_SAFE_INTEGER || this.major < 0)
          throw new TypeError("Invalid major version");
        if (this.minor > MAX_SAFE_INTEGER || this.minor < 0)
          throw new TypeError("Invalid minor version");
        if (this.patch > MAX_SAFE_INTEGER || this.patch < 0)
          throw new TypeError("Invalid patch version");
        m[4] ? this.prerelease = m[4].split(".").map((id) => {
          if (/^[0-9]+$/.test(id)) {
            let num = +id;
            if (num >= 0 && num < MAX_SAFE_INTEGER)
              return num;
          }
          return id;
        }) : this.prerelease = [], this.build = m[5] ? m[5].split(".") : [], this.format();
      }
      format() {
        return this.version = `${this.major}.${this.minor}.${this.patch}`, this.prerelease.length && (this.version += `-${this.prerelease.join(".")}`), this.version;
      }
      toString() {
        return this.version;
      }
      compare(other) {
        if (debug("SemVer.compare", this.version, this.options, other), !(other instanceof _SemVer)) {
          if (typeof other == "string" && other === this.version)
            return 0;
          other = new _SemVer(other, this.options);
        }
        return other.version === this.version ? 0 : this.compareMain(other) || this.comparePre(other);
      }
      compareMain(other) {
        return other instanceof _SemVer || (other = new _SemVer(other, this.options)), this.major < other.major ? -1 : this.major > other.major ? 1 : this.minor < other.minor ? -1 : this.minor > other.minor ? 1 : this.patch < other.patch ? -1 : this.patch > other.patch ? 1 : 0;
      }
      comparePre(other) {
        if (other instanceof _SemVer || (other = new _SemVer(other, this.options)), this.prerelease.length && !other.prerelease.length)
          return -1;
        if (!this.prerelease.length && other.prerelease.length)
          return 1;
        if (!this.prerelease.length && !other.prerelease.length)
          return 0;
        let i = 0;
        do {
          let a = this.prerelease[i], b = other.prerelease[i];
          if (debug("prerelease compare", i, a, b), a === void 0 && b === void 0)
            return 0;
          if (b === void 0)
            return 1;
          if (a === void 0)
            return -1;
          if (a === b)
            continue;
          return compareIdentifiers(a, b);
        } while (++i);
      }
      compareBuild(other) {
        other instanceof _SemVer || (other = new _SemVer(other, this.options));
        let i = 0;
        do {
          let a = this.build[i], b = other.build[i];
          if (debug("build compare", i, a, b), a === void 0 && b === void 0)
            return 0;
          if (b === void 0)
            return 1;
          if (a === void 0)
            return -1;
          if (a === b)
            continue;
          return compareIdentifiers(a, b);
        } while (++i);
      }
      // preminor will bump the version up to the next minor release, and immediately
      // down to pre-release. premajor and prepatch work the same way.
      inc(release, identifier, identifierBase) {
        if (release.startsWith("pre")) {
          if (!identifier && identifierBase === !1)
            throw new Error("invalid increment argument: identifier is empty");
          if (identifier) {
            let match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
            if (!match || match[1] !== identifier)
              throw new Error(`invalid identifier: ${identifier}`);
          }
        }
        switch (release) {
          case "premajor":
            this.prerelease.length = 0, this.patch = 0, this.minor = 0, this.major++, this.inc("pre", identifier, identifierBase);
            break;
          case "preminor":
            this.prerelease.length = 0, this.patch = 0, this.minor++, this.inc("pre", identifier, identifierBase);
            break;
          case "prepatch":
            this.prerelease.length = 0, this.inc("patch", identifier, identifierBase), this.inc("pre", identifier, identifierBase);
            break;
          // If the input is a non-prerelease version, this acts the same as
          // prepatch.
          case "prerelease":
            this.prerelease.length === 0 && this.inc("patch", identifier, identifierBase), this.inc("pre", identifier, identifierBase);
            break;
          case "release":
            if (this.prerelease.length === 0)
              throw new Error(`version ${this.raw} is not a prerelease`);
            this.prerelease.length = 0;
            break;
          case "major":
            (this.minor !== 0 || this.patch !== 0 || this.prerelease.length === 0) && this.major++, this.minor = 0, this.patch = 0, this.prerelease = [];
            break;
          case "minor":
            (this.patch !== 0 || this.prerelease.length === 0) && this.minor++, this.patch = 0, this.prerelease = [];
            break;
          case "patch":
            this.prerelease.length === 0 && this.patch++, this.prerelease = [];
            break;
          // This probably shouldn't be used publicly.
          // 1.0.0 'pre' would become 1.0.0-0 which is the wrong direction.
          case "pre": {
            let base = Number(identifierBase) ? 1 : 0;
            if (this.prerelease.length === 0)
              this.prerelease = [base];
            else {
              let i = this.prerelease.length;
              for (; --i >= 0; )
                typeof this.prerelease[i] == "number" && (this.prerelease[i]++, i = -2);
              if (i === -1) {
                if (identifier === this.prerelease.join(".") && identifierBase === !1)
                  throw new Error("invalid increment argument: identifier already exists");
                this.prerelease.push(base);
              }
            }
            if (identifier) {
              let prerelease = [identifier, base];
              if (identifierBase === !1 && (prerelease = [identifier]), isPrereleaseIdentifier(this.prerelease, identifier)) {
                let prereleaseBase = this.prerelease[identifier.split(".").length];
                isNaN(prereleaseBase) && (this.prerelease = prerelease);
              } else
                this.prerelease = prerelease;
            }
            break;
          }
          default:
            throw new Error(`invalid increment argument: ${release}`);
        }
        return this.raw = this.format(), this.build.length && (this.raw += `+${this.build.join(".")}`), this;
      }
    };
    module.exports = SemVer;
  }
});

// node_modules/semver/functions/parse.js
var require_parse = __commonJS({
  "node_modules/semver/functions/parse.js"(exports, module) {
    "use strict";
    var SemVer = require_semver(), parse = (version, options, throwErrors = !1) => {
      if (version instanceof SemVer)
        return version;
      try {
        return new SemVer(version, options);
      } catch (er) {
        if (!throwErrors)
          return null;
        throw er;
      }
    };
    module.exports = parse;
  }
});

// node_modules/semver/functions/coerce.js
var require_coerce = __commonJS({
  "node_modules/semver/functions/coerce.js"(exports, module) {
    "use strict";
    var SemVer = require_semver(), parse = require_parse(), { safeRe: re, t } = require_re(), coerce2 = (version, options) => {
      if (version instanceof SemVer)
        return version;
      if (typeof version == "number" && (version = String(version)), typeof version != "string")
        return null;
      options = options || {};
      let match = null;
      if (!options.rtl)
        match = version.match(options.includePrerelease ? re[t.COERCEFULL] : re[t.COERCE]);
      else {
        let coerceRtlRegex = options.includePrerelease ? re[t.COERCERTLFULL] : re[t.COERCERTL], next;
        for (; (next = coerceRtlRegex.exec(version)) && (!match || match.index + match[0].length !== version.length); )
          (!match || next.index + next[0].length !== match.index + match[0].length) && (match = next), coerceRtlRegex.lastIndex = next.index + next[1].length + next[2].length;
        coerceRtlRegex.lastIndex = -1;
      }
      if (match === null)
        return null;
      let major = match[2], minor = match[3] || "0", patch = match[4] || "0", prerelease = options.includePrerelease && match[5] ? `-${match[5]}` : "", build = options.includePrerelease && match[6] ? `+${match[6]}` : "";
      return parse(`${major}.${minor}.${patch}${prerelease}${build}`, options);
    };
    module.exports = coerce2;
  }
});

// node_modules/semver/functions/compare.js
var require_compare = __commonJS({
  "node_modules/semver/functions/compare.js"(exports, module) {
    "use strict";
    var SemVer = require_semver(), compare2 = (a, b, loose) => new SemVer(a, loose).compare(new SemVer(b, loose));
    module.exports = compare2;
  }
});

// src/platform/wheel-platform.ts
function wheelPlatform(env) {
  let own = env.python?.machine ? archFromMachine(env.python.machine) : void 0;
  return platformKey(env.os, own ?? env.arch);
}
function isEmulated(env) {
  return wheelPlatform(env) !== platformKey(env.os, env.arch);
}

// src/versions/dotted.ts
var import_coerce = __toESM(require_coerce(), 1), import_compare = __toESM(require_compare(), 1), DOTTED = /^\d{1,6}(\.\d{1,6}){0,3}$/;
function isDotted(text) {
  return DOTTED.test(text.trim());
}
var PARTS = /* @__PURE__ */ new Map();
function parts(text) {
  let p = PARTS.get(text);
  if (p === void 0) {
    let nums = text.trim().split(".").map(Number), sv = (0, import_coerce.default)(nums.slice(0, 3).join("."));
    p = sv ? [sv.version, nums[3] ?? 0] : null, PARTS.size > 1e4 && PARTS.clear(), PARTS.set(text, p);
  }
  return p;
}
function compareDotted(a, b) {
  let pa = parts(a), pb = parts(b);
  return !pa || !pb ? 0 : (0, import_compare.default)(pa[0], pb[0]) || pa[1] - pb[1];
}

// src/resolve/hints.ts
function extrasText(r, platform) {
  let extras = (r.python.extra ?? []).filter((e) => !e.platforms || e.platforms.includes(platform));
  return extras.length ? `, plus ${extras.map((e) => `${e.version} (${e.status})`).join(", ")}` : "";
}
var searches = /* @__PURE__ */ new WeakMap();
function remembered(catalog, key, search) {
  let m = searches.get(catalog);
  return m || searches.set(catalog, m = /* @__PURE__ */ new Map()), m.has(key) || m.set(key, search()), m.get(key);
}
function pythonHint(catalog, c, py, platform) {
  let range = pythonRange(c.release, platform), tag = pythonTag(py), newestForPy = remembered(
    catalog,
    `py|${platform}|${tag}`,
    () => allCandidates(catalog).find((x) => platformEntry(x.release, platform) && pythonSupport(x.release, platform, py, !1).kind !== "none")
  ), plain = `${py.major}.${py.minor}`;
  if (py.freeThreaded)
    return newestForPy ? `Use the regular (GIL) Python ${plain}, or a torch with ${tag} wheels (torch ${newestForPy.patch.version}).` : `Use the regular (GIL) Python ${plain}: no torch release has ${tag} wheels for ${platformLabel(platform)}.`;
  let below = comparePythonMinor(plain, range.min) < 0, py1 = below ? range.min : range.max;
  if (newestForPy) {
    let older = below || compareVersions(newestForPy.patch.version, c.patch.version) < 0;
    return `Use Python ${py1}${below ? " or newer" : ""} (python-version: '${py1}'), or torch ${older ? `${newestForPy.patch.version}, the newest with Python ${tag} wheels` : `>=${newestForPy.release.torch}`}.`;
  }
  return `Use Python ${py1} (python-version: '${py1}'): no torch release in the catalog has Python ${tag} wheels for ${platformLabel(platform)}.`;
}
function backendHint(catalog, c, variant, platform) {
  let lastWith = remembered(catalog, `variant|${platform}|${variant}`, () => allCandidates(catalog).find((x) => variantEntry(x.release, variant, platform))), here = variantsOn(c.release, platform).filter((v) => !(variant.startsWith("cu") && v.variant === "cpu")).map((v) => v.variant), alt = here.filter((v) => v.slice(0, 2) === variant.slice(0, 2))[0] ?? here[0], parts2 = [];
  return alt && parts2.push(`use --index-url ${indexUrlFor(alt)} (torch ${c.release.torch} ships ${here.join(", ")} for ${platformLabel(platform)})`), lastWith && parts2.push(`pin torch==${lastWith.patch.version}, the newest with ${variant}`), parts2.length ? `${parts2.join(", or ")}.`.replace(/^./, (s) => s.toUpperCase()) : `No torch release in the catalog ships ${variant} for ${platformLabel(platform)}.`;
}
function platformHint(catalog, platform) {
  let last = remembered(catalog, `platform|${platform}`, () => allCandidates(catalog).find((x) => platformEntry(x.release, platform)));
  return platform === "macos-x64" ? `${last ? `Pin torch<=${last.patch.version} (the last release with Intel-Mac wheels), or u` : "U"}se an Apple-silicon runner (macos-15).` : last ? `Pin torch<=${last.patch.version}, the newest with ${platformLabel(platform)} wheels, or use a runner of another platform.` : `No torch release in the catalog has ${platformLabel(platform)} wheels; use a Linux x64 runner (ubuntu-24.04).`;
}
function glibcHint(catalog, glibc, platform) {
  let ok = remembered(catalog, `glibc|${platform}|${glibc}`, () => allCandidates(catalog).find((x) => platformEntry(x.release, platform) ? variantsOn(x.release, platform).some((v) => {
    let f = glibcFloor(x.release, platform, v.variant).glibc;
    return !f || compareDotted(glibc, f) >= 0;
  }) : !1));
  return `Use a newer image (ubuntu-22.04 has glibc 2.35)${ok ? `, or pin torch==${ok.patch.version}, the newest whose wheels install on glibc ${glibc}` : ""}.`;
}

// src/resolve/installability.ts
var hint = (ctx, make) => ctx.explain === !1 ? "" : make();
function variantFrom(index, c, platform, local, ctx) {
  let r = c.release, v = c.patch.version;
  if (index.kind === "pypi" || index.kind === "unknown") {
    if (local)
      return {
        blocker: finding(
          "variant-mismatch",
          "error",
          `torch ${v}+${local} was asked, but PyPI has no +${local} builds: local versions exist only on download.pytorch.org.`,
          `Add --index-url ${indexUrlFor(local)} (or drop +${local} to take PyPI's default build).`,
          "https://peps.python.org/pep-0440/#local-version-identifiers"
        )
      };
    let p = platformEntry(r, platform), d = pypiDefault(r, platform);
    if (p?.pypi === !1 || !d) {
      let where = d ? { source: p?.source ?? r.source, confidence: p?.confidence } : { source: r.source, confidence: void 0 };
      return {
        blocker: finding(
          "platform-unsupported",
          "error",
          `torch ${v} has no wheels on PyPI for ${platformLabel(platform)}; its ${platformLabel(platform)} builds are only on download.pytorch.org.`,
          `Use --index-url ${indexUrlFor("cpu")}.`,
          where.source,
          where.confidence
        )
      };
    }
    return { variant: d.variant, index: "https://pypi.org/simple", fromPypi: !0 };
  }
  let variant = index.kind === "pytorch" ? index.variant : local ?? index.variant ?? pypiDefault(r, platform)?.variant;
  if (!variant)
    return {
      blocker: finding("backend-unavailable", "error", `The find-links page ${index.url} needs a +variant in the torch pin to choose a build.`, `Pin e.g. torch==${v}+cpu.`, r.source)
    };
  if (local && index.kind === "pytorch" && local !== index.variant)
    return {
      blocker: finding(
        "variant-mismatch",
        "error",
        `torch ${v}+${local} was asked from the ${index.variant} index, which only serves +${index.variant} builds.`,
        `Use --index-url ${indexUrlFor(local, index.channel)} or pin torch==${v}+${index.variant}.`,
        r.source
      )
    };
  if (!variantEntry(r, variant, platform)) {
    let available = variantsOn(r, platform).map((x) => x.variant);
    return {
      blocker: finding(
        "backend-unavailable",
        "error",
        `torch ${v} has no ${variant} build for ${platformLabel(platform)}; ${r.torch} ships ${available.join(", ") || "nothing"} there.`,
        hint(ctx, () => backendHint(ctx.catalog, c, variant, platform)),
        r.variants.find((x) => x.variant === variant)?.source ?? r.source,
        r.variants.find((x) => x.variant === variant)?.confidence
      )
    };
  }
  return { variant, index: "url" in index ? index.url : indexUrlFor(variant), fromPypi: !1 };
}
function installability(c, ctx) {
  let { env, request } = ctx, r = c.release, v = c.patch.version, blockers = [], warnings = [], py = env.python, platform = wheelPlatform(env);
  py && py.implementation !== "cpython" && blockers.push(
    finding(
      "python-implementation",
      "error",
      `This Python is ${py.implementation === "pypy" ? "PyPy" : py.implementation === "graalpy" ? "GraalPy" : py.implementation} ${py.major}.${py.minor}; torch publishes wheels for CPython only, and has no source distribution on PyPI.`,
      "Use CPython (actions/setup-python with python-version: 3.12, not pypy3.x).",
      "https://pypi.org/project/torch/#files"
    )
  ), py?.pointerBits === 32 && blockers.push(
    finding("python-32bit", "error", "This Python is a 32-bit build; torch has 64-bit wheels only.", "Use a 64-bit Python (actions/setup-python with architecture: x64).", "https://pypi.org/project/torch/#files")
  ), env.os === "linux" && env.libc === "musl" && blockers.push(
    finding("platform-unsupported", "error", "This Linux uses musl libc (Alpine); torch publishes manylinux (glibc) wheels only.", "Use a glibc-based image (Debian, Ubuntu, RHEL 8+).", "https://pypi.org/project/torch/#files")
  );
  let pEntry = platformEntry(r, platform);
  if (!pEntry) {
    let emulated = isEmulated(env) ? ` This interpreter is ${env.python?.machine} running under emulation on an ${env.arch} machine, so pip looks for ${platformLabel(platform)} wheels.` : "";
    return blockers.push(
      finding(
        "platform-unsupported",
        "error",
        `torch ${v} has no wheels for ${platformLabel(platform)}.${emulated}`,
        isEmulated(env) ? `Use a native ${env.arch} Python (actions/setup-python with architecture: ${env.arch}).` : hint(ctx, () => platformHint(ctx.catalog, platform)),
        r.source,
        r.confidence
      )
    ), { ok: !1, blockers };
  }
  pEntry.confidence === "uncertain" && warnings.push(
    finding("platform-unsupported", "warning", `Wheels of torch ${v} for ${platformLabel(platform)} are not confirmed by a primary source.`, "Expect the install to fail; test it once and pin what works.", pEntry.source, "uncertain")
  );
  let local = request.torch.local, picked = variantFrom(request.index, c, platform, local, ctx);
  "blocker" in picked && blockers.push(picked.blocker);
  let fromPypi = "blocker" in picked ? request.index.kind === "pypi" : picked.fromPypi;
  if (py) {
    let support = pythonSupport(r, platform, py, fromPypi);
    if (support.kind === "none") {
      let range = pythonRange(r, platform);
      blockers.push(
        finding(
          "python-unsupported",
          "error",
          `torch ${v} has no wheels for Python ${pythonTag(py)} on ${platformLabel(platform)}${fromPypi ? " on PyPI" : ""}: it supports Python ${range.min} to ${range.max}${extrasText(r, platform)}.`,
          hint(ctx, () => pythonHint(ctx.catalog, c, py, platform)),
          support.source,
          support.confidence
        )
      );
    }
  }
  if ("blocker" in picked) return { ok: !1, blockers };
  if (env.os === "linux" && env.glibc && env.libc !== "musl") {
    let floor = glibcFloor(r, platform, picked.variant);
    floor.glibc && compareDotted(env.glibc, floor.glibc) < 0 && blockers.push(
      finding(
        "glibc-too-old",
        "error",
        `torch ${v} (${picked.variant}) needs glibc ${floor.glibc} or newer (manylinux_${floor.glibc.replace(".", "_")}); this runner has glibc ${env.glibc}, so pip finds no wheel it may install.`,
        hint(ctx, () => glibcHint(ctx.catalog, env.glibc, platform)),
        floor.source,
        floor.confidence
      )
    );
  }
  return env.os === "macos" && env.osVersion && pEntry.macos && compareDotted(env.osVersion, pEntry.macos) < 0 && blockers.push(
    finding(
      "macos-too-old",
      "error",
      `torch ${v} wheels need macOS ${pEntry.macos} or newer (${pEntry.wheelTag}); this runner has macOS ${env.osVersion}.`,
      "Use a newer macOS runner (macos-15).",
      pEntry.source,
      pEntry.confidence
    )
  ), blockers.length ? { ok: !1, blockers } : { ok: !0, variant: picked.variant, index: picked.index, fromPypi: picked.fromPypi, warnings };
}

// src/resolve/resolve.ts
var CATALOG_SOURCE = "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix";
function companionTorches(catalog, spec, pick) {
  if (!spec || spec.pep440 === "") return;
  let pub = { ...spec, pep440: spec.pep440.replace(/\+[A-Za-z0-9.]+/g, "") }, allowed = allCandidates(catalog).filter((c) => {
    let v = pick(c);
    return v !== void 0 && satisfies(v, pub);
  });
  return allowed.length ? new Set(allowed) : void 0;
}
function olderThanCatalog(spec, lb, oldest) {
  return lb ? compareVersions(lb, oldest) < 0 : ["1.13.1", "1.0.0", "0.4.1"].some((v) => satisfies(v, spec));
}
function describeSpec(spec) {
  return spec.pep440 === "" ? "torch (any version)" : `torch${/^[=<>~!]/.test(spec.text) ? "" : "=="}${spec.text}`;
}
function resolve(env, request, catalog) {
  let findings = [], loc = request.torchLocation, newest = newestRelease(catalog), oldest = allCandidates(catalog).at(-1), spec = request.torch, publicSpec = { ...spec, pep440: spec.pep440.replace(/\+[A-Za-z0-9.]+/g, "") }, matching = matchingCandidates(catalog, publicSpec);
  if (request.index.kind !== "pypi" && "channel" in request.index && request.index.channel === "nightly" && findings.push(
    finding(
      "catalog-stale",
      "warning",
      `Nightly builds (${request.index.url}) are not in the catalog; the checks use the newest release, torch ${newest?.patch.version ?? "unknown"}, as a stand-in.`,
      "Nightlies change daily: expect differences, and pin a release for CI that must pass.",
      CATALOG_SOURCE
    )
  ), matching.length === 0) {
    let lb = lowerBound(publicSpec);
    if (newest && lb && compareVersions(lb, newest.patch.version) > 0)
      findings.push(
        finding(
          "catalog-stale",
          "warning",
          `${describeSpec(spec)} asks for a torch newer than this catalog knows (newest: ${newest.patch.version}); nothing about it can be checked.`,
          "Update torch-preflight (the catalog ships with each release), or add the release to a config file.",
          CATALOG_SOURCE,
          void 0,
          loc
        )
      );
    else if (oldest && olderThanCatalog(publicSpec, lb, oldest.patch.version))
      findings.push(
        finding(
          "catalog-stale",
          "warning",
          `${describeSpec(spec)} asks for a torch older than this catalog covers (it starts at ${oldest.patch.version}); nothing about it can be checked.`,
          "torch 1.x is out of scope: check it by hand, or describe the release in a config file.",
          CATALOG_SOURCE,
          void 0,
          loc
        )
      );
    else {
      let near = allCandidates(catalog).map((c) => c.patch.version).filter((v) => !lb || v.startsWith(lb.split(".").slice(0, 2).join("."))).slice(0, 4);
      findings.push(
        finding(
          "no-release",
          "error",
          `No torch release matches ${describeSpec(spec)}.`,
          near.length ? `Released versions nearby: ${near.join(", ")}.` : `The newest release is ${newest?.patch.version ?? "unknown"}.`,
          CATALOG_SOURCE,
          void 0,
          loc
        )
      );
    }
    return { findings };
  }
  let ctx = { env, request, catalog, explain: !1 }, explained = (c) => {
    let again = installability(c, { ...ctx, explain: !0 });
    return again.ok ? [] : again.blockers;
  }, companionBlocked, first, tvAllowed = companionTorches(catalog, request.torchvision, (c) => c.patch.torchvision), taAllowed = companionTorches(catalog, request.torchaudio, (c) => c.patch.torchaudio);
  for (let c of matching) {
    if (tvAllowed && !tvAllowed.has(c) || taAllowed && !taAllowed.has(c)) {
      companionBlocked ??= c;
      continue;
    }
    let inst = installability(c, ctx);
    if (!inst.ok) {
      first ??= { c, blockers: inst.blockers };
      continue;
    }
    let head = matching[0];
    if (first && (first.blockers = explained(first.c)), c !== head) {
      let why = first && first.c === head ? first.blockers.map((b) => b.message).join(" ") : `its torchvision/torchaudio builds do not match the pins (${request.torchvision?.text ?? ""}${request.torchaudio ? ` ${request.torchaudio.text}` : ""}).`;
      findings.push(
        finding(
          "resolution-fallback",
          "warning",
          `${describeSpec(spec)} matches up to torch ${head.patch.version}, but pip would silently install torch ${c.patch.version} here: ${why}`,
          `Pin torch==${c.patch.version} to make it explicit. To get ${head.patch.version} instead: ${first?.blockers[0]?.hint ?? "align the torchvision/torchaudio pins."}`,
          first?.blockers[0]?.source ?? CATALOG_SOURCE,
          void 0,
          loc
        )
      );
    }
    for (let w of inst.warnings) findings.push(loc && !w.location ? { ...w, location: loc } : w);
    return c.release.confidence === "uncertain" && findings.push(
      finding(
        "catalog-stale",
        "notice",
        `The catalog's facts about torch ${c.release.torch} are not all confirmed by primary sources yet; checks that rest on them warn instead of failing.`,
        "Update torch-preflight when a newer catalog is out, or confirm the facts in a config file.",
        c.release.source,
        void 0,
        loc
      )
    ), { candidate: c, variant: inst.variant, index: inst.index, fromPypi: inst.fromPypi, newestMatching: head, findings };
  }
  if (first)
    for (let b of explained(first.c)) findings.push(loc && !b.location ? { ...b, location: loc } : b);
  else if (companionBlocked) {
    let c = companionBlocked, tvSpec = request.torchvision?.text, taSpec = request.torchaudio?.text;
    findings.push(
      finding(
        "companion-mismatch",
        "error",
        `No torch release matching ${describeSpec(spec)} goes with ${[tvSpec && `torchvision ${tvSpec}`, taSpec && `torchaudio ${taSpec}`].filter(Boolean).join(" and ")}: torch ${c.patch.version} is built with torchvision ${c.patch.torchvision ?? "?"} and torchaudio ${c.patch.torchaudio ?? "?"}. Mixed versions fail at import (operator torchvision::nms does not exist).`,
        `Pin torchvision==${c.patch.torchvision ?? "?"}${c.patch.torchaudio ? ` torchaudio==${c.patch.torchaudio}` : ""} with torch==${c.patch.version}.`,
        c.patch.source,
        c.patch.confidence,
        loc
      )
    );
  }
  return { newestMatching: matching[0], findings };
}

// src/checks/cuda-driver.ts
function driverFloors(catalog, variant, os) {
  let t = toolkitFor(catalog, variant);
  if (!t) return;
  let fam = familyFor(catalog, Number(t.cuda.split(".")[0])), full = os === "windows" ? t.driver.windows ?? void 0 : t.driver.linux, compat = fam ? os === "windows" ? fam.minDriver.windows ?? fam.minDriver.linux : fam.minDriver.linux : void 0;
  return {
    cuda: t.cuda,
    ...full ? { full } : {},
    ...compat ? { compat } : {},
    source: t.source,
    ...fam ? { compatSource: fam.source } : {},
    ...t.confidence === "uncertain" || fam?.confidence === "uncertain" ? { confidence: "uncertain" } : {}
  };
}

// src/checks/gpu-kernels.ts
var split = (cc) => {
  let [a, b] = cc.split(".").map(Number);
  return [a ?? 0, b ?? 0];
};
function hasKernels(cc, archs) {
  let [maj, min] = split(cc);
  return archs.sass.some((s) => {
    let [sm, sn] = split(s);
    return sm === maj && sn <= min;
  }) || (archs.ptx ?? []).some((p) => compareDotted(cc, p) >= 0);
}
var smList = (archs) => [...archs.sass.map((s) => `sm_${s.replace(".", "")}`), ...(archs.ptx ?? []).map((p) => `compute_${p.replace(".", "")}`)].join(" ");
function parseComputeCapability(text) {
  let t = text.trim().toLowerCase().replace(/^(sm|compute)_/, ""), m = /^(\d{1,2})\.(\d)$/.exec(t);
  if (m) return `${Number(m[1])}.${m[2]}`;
  if (m = /^(\d{1,2})(\d)[af]?$/.exec(t), m) return `${Number(m[1])}.${m[2]}`;
}

// src/recommend/backend.ts
var STATUS_RANK = { stable: 0, legacy: 1, experimental: 2 };
function recommendBackend(env, catalog, c) {
  let platform = wheelPlatform(env), cpu = (reason) => ({ variant: "cpu", url: indexUrlFor("cpu"), reason });
  if (env.gpus.length === 0 && !env.driver) return cpu("no NVIDIA GPU found");
  let best = variantsOn(c.release, platform).filter((v) => /^cu\d{3}$/.test(v.variant)).map((v) => {
    let archs = gpuArchsFor(catalog, v.variant, c.patch.version, platform), kernels = env.gpus.length === 0 ? !0 : archs ? env.gpus.every((g) => hasKernels(g.computeCapability, archs)) : void 0, f = driverFloors(catalog, v.variant, env.os), driverFull = !env.driver || !f?.full ? !0 : compareDotted(env.driver, f.full) >= 0, driverCompat = !env.driver || !f?.compat ? !0 : compareDotted(env.driver, f.compat) >= 0;
    return { v, kernels, driverFull, driverCompat, cuda: f?.cuda ?? "0" };
  }).filter((o) => o.kernels !== !1 && o.driverCompat).sort(
    (a, b) => +(b.kernels === !0) - +(a.kernels === !0) || Number(b.driverFull) - Number(a.driverFull) || STATUS_RANK[a.v.status] - STATUS_RANK[b.v.status] || compareDotted(b.cuda, a.cuda)
  )[0];
  if (!best) {
    let what = env.gpus.length ? `GPU ${env.gpus.map((g) => `sm_${g.computeCapability.replace(".", "")}`).join(", ")}` : "GPU";
    return cpu(`no CUDA build of torch ${c.release.torch} supports this ${what}${env.driver ? ` with driver ${env.driver}` : ""}`);
  }
  let gpus = env.gpus.length ? `kernels for ${env.gpus.map((g) => `sm_${g.computeCapability.replace(".", "")}`).join(", ")}` : "a GPU is present", drv = env.driver ? `, driver ${env.driver} runs CUDA ${best.cuda}` : "";
  return { variant: best.v.variant, url: indexUrlFor(best.v.variant), reason: `${best.v.variant}: ${gpus}${drv}` };
}

// src/checks/backend.ts
var backendStatus = ({ env, resolved }) => {
  let c = resolved.candidate;
  if (!c || !resolved.variant) return [];
  let v = variantEntry(c.release, resolved.variant, wheelPlatform(env));
  if (!v || v.status === "stable") return [];
  let stable = c.release.variants.filter((x) => x.status === "stable" && x.variant.slice(0, 2) === v.variant.slice(0, 2)).map((x) => x.variant), alt = stable.length ? ` Stable builds of ${c.release.torch}: ${stable.join(", ")} (${indexUrlFor(stable[stable.length - 1])}).` : "";
  return v.status === "experimental" ? [
    finding("backend-experimental", "warning", `The ${v.variant} build of torch ${c.patch.version} is experimental.${alt}`, stable.length ? `Use --index-url ${indexUrlFor(stable[stable.length - 1])} unless you need ${v.variant}.` : `Expect rough edges with ${v.variant}.`, v.source, v.confidence)
  ] : [
    finding("backend-experimental", "notice", `The ${v.variant} build of torch ${c.patch.version} is a legacy build, kept for older GPUs and drivers; it is likely to be dropped in a coming release.${alt}`, `Plan the move to a newer build (${stable.join(", ") || "see the release notes"}).`, v.source, v.confidence)
  ];
}, indexUrl = ({ request }) => [request.index, ...request.extraIndexes ?? []].flatMap((ref) => ref.kind === "unknown" ? [
  finding("index-url-unknown", "warning", `The index ${ref.url} is not PyPI or download.pytorch.org, so what it serves is unknown; the checks assume it mirrors PyPI.`, "Use https://download.pytorch.org/whl/<variant> (cpu, cu126, cu128, \u2026) or pass the variant of your mirror, e.g. --index-url cu128.", "https://docs.pytorch.org/get-started/locally/")
] : (ref.kind === "pytorch" || ref.kind === "find-links") && ref.mirror ? [
  finding("index-url-unknown", "notice", `The index ${ref.url} is read as a mirror of download.pytorch.org${ref.kind === "pytorch" ? ` serving ${ref.variant}` : ""}; the checks assume it carries the same builds.`, "Nothing to do if the mirror is complete.", "https://docs.pytorch.org/get-started/locally/")
] : ref.kind === "find-links" && ref.url.includes("torch_stable.html") ? [
  finding("index-url-unknown", "notice", `${ref.url} is the legacy find-links page; pip reads it together with PyPI and picks the build by the +variant in the pin.`, `Use --index-url ${indexUrlFor(ref.variant ?? "cpu")} instead.`, "https://docs.pytorch.org/get-started/previous-versions/")
] : []);

// src/checks/companion.ts
var companionVariants = ({ request, resolved }) => {
  let torchLocal = request.torch.local ?? resolved.variant, out = [];
  for (let [name, spec] of [
    ["torchvision", request.torchvision],
    ["torchaudio", request.torchaudio]
  ])
    !spec?.local || !torchLocal || spec.local === torchLocal || out.push(
      finding(
        "variant-mismatch",
        "error",
        `${name} ${spec.text} is a +${spec.local} build, but torch is +${torchLocal}: builds for different CUDA versions fail at import (operator torchvision::nms does not exist).`,
        `Pin ${name} with +${torchLocal}, or drop the +variant from both and choose it with --index-url.`,
        "https://github.com/pytorch/vision#installation"
      )
    );
  return out;
};

// src/checks/mps.ts
var mps = ({ env, resolved }) => {
  let c = resolved.candidate;
  return !c || env.os !== "macos" ? [] : env.arch === "arm64" && isEmulated(env) ? [
    finding("mps-unavailable", "warning", `This Python is ${env.python?.machine ?? "x86_64"} running under Rosetta on an Apple-silicon Mac: torch ${c.patch.version} will install the Intel build, which has no MPS and runs emulated.`, "Use a native arm64 Python (actions/setup-python with architecture: arm64).", "https://developer.apple.com/documentation/apple-silicon/about-the-rosetta-translation-environment")
  ] : env.arch !== "arm64" || !c.release.mps || !env.osVersion ? [] : compareDotted(env.osVersion, c.release.mps.macos) >= 0 ? [] : [
    finding("mps-unavailable", "warning", `torch ${c.patch.version} installs on macOS ${env.osVersion}, but its MPS (Metal) backend needs macOS ${c.release.mps.macos} or newer: torch.backends.mps.is_available() will be False and code falls back to the CPU.`, `Use a macOS ${c.release.mps.macos.split(".")[0]}+ runner (macos-15), or accept CPU-only tests.`, c.release.mps.source, c.release.mps.confidence === "uncertain" ? "uncertain" : void 0)
  ];
};

// src/checks/nvidia.ts
var NV_TABLE = "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html#id5", isCuda = (v) => !!v && /^cu\d{3}$/.test(v), hasGpu = (env) => env.gpus.length > 0 || env.driver !== void 0, driver = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v || !isCuda(v) || !env.driver) return [];
  let f = driverFloors(catalog, v, env.os);
  if (!f)
    return [finding("driver-too-old", "notice", `The catalog has no driver floor for ${v}; the driver ${env.driver} could not be checked.`, "Add the toolkit to a config file (cudaToolkits).", NV_TABLE)];
  let rec = recommendBackend(env, catalog, c), fix = rec.variant !== v ? ` or use --index-url ${rec.url} (${rec.reason})` : "";
  return f.compat && compareDotted(env.driver, f.compat) < 0 ? [
    finding(
      "driver-too-old",
      "error",
      `torch ${c.patch.version}+${v} bundles CUDA ${f.cuda}, which needs NVIDIA driver ${f.full ?? f.compat} (at least ${f.compat} in compatibility mode); this runner has ${env.driver}. torch.cuda fails with "The NVIDIA driver on your system is too old".`,
      `Update the driver to ${f.full ?? f.compat} or newer${fix}.`,
      f.compatSource ?? f.source,
      f.confidence
    )
  ] : f.full && compareDotted(env.driver, f.full) < 0 ? [
    finding(
      "driver-too-old",
      "warning",
      `Driver ${env.driver} is older than ${f.full}, which CUDA ${f.cuda} names; torch ${c.patch.version}+${v} runs in CUDA minor-version compatibility mode, where PTX JIT (GPUs newer than the build's kernels) is not available.`,
      `Update the driver to ${f.full} or newer${fix}.`,
      f.source,
      "uncertain"
    )
  ] : [];
}, gpuKernels = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v || !isCuda(v) || env.gpus.length === 0) return [];
  let platform = wheelPlatform(env), archs = gpuArchsFor(catalog, v, c.patch.version, platform);
  if (!archs)
    return [finding("gpu-unsupported", "notice", `The catalog does not know which GPU architectures torch ${c.patch.version}+${v} was built for, so the GPUs (${env.gpus.map((g) => `sm_${g.computeCapability.replace(".", "")}`).join(", ")}) were not checked.`, "Add a gpuArchs entry to a config file.", "https://github.com/pytorch/pytorch/blob/main/RELEASE.md")];
  let out = [], rec = recommendBackend(env, catalog, c);
  for (let gpu of env.gpus) {
    if (hasKernels(gpu.computeCapability, archs)) continue;
    let name = gpu.name ? `${gpu.name} (sm_${gpu.computeCapability.replace(".", "")})` : `a GPU of compute capability ${gpu.computeCapability}`;
    out.push(
      finding(
        "gpu-unsupported",
        "error",
        `torch ${c.patch.version}+${v} has no kernels for ${name}: it supports ${smList(archs)}. Every CUDA op fails with "no kernel image is available for execution on the device".`,
        rec.variant !== v ? `Use --index-url ${rec.url} (${rec.reason}).` : `No build of torch ${c.release.torch} supports this GPU; use an older torch.`,
        archs.source,
        archs.confidence
      )
    );
  }
  return out;
}, gpuPresence = ({ env, catalog, resolved }) => {
  let v = resolved.variant, c = resolved.candidate;
  if (!c || !v) return [];
  if ((isCuda(v) || v.startsWith("rocm")) && !hasGpu(env) && env.os !== "macos")
    return [
      finding(
        "cuda-without-gpu",
        "notice",
        `pip would install the ${v} build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ""}, but no NVIDIA GPU or driver was found: the GPU libraries (several GB of downloads) will go unused and torch runs on the CPU.`,
        `For CPU-only CI use --index-url ${indexUrlFor("cpu")}.`,
        "https://docs.pytorch.org/get-started/locally/"
      )
    ];
  if (v === "cpu" && env.gpus.length > 0) {
    let rec = recommendBackend(env, catalog, c);
    return [
      finding(
        "variant-mismatch",
        "warning",
        `This runner has an NVIDIA GPU, but pip would install the CPU build of torch ${c.patch.version}${resolved.fromPypi ? " (PyPI's default here)" : ""}: torch.cuda.is_available() will be False ("Torch not compiled with CUDA enabled").`,
        rec.variant !== "cpu" ? `Use --index-url ${rec.url} (${rec.reason}).` : `No CUDA build of torch ${c.release.torch} fits this GPU and driver.`,
        "https://docs.pytorch.org/get-started/locally/"
      )
    ];
  }
  return [];
};

// src/checks/probe-problems.ts
function probeProblems(env) {
  return env.probeProblems.map(
    (p) => finding("probe-failed", "warning", `Could not determine ${p.what}: ${p.message}`, "Pass it explicitly (see --help) so it can be checked.", "https://github.com/torch-preflight/torch-preflight#probing")
  );
}

// src/checks/python-preview.ts
var pythonPreview = ({ env, resolved }) => {
  let c = resolved.candidate, py = env.python;
  if (!c || !py || py.implementation !== "cpython") return [];
  let s = pythonSupport(c.release, wheelPlatform(env), py, resolved.fromPypi ?? !1);
  if (s.kind !== "experimental" && s.kind !== "preview") return [];
  let ft = py.freeThreaded ? " Free-threaded builds also need every compiled dependency to support free-threading." : "";
  return [
    finding(
      "python-preview",
      "warning",
      `torch ${c.patch.version} supports Python ${pythonTag(py)} only as ${s.kind === "preview" ? "a preview" : "experimental"}: wheels exist, but not every feature (torch.compile, companion packages) is expected to work.${ft}`,
      `Use Python ${c.release.python.max} for CI that must pass, and keep ${pythonTag(py)} as an allowed-to-fail leg.`,
      s.source
    )
  ];
};

// src/engine/evaluate.ts
var RUNTIME_CHECKS = [indexUrl, companionVariants, pythonPreview, backendStatus, mps, driver, gpuKernels, gpuPresence];
function evaluate(env, request, catalog) {
  let resolved = resolve(env, request, catalog), ctx = { env, request, catalog, resolved }, findings = [...probeProblems(env), ...resolved.findings, ...RUNTIME_CHECKS.flatMap((check) => check(ctx))], target = resolved.candidate ?? resolved.newestMatching, rec = target ? recommendBackend(env, catalog, target) : void 0, c = resolved.candidate, sorted = sortFindings(findings);
  return {
    resolution: {
      ...c ? { version: c.patch.version } : {},
      ...resolved.variant ? { variant: resolved.variant } : {},
      ...resolved.index ? { index: resolved.index } : {},
      ...resolved.newestMatching ? { newestMatching: resolved.newestMatching.patch.version } : {},
      ...c?.patch.torchvision ? { torchvision: c.patch.torchvision } : {},
      ...c?.patch.torchaudio ? { torchaudio: c.patch.torchaudio } : {},
      ...rec ? { recommendedIndexUrl: rec.url, recommendedVariant: rec.variant } : {}
    },
    findings: sorted,
    verdict: verdictOf(sorted)
  };
}

export {
  isDotted,
  compareDotted,
  parseComputeCapability,
  evaluate
};
