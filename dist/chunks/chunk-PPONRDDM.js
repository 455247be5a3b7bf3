import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError,
  archFromMachine,
  osFromNode,
  parseArch,
  parseOs,
  platformKey,
  platformLabel,
  require_dist
} from "./chunk-QCBSO6L2.js";
import {
  capForConfidence,
  getExecOutput,
  severityRank,
  sortFindings,
  verdictOf
} from "./chunk-SX3XMD5U.js";
import {
  __commonJS,
  __toESM
} from "./chunk-5A63H3UN.js";

// node_modules/@renovatebot/pep440/lib/version.js
var require_version = __commonJS({
  "node_modules/@renovatebot/pep440/lib/version.js"(exports, module) {
    var VERSION_PATTERN = [
      "v?",
      "(?:",
      /* */
      "(?:(?<epoch>[0-9]+)!)?",
      // epoch
      /* */
      "(?<release>[0-9]+(?:\\.[0-9]+)*)",
      // release segment
      /* */
      "(?<pre>",
      // pre-release
      /*    */
      "[-_\\.]?",
      /*    */
      "(?<pre_l>(a|b|c|rc|alpha|beta|pre|preview))",
      /*    */
      "[-_\\.]?",
      /*    */
      "(?<pre_n>[0-9]+)?",
      /* */
      ")?",
      /* */
      "(?<post>",
      // post release
      /*    */
      "(?:-(?<post_n1>[0-9]+))",
      /*    */
      "|",
      /*    */
      "(?:",
      /*        */
      "[-_\\.]?",
      /*        */
      "(?<post_l>post|rev|r)",
      /*        */
      "[-_\\.]?",
      /*        */
      "(?<post_n2>[0-9]+)?",
      /*    */
      ")",
      /* */
      ")?",
      /* */
      "(?<dev>",
      // dev release
      /*    */
      "[-_\\.]?",
      /*    */
      "(?<dev_l>dev)",
      /*    */
      "[-_\\.]?",
      /*    */
      "(?<dev_n>[0-9]+)?",
      /* */
      ")?",
      ")",
      "(?:\\+(?<local>[a-z0-9]+(?:[-_\\.][a-z0-9]+)*))?"
      // local version
    ].join("");
    module.exports = {
      VERSION_PATTERN,
      valid,
      clean,
      explain: explain2,
      parse: parse2,
      stringify: stringify2
    };
    var validRegex = new RegExp("^" + VERSION_PATTERN + "$", "i");
    function valid(version) {
      return validRegex.test(version) ? version : null;
    }
    var cleanRegex = new RegExp("^\\s*" + VERSION_PATTERN + "\\s*$", "i");
    function clean(version) {
      return stringify2(parse2(version, cleanRegex));
    }
    function parse2(version, regex) {
      let { groups } = (regex || validRegex).exec(version) || {};
      return groups ? {
        epoch: Number(groups.epoch ? groups.epoch : 0),
        release: groups.release.split(".").map(Number),
        pre: normalize_letter_version(groups.pre_l, groups.pre_n),
        post: normalize_letter_version(
          groups.post_l,
          groups.post_n1 || groups.post_n2
        ),
        dev: normalize_letter_version(groups.dev_l, groups.dev_n),
        local: parse_local_version(groups.local)
      } : null;
    }
    function stringify2(parsed) {
      if (!parsed)
        return null;
      let { epoch, release: release2, pre, post, dev, local } = parsed, parts2 = [];
      return epoch !== 0 && parts2.push(`${epoch}!`), parts2.push(release2.join(".")), pre && parts2.push(pre.join("")), post && parts2.push("." + post.join("")), dev && parts2.push("." + dev.join("")), local && parts2.push(`+${local}`), parts2.join("");
    }
    function normalize_letter_version(letterIn, numberIn) {
      let letter = letterIn, number = numberIn;
      return letter ? (number || (number = 0), letter = letter.toLowerCase(), letter === "alpha" ? letter = "a" : letter === "beta" ? letter = "b" : ["c", "pre", "preview"].includes(letter) ? letter = "rc" : ["rev", "r"].includes(letter) && (letter = "post"), [letter, Number(number)]) : !letter && number ? (letter = "post", [letter, Number(number)]) : null;
    }
    function parse_local_version(local) {
      return local ? local.split(/[._-]/).map(
        (part) => Number.isNaN(Number(part)) ? part.toLowerCase() : Number(part)
      ) : null;
    }
    function explain2(version) {
      let parsed = parse2(version);
      if (!parsed)
        return parsed;
      let { epoch, release: release2, pre, post, dev, local } = parsed, base_version = "";
      epoch !== 0 && (base_version += epoch + "!"), base_version += release2.join(".");
      let is_prerelease = !!(dev || pre), is_devrelease = !!dev, is_postrelease = !!post;
      return {
        epoch,
        release: release2,
        pre,
        post: post && post[1],
        dev: dev && dev[1],
        local: local && local.join("."),
        public: stringify2(parsed).split("+", 1)[0],
        base_version,
        is_prerelease,
        is_devrelease,
        is_postrelease
      };
    }
  }
});

// node_modules/@renovatebot/pep440/lib/operator.js
var require_operator = __commonJS({
  "node_modules/@renovatebot/pep440/lib/operator.js"(exports, module) {
    var { parse: parse2 } = require_version();
    module.exports = {
      compare: compare4,
      rcompare,
      lt,
      le,
      eq,
      ne,
      ge,
      gt,
      "<": lt,
      "<=": le,
      "==": eq,
      "!=": ne,
      ">=": ge,
      ">": gt,
      "===": arbitrary
    };
    function lt(version, other) {
      return compare4(version, other) < 0;
    }
    function le(version, other) {
      return compare4(version, other) <= 0;
    }
    function eq(version, other) {
      return compare4(version, other) === 0;
    }
    function ne(version, other) {
      return compare4(version, other) !== 0;
    }
    function ge(version, other) {
      return compare4(version, other) >= 0;
    }
    function gt(version, other) {
      return compare4(version, other) > 0;
    }
    function arbitrary(version, other) {
      return version.toLowerCase() === other.toLowerCase();
    }
    function compare4(version, other) {
      let parsedVersion = parse2(version), parsedOther = parse2(other), keyVersion = calculateKey(parsedVersion), keyOther = calculateKey(parsedOther);
      return pyCompare(keyVersion, keyOther);
    }
    function rcompare(version, other) {
      return -compare4(version, other);
    }
    function pyCompare(elemIn, otherIn) {
      let elem = elemIn, other = otherIn;
      if (elem === other)
        return 0;
      if (Array.isArray(elem) !== Array.isArray(other) && (elem = Array.isArray(elem) ? elem : [elem], other = Array.isArray(other) ? other : [other]), Array.isArray(elem)) {
        let len = Math.min(elem.length, other.length);
        for (let i = 0; i < len; i += 1) {
          let res = pyCompare(elem[i], other[i]);
          if (res !== 0)
            return res;
        }
        return elem.length - other.length;
      }
      return elem === -1 / 0 || other === 1 / 0 ? -1 : elem === 1 / 0 || other === -1 / 0 ? 1 : elem < other ? -1 : 1;
    }
    function calculateKey(input) {
      let { epoch } = input, { release: release2, pre, post, local, dev } = input;
      for (release2 = release2.concat(), release2.reverse(); release2.length && release2[0] === 0; )
        release2.shift();
      return release2.reverse(), !pre && !post && dev ? pre = -1 / 0 : pre || (pre = 1 / 0), post || (post = -1 / 0), dev || (dev = 1 / 0), local ? local = local.map(
        (i) => Number.isNaN(Number(i)) ? [-1 / 0, i] : [Number(i), ""]
      ) : local = -1 / 0, [epoch, release2, pre, post, dev, local];
    }
  }
});

// node_modules/@renovatebot/pep440/lib/specifier.js
var require_specifier = __commonJS({
  "node_modules/@renovatebot/pep440/lib/specifier.js"(exports, module) {
    var { VERSION_PATTERN, explain: explainVersion } = require_version(), Operator = require_operator(), RANGE_PATTERN = [
      "(?<operator>(===|~=|==|!=|<=|>=|<|>))",
      "\\s*",
      "(",
      /*  */
      "(?<version>(?:" + VERSION_PATTERN.replace(/\?<\w+>/g, "?:") + "))",
      /*  */
      "(?<prefix>\\.\\*)?",
      /*  */
      "|",
      /*  */
      "(?<legacy>[^,;\\s)]+)",
      ")"
    ].join("");
    module.exports = {
      RANGE_PATTERN,
      parse: parse2,
      satisfies: satisfies3,
      filter,
      validRange: validRange2,
      maxSatisfying,
      minSatisfying
    };
    var isEqualityOperator = (op) => ["==", "!=", "==="].includes(op), rangeRegex = new RegExp("^" + RANGE_PATTERN + "$", "i");
    function parse2(ranges) {
      if (!ranges.trim())
        return [];
      let specifiers = ranges.split(",").map((range2) => rangeRegex.exec(range2.trim()) || {}).map(({ groups }) => {
        if (!groups)
          return null;
        let { ...spec } = groups, { operator, version, prefix, legacy } = groups;
        return version && (spec = { ...spec, ...explainVersion(version) }, operator === "~=" && spec.release.length < 2 || !isEqualityOperator(operator) && spec.local || prefix && (!isEqualityOperator(operator) || spec.dev || spec.local)) || legacy && operator !== "===" ? null : spec;
      });
      return specifiers.filter(Boolean).length !== specifiers.length ? null : specifiers;
    }
    function filter(versions, specifier, options = {}) {
      let filtered = pick2(versions, specifier, options);
      return filtered.length === 0 && options.prereleases === void 0 ? pick2(versions, specifier, { prereleases: !0 }) : filtered;
    }
    function maxSatisfying(versions, range2, options) {
      let found = filter(versions, range2, options).sort(Operator.compare);
      return found.length === 0 ? null : found[found.length - 1];
    }
    function minSatisfying(versions, range2, options) {
      let found = filter(versions, range2, options).sort(Operator.compare);
      return found.length === 0 ? null : found[0];
    }
    function pick2(versions, specifier, options) {
      let parsed = parse2(specifier);
      return parsed ? versions.filter((version) => {
        let explained = explainVersion(version);
        return parsed.length ? parsed.reduce((pass, spec) => pass ? contains({ ...spec, ...options }, { version, explained }) : !1, !0) : explained && !(explained.is_prerelease && !options.prereleases);
      }) : [];
    }
    function satisfies3(version, specifier, options = {}) {
      return pick2([version], specifier, options).length === 1;
    }
    function arrayStartsWith(array, prefix) {
      if (prefix.length > array.length)
        return !1;
      for (let i = 0; i < prefix.length; i += 1)
        if (prefix[i] !== array[i])
          return !1;
      return !0;
    }
    function contains(specifier, input) {
      let { explained } = input, { version } = input, { ...spec } = specifier;
      if (spec.prereleases === void 0 && (spec.prereleases = spec.is_prerelease), explained && explained.is_prerelease && !spec.prereleases)
        return !1;
      if (spec.operator === "~=") {
        let compatiblePrefix = spec.release.slice(0, -1).concat("*").join(".");
        return spec.epoch && (compatiblePrefix = spec.epoch + "!" + compatiblePrefix), satisfies3(version, `>=${spec.version}, ==${compatiblePrefix}`, {
          prereleases: spec.prereleases
        });
      }
      if (spec.prefix) {
        let isMatching = explained.epoch === spec.epoch && arrayStartsWith(explained.release, spec.release);
        return spec.operator !== "!=" ? isMatching : !isMatching;
      }
      if (explained && explained.local && spec.version && (version = explained.public, spec.version = explainVersion(spec.version).public), (spec.operator === "<" || spec.operator === ">") && Operator.eq(spec.release.join("."), explained.release.join(".")))
        return !1;
      let op = Operator[spec.operator];
      return op(version, spec.version || spec.legacy);
    }
    function validRange2(specifier) {
      return !!parse2(specifier);
    }
  }
});

// node_modules/@renovatebot/pep440/lib/semantic.js
var require_semantic = __commonJS({
  "node_modules/@renovatebot/pep440/lib/semantic.js"(exports, module) {
    var { explain: explain2, parse: parse2, stringify: stringify2 } = require_version();
    module.exports = {
      major,
      minor,
      patch,
      inc
    };
    function major(input) {
      let version = explain2(input);
      if (!version)
        throw new TypeError("Invalid Version: " + input);
      return version.release[0];
    }
    function minor(input) {
      let version = explain2(input);
      if (!version)
        throw new TypeError("Invalid Version: " + input);
      return version.release.length < 2 ? 0 : version.release[1];
    }
    function patch(input) {
      let version = explain2(input);
      if (!version)
        throw new TypeError("Invalid Version: " + input);
      return version.release.length < 3 ? 0 : version.release[2];
    }
    function inc(input, release2, preReleaseIdentifier) {
      let identifier = preReleaseIdentifier || "a", version = parse2(input);
      if (!version || !["a", "b", "c", "rc", "alpha", "beta", "pre", "preview"].includes(
        identifier
      ))
        return null;
      switch (release2) {
        case "premajor":
          {
            let [majorVersion] = version.release;
            version.release.fill(0), version.release[0] = majorVersion + 1;
          }
          version.pre = [identifier, 0], delete version.post, delete version.dev, delete version.local;
          break;
        case "preminor":
          {
            let [majorVersion, minorVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion + 1;
          }
          version.pre = [identifier, 0], delete version.post, delete version.dev, delete version.local;
          break;
        case "prepatch":
          {
            let [majorVersion, minorVersion = 0, patchVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion, version.release[2] = patchVersion + 1;
          }
          version.pre = [identifier, 0], delete version.post, delete version.dev, delete version.local;
          break;
        case "prerelease":
          if (version.pre === null) {
            let [majorVersion, minorVersion = 0, patchVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion, version.release[2] = patchVersion + 1, version.pre = [identifier, 0];
          } else {
            preReleaseIdentifier === void 0 && version.pre !== null && ([identifier] = version.pre);
            let [letter, number] = version.pre;
            letter === identifier ? version.pre = [letter, number + 1] : version.pre = [identifier, 0];
          }
          delete version.post, delete version.dev, delete version.local;
          break;
        case "major":
          if (version.release.slice(1).some((value) => value !== 0) || version.pre === null) {
            let [majorVersion] = version.release;
            version.release.fill(0), version.release[0] = majorVersion + 1;
          }
          delete version.pre, delete version.post, delete version.dev, delete version.local;
          break;
        case "minor":
          if (version.release.slice(2).some((value) => value !== 0) || version.pre === null) {
            let [majorVersion, minorVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion + 1;
          }
          delete version.pre, delete version.post, delete version.dev, delete version.local;
          break;
        case "patch":
          if (version.release.slice(3).some((value) => value !== 0) || version.pre === null) {
            let [majorVersion, minorVersion = 0, patchVersion = 0] = version.release;
            version.release.fill(0), version.release[0] = majorVersion, version.release[1] = minorVersion, version.release[2] = patchVersion + 1;
          }
          delete version.pre, delete version.post, delete version.dev, delete version.local;
          break;
        default:
          return null;
      }
      return stringify2(version);
    }
  }
});

// node_modules/@renovatebot/pep440/index.js
var require_pep440 = __commonJS({
  "node_modules/@renovatebot/pep440/index.js"(exports, module) {
    var { valid, clean, explain: explain2, parse: parse2 } = require_version(), { lt, le, eq, ne, ge, gt, compare: compare4, rcompare } = require_operator(), {
      filter,
      maxSatisfying,
      minSatisfying,
      RANGE_PATTERN,
      satisfies: satisfies3,
      validRange: validRange2
    } = require_specifier(), { major, minor, patch, inc } = require_semantic();
    module.exports = {
      // version
      valid,
      clean,
      explain: explain2,
      parse: parse2,
      // operator
      lt,
      le,
      lte: le,
      eq,
      ne,
      neq: ne,
      ge,
      gte: ge,
      gt,
      compare: compare4,
      rcompare,
      // range
      filter,
      maxSatisfying,
      minSatisfying,
      RANGE_PATTERN,
      satisfies: satisfies3,
      validRange: validRange2,
      // semantic
      major,
      minor,
      patch,
      inc
    };
  }
});

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
    var looseOption = Object.freeze({ loose: !0 }), emptyOpts = Object.freeze({}), parseOptions2 = (options) => options ? typeof options != "object" ? looseOption : options : emptyOpts;
    module.exports = parseOptions2;
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
    var debug = require_debug(), { MAX_LENGTH, MAX_SAFE_INTEGER } = require_constants(), { safeRe: re, t } = require_re(), parseOptions2 = require_parse_options(), { compareIdentifiers } = require_identifiers(), isPrereleaseIdentifier = (prerelease, identifier) => {
      let identifiers = identifier.split(".");
      if (identifiers.length > prerelease.length)
        return !1;
      for (let i = 0; i < identifiers.length; i++)
        if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0)
          return !1;
      return !0;
    }, SemVer = class _SemVer {
      constructor(version, options) {
        if (options = parseOptions2(options), version instanceof _SemVer) {
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
      inc(release2, identifier, identifierBase) {
        if (release2.startsWith("pre")) {
          if (!identifier && identifierBase === !1)
            throw new Error("invalid increment argument: identifier is empty");
          if (identifier) {
            let match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
            if (!match || match[1] !== identifier)
              throw new Error(`invalid identifier: ${identifier}`);
          }
        }
        switch (release2) {
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
            throw new Error(`invalid increment argument: ${release2}`);
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
    var SemVer = require_semver(), parse2 = (version, options, throwErrors = !1) => {
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
    module.exports = parse2;
  }
});

// node_modules/semver/functions/coerce.js
var require_coerce = __commonJS({
  "node_modules/semver/functions/coerce.js"(exports, module) {
    "use strict";
    var SemVer = require_semver(), parse2 = require_parse(), { safeRe: re, t } = require_re(), coerce2 = (version, options) => {
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
      return parse2(`${major}.${minor}.${patch}${prerelease}${build}`, options);
    };
    module.exports = coerce2;
  }
});

// node_modules/semver/functions/compare.js
var require_compare = __commonJS({
  "node_modules/semver/functions/compare.js"(exports, module) {
    "use strict";
    var SemVer = require_semver(), compare4 = (a, b, loose) => new SemVer(a, loose).compare(new SemVer(b, loose));
    module.exports = compare4;
  }
});

// src/catalog/load.ts
import { readFileSync, statSync } from "node:fs";

// catalog:catalog
var catalog_default = { releases: [{ torch: "2.9", released: "2025-10-15", patches: [{ version: "2.9.0", released: "2025-10-15", torchvision: "0.24.0", torchaudio: "2.9.0", source: "pytorch/test-infra release/release_versions.sh@264eed5d7" }, { version: "2.9.1", released: "2025-11-12", torchvision: "0.24.1", torchaudio: "2.9.1", source: "https://github.com/pytorch/pytorch/releases/tag/v2.9.1; https://github.com/pytorch/vision#installation (copy)" }], python: { min: "3.10", max: "3.14", extra: [{ version: "3.13t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, { version: "3.14t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696); https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux_2_28_x86_64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "windows-arm64", wheelTag: "win_arm64", python: { min: "3.11", max: "3.13" }, pypi: !1, source: "https://github.com/pytorch/pytorch/pull/152109 (win-arm64 wheels); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696) (WINDOWS_ARM64 python_versions 3.11-3.13); not uploaded to PyPI", confidence: "uncertain" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64", "windows-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu126", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, { variant: "cu128", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, { variant: "cu130", status: "experimental", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, { variant: "cu129", status: "experimental", platforms: ["linux-x64", "linux-arm64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696) (12.9 appended for Linux in the nightly/test channels only); not confirmed on the stable index", confidence: "uncertain" }, { variant: "rocm6.3", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, { variant: "rocm6.4", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }], pypi: [{ platform: "linux-x64", variant: "cu128", source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91) "release" channel (STABLE_CUDA_VERSIONS 12.8)' }, { platform: "linux-arm64", variant: "cpu", source: "https://github.com/pytorch/pytorch/issues/160162", confidence: "uncertain" }, { platform: "windows-x64", variant: "cpu", source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91) "release" channel (STABLE_CUDA_VERSIONS 12.8)' }, { platform: "macos-arm64", variant: "cpu", source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91) "release" channel (STABLE_CUDA_VERSIONS 12.8)' }], mps: { macos: "14.0", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (OS table: MPS on macOS 14 Sonoma or later)" }, notes: [{ kind: "python", text: "Python 3.9 is no longer supported (minimum 3.10); Python 3.14 and free-threaded 3.14t wheels appear.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, { kind: "platform", text: "MPS (Metal) needs macOS 14 Sonoma or newer; on macOS 13 and older torch installs but runs on the CPU.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { kind: "backend", text: "Linux aarch64 CUDA wheels are published for every supported CUDA version (cu126, cu128, cu130) on download.pytorch.org; CUDA 13.0 (cu130) is experimental.", source: "https://pytorch.org/blog/pytorch-2-9/; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.9 (f3ee5ce04696)" }, { kind: "behavior", text: "torch.onnx.export defaults to dynamo=True (torch.export-based, opset 20) and needs onnxscript; pass dynamo=False for the TorchScript exporter. torch.onnx.dynamo_export and the onnxrt compile backend are removed.", source: "https://github.com/pytorch/pytorch/issues/151693; https://michaelbommarito.com/wiki/programming/languages/python/pytorch-2-9-release/ (third-party)", confidence: "uncertain" }, { kind: "deprecation", text: "TF32 switches torch.backends.cuda.matmul.allow_tf32 / torch.backends.cudnn.allow_tf32 are deprecated in favour of the fp32_precision settings.", source: "pytorch/pytorch aten/src/ATen/Context.cpp (warning text); https://michaelbommarito.com/wiki/programming/languages/python/pytorch-2-9-release/ (third-party)" }, { kind: "deprecation", text: "torch.export.export_for_training is deprecated (use torch.export.export); DataLoader(pin_memory_device=...) is deprecated.", source: "pytorch/pytorch torch/export/__init__.py (FutureWarning text); https://michaelbommarito.com/wiki/programming/languages/python/pytorch-2-9-release/ (third-party)" }, { kind: "behavior", text: "torch.cat / torch.concat raise ValueError, IndexError or TypeError instead of RuntimeError for invalid arguments.", source: "https://github.com/pytorch/pytorch/pull/155460; https://github.com/pytorch/pytorch/pull/158249" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.8", released: "2025-08-06", patches: [{ version: "2.8.0", released: "2025-08-06", torchvision: "0.23.0", torchaudio: "2.8.0", source: "https://github.com/pytorch/vision#installation (copy, 2.8 <-> 0.23)" }], python: { min: "3.9", max: "3.13", extra: [{ version: "3.13t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.8 (e521879ff780)" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.8 (e521879ff780)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux_2_28_x86_64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "windows-arm64", wheelTag: "win_arm64", python: { min: "3.11", max: "3.13" }, pypi: !1, source: "https://github.com/pytorch/pytorch/pull/152109 (win-arm64 wheels); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.8 (e521879ff780) (WINDOWS_ARM64 python_versions 3.11-3.13); not uploaded to PyPI", confidence: "uncertain" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64", "windows-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu126", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live)" }, { variant: "cu128", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live)" }, { variant: "cu128", status: "stable", platforms: ["linux-arm64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.8 (e521879ff780) (CUDA_AARCH64_ARCHES lists only 12.9-aarch64)", confidence: "uncertain" }, { variant: "cu129", status: "experimental", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.8 (e521879ff780) (CUDA_AARCH64_ARCHES 12.9-aarch64)" }, { variant: "rocm6.3", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live)" }, { variant: "rocm6.4", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live); https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.8 (e521879ff780)" }], pypi: [{ platform: "linux-x64", variant: "cu128", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live) (STABLE_CUDA_VERSIONS 12.8)" }, { platform: "linux-arm64", variant: "cpu", source: "https://github.com/pytorch/pytorch/issues/160162 (PyPI aarch64 wheel is CPU-only)" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live) (STABLE_CUDA_VERSIONS 12.8)" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live) (STABLE_CUDA_VERSIONS 12.8)" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "breaking", text: "CUDA 11.8 (cu118) wheels are no longer built: download.pytorch.org/whl/cu118 stops at torch 2.7.1.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live)" }, { kind: "backend", text: "The PyPI Linux wheel moves to CUDA 12.8 (cu128).", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@21480431af19 (release 2.8 go-live)" }, { kind: "breaking", text: "Maxwell and Pascal GPUs (sm_50, sm_60, sm_61) are removed from the CUDA 12.8/12.9 builds, including the PyPI wheel; Volta (sm_70) is kept. Those GPUs need the cu126 wheels.", source: "https://github.com/pytorch/pytorch/issues/157517; https://github.com/pytorch/pytorch/pull/158700" }, { kind: "info", text: "Experimental wheel variants (special uv build) and a limited stable libtorch ABI are introduced.", source: "https://pytorch.org/blog/pytorch-2-8/", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.7", released: "2025-04-23", patches: [{ version: "2.7.0", released: "2025-04-23", torchvision: "0.22.0", torchaudio: "2.7.0", source: "pytorch/test-infra release/release_versions.sh@d0e960f2e16f" }, { version: "2.7.1", released: "2025-06-04", torchvision: "0.22.1", torchaudio: "2.7.1", source: "https://github.com/pytorch/pytorch/releases/tag/v2.7.1; https://pytorch.kr/get-started/compatibility/ (companions, secondary)" }], python: { min: "3.9", max: "3.13", extra: [{ version: "3.13t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.7 (b4870dd25914) ("test" python list has 3.13t)' }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@bad60f65d402 (release 2.7 go-live)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux_2_28_x86_64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f" }, { platform: "windows-arm64", wheelTag: "win_arm64", python: { min: "3.11", max: "3.13" }, pypi: !1, source: "https://github.com/pytorch/pytorch/pull/152109 (win-arm64 wheels); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.8 (e521879ff780) (WINDOWS_ARM64 python_versions 3.11-3.13); not uploaded to PyPI", confidence: "uncertain" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64", "windows-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu118", status: "legacy", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/issues/147383" }, { variant: "cu126", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@bad60f65d402 (release 2.7 go-live)" }, { variant: "cu128", status: "experimental", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.7 (b4870dd25914) (CUDA_AARCH64_ARCHES 12.8-aarch64); https://pytorch.org/blog/pytorch-2-7/" }, { variant: "rocm6.2.4", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@bad60f65d402 (release 2.7 go-live)" }, { variant: "rocm6.3", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@bad60f65d402 (release 2.7 go-live)" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.7 (b4870dd25914)" }], pypi: [{ platform: "linux-x64", variant: "cu126", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@bad60f65d402 (release 2.7 go-live) (STABLE_CUDA_VERSIONS 12.6)" }, { platform: "linux-arm64", variant: "cpu", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@bad60f65d402 (release 2.7 go-live) (STABLE_CUDA_VERSIONS 12.6)" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@bad60f65d402 (release 2.7 go-live) (STABLE_CUDA_VERSIONS 12.6)" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@bad60f65d402 (release 2.7 go-live) (STABLE_CUDA_VERSIONS 12.6)" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "platform", text: "All Linux wheels are manylinux_2_28 (glibc 2.28+): CentOS 7, RHEL 7, Amazon Linux 2 and Ubuntu 18.04 can no longer install torch.", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.7 (b4870dd25914)" }, { kind: "backend", text: "The PyPI Linux wheel moves to CUDA 12.6 (cu126). CUDA 12.8 (cu128, experimental) adds Blackwell (sm_100, sm_120); install it from download.pytorch.org/whl/cu128.", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@d0e960f2e16f; https://pytorch.org/blog/pytorch-2-7/" }, { kind: "deprecation", text: "Last release with CUDA 11.8 (cu118) wheels; cu124 wheels are no longer built.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/issues/147383" }, { kind: "platform", text: "First release with Windows on Arm (win_arm64) CPU wheels, on download.pytorch.org only.", source: "https://github.com/pytorch/pytorch/pull/152109", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.6", released: "2025-01-29", patches: [{ version: "2.6.0", released: "2025-01-29", torchvision: "0.21.0", torchaudio: "2.6.0", source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@edb2650d0cb5" }], python: { min: "3.9", max: "3.13", extra: [{ version: "3.13t", status: "experimental", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (3.13t experimental; platform coverage not confirmed)", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux1_x86_64", glibc: "2.17", source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@edb2650d0cb5; pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@614125ae91fe (cpu/cu118/cu124 built on manylinux2014)" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@614125ae91fe" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@614125ae91fe" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@614125ae91fe" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu118", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b)" }, { variant: "cu124", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b)" }, { variant: "cu126", status: "experimental", platforms: ["linux-x64", "windows-x64", "linux-arm64"], glibc: "2.28", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b) (CUDA_AARCH64 12.6); manylinux_2_28 per https://pytorch.org/blog/pytorch2-6/" }, { variant: "rocm6.1", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b)" }, { variant: "rocm6.2.4", status: "stable", platforms: ["linux-x64"], glibc: "2.28", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b); manylinux_2_28 per https://pytorch.org/blog/pytorch2-6/" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], glibc: "2.28", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b); manylinux_2_28 per https://pytorch.org/blog/pytorch2-6/" }], pypi: [{ platform: "linux-x64", variant: "cu124", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@614125ae91fe" }, { platform: "linux-arm64", variant: "cpu", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@614125ae91fe" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@614125ae91fe" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@614125ae91fe" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "breaking", text: 'torch.load defaults to weights_only=True: loading a full pickled model or arbitrary objects fails with "Weights only load failed"; pass weights_only=False only for trusted files.', source: "https://pytorch.org/blog/pytorch2-6/" }, { kind: "platform", text: "No more conda packages on the pytorch Anaconda channel; install with pip or uv.", source: "https://pytorch.org/blog/pytorch2-6/" }, { kind: "platform", text: "cu126, ROCm 6.2.4, XPU and all Linux aarch64 wheels are built on manylinux 2.28 (glibc 2.28+) with the CXX11 ABI; cpu/cu118/cu124 x86_64 wheels stay on glibc 2.17.", source: "https://pytorch.org/blog/pytorch2-6/; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b)" }, { kind: "python", text: "Python 3.13 becomes a regular target; free-threaded 3.13t is experimental.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { kind: "backend", text: "cu121 wheels are no longer built; CUDA 12.6 (cu126) is experimental.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.6 (89df92f1427b)" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.5", released: "2024-10-17", patches: [{ version: "2.5.0", released: "2024-10-17", torchvision: "0.20.0", torchaudio: "2.5.0", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }, { version: "2.5.1", released: "2024-10-29", torchvision: "0.20.1", torchaudio: "2.5.1", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }], python: { min: "3.9", max: "3.12", extra: [{ version: "3.13", status: "experimental", platforms: ["linux-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.5 (b6da80aa3d44); https://github.com/astral-sh/uv/issues/10236 (no cp313 wheels for macOS/Windows)", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.5 (b6da80aa3d44)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux1_x86_64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c; built on manylinux2014 (glibc 2.17)" }, { platform: "linux-arm64", wheelTag: "manylinux2014_aarch64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu118", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.5 (b6da80aa3d44)" }, { variant: "cu121", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.5 (b6da80aa3d44)" }, { variant: "cu124", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.5 (b6da80aa3d44)" }, { variant: "cu124", status: "experimental", platforms: ["linux-arm64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.5 (b6da80aa3d44) (CUDA aarch64 validated; publication on the stable index not confirmed)", confidence: "uncertain" }, { variant: "rocm6.1", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.5 (b6da80aa3d44)" }, { variant: "rocm6.2", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.5 (b6da80aa3d44)" }, { variant: "xpu", status: "experimental", platforms: ["linux-x64", "windows-x64"], source: "https://docs.pytorch.org/docs/2.5/_sources/notes/get_start_xpu.rst.txt; https://pytorch.org/blog/pytorch2-5/" }], pypi: [{ platform: "linux-x64", variant: "cu124", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c" }, { platform: "linux-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "python", text: "Python 3.8 is no longer supported (minimum 3.9).", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { kind: "python", text: "Python 3.13 wheels are experimental and Linux-only.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/astral-sh/uv/issues/10236", confidence: "uncertain" }, { kind: "backend", text: "The PyPI Linux x86_64 wheel moves to CUDA 12.4 (cu124).", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@d85ff6072c8c" }, { kind: "backend", text: "Intel GPU (XPU) wheels appear as a prototype on download.pytorch.org/whl/xpu (Windows: torch only).", source: "https://docs.pytorch.org/docs/2.5/_sources/notes/get_start_xpu.rst.txt" }, { kind: "behavior", text: "torch._dynamo.config.inline_inbuilt_nn_modules defaults to True; the cuDNN SDPA backend is on by default on H100 and newer.", source: "https://pytorch.org/blog/pytorch2-5/", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.4", released: "2024-07-24", patches: [{ version: "2.4.0", released: "2024-07-24", torchvision: "0.19.0", torchaudio: "2.4.0", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }, { version: "2.4.1", released: "2024-09-04", torchvision: "0.19.1", torchaudio: "2.4.1", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }], python: { min: "3.8", max: "3.12", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.4 (c6b59bac8ac7)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux1_x86_64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad; built on manylinux2014 (glibc 2.17)" }, { platform: "linux-arm64", wheelTag: "manylinux2014_aarch64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu118", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.4 (c6b59bac8ac7)" }, { variant: "cu121", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.4 (c6b59bac8ac7)" }, { variant: "cu124", status: "experimental", platforms: ["linux-x64", "windows-x64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.4 (c6b59bac8ac7)" }, { variant: "rocm6.0", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.4 (c6b59bac8ac7)" }, { variant: "rocm6.1", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.4 (c6b59bac8ac7)" }], pypi: [{ platform: "linux-x64", variant: "cu121", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad" }, { platform: "linux-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "python", text: "Python 3.12 becomes a regular target.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { kind: "backend", text: "CUDA 12.4 (cu124) builds appear as experimental; the PyPI Linux wheel stays on CUDA 12.1.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/builder release/pypi/promote_pypi_to_staging.sh@0e96ab133bad" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.3", released: "2024-04-24", patches: [{ version: "2.3.0", released: "2024-04-24", torchvision: "0.18.0", torchaudio: "2.3.0", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }, { version: "2.3.1", released: "2024-06-05", torchvision: "0.18.1", torchaudio: "2.3.1", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }], python: { min: "3.8", max: "3.11", extra: [{ version: "3.12", status: "experimental", source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.3 (8eb9c9e5878f)" }], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.3 (8eb9c9e5878f)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux1_x86_64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0; built on manylinux2014 (glibc 2.17)" }, { platform: "linux-arm64", wheelTag: "manylinux2014_aarch64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { variant: "cu118", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }, { variant: "cu121", status: "experimental", platforms: ["linux-x64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }, { variant: "rocm5.7", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.3 (8eb9c9e5878f); pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }, { variant: "rocm6.0", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.3 (8eb9c9e5878f); pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }], pypi: [{ platform: "linux-x64", variant: "cu121", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0" }, { platform: "linux-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "platform", text: "No macOS x86_64 (Intel) wheels any more: on an Intel Mac pip finds no torch 2.3 or later.", source: 'pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0 ("Release scripts for 2.3 release" drops MACOS_X86_64)' }, { kind: "info", text: "torchtext 0.18.0 (built for torch 2.3) is the last torchtext release.", source: "https://pytorch.kr/get-started/compatibility/ (secondary)", confidence: "uncertain" }], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { torch: "2.2", released: "2024-01-30", patches: [{ version: "2.2.0", released: "2024-01-30", torchvision: "0.17.0", torchaudio: "2.2.0", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }, { version: "2.2.1", released: "2024-02-22", torchvision: "0.17.1", torchaudio: "2.2.1", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }, { version: "2.2.2", released: "2024-03-27", torchvision: "0.17.2", torchaudio: "2.2.2", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }], python: { min: "3.8", max: "3.11", extra: [{ version: "3.12", status: "experimental", source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.2 (594c42b7e054)" }], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.2 (594c42b7e054)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux1_x86_64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b; built on manylinux2014 (glibc 2.17)" }, { platform: "linux-arm64", wheelTag: "manylinux2014_aarch64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b" }, { platform: "macos-x64", wheelTag: "macosx_10_9_x86_64", macos: "10.9", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b (MACOS_X86_64; removed in 2a8481b4f6e0 for 2.3)" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-x64", "macos-arm64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { variant: "cu118", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.2 (594c42b7e054)" }, { variant: "cu121", status: "experimental", platforms: ["linux-x64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.2 (594c42b7e054)" }, { variant: "rocm5.6", status: "stable", platforms: ["linux-x64"], source: "pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7 (2.2.0 only)" }, { variant: "rocm5.7", status: "stable", platforms: ["linux-x64"], source: "pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7 (2.2.1, 2.2.2)" }], pypi: [{ platform: "linux-x64", variant: "cu121", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b" }, { platform: "linux-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b" }, { platform: "macos-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "python", text: "Python 3.12 wheels appear (experimental).", source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { kind: "deprecation", text: "Last release with macOS x86_64 (Intel) wheels: torch 2.3 and later install only on Apple-silicon Macs.", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@2a8481b4f6e0; https://github.com/pytorch/pytorch/issues/114602" }], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { torch: "2.14", patches: [{ version: "2.14.0", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (CURRENT_CANDIDATE_VERSION 2.14.0; final release not confirmed)", confidence: "uncertain" }], python: { min: "3.10", max: "3.14", extra: [{ version: "3.14t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)", confidence: "uncertain" }, { version: "3.15", status: "preview", platforms: ["linux-x64", "linux-arm64"], pypi: !1, source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (TORCH_ONLY_PYTHON_ARCHES); RELEASE.md "<=(3.15, 3.15t experimental)"', confidence: "uncertain" }, { version: "3.15t", status: "preview", platforms: ["linux-x64", "linux-arm64"], pypi: !1, source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (TORCH_ONLY_PYTHON_ARCHES)", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (RC matrix)", confidence: "uncertain" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux_2_28_x86_64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246 (matches macosx_.*_arm64; the 11.0 floor is not re-verified for 2.11+)", confidence: "uncertain" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "windows-arm64", wheelTag: "win_arm64", python: { min: "3.11", max: "3.13" }, pypi: !1, source: "https://github.com/pytorch/pytorch/pull/152109 (win-arm64 wheels); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (WINDOWS_ARM64 python_versions 3.11-3.13); not uploaded to PyPI", confidence: "uncertain" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64", "windows-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)" }, { variant: "cu126", status: "legacy", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)", confidence: "uncertain" }, { variant: "cu130", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)", confidence: "uncertain" }, { variant: "cu132", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)", confidence: "uncertain" }, { variant: "rocm7.2", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)", confidence: "uncertain" }, { variant: "rocm7.14", status: "stable", platforms: ["linux-x64"], source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9); RELEASE.md "ROCm 7.14"', confidence: "uncertain" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)", confidence: "uncertain" }], pypi: [{ platform: "linux-x64", variant: "cu130", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (STABLE_CUDA_VERSIONS 13.0 on 2026-08-21); https://github.com/pytorch/pytorch/issues/190355 proposes cu132", confidence: "uncertain" }, { platform: "linux-arm64", variant: "cu130", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (STABLE_CUDA_VERSIONS 13.0 on 2026-08-21); https://github.com/pytorch/pytorch/issues/190355 proposes cu132", confidence: "uncertain" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (STABLE_CUDA_VERSIONS 13.0 on 2026-08-21); https://github.com/pytorch/pytorch/issues/190355 proposes cu132" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9) (STABLE_CUDA_VERSIONS 13.0 on 2026-08-21); https://github.com/pytorch/pytorch/issues/190355 proposes cu132" }], mps: { macos: "14.0", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (OS table: MPS on macOS 14 Sonoma or later)", confidence: "uncertain" }, notes: [{ kind: "backend", text: "The PyPI Linux wheel may move to CUDA 13.2 (cu132), which needs a newer driver (>= 595 for the toolkit, >= 580 in compatibility mode).", source: "https://github.com/pytorch/pytorch/issues/190355", confidence: "uncertain" }, { kind: "backend", text: "ROCm wheels for 7.2 and 7.14 (release-candidate list).", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)", confidence: "uncertain" }, { kind: "deprecation", text: "torch.jit.script emits a FutureWarning (use torch.compile or torch.export) and is not supported on Python 3.14+.", source: "third-party reports of the warning text", confidence: "uncertain" }, { kind: "deprecation", text: "RFC for 2.15 proposes dropping cu126, which would end binary support for Maxwell, Pascal and Volta GPUs.", source: "https://github.com/pytorch/pytorch/issues/190385", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.14 (c840391a15b9)", confidence: "uncertain" }, { torch: "2.13", released: "2026-07-08", patches: [{ version: "2.13.0", released: "2026-07-08", torchvision: "0.28.0", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@6d36e31f45e8 (release 2.13 go-live); https://github.com/pytorch/vision#installation (copy, 2.13 <-> 0.28)" }], python: { min: "3.10", max: "3.14", extra: [{ version: "3.14t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b)" }, { version: "3.15", status: "preview", platforms: ["linux-x64", "linux-arm64"], pypi: !1, source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b) (PREVIEW_PYTHON_ARCHES_DICT, TORCH_ONLY_PYTHON_ARCHES: no PyPI, no torchvision)" }, { version: "3.15t", status: "preview", platforms: ["linux-x64", "linux-arm64"], pypi: !1, source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b) (PREVIEW_PYTHON_ARCHES_DICT, TORCH_ONLY_PYTHON_ARCHES: no PyPI, no torchvision)" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux_2_28_x86_64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246 (matches macosx_.*_arm64; the 11.0 floor is not re-verified for 2.11+)", confidence: "uncertain" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "windows-arm64", wheelTag: "win_arm64", python: { min: "3.11", max: "3.13" }, pypi: !1, source: "https://github.com/pytorch/pytorch/pull/152109 (win-arm64 wheels); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b) (WINDOWS_ARM64 python_versions 3.11-3.13); not uploaded to PyPI", confidence: "uncertain" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64", "windows-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu126", status: "legacy", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b)" }, { variant: "cu130", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b)" }, { variant: "cu132", status: "experimental", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b)" }, { variant: "rocm7.1", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@6d36e31f45e8 (release 2.13 go-live)" }, { variant: "rocm7.2", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@6d36e31f45e8 (release 2.13 go-live)" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b)" }], pypi: [{ platform: "linux-x64", variant: "cu130", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b) (STABLE_CUDA_VERSIONS 13.0); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@6d36e31f45e8 (release 2.13 go-live)" }, { platform: "linux-arm64", variant: "cu130", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b) (STABLE_CUDA_VERSIONS 13.0); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@6d36e31f45e8 (release 2.13 go-live)" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b) (STABLE_CUDA_VERSIONS 13.0); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@6d36e31f45e8 (release 2.13 go-live)" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b) (STABLE_CUDA_VERSIONS 13.0); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@6d36e31f45e8 (release 2.13 go-live)" }], mps: { macos: "14.0", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (OS table: MPS on macOS 14 Sonoma or later)" }, notes: [{ kind: "breaking", text: "C++ extensions must build as C++20 (was C++17).", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { kind: "python", text: "Python 3.15 and 3.15t preview wheels (torch only, Linux x86_64 and aarch64) are on download.pytorch.org only, not on PyPI; free-threaded 3.13t wheels are not built.", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.13 (d499353b668b)" }, { kind: "info", text: "torchaudio is no longer part of the default release validation; the torchaudio release for 2.13 is not confirmed.", source: "pytorch/test-infra (torchaudio dropped from default validation 2026-04-16)", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.12", patches: [{ version: "2.12.0", torchvision: "0.27.0", torchaudio: "2.11.0", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)" }, { version: "2.12.1", torchvision: "0.27.1", torchaudio: "2.11.0", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc); pytorch/test-infra release/release_versions.sh@50358ee12db3" }], python: { min: "3.10", max: "3.14", extra: [{ version: "3.14t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)" }, { version: "3.13t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra 4fa7ce0ea (3.13t dropped from the matrix 2026-05-11) vs https://github.com/SHI-Labs/NATTEN/issues/338 (says 2.12 ships 3.13t)", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux_2_28_x86_64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246 (matches macosx_.*_arm64; the 11.0 floor is not re-verified for 2.11+)", confidence: "uncertain" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "windows-arm64", wheelTag: "win_arm64", python: { min: "3.11", max: "3.13" }, pypi: !1, source: "https://github.com/pytorch/pytorch/pull/152109 (win-arm64 wheels); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07) (WINDOWS_ARM64 python_versions 3.11-3.13); not uploaded to PyPI", confidence: "uncertain" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64", "windows-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu126", status: "legacy", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/issues/178665" }, { variant: "cu130", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/issues/178665" }, { variant: "cu132", status: "experimental", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)" }, { variant: "rocm7.1", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)" }, { variant: "rocm7.2", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)" }], pypi: [{ platform: "linux-x64", variant: "cu130", source: 'https://github.com/pytorch/pytorch/issues/178665 ("Published to PyPI"); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)' }, { platform: "linux-arm64", variant: "cu130", source: 'https://github.com/pytorch/pytorch/issues/178665 ("Published to PyPI"); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)' }, { platform: "windows-x64", variant: "cpu", source: 'https://github.com/pytorch/pytorch/issues/178665 ("Published to PyPI"); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)' }, { platform: "macos-arm64", variant: "cpu", source: 'https://github.com/pytorch/pytorch/issues/178665 ("Published to PyPI"); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)' }], mps: { macos: "14.0", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (OS table: MPS on macOS 14 Sonoma or later)" }, notes: [{ kind: "breaking", text: "CUDA 12.8 (cu128) wheels are no longer built: download.pytorch.org/whl/cu128 stops at torch 2.11. Use cu130 (driver >= 580) or cu126 (legacy).", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@626d4e708156 (release 2.12 go-live); https://github.com/pytorch/pytorch/issues/178665" }, { kind: "backend", text: "CUDA 13.2 (cu132) wheels appear as experimental.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.12 (a0027c564f07)" }, { kind: "info", text: "There is no torchaudio 2.12: torchaudio 2.11.0 is the release paired with torch 2.12 (its cu130 wheels were repackaged for cu132).", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc); pytorch/test-infra release/repackage_torchaudio_cu130_to_cu132.py" }, { kind: "python", text: "Free-threaded Python 3.13t wheels may no longer be built (dropped from the build matrix on 2026-05-11); 3.14t remains.", source: "pytorch/test-infra 4fa7ce0ea; https://github.com/pytorch/pytorch/issues/182951", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.11", released: "2026-03-23", patches: [{ version: "2.11.0", released: "2026-03-23", torchvision: "0.26.0", torchaudio: "2.11.0", source: "pytorch/test-infra release/release_versions.sh@0cd5e78a1246" }], python: { min: "3.10", max: "3.14", extra: [{ version: "3.13t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.11 (2121ac63e9cd)" }, { version: "3.14t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.11 (2121ac63e9cd)" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.11 (2121ac63e9cd)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux_2_28_x86_64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246 (matches macosx_.*_arm64; the 11.0 floor is not re-verified for 2.11+)", confidence: "uncertain" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "windows-arm64", wheelTag: "win_arm64", python: { min: "3.11", max: "3.13" }, pypi: !1, source: "https://github.com/pytorch/pytorch/pull/152109 (win-arm64 wheels); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.11 (2121ac63e9cd) (WINDOWS_ARM64 python_versions 3.11-3.13); not uploaded to PyPI", confidence: "uncertain" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64", "windows-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu126", status: "legacy", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/issues/172663" }, { variant: "cu128", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/issues/172663" }, { variant: "cu130", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { variant: "rocm7.1", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@0cd5e78a1246 (release 2.11 go-live)" }, { variant: "rocm7.2", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@0cd5e78a1246 (release 2.11 go-live)" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.11 (2121ac63e9cd)" }], pypi: [{ platform: "linux-x64", variant: "cu130", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "linux-arm64", variant: "cu130", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }], mps: { macos: "14.0", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (OS table: MPS on macOS 14 Sonoma or later)" }, notes: [{ kind: "breaking", text: "The PyPI Linux wheels (x86_64 and now aarch64) are built with CUDA 13.0 (cu130): they need an NVIDIA driver >= 580 and a GPU of compute capability 7.5 or newer. Use the cu128 or cu126 index for older drivers or GPUs.", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246; https://github.com/pytorch/pytorch/issues/172663" }, { kind: "behavior", text: "On Linux aarch64, pip install torch from PyPI now gives a CUDA 13.0 build instead of the CPU build.", source: "pytorch/test-infra release/pypi/promote_pypi_to_staging.sh@0cd5e78a1246" }, { kind: "breaking", text: "Volta (sm_70) is dropped from the CUDA 12.8 wheels; Volta GPUs need cu126.", source: "https://github.com/pytorch/pytorch/pull/175253; https://github.com/pytorch/pytorch/issues/172663" }, { kind: "deprecation", text: "Last release with CUDA 12.8 (cu128) wheels; cu126 is legacy.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/issues/178665" }, { kind: "info", text: "torchaudio 2.11 is built on the stable libtorch ABI and is reused for torch 2.12; torchao 0.17 needs torch >= 2.11.", source: "pytorch/test-infra release/release_versions.sh@0cd5e78a1246; https://github.com/pytorch/ao/issues/4154", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.10", released: "2026-01-21", patches: [{ version: "2.10.0", released: "2026-01-21", torchvision: "0.25.0", torchaudio: "2.10.0", source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd" }], python: { min: "3.10", max: "3.14", extra: [{ version: "3.13t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd (cp313t)" }, { version: "3.14t", status: "experimental", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64"], source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd (cp314t)" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux_2_28_x86_64", glibc: "2.28", source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd" }, { platform: "linux-arm64", wheelTag: "manylinux_2_28_aarch64", glibc: "2.28", source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd" }, { platform: "windows-arm64", wheelTag: "win_arm64", python: { min: "3.11", max: "3.13" }, pypi: !1, source: "https://github.com/pytorch/pytorch/pull/152109 (win-arm64 wheels); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91) (WINDOWS_ARM64 python_versions 3.11-3.13); not uploaded to PyPI", confidence: "uncertain" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-arm64", "windows-x64", "windows-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { variant: "cu126", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91)" }, { variant: "cu128", status: "stable", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91)" }, { variant: "cu130", status: "experimental", platforms: ["linux-x64", "windows-x64", "linux-arm64"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91)" }, { variant: "cu129", status: "experimental", platforms: ["linux-x64", "linux-arm64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91) (12.9 appended for Linux in the nightly/test channels only); not confirmed on the stable index", confidence: "uncertain" }, { variant: "rocm7.0", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@e8208cf27137 (release 2.10 go-live)" }, { variant: "rocm7.1", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@e8208cf27137 (release 2.10 go-live)" }, { variant: "xpu", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.10 (f8efba230a91)" }], pypi: [{ platform: "linux-x64", variant: "cu128", source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.11 (2121ac63e9cd) "release" channel (STABLE_CUDA_VERSIONS 12.8)' }, { platform: "linux-arm64", variant: "cpu", source: "https://github.com/pytorch/pytorch/issues/160162; pytorch/test-infra tools/analytics/validate_pypi_staging.py@872fcb1919fd", confidence: "uncertain" }, { platform: "windows-x64", variant: "cpu", source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.11 (2121ac63e9cd) "release" channel (STABLE_CUDA_VERSIONS 12.8)' }, { platform: "macos-arm64", variant: "cpu", source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.11 (2121ac63e9cd) "release" channel (STABLE_CUDA_VERSIONS 12.8)' }], mps: { macos: "14.0", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (OS table: MPS on macOS 14 Sonoma or later)" }, notes: [{ kind: "backend", text: "ROCm wheels move to ROCm 7.0 and 7.1 (ROCm 6.x dropped).", source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@e8208cf27137 (release 2.10 go-live)" }, { kind: "deprecation", text: "torch.export.export_for_training was announced for removal in 2.10 (use torch.export.export).", source: "pytorch/pytorch torch/export/__init__.py (2.9 FutureWarning text)", confidence: "uncertain" }], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { torch: "2.1", released: "2023-10-04", patches: [{ version: "2.1.0", released: "2023-10-04", torchvision: "0.16.0", torchaudio: "2.1.0", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }, { version: "2.1.1", released: "2023-11-15", torchvision: "0.16.1", torchaudio: "2.1.1", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }, { version: "2.1.2", released: "2023-12-14", torchvision: "0.16.2", torchaudio: "2.1.2", source: "pytorch/test-infra tools/scripts/generate_release_matrix.py@release/2.12 (f279c644bdcc)" }], python: { min: "3.8", max: "3.11", source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.1 (5c9a8cd2d8e8)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux1_x86_64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5; built on manylinux2014 (glibc 2.17)" }, { platform: "linux-arm64", wheelTag: "manylinux2014_aarch64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5" }, { platform: "macos-x64", wheelTag: "macosx_10_9_x86_64", macos: "10.9", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b (MACOS_X86_64; removed in 2a8481b4f6e0 for 2.3)" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-x64", "macos-arm64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { variant: "cu118", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.1 (5c9a8cd2d8e8)" }, { variant: "cu121", status: "experimental", platforms: ["linux-x64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.1 (5c9a8cd2d8e8)" }, { variant: "rocm5.5", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.1 (5c9a8cd2d8e8); pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }, { variant: "rocm5.6", status: "stable", platforms: ["linux-x64"], source: "pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.1 (5c9a8cd2d8e8); pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }], pypi: [{ platform: "linux-x64", variant: "cu121", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5 (cu121.with.pypi.cudnn)" }, { platform: "linux-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5 (cu121.with.pypi.cudnn)" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5 (cu121.with.pypi.cudnn)" }, { platform: "macos-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5 (cu121.with.pypi.cudnn)" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5 (cu121.with.pypi.cudnn)" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "backend", text: "The PyPI Linux x86_64 wheel moves from CUDA 11.7 to CUDA 12.1 (cu121), although RELEASE.md lists 12.1 as experimental: it needs an NVIDIA driver >= 525 (CUDA 12 family).", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b39cccf546f5" }, { kind: "backend", text: "cu117 wheels are no longer built; use cu118 for CUDA 11.", source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { kind: "info", text: "C++ extensions build as C++17 from 2.1.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { torch: "2.0", released: "2023-03-15", patches: [{ version: "2.0.0", released: "2023-03-15", torchvision: "0.15.1", torchaudio: "2.0.1", source: "pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }, { version: "2.0.1", released: "2023-05-08", torchvision: "0.15.2", torchaudio: "2.0.2", source: "pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }], python: { min: "3.8", max: "3.11", source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, platforms: [{ platform: "linux-x64", wheelTag: "manylinux1_x86_64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1; built on manylinux2014 (glibc 2.17)" }, { platform: "linux-arm64", wheelTag: "manylinux2014_aarch64", glibc: "2.17", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1" }, { platform: "macos-x64", wheelTag: "macosx_10_9_x86_64", macos: "10.9", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@b8539eb5202b (MACOS_X86_64; removed in 2a8481b4f6e0 for 2.3)" }, { platform: "macos-arm64", wheelTag: "macosx_11_0_arm64", macos: "11.0", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1" }, { platform: "windows-x64", wheelTag: "win_amd64", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1" }], variants: [{ variant: "cpu", status: "stable", platforms: ["linux-x64", "linux-arm64", "macos-x64", "macos-arm64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }, { variant: "cu117", status: "stable", platforms: ["linux-x64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }, { variant: "cu118", status: "experimental", platforms: ["linux-x64", "windows-x64"], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix); pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }, { variant: "rocm5.4.2", status: "stable", platforms: ["linux-x64"], source: "pytorch/pytorch.github.io _get_started/previous-versions.md@e3f009bbc0d7" }, { variant: "rocm5.3", status: "stable", platforms: ["linux-x64"], source: 'pytorch/test-infra tools/scripts/generate_binary_build_matrix.py@release/2.1 (5c9a8cd2d8e8) "release" channel lists ROCm 5.3 and 5.4.2', confidence: "uncertain" }], pypi: [{ platform: "linux-x64", variant: "cu117", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1 (cu117.with.pypi.cudnn)" }, { platform: "linux-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1 (cu117.with.pypi.cudnn)" }, { platform: "windows-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1 (cu117.with.pypi.cudnn)" }, { platform: "macos-x64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1 (cu117.with.pypi.cudnn)" }, { platform: "macos-arm64", variant: "cpu", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1 (cu117.with.pypi.cudnn)" }], mps: { macos: "12.3", source: 'https://pytorch.org/docs/stable/notes/mps.html (docs sample: "MacOS version is not 12.3+")', confidence: "uncertain" }, notes: [{ kind: "info", text: "C++ extensions build as C++14 against torch 2.0.", source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix" }, { kind: "backend", text: "The PyPI Linux x86_64 wheel is built with CUDA 11.7 (cu117); CUDA 11.8 is experimental on download.pytorch.org/whl/cu118.", source: "pytorch/builder release/pypi/promote_pypi_to_staging.sh@8f2fdc7e96f1" }], source: "pytorch/pytorch RELEASE.md@aa6104e2a21e (release compatibility matrix)" }], cudaToolkits: [{ variant: "cu117", cuda: "11.7", driver: { linux: "515.43.04", windows: "516.01" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 11.7 GA; PyTorch built 11.7.0" }, { variant: "cu118", cuda: "11.8", driver: { linux: "520.61.05", windows: "520.06" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 11.8 GA; PyTorch built 11.8.0" }, { variant: "cu121", cuda: "12.1", driver: { linux: "530.30.02", windows: "531.14" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 12.1 Update 1 (same as GA); PyTorch built 12.1.1" }, { variant: "cu124", cuda: "12.4", driver: { linux: "550.54.14", windows: "551.61" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 12.4 GA; PyTorch built 12.4.0 (2.4/2.5) and 12.4.1 (2.6: U1 >= 550.54.15 / 551.78)" }, { variant: "cu126", cuda: "12.6", driver: { linux: "560.35.05", windows: "561.17" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 12.6 Update 3; PyTorch built 12.6.3 from 2.7 (12.6.2 in 2.6: >= 560.35.03 / 560.94)" }, { variant: "cu128", cuda: "12.8", driver: { linux: "570.26", windows: "570.65" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 12.8 GA; test-infra CUDA_CUDNN_VERSIONS 12.8.0 (RELEASE.md names 12.8.1: >= 570.124.06 / 572.61)" }, { variant: "cu129", cuda: "12.9", driver: { linux: "575.57.08", windows: "576.57" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 12.9 Update 1; test-infra CUDA_CUDNN_VERSIONS 12.9.1" }, { variant: "cu130", cuda: "13.0", driver: { linux: "580.65.06" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 13.0 GA (Windows column N/A: driver not bundled); test-infra CUDA_CUDNN_VERSIONS 13.0.0" }, { variant: "cu132", cuda: "13.2", driver: { linux: "595.45.04" }, source: "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html (Table 3): 13.2 GA (Windows column N/A); test-infra CUDA_CUDNN_VERSIONS 13.2.0" }], cudaFamilies: [{ major: 11, minDriver: { linux: "450.80.02", windows: "452.39" }, source: "https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html (CUDA 11.x >= 450; 450.80.02 / 452.39 in the release-notes Table 2)" }, { major: 12, minDriver: { linux: "525.60.13", windows: "527.41" }, source: "https://docs.nvidia.com/cuda/archive/12.0.0/cuda-toolkit-release-notes/index.html (Table 2: CUDA 12.x >= 525.60.13 / >= 527.41; later editions say >= 525, some quote 528.33 for Windows)" }, { major: 13, minDriver: { linux: "580", windows: "580" }, source: "https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html (CUDA 13.x >= 580)" }], gpuArchs: [{ variant: "cu117", torch: ">=2.0,<2.1", platforms: ["linux-x64"], sass: ["3.7", "5.0", "6.0", "7.0", "7.5", "8.0", "8.6"], source: 'pytorch/builder manywheel/build_cuda.sh@release/2.0 (9f0fad92): "3.7;5.0;6.0;7.0" + "7.5;8.0;8.6"' }, { variant: "cu117", torch: ">=2.0,<2.1", platforms: ["windows-x64"], sass: ["3.7", "5.0", "6.0", "6.1", "7.0", "7.5", "8.0", "8.6"], ptx: ["3.7"], source: 'pytorch/builder windows/cuda117.bat@release/2.0 (9f0fad92): "3.7+PTX;5.0;6.0;6.1;7.0;7.5;8.0;8.6"' }, { variant: "cu118", torch: ">=2.0,<2.6", platforms: ["linux-x64"], sass: ["3.7", "5.0", "6.0", "7.0", "7.5", "8.0", "8.6", "9.0"], source: 'pytorch/builder manywheel/build_cuda.sh@release/2.0..release/2.5 (9f0fad92, 55d40b1b, aec5fb5d): 11.8 adds "3.7;9.0"' }, { variant: "cu118", torch: ">=2.0,<2.6", platforms: ["windows-x64"], sass: ["3.7", "5.0", "6.0", "6.1", "7.0", "7.5", "8.0", "8.6", "9.0"], ptx: ["3.7"], source: 'pytorch/builder windows/cuda118.bat@release/2.0..release/2.5: "3.7+PTX;5.0;6.0;6.1;7.0;7.5;8.0;8.6;9.0"' }, { variant: "cu118", torch: ">=2.6,<2.8", platforms: ["linux-x64", "windows-x64"], sass: ["3.7", "5.0", "6.0", "7.0", "7.5", "8.0", "8.6", "9.0"], source: "pytorch/pytorch .ci/manywheel/build_cuda.sh (2.6/2.7, not read at the release commits; builder 11.8 list assumed)", confidence: "uncertain" }, { variant: "cu121", torch: ">=2.1,<2.6", platforms: ["linux-x64"], sass: ["5.0", "6.0", "7.0", "7.5", "8.0", "8.6", "9.0"], source: 'pytorch/builder manywheel/build_cuda.sh@release/2.1..release/2.5 (55d40b1b, aec5fb5d): 12.1 adds "9.0"' }, { variant: "cu121", torch: ">=2.1,<2.6", platforms: ["windows-x64"], sass: ["5.0", "6.0", "6.1", "7.0", "7.5", "8.0", "8.6", "9.0"], source: 'pytorch/builder windows/cuda121.bat@release/2.1..release/2.5: "5.0;6.0;6.1;7.0;7.5;8.0;8.6;9.0"' }, { variant: "cu124", torch: ">=2.4,<2.6", platforms: ["linux-x64"], sass: ["5.0", "6.0", "7.0", "7.5", "8.0", "8.6", "9.0"], source: "pytorch/builder manywheel/build_cuda.sh@release/2.4 (4ce1afeb), release/2.5 (aec5fb5d; +PTX reverted in fa48aaf5)" }, { variant: "cu124", torch: ">=2.4,<2.6", platforms: ["windows-x64"], sass: ["5.0", "6.0", "6.1", "7.0", "7.5", "8.0", "8.6", "9.0"], source: 'pytorch/builder windows/cuda124.bat@release/2.4, release/2.5: "5.0;6.0;6.1;7.0;7.5;8.0;8.6;9.0"' }, { variant: "cu124", torch: ">=2.5,<2.6", platforms: ["linux-arm64"], sass: ["9.0"], source: 'pytorch/builder manywheel/build_cuda.sh@release/2.5 (aec5fb5d): cuda-aarch64 "9.0"' }, { variant: "cu124", torch: ">=2.6,<2.7", platforms: ["linux-x64", "windows-x64"], sass: ["5.0", "6.0", "7.0", "7.5", "8.0", "8.6", "9.0"], source: "pytorch/pytorch .ci/manywheel/build_cuda.sh (2.6; not read at the release commit; builder main had 9.0+PTX for nightlies)", confidence: "uncertain" }, { variant: "cu126", torch: ">=2.6", platforms: ["linux-x64", "windows-x64"], sass: ["5.0", "6.0", "7.0", "7.5", "8.0", "8.6", "9.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (CUDA architecture tables); pytorch/pytorch .ci/manywheel/build_cuda.sh@00c7a380b836 (2.8-era); pytorch/pytorch .ci/manywheel/build_cuda.sh@799d09f21574 (2.9/2.10-era)" }, { variant: "cu126", torch: ">=2.6,<2.9", platforms: ["linux-arm64"], sass: ["9.0"], source: 'pytorch/pytorch .ci/aarch64_linux/aarch64_ci_build.sh (2.7-era copy: 12.6 -> "9.0"); https://github.com/pytorch/pytorch/pull/140844', confidence: "uncertain" }, { variant: "cu126", torch: ">=2.9", platforms: ["linux-arm64"], sass: ["8.0", "9.0"], source: 'https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/pull/163764 (aarch64 12.6 -> "8.0;9.0")' }, { variant: "cu128", torch: ">=2.7,<2.8", platforms: ["linux-x64", "windows-x64"], sass: ["7.5", "8.0", "8.6", "9.0", "10.0", "12.0"], ptx: ["12.0"], source: "https://github.com/pytorch/pytorch/pull/146265 and https://github.com/pytorch/pytorch/pull/147607 (sm_50/60/70 removed from 12.8 before 2.7); https://github.com/pytorch/pytorch/pull/157516 (+PTX removed only for 2.8); https://github.com/astral-sh/uv/issues/14742 (2.7 cu128 arch list sm_75..sm_120 compute_120)", confidence: "uncertain" }, { variant: "cu128", torch: ">=2.7,<2.8", platforms: ["linux-arm64"], sass: ["9.0", "10.0", "12.0"], source: 'pytorch/pytorch .ci/aarch64_linux/aarch64_ci_build.sh (2.7-era copy: 12.8 -> "9.0;10.0;12.0")', confidence: "uncertain" }, { variant: "cu128", torch: ">=2.8,<2.11", platforms: ["linux-x64", "windows-x64"], sass: ["7.0", "7.5", "8.0", "8.6", "9.0", "10.0", "12.0"], source: "pytorch/pytorch .ci/manywheel/build_cuda.sh@00c7a380b836 (2.8-era); https://github.com/pytorch/pytorch/pull/164471; https://github.com/pytorch/pytorch/pull/164470 (Windows aligned with Linux)" }, { variant: "cu128", torch: ">=2.8,<2.9", platforms: ["linux-arm64"], sass: ["8.0", "9.0", "10.0", "12.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (2.9 table); 2.8 aarch64 cu128 build not confirmed", confidence: "uncertain" }, { variant: "cu128", torch: ">=2.9,<2.11", platforms: ["linux-arm64"], sass: ["8.0", "9.0", "10.0", "12.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/pull/164471" }, { variant: "cu128", torch: ">=2.11,<2.12", platforms: ["linux-x64", "windows-x64"], sass: ["7.5", "8.0", "8.6", "9.0", "10.0", "12.0"], source: "https://github.com/pytorch/pytorch/pull/175253; https://github.com/pytorch/pytorch/issues/172663 (Volta dropped from cu128 for 2.11)" }, { variant: "cu128", torch: ">=2.11,<2.12", platforms: ["linux-arm64"], sass: ["8.0", "9.0", "10.0", "12.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/pull/175253" }, { variant: "cu129", torch: ">=2.8,<2.11", platforms: ["linux-x64", "windows-x64"], sass: ["7.0", "7.5", "8.0", "8.6", "9.0", "10.0", "12.0"], ptx: ["12.0"], source: 'pytorch/pytorch .ci/manywheel/build_cuda.sh@00c7a380b836 (2.8-era) ("7.0;7.5;8.0;8.6;9.0;10.0;12.0+PTX"); pytorch/pytorch .ci/manywheel/build_cuda.sh@799d09f21574 (2.9/2.10-era)' }, { variant: "cu129", torch: ">=2.8,<2.11", platforms: ["linux-arm64"], sass: ["8.0", "9.0", "10.0", "12.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (aarch64 column); exact 2.8 list not read", confidence: "uncertain" }, { variant: "cu130", torch: ">=2.9", platforms: ["linux-x64"], sass: ["7.5", "8.0", "8.6", "9.0", "10.0", "12.0"], ptx: ["12.0"], source: 'https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; pytorch/pytorch .ci/manywheel/build_cuda.sh@799d09f21574 (2.9/2.10-era) ("7.5;8.0;8.6;9.0;10.0;12.0+PTX")' }, { variant: "cu130", torch: ">=2.9", platforms: ["windows-x64"], sass: ["7.5", "8.0", "8.6", "9.0", "10.0", "12.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix (+PTX on Linux only)" }, { variant: "cu130", torch: ">=2.9", platforms: ["linux-arm64"], sass: ["8.0", "9.0", "10.0", "11.0", "12.0"], ptx: ["12.0"], source: 'https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/pull/163764 (aarch64 13.0 -> "8.0;9.0;10.0;11.0;12.0+PTX")' }, { variant: "cu132", torch: ">=2.12", platforms: ["linux-x64"], sass: ["7.5", "8.0", "8.6", "9.0", "10.0", "12.0"], ptx: ["12.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/pull/182849" }, { variant: "cu132", torch: ">=2.12", platforms: ["windows-x64"], sass: ["7.5", "8.0", "8.6", "9.0", "10.0", "12.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/pull/182849 (+PTX on Linux only)" }, { variant: "cu132", torch: ">=2.12", platforms: ["linux-arm64"], sass: ["8.0", "9.0", "10.0", "11.0", "12.0"], ptx: ["12.0"], source: "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#release-compatibility-matrix; https://github.com/pytorch/pytorch/pull/182849" }], runners: [{ label: "ubuntu-24.04", os: "linux", arch: "x64", osVersion: "24.04", glibc: "2.39", status: "current", note: "glibc 2.39 is Ubuntu 24.04's libc6; the image README does not list libc6.", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/ubuntu/Ubuntu2404-Readme.md" }, { label: "ubuntu-latest", os: "linux", arch: "x64", osVersion: "24.04", glibc: "2.39", status: "current", aliasOf: "ubuntu-24.04", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/README.md" }, { label: "ubuntu-22.04", os: "linux", arch: "x64", osVersion: "22.04", glibc: "2.35", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/ubuntu/Ubuntu2204-Readme.md" }, { label: "ubuntu-24.04-arm", os: "linux", arch: "arm64", osVersion: "24.04", glibc: "2.39", status: "current", note: "glibc 2.39 is Ubuntu 24.04's libc6; the image README does not list libc6.", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/ubuntu/Ubuntu2404-Arm64-Readme.md" }, { label: "ubuntu-22.04-arm", os: "linux", arch: "arm64", osVersion: "22.04", glibc: "2.35", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/ubuntu/Ubuntu2204-Arm64-Readme.md" }, { label: "ubuntu-slim", os: "linux", arch: "x64", osVersion: "24.04", glibc: "2.39", status: "current", note: "A single-CPU container on Ubuntu 24.04.", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/ubuntu-slim/ubuntu-slim-Readme.md" }, { label: "ubuntu-26.04", os: "linux", arch: "x64", osVersion: "26.04", glibc: "2.42", status: "beta", note: "Preview image. Its README does not list libc6; 2.42 is assumed from Ubuntu's archive.", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/ubuntu/Ubuntu2604-Readme.md", confidence: "uncertain" }, { label: "ubuntu-26.04-arm", os: "linux", arch: "arm64", osVersion: "26.04", glibc: "2.42", status: "beta", note: "Preview image. Its README does not list libc6; 2.42 is assumed from Ubuntu's archive.", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/ubuntu/Ubuntu2604-Arm64-Readme.md", confidence: "uncertain" }, { label: "ubuntu-20.04", os: "linux", arch: "x64", osVersion: "20.04", glibc: "2.31", status: "retired", note: "Deprecated in actions/runner-images#11748 and removed in 2025; jobs asking for it are never picked up.", source: "https://github.com/actions/runner-images/blob/e82adb8a25d915d5a4598ced53814bdacac218cc/images/ubuntu/Ubuntu2004-Readme.md" }, { label: "macos-latest", os: "macos", arch: "arm64", osVersion: "26.5", status: "current", aliasOf: "macos-26", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/README.md" }, { label: "macos-26", os: "macos", arch: "arm64", osVersion: "26.5", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-26-arm64-Readme.md" }, { label: "macos-26-xlarge", os: "macos", arch: "arm64", osVersion: "26.5", status: "current", note: "Larger runner (paid).", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-26-arm64-Readme.md" }, { label: "macos-26-intel", os: "macos", arch: "x64", osVersion: "26.6", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-26-Readme.md" }, { label: "macos-26-large", os: "macos", arch: "x64", osVersion: "26.6", status: "current", note: "Larger runner (paid).", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-26-Readme.md" }, { label: "macos-latest-large", os: "macos", arch: "x64", osVersion: "26.6", status: "current", aliasOf: "macos-26-large", note: "Larger runner (paid).", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/README.md" }, { label: "macos-15", os: "macos", arch: "arm64", osVersion: "15.7", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-15-arm64-Readme.md" }, { label: "macos-15-xlarge", os: "macos", arch: "arm64", osVersion: "15.7", status: "current", note: "Larger runner (paid).", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-15-arm64-Readme.md" }, { label: "macos-15-intel", os: "macos", arch: "x64", osVersion: "15.7", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-15-Readme.md" }, { label: "macos-15-large", os: "macos", arch: "x64", osVersion: "15.7", status: "current", note: "Larger runner (paid).", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-15-Readme.md" }, { label: "macos-14", os: "macos", arch: "arm64", osVersion: "14.8", status: "current", note: "Deprecated (actions/runner-images#13518); will be retired.", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-14-arm64-Readme.md" }, { label: "macos-14-xlarge", os: "macos", arch: "arm64", osVersion: "14.8", status: "current", note: "Deprecated (actions/runner-images#13518); larger runner (paid).", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-14-arm64-Readme.md" }, { label: "macos-14-large", os: "macos", arch: "x64", osVersion: "14.8", status: "current", note: "Deprecated (actions/runner-images#13518); larger runner (paid).", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/macos/macos-14-Readme.md" }, { label: "macos-13", os: "macos", arch: "x64", osVersion: "13.7", status: "retired", note: "Removed at the end of 2025 (documentation dropped in actions/runner-images#13439).", source: "https://github.com/actions/runner-images/blob/c7e4bb37d17f5b535294d7abf8a523e2c8767d7e/images/macos/macos-13-Readme.md" }, { label: "macos-13-xlarge", os: "macos", arch: "arm64", osVersion: "13.7", status: "retired", note: "Removed at the end of 2025 (documentation dropped in actions/runner-images#13439).", source: "https://github.com/actions/runner-images/blob/68033e9bfdb1489777964e802166d0e22b3018f6/images/macos/macos-13-arm64-Readme.md" }, { label: "macos-12", os: "macos", arch: "x64", osVersion: "12.7", status: "retired", note: "Retired; its image code was dropped in actions/runner-images#11473 (January 2025).", source: "https://github.com/actions/runner-images/blob/bd90e1a113d6ff9984c00e6db6405d03baead9e8/images/macos/macos-12-Readme.md" }, { label: "windows-latest", os: "windows", arch: "x64", osVersion: "10.0.26100", status: "current", aliasOf: "windows-2025", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/README.md" }, { label: "windows-2025", os: "windows", arch: "x64", osVersion: "10.0.26100", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/windows/Windows2025-VS2026-Readme.md" }, { label: "windows-2025-vs2026", os: "windows", arch: "x64", osVersion: "10.0.26100", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/windows/Windows2025-VS2026-Readme.md" }, { label: "windows-2022", os: "windows", arch: "x64", osVersion: "10.0.20348", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/windows/Windows2022-Readme.md" }, { label: "windows-11-arm", os: "windows", arch: "arm64", osVersion: "10.0.26200", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/windows/Windows11-Arm64-Readme.md" }, { label: "windows-11-vs2026-arm", os: "windows", arch: "arm64", osVersion: "10.0.26200", status: "current", source: "https://github.com/actions/runner-images/blob/749514466b4f51b7dc8d9f1cda62257dcf13d183/images/windows/Windows11-VS2026-Arm64-Readme.md" }, { label: "windows-2019", os: "windows", arch: "x64", osVersion: "10.0.17763", status: "retired", note: "Removed in 2025 (its files were dropped in actions/runner-images#13533).", source: "https://github.com/actions/runner-images/blob/910c62599581d5d3a4cd2c2ca6921726d5281885/images/windows/Windows2019-Readme.md" }], apis: [{ api: "torch.symeig", deprecated: "1.9", removed: "1.13", replacement: 'torch.linalg.eigh(A, UPLO="U") (or torch.linalg.eigvalsh for eigenvalues only)', replacementSince: "1.8", note: 'torch.symeig used the upper triangle by default; torch.linalg.eigh uses the lower one unless UPLO="U".', source: "pytorch/pytorch torch/_linalg_utils.py (removal stub); PRs pytorch/pytorch#57732 (deprecate)," }, { api: "torch.lstsq", deprecated: "1.9", removed: "1.13", replacement: "torch.linalg.lstsq(A, B) (arguments reversed)", replacementSince: "1.9", source: "pytorch/pytorch torch/_linalg_utils.py (removal stub); PRs pytorch/pytorch#57743," }, { api: "torch.solve", deprecated: "1.9", removed: "1.13", replacement: "torch.linalg.solve(A, B) (arguments reversed, no LU factors returned)", replacementSince: "1.8", source: "pytorch/pytorch torch/_linalg_utils.py (removal stub); PRs pytorch/pytorch#57741," }, { api: "torch.eig", deprecated: "1.9", removed: "1.13", replacement: "torch.linalg.eig (returns complex tensors) or torch.linalg.eigvals", replacementSince: "1.9", source: "pytorch/pytorch torch/_linalg_utils.py (removal stub); test/test_linalg.py test_eig_removed_error" }, { api: "torch.matrix_rank", deprecated: "1.9", removed: "1.13", replacement: "torch.linalg.matrix_rank (`symmetric` is now `hermitian`)", replacementSince: "1.8", source: "pytorch/pytorch torch/_linalg_utils.py (removal stub); PRs pytorch/pytorch#57734," }, { api: "torch.qr", deprecated: "1.9", replacement: "torch.linalg.qr", replacementSince: "1.8", source: "pytorch/pytorch#57745 (via meta-pytorch/torchfix torchfix/deprecated_symbols.yaml)" }, { api: "torch.cholesky", deprecated: "1.9", replacement: "torch.linalg.cholesky", replacementSince: "1.8", source: "pytorch/pytorch#57725 (via meta-pytorch/torchfix torchfix/deprecated_symbols.yaml)" }, { api: "torch.chain_matmul", deprecated: "1.9", replacement: "torch.linalg.multi_dot", replacementSince: "1.9", source: "pytorch/pytorch#57735 (via meta-pytorch/torchfix torchfix/deprecated_symbols.yaml)" }, { api: "torch.lu", deprecated: "1.13", replacement: "torch.linalg.lu_factor", replacementSince: "1.13", source: "pytorch/pytorch#73804 (via meta-pytorch/torchfix torchfix/deprecated_symbols.yaml)" }, { api: "torch.lu_solve", deprecated: "1.13", replacement: "torch.linalg.lu_solve", replacementSince: "1.13", source: "pytorch/pytorch#73806 (via meta-pytorch/torchfix torchfix/deprecated_symbols.yaml)" }, { api: "torch.ger", deprecated: "1.8", replacement: "torch.outer", replacementSince: "1.8", source: "meta-pytorch/torchfix torchfix/deprecated_symbols.yaml (torch.ger \u2192 torch.outer; deprecating release not recorded)", confidence: "uncertain" }, { api: "torch.triangular_solve", deprecated: "1.11", replacement: "torch.linalg.solve_triangular", replacementSince: "1.11", source: "meta-pytorch/torchfix torchfix/deprecated_symbols.yaml (deprecating release not recorded)", confidence: "uncertain" }, { api: "torch.range", deprecated: "1.0", replacement: "torch.arange (end is exclusive, like Python's range)", replacementSince: "1.0", source: "meta-pytorch/torchfix torchfix/deprecated_symbols.yaml; torch.range docstring deprecation warning (release not recorded)", confidence: "uncertain" }, { api: "torch.testing.assert_allclose", deprecated: "1.12", replacement: "torch.testing.assert_close", replacementSince: "1.9", source: 'pytorch/pytorch torch/testing/_comparison.py deprecation ("assert_allclose() is deprecated since 1.12"); meta-pytorch/torchfix torchfix/deprecated_symbols.yaml' }, { api: "torch.nn.utils.weight_norm", deprecated: "2.1", replacement: "torch.nn.utils.parametrizations.weight_norm", replacementSince: "2.1", source: 'pytorch/pytorch#103001 (warning "torch.nn.utils.weight_norm is deprecated in favor of torch.nn.utils.parametrizations.weight_norm")' }, { api: "torch.nn.utils.parametrizations.weight_norm", introduced: "2.1", source: "pytorch/pytorch#103001" }, { api: "torch.backends.cuda.sdp_kernel", deprecated: "2.3", replacement: "torch.nn.attention.sdpa_kernel", replacementSince: "2.2", source: "pytorch/pytorch#114689 (via meta-pytorch/torchfix torchfix/deprecated_symbols.yaml)", confidence: "uncertain" }, { api: "torch.nn.attention.sdpa_kernel", introduced: "2.2", source: "pytorch/pytorch#114689 (torch.nn.attention module)", confidence: "uncertain" }, { api: "torch.utils._pytree._register_pytree_node", deprecated: "2.2", replacement: "torch.utils._pytree.register_pytree_node", replacementSince: "2.2", source: "pytorch/pytorch#112111 (via meta-pytorch/torchfix torchfix/deprecated_symbols.yaml)", confidence: "uncertain" }, { api: "torch.cuda.amp.autocast", deprecated: "2.4", replacement: 'torch.amp.autocast("cuda", ...)', replacementSince: "1.10", source: "pytorch/pytorch torch/cuda/amp/autocast_mode.py (@deprecated FutureWarning); facts \xA75", confidence: "uncertain" }, { api: "torch.cuda.amp.GradScaler", deprecated: "2.4", replacement: 'torch.amp.GradScaler("cuda", ...)', replacementSince: "2.3", source: "pytorch/pytorch torch/cuda/amp/grad_scaler.py (@deprecated FutureWarning); facts \xA75", confidence: "uncertain" }, { api: "torch.cuda.amp.custom_fwd", deprecated: "2.4", replacement: 'torch.amp.custom_fwd(device_type="cuda")', replacementSince: "2.4", source: "pytorch/pytorch torch/cuda/amp/autocast_mode.py; meta-pytorch/torchfix torchfix/deprecated_symbols.yaml", confidence: "uncertain" }, { api: "torch.cuda.amp.custom_bwd", deprecated: "2.4", replacement: 'torch.amp.custom_bwd(device_type="cuda")', replacementSince: "2.4", source: "pytorch/pytorch torch/cuda/amp/autocast_mode.py; meta-pytorch/torchfix torchfix/deprecated_symbols.yaml", confidence: "uncertain" }, { api: "torch.cpu.amp.autocast", deprecated: "2.4", replacement: 'torch.amp.autocast("cpu", ...)', replacementSince: "1.10", source: "pytorch/pytorch torch/cpu/amp/autocast_mode.py; meta-pytorch/torchfix torchfix/deprecated_symbols.yaml", confidence: "uncertain" }, { api: "torch.amp.GradScaler", introduced: "2.3", source: "pytorch/pytorch torch/amp/grad_scaler.py (device-generic GradScaler)", confidence: "uncertain" }, { api: "torch.load#no-weights_only", name: "torch.load", match: { kind: "call", without: ["weights_only"] }, changed: "2.6", change: "the default of weights_only became True, so loading pickled objects other than tensors and plain containers (whole nn.Modules, custom classes) raises UnpicklingError.", changeSeverity: "warning", replacement: "torch.load(..., weights_only=True) for checkpoints of tensors, or weights_only=False only for files you trust", replacementSince: "1.13", source: "facts \xA74 torch 2.6 and \xA75 (PyTorch 2.6 release blog copy)" }, { api: "torch.serialization.add_safe_globals", introduced: "2.4", source: "pytorch/pytorch torch/serialization.py", confidence: "uncertain" }, { api: "torch.backends.cuda.matmul.allow_tf32", deprecated: "2.9", replacement: 'torch.backends.cuda.matmul.fp32_precision = "tf32" (or "ieee")', replacementSince: "2.9", source: 'pytorch/pytorch aten/src/ATen/Context.cpp TF32 warning ("Please use the new API settings to control TF32 behavior"); facts \xA75' }, { api: "torch.backends.cudnn.allow_tf32", deprecated: "2.9", replacement: 'torch.backends.cudnn.conv.fp32_precision = "tf32"', replacementSince: "2.9", source: "pytorch/pytorch aten/src/ATen/Context.cpp TF32 warning; facts \xA75" }, { api: "torch.backends.cuda.matmul.fp32_precision", introduced: "2.9", source: "pytorch/pytorch aten/src/ATen/Context.cpp TF32 warning names the new settings; facts \xA75" }, { api: "torch.backends.cudnn.conv.fp32_precision", introduced: "2.9", source: "pytorch/pytorch aten/src/ATen/Context.cpp TF32 warning names the new settings; facts \xA75" }, { api: "torch.utils.data.DataLoader#pin_memory_device", name: "torch.utils.data.DataLoader", match: { kind: "call", with: ["pin_memory_device"] }, deprecated: "2.9", replacement: "DataLoader(..., pin_memory=True) without pin_memory_device (the current accelerator is used)", source: 'pytorch/pytorch torch/utils/data/dataloader.py warning ("pin_memory_device is deprecated, the current accelerator will be used"); facts \xA75' }, { api: "torch.utils.data.dataloader.DataLoader#pin_memory_device", name: "torch.utils.data.dataloader.DataLoader", match: { kind: "call", with: ["pin_memory_device"] }, deprecated: "2.9", replacement: "DataLoader(..., pin_memory=True) without pin_memory_device (the current accelerator is used)", source: "pytorch/pytorch torch/utils/data/dataloader.py; facts \xA75" }, { api: "torch.export.export_for_training", introduced: "2.5", deprecated: "2.9", replacement: "torch.export.export (functionally equivalent)", replacementSince: "2.1", source: 'pytorch/pytorch torch/export FutureWarning ("torch.export.export_for_training is deprecated and will be removed in PyTorch 2.10"); facts \xA75' }, { api: "torch.export.export_for_training#removed", name: "torch.export.export_for_training", removed: "2.10", replacement: "torch.export.export (functionally equivalent)", replacementSince: "2.1", note: "The 2.9 warning announced removal in 2.10; the removal itself is not verified.", source: "facts \xA74 torch 2.10 (announced, not verified)", confidence: "uncertain" }, { api: "torch.export.export", introduced: "2.1", source: "pytorch/pytorch torch/__init__.py (`from torch import export`), torch 2.1", confidence: "uncertain" }, { api: "torch.onnx.export#no-dynamo", name: "torch.onnx.export", match: { kind: "call", without: ["dynamo"] }, changed: "2.9", change: "the default became dynamo=True (the torch.export-based exporter) with default opset 20 instead of 18; the TorchScript exporter now needs dynamo=False.", changeSeverity: "warning", replacement: "torch.onnx.export(..., dynamo=False) to keep the TorchScript exporter, or dynamo=True to opt in explicitly", replacementSince: "2.5", source: 'facts \xA75 (pytorch/pytorch#151693 flip RFC; downstream Xilinx/brevitas#1526 and ray#64410 "flipped in 2.9")', confidence: "uncertain" }, { api: "torch.onnx.export#dynamo", name: "torch.onnx.export", match: { kind: "call", with: ["dynamo"] }, introduced: "2.5", note: "The `dynamo` keyword of torch.onnx.export exists only from torch 2.5.", source: 'facts \xA75 ("The dynamo kwarg exists only from 2.5")' }, { api: "torch.onnx.dynamo_export", deprecated: "2.6", removed: "2.9", replacement: "torch.onnx.export(..., dynamo=True)", replacementSince: "2.5", source: 'pytorch/pytorch torch/onnx/__init__.py (@deprecated "torch.onnx.dynamo_export is deprecated since 2.6.0"); removal per facts \xA75 (WIKI-2.9, PR pytorch/pytorch#149745)', confidence: "uncertain" }, { api: "torch.onnx.enable_fake_mode", removed: "2.9", replacement: "torch.onnx.export(..., dynamo=True)", replacementSince: "2.5", source: "facts \xA75 (WIKI-2.9)", confidence: "uncertain" }, { api: "torch.compile#backend-onnxrt", name: "torch.compile", match: { kind: "call", keyword: { name: "backend", value: "onnxrt" } }, removed: "2.9", replacement: 'another torch.compile backend (e.g. the default "inductor"), or export to ONNX and run it with onnxruntime', source: "facts \xA75 (WIKI-2.9)", confidence: "uncertain" }, { api: "torch.cat#except-RuntimeError", name: "torch.cat", match: { kind: "call", insideExcept: "RuntimeError" }, changed: "2.9", change: "invalid arguments now raise ValueError, IndexError or TypeError, which `except RuntimeError` no longer catches.", changeSeverity: "warning", replacement: "catch (RuntimeError, ValueError, IndexError, TypeError), or check the shapes before calling", source: "pytorch/pytorch PRs" }, { api: "torch.concat#except-RuntimeError", name: "torch.concat", match: { kind: "call", insideExcept: "RuntimeError" }, changed: "2.9", change: "invalid arguments now raise ValueError, IndexError or TypeError, which `except RuntimeError` no longer catches.", changeSeverity: "warning", replacement: "catch (RuntimeError, ValueError, IndexError, TypeError), or check the shapes before calling", source: "pytorch/pytorch PRs" }, { api: "torch.concatenate#except-RuntimeError", name: "torch.concatenate", match: { kind: "call", insideExcept: "RuntimeError" }, changed: "2.9", change: "invalid arguments now raise ValueError, IndexError or TypeError, which `except RuntimeError` no longer catches.", changeSeverity: "warning", replacement: "catch (RuntimeError, ValueError, IndexError, TypeError), or check the shapes before calling", source: "pytorch/pytorch PRs" }, { api: "torch.utils.dlpack.from_dlpack", changed: "2.9", change: "DLPack support moved to DLPack 1.0 (BC-breaking for code that handles capsules or device types itself).", note: "Test exchanges with other libraries (NumPy, CuPy, JAX) on the new torch.", source: "facts \xA75 (WIKI-2.9 only)", confidence: "uncertain" }, { api: "torch.utils.dlpack.to_dlpack", changed: "2.9", change: "DLPack support moved to DLPack 1.0 (BC-breaking for code that handles capsules or device types itself).", note: "Test exchanges with other libraries (NumPy, CuPy, JAX) on the new torch.", source: "facts \xA75 (WIKI-2.9 only)", confidence: "uncertain" }, { api: "torch.from_dlpack", changed: "2.9", change: "DLPack support moved to DLPack 1.0 (BC-breaking for code that handles capsules or device types itself).", note: "Test exchanges with other libraries (NumPy, CuPy, JAX) on the new torch.", source: "facts \xA75 (WIKI-2.9 only)", confidence: "uncertain" }, { api: "torch._dynamo.config.inline_inbuilt_nn_modules", changed: "2.5", change: "the default became True (torch.compile inlines built-in nn.Modules).", source: "facts \xA74 torch 2.5 (PyTorch 2.5 release blog)" }, { api: "torch.jit.script", deprecated: "2.14", replacement: "torch.compile or torch.export", replacementSince: "2.1", note: "TorchScript is also not supported on Python 3.14+.", source: 'facts \xA74 torch 2.14 and \xA75 (warning text "torch.jit.script is deprecated. Please switch to torch.compile or torch.export."; release unverified)', confidence: "uncertain" }, { api: "torch.compile", introduced: "2.0", source: "PyTorch 2.0 release (torch.compile); facts \xA71" }, { api: "torch.func", introduced: "2.0", source: "pytorch/pytorch torch/__init__.py (`from torch import func`), torch 2.0", confidence: "uncertain" }, { api: "torch.cond", introduced: "2.1", note: "torch.cond is a prototype control-flow operator; torch 2.8 extended the family (while_loop, scan, associative_scan, map) under torch._higher_order_ops.", source: "pytorch/pytorch torch/__init__.py (`from torch._higher_order_ops import cond`, next to `from torch import export`); BLOG-2.8 (control-flow operators)", confidence: "uncertain" }, { api: "torch.nn.attention.flex_attention", introduced: "2.5", source: 'PyTorch 2.5 release blog ("[Prototype] FlexAttention"), facts sources/pytorch-2.5-release-blog.md; BLOG-2.7 ("In release 2.5.0, FlexAttention torch.nn.attention.flex_attention was introduced")' }, { api: "torch.compiler.set_stance", introduced: "2.6", source: "PyTorch 2.6 release notes (torch.compiler.set_stance)", confidence: "uncertain" }, { api: "torch.accelerator", introduced: "2.6", source: "PyTorch 2.6 release notes (torch.accelerator device-generic API)", confidence: "uncertain" }, { api: "torch.compiler.save_cache_artifacts", introduced: "2.7", source: "PyTorch 2.7 release blog (Mega Cache), facts sources/pytorch-2.7-release-blog.md" }, { api: "torch.compiler.load_cache_artifacts", introduced: "2.7", source: "PyTorch 2.7 release blog (Mega Cache), facts sources/pytorch-2.7-release-blog.md" }, { api: "torch.compiler.nested_compile_region", introduced: "2.8", source: "PyTorch 2.8 release blog (hierarchical compilation with nested_compile_region), facts sources/pytorch-2.8-release-blog.md" }, { api: "torch.optim.Muon", introduced: "2.9", source: 'facts \xA74 torch 2.9 (WIKI-2.9 "new muon optimizer"); torch/optim/_muon.py exists in pytorch/pytorch', confidence: "uncertain" }, { api: "torch._dynamo.error_on_graph_break", introduced: "2.9", source: 'facts \xA74 torch 2.9 (WIKI-2.9 "flexible graph break control")', confidence: "uncertain" }, { api: "functorch.vmap", deprecated: "2.0", replacement: "torch.func.vmap", replacementSince: "2.0", source: "meta-pytorch/torchfix torchfix/deprecated_symbols.yaml (functorch \u2192 torch.func)", confidence: "uncertain" }, { api: "functorch.grad", deprecated: "2.0", replacement: "torch.func.grad", replacementSince: "2.0", source: "meta-pytorch/torchfix torchfix/deprecated_symbols.yaml (functorch \u2192 torch.func)", confidence: "uncertain" }, { api: "functorch.jacrev", deprecated: "2.0", replacement: "torch.func.jacrev", replacementSince: "2.0", source: "meta-pytorch/torchfix torchfix/deprecated_symbols.yaml (functorch \u2192 torch.func)", confidence: "uncertain" }] };

// src/catalog/bundled.ts
var bundledCatalog = catalog_default;

// src/catalog/load.ts
var MAX_CONFIG_BYTES = 5 * 1024 * 1024;
async function loadCatalog(configPath) {
  if (!configPath) return bundledCatalog;
  let text2;
  try {
    let size = statSync(configPath).size;
    if (size > MAX_CONFIG_BYTES) throw new InputError(`${configPath}: the rules file is ${size} bytes; at most ${MAX_CONFIG_BYTES} are read`);
    text2 = readFileSync(configPath, "utf8");
  } catch (err) {
    throw err instanceof InputError ? err : new InputError(`${configPath}: the rules file cannot be read (${err.code ?? "error"})`);
  }
  let { parseRuleFile, mergeCatalogs } = await import("./compile-U4UFXWDU.js");
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text: text2 }));
}

// src/versions/pep440.ts
var pep440 = __toESM(require_pep440(), 1);
function parseVersion(text2) {
  let t = text2.trim();
  if (!t || t.length > 100) return;
  let e;
  try {
    e = pep440.explain(t);
  } catch {
    return;
  }
  if (e)
    return {
      public: e.public,
      ...e.local ? { local: String(e.local) } : {},
      release: e.release,
      prerelease: e.is_prerelease
    };
}
function compareVersions(a, b) {
  return pep440.compare(a, b);
}
function minorOf(version) {
  let v = parseVersion(version);
  if (!v) throw new InputError(`not a version: ${JSON.stringify(version)}`);
  return `${v.release[0] ?? 0}.${v.release[1] ?? 0}`;
}
var BARE_VERSION = /^v?\d+(\.\d+)*([a-z0-9.+!-]*)$/i;
function parseSpecifier(input, what = "version specifier") {
  let text2 = input.trim();
  if (text2 === "" || text2 === "*" || text2.toLowerCase() === "latest") return { text: text2, pep440: "" };
  if (text2.length > 200) throw new InputError(`${what} is too long (${text2.length} characters); expected e.g. 2.9.0, >=2.5,<2.10 or ~=2.8.0`);
  if (BARE_VERSION.test(text2)) {
    let v = parseVersion(text2.replace(/^v/i, ""));
    if (v) {
      if (v.release.length <= 2 && !v.local && !v.prerelease)
        return { text: text2, pep440: `==${v.public}.*` };
      let full = v.local ? `${v.public}+${v.local}` : v.public;
      return { text: text2, pep440: `==${full}`, exact: full, ...v.local ? { local: v.local } : {} };
    }
  }
  let spaced = text2.replace(/\s+/g, " "), valid = !1;
  try {
    valid = pep440.validRange(spaced);
  } catch {
    valid = !1;
  }
  if (!valid)
    throw new InputError(
      `${what} ${JSON.stringify(text2)} is not a PEP 440 version or specifier; expected e.g. 2.9.0, 2.9.0+cu128, >=2.5,<2.10, ~=2.8.0 or ==2.9.*`
    );
  let clauses = spaced.split(",").map((c) => c.trim()), local = clauses.map((c) => /^===?\s*([^,]+)$/.exec(c)?.[1]).map((v) => v ? parseVersion(v.replace(/\.\*$/, ".0")) : void 0).filter((v) => v !== void 0).find((v) => v.local)?.local, exactClause = clauses.length === 1 ? /^===?\s*([^*]+)$/.exec(clauses[0] ?? "")?.[1]?.trim() : void 0;
  return {
    text: text2,
    pep440: spaced,
    ...local ? { local } : {},
    ...exactClause ? { exact: exactClause } : {}
  };
}
function satisfies2(version, spec) {
  let key = `${version}\0${spec.pep440}`, hit = SATISFIES.get(key);
  if (hit !== void 0) return hit;
  let ok;
  if (spec.pep440 === "") ok = !(parseVersion(version)?.prerelease ?? !1);
  else
    try {
      ok = pep440.satisfies(version, spec.pep440);
    } catch {
      ok = !1;
    }
  return SATISFIES.size > 1e5 && SATISFIES.clear(), SATISFIES.set(key, ok), ok;
}
var SATISFIES = /* @__PURE__ */ new Map();
function lowerBound(spec) {
  if (!spec.pep440) return;
  let best;
  for (let clause of spec.pep440.split(",")) {
    let m = /^\s*(==|>=|>|~=|===)\s*([^\s*]+?)(\.\*)?\s*$/.exec(clause), v = m?.[2] ? parseVersion(m[2]) : void 0;
    v && (!best || compareVersions(v.public, best) > 0) && (best = v.public);
  }
  return best;
}

// src/versions/python.ts
var CPYTHON = /^(?:cpython-?|python-?|py)?(\d)\.(\d{1,2})(?:\.(\d{1,3}))?((?:a|b|rc)\d{1,3}|-(?:alpha|beta|rc)\.?\d{1,3}|-dev)?(t)?$/i, PYPY = /^pypy-?(\d)\.(\d{1,2})(?:[.-].*)?$/i, GRAALPY = /^graalpy-?\d+(\.\d+)*$/i;
function parsePythonVersion(input) {
  let text2 = input.trim(), m = CPYTHON.exec(text2);
  if (m) {
    let major = Number(m[1]), minor = Number(m[2]);
    return {
      major,
      minor,
      ...m[3] !== void 0 ? { full: `${major}.${minor}.${m[3]}${(m[4] ?? "").replace(/^-/, "")}` } : {},
      freeThreaded: m[5] !== void 0,
      implementation: "cpython"
    };
  }
  let p = PYPY.exec(text2);
  if (p) return { major: Number(p[1]), minor: Number(p[2]), freeThreaded: !1, implementation: "pypy" };
  if (GRAALPY.test(text2)) return { major: 3, minor: 11, freeThreaded: !1, implementation: "graalpy" };
  throw new InputError(
    `Python version ${JSON.stringify(text2.slice(0, 60))} is not understood; expected e.g. 3.12, 3.12.4, 3.13t (free-threaded), 3.14.0rc1 or pypy3.9`
  );
}
function pythonTag(v) {
  return `${v.major}.${v.minor}${v.freeThreaded ? "t" : ""}`;
}
function pythonMinor(text2) {
  let m = /^(\d)\.(\d{1,2})t?$/.exec(text2.trim());
  if (!m) throw new InputError(`not a Python minor version: ${JSON.stringify(text2)}`);
  return [Number(m[1]), Number(m[2])];
}
var MINORS = /* @__PURE__ */ new Map();
function minorKey(text2) {
  let k = MINORS.get(text2);
  if (k === void 0) {
    let [a, b] = pythonMinor(text2);
    k = a * 100 + b, MINORS.set(text2, k);
  }
  return k;
}
function comparePythonMinor(a, b) {
  return minorKey(a) - minorKey(b);
}

// src/catalog/query.ts
var cache = /* @__PURE__ */ new WeakMap();
function allCandidates(catalog) {
  let list4 = cache.get(catalog);
  return list4 || (list4 = catalog.releases.flatMap((release2) => release2.patches.map((patch) => ({ patch, release: release2 }))).sort((a, b) => compareVersions(b.patch.version, a.patch.version)), cache.set(catalog, list4)), list4;
}
var matchCache = /* @__PURE__ */ new WeakMap();
function matchingCandidates(catalog, spec) {
  let byspec = matchCache.get(catalog);
  byspec || matchCache.set(catalog, byspec = /* @__PURE__ */ new Map());
  let list4 = byspec.get(spec.pep440);
  return list4 || (list4 = allCandidates(catalog).filter((c) => satisfies2(c.patch.version, spec)), byspec.set(spec.pep440, list4)), list4;
}
function newestRelease(catalog) {
  return allCandidates(catalog)[0];
}
function findRelease(catalog, minor) {
  return catalog.releases.find((r) => r.torch === minor);
}
var platformEntry = (release2, platform) => release2.platforms.find((p) => p.platform === platform), variantEntry = (release2, variant, platform) => release2.variants.find((v) => v.variant === variant && v.platforms.includes(platform)), variantsOn = (release2, platform) => release2.variants.filter((v) => v.platforms.includes(platform));
function pypiDefault(release2, platform) {
  return release2.pypi.find((p) => p.platform === platform);
}
function pythonSupport(release2, platform, python, fromPypi) {
  let tag = `${python.major}.${python.minor}${python.freeThreaded ? "t" : ""}`, plain2 = `${python.major}.${python.minor}`, extra = (release2.python.extra ?? []).find(
    (e) => e.version === tag && (!e.platforms || e.platforms.includes(platform)) && !(fromPypi && e.pypi === !1)
  );
  if (extra) return { kind: extra.status, source: extra.source, ...extra.confidence ? { confidence: extra.confidence } : {} };
  if (python.freeThreaded) return { kind: "none", source: release2.python.source };
  let range2 = platformEntry(release2, platform)?.python ?? release2.python, inRange = comparePythonMinor(plain2, range2.min) >= 0 && comparePythonMinor(plain2, range2.max) <= 0, source = platformEntry(release2, platform)?.python ? platformEntry(release2, platform)?.source ?? release2.python.source : release2.python.source, confidence = platformEntry(release2, platform)?.python ? platformEntry(release2, platform)?.confidence : release2.python.confidence;
  return { kind: inRange ? "regular" : "none", source, ...confidence ? { confidence } : {} };
}
function pythonRange(release2, platform) {
  return platformEntry(release2, platform)?.python ?? release2.python;
}
function glibcFloor(release2, platform, variant) {
  let v = variantEntry(release2, variant, platform);
  if (v?.glibc) return { glibc: v.glibc, source: v.source, ...v.confidence ? { confidence: v.confidence } : {} };
  let p = platformEntry(release2, platform);
  return { ...p?.glibc ? { glibc: p.glibc } : {}, source: p?.source ?? release2.source, ...p?.confidence ? { confidence: p.confidence } : {} };
}
var toolkitFor = (catalog, variant) => catalog.cudaToolkits.find((t) => t.variant === variant), familyFor = (catalog, major) => catalog.cudaFamilies.find((f) => f.major === major);
function gpuArchsFor(catalog, variant, torch, platform) {
  return catalog.gpuArchs.find(
    (g) => g.variant === variant && g.platforms.includes(platform) && satisfies2(torch, parseSpecifier(g.torch, "gpuArchs torch range"))
  );
}

// src/checks/make.ts
function finding(id, severity, message, hint2, source, confidence, location) {
  let sev = capForConfidence(severity, confidence);
  return { id, severity: sev, message: message + (sev !== severity ? confidence === "uncertain" ? " (The catalog marks this fact as uncertain, so it warns instead of failing.)" : "" : ""), hint: hint2, source, ...location ? { location } : {} };
}

// src/platform/wheel-platform.ts
function wheelPlatform(env) {
  let own = env.python?.machine ? archFromMachine(env.python.machine) : void 0;
  return platformKey(env.os, own ?? env.arch);
}
function isEmulated(env) {
  return wheelPlatform(env) !== platformKey(env.os, env.arch);
}

// src/request/index-url.ts
var PYTORCH_INDEX = "https://download.pytorch.org/whl", VARIANT = /^(cpu|xpu|cu\d{3}|rocm\d+\.\d+(?:\.\d+)?)$/, isVariantName = (s) => VARIANT.test(s);
function indexUrlFor(variant, channel = "stable") {
  return channel === "stable" ? `${PYTORCH_INDEX}/${variant}` : `${PYTORCH_INDEX}/${channel}/${variant}`;
}
function parseIndexUrl(input) {
  let text2 = (input ?? "").trim();
  if (text2 === "" || text2.toLowerCase() === "pypi") return { kind: "pypi" };
  if (isVariantName(text2.toLowerCase())) {
    let v = text2.toLowerCase();
    return { kind: "pytorch", url: indexUrlFor(v), channel: "stable", variant: v, mirror: !1 };
  }
  let url;
  try {
    url = new URL(text2);
  } catch {
    throw new InputError(
      `index URL ${JSON.stringify(text2.slice(0, 80))} is not a URL; expected e.g. https://download.pytorch.org/whl/cu128, a variant such as cu128, or pypi`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" && url.protocol !== "file:")
    throw new InputError(`index URL ${JSON.stringify(text2.slice(0, 80))} must use https, http or file`);
  let host = url.hostname.toLowerCase();
  if (host === "pypi.org" || host === "pypi.python.org" || host === "files.pythonhosted.org") return { kind: "pypi", url: text2 };
  let mirror = host !== "download.pytorch.org", segs = url.pathname.split("/").filter(Boolean).map((s) => decodeURIComponent(s).toLowerCase()), whl = segs.lastIndexOf("whl");
  if (whl < 0 && mirror) {
    let last = segs[segs.length - 1];
    return last && isVariantName(last) ? { kind: "pytorch", url: text2, channel: "stable", variant: last, mirror } : { kind: "unknown", url: text2 };
  }
  let rest = segs.slice(whl + 1), channel = "stable";
  (rest[0] === "test" || rest[0] === "nightly") && (channel = rest.shift());
  let [first, second] = rest;
  if (first === "torch_stable.html" || first === "torch_test.html" || first === "torch_nightly.html")
    return { kind: "find-links", url: text2, channel, mirror };
  if (first && isVariantName(first)) {
    if (second === "torch_stable.html" || second === "torch")
      return second === "torch" ? { kind: "pytorch", url: text2, channel, variant: first, mirror } : { kind: "find-links", url: text2, channel, variant: first, mirror };
    if (second === void 0) return { kind: "pytorch", url: text2, channel, variant: first, mirror };
  }
  return first === void 0 || first === "torch" ? { kind: "find-links", url: text2, channel, mirror } : { kind: "unknown", url: text2 };
}
function describeIndex(ref2) {
  switch (ref2.kind) {
    case "pypi":
      return "PyPI";
    case "pytorch":
      return `${ref2.url} (${ref2.variant}${ref2.channel === "stable" ? "" : `, ${ref2.channel}`})`;
    case "find-links":
      return `${ref2.url} (find-links${ref2.variant ? `, ${ref2.variant}` : ""})`;
    case "unknown":
      return ref2.url;
  }
}

// src/versions/dotted.ts
var import_coerce = __toESM(require_coerce(), 1), import_compare = __toESM(require_compare(), 1), DOTTED = /^\d{1,6}(\.\d{1,6}){0,3}$/;
function isDotted(text2) {
  return DOTTED.test(text2.trim());
}
var PARTS = /* @__PURE__ */ new Map();
function parts(text2) {
  let p = PARTS.get(text2);
  if (p === void 0) {
    let nums = text2.trim().split(".").map(Number), sv = (0, import_coerce.default)(nums.slice(0, 3).join("."));
    p = sv ? [sv.version, nums[3] ?? 0] : null, PARTS.size > 1e4 && PARTS.clear(), PARTS.set(text2, p);
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
  let range2 = pythonRange(c.release, platform), tag = pythonTag(py), newestForPy = remembered(
    catalog,
    `py|${platform}|${tag}`,
    () => allCandidates(catalog).find((x) => platformEntry(x.release, platform) && pythonSupport(x.release, platform, py, !1).kind !== "none")
  ), plain2 = `${py.major}.${py.minor}`;
  if (py.freeThreaded)
    return newestForPy ? `Use the regular (GIL) Python ${plain2}, or a torch with ${tag} wheels (torch ${newestForPy.patch.version}).` : `Use the regular (GIL) Python ${plain2}: no torch release has ${tag} wheels for ${platformLabel(platform)}.`;
  let below = comparePythonMinor(plain2, range2.min) < 0, py1 = below ? range2.min : range2.max;
  if (newestForPy) {
    let older = below || compareVersions(newestForPy.patch.version, c.patch.version) < 0;
    return `Use Python ${py1}${below ? " or newer" : ""} (python-version: '${py1}'), or torch ${older ? `${newestForPy.patch.version}, the newest with Python ${tag} wheels` : `>=${newestForPy.release.torch}`}.`;
  }
  return `Use Python ${py1} (python-version: '${py1}'): no torch release in the catalog has Python ${tag} wheels for ${platformLabel(platform)}.`;
}
function backendHint(catalog, c, variant, platform) {
  let lastWith = remembered(catalog, `variant|${platform}|${variant}`, () => allCandidates(catalog).find((x) => variantEntry(x.release, variant, platform))), here = variantsOn(c.release, platform).filter((v) => v.variant !== "cpu" || variant === "cpu" || !variant.startsWith("cu")).map((v) => v.variant), alt = here.filter((v) => v.slice(0, 2) === variant.slice(0, 2))[0] ?? here[0], parts2 = [];
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
      let where2 = d ? { source: p?.source ?? r.source, confidence: p?.confidence } : { source: r.source, confidence: void 0 };
      return {
        blocker: finding(
          "platform-unsupported",
          "error",
          `torch ${v} has no wheels on PyPI for ${platformLabel(platform)}; its ${platformLabel(platform)} builds are only on download.pytorch.org.`,
          `Use --index-url ${indexUrlFor("cpu")}.`,
          where2.source,
          where2.confidence
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
      let range2 = pythonRange(r, platform);
      blockers.push(
        finding(
          "python-unsupported",
          "error",
          `torch ${v} has no wheels for Python ${pythonTag(py)} on ${platformLabel(platform)}${fromPypi ? " on PyPI" : ""}: it supports Python ${range2.min} to ${range2.max}${extrasText(r, platform)}.`,
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
function companionTorches(catalog, spec, pick2) {
  if (!spec || spec.pep440 === "") return;
  let pub = { ...spec, pep440: spec.pep440.replace(/\+[A-Za-z0-9.]+/g, "") }, allowed = allCandidates(catalog).filter((c) => {
    let v = pick2(c);
    return v !== void 0 && satisfies2(v, pub);
  });
  return allowed.length ? new Set(allowed) : void 0;
}
function olderThanCatalog(spec, lb, oldest) {
  return lb ? compareVersions(lb, oldest) < 0 : ["1.13.1", "1.0.0", "0.4.1"].some((v) => satisfies2(v, spec));
}
function describeSpec(spec) {
  return spec.pep440 === "" ? "torch (any version)" : `torch${/^[=<>~!]/.test(spec.text) ? "" : "=="}${spec.text}`;
}
function resolve(env, request, catalog) {
  let findings = [], loc = request.torchLocation, newest2 = newestRelease(catalog), oldest = allCandidates(catalog).at(-1), spec = request.torch, publicSpec = { ...spec, pep440: spec.pep440.replace(/\+[A-Za-z0-9.]+/g, "") }, matching = matchingCandidates(catalog, publicSpec);
  if (request.index.kind !== "pypi" && "channel" in request.index && request.index.channel === "nightly" && findings.push(
    finding(
      "catalog-stale",
      "warning",
      `Nightly builds (${request.index.url}) are not in the catalog; the checks use the newest release, torch ${newest2?.patch.version ?? "unknown"}, as a stand-in.`,
      "Nightlies change daily: expect differences, and pin a release for CI that must pass.",
      CATALOG_SOURCE
    )
  ), matching.length === 0) {
    let lb = lowerBound(publicSpec);
    if (newest2 && lb && compareVersions(lb, newest2.patch.version) > 0)
      findings.push(
        finding(
          "catalog-stale",
          "warning",
          `${describeSpec(spec)} asks for a torch newer than this catalog knows (newest: ${newest2.patch.version}); nothing about it can be checked.`,
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
          near.length ? `Released versions nearby: ${near.join(", ")}.` : `The newest release is ${newest2?.patch.version ?? "unknown"}.`,
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
function driverFloors(catalog, variant, os3) {
  let t = toolkitFor(catalog, variant);
  if (!t) return;
  let fam = familyFor(catalog, Number(t.cuda.split(".")[0])), full = os3 === "windows" ? t.driver.windows ?? void 0 : t.driver.linux, compat = fam ? os3 === "windows" ? fam.minDriver.windows ?? fam.minDriver.linux : fam.minDriver.linux : void 0;
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
function parseComputeCapability(text2) {
  let t = text2.trim().toLowerCase().replace(/^(sm|compute)_/, ""), m = /^(\d{1,2})\.(\d)$/.exec(t);
  if (m) return `${Number(m[1])}.${m[2]}`;
  if (m = /^(\d{1,2})(\d)[af]?$/.exec(t), m) return `${Number(m[1])}.${m[2]}`;
}

// src/recommend/backend.ts
var STATUS_RANK = { stable: 0, legacy: 1, experimental: 2 };
function recommendBackend(env, catalog, c) {
  let platform = wheelPlatform(env), cpu = (reason2) => ({ variant: "cpu", url: indexUrlFor("cpu"), reason: reason2 });
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
}, indexUrl = ({ request }) => [request.index, ...request.extraIndexes ?? []].flatMap((ref2) => ref2.kind === "unknown" ? [
  finding("index-url-unknown", "warning", `The index ${ref2.url} is not PyPI or download.pytorch.org, so what it serves is unknown; the checks assume it mirrors PyPI.`, "Use https://download.pytorch.org/whl/<variant> (cpu, cu126, cu128, \u2026) or pass the variant of your mirror, e.g. --index-url cu128.", "https://docs.pytorch.org/get-started/locally/")
] : (ref2.kind === "pytorch" || ref2.kind === "find-links") && ref2.mirror ? [
  finding("index-url-unknown", "notice", `The index ${ref2.url} is read as a mirror of download.pytorch.org${ref2.kind === "pytorch" ? ` serving ${ref2.variant}` : ""}; the checks assume it carries the same builds.`, "Nothing to do if the mirror is complete.", "https://docs.pytorch.org/get-started/locally/")
] : ref2.kind === "find-links" && ref2.url.includes("torch_stable.html") ? [
  finding("index-url-unknown", "notice", `${ref2.url} is the legacy find-links page; pip reads it together with PyPI and picks the build by the +variant in the pin.`, `Use --index-url ${indexUrlFor(ref2.variant ?? "cpu")} instead.`, "https://docs.pytorch.org/get-started/previous-versions/")
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

// src/probe/environment.ts
import { join } from "node:path";

// src/probe/nvidia.ts
var DRIVER_IN_PROC = /Kernel Module(?:\s+for\s+\S+)?\s+(\d+\.\d+(?:\.\d+)?)/;
function parseProcDriverVersion(text2) {
  return DRIVER_IN_PROC.exec(text2)?.[1];
}
function parseNvidiaSmi(text2) {
  let gpus = [], driver2, bad = 0;
  for (let line of text2.split(/\r?\n/)) {
    if (!line.trim()) continue;
    let cols = line.split(",").map((c) => c.trim()), cc = cols.length >= 3 ? parseComputeCapability(cols[cols.length - 2] ?? "") : void 0, drv = cols[cols.length - 1];
    if (!cc || !drv || !/^\d+\.\d+(\.\d+)?$/.test(drv)) {
      bad++;
      continue;
    }
    gpus.push({ name: cols.slice(0, -2).join(",").slice(0, 100), computeCapability: cc }), driver2 ??= drv;
  }
  return { gpus, ...driver2 ? { driver: driver2 } : {}, bad };
}
async function probeNvidia(io) {
  if (io.platform === "darwin") return { gpus: [] };
  let driver2;
  if (io.platform === "linux") {
    let sys = io.readText("/sys/module/nvidia/version")?.trim();
    if (driver2 = sys && /^\d+\.\d+/.test(sys) ? sys : parseProcDriverVersion(io.readText("/proc/driver/nvidia/version") ?? ""), !driver2) return { gpus: [] };
  }
  let r = await io.run("nvidia-smi", ["--query-gpu=name,compute_cap,driver_version", "--format=csv,noheader"], io.timeoutMs);
  if (r.kind === "missing")
    return driver2 ? { driver: driver2, gpus: [], problem: "nvidia-smi was not found, so the GPUs' compute capabilities are unknown" } : { gpus: [] };
  if (r.kind !== "ok") return { ...driver2 ? { driver: driver2 } : {}, gpus: [], problem: `nvidia-smi failed: ${r.message}` };
  let parsed = parseNvidiaSmi(r.stdout);
  if (r.exitCode !== 0 || parsed.bad > 0 || parsed.gpus.length === 0 && driver2) {
    let d = driver2 ?? parsed.driver;
    if (!d && io.platform === "win32") return { gpus: [] };
    let what = r.exitCode !== 0 ? `exited with code ${r.exitCode}` : "printed lines it could not read";
    return { ...d ? { driver: d } : {}, gpus: parsed.gpus, problem: `nvidia-smi ${what} (${(r.stderr || r.stdout).trim().split(`
`)[0]?.slice(0, 100) ?? ""})` };
  }
  return { ...driver2 ?? parsed.driver ? { driver: driver2 ?? parsed.driver } : {}, gpus: parsed.gpus };
}

// src/probe/python-probe.ts
var PROBE_MARKER = "torch-preflight-probe/1", PROBE_SCRIPT = [
  "import sys, os, json",
  "v = sys.version_info",
  `d = {"marker": "${PROBE_MARKER}", "version": [v[0], v[1], v[2], v[3], v[4]], "platform": sys.platform}`,
  'd["implementation"] = getattr(getattr(sys, "implementation", None), "name", "cpython")',
  'd["bits"] = 64 if sys.maxsize > 2 ** 32 else 32',
  'd["executable"] = sys.executable',
  'd["abiflags"] = getattr(sys, "abiflags", "")',
  `try:
    d["machine"] = os.uname()[4]
except Exception:
    d["machine"] = None`,
  `if sys.platform == "win32":
    import sysconfig
    d["ft"] = bool(sysconfig.get_config_var("Py_GIL_DISABLED"))
    d["machine"] = sysconfig.get_platform()
else:
    d["ft"] = "t" in (d["abiflags"] or "")`,
  `try:
    d["libc"] = os.confstr("CS_GNU_LIBC_VERSION")
except Exception:
    d["libc"] = None`,
  `if sys.platform == "darwin":
    import platform
    d["mac_ver"] = platform.mac_ver()[0]`,
  "sys.stdout.write(json.dumps(d))"
].join(`
`), IMPL = { cpython: "cpython", pypy: "pypy", graalpy: "graalpy", graalpython: "graalpy" };
function parseProbeOutput(stdout, exe) {
  let bad = (why) => new InputError(`the Python interpreter ${exe} could not be probed: ${why}; pass --python VERSION (or python-version) to skip probing`), text2 = stdout.trim(), start = text2.lastIndexOf('{"marker"');
  if (start < 0) throw bad(`it printed ${text2 ? JSON.stringify(text2.slice(0, 60)) : "nothing"} instead of the probe's JSON`);
  let d;
  try {
    d = JSON.parse(text2.slice(start));
  } catch {
    throw bad("its output was not valid JSON");
  }
  let version = d.version;
  if (d.marker !== PROBE_MARKER || !Array.isArray(version) || typeof version[0] != "number" || typeof version[1] != "number" || typeof version[2] != "number")
    throw bad("its answer did not have the expected fields");
  let [major, minor, micro, level, serial] = version, pre = level && level !== "final" ? `${{ alpha: "a", beta: "b", candidate: "rc" }[level] ?? ""}${serial ?? ""}` : "", impl = typeof d.implementation == "string" ? IMPL[d.implementation.toLowerCase()] ?? "other" : "other", libc = typeof d.libc == "string" ? /^glibc\s+(\d+\.\d+)/i.exec(d.libc)?.[1] : void 0, mac = typeof d.mac_ver == "string" && /^\d+(\.\d+)*$/.test(d.mac_ver) ? d.mac_ver : void 0, machine2 = (typeof d.machine == "string" ? d.machine : void 0)?.replace(/^win-/, "").replace(/^win32$/, "x86");
  return {
    python: {
      major,
      minor,
      full: `${major}.${minor}.${micro}${pre}`,
      implementation: impl,
      freeThreaded: d.ft === !0,
      ...d.bits === 32 || d.bits === 64 ? { pointerBits: d.bits } : {},
      ...machine2 ? { machine: machine2 } : {},
      executable: typeof d.executable == "string" && d.executable ? d.executable : exe,
      provenance: "probed"
    },
    ...libc ? { glibc: libc } : {},
    ...mac ? { macVersion: mac } : {}
  };
}
async function probePython(exe, run, timeoutMs) {
  let r = await run(exe, ["-S", "-c", PROBE_SCRIPT], timeoutMs), hint2 = "pass --python VERSION (or python-version) to skip probing, or --python-path to name another interpreter";
  if (r.kind === "missing") throw new InputError(`the Python interpreter ${exe} was not found; ${hint2}`);
  if (r.kind === "timeout") throw new InputError(`the Python interpreter ${exe} hung: ${r.message}; ${hint2}`);
  if (r.kind === "error") throw new InputError(`the Python interpreter ${exe} could not be run: ${r.message}; ${hint2}`);
  if (r.exitCode !== 0) {
    let err = r.stderr.trim().split(`
`).pop()?.slice(0, 120) ?? "";
    throw new InputError(`the Python interpreter ${exe} exited with code ${r.exitCode}${err ? ` (${err})` : ""}; ${hint2}`);
  }
  return parseProbeOutput(r.stdout, exe);
}

// src/probe/environment.ts
var NONE = /* @__PURE__ */ new Set(["none", "no", "false", "-", ""]);
function dottedFlag(value, what, example) {
  let v = value.trim();
  if (!isDotted(v)) throw new InputError(`${what} ${JSON.stringify(value.slice(0, 40))} is not a version; expected e.g. ${example}`);
  return v;
}
function parseGpus(values) {
  let out = [];
  for (let raw of values.flatMap((v) => v.split(","))) {
    let v = raw.trim();
    if (NONE.has(v.toLowerCase())) continue;
    let cc = parseComputeCapability(v);
    if (!cc) throw new InputError(`GPU ${JSON.stringify(v.slice(0, 40))} is not a compute capability; expected e.g. 8.6, sm_86 or none`);
    out.push({ computeCapability: cc });
  }
  return out;
}
function interpreterToTry(o, io) {
  if (o.pythonPath) return [o.pythonPath];
  let loc = io.env.pythonLocation;
  return loc ? [io.platform === "win32" ? join(loc, "python.exe") : join(loc, "bin", "python3")] : io.platform === "win32" ? ["python", "python3"] : ["python3", "python"];
}
async function findPython(o, io) {
  let candidates2 = interpreterToTry(o, io), lastError;
  for (let exe of candidates2)
    try {
      return await probePython(exe, io.run, io.timeoutMs);
    } catch (err) {
      if (lastError = err, !(err instanceof InputError && err.message.includes("was not found"))) throw err;
    }
  throw candidates2.length > 1 ? new InputError(
    `no Python interpreter was found (tried ${candidates2.join(", ")}); run actions/setup-python first, or pass --python VERSION or --python-path`
  ) : lastError;
}
async function buildEnvironment(o, io) {
  if (o.python && o.pythonPath) throw new InputError("give either --python (a version) or --python-path (an interpreter), not both");
  let given = parseGivenPython(o.python), os3 = o.os ? parseOs(o.os) : io.machineOs();
  if (!os3) throw new InputError(`this machine's OS (${io.platform}) has no torch wheels; pass --os linux|macos|windows to check another`);
  let machine2 = io.machineArch(), arch = o.arch ? parseArch(o.arch) : machine2.arch;
  if (!arch) throw new InputError(`this machine's CPU (${machine2.raw}) is neither x64 nor arm64; pass --arch x64|arm64 to check another`);
  let sameOs = os3 === io.machineOs(), glibcGiven = o.glibc !== void 0 ? dottedFlag(o.glibc, "glibc", "2.28") : void 0, osVersionGiven = o.osVersion !== void 0 ? dottedFlag(o.osVersion, "OS version", "14.5") : void 0, driverGiven = o.driver === void 0 ? void 0 : NONE.has(o.driver.trim().toLowerCase()) ? null : dottedFlag(o.driver, "NVIDIA driver", "570.124.06"), gpusGiven = o.gpus && o.gpus.length ? parseGpus(o.gpus) : void 0, probeProblems2 = [], needNvidia = sameOs && (driverGiven === void 0 || gpusGiven === void 0), [py, nv] = await Promise.all([
    given ? Promise.resolve(void 0) : findPython(o, io),
    needNvidia ? probeNvidia({ run: io.run, readText: io.readText, platform: io.platform, timeoutMs: io.timeoutMs }) : Promise.resolve(void 0)
  ]), python = given;
  py && (python = { ...py.python }, o.arch || !sameOs ? delete python.machine : python.machine && !archFromMachine(python.machine) && (python.pointerBits ??= 32));
  let glibc = glibcGiven, libc = glibcGiven ? "glibc" : void 0;
  if (os3 === "linux" && !glibc && sameOs)
    if (py?.glibc)
      glibc = py.glibc, libc = "glibc";
    else {
      let g = io.nodeGlibc();
      glibc = g.glibc, libc = g.libc, !glibc && g.libc !== "musl" && probeProblems2.push({ what: "the glibc version", message: "neither Python nor node reported one" });
    }
  let osVersion = osVersionGiven;
  !osVersion && sameOs && (osVersion = os3 === "macos" ? py?.macVersion ?? io.macosVersion() : os3 === "linux" ? io.linuxVersion() : void 0, os3 === "macos" && !osVersion && probeProblems2.push({ what: "the macOS version", message: "it could not be read" }));
  let driver2 = driverGiven === null ? void 0 : driverGiven ?? nv?.driver, gpus = gpusGiven ?? (driverGiven === null ? [] : nv?.gpus ?? []);
  return nv?.problem && gpusGiven === void 0 && probeProblems2.push({ what: "the GPUs' compute capabilities", message: nv.problem }), {
    ...python ? { python } : {},
    os: os3,
    arch,
    ...osVersion ? { osVersion } : {},
    ...glibc ? { glibc } : {},
    ...libc ? { libc } : {},
    ...driver2 ? { driver: driver2 } : {},
    gpus,
    provenance: {
      os: o.os ? "given" : "probed",
      arch: o.arch ? "given" : "probed",
      ...osVersion ? { osVersion: osVersionGiven ? "given" : "probed" } : {},
      ...glibc ? { glibc: glibcGiven ? "given" : "probed" } : {},
      driver: driverGiven !== void 0 ? "given" : "probed",
      gpus: gpusGiven ? "given" : "probed"
    },
    probeProblems: probeProblems2
  };
}
function parseGivenPython(text2) {
  if (text2 === void 0 || text2.trim() === "") return;
  let v = parsePythonVersion(text2);
  return { major: v.major, minor: v.minor, ...v.full ? { full: v.full } : {}, implementation: v.implementation, freeThreaded: v.freeThreaded, provenance: "given" };
}

// src/report/report.ts
function environmentJson(env) {
  return {
    os: env.os,
    arch: env.arch,
    ...env.osVersion ? { osVersion: env.osVersion } : {},
    ...env.glibc ? { glibc: env.glibc } : {},
    ...env.libc ? { libc: env.libc } : {},
    ...env.python ? {
      python: {
        version: env.python.full ?? `${env.python.major}.${env.python.minor}`,
        implementation: env.python.implementation,
        freeThreaded: env.python.freeThreaded,
        ...env.python.pointerBits ? { pointerBits: env.python.pointerBits } : {},
        ...env.python.machine ? { machine: env.python.machine } : {},
        ...env.python.executable ? { executable: env.python.executable } : {},
        provenance: env.python.provenance
      }
    } : {},
    ...env.driver ? { nvidiaDriver: env.driver } : {},
    gpus: env.gpus,
    provenance: env.provenance
  };
}
function requestJson(r) {
  return {
    torch: r.torch.text || "*",
    index: r.index.kind === "pypi" ? "pypi" : r.index.url,
    indexKind: r.index.kind,
    ..."variant" in r.index && r.index.variant ? { variant: r.index.variant } : {},
    ...r.extraIndexes?.length ? { extraIndexes: r.extraIndexes.map(describeIndex) } : {},
    ...r.torchvision ? { torchvision: r.torchvision.text } : {},
    ...r.torchaudio ? { torchaudio: r.torchaudio.text } : {},
    ...r.torchLocation ? { torchLocation: r.torchLocation } : {}
  };
}
function buildReport(env, request, resolution, findings, verdict) {
  return { schemaVersion: 1, verdict, environment: environmentJson(env), request: requestJson(request), resolution, findings };
}

// src/request/request.ts
function buildRequest(i) {
  let index = parseIndexUrl(i.indexUrl), extra = (i.extraIndexUrls ?? []).filter((u) => u.trim()).map(parseIndexUrl), tv = i.torchvision?.trim() ? parseSpecifier(i.torchvision, "torchvision specifier") : void 0, ta = i.torchaudio?.trim() ? parseSpecifier(i.torchaudio, "torchaudio specifier") : void 0;
  return {
    torch: parseSpecifier(i.torch ?? "", "torch version"),
    ...i.torchLocation ? { torchLocation: i.torchLocation } : {},
    index,
    ...extra.length ? { extraIndexes: extra } : {},
    ...tv ? { torchvision: tv } : {},
    ...ta ? { torchaudio: ta } : {},
    ...i.pre ? { pre: !0 } : {}
  };
}

// src/pins/read.ts
import { readFile, stat } from "node:fs/promises";
import path from "node:path";

// src/pins/conda.ts
var import_yaml = __toESM(require_dist(), 1);

// src/pins/convert.ts
function checked(pep4402, original, dialect) {
  return parseSpecifier(pep4402, `${dialect} constraint ${JSON.stringify(original)}`), pep4402;
}
function bump(release2, at2) {
  let parts2 = release2.slice(0, at2 + 1);
  return parts2[at2] = (parts2[at2] ?? 0) + 1, parts2.join(".");
}
function poetryToPep440(input) {
  let text2 = input.trim();
  if (text2 === "" || text2 === "*") return { pep440: "" };
  if (text2.includes("||"))
    throw new InputError(`Poetry constraint ${JSON.stringify(text2)} uses "||", which has no PEP 440 equivalent; split it into separate constraints with markers`);
  let clauses = text2.split(/\s*,\s*|\s+(?=[<>=!~^])/).filter(Boolean), out = [], local;
  for (let clause of clauses) {
    let m = /^(\^|~(?!=))\s*(.+)$/.exec(clause);
    if (m) {
      let v = parseVersion(m[2] ?? "");
      if (!v) throw new InputError(`Poetry constraint ${JSON.stringify(text2)}: ${JSON.stringify(m[2])} is not a version`);
      let base = v.public;
      local ??= v.local;
      let rel = v.release, upper;
      if (m[1] === "^") {
        let first = rel.findIndex((n) => n !== 0);
        upper = bump(rel, first < 0 ? Math.max(rel.length - 1, 0) : first);
      } else
        upper = bump(rel, rel.length === 1 ? 0 : 1);
      out.push(`>=${base}`, `<${upper}`);
      continue;
    }
    if (/^\d/.test(clause)) {
      out.push(`==${clause}`);
      continue;
    }
    out.push(clause.replace(/\s+/g, ""));
  }
  let pep4402 = checked(out.join(","), text2, "Poetry");
  return local ??= parseSpecifier(pep4402).local, { pep440: pep4402, ...local ? { local } : {} };
}
function condaToPep440(input) {
  let text2 = input.trim();
  if (text2 === "" || text2 === "*") return "";
  if (text2.includes("|"))
    throw new InputError(`conda constraint ${JSON.stringify(text2)} uses "|" (or), which has no PEP 440 equivalent; pin one range`);
  let out = text2.split(",").map((raw) => {
    let clause = raw.trim();
    return clause.startsWith("==") ? clause : /^=[^=]/.test(clause) ? `==${fuzzy(clause.slice(1))}` : /^(>=|<=|>|<|!=|~=)/.test(clause) ? clause.replace(/\.?\*$/, "") : `==${/\*$/.test(clause) ? fuzzy(clause) : clause}`;
  });
  return checked(out.join(","), text2, "conda");
}
function fuzzy(v) {
  return `${v.replace(/\.?\*$/, "")}.*`;
}

// src/pins/file-result.ts
var emptyResult = () => ({ pins: [], indexes: [], includes: [] });
function at(file, line, column, fn) {
  try {
    return fn();
  } catch (e) {
    throw e instanceof InputError ? new InputError(`${file}:${line}${column ? `:${column}` : ""}: ${e.message}`) : e;
  }
}
function pinFrom(req, origin, location, more = {}) {
  let marker = more.marker ?? req.marker;
  return {
    package: req.package,
    specifier: req.specifier,
    ...req.local ? { local: req.local } : {},
    ...marker ? { marker } : {},
    ...more.indexUrl ? { indexUrl: more.indexUrl } : {},
    ...more.extraIndexUrls?.length ? { extraIndexUrls: more.extraIndexUrls } : {},
    ...req.wheel ? { wheel: req.wheel } : {},
    ...req.url && !req.wheel ? { url: req.url } : {},
    ...req.extras.length ? { extras: req.extras } : {},
    origin,
    ...more.group ? { group: more.group } : {},
    ...more.notes?.length ? { notes: more.notes } : {},
    location
  };
}
function andMarkers(a, b) {
  return a ? b ? `(${a}) and (${b})` : a : b;
}
function isRecord(v) {
  return typeof v == "object" && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

// src/pins/names.ts
function normalizeName(name) {
  return name.trim().toLowerCase().replace(/[-_.]+/g, "-");
}
var PIP_FAMILY = /* @__PURE__ */ new Set(["torch", "torchvision", "torchaudio"]), CONDA_FAMILY = /* @__PURE__ */ new Set(["pytorch", "pytorch-cuda", "torchvision", "torchaudio"]);
function pipFamily(name) {
  let n = normalizeName(name);
  return PIP_FAMILY.has(n) ? n : void 0;
}
function condaFamily(name) {
  let n = normalizeName(name);
  return CONDA_FAMILY.has(n) ? n : void 0;
}
var isTorch = (p) => p === "torch" || p === "pytorch";

// src/pins/marker.ts
var VARIABLES = {
  python_version: "python_version",
  python_full_version: "python_full_version",
  os_name: "os_name",
  sys_platform: "sys_platform",
  platform_release: "platform_release",
  platform_system: "platform_system",
  platform_version: "platform_version",
  platform_machine: "platform_machine",
  platform_python_implementation: "platform_python_implementation",
  implementation_name: "implementation_name",
  implementation_version: "implementation_version",
  extra: "extra",
  // Legacy spellings pip still accepts.
  "os.name": "os_name",
  "sys.platform": "sys_platform",
  "platform.version": "platform_version",
  "platform.machine": "platform_machine",
  "platform.python_implementation": "platform_python_implementation",
  python_implementation: "platform_python_implementation"
};
function fail(marker, why) {
  throw new InputError(`marker ${JSON.stringify(marker.length > 120 ? `${marker.slice(0, 117)}...` : marker)} is not valid PEP 508: ${why}`);
}
function tokenize(text2) {
  let out = [], i = 0;
  for (; i < text2.length; ) {
    let c = text2[i];
    if (/\s/.test(c))
      i++;
    else if (c === "(" || c === ")")
      out.push({ t: c }), i++;
    else if (c === '"' || c === "'") {
      let end = text2.indexOf(c, i + 1);
      end < 0 && fail(text2, `unterminated string at column ${i + 1}`), out.push({ t: "str", v: text2.slice(i + 1, end) }), i = end + 1;
    } else {
      let op = /^(===|==|!=|<=|>=|~=|<|>|not\s+in\b|in\b)/.exec(text2.slice(i));
      if (op) {
        out.push({ t: "op", v: op[1].replace(/\s+/g, " ") }), i += op[0].length;
        continue;
      }
      let word = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text2.slice(i));
      word || fail(text2, `unexpected ${JSON.stringify(c)} at column ${i + 1}`);
      let w = word[0];
      w === "and" || w === "or" ? out.push({ t: "kw", v: w }) : VARIABLES[w] ? out.push({ t: "var", v: VARIABLES[w] }) : fail(text2, `unknown variable ${JSON.stringify(w)}`), i += w.length;
    }
  }
  return out;
}
function parseMarker(text2) {
  text2.length > 2e3 && fail(text2, "longer than 2000 characters");
  let tokens2 = tokenize(text2), pos2 = 0, peek = () => tokens2[pos2], value = () => {
    let tok = tokens2[pos2++];
    return tok?.t === "str" ? { literal: tok.v } : tok?.t === "var" ? { variable: tok.v } : fail(text2, "expected a variable or a quoted string");
  }, atom = (depth) => {
    if (depth > 50 && fail(text2, "nested too deeply"), peek()?.t === "(") {
      pos2++;
      let inner = or(depth + 1);
      return peek()?.t !== ")" && fail(text2, 'missing ")"'), pos2++, inner;
    }
    let left = value(), op = tokens2[pos2++];
    op?.t !== "op" && fail(text2, "expected a comparison such as == or in");
    let right = value();
    return "literal" in left && "literal" in right && fail(text2, "a comparison needs a variable on one side"), { kind: "cmp", left, op: op.v, right };
  }, and = (depth) => {
    let node = atom(depth);
    for (; peek()?.t === "kw" && peek().v === "and"; )
      pos2++, node = { kind: "and", left: node, right: atom(depth) };
    return node;
  }, or = (depth) => {
    let node = and(depth);
    for (; peek()?.t === "kw" && peek().v === "or"; )
      pos2++, node = { kind: "or", left: node, right: and(depth) };
    return node;
  };
  tokens2.length === 0 && fail(text2, "empty");
  let tree = or(0);
  return pos2 !== tokens2.length && fail(text2, "unexpected text after the end"), tree;
}
var VERSION_OPS = /* @__PURE__ */ new Set(["<", "<=", ">", ">=", "==", "!=", "~=", "==="]), FLIP = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=" };
function compare3(a, op, b, variableOnLeft) {
  if (op === "in") return b.includes(a);
  if (op === "not in") return !b.includes(a);
  if (VERSION_OPS.has(op) && op !== "===") {
    let [version, spec, o] = variableOnLeft ? [a, b, op] : [b, a, FLIP[op]];
    if (o && parseVersion(version) && parseVersion(spec.replace(/\.\*$/, "")) !== void 0)
      try {
        return satisfies2(version, parseSpecifier(`${o}${spec}`, "marker version"));
      } catch {
      }
  }
  switch (op) {
    case "==":
    case "===":
      return a === b;
    case "!=":
      return a !== b;
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
    default:
      return;
  }
}
function evaluateMarker(node, env) {
  if (node.kind === "and") {
    let l = evaluateMarker(node.left, env);
    if (l === !1) return !1;
    let r = evaluateMarker(node.right, env);
    return r === !1 ? !1 : l === !0 && r === !0 ? !0 : void 0;
  }
  if (node.kind === "or") {
    let l = evaluateMarker(node.left, env);
    if (l === !0) return !0;
    let r = evaluateMarker(node.right, env);
    return r === !0 ? !0 : l === !1 && r === !1 ? !1 : void 0;
  }
  let left = node.left, right = node.right, lv = "literal" in left ? [left.literal] : toList(env[left.variable]), rv = "literal" in right ? [right.literal] : toList(env[right.variable]);
  if (!lv || !rv) return;
  let variableOnLeft = "variable" in left, results = /* @__PURE__ */ new Set(), op = node.op;
  for (let a of lv) for (let b of rv) results.add(compare3(a, op, b, variableOnLeft));
  return results.size === 1 ? [...results][0] : void 0;
}
function toList(v) {
  if (v !== void 0)
    return Array.isArray(v) ? v : [v];
}
function markerVariables(node) {
  return node.kind !== "cmp" ? [.../* @__PURE__ */ new Set([...markerVariables(node.left), ...markerVariables(node.right)])] : [node.left, node.right].flatMap((v) => "variable" in v ? [v.variable] : []);
}

// src/pins/wheel.ts
function platformOf(tag) {
  let t = tag.toLowerCase(), first = t.split(".")[0] ?? t;
  if (/^(many|musl)?linux.*_x86_64$/.test(first)) return "linux-x64";
  if (/^(many|musl)?linux.*_aarch64$/.test(first)) return "linux-arm64";
  if (/^macosx_.*_arm64$/.test(first)) return "macos-arm64";
  if (/^macosx_.*_(x86_64|intel|universal2?)$/.test(first)) return first.endsWith("universal2") ? void 0 : "macos-x64";
  if (first === "win_amd64") return "windows-x64";
  if (first === "win_arm64") return "windows-arm64";
}
function parseWheelName(urlOrPath) {
  let last = urlOrPath.split("#")[0].split("?")[0].split(/[\\/]/).pop() ?? "", file;
  try {
    file = decodeURIComponent(last);
  } catch {
    return;
  }
  if (!file.toLowerCase().endsWith(".whl")) return;
  let parts2 = file.slice(0, -4).split("-");
  if (parts2.length !== 5 && parts2.length !== 6) return;
  let [name, version] = parts2, pythonTag2 = parts2[parts2.length - 3], platformTag = parts2[parts2.length - 1], v = parseVersion(version);
  if (!v) return;
  let cp = /^cp(\d)(\d{1,2})$/.exec(pythonTag2.split(".")[0] ?? ""), platform = platformOf(platformTag);
  return {
    name,
    wheel: {
      version: v.public,
      ...v.local ? { local: v.local } : {},
      ...cp ? { python: `${cp[1]}.${cp[2]}` } : {},
      ...platform ? { platform } : {},
      pythonTag: pythonTag2,
      platformTag
    }
  };
}

// src/pins/requirement.ts
var NAME = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/, OPERATOR = /^(===|==|!=|<=|>=|~=|<|>)/, URLISH = /^(https?|file|git\+[a-z]+|hg\+[a-z]+|svn\+[a-z]+|bzr\+[a-z]+):/i;
function normalizeSpecifier(raw, what) {
  let s = raw.trim();
  if (s.startsWith("(") && s.endsWith(")") && (s = s.slice(1, -1).trim()), s === "") return { specifier: "" };
  let clauses = s.split(",").map((c) => c.replace(/\s+/g, ""));
  for (let c of clauses)
    if (!OPERATOR.test(c)) throw new InputError(`${what}: ${JSON.stringify(c)} needs an operator such as == or >=`);
  let specifier = clauses.join(","), parsed = parseSpecifier(specifier, what);
  return { specifier, ...parsed.local ? { local: parsed.local } : {} };
}
function parseRequirement(text2) {
  let trimmedStart = text2.length - text2.trimStart().length, t = text2.trim();
  if (t === "") return;
  if (URLISH.test(t) || /^[./\\]|^[A-Za-z]:[\\/]/.test(t)) {
    let [url = "", ...rest2] = t.split(/\s+;\s*|;\s+/), w = parseWheelName(url), pkg2 = w ? pipFamily(w.name) : void 0;
    if (!w || !pkg2) return;
    let marker2 = rest2.join("; ").trim();
    return marker2 && parseMarker(marker2), {
      package: pkg2,
      nameOffset: trimmedStart,
      extras: [],
      specifier: `==${w.wheel.version}${w.wheel.local ? `+${w.wheel.local}` : ""}`,
      ...w.wheel.local ? { local: w.wheel.local } : {},
      ...marker2 ? { marker: marker2 } : {},
      url,
      wheel: w.wheel
    };
  }
  let m = NAME.exec(text2);
  if (!m) return;
  let pkg = pipFamily(m[1]);
  if (!pkg) return;
  let what = `requirement ${JSON.stringify(t.length > 100 ? `${t.slice(0, 97)}...` : t)}`, rest = text2.slice(m[0].length), extras = [], ex = /^\s*\[([^\]]*)\]/.exec(rest);
  if (ex) {
    if (extras = ex[1].split(",").map((e) => e.trim()).filter(Boolean), extras.some((e) => !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(e))) throw new InputError(`${what}: extras ${JSON.stringify(ex[0].trim())} are not valid`);
    rest = rest.slice(ex[0].length);
  } else if (/^\s*\[/.test(rest))
    throw new InputError(`${what}: missing "]" after the extras`);
  let nameOffset = m.index + m[0].length - m[1].length, at2 = /^\s*@\s*/.exec(rest);
  if (at2) {
    rest = rest.slice(at2[0].length);
    let urlMatch = /^(\S+)/.exec(rest);
    if (!urlMatch) throw new InputError(`${what}: "@" must be followed by a URL`);
    let url = urlMatch[1].replace(/;$/, ""), after = rest.slice(urlMatch[1].length);
    urlMatch[1].endsWith(";") && (after = `;${after}`);
    let marker2, semi2 = /^\s*;(.*)$/s.exec(after);
    if (semi2) marker2 = semi2[1].trim();
    else if (after.trim() !== "") throw new InputError(`${what}: unexpected ${JSON.stringify(after.trim())} after the URL (a marker needs " ; ")`);
    marker2 && parseMarker(marker2);
    let w = parseWheelName(url);
    return {
      package: pkg,
      nameOffset,
      extras,
      specifier: w ? `==${w.wheel.version}${w.wheel.local ? `+${w.wheel.local}` : ""}` : "",
      ...w?.wheel.local ? { local: w.wheel.local } : {},
      ...marker2 ? { marker: marker2 } : {},
      url,
      ...w ? { wheel: w.wheel } : {}
    };
  }
  let semi = rest.indexOf(";"), specText = semi >= 0 ? rest.slice(0, semi) : rest, marker = semi >= 0 ? rest.slice(semi + 1).trim() : void 0;
  if (semi >= 0 && !marker) throw new InputError(`${what}: empty marker after ";"`);
  if (/\S\s+[A-Za-z_]/.test(specText.trim()))
    throw new InputError(`${what}: one line holds more than one requirement, which pip rejects; put each on its own line`);
  let spec = normalizeSpecifier(specText, what);
  return marker && parseMarker(marker), {
    package: pkg,
    nameOffset,
    extras,
    specifier: spec.specifier,
    ...spec.local ? { local: spec.local } : {},
    ...marker ? { marker } : {}
  };
}

// src/pins/toml-layout.ts
function splitKeys(s) {
  let out = [], re = /\s*("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)\s*(\.|$)/g;
  for (let m = re.exec(s); m && m[0] !== ""; m = re.exec(s)) {
    let k = m[1];
    if (out.push(k.startsWith('"') || k.startsWith("'") ? k.slice(1, -1) : k), m[2] === "") break;
  }
  return out;
}
function decodeBasic(raw) {
  return raw.replace(/\\(u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)/g, (_, e) => e[0] === "u" || e[0] === "U" ? String.fromCodePoint(parseInt(e.slice(1), 16)) : { n: `
`, t: "	", r: "\r", b: "\b", f: "\f", '"': '"', "\\": "\\" }[e] ?? e);
}
function tomlLayout(text2) {
  let lines = text2.split(/\r?\n/), tables = [{ path: [], startLine: 0, endLine: lines.length, arrayIndex: 0 }], strings2 = [], keys = [], arrayCounts = /* @__PURE__ */ new Map(), depth = 0, multi;
  return lines.forEach((line, li) => {
    let lineNo = li + 1, i = 0;
    if (!multi && depth === 0) {
      let header = /^\s*(\[\[?)\s*([^\]]+?)\s*(\]\]?)\s*(#.*)?$/.exec(line);
      if (header && header[1].length === header[3].length) {
        let path4 = splitKeys(header[2]), prev = tables[tables.length - 1];
        prev.endLine = lineNo - 1;
        let id = path4.join("\0"), n = header[1] === "[[" ? (arrayCounts.get(id) ?? -1) + 1 : 0;
        header[1] === "[[" && arrayCounts.set(id, n), tables.push({ path: path4, startLine: lineNo, endLine: lines.length, arrayIndex: n });
        return;
      }
      let key = /^(\s*)("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)(\s*\.\s*(?:"(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+))*\s*=/.exec(line);
      if (key) {
        let k = key[2];
        keys.push({ key: k.startsWith('"') || k.startsWith("'") ? k.slice(1, -1) : k, line: lineNo, column: key[1].length + 1 });
      }
    }
    for (; i < line.length; ) {
      if (multi) {
        let end = line.indexOf(multi.quote, i);
        if (end < 0) {
          multi.value += `${line.slice(i)}
`, i = line.length;
          continue;
        }
        multi.value += line.slice(i, end), strings2.push({ value: multi.quote === '"""' ? decodeBasic(multi.value) : multi.value, line: multi.line, column: multi.column }), multi = void 0, i = end + 3;
        continue;
      }
      let c = line[i];
      if (c === "#") break;
      if (line.startsWith('"""', i) || line.startsWith("'''", i)) {
        multi = { quote: line.slice(i, i + 3), value: "", line: lineNo, column: i + 4 }, i += 3, i >= line.length && (multi.value = "");
        continue;
      }
      if (c === '"') {
        let j = i + 1;
        for (; j < line.length && line[j] !== '"'; ) j += line[j] === "\\" ? 2 : 1;
        strings2.push({ value: decodeBasic(line.slice(i + 1, j)), line: lineNo, column: i + 2 }), i = j + 1;
        continue;
      }
      if (c === "'") {
        let j = line.indexOf("'", i + 1), end = j < 0 ? line.length : j;
        strings2.push({ value: line.slice(i + 1, end), line: lineNo, column: i + 2 }), i = end + 1;
        continue;
      }
      c === "[" || c === "{" ? depth++ : (c === "]" || c === "}") && (depth = Math.max(0, depth - 1)), i++;
    }
  }), { tables, strings: strings2, keys };
}
var samePath = (a, b) => a.length === b.length && a.every((k, i) => k === b[i]);
function tableRanges(layout, path4, arrayIndex) {
  return layout.tables.filter((t) => samePath(t.path, path4) && (arrayIndex === void 0 || t.arrayIndex === arrayIndex));
}
function locateString(layout, path4, value, used, key) {
  for (let range2 of candidates(layout, path4)) {
    let keyLine = key ? locateKey(layout, range2, key)?.line ?? range2.startLine : range2.startLine, hit = layout.strings.find((s) => !used.has(s) && s.value === value && s.line >= keyLine && s.line >= range2.startLine && s.line <= range2.endLine);
    if (hit)
      return used.add(hit), hit;
  }
}
function candidates(layout, path4) {
  let out = [];
  for (let n = path4.length; n >= 0; n--) out.push(...tableRanges(layout, path4.slice(0, n)));
  return out;
}
function locateKey(layout, range2, key) {
  return layout.keys.find((k) => k.key === key && k.line > range2.startLine - 1 && k.line <= range2.endLine && (range2.startLine > 0 || k.line >= 1));
}
function locateKeyInTable(layout, path4, key, arrayIndex) {
  for (let range2 of arrayIndex === void 0 ? candidates(layout, path4) : tableRanges(layout, path4, arrayIndex)) {
    let k = locateKey(layout, range2, key);
    if (k) return { line: k.line, column: k.column };
  }
  let t = tableRanges(layout, path4, arrayIndex)[0];
  return { line: Math.max(1, t?.startLine ?? 1), column: 1 };
}

// src/pins/pixi.ts
var TARGET_MARKERS = {
  "linux-64": 'sys_platform == "linux" and platform_machine == "x86_64"',
  "linux-aarch64": 'sys_platform == "linux" and platform_machine == "aarch64"',
  "osx-64": 'sys_platform == "darwin" and platform_machine == "x86_64"',
  "osx-arm64": 'sys_platform == "darwin" and platform_machine == "arm64"',
  "win-64": 'sys_platform == "win32" and platform_machine == "AMD64"',
  "win-arm64": 'sys_platform == "win32" and platform_machine == "ARM64"',
  linux: 'sys_platform == "linux"',
  osx: 'sys_platform == "darwin"',
  win: 'sys_platform == "win32"',
  unix: 'os_name == "posix"'
};
function cudaVariant(spec) {
  let m = /(\d+)\.(\d)/.exec(spec);
  return m ? `cu${m[1]}${m[2]}` : void 0;
}
function scopes(root, prefix) {
  let out = [{ path: prefix }], targets = (base, obj) => {
    if (isRecord(obj))
      for (let t of Object.keys(obj)) {
        let marker = TARGET_MARKERS[t];
        out.push({ path: [...base.path, "target", t], ...base.group ? { group: base.group } : {}, ...marker ? { marker } : {} });
      }
  };
  if (targets(out[0], root.target), isRecord(root.feature))
    for (let [name, feat] of Object.entries(root.feature)) {
      let s = { path: [...prefix, "feature", name], group: name };
      out.push(s), isRecord(feat) && targets(s, feat.target);
    }
  return out;
}
function get(root, path4, prefixLen) {
  let cur = root;
  for (let k of path4.slice(prefixLen)) cur = isRecord(cur) ? cur[k] : void 0;
  return isRecord(cur) ? cur : void 0;
}
function readPixi(root, prefix, file, layout, out) {
  let options = isRecord(root["pypi-options"]) ? root["pypi-options"] : void 0, defaultIndex = typeof options?.["index-url"] == "string" ? options["index-url"] : void 0, extraIndexes = Array.isArray(options?.["extra-index-urls"]) ? options["extra-index-urls"].filter((u) => typeof u == "string") : [];
  if (options) {
    let loc = locateKeyInTable(layout, [...prefix, "pypi-options"], "index-url");
    defaultIndex && out.indexes.push({ url: defaultIndex, role: "pixi-index", location: { file, ...loc } });
    for (let u of extraIndexes) out.indexes.push({ url: u, role: "pixi-index", location: { file, ...locateKeyInTable(layout, [...prefix, "pypi-options"], "extra-index-urls") } });
  }
  for (let scope of scopes(root, prefix)) {
    let base = get(root, scope.path, prefix.length);
    if (!base) continue;
    let pypi = isRecord(base["pypi-dependencies"]) ? base["pypi-dependencies"] : {};
    for (let [name, value] of Object.entries(pypi)) {
      let pkg = pipFamily(name);
      if (!pkg) continue;
      let tablePath = [...scope.path, "pypi-dependencies"], loc = locateKeyInTable(layout, tablePath, name), where2 = { file, ...loc }, pin = at(file, loc.line, loc.column, () => {
        let t = isRecord(value) ? value : { version: value }, version = typeof t.version == "string" ? t.version : "", spec = version === "*" ? { specifier: "" } : normalizeSpecifier(version, `pixi version for ${name}`), index = typeof t.index == "string" ? t.index : defaultIndex, extras = Array.isArray(t.extras) ? t.extras.filter((e) => typeof e == "string") : [];
        return {
          package: pkg,
          specifier: spec.specifier,
          ...spec.local ? { local: spec.local } : {},
          ...scope.marker ? { marker: scope.marker } : {},
          ...index ? { indexUrl: index } : {},
          ...!t.index && extraIndexes.length ? { extraIndexUrls: extraIndexes } : {},
          ...typeof t.url == "string" ? { url: t.url } : {},
          ...extras.length ? { extras } : {},
          origin: "pixi",
          ...scope.group ? { group: scope.group } : {},
          location: where2
        };
      });
      out.pins.push(pin);
    }
    let conda = isRecord(base.dependencies) ? base.dependencies : {};
    for (let [name, value] of Object.entries(conda)) {
      let loc = locateKeyInTable(layout, [...scope.path, "dependencies"], name), t = isRecord(value) ? value : { version: value }, version = typeof t.version == "string" ? t.version : "";
      if (name === "python" && !out.requiresPython && version) {
        out.requiresPython = { specifier: at(file, loc.line, loc.column, () => condaToPep440(version)), location: { file, ...loc } };
        continue;
      }
      let pkg = condaFamily(name);
      if (!pkg) continue;
      let specifier = at(file, loc.line, loc.column, () => condaToPep440(version)), local = pkg === "pytorch-cuda" ? cudaVariant(version) : void 0;
      out.pins.push({
        package: pkg,
        specifier,
        ...local ? { local } : {},
        ...scope.marker ? { marker: scope.marker } : {},
        ...typeof t.channel == "string" ? { channel: t.channel } : {},
        origin: "conda",
        ...scope.group ? { group: scope.group } : {},
        location: { file, ...loc }
      });
    }
  }
}

// src/pins/requirements-txt.ts
function logicalLines(text2) {
  let out = [], cur;
  return text2.split(/\r?\n/).forEach((raw, i) => {
    let lineNo = i + 1, isComment = /^\s*#/.test(raw), continues = raw.endsWith("\\") && !isComment, body = continues ? raw.replace(/\\+$/, "") : isComment && cur ? ` ${raw}` : raw, offset = isComment && cur && !continues ? -1 : 0;
    cur ??= { text: "", lines: [], cols: [] };
    for (let c = 0; c < body.length; c++)
      cur.text += body[c], cur.lines.push(lineNo), cur.cols.push(c + 1 + offset);
    continues || (out.push(cur), cur = void 0);
  }), cur && out.push(cur), out;
}
var COMMENT = /(^|\s+)#.*$/, ENV_VAR = /\$\{([A-Z0-9_]+)\}/g, OPTIONS = {
  "-r": { role: "requirement", takesValue: !0 },
  "--requirement": { role: "requirement", takesValue: !0 },
  "-c": { role: "constraint", takesValue: !0 },
  "--constraint": { role: "constraint", takesValue: !0 },
  "-i": { role: "index-url", takesValue: !0 },
  "--index-url": { role: "index-url", takesValue: !0 },
  "--extra-index-url": { role: "extra-index-url", takesValue: !0 },
  "-f": { role: "find-links", takesValue: !0 },
  "--find-links": { role: "find-links", takesValue: !0 },
  "--no-index": { role: "no-index", takesValue: !1 },
  "--pre": { role: "pre", takesValue: !1 },
  "-e": { role: "ignore", takesValue: !0 },
  "--editable": { role: "ignore", takesValue: !0 },
  "--hash": { role: "ignore", takesValue: !0 },
  "--trusted-host": { role: "ignore", takesValue: !0 },
  "--use-feature": { role: "ignore", takesValue: !0 },
  "--only-binary": { role: "ignore", takesValue: !0 },
  "--no-binary": { role: "ignore", takesValue: !0 },
  "--config-settings": { role: "ignore", takesValue: !0 },
  "--global-option": { role: "ignore", takesValue: !0 },
  "--install-option": { role: "ignore", takesValue: !0 },
  "--prefer-binary": { role: "ignore", takesValue: !1 },
  "--require-hashes": { role: "ignore", takesValue: !1 }
};
function tokens(s, base) {
  let out = [], re = /"[^"]*"|'[^']*'|\S+/g;
  for (let m = re.exec(s); m; m = re.exec(s)) out.push({ text: m[0].replace(/^["']|["']$/g, ""), at: base + m.index });
  return out;
}
function parseOptions(s, base, where2, onRequirementLine, file) {
  let out = [], toks = tokens(s, base);
  for (let i = 0; i < toks.length; i++) {
    let tok = toks[i];
    if (!tok.text.startsWith("-")) continue;
    let eq = tok.text.indexOf("="), name = eq > 0 && tok.text.startsWith("--") ? tok.text.slice(0, eq) : tok.text, value = eq > 0 && tok.text.startsWith("--") ? tok.text.slice(eq + 1) : void 0;
    !OPTIONS[name] && /^-[rcif]./.test(name) && (value = name.slice(2), name = name.slice(0, 2));
    let spec = OPTIONS[name];
    if (!spec) continue;
    if (spec.takesValue && value === void 0) {
      let next = toks[i + 1];
      if (!next) {
        let pos3 = where2(tok.at);
        throw new InputError(`${file}:${pos3.line}:${pos3.column}: ${name} needs a value`);
      }
      value = next.text, i++;
    }
    if (spec.role === "ignore") continue;
    let pos2 = where2(tok.at);
    out.push({ role: spec.role, ...value !== void 0 ? { value } : {}, line: pos2.line, column: pos2.column, onRequirementLine });
  }
  return out;
}
function parseRequirementsText(text2, file, env = {}) {
  let entries2 = [], options = [];
  for (let logical of logicalLines(text2)) {
    let stripped = logical.text.replace(COMMENT, "");
    if (stripped.trim() === "") continue;
    let where2 = (at2) => ({ line: logical.lines[at2] ?? logical.lines[0] ?? 1, column: logical.cols[at2] ?? 1 }), lead = stripped.length - stripped.trimStart().length;
    if (stripped.trimStart().startsWith("-")) {
      options.push(...parseOptions(expand(stripped, env).text, 0, where2, !1, file));
      continue;
    }
    let parts2 = stripped.split(" "), cut = stripped.length, offset = 0;
    for (let p of parts2) {
      if (p.startsWith("-")) {
        cut = offset;
        break;
      }
      offset += p.length + 1;
    }
    let reqText = stripped.slice(0, cut), optText = stripped.slice(cut), lineOptions = parseOptions(optText, cut, where2, !0, file);
    options.push(...lineOptions);
    let expanded = expand(reqText, env), pos2 = where2(lead), req;
    try {
      req = parseRequirement(stripUnsetLocal(expanded.text, expanded.unset));
    } catch (e) {
      throw e instanceof InputError ? new InputError(`${file}:${pos2.line}:${pos2.column}: ${e.message}`) : e;
    }
    if (!req) continue;
    let notes = expanded.unset.map(
      (v) => `\${${v}} is not set here, so the build variant it selects is unknown; set ${v} when running the check to see the variant pip will ask for`
    );
    entries2.push({ req, line: pos2.line, column: pos2.column, notes });
  }
  return { entries: entries2, options };
}
function expand(s, env) {
  let unset = [];
  return { text: s.replace(ENV_VAR, (whole, name) => {
    let v = env[name];
    return v === void 0 ? (unset.push(name), whole) : v;
  }), unset };
}
function stripUnsetLocal(s, unset) {
  return unset.length === 0 ? s : s.replace(/\+[A-Za-z0-9.]*\$\{[A-Z0-9_]+\}[A-Za-z0-9.]*/g, "").replace(/\$\{[A-Z0-9_]+\}/g, "");
}

// src/pins/conda.ts
function parseMatchSpec(spec) {
  let s = spec.trim(), channel, ch = /^([^:\s]+)::/.exec(s);
  ch && (channel = ch[1].split("/").pop(), s = s.slice(ch[0].length));
  let m = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)(.*)$/.exec(s);
  if (!m) return;
  let name = m[1], rest = m[2].trim(), br = /^\[(.*)\]$/.exec(rest);
  if (br) rest = /version\s*=\s*['"]?([^'",\]]+(?:,[^'",\]]+)*)['"]?/.exec(br[1])?.[1] ?? "";
  else if (/^\s*\S+\s+\S+/.test(rest) && !/^[=<>!~]/.test(rest)) rest = rest.split(/\s+/)[0];
  else
    for (let i = 1; i < rest.length; i++)
      if (rest[i] === "=" && !"<>=!~".includes(rest[i - 1]) && rest[i + 1] !== "=") {
        rest = rest.slice(0, i);
        break;
      }
  return { ...channel ? { channel } : {}, name, version: rest.trim() };
}
function pos(node, lc) {
  let offset = node?.range?.[0] ?? 0, p = lc.linePos(offset);
  return { line: p.line, column: p.col };
}
function readCondaEnv(text2, file) {
  let lc = new import_yaml.LineCounter(), doc = (0, import_yaml.parseDocument)(text2, { lineCounter: lc, prettyErrors: !1, uniqueKeys: !1 }), err = doc.errors[0];
  if (err) {
    let p = err.linePos?.[0] ?? lc.linePos(err.pos[0]);
    throw new InputError(`${file}${p ? `:${p.line}:${p.col}` : ""}: not valid YAML: ${err.message.split(`
`)[0]}`);
  }
  let out = emptyResult(), root = doc.contents;
  if (root == null) return out;
  if (!(0, import_yaml.isMap)(root)) throw new InputError(`${file}:1:1: expected a conda environment (a mapping with dependencies:)`);
  let deps = root.get("dependencies", !0);
  if (deps == null) return out;
  if (!(0, import_yaml.isSeq)(deps)) throw new InputError(`${file}:${pos(deps, lc).line}: dependencies: expected a list`);
  for (let item of deps.items)
    if ((0, import_yaml.isScalar)(item) && typeof item.value == "string") {
      let where2 = pos(item, lc), ms = parseMatchSpec(item.value);
      if (!ms) continue;
      if (ms.name === "python" && !out.requiresPython && ms.version) {
        out.requiresPython = { specifier: at(file, where2.line, where2.column, () => condaToPep440(ms.version)), location: { file, ...where2 } };
        continue;
      }
      let pkg = condaFamily(ms.name);
      if (!pkg) continue;
      let specifier = at(file, where2.line, where2.column, () => condaToPep440(ms.version)), local = pkg === "pytorch-cuda" ? cudaVariant(ms.version) : void 0;
      out.pins.push({
        package: pkg,
        specifier,
        ...local ? { local } : {},
        ...ms.channel ? { channel: ms.channel } : {},
        origin: "conda",
        location: { file, ...where2 }
      });
    } else if ((0, import_yaml.isMap)(item)) {
      let pip = item.get("pip", !0);
      if (!(0, import_yaml.isSeq)(pip)) continue;
      readPipSection(pip.items, file, lc, out);
    }
  return out;
}
function readPipSection(items, file, lc, out) {
  let lines = items.filter((i) => (0, import_yaml.isScalar)(i) && typeof i.value == "string"), opts = { extras: [] }, pins = [];
  for (let item of lines) {
    let where2 = pos(item, lc), parsed = parseRequirementsText(String(item.value), file);
    for (let o of parsed.options) {
      let location = { file, line: where2.line, column: where2.column + o.column - 1 };
      o.role === "index-url" && o.value ? (opts.index = o.value, out.indexes.push({ url: o.value, role: "index-url", location })) : (o.role === "extra-index-url" || o.role === "find-links") && o.value ? (opts.extras.push(o.value), out.indexes.push({ url: o.value, role: o.role, location })) : (o.role === "requirement" || o.role === "constraint") && o.value && out.includes.push({ path: o.value, kind: o.role, line: location.line, column: location.column });
    }
    for (let e of parsed.entries)
      pins.push({
        package: e.req.package,
        specifier: e.req.specifier,
        ...e.req.local ? { local: e.req.local } : {},
        ...e.req.marker ? { marker: e.req.marker } : {},
        ...e.req.wheel ? { wheel: e.req.wheel } : {},
        origin: "requirements",
        group: "pip",
        location: { file, line: where2.line, column: where2.column + e.column - 1 }
      });
  }
  for (let p of pins)
    opts.index && (p.indexUrl = opts.index), opts.extras.length && (p.extraIndexUrls = [...opts.extras]);
  out.pins.push(...pins);
}

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string, ptr) {
  let lines = string.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string, line, column) {
  let lines = string.split(/\r?\n/), codeblock = "", numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i = line - 1; i <= line + 1; i++) {
    let l = lines[i - 1];
    l && (codeblock += i.toString().padEnd(numberLen, " "), codeblock += ":  ", codeblock += l, codeblock += `
`, i === line && (codeblock += " ".repeat(numberLen + column + 2), codeblock += `^
`));
  }
  return codeblock;
}
var TomlError = class _TomlError extends Error {
  line;
  column;
  codeblock;
  constructor(message, options) {
    let [line, column] = getLineColFromPtr(options.toml, options.ptr), codeblock = makeCodeBlock(options.toml, line, column);
    super(`Invalid TOML document: ${message}

${codeblock}`, options), this.line = line, this.column = column, this.codeblock = codeblock;
  }
  /** @internal */
  static x(message, ctx, ptr) {
    throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
  }
};

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p++), first = c, isLiteral = c === 39, isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  isMultiline && ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10 ? ctx.p++ : c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10 && (ctx.p += 2));
  let parsed = "", sliceStart = ctx.p, state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++)
    if (c = ctx.s.charCodeAt(ctx.p), isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10))
      state = state && 3;
    else if (c < 32 && c !== 9 || c === 127)
      TomlError.x("control characters are not allowed in strings", ctx);
    else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline && (ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++, ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++), !state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      return ctx.p += isMultiline ? 3 : 1, parsed;
    } else if (!state)
      !isLiteral && c === 92 && (parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p), state = 1);
    else if (state === 1)
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1, value = 0, len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p), digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          digit < 0 && TomlError.x("invalid non-hex character in unicode escape", ctx), value = value << 4 | digit;
        }
        (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) && TomlError.x("invalid unicode escape", ctx, errPtr), parsed += String.fromCodePoint(value), sliceStart = ctx.p--, state = 0;
      } else isMultiline && (c === 32 || c === 9) ? state = 2 : (c === 98 ? parsed += "\b" : c === 116 ? parsed += "	" : c === 110 ? parsed += `
` : c === 102 ? parsed += "\f" : c === 114 ? parsed += "\r" : c === 101 ? parsed += "\x1B" : c === 34 ? parsed += '"' : c === 92 ? parsed += "\\" : TomlError.x("unrecognised escape sequence", ctx), sliceStart = ctx.p + 1, state = 0);
    else c !== 32 && c !== 9 && (state === 2 && TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart), state = !isLiteral && c === 92 ? 1 : 0, sliceStart = ctx.p);
  TomlError.x("unfinished string", ctx, startPtr);
}

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i, TomlDate = class _TomlDate extends Date {
  #hasDate = !1;
  #hasTime = !1;
  #offset = null;
  constructor(date, fasttype, unsafeDelim) {
    let hasDate = !0, hasTime = !0, offset = "Z", c;
    if (typeof date == "string")
      if (fasttype)
        prep: {
          if (fasttype < 3) {
            if (+date.slice(11, 13) > 23) {
              date = "";
              break prep;
            }
            fasttype === 2 ? (offset = null, date += "Z") : (c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122 && (offset = date.slice(date.length - 6)), unsafeDelim && (date = date.slice(0, 10) + "T" + date.slice(11));
          } else fasttype === 4 && (date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`);
          hasDate = fasttype !== 4, hasTime = fasttype !== 3;
        }
      else {
        let match = date.match(DATE_TIME_RE);
        match ? (match[1] || (hasDate = !1, date = `0000-01-01T${date}`), hasTime = !!match[2], hasTime && date[10] === " " && (date = date.replace(" ", "T")), match[2] && +match[2] > 23 ? date = "" : (offset = match[3] || null, !offset && hasTime && (date += "Z"))) : date = "";
      }
    super(date), isNaN(this.getTime()) || (this.#hasDate = hasDate, this.#hasTime = hasTime, this.#offset = offset);
  }
  isDateTime() {
    return this.#hasDate && this.#hasTime;
  }
  isLocal() {
    return !this.#hasDate || !this.#hasTime || !this.#offset;
  }
  isDate() {
    return this.#hasDate && !this.#hasTime;
  }
  isTime() {
    return this.#hasTime && !this.#hasDate;
  }
  isValid() {
    return this.#hasDate || this.#hasTime;
  }
  toISOString() {
    let iso = super.toISOString();
    if (this.isDate())
      return iso.slice(0, 10);
    if (this.isTime())
      return iso.slice(11, 23);
    if (this.#offset === null)
      return iso.slice(0, -1);
    if (this.#offset === "Z" || this.#offset === "z")
      return iso;
    let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
    return offset = this.#offset[0] === "-" ? offset : -offset, new Date(this.getTime() - offset * 6e4).toISOString().slice(0, -1) + this.#offset;
  }
  static wrapAsOffsetDateTime(jsDate, offset = "Z") {
    let date = new _TomlDate(jsDate);
    return date.#offset = offset, date;
  }
  static wrapAsLocalDateTime(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#offset = null, date;
  }
  static wrapAsLocalDate(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#hasTime = !1, date.#offset = null, date;
  }
  static wrapAsLocalTime(jsDate) {
    let date = new _TomlDate(jsDate);
    return date.#hasDate = !1, date.#offset = null, date;
  }
};

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    return ctx.d++, value;
  }
  return c === 34 || c === 39 ? parseString(ctx) : c === 116 ? ((ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !0) : c === 102 ? ((ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !1) : c === 43 || c === 45 ? parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end) : ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45 ? parseDate(ctx, c, end) : ctx.s.charCodeAt(ctx.p + 2) === 58 ? parseTime(ctx, c, end) : parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr, state = 0, hasUnderscores = !1;
  if (c === 105)
    return (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, (sign || 1) / 0;
  if (c === 110)
    return (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, NaN;
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === !0 ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    c === 46 ? state = 2 : c === 101 || c === 69 ? state = 4 : TomlError.x("illegal leading zero", ctx, startPtr);
  } else isDigit(c) || TomlError.x("invalid value", ctx, startPtr);
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    state || (state = 1), c === 95 ? (state & 1 || TomlError.x("illegal underscore", ctx), state += 11, hasUnderscores = !0) : state === 1 && c === 46 ? state = 2 : (state === 1 || state === 3) && (c === 101 || c === 69) ? state = 4 : state === 4 && (c === 43 || c === 45) ? state = 6 : isDigit(c) ? state > 9 ? state -= 11 : state & 1 || state++ : TomlError.x("illegal character in numeric literal", ctx);
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === !0 ? BigInt(val) : val;
  }
  state & 1 || TomlError.x("unfinished numeric value", ctx, startPtr);
  let str2 = ctx.s.slice(startPtr, ctx.p);
  return hasUnderscores && (str2 = str2.replaceAll("_", "")), state > 1 ? parseFloat(str2) : parseInteger(ctx, str2, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    c === 95 ? (underscore & 1 && TomlError.x("illegal underscore", ctx), underscore = 3) : isDigit(c, base) ? underscore & 1 && underscore-- : TomlError.x("illegal character in numeric literal", ctx);
  underscore & 1 && TomlError.x("unfinished numeric value", ctx);
  let str2 = ctx.s.slice(startPtr + 2, ctx.p);
  return underscore && (str2 = str2.replaceAll("_", "")), parseInteger(ctx, str2, base, startPtr);
}
function parseInteger(ctx, str2, base, startPtr) {
  if (ctx.bi !== !0)
    int: {
      let val = parseInt(str2, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return BigInt(base === 10 ? str2 : (base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str2);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)))
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  if (ctx.p += 5, isDigit(ctx.s.charCodeAt(ctx.p++)) || TomlError.x("invalid date-time: date part is malformed", ctx, startPtr), ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = !0, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, !1, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58 && TomlError.x("invalid date-time: time part is malformed", ctx, startPtr), ctx.s.charCodeAt(ctx.p += 3) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p)))
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  if (ctx.s.charCodeAt(ctx.p += 4) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, !1, start);
}
function readDate(ctx, str2, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str2, type, unsafeDelim);
    return date.isValid() || TomlError.x("invalid date", ctx, errPtr), date;
  }
  try {
    switch (temporalSuffix && (str2 += temporalSuffix), type) {
      case 1:
        return Temporal.ZonedDateTime.from(str2);
      case 2:
        return Temporal.PlainDateTime.from(str2);
      case 3:
        return Temporal.PlainDate.from(str2);
      case 4:
        return Temporal.PlainTime.from(str2);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    (c < 32 && c !== 9 || c === 127) && TomlError.x("control characters are not allowed in comments", ctx);
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  for (; ctx.p < ctx.s.length; ) {
    for (; ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)); )
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr, state = 0, parsed = [], sliceStart, c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end)
      return state || TomlError.x("unexpected end of key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), ctx.p++, parsed;
    c === 46 ? (state || TomlError.x("illegal empty bare key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 0) : !state && (c === 34 || c === 39) ? (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2) && TomlError.x("illegal quoted key: multiline strings are not allowed", ctx), parsed.push(parseString(ctx)), state = 2, ctx.p--) : c === 32 || c === 9 ? state === 1 && (parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 2) : state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122 ? TomlError.x("illegal character in key", ctx) : state || (state = 1, sliceStart = ctx.p);
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++, res = /* @__PURE__ */ Object.create(null), seen = /* @__PURE__ */ new Set(), c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 125)
      return ctx.p++, res;
    let k, t = res, hasOwn = !1, errPtr = ctx.p, key = parseKey(ctx);
    for (let i = 0; i < key.length; i++) {
      i && (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null)), k = key[i], (hasOwn = Object.hasOwn(t, k)) && (typeof t[k] != "object" || seen.has(t[k])) && TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      !hasOwn && unsafe && Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 });
    }
    hasOwn && TomlError.x("trying to redefine an already defined value", ctx, errPtr), skipVoid(ctx, !0, !0);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) == "object" && seen.add(value), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 125)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++, res = [], c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 93)
      return ctx.p++, res;
    if (res.push(extractValue(
      ctx,
      93
      /* ] */
    )), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 93)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta, type) {
  let t = table, m = meta, k, hasOwn = !1, state;
  for (let i = 0; i < key.length; i++) {
    if (i) {
      if (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null), m = (state = m[k]).c, type === 0 && (state.t === 1 || state.t === 2))
        return null;
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l], m = m[l].c;
      }
    }
    if (k = key[i], (hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d)
      return null;
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return !1;
      unsafe && (Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 }), Object.defineProperty(m, k, { enumerable: !0, configurable: !0, writable: !0 })), m[k] = {
        t: i < key.length - 1 && type === 2 ? 3 : type,
        d: !1,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  if (state = m[k], state.t !== type && !(type === 1 && state.t === 3) || (type === 2 && (state.d || (state.d = !0, t[k] = []), t[k].push(t = /* @__PURE__ */ Object.create(null)), state.c[state.i++] = state = { t: 1, d: !1, i: 0, c: /* @__PURE__ */ Object.create(null) }), state.d))
    return null;
  if (state.d = !0, type === 1)
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  else if (type === 0 && hasOwn)
    return null;
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  (peek === null || ctx.uk === 2) && TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? !1,
    ld: options.useLegacyDate ?? !0,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  }, res = /* @__PURE__ */ Object.create(null), meta = /* @__PURE__ */ Object.create(null), tmp, skipping = !1, tbl = res, m = meta;
  for (toml.charCodeAt(0) === 65279 && ctx.p++, skipVoid(ctx); ctx.p < toml.length; ) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray, skipping = !1;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      isTableArray && (toml.charCodeAt(ctx.p) !== 93 && TomlError.x("expected end of table array declaration", ctx), ctx.p++);
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      p ? (m = p[2], tbl = p[1]) : (validateTablePeek(ctx, p, tmp), skipping = !0);
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx), p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      !p && !skipping && validateTablePeek(ctx, p, tmp), skipVoid(ctx, !0, !0);
      let v = extractValue(ctx, void 0);
      p && !skipping && (p[1][p[0]] = v);
    }
    skipVoid(ctx, !0), ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10) && TomlError.x("each key-value declaration must be followed by an end-of-line", ctx), skipVoid(ctx);
  }
  return res;
}

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED = !!"".isWellFormed;

// src/pins/pyproject.ts
function parseToml(text2, file) {
  try {
    return parse(text2);
  } catch (e) {
    if (e instanceof TomlError) {
      let first = e.message.split(`
`)[0].replace(/^Invalid TOML document:\s*/, "");
      throw new InputError(`${file}:${e.line}:${e.column}: not valid TOML: ${first}`);
    }
    throw new InputError(`${file}: not valid TOML: ${e instanceof Error ? e.message.split(`
`)[0] : String(e)}`);
  }
}
var strings = (v) => Array.isArray(v) ? v.filter((s) => typeof s == "string") : [];
function readList(ctx, list4, path4, key, origin, group) {
  for (let text2 of strings(list4)) {
    let lit = locateString(ctx.layout, path4, text2, ctx.used, key), line = lit?.line ?? locateKeyInTable(ctx.layout, path4, key).line, col = lit?.column ?? 1, req = at(ctx.file, line, col, () => parseRequirement(text2));
    req && ctx.out.pins.push(pinFrom(req, origin, { file: ctx.file, line, column: col + req.nameOffset }, group ? { group } : {}));
  }
}
function readProject(ctx, project) {
  let rp = project["requires-python"];
  if (typeof rp == "string") {
    let loc = locateKeyInTable(ctx.layout, ["project"], "requires-python"), spec = at(ctx.file, loc.line, loc.column, () => normalizeSpecifier(rp, "requires-python"));
    ctx.out.requiresPython = { specifier: spec.specifier, location: { file: ctx.file, ...loc } };
  }
  readList(ctx, project.dependencies, ["project"], "dependencies", "pep621");
  let optional = project["optional-dependencies"];
  if (isRecord(optional))
    for (let [group, list4] of Object.entries(optional)) readList(ctx, list4, ["project", "optional-dependencies"], group, "pep621", group);
}
function readGroups(ctx, groups) {
  if (isRecord(groups))
    for (let [group, list4] of Object.entries(groups)) readList(ctx, list4, ["dependency-groups"], group, "pep735", group);
}
function pythonMarker(constraint) {
  let { pep440: pep4402 } = poetryToPep440(constraint);
  return pep4402.split(",").filter(Boolean).map((c) => {
    let m = /^(===|==|!=|<=|>=|~=|<|>)(.+)$/.exec(c);
    return `python_full_version ${m[1]} "${m[2]}"`;
  }).join(" and ");
}
var POETRY_PLATFORM = { linux: "linux", darwin: "darwin", win32: "win32", windows: "win32" };
function readPoetry(ctx, poetry) {
  let sources = /* @__PURE__ */ new Map();
  Array.isArray(poetry.source) && poetry.source.forEach((s, i) => {
    if (!isRecord(s) || typeof s.name != "string") return;
    let loc = locateKeyInTable(ctx.layout, ["tool", "poetry", "source"], "url", i);
    typeof s.url == "string" && (sources.set(s.name.toLowerCase(), s.url), ctx.out.indexes.push({ url: s.url, role: "poetry-source", name: s.name, explicit: s.priority === "explicit", location: { file: ctx.file, ...loc } }));
  });
  let tables = [
    [["tool", "poetry", "dependencies"], poetry.dependencies],
    [["tool", "poetry", "dev-dependencies"], poetry["dev-dependencies"]]
  ];
  if (isRecord(poetry.group))
    for (let [g, body] of Object.entries(poetry.group)) isRecord(body) && tables.push([["tool", "poetry", "group", g, "dependencies"], body.dependencies]);
  for (let [path4, deps] of tables) {
    if (!isRecord(deps)) continue;
    let group = path4[3] === "group" ? path4[4] : path4[2] === "dev-dependencies" ? "dev" : void 0;
    for (let [name, value] of Object.entries(deps)) {
      let loc = locateKeyInTable(ctx.layout, path4, name);
      if (name === "python" && typeof value == "string") {
        ctx.out.requiresPython || (ctx.out.requiresPython = { specifier: at(ctx.file, loc.line, loc.column, () => poetryToPep440(value).pep440), location: { file: ctx.file, ...loc } });
        continue;
      }
      let pkg = pipFamily(name);
      if (!pkg) continue;
      let constraints = Array.isArray(value) ? value : [value];
      constraints.forEach((c, i) => {
        let t = isRecord(c) ? c : { version: c }, where2 = at(ctx.file, loc.line, loc.column, () => {
          let v = typeof t.version == "string" ? t.version : void 0, lit = constraints.length > 1 && v ? locateString(ctx.layout, path4, v, ctx.used, name) : void 0;
          return lit ? { line: lit.line, column: lit.column } : loc;
        }), source = typeof t.source == "string" ? t.source : void 0, sourceUrl = source && source.toLowerCase() !== "pypi" ? sources.get(source.toLowerCase()) : void 0;
        if (t.version === void 0 && t.url === void 0 && source && i === 0 && constraints.length === 1) {
          let pep621 = ctx.out.pins.filter((p) => p.package === pkg && p.origin === "pep621");
          if (pep621.length) {
            for (let p of pep621) sourceUrl && (p.indexUrl = sourceUrl);
            return;
          }
        }
        let pin = at(ctx.file, where2.line, where2.column, () => {
          let conv = typeof t.version == "string" ? poetryToPep440(t.version) : { pep440: "" }, markers = [];
          typeof t.markers == "string" && (parseMarker(t.markers), markers.push(t.markers)), typeof t.python == "string" && markers.push(pythonMarker(t.python)), typeof t.platform == "string" && markers.push(`sys_platform == "${POETRY_PLATFORM[t.platform.toLowerCase()] ?? t.platform}"`);
          let marker = markers.reduce((a, b) => andMarkers(a, b), void 0), notes = source && !sourceUrl && source.toLowerCase() !== "pypi" ? [`Poetry source ${JSON.stringify(source)} is not declared in [[tool.poetry.source]]`] : [], req = typeof t.url == "string" ? parseRequirement(`${name} @ ${t.url}`) : void 0;
          return {
            package: pkg,
            specifier: req?.specifier ?? conv.pep440,
            ...req?.local ?? conv.local ? { local: req?.local ?? conv.local } : {},
            ...marker ? { marker } : {},
            ...sourceUrl ? { indexUrl: sourceUrl } : {},
            ...req?.wheel ? { wheel: req.wheel } : {},
            ...Array.isArray(t.extras) ? { extras: strings(t.extras) } : {},
            origin: "poetry",
            ...group ? { group } : {},
            ...notes.length ? { notes } : {},
            location: { file: ctx.file, ...where2 }
          };
        });
        ctx.out.pins.push(pin);
      });
    }
  }
}
function readUv(ctx, uv) {
  let indexes = /* @__PURE__ */ new Map(), order = [];
  Array.isArray(uv.index) && uv.index.forEach((ix, i) => {
    if (!isRecord(ix) || typeof ix.url != "string") return;
    let entry = { url: ix.url, explicit: ix.explicit === !0, default: ix.default === !0 };
    typeof ix.name == "string" && indexes.set(ix.name, entry), order.push(entry);
    let decl = {
      url: ix.url,
      role: "uv-index",
      ...typeof ix.name == "string" ? { name: ix.name } : {},
      explicit: entry.explicit,
      location: { file: ctx.file, ...locateKeyInTable(ctx.layout, ["tool", "uv", "index"], "url", i) }
    };
    ctx.out.indexes.push(decl);
  });
  let implicit = order.find((i) => !i.explicit && !i.default) ?? order.find((i) => i.default), sources = isRecord(uv.sources) ? uv.sources : {}, byPackage = /* @__PURE__ */ new Map();
  for (let [name, value] of Object.entries(sources)) {
    let list4 = (Array.isArray(value) ? value : [value]).filter(isRecord);
    byPackage.set(normalizeName(name), list4);
  }
  let result = [];
  for (let pin of ctx.out.pins) {
    if (pin.origin !== "pep621" && pin.origin !== "pep735") {
      result.push(pin);
      continue;
    }
    let list4 = (byPackage.get(pin.package) ?? []).filter(
      (s) => (s.extra === void 0 || pin.origin === "pep621" && pin.group === s.extra) && (s.group === void 0 || pin.origin === "pep735" && pin.group === s.group)
    );
    if (list4.length === 0) {
      result.push(implicit && !pin.indexUrl ? { ...pin, indexUrl: implicit.url, origin: "uv" } : pin);
      continue;
    }
    for (let s of list4) {
      let marker = typeof s.marker == "string" ? at(ctx.file, pin.location.line, pin.location.column, () => (parseMarker(s.marker), s.marker)) : void 0, named = typeof s.index == "string" ? s.index : void 0, ix = named ? indexes.get(named) : void 0, notes = named && !ix && named.toLowerCase() !== "pypi" ? [`uv index ${JSON.stringify(named)} is not declared in [[tool.uv.index]]`] : [], m = andMarkers(pin.marker, marker), split2 = { ...pin, origin: "uv", ...m ? { marker: m } : {} };
      if (ix ? split2.indexUrl = ix.url : delete split2.indexUrl, typeof s.url == "string") {
        let req = parseRequirement(`${pin.package} @ ${s.url}`);
        req?.wheel ? (split2.wheel = req.wheel, split2.specifier = req.specifier, req.local && (split2.local = req.local)) : split2.url = s.url;
      }
      notes.length && (split2.notes = [...pin.notes ?? [], ...notes]), result.push(split2);
    }
  }
  ctx.out.pins = result;
}
function readDynamic(ctx, setuptools) {
  let dynamic = setuptools.dynamic;
  if (!isRecord(dynamic)) return;
  let add = (spec, key) => {
    if (!isRecord(spec)) return;
    let files = typeof spec.file == "string" ? [spec.file] : strings(spec.file);
    for (let f of files) {
      let lit = locateString(ctx.layout, ["tool", "setuptools", "dynamic"], f, ctx.used, key);
      ctx.out.includes.push({ path: f, kind: "requirement", line: lit?.line ?? 1, column: lit?.column ?? 1 });
    }
  };
  if (add(dynamic.dependencies, "dependencies"), isRecord(dynamic["optional-dependencies"])) for (let v of Object.values(dynamic["optional-dependencies"])) add(v, "optional-dependencies");
}
function readPyproject(text2, file) {
  let data = parseToml(text2, file), ctx = { file, layout: tomlLayout(text2), used: /* @__PURE__ */ new Set(), out: emptyResult() };
  isRecord(data.project) && readProject(ctx, data.project), readGroups(ctx, data["dependency-groups"]);
  let tool = isRecord(data.tool) ? data.tool : {};
  return isRecord(tool.poetry) && readPoetry(ctx, tool.poetry), isRecord(tool.uv) && readUv(ctx, tool.uv), isRecord(tool.setuptools) && readDynamic(ctx, tool.setuptools), isRecord(tool.pixi) && readPixi(tool.pixi, ["tool", "pixi"], file, ctx.layout, ctx.out), ctx.out;
}
function readPixiToml(text2, file) {
  let data = parseToml(text2, file), out = emptyResult();
  return readPixi(data, [], file, tomlLayout(text2), out), out;
}

// src/pins/setup-cfg.ts
function iniValues(text2, file) {
  let out = [], section = "", current;
  return text2.split(/\r?\n/).forEach((raw, i) => {
    let lineNo = i + 1;
    if (/^\s*[#;]/.test(raw) || raw.trim() === "") return;
    let header = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      section = header[1].trim(), current = void 0;
      return;
    }
    if (/^\s/.test(raw) && current) {
      let col = raw.length - raw.trimStart().length + 1;
      current.lines.push({ text: raw.trim(), line: lineNo, column: col });
      return;
    }
    let kv = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(raw);
    if (!kv) throw new InputError(`${file}:${lineNo}:1: not valid setup.cfg: expected "key = value" or a [section]`);
    current = { section, key: kv[1].trim(), lines: [], keyLine: lineNo }, out.push(current);
    let value = kv[2];
    value.trim() !== "" && current.lines.push({ text: value.trim(), line: lineNo, column: raw.length - value.length + 1 });
  }), out;
}
function readSetupCfg(text2, file) {
  let out = emptyResult();
  for (let v of iniValues(text2, file)) {
    let requires = v.section === "options" && v.key === "install_requires" || v.section === "options.extras_require";
    if (v.section === "options" && v.key === "python_requires" && v.lines[0]) {
      let first = v.lines[0];
      out.requiresPython = {
        specifier: at(file, first.line, first.column, () => normalizeSpecifier(first.text, "python_requires").specifier),
        location: { file, line: first.line, column: first.column }
      };
      continue;
    }
    if (!requires) continue;
    let group = v.section === "options.extras_require" ? v.key : void 0;
    for (let l of v.lines) {
      let text3 = l.text.replace(/\s+#.*$/, ""), file_ = /^file:\s*(.+)$/.exec(text3);
      if (file_) {
        for (let f of file_[1].split(",").map((s) => s.trim()).filter(Boolean)) out.includes.push({ path: f, kind: "requirement", line: l.line, column: l.column });
        continue;
      }
      let req = at(file, l.line, l.column, () => parseRequirement(text3));
      req && out.pins.push(pinFrom(req, "setup.cfg", { file, line: l.line, column: l.column + req.nameOffset }, group ? { group } : {}));
    }
  }
  return out;
}

// src/pins/setup-py.ts
var STRING_START = /^([rRbBuUfF]{0,2})("""|'''|"|')/;
function tokenize2(text2, file) {
  let toks = [], line = 1, col = 1, i = 0, advance = (n) => {
    for (let k = 0; k < n; k++)
      text2[i] === `
` ? (line++, col = 1) : col++, i++;
  };
  for (; i < text2.length; ) {
    let c = text2[i];
    if (c === "#") {
      for (; i < text2.length && text2[i] !== `
`; ) advance(1);
      continue;
    }
    let s = STRING_START.exec(text2.slice(i, i + 5));
    if (s && (s[1] === "" || /^[A-Za-z]+$/.test(s[1]))) {
      let prefix = s[1].toLowerCase(), quote = s[2], startLine = line, startCol = col + s[0].length;
      advance(s[0].length);
      let value = "", raw = prefix.includes("r");
      for (; ; ) {
        if (i >= text2.length) throw new InputError(`${file}:${startLine}:${startCol - quote.length}: unterminated string literal`);
        if (text2.startsWith(quote, i)) {
          advance(quote.length);
          break;
        }
        if (quote.length === 1 && text2[i] === `
`) throw new InputError(`${file}:${startLine}:${startCol - 1}: unterminated string literal`);
        if (text2[i] === "\\" && i + 1 < text2.length) {
          let n = text2[i + 1];
          value += raw ? `\\${n}` : n === "n" ? `
` : n === "t" ? "	" : n === `
` ? "" : n, advance(2);
          continue;
        }
        value += text2[i], advance(1);
      }
      toks.push({ t: "str", value, line: startLine, column: startCol, formatted: prefix.includes("f") });
      continue;
    }
    let name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text2.slice(i, i + 200));
    if (name) {
      toks.push({ t: "name", value: name[0] }), advance(name[0].length);
      continue;
    }
    /\s/.test(c) || toks.push({ t: "punct", value: c }), advance(1);
  }
  return toks;
}
var REQUIRES_KEY = /require|dep/i, NOT_REQUIREMENTS = /* @__PURE__ */ new Set(["name", "version", "description", "long_description", "url", "author", "author_email", "maintainer", "license", "packages", "py_modules", "package_dir", "package_data", "keywords", "classifiers", "entry_points", "scripts", "platforms"]);
function readSetupPy(text2, file) {
  let out = emptyResult(), toks = tokenize2(text2, file), stack = [], keyBefore = (k) => {
    let prev = toks[k - 1], key = toks[k - 2];
    if (prev?.t === "punct" && (prev.value === "=" || prev.value === ":") && key && (key.t === "name" || key.t === "str")) return key.value;
  };
  return toks.forEach((tok, k) => {
    if (tok.t === "punct") {
      "([{".includes(tok.value) ? stack.push(keyBefore(k) ?? (tok.value === "(" ? toks[k - 1]?.value : void 0)) : ")]}".includes(tok.value) && stack.pop();
      return;
    }
    if (tok.t !== "str" || tok.formatted) return;
    let key = keyBefore(k);
    if (key === "python_requires") {
      out.requiresPython = {
        specifier: at(file, tok.line, tok.column, () => normalizeSpecifier(tok.value, "python_requires").specifier),
        location: { file, line: tok.line, column: tok.column }
      };
      return;
    }
    if (key && NOT_REQUIREMENTS.has(key)) return;
    let inRequires = key !== void 0 && REQUIRES_KEY.test(key) || stack.some((s) => s !== void 0 && REQUIRES_KEY.test(s));
    if (stack.some((s) => s !== void 0 && NOT_REQUIREMENTS.has(s))) return;
    let req;
    try {
      req = parseRequirement(tok.value);
    } catch (e) {
      if (inRequires && e instanceof InputError) throw new InputError(`${file}:${tok.line}:${tok.column}: ${e.message}`);
      return;
    }
    !req || req.specifier === "" && !req.marker && !req.url && !inRequires || out.pins.push(pinFrom(req, "setup.py", { file, line: tok.line, column: tok.column + req.nameOffset }, {}));
  }), out;
}

// src/pins/read.ts
var MAX_FILE_BYTES = 5 * 1024 * 1024, diskSource = {
  async read(absPath) {
    let size;
    try {
      let st = await stat(absPath);
      if (st.isDirectory()) throw new InputError(`${absPath}: is a directory, not a pin file`);
      size = st.size;
    } catch (e) {
      if (e instanceof InputError) throw e;
      if (e.code === "ENOENT") return;
      throw new InputError(`${absPath}: cannot be read: ${e.message}`);
    }
    if (size > MAX_FILE_BYTES) return Buffer.alloc(MAX_FILE_BYTES + 1);
    try {
      return await readFile(absPath);
    } catch (e) {
      throw new InputError(`${absPath}: cannot be read: ${e.message}`);
    }
  }
};
function decodeText(buf, file) {
  if (buf.length > MAX_FILE_BYTES)
    throw new InputError(`${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB, the most a pin file may be; is it really a requirements file?`);
  let nul = buf.indexOf(0);
  if (nul >= 0) {
    let line = buf.subarray(0, nul).toString("latin1").split(`
`).length, utf16 = buf.length >= 2 && (buf[0] === 255 && buf[1] === 254 || buf[0] === 254 && buf[1] === 255);
    throw new InputError(`${file}:${line}: is a binary file (NUL byte)${utf16 ? "; it looks like UTF-16 \u2014 save it as UTF-8" : ""}`);
  }
  return buf.toString("utf8").replace(/^\uFEFF/, "");
}
function kindOf(file) {
  let base = path.basename(file).toLowerCase();
  return base === "pixi.toml" ? "pixi" : base.endsWith(".toml") ? "pyproject" : base === "setup.cfg" ? "setup.cfg" : base.endsWith(".py") ? "setup.py" : base.endsWith(".yml") || base.endsWith(".yaml") ? "conda" : "requirements";
}
var Reader = class {
  cwd;
  env;
  source;
  files = [];
  constructor(o) {
    this.cwd = path.resolve(o.cwd ?? process.cwd()), this.env = o.env ?? process.env, this.source = o.source ?? diskSource;
  }
  rel(abs) {
    let r = path.relative(this.cwd, abs);
    return (r.startsWith("..") || path.isAbsolute(r) ? abs : r).split(path.sep).join("/");
  }
  async text(abs, missing) {
    let buf = await this.source.read(abs);
    if (buf === void 0) throw missing();
    let rel = this.rel(abs);
    return this.files.includes(rel) || this.files.push(rel), decodeText(buf, rel);
  }
  /** One requirements file and everything it includes: pip applies index options to all of them. */
  async requirementsTree(abs, out, stack, seen, options) {
    let rel = this.rel(abs), text2 = await this.text(abs, () => new InputError(`${rel}: file not found`)), parsed = parseRequirementsText(text2, rel, this.env);
    for (let e of parsed.entries)
      out.pins.push({
        package: e.req.package,
        specifier: e.req.specifier,
        ...e.req.local ? { local: e.req.local } : {},
        ...e.req.marker ? { marker: e.req.marker } : {},
        ...e.req.wheel ? { wheel: e.req.wheel } : {},
        ...e.req.url && !e.req.wheel ? { url: e.req.url } : {},
        ...e.req.extras.length ? { extras: e.req.extras } : {},
        origin: "requirements",
        ...e.notes.length ? { notes: e.notes } : {},
        location: { file: rel, line: e.line, column: e.column }
      });
    for (let o of parsed.options)
      options.push(o), (o.role === "index-url" || o.role === "extra-index-url" || o.role === "find-links") && o.value && out.indexes.push({ url: o.value, role: o.role, location: { file: rel, line: o.line, column: o.column } }), (o.role === "requirement" || o.role === "constraint") && o.value && await this.include(abs, { path: o.value, kind: o.role, line: o.line, column: o.column }, out, stack, seen, options);
  }
  async include(fromAbs, inc, out, stack, seen, options) {
    let from = this.rel(fromAbs), flag = inc.kind === "constraint" ? "-c" : "-r";
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(inc.path)) return;
    let target = path.resolve(path.dirname(fromAbs), inc.path), to = this.rel(target);
    if (stack.includes(target))
      throw new InputError(`${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: include cycle: ${from} includes ${to}, which includes ${from} again`);
    if (seen.has(target)) return;
    if (seen.add(target), await this.source.read(target) === void 0) throw new InputError(`${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: file not found (${to})`);
    await this.requirementsTree(target, out, [...stack, target], seen, options);
  }
};
function applyPipOptions(pins, options) {
  let indexUrl2 = options.filter((o) => o.role === "index-url").pop()?.value, noIndex = options.some((o) => o.role === "no-index"), extras = options.filter((o) => o.role === "extra-index-url" && !noIndex || o.role === "find-links").map((o) => o.value);
  for (let p of pins)
    indexUrl2 && !noIndex && (p.indexUrl = indexUrl2), extras.length && (p.extraIndexUrls = [...new Set(extras)]), noIndex && (p.notes = [...p.notes ?? [], "--no-index: pip searches only the --find-links locations"]);
}
async function readOne(reader, abs) {
  let kind = kindOf(abs), rel = reader.rel(abs);
  if (kind === "requirements") {
    let out2 = emptyResult(), options = [];
    return await reader.requirementsTree(abs, out2, [abs], /* @__PURE__ */ new Set([abs]), options), applyPipOptions(out2.pins, options), out2;
  }
  let text2 = await reader.text(abs, () => new InputError(`${rel}: file not found`)), out = kind === "pyproject" ? readPyproject(text2, rel) : kind === "pixi" ? readPixiToml(text2, rel) : kind === "setup.cfg" ? readSetupCfg(text2, rel) : kind === "setup.py" ? readSetupPy(text2, rel) : readCondaEnv(text2, rel);
  if (out.includes.length) {
    let sub = emptyResult(), options = [], seen = /* @__PURE__ */ new Set([abs]);
    for (let inc of out.includes) await reader.include(abs, inc, sub, [abs], seen, options);
    let condaIndex = out.pins.find((p) => p.group === "pip");
    if (applyPipOptions(sub.pins, options), condaIndex) for (let p of sub.pins) !p.indexUrl && condaIndex.indexUrl && (p.indexUrl = condaIndex.indexUrl);
    out.pins.push(...sub.pins), out.indexes.push(...sub.indexes);
  }
  return out;
}
var pinKey = (p) => `${p.location.file}:${p.location.line}:${p.location.column ?? 0}:${p.package}:${p.marker ?? ""}`;
async function readPinsWith(files, options = {}) {
  let reader = new Reader(options), pins = /* @__PURE__ */ new Map(), indexes = [], requiresPython;
  for (let f of files) {
    let abs = path.resolve(reader.cwd, f), res = await readOne(reader, abs);
    for (let p of res.pins) {
      let k = `${pinKey(p)}:${p.indexUrl ?? ""}`, plain2 = `${pinKey(p)}:`;
      p.indexUrl && pins.has(plain2) && pins.delete(plain2), !(!p.indexUrl && [...pins.keys()].some((key) => key.startsWith(plain2))) && (pins.has(k) || pins.set(k, p));
    }
    for (let ix of res.indexes)
      indexes.some((i) => i.url === ix.url && i.location.file === ix.location.file && i.location.line === ix.location.line) || indexes.push(ix);
    res.requiresPython && (!requiresPython || kindOf(abs) === "pyproject" && !requiresPython.location.file.endsWith(".toml")) && (requiresPython = res.requiresPython);
  }
  return { pins: [...pins.values()], ...requiresPython ? { requiresPython } : {}, indexes, files: reader.files };
}

// src/pins/discover.ts
import { readdir } from "node:fs/promises";
import path2 from "node:path";
var TOP = [/^requirements.*\.txt$/i, /^pyproject\.toml$/, /^setup\.cfg$/, /^setup\.py$/, /^environment\.ya?ml$/, /^pixi\.toml$/];
async function list(dir) {
  try {
    return (await readdir(dir, { withFileTypes: !0 })).map((d) => ({ name: d.name, dir: d.isDirectory() }));
  } catch {
    return [];
  }
}
async function discoverPinFiles(dir) {
  let top = await list(dir), found = top.filter((e) => !e.dir && TOP.some((re) => re.test(e.name))).map((e) => path2.join(dir, e.name));
  if (top.some((e) => e.dir && e.name === "requirements")) {
    let sub = await list(path2.join(dir, "requirements"));
    found.push(...sub.filter((e) => !e.dir && /\.txt$/i.test(e.name)).map((e) => path2.join(dir, "requirements", e.name)));
  }
  return found.sort();
}

// src/pins/applicable.ts
var SYS_PLATFORM = { linux: "linux", macos: "darwin", windows: "win32" }, PLATFORM_SYSTEM = { linux: "Linux", macos: "Darwin", windows: "Windows" }, MACHINE = {
  "linux-x64": "x86_64",
  "linux-arm64": "aarch64",
  "macos-x64": "x86_64",
  "macos-arm64": "arm64",
  "windows-x64": "AMD64",
  "windows-arm64": "ARM64"
};
function markerEnv(env) {
  let out = {
    sys_platform: SYS_PLATFORM[env.os],
    platform_system: PLATFORM_SYSTEM[env.os],
    os_name: env.os === "windows" ? "nt" : "posix",
    platform_machine: env.python?.machine ?? MACHINE[`${env.os}-${env.arch}`]
  }, py = env.python;
  if (py) {
    out.python_version = `${py.major}.${py.minor}`, out.python_full_version = py.full ?? [`${py.major}.${py.minor}.0`, `${py.major}.${py.minor}.99`];
    let impl = { cpython: ["cpython", "CPython"], pypy: ["pypy", "PyPy"], graalpy: ["graalpy", "GraalVM"], other: [void 0, void 0] }[py.implementation];
    impl[0] && (out.implementation_name = impl[0]), impl[1] && (out.platform_python_implementation = impl[1]), py.implementation === "cpython" && (out.implementation_version = out.python_full_version);
  }
  return out;
}
function applicablePins(set, env) {
  let base = markerEnv(env), pins = [], undecided = [];
  for (let pin of set.pins) {
    if (!pin.marker) {
      pins.push(pin);
      continue;
    }
    let vars = pin.group && (pin.origin === "pep621" || pin.origin === "uv") ? { ...base, extra: pin.group } : base, tree;
    try {
      tree = parseMarker(pin.marker);
    } catch {
      pins.push(pin), undecided.push({ pin, reason: "its marker could not be read" });
      continue;
    }
    let result = evaluateMarker(tree, vars);
    if (result === !0) pins.push(pin);
    else if (result === void 0) {
      pins.push(pin);
      let unknown = markerVariables(tree).filter((v) => vars[v] === void 0 || Array.isArray(vars[v])), why = unknown.some((v) => v.startsWith("python") || v.startsWith("implementation")) ? "the Python version is not known yet (give --python or run after setup-python)" : `${[...new Set(unknown)].join(", ") || "a variable"} is not known here`;
      undecided.push({ pin, reason: `marker "${pin.marker}" cannot be decided: ${why}; the pin is kept` });
    }
  }
  return { ...set, pins, undecided };
}

// src/pins/json.ts
function pinsToJson(set) {
  return {
    schemaVersion: 1,
    pins: set.pins.map((p) => ({
      package: p.package,
      specifier: p.specifier,
      ...p.marker ? { marker: p.marker } : {},
      ...p.indexUrl ? { indexUrl: p.indexUrl } : {},
      location: { file: p.location.file, line: p.location.line, ...p.location.column ? { column: p.location.column } : {} }
    }))
  };
}

// src/pins/catalog-view.ts
function specOf(specifier) {
  try {
    return parseSpecifier(specifier);
  } catch {
    return;
  }
}
function admittedPatches(catalog, specifier) {
  let spec = specOf(specifier);
  if (!spec) return [];
  let out = [];
  for (let release2 of catalog.releases)
    for (let p of release2.patches) {
      let v = spec.local ? `${p.version}+${spec.local}` : p.version;
      satisfies2(v, spec) && out.push({ release: release2, version: p.version, ...p.torchvision ? { torchvision: p.torchvision } : {}, ...p.torchaudio ? { torchaudio: p.torchaudio } : {} });
    }
  return out.sort((a, b) => compareVersions(a.version, b.version));
}
function admittedReleases(catalog, specifier) {
  let seen = /* @__PURE__ */ new Map();
  for (let a of admittedPatches(catalog, specifier)) seen.set(a.release.torch, a.release);
  return [...seen.values()];
}
function pythonMinors(min, max) {
  let [maj, lo] = min.split(".").map(Number), hi = Number(max.split(".")[1]), out = [];
  for (let m = lo; m <= hi; m++) out.push(`${maj}.${m}`);
  return out;
}
function releasePythons(r) {
  return pythonMinors(r.python.min, r.python.max);
}
var sortPythons = (xs) => [...new Set(xs)].sort(comparePythonMinor);
function unionPythons(rs) {
  return sortPythons(rs.flatMap(releasePythons));
}
function knownPythons(catalog) {
  return unionPythons(catalog.releases);
}
function unionPlatforms(rs) {
  return [...new Set(rs.flatMap((r) => r.platforms.map((p) => p.platform)))].sort();
}
function unionVariants(rs) {
  return [...new Set(rs.flatMap((r) => r.variants.map((v) => v.variant)))].sort();
}
function admitsPython(requiresPython, minor) {
  let spec = specOf(requiresPython);
  return spec ? [`${minor}.0`, `${minor}.1`, `${minor}.99`].some((v) => satisfies2(v, spec)) : !0;
}
function minorKey2(version) {
  let [a = "0", b = "0"] = version.split(".");
  return `${a}.${b}`;
}

// src/pins/checks.ts
var PEP440_LOCAL = "https://peps.python.org/pep-0440/#local-version-identifiers", PIP_FINDING = "https://pip.pypa.io/en/stable/cli/pip_install/#finding-packages", show = (p) => `${p.package}${p.specifier || " (any version)"}`, where = (p) => `${p.location.file}:${p.location.line}`;
function ref(url) {
  if (!url.includes("${"))
    try {
      return parseIndexUrl(url);
    } catch {
      return;
    }
}
var pinIndexes = (p) => [...p.indexUrl ? [p.indexUrl] : [], ...p.extraIndexUrls ?? []];
function checkLocal(pin, catalog) {
  if (!pin.local || pin.origin === "conda" || pin.url) return [];
  let refs = pinIndexes(pin).map(ref);
  if (refs.some((r) => r === void 0 || r.kind === "unknown")) return [];
  if (refs.filter((r) => r !== void 0 && (r.kind === "pytorch" && r.variant === pin.local || r.kind === "find-links" && (!r.variant || r.variant === pin.local))).length === 0) {
    let others = refs.filter((r) => r !== void 0 && r.kind !== "pypi"), found = others.length ? `its index${others.length > 1 ? "es" : ""} (${others.map(describeIndex).join(", ")}) do not serve the ${pin.local} build` : "it installs from PyPI, which has no local versions";
    return [
      {
        id: "variant-mismatch",
        severity: "error",
        message: `${show(pin)} asks for the ${pin.local} build, but ${found}: pip will stop with "No matching distribution found for ${pin.package}${pin.specifier}".`,
        hint: `Install it from ${indexUrlFor(pin.local)} (--index-url in a requirements file, a uv index or Poetry source), or drop "+${pin.local}" to take the PyPI build.`,
        source: PEP440_LOCAL,
        location: pin.location
      }
    ];
  }
  if (!isTorch(pin.package)) return [];
  let exact = specOf(pin.specifier)?.exact, release2 = exact ? catalog.releases.find((r) => r.torch === minorKey2(exact)) : void 0;
  if (!release2 || release2.variants.some((v) => v.variant === pin.local)) return [];
  let last = catalog.releases.filter((r) => r.variants.some((v) => v.variant === pin.local)).map((r) => r.torch).sort(compareVersions).pop();
  return [
    {
      id: "variant-mismatch",
      severity: "error",
      message: `${show(pin)}: torch ${release2.torch} has no ${pin.local} build${last ? ` (the ${pin.local} index stops at torch ${last})` : ""}; pip will find no matching distribution. ${release2.torch} is built for ${release2.variants.map((v) => v.variant).join(", ")}.`,
      hint: `Pick a variant torch ${release2.torch} is built for, or a torch release that still has ${pin.local}.`,
      source: release2.source,
      location: pin.location
    }
  ];
}
var LOCAL_TAGS = /* @__PURE__ */ new Set(["linux", "windows"]);
function bestOn(r, pin, catalog, platform, python) {
  let spec = specOf(pin.specifier);
  if (!spec) return;
  let fitsPython = (rel) => !python || Number(python.split(".")[1]) >= Number(rel.python.min.split(".")[1]) && Number(python.split(".")[1]) <= Number(rel.python.max.split(".")[1]), os3 = platform.split("-")[0], builds = [];
  for (let rel of catalog.releases)
    if (fitsPython(rel))
      for (let patch of rel.patches)
        if (r.kind === "pypi") {
          let entry = rel.platforms.find((p) => p.platform === platform);
          if (!entry || entry.pypi === !1) continue;
          let variant = rel.pypi.find((d) => d.platform === platform)?.variant;
          builds.push({ version: patch.version, ...variant ? { variant } : {}, from: "PyPI" });
        } else if (r.kind === "pytorch" || r.kind === "find-links") {
          if (r.channel !== "stable") return;
          let variants = rel.variants.filter((v) => v.platforms.includes(platform) && (r.kind === "find-links" && !r.variant || r.variant === v.variant));
          for (let v of variants)
            builds.push({ version: LOCAL_TAGS.has(os3) ? `${patch.version}+${v.variant}` : patch.version, variant: v.variant, from: r.url });
        } else return;
  let ok = builds.filter((b) => satisfies2(b.version, spec));
  return ok.length === 0 ? null : ok.sort((a, b) => compareVersions(a.version, b.version)).pop();
}
function checkExtraIndex(pin, env, catalog) {
  if (pin.origin !== "requirements" || !pin.extraIndexUrls?.length || !isTorch(pin.package) || pin.url || pin.wheel) return [];
  let refs = [pin.indexUrl ?? "pypi", ...pin.extraIndexUrls].map((u) => u === "pypi" ? { kind: "pypi" } : ref(u));
  if (refs.some((r) => r === void 0)) return [];
  let rs = refs, nightly = rs.filter((r) => (r.kind === "pytorch" || r.kind === "find-links") && r.channel === "nightly");
  if (nightly.length && nightly.length < rs.length)
    return [
      {
        id: "variant-mismatch",
        severity: "warning",
        message: `${show(pin)} mixes a nightly index with stable ones (${rs.map(describeIndex).join(", ")}). Nightlies are dev releases (X.Y.0.devYYYYMMDD); pip installs the highest version over all indexes, and in PEP 440 a final release beats the dev releases before it, so once X.Y.0 is out on a stable index pip takes that build instead of the nightly (and without --pre it never considers the nightly at all).`,
        hint: "Install nightlies with --index-url pointing at the nightly index only, plus --pre.",
        source: PIP_FINDING,
        location: pin.location
      }
    ];
  let platform = platformKey(env.os, env.arch), python = env.python ? `${env.python.major}.${env.python.minor}` : void 0, best = rs.map((r) => bestOn(r, pin, catalog, platform, python));
  if (best.some((b) => b === void 0)) return [];
  let cands = best.filter((b) => b !== null);
  if (cands.length === 0) return [];
  let pytorchVariants = [...new Set(rs.flatMap((r) => r.kind === "pytorch" ? [r.variant] : []))], intended = pin.local ?? (pytorchVariants.length === 1 ? pytorchVariants[0] : void 0);
  if (!intended) return [];
  let winner = cands.reduce((a, b) => compareVersions(b.version, a.version) > 0 ? b : a);
  if (winner.variant === intended) return [];
  let mine = cands.filter((c) => c.variant === intended).sort((a, b) => compareVersions(a.version, b.version)).pop(), why = mine ? `its newest build there is ${mine.version}, and ${winner.version} from ${winner.from} sorts higher` : `that index has no build of ${pin.package}${pin.specifier || ""} for ${platformLabel(platform)}${python ? ` and Python ${python}` : ""}`;
  return [
    {
      id: "variant-mismatch",
      severity: "warning",
      message: `${show(pin)} is meant to come from the ${intended} index, but pip merges the candidates of every index (${rs.map(describeIndex).join(", ")}) and installs the highest version: ${why}, so pip installs ${winner.version}${winner.variant ? ` (the ${winner.variant} build)` : ""} from ${winner.from} on ${platformLabel(platform)}, without an error.`,
      hint: `Use --index-url ${indexUrlFor(intended)} instead of --extra-index-url, or pin the build (${pin.package}==X.Y.Z+${intended}) so only that index can satisfy it.`,
      source: PIP_FINDING,
      location: pin.location
    }
  ];
}
function checkWheel(pin, env) {
  let w = pin.wheel;
  if (!w) return [];
  let out = [], platform = platformKey(env.os, env.arch);
  w.platform && w.platform !== platform && out.push({
    id: "platform-unsupported",
    severity: "error",
    message: `${pin.package} is pinned to a wheel for ${platformLabel(w.platform)} (${w.platformTag}); this runner is ${platformLabel(platform)}: pip refuses it ("is not a supported wheel on this platform").`,
    hint: "Add a marker so this line only applies there, or pin a version instead of a wheel URL.",
    source: "https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/",
    location: pin.location
  });
  let py = env.python;
  return w.python && py && w.python !== `${py.major}.${py.minor}` && out.push({
    id: "python-unsupported",
    severity: "error",
    message: `${pin.package} is pinned to a wheel for Python ${w.python} (${w.pythonTag}); this runner has Python ${py.major}.${py.minor}: pip refuses it ("is not a supported wheel on this platform").`,
    hint: `Use the ${w.pythonTag.replace(/\d+$/, `${py.major}${py.minor}`)} wheel, add a python_version marker, or pin a version instead of a wheel URL.`,
    source: "https://packaging.python.org/en/latest/specifications/platform-compatibility-tags/",
    location: pin.location
  }), out;
}
function sameContext(a, b) {
  return a.origin === "conda" == (b.origin === "conda") && (!a.group || !b.group || a.group === b.group);
}
function checkCompanions(pins, catalog) {
  let out = [], torches = pins.filter((p) => isTorch(p.package));
  for (let comp of pins.filter((p) => p.package === "torchvision" || p.package === "torchaudio")) {
    let inContext = torches.filter((t) => sameContext(t, comp)), sameFile = inContext.filter((t) => t.location.file === comp.location.file);
    for (let torch of sameFile.length ? sameFile : inContext) {
      if (torch.local && comp.local && torch.local !== comp.local) {
        out.push({
          id: "companion-mismatch",
          severity: "error",
          message: `${show(comp)} is the ${comp.local} build but ${show(torch)} (${where(torch)}) is the ${torch.local} build: the two cannot load together ("operator torchvision::nms does not exist").`,
          hint: `Pin both to the same variant (+${torch.local}).`,
          source: PEP440_LOCAL,
          location: comp.location
        });
        continue;
      }
      let admitted = admittedPatches(catalog, torch.specifier.replace(/\+.*$/, "")), key = comp.package === "torchvision" ? "torchvision" : "torchaudio", paired = admitted.filter((a) => a[key] !== void 0);
      if (paired.length === 0) continue;
      let spec = specOf(comp.specifier);
      if (!spec || paired.filter((a) => satisfies2(spec.local ? `${a[key]}+${spec.local}` : a[key], spec)).length) continue;
      let pairs = paired.slice(-4).map((a) => `torch ${a.version} \u2194 ${key} ${a[key]}`).join(", ");
      out.push({
        id: "companion-mismatch",
        severity: "error",
        message: `${show(comp)} cannot go with ${show(torch)} (${where(torch)}): each torch release is built with one ${key} release (${pairs}), and none of those satisfies ${comp.specifier || "this pin"}.`,
        hint: `Pin ${key} to the release paired with your torch${paired.length === 1 ? ` (${key}==${paired[0][key]})` : ""}, or move both together.`,
        source: paired[paired.length - 1].release.source,
        location: comp.location
      });
    }
  }
  return out;
}
function checkRequiresPython(set, pins, catalog) {
  let rp = set.requiresPython;
  if (!rp) return [];
  let universe = knownPythons(catalog), out = [];
  for (let pin of pins.filter((p) => isTorch(p.package) && p.origin !== "conda")) {
    let releases = admittedReleases(catalog, pin.specifier.replace(/\+.*$/, ""));
    if (releases.length === 0) continue;
    let supported = unionPythons(releases), missing = universe.filter((py) => admitsPython(rp.specifier, py) && !supported.includes(py));
    if (missing.length === 0) continue;
    let low = supported[0], older = missing.filter((py) => Number(py.split(".")[1]) < Number(low.split(".")[1]));
    out.push({
      id: "python-unsupported",
      severity: older.length ? "warning" : "notice",
      message: `requires-python ${rp.specifier} (${rp.location.file}:${rp.location.line}) admits Python ${missing.join(", ")}, but ${show(pin)} has no wheels for ${missing.length > 1 ? "them" : "it"} (it supports ${supported[0]}\u2013${supported[supported.length - 1]}): installing there fails with "No matching distribution found", and uv/Poetry cannot lock for those Pythons.`,
      hint: `Narrow requires-python to ${supported[0]}\u2013${supported[supported.length - 1]}, or widen the torch pin to releases that support ${missing.join(", ")}.`,
      source: releases[releases.length - 1].python.source,
      location: pin.location
    });
  }
  return out;
}
function checkIndexes(set) {
  let out = [];
  for (let ix of set.indexes) {
    if (ix.url.includes("${")) {
      out.push({
        id: "index-url-unknown",
        severity: "notice",
        message: `${ix.url} depends on an environment variable; which variant it serves is only known when the variable is set.`,
        hint: "Set the variable when running the check (or pass --index-url) so the variant can be checked.",
        source: PIP_FINDING,
        location: ix.location
      });
      continue;
    }
    let r;
    try {
      r = parseIndexUrl(ix.url);
    } catch {
      continue;
    }
    r.kind === "unknown" && /pytorch|torch/i.test(ix.url) && out.push({
      id: "index-url-unknown",
      severity: "notice",
      message: `${ix.url} is not a download.pytorch.org index the catalog knows, so the variants it serves cannot be checked.`,
      hint: "Use an index such as https://download.pytorch.org/whl/cu128, or a mirror that keeps its /whl/<variant>/ layout.",
      source: PIP_FINDING,
      location: ix.location
    });
  }
  return out;
}
function checkNotes(pins) {
  return pins.flatMap(
    (p) => (p.notes ?? []).map(
      (n) => ({
        id: "variant-mismatch",
        severity: "notice",
        message: `${show(p)}: ${n}.`,
        hint: "Make the pin explicit in the file, or give the value when running the check.",
        source: PIP_FINDING,
        location: p.location
      })
    )
  );
}
function checkPins(set, env, catalog) {
  let { pins } = applicablePins(set, env);
  return [
    ...pins.flatMap((p) => checkLocal(p, catalog)),
    ...pins.flatMap((p) => checkWheel(p, env)),
    ...pins.flatMap((p) => checkExtraIndex(p, env, catalog)),
    ...checkCompanions(pins, catalog),
    ...checkRequiresPython(set, pins, catalog),
    ...checkIndexes(set),
    ...checkNotes(pins)
  ];
}

// src/pins/upgrade.ts
var range = (xs) => xs.length === 0 ? "\u2014" : xs.length === 1 ? xs[0] : `${xs[0]}\u2013${xs[xs.length - 1]}`, list2 = (xs) => xs.length ? xs.join(", ") : "\u2014", newest = (rs) => rs[rs.length - 1], strip = (spec) => spec.replace(/\+[^,]*/, "");
function upgradeTable(before, after, catalog) {
  let b = admittedReleases(catalog, strip(before)), a = admittedReleases(catalog, strip(after)), pair = (spec, key) => admittedPatches(catalog, strip(spec)).filter((p) => p[key]).pop()?.[key] ?? "\u2014", pypi = (r) => r?.pypi.find((d) => d.platform === "linux-x64")?.variant ?? "\u2014";
  return [
    { aspect: "torch", before: before || "any", after: after || "any" },
    { aspect: "Releases", before: range(b.map((r) => r.torch)), after: range(a.map((r) => r.torch)) },
    { aspect: "Python", before: range(unionPythons(b)), after: range(unionPythons(a)) },
    { aspect: "Platforms", before: list2(unionPlatforms(b).map(platformLabel)), after: list2(unionPlatforms(a).map(platformLabel)) },
    { aspect: "Index variants", before: list2(unionVariants(b)), after: list2(unionVariants(a)) },
    { aspect: "PyPI build (Linux x86_64)", before: pypi(newest(b)), after: pypi(newest(a)) },
    { aspect: "torchvision", before: pair(before, "torchvision"), after: pair(after, "torchvision") },
    { aspect: "torchaudio", before: pair(before, "torchaudio"), after: pair(after, "torchaudio") }
  ];
}
function counterpart(head, base) {
  let same = base.filter((b) => b.package === head.package);
  return same.find((b) => b.location.file === head.location.file && (b.marker ?? "") === (head.marker ?? "")) ?? same.find((b) => b.location.file === head.location.file) ?? (same.length === 1 ? same[0] : void 0);
}
function upgradeNotes(base, head, catalog) {
  let findings = [], table = [];
  for (let pin of head.pins.filter((p) => isTorch(p.package))) {
    let old = counterpart(pin, base.pins);
    if (!old || strip(old.specifier) === strip(pin.specifier)) continue;
    let before = admittedReleases(catalog, strip(old.specifier)), after = admittedReleases(catalog, strip(pin.specifier));
    if (before.length === 0 && after.length === 0) continue;
    let pyB = unionPythons(before), pyA = unionPythons(after), droppedPy = pyB.filter((p) => !pyA.includes(p)), addedPy = pyA.filter((p) => !pyB.includes(p)), plB = unionPlatforms(before), plA = unionPlatforms(after), droppedPl = plB.filter((p) => !plA.includes(p)), droppedVar = unionVariants(before).filter((v) => !unionVariants(after).includes(v)), addedVar = unionVariants(after).filter((v) => !unionVariants(before).includes(v)), oldTop = newest(before)?.torch, newTop = newest(after)?.torch, up = oldTop && newTop ? compareVersions(newTop, oldTop) >= 0 : !0, [lo, hi] = up ? [oldTop, newTop] : [newTop, oldTop], crossed = catalog.releases.filter((r) => (!lo || compareVersions(r.torch, lo) > 0) && (!hi || compareVersions(r.torch, hi) <= 0)).sort((x, y) => compareVersions(x.torch, y.torch)), rp = head.requiresPython ?? base.requiresPython, stillAdmitted = droppedPy.filter((p) => !rp || admitsPython(rp.specifier, p)), parts2 = [`torch pin changes from ${old.specifier || "any"} to ${pin.specifier || "any"}${oldTop && newTop ? ` (${oldTop} \u2192 ${newTop})` : ""}.`];
    droppedPy.length && parts2.push(`Pythons dropped: ${droppedPy.join(", ")}${stillAdmitted.length && rp ? ` (requires-python ${rp.specifier} still admits ${stillAdmitted.join(", ")})` : ""}.`), addedPy.length && parts2.push(`Pythons added: ${addedPy.join(", ")}.`), droppedPl.length && parts2.push(`Platforms dropped: ${droppedPl.map(platformLabel).join(", ")}.`), droppedVar.length && parts2.push(`Index variants dropped: ${droppedVar.join(", ")}.`), addedVar.length && parts2.push(`Index variants added: ${addedVar.join(", ")}.`);
    let notes = crossed.flatMap((r) => (r.notes ?? []).map((n) => `${r.torch}: ${n.text} (${n.source})`));
    notes.length && parts2.push(`${up ? "Release notes" : "Downgrade: these changes are undone"}: ${notes.join(" \xB7 ")}`), findings.push({
      id: "upgrade-note",
      severity: stillAdmitted.length || droppedPl.length ? "warning" : "notice",
      message: parts2.join(" "),
      hint: stillAdmitted.length ? `Raise requires-python past ${stillAdmitted[stillAdmitted.length - 1]} or drop those Pythons from the CI matrix.` : droppedPl.length ? "Drop the removed platforms from the CI matrix, or keep the old torch there with a marker." : "Review the release notes for behaviour changes.",
      source: newest(after)?.source ?? newest(before)?.source ?? "rules/releases",
      location: pin.location
    }), table.length === 0 && (table = upgradeTable(old.specifier, pin.specifier, catalog));
  }
  return { findings, table };
}

// src/pins/git.ts
import path3 from "node:path";
var FETCH_DEPTH_HINT = "Check out with actions/checkout and `fetch-depth: 0` (or fetch the base branch) so the history is there.";
async function git(args, cwd) {
  let r = await getExecOutput("git", args, { cwd, silent: !0, ignoreReturnCode: !0 });
  return { code: r.exitCode, out: r.stdout, err: r.stderr };
}
async function mergeBase(baseRef, cwd) {
  let tried = [];
  for (let ref2 of baseRef.includes("/") ? [baseRef] : [baseRef, `origin/${baseRef}`]) {
    if (tried.push(ref2), (await git(["rev-parse", "--verify", "--quiet", `${ref2}^{commit}`], cwd)).code !== 0) continue;
    let mb = await git(["merge-base", "HEAD", ref2], cwd);
    return mb.code === 0 && mb.out.trim() ? mb.out.trim() : {
      problem: (await git(["rev-parse", "--is-shallow-repository"], cwd)).out.trim() === "true" ? `this clone is shallow, so the merge base of HEAD and ${ref2} is not in it; the pins at the base cannot be read` : `HEAD and ${ref2} have no common history; the pins at the base cannot be read`,
      hint: FETCH_DEPTH_HINT
    };
  }
  return { problem: `git does not know the base ref ${tried.map((t) => JSON.stringify(t)).join(" or ")}, so the pins at the base cannot be read`, hint: FETCH_DEPTH_HINT };
}
async function readPinsAtBase(files, baseRef, cwd) {
  if (!/^[A-Za-z0-9._\/@^~{}-]+$/.test(baseRef) || baseRef.startsWith("-"))
    return { problem: `${JSON.stringify(baseRef)} is not a git ref`, hint: "Pass a branch, tag or commit, e.g. --base origin/main." };
  let rev;
  try {
    rev = await mergeBase(baseRef, cwd);
  } catch (e) {
    return { problem: `git could not be run: ${e instanceof Error ? e.message : String(e)}`, hint: "Install git on the runner, or run the check without --base." };
  }
  if (typeof rev != "string") return rev;
  let root = path3.resolve(cwd), source = {
    async read(abs) {
      let rel = path3.relative(root, abs).split(path3.sep).join("/");
      if (rel.startsWith("..")) return;
      let r = await git(["show", `${rev}:./${rel}`], root);
      return r.code === 0 ? Buffer.from(r.out, "utf8") : void 0;
    }
  }, existing = [];
  for (let f of files) await source.read(path3.resolve(root, f)) !== void 0 && existing.push(f);
  try {
    return await readPinsWith(existing, { cwd: root, source });
  } catch (e) {
    if (e instanceof InputError) return { problem: `at the merge base ${rev.slice(0, 12)}: ${e.message}`, hint: "The base version of the pin file could not be read; the notes compare against it." };
    throw e;
  }
}

// src/pins/index.ts
function readPins(files, options = {}) {
  return readPinsWith(files, options);
}

// src/scan/walk.ts
import { readdirSync, statSync as statSync2 } from "node:fs";
import { isAbsolute, join as join2, relative, resolve as resolve2, sep } from "node:path";
var IGNORED_DIRS = /* @__PURE__ */ new Set([".git", ".hg", ".svn", "node_modules", "__pycache__", ".tox", ".nox", ".venv", "venv", ".mypy_cache", ".pytest_cache", ".ruff_cache"]), GLOB_CHARS = /[*?[]/;
function isGlob(p) {
  return GLOB_CHARS.test(p);
}
function globRegExp(pattern) {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    let c = pattern[i];
    if (c === "*")
      if (pattern[i + 1] === "*") {
        let slash = pattern[i + 2] === "/";
        re += slash ? "(?:[^/]*/)*" : ".*", i += slash ? 2 : 1;
      } else re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      let close = pattern.indexOf("]", i + 2);
      if (close < 0) re += "\\[";
      else {
        let body = pattern.slice(i + 1, close).replace(/^!/, "^").replace(/\\/g, "\\\\");
        re += `[${body}]`, i = close;
      }
    } else re += c.replace(/[.+^${}()|\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}
function display(abs, cwd) {
  let rel = relative(cwd, abs);
  return (rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : abs).split(sep).join("/");
}
function code(err) {
  return err?.code ?? "error";
}
async function* walkPaths(paths, cwd) {
  let seenFiles = /* @__PURE__ */ new Set(), visited = /* @__PURE__ */ new Set();
  for (let p of paths) {
    if (isGlob(p)) {
      let normalized = p.split("\\").join("/"), segments = normalized.split("/"), firstGlob = segments.findIndex((s) => isGlob(s)), baseRel = segments.slice(0, firstGlob).join("/") || (normalized.startsWith("/") ? "/" : "."), base = resolve2(cwd, baseRel), re = globRegExp(segments.slice(firstGlob).join("/"));
      for await (let item of walkDir(base, cwd, visited, (rel) => re.test(rel), base)) {
        if ("path" in item) {
          if (seenFiles.has(item.path)) continue;
          seenFiles.add(item.path);
        }
        yield item;
      }
      continue;
    }
    let abs = resolve2(cwd, p), st;
    try {
      st = statSync2(abs);
    } catch (err) {
      if (code(err) === "ELOOP") {
        yield { skipped: { file: display(abs, cwd), reason: "symlink loop" } };
        continue;
      }
      throw new InputError(`scan path not found: ${p}`);
    }
    if (st.isDirectory())
      for await (let item of walkDir(abs, cwd, visited, (rel) => rel.endsWith(".py"), abs)) {
        if ("path" in item) {
          if (seenFiles.has(item.path)) continue;
          seenFiles.add(item.path);
        }
        yield item;
      }
    else seenFiles.has(abs) || (seenFiles.add(abs), yield { file: display(abs, cwd), path: abs });
  }
}
async function* walkDir(dir, cwd, visited, want, base) {
  let st;
  try {
    st = statSync2(dir);
  } catch (err) {
    yield { skipped: { file: display(dir, cwd), reason: code(err) === "ELOOP" ? "symlink loop" : `cannot read directory (${code(err)})` } };
    return;
  }
  let key = `${st.dev}:${st.ino}`;
  if (visited.has(key)) {
    yield { skipped: { file: display(dir, cwd), reason: "symlink loop or repeated directory (already scanned)" } };
    return;
  }
  visited.add(key);
  let names;
  try {
    names = readdirSync(dir, { withFileTypes: !0 }).map((d) => ({ name: d.name, dir: d.isDirectory(), link: d.isSymbolicLink() }));
  } catch (err) {
    yield { skipped: { file: display(dir, cwd), reason: `cannot read directory (${code(err)})` } };
    return;
  }
  names.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (let d of names) {
    let abs = join2(dir, d.name), isDir = d.dir;
    if (d.link)
      try {
        isDir = statSync2(abs).isDirectory();
      } catch (err) {
        let reason2 = code(err) === "ELOOP" ? "symlink loop" : "broken symlink";
        want(relative(base, abs).split(sep).join("/")) && (yield { skipped: { file: display(abs, cwd), reason: reason2 } });
        continue;
      }
    if (isDir) {
      if (IGNORED_DIRS.has(d.name)) continue;
      yield* walkDir(abs, cwd, visited, want, base);
    } else want(relative(base, abs).split(sep).join("/")) && (yield { file: display(abs, cwd), path: abs });
  }
}

// src/app/pins.ts
async function expandPinFiles(patterns, cwd) {
  let files = [];
  for (let p of patterns) {
    let before = files.length;
    for await (let item of walkPaths([p], cwd)) "file" in item && files.push(item.file);
    if (files.length === before) throw new InputError(`requirements: ${JSON.stringify(p)} matches no file`);
  }
  return files;
}
async function loadPins(patterns, cwd) {
  let files = patterns.length ? await expandPinFiles(patterns, cwd) : await discoverPinFiles(cwd);
  if (files.length !== 0)
    return readPins(files, { cwd });
}
var pipTorch = (p) => p.package === "torch";
function requestFromPins(set, env, given) {
  let app = applicablePins(set, env), torch = app.pins.find(pipTorch) ?? app.pins.find((p) => p.package === "pytorch"), vision = app.pins.find((p) => p.package === "torchvision"), audio = app.pins.find((p) => p.package === "torchaudio"), notes = app.undecided.map(
    ({ pin, reason: reason2 }) => finding("probe-failed", "notice", `The pin at ${pin.location.file}:${pin.location.line} was kept although its marker could not be decided: ${reason2}`, "Give python-version (or run after actions/setup-python) so markers can be evaluated.", pin.location.file, void 0, pin.location)
  );
  if (!torch) return { input: given, notes };
  let spec = torch.wheel ? `==${torch.wheel.version}${torch.wheel.local ? `+${torch.wheel.local}` : ""}` : torch.specifier, index = given.indexUrl ?? torch.indexUrl ?? (torch.wheel?.local ? indexUrlFor(torch.wheel.local) : void 0);
  return {
    input: {
      ...given,
      torch: spec,
      torchLocation: torch.location,
      ...index ? { indexUrl: index } : {},
      extraIndexUrls: [...given.extraIndexUrls ?? [], ...torch.extraIndexUrls ?? []],
      ...given.torchvision === void 0 && vision?.specifier ? { torchvision: vision.specifier } : {},
      ...given.torchaudio === void 0 && audio?.specifier ? { torchaudio: audio.specifier } : {}
    },
    notes
  };
}
function pinFindings(set, env, catalog) {
  return checkPins(set, env, catalog);
}
async function upgradeAgainst(set, base, cwd, catalog) {
  let old = await readPinsAtBase(set.files, base, cwd);
  return "problem" in old ? { findings: [finding("probe-failed", "warning", `No upgrade notes: ${old.problem}.`, old.hint, "https://github.com/actions/checkout#fetch-all-history-for-all-tags-and-branches")], table: [] } : upgradeNotes(old, set, catalog);
}

// src/app/check.ts
async function runCheck(opts, probeIo) {
  let cwd = opts.cwd ?? process.cwd();
  buildRequest(opts.request);
  let catalog = await loadCatalog(opts.config), pins = opts.request.torch === void 0 || (opts.requirements?.length ?? 0) > 0 ? await loadPins(opts.requirements ?? [], cwd) : void 0, env = await buildEnvironment(opts.overrides, probeIo), input = opts.request, extra = [];
  if (pins) {
    let fromPins = requestFromPins(pins, env, opts.request);
    input = opts.request.torch === void 0 ? fromPins.input : opts.request, extra.push(...fromPins.notes, ...pinFindings(pins, env, catalog));
  }
  let request = buildRequest(input), evaluation = evaluate(env, request, catalog), upgrade;
  opts.base && pins && (upgrade = await upgradeAgainst(pins, opts.base, cwd, catalog), extra.push(...upgrade.findings));
  let findings = sortFindings([...evaluation.findings, ...extra]), verdict = verdictOf(findings), report = buildReport(env, request, evaluation.resolution, findings, verdict);
  return pins && (report.pins = pinsToJson(pins).pins), upgrade?.table.length && (report.upgrade = upgrade.table), { report, evaluation: { ...evaluation, findings, verdict }, env, request, catalog, ...upgrade ? { upgrade } : {} };
}

// src/app/matrix.ts
import { readFileSync as readFileSync2, statSync as statSync3 } from "node:fs";
import { resolve as resolve3 } from "node:path";

// src/matrix/parse-input.ts
var import_yaml3 = __toESM(require_dist(), 1);

// src/matrix/yaml-matrix.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/matrix/locate.ts
function locationOf(file, at2) {
  return file && at2 ? { file, line: at2.line, column: at2.column } : void 0;
}
function located(draft, file, at2) {
  let location = locationOf(file, at2);
  return location ? { ...draft, location } : at2 ? { ...draft, message: `${draft.message} (line ${at2.line})` } : draft;
}
var GITHUB_MATRIX_DOCS = "https://docs.github.com/en/actions/writing-workflows/workflow-syntax-for-github-actions#jobsjob_idstrategymatrix";

// src/matrix/yaml-matrix.ts
var EXPRESSION = /\$\{\{[\s\S]*?\}\}/;
function positionOf(src, node) {
  let range2 = node?.range;
  if (!range2) return;
  let p = src.lines.linePos(range2[0]);
  return { line: p.line, column: p.col };
}
function valueOf(src, node, depth = 0) {
  if (depth > 50) return null;
  if ((0, import_yaml2.isAlias)(node)) return valueOf(src, node.resolve(src.doc), depth + 1);
  if ((0, import_yaml2.isScalar)(node)) {
    let v = node.value;
    return typeof v == "string" || typeof v == "number" || typeof v == "boolean" || v === null ? v : String(v);
  }
  if ((0, import_yaml2.isSeq)(node)) return node.items.map((n) => valueOf(src, n, depth + 1));
  if ((0, import_yaml2.isMap)(node)) {
    let out = {};
    for (let pair of node.items) out[String(valueOf(src, pair.key, depth + 1))] = valueOf(src, pair.value, depth + 1);
    return out;
  }
  return null;
}
function floatDiagnostics(src, key, node, out) {
  if ((0, import_yaml2.isSeq)(node)) return node.items.forEach((n) => floatDiagnostics(src, key, n, out));
  if ((0, import_yaml2.isMap)(node)) return node.items.forEach((p) => floatDiagnostics(src, String(valueOf(src, p.key)), p.value, out));
  if (!(0, import_yaml2.isScalar)(node) || typeof node.value != "number") return;
  let written = (node.source ?? "").trim(), seen = String(node.value);
  /^\d+\.\d*0$/.test(written) && written !== seen && out.push(
    located(
      {
        id: "matrix-float-version",
        severity: "warning",
        message: `\`${key}: ${written}\` is the YAML number ${seen}, so the job gets "${seen}", not "${written}".`,
        hint: `Quote it: '${written}'.`,
        source: "https://yaml.org/spec/1.2.2/#10214-floating-point"
      },
      src.file,
      positionOf(src, node)
    )
  );
}
function expressionText(node) {
  return (0, import_yaml2.isScalar)(node) && typeof node.value == "string" && EXPRESSION.test(node.value) ? node.value.trim() : void 0;
}
function entries(src, part, node, def) {
  if (node == null || (0, import_yaml2.isScalar)(node) && node.value === null) return [];
  if (!(0, import_yaml2.isSeq)(node))
    return def.diagnostics.push(invalid(src, `\`${part}\` must be a list of mappings.`, node)), [];
  let out = [];
  for (let item of node.items) {
    let resolved = (0, import_yaml2.isAlias)(item) ? item.resolve(src.doc) : item;
    if (!(0, import_yaml2.isMap)(resolved)) {
      def.diagnostics.push(invalid(src, `Each \`${part}\` entry must be a mapping.`, item));
      continue;
    }
    let values = valueOf(src, resolved), valueAt = {};
    for (let pair of resolved.items) {
      let at3 = positionOf(src, pair.value) ?? positionOf(src, pair.key);
      at3 && (valueAt[String(valueOf(src, pair.key))] = at3), floatDiagnostics(src, String(valueOf(src, pair.key)), pair.value, def.diagnostics);
    }
    let at2 = positionOf(src, item);
    out.push({ values, ...at2 ? { at: at2 } : {}, valueAt });
  }
  return out;
}
function invalid(src, message, node) {
  return located(
    { id: "matrix-invalid", severity: "error", message: `${message} GitHub rejects the workflow.`, hint: "See the matrix syntax.", source: GITHUB_MATRIX_DOCS },
    src.file,
    positionOf(src, node)
  );
}
function readMatrixNode(src, node) {
  let at2 = positionOf(src, node), def = { dimensions: [], include: [], exclude: [], diagnostics: [], ...at2 ? { at: at2 } : {}, ...src.file ? { file: src.file } : {} }, resolved = (0, import_yaml2.isAlias)(node) ? node.resolve(src.doc) : node, expr = expressionText(resolved);
  if (expr)
    return def.expression = { text: expr, part: "matrix", ...at2 ? { at: at2 } : {} }, def;
  if (!(0, import_yaml2.isMap)(resolved))
    return def.diagnostics.push(invalid(src, "A matrix must be a mapping of dimensions (or an expression).", node)), def;
  let includeNode, excludeNode;
  for (let pair of resolved.items) {
    let key = String(valueOf(src, pair.key)), keyAt = positionOf(src, pair.key);
    if (key === "include" || key === "exclude") {
      let e = expressionText(pair.value);
      if (e) {
        let where2 = positionOf(src, pair.value);
        def.expression ??= { text: e, part: key, ...where2 ? { at: where2 } : {} };
      }
      key === "include" ? includeNode = pair.value : excludeNode = pair.value;
      continue;
    }
    let value = (0, import_yaml2.isAlias)(pair.value) ? pair.value.resolve(src.doc) : pair.value, dimExpr = expressionText(value), dim = { key, values: [], ...keyAt ? { keyAt } : {} };
    if (dimExpr)
      dim.expression = dimExpr;
    else if ((0, import_yaml2.isSeq)(value))
      dim.values = value.items.map((n) => valueOf(src, n)), dim.valueAt = value.items.map((n) => positionOf(src, n)), floatDiagnostics(src, key, value, def.diagnostics);
    else {
      dim.values = [valueOf(src, value)];
      let vAt = positionOf(src, value);
      dim.valueAt = [vAt], floatDiagnostics(src, key, value, def.diagnostics), def.diagnostics.push(
        located(
          { id: "matrix-invalid", severity: "warning", message: `\`${key}\` is a single value, not a list; GitHub expects a list (or an expression).`, hint: `Write \`${key}: [${String(dim.values[0])}]\`.`, source: GITHUB_MATRIX_DOCS },
          src.file,
          vAt
        )
      );
    }
    def.dimensions.push(dim);
  }
  return def.expression || (def.include = entries(src, "include", includeNode, def), def.exclude = entries(src, "exclude", excludeNode, def)), def;
}

// src/matrix/parse-input.ts
var MAX_INPUT = 5e6;
function parseYaml(text2, what) {
  if (text2.includes("\0")) throw new InputError(`${what} is binary, not YAML or JSON`);
  if (text2.length > MAX_INPUT) throw new InputError(`${what} is too large (${text2.length} characters)`);
  let lines = new import_yaml3.LineCounter(), doc = (0, import_yaml3.parseDocument)(text2, { lineCounter: lines, prettyErrors: !1, uniqueKeys: !0, keepSourceTokens: !1 }), err = doc.errors[0];
  if (err) {
    let at2 = err.linePos?.[0] ?? lines.linePos(err.pos[0]), pos2 = { line: at2.line, col: at2.col };
    throw new InputError(`${what}${pos2 ? `:${pos2.line}:${pos2.col}` : ""}: not valid YAML/JSON: ${err.message.split(`
`)[0]}`);
  }
  return { doc, lines };
}
function parseMatrixInput(text2) {
  if (text2.trim() === "") throw new InputError('matrix is empty; expected JSON or YAML such as {"python-version": ["3.12"], "os": ["ubuntu-latest"]}');
  let src = parseYaml(text2, "matrix"), node = src.doc.contents;
  for (let wrapper of ["strategy", "matrix"])
    (0, import_yaml3.isMap)(node) && node.items.length === 1 && String(valueOf(src, node.items[0].key)) === wrapper && (node = node.items[0].value);
  if (!(0, import_yaml3.isMap)(node) && !(typeof valueOf(src, node) == "string" && /\$\{\{/.test(String(valueOf(src, node)))))
    throw new InputError('matrix must be a mapping of dimensions, e.g. {"python-version": ["3.11", "3.12"], "torch": ["2.8.0"]}');
  return readMatrixNode(src, node);
}

// src/matrix/equality.ts
var isMap4 = (v) => typeof v == "object" && v !== null && !Array.isArray(v);
function toNumber(v) {
  return typeof v == "number" ? v : typeof v == "boolean" ? v ? 1 : 0 : v === null ? 0 : Number(v.trim());
}
function looseEqual(a, b) {
  if (a === void 0 || b === void 0) return !1;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => looseEqual(x, b[i]));
  if (isMap4(a) || isMap4(b)) {
    if (!isMap4(a) || !isMap4(b)) return !1;
    let ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => findKey(b, k) !== void 0 && looseEqual(a[k], b[findKey(b, k)]));
  }
  if (typeof a == "string" && typeof b == "string") return a.toLowerCase() === b.toLowerCase();
  if (typeof a == typeof b) return a === b;
  let na = toNumber(a), nb = toNumber(b);
  return !Number.isNaN(na) && na === nb;
}
function findKey(obj, key) {
  if (key in obj) return key;
  let lower = key.toLowerCase();
  return Object.keys(obj).find((k) => k.toLowerCase() === lower);
}
function filterMatches(filter, cell2) {
  return Object.entries(filter).every(([k, want]) => {
    let key = findKey(cell2, k);
    if (key === void 0) return !1;
    let have = cell2[key];
    return isMap4(want) ? isMap4(have) && filterMatches(want, have) : looseEqual(have, want);
  });
}

// src/matrix/expand.ts
var MAX_JOBS = 256, show2 = (c) => `{${Object.entries(c).map(([k, v]) => `${k}: ${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ")}}`;
function product(def) {
  let dims = def.dimensions;
  if (dims.length === 0) return [];
  let total = dims.reduce((n, d) => n * d.values.length, 1), cells = [];
  for (let i = 0; i < total; i++) {
    let values = {}, index = {}, block = total;
    for (let d of dims) {
      block /= d.values.length;
      let j = Math.floor(i / block) % d.values.length;
      values[d.key] = d.values[j], index[d.key] = j;
    }
    cells.push({ values, origin: { kind: "product", index }, addedBy: {} });
  }
  return cells;
}
function sameCombination(a, b) {
  let ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => {
    let kb = findKey(b, k);
    return kb !== void 0 && looseEqual(a[k], b[kb]);
  });
}
function expandMatrix(def) {
  let diagnostics = [...def.diagnostics], { file } = def;
  if (def.expression) {
    let what = def.expression.part === "matrix" ? "The matrix" : `The matrix's ${def.expression.part}`;
    return diagnostics.push(
      located(
        {
          id: "matrix-expression",
          severity: "notice",
          message: `${what} is built at run time (${def.expression.text}), so its combinations cannot be checked before the workflow runs.`,
          hint: "Run torch-preflight in the job that computes the matrix (`matrix` input), or check each leg with the action inside the matrix job.",
          source: GITHUB_MATRIX_DOCS
        },
        file,
        def.expression.at
      )
    ), { cells: [], diagnostics };
  }
  let dimKeys = def.dimensions.map((d) => d.key), isDimKey = (k) => findKey(Object.fromEntries(dimKeys.map((d) => [d, !0])), k) !== void 0;
  for (let d of def.dimensions) {
    if (d.expression)
      return diagnostics.push(
        located(
          {
            id: "matrix-expression",
            severity: "notice",
            message: `The values of \`${d.key}\` are computed at run time (${d.expression}), so the matrix's combinations cannot be checked before the workflow runs.`,
            hint: "List the values literally, or run torch-preflight where the values are computed.",
            source: GITHUB_MATRIX_DOCS
          },
          file,
          d.keyAt
        )
      ), { cells: [], diagnostics };
    if (d.values.length === 0)
      return diagnostics.push(
        located(
          {
            id: "matrix-invalid",
            severity: "error",
            message: `The matrix dimension \`${d.key}\` has no values; GitHub rejects the workflow.`,
            hint: `Give \`${d.key}\` at least one value, or remove it.`,
            source: GITHUB_MATRIX_DOCS
          },
          file,
          d.keyAt
        )
      ), { cells: [], diagnostics };
  }
  let excludeUsed = def.exclude.map(() => !1), original = product(def).filter((cell2) => {
    let excluded = !1;
    return def.exclude.forEach((e, i) => {
      filterMatches(e.values, cell2.values) && (excludeUsed[i] = !0, excluded = !0);
    }), !excluded;
  });
  def.exclude.forEach((e, i) => {
    let foreign = Object.keys(e.values).filter((k) => !isDimKey(k));
    foreign.length > 0 ? diagnostics.push(
      located(
        {
          id: "matrix-invalid",
          severity: "error",
          message: `exclude entry ${show2(e.values)} names ${foreign.map((k) => `\`${k}\``).join(", ")}, which ${foreign.length > 1 ? "are" : "is"} not a matrix dimension; GitHub rejects the workflow.`,
          hint: `An exclude entry may only name the matrix's own keys (${dimKeys.join(", ") || "none"}).`,
          source: GITHUB_MATRIX_DOCS
        },
        file,
        e.at
      )
    ) : excludeUsed[i] || diagnostics.push(
      located(
        {
          id: "matrix-exclude-unused",
          severity: "warning",
          message: `exclude entry ${show2(e.values)} matches no combination of the matrix, so it removes nothing.`,
          hint: "Check the values against the dimensions (a YAML number such as 3.10 is 3.1; strings compare ignoring case), or delete the entry.",
          source: GITHUB_MATRIX_DOCS
        },
        file,
        e.at
      )
    );
  });
  let added = [];
  def.include.forEach((entry, i) => {
    let filter = {};
    for (let [k, v] of Object.entries(entry.values)) isDimKey(k) && (filter[k] = v);
    let targets = original.filter((c) => filterMatches(filter, c.values));
    if (targets.length === 0) {
      let values = { ...entry.values }, twin = [...original, ...added].find((c) => sameCombination(c.values, values));
      twin && diagnostics.push(duplicate(entry, `it repeats the combination ${show2(twin.values)}, so GitHub runs that job twice`, file)), added.push({ values, origin: { kind: "include", entry: i }, addedBy: {} });
      return;
    }
    let changed = !1;
    for (let c of targets)
      for (let [k, v] of Object.entries(entry.values)) {
        if (isDimKey(k)) continue;
        let existing = findKey(c.values, k) ?? k;
        (!(existing in c.values) || !looseEqual(c.values[existing], v)) && (changed = !0), c.values[existing] = v, c.addedBy[existing] = i;
      }
    if (!changed) {
      let what = targets.length === 1 ? `the combination ${show2(targets[0].values)}` : `${targets.length} combinations`;
      diagnostics.push(duplicate(entry, `${what} already ${targets.length === 1 ? "has" : "have"} every value it sets, so it adds nothing`, file));
    }
  });
  let cells = [...original, ...added];
  return cells.length > MAX_JOBS && diagnostics.push(
    located(
      {
        id: "matrix-invalid",
        severity: "warning",
        message: `The matrix makes ${cells.length} jobs; GitHub runs at most ${MAX_JOBS} per matrix and rejects the rest of the workflow run.`,
        hint: "Split the matrix across jobs, or drop combinations with exclude.",
        source: GITHUB_MATRIX_DOCS
      },
      file,
      def.at
    )
  ), { cells, diagnostics };
}
function duplicate(entry, why, file) {
  return located(
    {
      id: "matrix-include-duplicate",
      severity: "warning",
      message: `include entry ${show2(entry.values)} duplicates a cell: ${why}.`,
      hint: "Delete the entry, or change it to add the values you meant.",
      source: GITHUB_MATRIX_DOCS
    },
    file,
    entry.at
  );
}

// src/matrix/blame.ts
var ROLE_ORDER = {
  "python-unsupported": ["python", "torch"],
  "python-preview": ["python", "torch"],
  "python-implementation": ["python"],
  "python-32bit": ["python"],
  "platform-unsupported": ["runner", "torch"],
  "macos-too-old": ["runner", "torch"],
  "mps-unavailable": ["runner", "torch"],
  "glibc-too-old": ["runner", "torch"],
  "backend-unavailable": ["index", "torch", "runner"],
  "backend-experimental": ["index", "torch", "runner"],
  "index-url-unknown": ["index"],
  "variant-mismatch": ["index", "torch"],
  "driver-too-old": ["index", "runner"],
  "gpu-unsupported": ["index", "runner"],
  "cuda-without-gpu": ["index", "runner"],
  "companion-mismatch": ["torch"],
  "resolution-fallback": ["torch", "python"],
  "no-release": ["torch", "python", "runner"],
  "catalog-stale": ["torch"],
  "runner-unknown": ["runner"],
  "runner-retired": ["runner"]
};
function rolesFor(id) {
  return ROLE_ORDER[id] ?? ["torch", "python", "runner", "index"];
}
function positionOfKey(def, cell2, key) {
  let k = findKey(cell2.values, key) ?? key, entryAt = (i) => {
    let e = def.include[i];
    if (!e) return;
    let ek = findKey(e.valueAt ?? {}, k);
    return (ek !== void 0 ? e.valueAt?.[ek] : void 0) ?? e.at;
  };
  if (cell2.origin.kind === "include") return entryAt(cell2.origin.entry);
  let added = cell2.addedBy[k];
  if (added !== void 0) return entryAt(added);
  let dim = def.dimensions.find((d) => d.key === k), j = cell2.origin.index[k];
  return dim && j !== void 0 ? dim.valueAt?.[j] ?? dim.keyAt : void 0;
}
function positionOfBlame(def, cell2, blame) {
  if (blame) {
    if (blame.kind === "at") return blame.at;
    if (blame.kind === "key") return positionOfKey(def, cell2, blame.key);
  }
}

// src/matrix/job-context.ts
var MATRIX_REF = /\$\{\{\s*matrix(?:\.([A-Za-z_][\w-]*)|\[\s*'([^']+)'\s*\])\s*\}\}/g;
function matrixRefs(text2) {
  return [...text2.matchAll(MATRIX_REF)].map((m) => m[1] ?? m[2]);
}
function soleRef(text2) {
  let m = /^\s*\$\{\{\s*matrix(?:\.([A-Za-z_][\w-]*)|\[\s*'([^']+)'\s*\])\s*\}\}\s*$/.exec(text2);
  return m ? m[1] ?? m[2] : void 0;
}
function substitute(text2, lookup) {
  return text2.replace(MATRIX_REF, (whole, a, b) => lookup(a ?? b) ?? whole);
}

// src/matrix/runners.ts
var text = (v) => typeof v == "string" ? v : JSON.stringify(v);
function runnerFor(label, catalog) {
  if (label == null) return { kind: "unknown", label: "" };
  if (Array.isArray(label)) {
    let labels = label.map(text);
    return labels.some((l) => l.toLowerCase() === "self-hosted") ? { kind: "self-hosted", label: labels.join(", ") } : labels.length === 1 ? runnerFor(labels[0], catalog) : { kind: "unknown", label: labels.join(", ") };
  }
  if (typeof label == "object") {
    let labels = label.labels, group = label.group;
    return group !== void 0 ? { kind: "unknown", label: `group ${text(group)}` } : runnerFor(labels, catalog);
  }
  let name = String(label).trim();
  if (/\$\{\{/.test(name)) return { kind: "expression", label: name };
  if (name.toLowerCase() === "self-hosted") return { kind: "self-hosted", label: name };
  let runner = catalog.runners.find((r) => r.label.toLowerCase() === name.toLowerCase());
  return runner ? { kind: "hosted", label: name, runner } : { kind: "unknown", label: name };
}

// src/matrix/values.ts
function asText(v) {
  return v == null ? "" : typeof v == "string" ? v : typeof v == "number" || typeof v == "boolean" ? String(v) : JSON.stringify(v);
}
var hasExpression = (s) => s.includes("${{");
function readPython(v) {
  let text2 = asText(v).trim();
  if (hasExpression(text2)) return { ok: !1, why: `Python \`${text2}\` is only known at run time`, hint: "List the Python versions literally." };
  try {
    return { ok: !0, value: parsePythonVersion(text2) };
  } catch {
    return {
      ok: !1,
      why: `Python \`${text2 || "(empty)"}\` names no single version the planner can check`,
      hint: "Write a minor version such as 3.12 (quoted in YAML), 3.13t or pypy3.10; ranges such as 3.x are not guessed."
    };
  }
}
var SYMBOLIC_NEWEST = /* @__PURE__ */ new Set(["", "latest", "stable", "release", "newest", "default"]), SYMBOLIC_PRE = /* @__PURE__ */ new Set(["nightly", "nightlies", "pre", "preview", "dev", "main", "test", "rc"]);
function readTorch(v) {
  let text2 = asText(v).trim(), lower = text2.toLowerCase();
  if (hasExpression(text2)) return { ok: !1, why: `torch \`${text2}\` is only known at run time`, hint: "List the torch versions literally." };
  if (SYMBOLIC_NEWEST.has(lower)) return { ok: !0, value: { spec: parseSpecifier(""), pre: !1 } };
  if (SYMBOLIC_PRE.has(lower))
    return {
      ok: !1,
      why: `torch \`${text2}\` means nightly or pre-release builds, which the catalog does not list`,
      hint: "Check nightly legs by running the action inside the job, or pin a released version here."
    };
  try {
    return { ok: !0, value: { spec: parseSpecifier(text2, "torch version"), pre: !1 } };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { ok: !1, why: `torch \`${text2}\` is not a version or specifier`, hint: "Write e.g. 2.8.0, 2.9, 2.9.1+cpu or >=2.5,<2.10." };
  }
}
function readCuda(v) {
  let text2 = asText(v).trim().toLowerCase();
  if (hasExpression(text2)) return { ok: !1, why: `CUDA \`${text2}\` is only known at run time`, hint: "List the CUDA versions literally." };
  if (text2 === "" || text2 === "cpu" || text2 === "none" || text2 === "false" || text2 === "no") return { ok: !0, value: "cpu" };
  if (isVariantName(text2)) return { ok: !0, value: text2 };
  let m = /^(?:cuda[-_ ]?|cu)?(\d{2})\.(\d)(?:\.\d+)?$/.exec(text2);
  if (m) return { ok: !0, value: `cu${m[1]}${m[2]}` };
  let r = /^rocm[-_ ]?(\d+\.\d+(?:\.\d+)?)$/.exec(text2);
  return r ? { ok: !0, value: `rocm${r[1]}` } : { ok: !1, why: `CUDA \`${text2}\` does not name a build`, hint: "Write a CUDA version such as 12.8 (quoted in YAML), a variant such as cu128, cpu, rocm6.4 or xpu." };
}
function readIndex(v) {
  let text2 = asText(v).trim();
  if (hasExpression(text2)) return { ok: !1, why: `index \`${text2}\` is only known at run time`, hint: "List the index URLs literally." };
  try {
    return { ok: !0, value: parseIndexUrl(text2) };
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return { ok: !1, why: `index \`${text2}\` is not a URL or variant`, hint: "Write e.g. https://download.pytorch.org/whl/cu128, cu128 or pypi." };
  }
}

// src/matrix/cell-input.ts
var DEFAULT_RUNNER = "ubuntu-latest", RUNNER_DOCS = "https://github.com/actions/runner-images#available-images";
function cellValue(cell2, key) {
  if (key === void 0) return;
  let k = findKey(cell2, key);
  return k === void 0 ? void 0 : cell2[k];
}
function fill(t, cell2) {
  let refs = [...new Set(matrixRefs(t.text))], text2 = substitute(t.text, (k) => {
    let v = cellValue(cell2, k);
    return v === void 0 ? "" : asText(v);
  }), sole = soleRef(t.text), raw = sole !== void 0 ? cellValue(cell2, sole) : void 0;
  return {
    text: text2,
    ...raw !== void 0 ? { raw } : {},
    ...refs.length === 1 ? { fromKey: refs[0] } : {},
    refersToMatrix: refs.length > 0
  };
}
function unknownValue(ctx, r) {
  ctx.unknown = !0, ctx.problems.push({ id: "matrix-value-unknown", severity: "notice", message: `${r.why}, so this cell is not checked.`, hint: r.hint, source: GITHUB_MATRIX_DOCS });
}
function pick(ctx, role, template2) {
  let filled = template2 ? fill(template2, ctx.cell) : void 0, key = ctx.roles[role], fromMatrix = cellValue(ctx.cell, key);
  if (filled?.refersToMatrix) {
    let blame = filled.fromKey ? { kind: "key", key: filled.fromKey } : template2?.at ? { kind: "at", at: template2.at } : { kind: "default" };
    return { value: filled.raw ?? filled.text, blame };
  }
  if (fromMatrix !== void 0 && key !== void 0) return { value: fromMatrix, blame: { kind: "key", key: findKey(ctx.cell, key) ?? key } };
  if (filled) return { value: filled.text, blame: template2?.at ? { kind: "at", at: template2.at } : { kind: "default" } };
}
function runnerProblem(match) {
  switch (match.kind) {
    case "hosted":
      return match.runner.status !== "retired" ? void 0 : {
        id: "runner-retired",
        severity: "error",
        message: `Runner \`${match.label}\` (${match.runner.os} ${match.runner.osVersion}, ${match.runner.arch}) has been retired: its jobs wait for a runner that never comes.${match.runner.note ? ` ${match.runner.note}` : ""}`,
        hint: "Move to a current label, e.g. ubuntu-24.04, macos-15 or windows-2025.",
        source: match.runner.source
      };
    case "self-hosted":
      return {
        id: "runner-unknown",
        severity: "notice",
        message: `Runner \`${match.label}\` is self-hosted; its OS, arch and glibc are not known here, so this cell is not checked.`,
        hint: "Describe it in a rules file (`runners:` with label, os, arch, osVersion, glibc) passed as `config`, or run the action on that runner.",
        source: RUNNER_DOCS
      };
    case "expression":
      return {
        id: "matrix-expression",
        severity: "notice",
        message: `Runner \`${match.label}\` is only known at run time, so this cell is not checked.`,
        hint: "Name the runner labels literally in the matrix.",
        source: RUNNER_DOCS
      };
    case "unknown":
      return {
        id: "runner-unknown",
        severity: "warning",
        message: match.label ? `Runner \`${match.label}\` is not a GitHub-hosted image label the planner knows (a larger runner, a custom label or a typo), so this cell is not checked.` : "This cell names no runner, so it is not checked.",
        hint: "Use a GitHub-hosted label (see the runner table), or describe the runner in a rules file (`runners:`) passed as `config`.",
        source: RUNNER_DOCS
      };
  }
}
function environment(match, py) {
  let r = match.runner;
  return {
    ...py ? {
      python: {
        major: py.major,
        minor: py.minor,
        ...py.full ? { full: py.full } : {},
        implementation: py.implementation,
        freeThreaded: py.freeThreaded,
        provenance: "given"
      }
    } : {},
    os: r.os,
    arch: r.arch,
    osVersion: r.osVersion,
    ...r.glibc ? { glibc: r.glibc } : {},
    ...r.os === "linux" ? { libc: "glibc" } : {},
    gpus: [],
    provenance: { os: "given", arch: "given", osVersion: "given", ...r.glibc ? { glibc: "given" } : {}, gpus: "given" },
    probeProblems: []
  };
}
function newReaders() {
  return { runner: /* @__PURE__ */ new Map(), python: /* @__PURE__ */ new Map(), torch: /* @__PURE__ */ new Map(), index: /* @__PURE__ */ new Map(), cuda: /* @__PURE__ */ new Map(), env: /* @__PURE__ */ new Map(), request: /* @__PURE__ */ new Map() };
}
function cached(map, key, make) {
  let v = map.get(key);
  return v === void 0 && (v = make(), map.set(key, v)), v;
}
function cellInput(cell2, roles, job, catalog, opts) {
  let rd = opts.readers ?? newReaders(), readPython2 = (v) => cached(rd.python, asText(v), () => readPython(v)), readTorch2 = (v) => cached(rd.torch, asText(v), () => readTorch(v)), readIndex2 = (v) => cached(rd.index, asText(v), () => readIndex(v)), readCuda2 = (v) => cached(rd.cuda, asText(v), () => readCuda(v)), ctx = { cell: cell2, roles, job, problems: [], blame: {}, unknown: !1 }, checkedAs = {}, runsOn = job.runsOn, label;
  if (runsOn) {
    let v = runsOn.value, t = typeof v == "string" ? fill({ text: v, ...runsOn.at ? { at: runsOn.at } : {} }, cell2) : void 0;
    label = t ? t.raw ?? t.text : Array.isArray(v) ? v.map((x) => typeof x == "string" ? fill({ text: x }, cell2).text : x) : v, ctx.blame.runner = t?.fromKey ? { kind: "key", key: t.fromKey } : runsOn.at ? { kind: "at", at: runsOn.at } : { kind: "default" };
  } else cellValue(cell2, roles.runner) !== void 0 ? (label = cellValue(cell2, roles.runner), ctx.blame.runner = { kind: "key", key: findKey(cell2, roles.runner) ?? roles.runner }) : opts.defaultRunner && (label = opts.defaultRunner, ctx.blame.runner = { kind: "default" });
  let match = cached(rd.runner, typeof label == "string" ? label : JSON.stringify(label ?? null), () => runnerFor(label, catalog));
  checkedAs.runner = match.label;
  let rp = runnerProblem(match);
  rp && ctx.problems.push(rp), match.kind !== "hosted" && (ctx.unknown = !0);
  let py, pyPick = pick(ctx, "python", job.python);
  if (pyPick) {
    ctx.blame.python = pyPick.blame, checkedAs.python = asText(pyPick.value);
    let r = readPython2(pyPick.value);
    r.ok ? py = r.value : unknownValue(ctx, r);
  }
  let torch, pip = job.pip, tPick = pick(ctx, "torch", pip?.torch);
  if (tPick) {
    ctx.blame.torch = tPick.blame, checkedAs.torch = asText(tPick.value) || "newest";
    let r = readTorch2(tPick.value);
    r.ok ? torch = { ...r.value, pre: r.value.pre || (pip?.pre ?? !1) } : unknownValue(ctx, r);
  } else
    torch = { spec: parseSpecifier(""), pre: pip?.pre ?? !1 }, checkedAs.torch = "newest";
  let index, indexTemplate = pip?.index ?? pip?.findLinks, filled = indexTemplate ? fill(indexTemplate, cell2) : void 0, indexValue = cellValue(cell2, roles.index), cudaValue = cellValue(cell2, roles.cuda), useIndex = (value, blame) => {
    ctx.blame.index = blame;
    let r = readIndex2(value);
    r.ok ? index = r.value : unknownValue(ctx, r);
  }, templateBlame = () => filled?.fromKey ? { kind: "key", key: filled.fromKey } : indexTemplate?.at ? { kind: "at", at: indexTemplate.at } : { kind: "default" };
  if (filled?.refersToMatrix) useIndex(filled.raw ?? filled.text, templateBlame());
  else if (indexValue !== void 0) useIndex(indexValue, { kind: "key", key: findKey(cell2, roles.index) ?? roles.index });
  else if (cudaValue !== void 0) {
    ctx.blame.index = { kind: "key", key: findKey(cell2, roles.cuda) ?? roles.cuda };
    let r = readCuda2(cudaValue);
    r.ok ? index = parseIndexUrl(indexUrlFor(r.value)) : unknownValue(ctx, r);
  } else filled ? useIndex(filled.text, templateBlame()) : torch?.spec.local && opts.indexFromLocal ? (index = parseIndexUrl(indexUrlFor(torch.spec.local)), ctx.blame.index = ctx.blame.torch ?? { kind: "default" }) : index = { kind: "pypi" };
  index && (checkedAs.index = index.kind === "pypi" ? "pypi" : index.url);
  let result = { problems: ctx.problems, unknown: ctx.unknown, blame: ctx.blame, checkedAs };
  if (!ctx.unknown && match.kind === "hosted" && torch && index) {
    result.env = cached(rd.env, `${match.runner.label}${checkedAs.python ?? ""}`, () => environment(match, py));
    let extra = (pip?.extraIndexes ?? []).map((t2) => readIndex2(fill(t2, cell2).text)).filter((r) => r.ok).map((r) => r.value), t = torch, i = index, key = [t.spec.text, t.pre ? "pre" : "", i.kind === "pypi" ? "pypi" : i.url, ...extra.map((x) => x.kind === "pypi" ? "pypi" : x.url)].join("");
    result.request = cached(rd.request, key, () => ({
      torch: t.spec,
      index: i,
      ...extra.length ? { extraIndexes: extra } : {},
      ...t.pre ? { pre: !0 } : {}
    }));
  }
  return result;
}

// src/matrix/keys.ts
var ROLES = ["python", "torch", "runner", "index", "cuda"], USUAL = {
  python: ["python-version", "python", "py", "python-versions", "pyver", "py-version", "pythonversion"],
  torch: ["torch-version", "torch", "pytorch-version", "pytorch", "torch-ver", "pt-version", "torchversion"],
  runner: ["runs-on", "os", "runner", "platform", "runner-os", "os-version", "image"],
  index: ["index-url", "torch-index-url", "index", "torch-index", "pip-index-url", "wheel-index"],
  cuda: ["cuda-version", "cuda", "cuda-ver", "torch-backend", "backend", "compute-platform", "variant", "accelerator"]
}, ROLE_NAMES = {
  python: "python",
  "python-version": "python",
  py: "python",
  torch: "torch",
  "torch-version": "torch",
  pytorch: "torch",
  os: "runner",
  runner: "runner",
  "runs-on": "runner",
  platform: "runner",
  index: "index",
  "index-url": "index",
  cuda: "cuda",
  "cuda-version": "cuda",
  backend: "cuda"
}, norm = (k) => k.trim().toLowerCase().replace(/_/g, "-");
function parseMatrixKeys(text2) {
  let out = {};
  for (let part of text2.split(/[,\n]/).map((p) => p.trim()).filter(Boolean)) {
    let m = /^([A-Za-z][\w-]*)\s*[=:]\s*(\S(?:.*\S)?)$/.exec(part);
    if (!m) throw new InputError(`matrix-keys entry ${JSON.stringify(part.slice(0, 60))} is not ROLE=KEY; expected e.g. python=py,torch=pt,os=platform`);
    let role = m[1];
    if (!ROLE_NAMES[norm(role)])
      throw new InputError(`matrix-keys role ${JSON.stringify(role)} is not known; expected python, torch, os, index-url or cuda`);
    out[role] = m[2];
  }
  return out;
}
function assignRoles(keys, explicit = {}) {
  let roles = {}, taken = /* @__PURE__ */ new Set();
  for (let [name, key] of Object.entries(explicit)) {
    let role = ROLE_NAMES[norm(name)];
    if (!role) throw new InputError(`matrix-keys role ${JSON.stringify(name)} is not known; expected python, torch, os, index-url or cuda`);
    let actual = keys.find((k) => k === key) ?? keys.find((k) => norm(k) === norm(key));
    roles[role] = actual ?? key, taken.add(actual ?? key);
  }
  for (let role of ROLES)
    if (roles[role] === void 0)
      for (let usual of USUAL[role]) {
        let k = keys.find((x) => norm(x) === usual && !taken.has(x));
        if (k) {
          roles[role] = k, taken.add(k);
          break;
        }
      }
  return roles;
}

// src/matrix/memo.ts
var indexKey = (i) => i.kind === "pypi" ? "pypi" : `${i.kind}|${i.url}`, VALUE_FINDINGS = /* @__PURE__ */ new Set(["glibc-too-old", "macos-too-old", "mps-unavailable"]);
function floors(catalog) {
  let glibc = /* @__PURE__ */ new Set(), macos = /* @__PURE__ */ new Set();
  for (let r of catalog.releases) {
    for (let p of r.platforms)
      p.glibc && glibc.add(p.glibc), p.macos && macos.add(p.macos);
    for (let v of r.variants) v.glibc && glibc.add(v.glibc);
    r.mps && macos.add(r.mps.macos);
  }
  return { glibc: [...glibc], macos: [...macos] };
}
function floorClass(version, list4) {
  return version === void 0 ? "-" : isDotted(version) ? list4.map((f) => compareDotted(version, f) >= 0 ? "1" : "0").join("") : `=${version}`;
}
function requestKey(req) {
  return [req.torch.text, req.torch.pep440, indexKey(req.index), (req.extraIndexes ?? []).map(indexKey).join(","), req.pre ? "pre" : ""].join("");
}
function pythonKey(env) {
  let py = env.python;
  return py ? `${py.implementation}${py.major}.${py.minor}${py.freeThreaded ? "t" : ""}/${py.full ?? ""}` : "-";
}
function evaluationKey(env, req) {
  return [env.os, env.arch, env.osVersion ?? "", env.glibc ?? "", pythonKey(env), requestKey(req)].join("");
}
function memoised(evaluate2, catalog) {
  let f = floors(catalog), exact = /* @__PURE__ */ new Map(), shared = /* @__PURE__ */ new Map(), envKeys = /* @__PURE__ */ new WeakMap(), reqKeys = /* @__PURE__ */ new WeakMap(), classKey = (env, req) => {
    let e = envKeys.get(env);
    e === void 0 && (e = [
      env.os,
      env.arch,
      env.os === "macos" ? floorClass(env.osVersion, f.macos) : "",
      env.os === "linux" ? floorClass(env.glibc, f.glibc) : env.glibc ?? "",
      env.libc ?? "",
      pythonKey(env)
    ].join(""), envKeys.set(env, e));
    let r = reqKeys.get(req);
    return r === void 0 && (r = requestKey(req), reqKeys.set(req, r)), `${e}${r}`;
  }, runExact = (env, req) => {
    let key = evaluationKey(env, req), hit = exact.get(key);
    return hit || (hit = evaluate2(env, req, catalog), exact.set(key, hit)), hit;
  };
  return {
    run(env, req) {
      let key = classKey(env, req), hit = shared.get(key);
      return hit || (hit = runExact(env, req), shared.set(key, hit)), hit.findings.some((x) => VALUE_FINDINGS.has(x.id)) ? runExact(env, req) : hit;
    },
    distinct: () => exact.size
  };
}

// src/matrix/plan.ts
var show3 = (c) => Object.entries(c).map(([k, v]) => `${k}=${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ");
function worstOf(findings) {
  let top = 9;
  for (let f of findings) top = Math.min(top, severityRank(f.severity));
  return top === 0 ? "fail" : top === 1 ? "warn" : "pass";
}
function aggregate(def, rows) {
  let groups = /* @__PURE__ */ new Map();
  for (let { cell: cell2, findings, blame } of rows)
    for (let f of findings) {
      if (f.severity === "notice" && !f.id.startsWith("matrix-") && !f.id.startsWith("runner-")) continue;
      let role = rolesFor(f.id).find((r) => blame[r] && blame[r].kind !== "default"), at2 = role ? positionOfBlame(def, cell2, blame[role]) : void 0, key = `${at2 ? `${at2.line}:${at2.column}` : "-"}${f.id}${at2 ? "" : f.message}`, g = groups.get(key);
      g ? (g.cells.push(cell2.values), severityRank(f.severity) < severityRank(g.finding.severity) && (g.finding = { ...g.finding, severity: f.severity })) : groups.set(key, { finding: f, cells: [cell2.values], at: at2 });
    }
  let total = rows.length;
  return [...groups.values()].map(({ finding: finding2, cells, at: at2 }) => {
    let which = cells.length === 1 ? ` In the cell ${show3(cells[0])}.` : ` In ${cells.length} of ${total} cells, e.g. ${cells.slice(0, 2).map((c) => `{${show3(c)}}`).join("; ")}.`, { location: _drop, ...rest } = finding2;
    return located({ ...rest, message: finding2.message + which }, def.file, at2);
  });
}
function planJob(def, job, opts, mode) {
  let { cells, diagnostics } = expandMatrix(def), findings = [...diagnostics], keys = [...new Set(cells.flatMap((c) => Object.keys(c.values)))], roles = assignRoles(keys, opts.keys), noRunner = !job.runsOn && (roles.runner === void 0 || !cells.some((c) => c.values[roles.runner] !== void 0));
  cells.length > 0 && noRunner && mode === "plan" && findings.push({
    id: "runner-unknown",
    severity: "notice",
    message: `The matrix names no runner (no ${["os", "runs-on", "runner", "platform"].map((k) => `\`${k}\``).join(", ")} key), so every cell is checked as on ${DEFAULT_RUNNER}.`,
    hint: "Add an `os` dimension with runner labels, or name the key with matrix-keys (os=KEY).",
    source: GITHUB_MATRIX_DOCS
  });
  let engine = memoised(opts.evaluate, opts.catalog), readers = newReaders(), keepWarned = opts.keepWarned ?? !0, combinations = [], include = [], rows = [];
  for (let cell2 of cells) {
    let input = cellInput(cell2.values, roles, job, opts.catalog, {
      readers,
      ...mode === "plan" ? { defaultRunner: DEFAULT_RUNNER } : {},
      indexFromLocal: mode === "plan" || !job.pip
    }), evaluation = input.env && input.request ? engine.run(input.env, input.request) : void 0, cellFindings = [...input.problems, ...evaluation?.findings ?? []], verdict = input.unknown ? "unknown" : worstOf(cellFindings), resolved = evaluation?.resolution.version ? `${evaluation.resolution.version}${evaluation.resolution.variant ? `+${evaluation.resolution.variant}` : ""}` : void 0;
    combinations.push({
      ...job.id !== void 0 ? { job: job.id } : {},
      values: cell2.values,
      verdict,
      findings: cellFindings,
      checkedAs: { ...input.checkedAs, ...resolved ? { resolved } : {} }
    }), (verdict === "pass" || verdict === "unknown" || verdict === "warn" && keepWarned) && include.push(cell2.values), rows.push({ cell: cell2, findings: cellFindings, problems: input.problems, blame: input.blame });
  }
  if (mode === "lint") findings.push(...aggregate(def, rows));
  else {
    let seen = /* @__PURE__ */ new Set();
    for (let r of rows)
      for (let p of r.problems) {
        let k = `${p.id}${p.message}`;
        seen.has(k) || (seen.add(k), findings.push(p));
      }
  }
  return { combinations, include, findings };
}
function planMatrix(def, options) {
  let r = planJob(def, {}, options, "plan");
  return { combinations: r.combinations, include: r.include, findings: r.findings };
}

// src/matrix/workflow.ts
var import_yaml4 = __toESM(require_dist(), 1);

// src/matrix/pip-command.ts
var SEPARATORS = /* @__PURE__ */ new Set(["&&", "||", ";", "|", "&"]);
function words(script) {
  let commands = [[]], i = 0, n = script.length, current = () => commands[commands.length - 1];
  for (; i < n; ) {
    let c = script[i];
    if (c === "\\" && script[i + 1] === `
`) {
      i += 2;
      continue;
    }
    if (c === "\\" && script[i + 1] === "\r" && script[i + 2] === `
`) {
      i += 3;
      continue;
    }
    if (c === "`" && (script[i + 1] === `
` || script[i + 1] === "\r")) {
      i += 2;
      continue;
    }
    if (c === `
` || c === "\r") {
      current().length && commands.push([]), i++;
      continue;
    }
    if (c === " " || c === "	") {
      i++;
      continue;
    }
    if (c === "#") {
      for (; i < n && script[i] !== `
`; ) i++;
      continue;
    }
    let two = script.slice(i, i + 2);
    if (SEPARATORS.has(two) || SEPARATORS.has(c)) {
      current().length && commands.push([]), i += SEPARATORS.has(two) ? 2 : 1;
      continue;
    }
    let start = i, text2 = "";
    for (; i < n; ) {
      let ch = script[i];
      if (ch === " " || ch === "	" || ch === `
` || ch === "\r" || ch === ";" || ch === "&" || ch === "|") break;
      if (script.startsWith("${{", i)) {
        let end = script.indexOf("}}", i), stop = end < 0 ? n : end + 2;
        text2 += script.slice(i, stop), i = stop;
        continue;
      }
      if (ch === "'" || ch === '"') {
        let end = script.indexOf(ch, i + 1), stop = end < 0 ? n : end;
        text2 += script.slice(i + 1, stop), i = stop + 1;
        continue;
      }
      if (ch === "\\" && i + 1 < n && script[i + 1] !== `
`) {
        text2 += script[i + 1], i += 2;
        continue;
      }
      text2 += ch, i++;
    }
    current().push({ text: text2, raw: script.slice(start, i), offset: start });
  }
  return commands.filter((c) => c.length > 0);
}
var PIP = /^(?:.*[\\/])?pip(?:3(?:\.\d+)?)?(?:\.exe)?$/i, PYTHON = /^(?:.*[\\/])?(?:python(?:3(?:\.\d+)?)?|py)(?:\.exe)?$/i, TORCH_REQ = /^torch(?:\[[^\]]*\])?(?=$|[\s=<>!~;@(,])\s*(.*)$/i, WITH_VALUE = /* @__PURE__ */ new Set(["-r", "--requirement", "-c", "--constraint", "-e", "--editable", "-t", "--target", "--prefix", "--root", "--platform", "--python-version", "--implementation", "--abi", "--src", "--upgrade-strategy", "--progress-bar", "--cache-dir", "--log", "--proxy", "--retries", "--timeout", "--trusted-host", "--cert", "--client-cert", "--no-binary", "--only-binary", "--report", "--python", "--torch-backend"]), PREFIX = /^(?:sudo|env|time|nohup|command|exec|[A-Za-z_][A-Za-z0-9_]*=.*)$/;
function installIndex(cmd) {
  let j = 0;
  for (; j < cmd.length && PREFIX.test(cmd[j].text); ) j++;
  let w = cmd[j]?.text ?? "";
  return PIP.test(w) && cmd[j + 1]?.text === "install" ? j + 1 : w === "uv" && cmd[j + 1]?.text === "pip" && cmd[j + 2]?.text === "install" ? j + 2 : PYTHON.test(w) && cmd[j + 1]?.text === "-m" && /^pip3?$/.test(cmd[j + 2]?.text ?? "") && cmd[j + 3]?.text === "install" ? j + 3 : -1;
}
function findPipTorch(script) {
  for (let cmd of words(script)) {
    let at2 = installIndex(cmd);
    if (at2 < 0) continue;
    let torch, result = { extraIndexes: [], pre: !1 };
    for (let j = at2 + 1; j < cmd.length; j++) {
      let w = cmd[j], eq = w.text.indexOf("="), opt = w.text.startsWith("--") && eq > 0 ? w.text.slice(0, eq) : w.text, inline = w.text.startsWith("--") && eq > 0, valueWord = () => {
        if (inline) {
          let prefix = w.raw.indexOf("=") + 1;
          return { text: w.text.slice(eq + 1), raw: w.raw.slice(prefix), offset: w.offset + prefix };
        }
        let next = cmd[j + 1];
        return next && j++, next;
      };
      if (opt === "--index-url" || opt === "-i") result.index = valueWord() ?? result.index;
      else if (opt === "--extra-index-url") {
        let v = valueWord();
        v && result.extraIndexes.push(v);
      } else if (opt === "--find-links" || opt === "-f") result.findLinks = valueWord() ?? result.findLinks;
      else if (opt === "--pre") result.pre = !0;
      else if (WITH_VALUE.has(opt))
        inline || j++;
      else if (!w.text.startsWith("-") && !torch) {
        let m = TORCH_REQ.exec(w.text);
        m && (torch = { ...w, spec: m[1].split(";")[0].trim() });
      }
    }
    if (torch) return { torch, ...result };
  }
}

// src/matrix/workflow.ts
var CONFLICT = /^(<{7}|={7}|>{7})(?:\s|$)/, PYTHON_SETUP = /^(actions\/setup-python|astral-sh\/setup-uv|conda-incubator\/setup-miniconda)@/i;
function get2(map, key) {
  return (0, import_yaml4.isMap)(map) ? map.items.find((p) => (0, import_yaml4.isScalar)(p.key) && p.key.value === key)?.value : void 0;
}
function refuseNonWorkflow(text2, src, file) {
  let root = src.doc.contents;
  if (!(0, import_yaml4.isMap)(root)) throw new InputError(`${file}:1: not a GitHub Actions workflow: the file is not a mapping with jobs:`);
  if (get2(root, "jobs") === void 0) {
    let runs = root.items.find((p) => (0, import_yaml4.isScalar)(p.key) && p.key.value === "runs");
    if (runs) {
      let at2 = positionOf(src, runs.key)?.line ?? 1;
      throw new InputError(`${file}:${at2}: is an action definition (runs:), not a workflow; lint the workflow that uses it`);
    }
    throw new InputError(`${file}:1: not a GitHub Actions workflow: there is no jobs: mapping`);
  }
  let jobs = get2(root, "jobs");
  if (!(0, import_yaml4.isMap)(jobs)) {
    let at2 = positionOf(src, jobs)?.line ?? 1;
    throw new InputError(`${file}:${at2}: jobs: must be a mapping of job ids to jobs`);
  }
  return jobs;
}
function wordAt(src, text2, runNode, w) {
  let range2 = runNode.range;
  if (!range2) return;
  let found = text2.indexOf(w.raw, range2[0]);
  if (found < 0 || found > range2[2]) return positionOf(src, runNode);
  let p = src.lines.linePos(found);
  return { line: p.line, column: p.col };
}
function template(w, at2) {
  return { text: w.text, ...at2 ? { at: at2 } : {} };
}
function stepContext(src, text2, steps, diags) {
  let out = {};
  if (!(0, import_yaml4.isSeq)(steps)) return out;
  for (let step of steps.items) {
    let uses = valueOf(src, get2(step, "uses"));
    if (!out.python && typeof uses == "string" && PYTHON_SETUP.test(uses)) {
      let node = get2(get2(step, "with"), "python-version"), v = valueOf(src, node);
      if (v !== null && (typeof v == "string" || typeof v == "number")) {
        let last = String(v).split(/\r?\n/).map((s) => s.trim()).filter(Boolean).pop() ?? "", at2 = positionOf(src, node);
        out.python = { text: last, ...at2 ? { at: at2 } : {} };
        let written = (0, import_yaml4.isScalar)(node) ? (node.source ?? "").trim() : "";
        typeof v == "number" && /^\d+\.\d*0$/.test(written) && written !== String(v) && diags.push(
          located(
            { id: "matrix-float-version", severity: "warning", message: `\`python-version: ${written}\` is the YAML number ${v}, so setup-python is asked for Python ${v}.`, hint: `Quote it: '${written}'.`, source: "https://yaml.org/spec/1.2.2/#10214-floating-point" },
            src.file,
            at2
          )
        );
      }
    }
    let runNode = get2(step, "run"), run = valueOf(src, runNode);
    if (!out.pip && typeof run == "string") {
      let pip = findPipTorch(run);
      if (pip) {
        let cmd = {
          torch: { text: pip.torch.spec, ...wordAt(src, text2, runNode, pip.torch) ? { at: wordAt(src, text2, runNode, pip.torch) } : {} },
          extraIndexes: pip.extraIndexes.map((w) => template(w, wordAt(src, text2, runNode, w))),
          pre: pip.pre,
          ...pip.index ? { index: template(pip.index, wordAt(src, text2, runNode, pip.index)) } : {},
          ...pip.findLinks ? { findLinks: template(pip.findLinks, wordAt(src, text2, runNode, pip.findLinks)) } : {}
        };
        out.pip = cmd;
      }
    }
  }
  return out;
}
function lintWorkflow(text2, file, options) {
  let lines = text2.split(/\r?\n/), conflict = lines.findIndex((l) => CONFLICT.test(l));
  if (conflict >= 0) throw new InputError(`${file}:${conflict + 1}: merge-conflict marker (${lines[conflict].slice(0, 7)}); resolve the conflict first`);
  let src = { ...parseYaml(text2, file), file }, jobs = refuseNonWorkflow(text2, src, file), ids = jobs.items.map((p) => String(valueOf(src, p.key)));
  if (options.job !== void 0 && !ids.includes(options.job))
    throw new InputError(`${file}: has no job ${JSON.stringify(options.job)}; its jobs are ${ids.join(", ") || "(none)"}`);
  let plan = { combinations: [], include: [], findings: [], jobs: [] };
  for (let pair of jobs.items) {
    let id = String(valueOf(src, pair.key));
    if (options.job !== void 0 && id !== options.job) continue;
    let job = pair.value, strategy = get2(job, "strategy"), matrixNode = (0, import_yaml4.isMap)(strategy) ? get2(strategy, "matrix") : strategy;
    if (matrixNode == null) continue;
    let def = readMatrixNode(src, matrixNode), runsOnNode = get2(job, "runs-on"), runsOnAt = positionOf(src, runsOnNode), steps = stepContext(src, text2, get2(job, "steps"), def.diagnostics), ctx = {
      id,
      ...runsOnNode !== void 0 ? { runsOn: { value: valueOf(src, runsOnNode), ...runsOnAt ? { at: runsOnAt } : {} } } : {},
      ...steps
    }, r = planJob(def, ctx, { ...options, keepWarned: options.keepWarned ?? !0 }, "lint");
    plan.combinations.push(...r.combinations), plan.findings.push(...r.findings), plan.jobs.push({ id, include: r.include });
  }
  return plan.jobs.length === 1 && (plan.include = plan.jobs[0].include), plan.jobs.length === 0 && plan.findings.push({
    id: "matrix-invalid",
    severity: "notice",
    message: options.job !== void 0 ? `Job ${options.job} in ${file} has no strategy.matrix.` : `No job in ${file} has a strategy.matrix.`,
    hint: "Nothing to lint; check a single job with `check`.",
    source: GITHUB_MATRIX_DOCS,
    location: { file, line: 1 }
  }), plan;
}

// src/matrix/output.ts
function worst(findings) {
  let top = Math.min(...findings.map((f) => severityRank(f.severity)), 9);
  return top === 0 ? "fail" : top === 1 ? "warn" : "pass";
}
function matrixToJson(plan) {
  return {
    schemaVersion: 1,
    verdict: worst(plan.findings),
    combinations: plan.combinations.map((c) => ({ ...c.job !== void 0 ? { job: c.job } : {}, values: c.values, verdict: c.verdict, findings: c.findings })),
    include: plan.include,
    findings: plan.findings,
    ...plan.jobs && plan.jobs.length > 1 ? { jobs: plan.jobs } : {}
  };
}
function escapeCell(text2) {
  return text2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;").replace(/\|/g, "&#124;").replace(/`/g, "&#96;").replace(/\r?\n/g, " ");
}
var MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C", unknown: "\u2754" }, ORDER = ["pass", "warn", "fail", "unknown"], MAX_LISTED = 300, show4 = (c) => Object.entries(c).map(([k, v]) => `${k}=${typeof v == "string" ? v : JSON.stringify(v)}`).join(", ");
function mark(verdicts) {
  let counts = ORDER.map((v) => [v, verdicts.filter((x) => x === v).length]).filter(([, n]) => n > 0);
  return counts.length === 1 ? MARK[counts[0][0]] : counts.map(([v, n]) => `${MARK[v]} ${n}`).join(" \xB7 ");
}
function reason(c) {
  let top = [...c.findings].sort((a, b) => severityRank(a.severity) - severityRank(b.severity))[0];
  return top ? `${top.id}: ${top.message}` : c.verdict;
}
function grid(title, cells) {
  let rows = [...new Set(cells.map((c) => c.checkedAs.python ?? "\u2014"))], cols = [...new Set(cells.map((c) => c.checkedAs.torch ?? "newest"))], at2 = /* @__PURE__ */ new Map();
  for (let c of cells) {
    let k = `${c.checkedAs.python ?? "\u2014"}${c.checkedAs.torch ?? "newest"}`;
    at2.set(k, [...at2.get(k) ?? [], c.verdict]);
  }
  let out = [`#### ${title}`, "", `| Python \\ torch | ${cols.map(escapeCell).join(" | ")} |`, `| --- |${cols.map(() => " :-: |").join("")}`];
  for (let r of rows)
    out.push(`| ${escapeCell(r)} | ${cols.map((col) => {
      let v = at2.get(`${r}${col}`);
      return v ? mark(v) : " ";
    }).join(" | ")} |`);
  return out.push(""), out;
}
function matrixSummaryMarkdown(plan) {
  let cs = plan.combinations, count = (v) => cs.filter((c) => c.verdict === v).length, out = ["### torch-preflight: matrix", ""];
  out.push(
    `${cs.length} combination${cs.length === 1 ? "" : "s"}: ${MARK.pass} ${count("pass")} supported \xB7 ${MARK.warn} ${count("warn")} with warnings \xB7 ${MARK.fail} ${count("fail")} unsupported \xB7 ${MARK.unknown} ${count("unknown")} not checked. ${plan.include.length} kept in \`include\`.`,
    ""
  );
  let groups = /* @__PURE__ */ new Map();
  for (let c of cs) {
    let k = `${c.job !== void 0 ? `job ${c.job} \xB7 ` : ""}${c.checkedAs.runner || "no runner"}`;
    groups.set(k, [...groups.get(k) ?? [], c]);
  }
  for (let [title, cells] of groups) out.push(...grid(escapeCell(title), cells));
  let kept = /* @__PURE__ */ new Set([...plan.include, ...(plan.jobs ?? []).flatMap((j) => j.include)]), excluded = cs.filter((c) => !kept.has(c.values));
  if (excluded.length > 0) {
    out.push(`#### Excluded (${excluded.length})`, "", "| Cell | Why |", "| --- | --- |");
    for (let c of excluded.slice(0, MAX_LISTED))
      out.push(`| ${MARK[c.verdict]} ${escapeCell((c.job !== void 0 ? `${c.job}: ` : "") + show4(c.values))} | ${escapeCell(reason(c))} |`);
    excluded.length > MAX_LISTED && out.push(`| \u2026 | ${excluded.length - MAX_LISTED} more in the JSON report |`), out.push("");
  }
  if (plan.findings.length > 0) {
    out.push("#### Findings", "");
    for (let f of plan.findings.slice(0, MAX_LISTED)) {
      let where2 = f.location ? ` (${escapeCell(f.location.file)}:${f.location.line})` : "";
      out.push(`- **${f.severity}** \`${f.id}\`${where2}: ${escapeCell(f.message)} ${escapeCell(f.hint)}`);
    }
    out.push("");
  }
  return out.join(`
`);
}

// src/app/matrix.ts
var MAX_WORKFLOW_BYTES = 2 * 1024 * 1024;
function readWorkflow(path4, cwd) {
  let abs = resolve3(cwd, path4);
  try {
    let size = statSync3(abs).size;
    if (size > MAX_WORKFLOW_BYTES) throw new InputError(`${path4}: the workflow is ${size} bytes; at most ${MAX_WORKFLOW_BYTES} are read`);
    let text2 = readFileSync2(abs, "utf8");
    if (text2.includes("\0")) throw new InputError(`${path4}: is a binary file, not a workflow`);
    return text2;
  } catch (err) {
    throw err instanceof InputError ? err : new InputError(`${path4}: the workflow cannot be read (${err.code ?? "error"})`);
  }
}
async function runMatrix(o) {
  if (!o.matrix == !o.workflow) throw new InputError("matrix: give either --matrix JSON|YAML or --workflow FILE");
  let catalog = await loadCatalog(o.config), keys = o.keys ? parseMatrixKeys(o.keys) : void 0, common = { catalog, evaluate, ...keys ? { keys } : {}, ...o.keepWarned !== void 0 ? { keepWarned: o.keepWarned } : {} }, plan = o.workflow ? lintWorkflow(readWorkflow(o.workflow, o.cwd), o.workflow, { ...common, ...o.job ? { job: o.job } : {} }) : planMatrix(parseMatrixInput(o.matrix), common);
  return { plan, json: matrixToJson(plan), markdown: matrixSummaryMarkdown(plan), findings: plan.findings };
}

// src/probe/io.ts
import * as os2 from "node:os";

// src/probe/exec.ts
import { readdirSync as readdirSync2, readFileSync as readFileSync3 } from "node:fs";
function killChildrenRunning(program) {
  if (process.platform === "linux")
    try {
      let tasks = readdirSync2(`/proc/${process.pid}/task`);
      for (let t of tasks) {
        let kids = readFileSync3(`/proc/${process.pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
        for (let pid of kids) {
          let cmd = readFileSync3(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
          if (cmd === program || cmd.endsWith(`/${program}`) || program.endsWith(`/${cmd.split("/").pop()}`))
            try {
              process.kill(Number(pid), "SIGKILL");
            } catch {
            }
        }
      }
    } catch {
    }
}
var runProgram = async (program, args, timeoutMs) => {
  let timer, timeout = new Promise((resolve4) => {
    timer = setTimeout(() => {
      killChildrenRunning(program), resolve4({ kind: "timeout", message: `${program} did not answer within ${(timeoutMs / 1e3).toFixed(1)} s` });
    }, timeoutMs);
  }), run = getExecOutput(program, args, { silent: !0, ignoreReturnCode: !0, delay: 200 }).then((r) => ({ kind: "ok", exitCode: r.exitCode, stdout: r.stdout, stderr: r.stderr })).catch((err) => {
    let msg = err instanceof Error ? err.message : String(err);
    return /Unable to locate executable|ENOENT|not found/i.test(msg) ? { kind: "missing", message: `${program} was not found` } : { kind: "error", message: msg.split(`
`)[0] ?? msg };
  });
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

// src/probe/system.ts
import { existsSync, readFileSync as readFileSync4 } from "node:fs";
import * as os from "node:os";
function readText(path4) {
  try {
    return readFileSync4(path4, "utf8");
  } catch {
    return;
  }
}
function runnerOs(env = process.env) {
  let r = env.RUNNER_OS?.toLowerCase();
  return r === "linux" || r === "windows" ? r : r === "macos" ? "macos" : osFromNode(process.platform);
}
function runnerArch(env = process.env) {
  let raw = env.RUNNER_ARCH ?? (typeof os.machine == "function" ? os.machine() : process.arch);
  return { ...archFromMachine(raw) ? { arch: archFromMachine(raw) } : {}, raw };
}
function macosFromDarwin(release2) {
  let m = /^(\d+)\.(\d+)/.exec(release2);
  if (!m) return;
  let d = Number(m[1]);
  return d < 20 ? d >= 4 ? `10.${d - 4}` : void 0 : `${d >= 25 ? d + 1 : d - 9}.${m[2]}`;
}
function nodeGlibc() {
  let g = process.report?.getReport()?.header?.glibcVersionRuntime;
  return g ? { glibc: g, libc: "glibc" } : { libc: ["/lib/ld-musl-x86_64.so.1", "/lib/ld-musl-aarch64.so.1"].some((p) => existsSync(p)) ? "musl" : "unknown" };
}
function linuxVersion() {
  let text2 = readText("/etc/os-release"), id = /^ID="?([^"\n]+)"?$/m.exec(text2 ?? "")?.[1], ver = /^VERSION_ID="?([^"\n]+)"?$/m.exec(text2 ?? "")?.[1];
  return id && ver ? `${id} ${ver}` : void 0;
}

// src/probe/io.ts
var DEFAULT_PROBE_TIMEOUT_MS = 1e4;
function probeTimeout(env) {
  let n = Number(env.TORCH_PREFLIGHT_PROBE_TIMEOUT_MS);
  return Number.isFinite(n) && n >= 100 && n <= 6e5 ? n : DEFAULT_PROBE_TIMEOUT_MS;
}
function realProbeIo(env = process.env) {
  return {
    run: runProgram,
    readText,
    platform: process.platform,
    env,
    timeoutMs: probeTimeout(env),
    machineOs: () => runnerOs(env),
    machineArch: () => runnerArch(env),
    nodeGlibc,
    macosVersion: () => process.platform === "darwin" ? macosFromDarwin(os2.release()) : void 0,
    linuxVersion
  };
}

// src/report/escape.ts
var HTML = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text2) {
  return text2.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}
function cell(text2) {
  return escapeHtml(text2).replace(/\r?\n|\r/g, " ").replace(/\|/g, "\\|");
}
function plain(text2) {
  return text2.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

// src/report/describe.ts
var OS_NAMES = { linux: "Linux", macos: "macOS", windows: "Windows" };
function describeRunner(report) {
  let e = report.environment, parts2 = [`${OS_NAMES[e.os] ?? e.os}${e.osVersion ? ` ${e.osVersion}` : ""} ${e.arch}`];
  if (e.glibc ? parts2.push(`glibc ${e.glibc}`) : e.libc === "musl" && parts2.push("musl libc"), e.python) {
    let impl = e.python.implementation === "cpython" ? "" : ` ${e.python.implementation}`;
    parts2.push(`Python ${e.python.version}${e.python.freeThreaded ? " (free-threaded)" : ""}${impl}${e.python.machine ? ` [${e.python.machine}]` : ""}`);
  }
  if (e.nvidiaDriver || e.gpus.length) {
    let gpus = e.gpus.map((g) => `${g.name ? `${g.name} ` : ""}sm_${g.computeCapability.replace(".", "")}`).join(", ");
    parts2.push(`NVIDIA driver ${e.nvidiaDriver ?? "unknown"}${gpus ? `, ${gpus}` : ""}`);
  } else parts2.push("no NVIDIA GPU");
  return parts2.join(", ");
}
function describeRequest(report) {
  let r = report.request, torch = r.torch === "*" ? "torch (newest)" : /^[=<>~!]/.test(r.torch) ? `torch${r.torch}` : `torch==${r.torch}`, comps = [r.torchvision && `torchvision ${r.torchvision}`, r.torchaudio && `torchaudio ${r.torchaudio}`].filter(Boolean).join(", ");
  return `${torch}${comps ? ` with ${comps}` : ""} from ${r.index === "pypi" ? "PyPI" : r.index}`;
}
function describeResolution(report) {
  let res = report.resolution;
  if (!res.version) return "nothing installs";
  let from = res.index === "https://pypi.org/simple" ? "PyPI" : res.index, comps = [res.torchvision && `torchvision ${res.torchvision}`, res.torchaudio && `torchaudio ${res.torchaudio}`].filter(Boolean).join(", ");
  return `torch ${res.version}${res.variant ? ` (${res.variant})` : ""} from ${from}${comps ? `; goes with ${comps}` : ""}`;
}

// src/report/markdown.ts
var ICON = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C" }, SEV = { error: "\u274C error", warning: "\u26A0\uFE0F warning", notice: "\u2139\uFE0F notice" }, SUMMARY_LIMIT = 1024 * 1024 - 4096;
function link(source) {
  return /^https?:\/\//.test(source) ? `<a href="${escapeHtml(source)}">source</a>` : cell(source);
}
function findingsTable(findings) {
  return findings.length === 0 ? `No problems found.
` : ["| severity | finding | what and why | fix | |", "|---|---|---|---|---|", ...findings.map((f) => {
    let where2 = f.location ? ` <code>${cell(`${f.location.file}:${f.location.line}`)}</code>` : "";
    return `| ${SEV[f.severity]} | <code>${f.id}</code>${where2} | ${cell(f.message)} | ${cell(f.hint)} | ${link(f.source)} |`;
  })].join(`
`) + `
`;
}
function formatMarkdown(report, title = "torch-preflight") {
  let res = report.resolution, rows = [
    ["Runner", describeRunner(report)],
    ["Request", describeRequest(report)],
    ["pip would install", describeResolution(report)],
    ...res.newestMatching && res.newestMatching !== res.version ? [["Newest matching release", `torch ${res.newestMatching}`]] : [],
    ...res.recommendedIndexUrl ? [["Best index here", res.recommendedIndexUrl]] : []
  ], out = [
    `## ${ICON[report.verdict]} ${cell(title)}: ${report.verdict}`,
    "",
    "| | |",
    "|---|---|",
    ...rows.map(([k, v]) => `| ${k} | ${cell(v ?? "")} |`),
    "",
    ...upgradeSection(report),
    "### Findings",
    "",
    findingsTable(report.findings)
  ].join(`
`);
  return truncateSummary(out);
}
function upgradeSection(report) {
  let rows = report.upgrade;
  return rows?.length ? ["### torch upgrade: before \u2192 after", "", "| | before | after |", "|---|---|---|", ...rows.map((r) => `| ${cell(r.aspect)} | ${cell(r.before)} | ${cell(r.after)} |`), ""] : [];
}
function truncateSummary(md) {
  return Buffer.byteLength(md) <= SUMMARY_LIMIT ? md : `${Buffer.from(md).subarray(0, SUMMARY_LIMIT).toString("utf8").replace(/[^\n]*$/, "")}

_The summary was cut at GitHub's 1 MiB limit; the full list is in the JSON report (output report-path)._
`;
}

// src/cli/args.ts
import { parseArgs } from "node:util";
function parseFlags(command, argv, options, allowPositionals = !1) {
  try {
    let r = parseArgs({ args: argv, options: { help: { type: "boolean", short: "h" }, ...options }, strict: !0, allowPositionals });
    return { values: r.values, positionals: r.positionals };
  } catch (err) {
    let msg = err instanceof Error ? err.message : String(err), flag = /'(-{1,2}[^'\s]+)/.exec(msg)?.[1];
    throw /Unknown option/.test(msg) ? new InputError(`${command}: unknown flag ${flag ?? ""}; see torch-preflight ${command} --help`) : /argument missing/.test(msg) ? new InputError(`${command}: flag ${flag ?? ""} needs a value; see torch-preflight ${command} --help`) : /Unexpected argument|positional/.test(msg) ? new InputError(`${command}: unexpected argument ${JSON.stringify(/'([^']+)'/.exec(msg)?.[1] ?? "")}; see torch-preflight ${command} --help`) : new InputError(`${command}: ${msg.split(`
`)[0]}`);
  }
}
var str = (v) => typeof v == "string" ? v : void 0, list3 = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "string") : typeof v == "string" ? [v] : [], FORMATS = ["text", "json", "markdown", "sarif", "github"];
function parseFormat(v) {
  if (v === void 0) return "text";
  if (FORMATS.includes(v)) return v;
  throw new InputError(`--format ${JSON.stringify(v.slice(0, 30))} is not known; expected one of ${FORMATS.join(", ")}`);
}
function parseFailOn(v, what = "--fail-on") {
  let t = (v ?? "").trim().toLowerCase();
  if (t === "") return "error";
  if (t === "error" || t === "warning" || t === "never") return t;
  throw new InputError(`${what} ${JSON.stringify(v?.slice(0, 30))} is not known; expected error, warning or never`);
}

export {
  loadCatalog,
  parseVersion,
  minorOf,
  allCandidates,
  findRelease,
  pinsToJson,
  loadPins,
  runCheck,
  runMatrix,
  realProbeIo,
  escapeHtml,
  plain,
  describeRunner,
  describeRequest,
  describeResolution,
  formatMarkdown,
  truncateSummary,
  parseFlags,
  str,
  list3 as list,
  parseFormat,
  parseFailOn
};
/*! For license information please see chunk-PPONRDDM.js.LEGAL.txt */
