import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  InputError,
  archFromMachine,
  osFromNode,
  parseArch,
  parseOs,
  platformKey,
  platformLabel
} from "./chunk-IZCRS2XU.js";
import {
  capForConfidence,
  getExecOutput,
  sortFindings,
  verdictOf
} from "./chunk-QQQMYG2J.js";
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
      parse,
      stringify
    };
    var validRegex = new RegExp("^" + VERSION_PATTERN + "$", "i");
    function valid(version) {
      return validRegex.test(version) ? version : null;
    }
    var cleanRegex = new RegExp("^\\s*" + VERSION_PATTERN + "\\s*$", "i");
    function clean(version) {
      return stringify(parse(version, cleanRegex));
    }
    function parse(version, regex) {
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
    function stringify(parsed) {
      if (!parsed)
        return null;
      let { epoch, release: release2, pre, post, dev, local } = parsed, parts = [];
      return epoch !== 0 && parts.push(`${epoch}!`), parts.push(release2.join(".")), pre && parts.push(pre.join("")), post && parts.push("." + post.join("")), dev && parts.push("." + dev.join("")), local && parts.push(`+${local}`), parts.join("");
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
      let parsed = parse(version);
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
        public: stringify(parsed).split("+", 1)[0],
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
    var { parse } = require_version();
    module.exports = {
      compare: compare3,
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
      return compare3(version, other) < 0;
    }
    function le(version, other) {
      return compare3(version, other) <= 0;
    }
    function eq(version, other) {
      return compare3(version, other) === 0;
    }
    function ne(version, other) {
      return compare3(version, other) !== 0;
    }
    function ge(version, other) {
      return compare3(version, other) >= 0;
    }
    function gt(version, other) {
      return compare3(version, other) > 0;
    }
    function arbitrary(version, other) {
      return version.toLowerCase() === other.toLowerCase();
    }
    function compare3(version, other) {
      let parsedVersion = parse(version), parsedOther = parse(other), keyVersion = calculateKey(parsedVersion), keyOther = calculateKey(parsedOther);
      return pyCompare(keyVersion, keyOther);
    }
    function rcompare(version, other) {
      return -compare3(version, other);
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
      parse,
      satisfies: satisfies3,
      filter,
      validRange: validRange2,
      maxSatisfying,
      minSatisfying
    };
    var isEqualityOperator = (op) => ["==", "!=", "==="].includes(op), rangeRegex = new RegExp("^" + RANGE_PATTERN + "$", "i");
    function parse(ranges) {
      if (!ranges.trim())
        return [];
      let specifiers = ranges.split(",").map((range) => rangeRegex.exec(range.trim()) || {}).map(({ groups }) => {
        if (!groups)
          return null;
        let { ...spec } = groups, { operator, version, prefix, legacy } = groups;
        return version && (spec = { ...spec, ...explainVersion(version) }, operator === "~=" && spec.release.length < 2 || !isEqualityOperator(operator) && spec.local || prefix && (!isEqualityOperator(operator) || spec.dev || spec.local)) || legacy && operator !== "===" ? null : spec;
      });
      return specifiers.filter(Boolean).length !== specifiers.length ? null : specifiers;
    }
    function filter(versions, specifier, options = {}) {
      let filtered = pick(versions, specifier, options);
      return filtered.length === 0 && options.prereleases === void 0 ? pick(versions, specifier, { prereleases: !0 }) : filtered;
    }
    function maxSatisfying(versions, range, options) {
      let found = filter(versions, range, options).sort(Operator.compare);
      return found.length === 0 ? null : found[found.length - 1];
    }
    function minSatisfying(versions, range, options) {
      let found = filter(versions, range, options).sort(Operator.compare);
      return found.length === 0 ? null : found[0];
    }
    function pick(versions, specifier, options) {
      let parsed = parse(specifier);
      return parsed ? versions.filter((version) => {
        let explained = explainVersion(version);
        return parsed.length ? parsed.reduce((pass, spec) => pass ? contains({ ...spec, ...options }, { version, explained }) : !1, !0) : explained && !(explained.is_prerelease && !options.prereleases);
      }) : [];
    }
    function satisfies3(version, specifier, options = {}) {
      return pick([version], specifier, options).length === 1;
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
      return !!parse(specifier);
    }
  }
});

// node_modules/@renovatebot/pep440/lib/semantic.js
var require_semantic = __commonJS({
  "node_modules/@renovatebot/pep440/lib/semantic.js"(exports, module) {
    var { explain: explain2, parse, stringify } = require_version();
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
      let identifier = preReleaseIdentifier || "a", version = parse(input);
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
      return stringify(version);
    }
  }
});

// node_modules/@renovatebot/pep440/index.js
var require_pep440 = __commonJS({
  "node_modules/@renovatebot/pep440/index.js"(exports, module) {
    var { valid, clean, explain: explain2, parse } = require_version(), { lt, le, eq, ne, ge, gt, compare: compare3, rcompare } = require_operator(), {
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
      parse,
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
      compare: compare3,
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
    var SemVer = require_semver(), compare3 = (a, b, loose) => new SemVer(a, loose).compare(new SemVer(b, loose));
    module.exports = compare3;
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
  let text;
  try {
    let size = statSync(configPath).size;
    if (size > MAX_CONFIG_BYTES) throw new InputError(`${configPath}: the rules file is ${size} bytes; at most ${MAX_CONFIG_BYTES} are read`);
    text = readFileSync(configPath, "utf8");
  } catch (err) {
    throw err instanceof InputError ? err : new InputError(`${configPath}: the rules file cannot be read (${err.code ?? "error"})`);
  }
  let { parseRuleFile, mergeCatalogs } = await import("./compile-4SAW3XKC.js");
  return mergeCatalogs(bundledCatalog, parseRuleFile({ path: configPath, text }));
}

// src/versions/pep440.ts
var pep440 = __toESM(require_pep440(), 1);
function parseVersion(text) {
  let t = text.trim();
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
  let text = input.trim();
  if (text === "" || text === "*" || text.toLowerCase() === "latest") return { text, pep440: "" };
  if (text.length > 200) throw new InputError(`${what} is too long (${text.length} characters); expected e.g. 2.9.0, >=2.5,<2.10 or ~=2.8.0`);
  if (BARE_VERSION.test(text)) {
    let v = parseVersion(text.replace(/^v/i, ""));
    if (v) {
      if (v.release.length <= 2 && !v.local && !v.prerelease)
        return { text, pep440: `==${v.public}.*` };
      let full = v.local ? `${v.public}+${v.local}` : v.public;
      return { text, pep440: `==${full}`, exact: full, ...v.local ? { local: v.local } : {} };
    }
  }
  let spaced = text.replace(/\s+/g, " "), valid = !1;
  try {
    valid = pep440.validRange(spaced);
  } catch {
    valid = !1;
  }
  if (!valid)
    throw new InputError(
      `${what} ${JSON.stringify(text)} is not a PEP 440 version or specifier; expected e.g. 2.9.0, 2.9.0+cu128, >=2.5,<2.10, ~=2.8.0 or ==2.9.*`
    );
  let clauses = spaced.split(",").map((c) => c.trim()), local = clauses.map((c) => /^===?\s*([^,]+)$/.exec(c)?.[1]).map((v) => v ? parseVersion(v.replace(/\.\*$/, ".0")) : void 0).filter((v) => v !== void 0).find((v) => v.local)?.local, exactClause = clauses.length === 1 ? /^===?\s*([^*]+)$/.exec(clauses[0] ?? "")?.[1]?.trim() : void 0;
  return {
    text,
    pep440: spaced,
    ...local ? { local } : {},
    ...exactClause ? { exact: exactClause } : {}
  };
}
function satisfies2(version, spec) {
  if (spec.pep440 === "") return !(parseVersion(version)?.prerelease ?? !1);
  try {
    return pep440.satisfies(version, spec.pep440);
  } catch {
    return !1;
  }
}
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
  let text = input.trim(), m = CPYTHON.exec(text);
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
  let p = PYPY.exec(text);
  if (p) return { major: Number(p[1]), minor: Number(p[2]), freeThreaded: !1, implementation: "pypy" };
  if (GRAALPY.test(text)) return { major: 3, minor: 11, freeThreaded: !1, implementation: "graalpy" };
  throw new InputError(
    `Python version ${JSON.stringify(text.slice(0, 60))} is not understood; expected e.g. 3.12, 3.12.4, 3.13t (free-threaded), 3.14.0rc1 or pypy3.9`
  );
}
function pythonTag(v) {
  return `${v.major}.${v.minor}${v.freeThreaded ? "t" : ""}`;
}
function pythonMinor(text) {
  let m = /^(\d)\.(\d{1,2})t?$/.exec(text.trim());
  if (!m) throw new InputError(`not a Python minor version: ${JSON.stringify(text)}`);
  return [Number(m[1]), Number(m[2])];
}
function comparePythonMinor(a, b) {
  let [a1, a2] = pythonMinor(a), [b1, b2] = pythonMinor(b);
  return a1 - b1 || a2 - b2;
}

// src/catalog/query.ts
var cache = /* @__PURE__ */ new WeakMap();
function allCandidates(catalog) {
  let list2 = cache.get(catalog);
  return list2 || (list2 = catalog.releases.flatMap((release2) => release2.patches.map((patch) => ({ patch, release: release2 }))).sort((a, b) => compareVersions(b.patch.version, a.patch.version)), cache.set(catalog, list2)), list2;
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
  let range = platformEntry(release2, platform)?.python ?? release2.python, inRange = comparePythonMinor(plain2, range.min) >= 0 && comparePythonMinor(plain2, range.max) <= 0, source = platformEntry(release2, platform)?.python ? platformEntry(release2, platform)?.source ?? release2.python.source : release2.python.source, confidence = platformEntry(release2, platform)?.python ? platformEntry(release2, platform)?.confidence : release2.python.confidence;
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
function finding(id, severity, message, hint, source, confidence, location) {
  let sev = capForConfidence(severity, confidence);
  return { id, severity: sev, message: message + (sev !== severity ? confidence === "uncertain" ? " (The catalog marks this fact as uncertain, so it warns instead of failing.)" : "" : ""), hint, source, ...location ? { location } : {} };
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
  let text = (input ?? "").trim();
  if (text === "" || text.toLowerCase() === "pypi") return { kind: "pypi" };
  if (isVariantName(text.toLowerCase())) {
    let v = text.toLowerCase();
    return { kind: "pytorch", url: indexUrlFor(v), channel: "stable", variant: v, mirror: !1 };
  }
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      `index URL ${JSON.stringify(text.slice(0, 80))} is not a URL; expected e.g. https://download.pytorch.org/whl/cu128, a variant such as cu128, or pypi`
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" && url.protocol !== "file:")
    throw new InputError(`index URL ${JSON.stringify(text.slice(0, 80))} must use https, http or file`);
  let host = url.hostname.toLowerCase();
  if (host === "pypi.org" || host === "pypi.python.org" || host === "files.pythonhosted.org") return { kind: "pypi", url: text };
  let mirror = host !== "download.pytorch.org", segs = url.pathname.split("/").filter(Boolean).map((s) => decodeURIComponent(s).toLowerCase()), whl = segs.lastIndexOf("whl");
  if (whl < 0 && mirror) {
    let last = segs[segs.length - 1];
    return last && isVariantName(last) ? { kind: "pytorch", url: text, channel: "stable", variant: last, mirror } : { kind: "unknown", url: text };
  }
  let rest = segs.slice(whl + 1), channel = "stable";
  (rest[0] === "test" || rest[0] === "nightly") && (channel = rest.shift());
  let [first, second] = rest;
  if (first === "torch_stable.html" || first === "torch_test.html" || first === "torch_nightly.html")
    return { kind: "find-links", url: text, channel, mirror };
  if (first && isVariantName(first)) {
    if (second === "torch_stable.html" || second === "torch")
      return second === "torch" ? { kind: "pytorch", url: text, channel, variant: first, mirror } : { kind: "find-links", url: text, channel, variant: first, mirror };
    if (second === void 0) return { kind: "pytorch", url: text, channel, variant: first, mirror };
  }
  return first === void 0 || first === "torch" ? { kind: "find-links", url: text, channel, mirror } : { kind: "unknown", url: text };
}
function describeIndex(ref) {
  switch (ref.kind) {
    case "pypi":
      return "PyPI";
    case "pytorch":
      return `${ref.url} (${ref.variant}${ref.channel === "stable" ? "" : `, ${ref.channel}`})`;
    case "find-links":
      return `${ref.url} (find-links${ref.variant ? `, ${ref.variant}` : ""})`;
    case "unknown":
      return ref.url;
  }
}

// src/versions/dotted.ts
var import_coerce = __toESM(require_coerce(), 1), import_compare = __toESM(require_compare(), 1), DOTTED = /^\d{1,6}(\.\d{1,6}){0,3}$/;
function isDotted(text) {
  return DOTTED.test(text.trim());
}
function compareDotted(a, b) {
  let pa = a.trim().split(".").map(Number), pb = b.trim().split(".").map(Number), sa = (0, import_coerce.default)(pa.slice(0, 3).join(".")), sb = (0, import_coerce.default)(pb.slice(0, 3).join("."));
  if (sa && sb) {
    let c = (0, import_compare.default)(sa, sb);
    if (c !== 0) return c;
  }
  return (pa[3] ?? 0) - (pb[3] ?? 0);
}

// src/resolve/hints.ts
function extrasText(r, platform) {
  let extras = (r.python.extra ?? []).filter((e) => !e.platforms || e.platforms.includes(platform));
  return extras.length ? `, plus ${extras.map((e) => `${e.version} (${e.status})`).join(", ")}` : "";
}
function pythonHint(catalog, c, py, platform) {
  let range = pythonRange(c.release, platform), tag = pythonTag(py), newestForPy = allCandidates(catalog).find(
    (x) => platformEntry(x.release, platform) && pythonSupport(x.release, platform, py, !1).kind !== "none"
  ), plain2 = `${py.major}.${py.minor}`;
  if (py.freeThreaded)
    return newestForPy ? `Use the regular (GIL) Python ${plain2}, or a torch with ${tag} wheels (torch ${newestForPy.patch.version}).` : `Use the regular (GIL) Python ${plain2}: no torch release has ${tag} wheels for ${platformLabel(platform)}.`;
  let below = comparePythonMinor(plain2, range.min) < 0, py1 = below ? range.min : range.max;
  if (newestForPy) {
    let older = below || compareVersions(newestForPy.patch.version, c.patch.version) < 0;
    return `Use Python ${py1}${below ? " or newer" : ""} (python-version: '${py1}'), or torch ${older ? `${newestForPy.patch.version}, the newest with Python ${tag} wheels` : `>=${newestForPy.release.torch}`}.`;
  }
  return `Use Python ${py1} (python-version: '${py1}'): no torch release in the catalog has Python ${tag} wheels for ${platformLabel(platform)}.`;
}
function backendHint(catalog, c, variant, platform) {
  let lastWith = allCandidates(catalog).find((x) => variantEntry(x.release, variant, platform)), here = variantsOn(c.release, platform).filter((v) => v.variant !== "cpu" || variant === "cpu" || !variant.startsWith("cu")).map((v) => v.variant), alt = here.filter((v) => v.slice(0, 2) === variant.slice(0, 2))[0] ?? here[0], parts = [];
  return alt && parts.push(`use --index-url ${indexUrlFor(alt)} (torch ${c.release.torch} ships ${here.join(", ")} for ${platformLabel(platform)})`), lastWith && parts.push(`pin torch==${lastWith.patch.version}, the newest with ${variant}`), parts.length ? `${parts.join(", or ")}.`.replace(/^./, (s) => s.toUpperCase()) : `No torch release in the catalog ships ${variant} for ${platformLabel(platform)}.`;
}
function platformHint(catalog, platform) {
  let last = allCandidates(catalog).find((x) => platformEntry(x.release, platform));
  return platform === "macos-x64" ? `${last ? `Pin torch<=${last.patch.version} (the last release with Intel-Mac wheels), or u` : "U"}se an Apple-silicon runner (macos-15).` : last ? `Pin torch<=${last.patch.version}, the newest with ${platformLabel(platform)} wheels, or use a runner of another platform.` : `No torch release in the catalog has ${platformLabel(platform)} wheels; use a Linux x64 runner (ubuntu-24.04).`;
}
function glibcHint(catalog, glibc, platform) {
  let ok = allCandidates(catalog).find((x) => platformEntry(x.release, platform) ? variantsOn(x.release, platform).some((v) => {
    let f = glibcFloor(x.release, platform, v.variant).glibc;
    return !f || compareDotted(glibc, f) >= 0;
  }) : !1);
  return `Use a newer image (ubuntu-22.04 has glibc 2.35)${ok ? `, or pin torch==${ok.patch.version}, the newest whose wheels install on glibc ${glibc}` : ""}.`;
}

// src/resolve/installability.ts
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
        backendHint(ctx.catalog, c, variant, platform),
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
        isEmulated(env) ? `Use a native ${env.arch} Python (actions/setup-python with architecture: ${env.arch}).` : platformHint(ctx.catalog, platform),
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
          pythonHint(ctx.catalog, c, py, platform),
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
        glibcHint(ctx.catalog, env.glibc, platform),
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
    return v !== void 0 && satisfies2(v, pub);
  });
  return allowed.length ? new Set(allowed) : void 0;
}
function describeSpec(spec) {
  return spec.pep440 === "" ? "torch (any version)" : `torch${/^[=<>~!]/.test(spec.text) ? "" : "=="}${spec.text}`;
}
function resolve(env, request, catalog) {
  let findings = [], loc = request.torchLocation, newest = newestRelease(catalog), spec = request.torch, publicSpec = { ...spec, pep440: spec.pep440.replace(/\+[A-Za-z0-9.]+/g, "") }, matching = allCandidates(catalog).filter((c) => satisfies2(c.patch.version, publicSpec));
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
  let ctx = { env, request, catalog }, companionBlocked, first, tvAllowed = companionTorches(catalog, request.torchvision, (c) => c.patch.torchvision), taAllowed = companionTorches(catalog, request.torchaudio, (c) => c.patch.torchaudio);
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
    if (c !== head) {
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
    for (let b of first.blockers) findings.push(loc && !b.location ? { ...b, location: loc } : b);
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

// src/probe/environment.ts
import { join } from "node:path";

// src/probe/nvidia.ts
var DRIVER_IN_PROC = /Kernel Module(?:\s+for\s+\S+)?\s+(\d+\.\d+(?:\.\d+)?)/;
function parseProcDriverVersion(text) {
  return DRIVER_IN_PROC.exec(text)?.[1];
}
function parseNvidiaSmi(text) {
  let gpus = [], driver2, bad = 0;
  for (let line of text.split(/\r?\n/)) {
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
  let bad = (why) => new InputError(`the Python interpreter ${exe} could not be probed: ${why}; pass --python VERSION (or python-version) to skip probing`), text = stdout.trim(), start = text.lastIndexOf('{"marker"');
  if (start < 0) throw bad(`it printed ${text ? JSON.stringify(text.slice(0, 60)) : "nothing"} instead of the probe's JSON`);
  let d;
  try {
    d = JSON.parse(text.slice(start));
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
  let r = await run(exe, ["-S", "-c", PROBE_SCRIPT], timeoutMs), hint = "pass --python VERSION (or python-version) to skip probing, or --python-path to name another interpreter";
  if (r.kind === "missing") throw new InputError(`the Python interpreter ${exe} was not found; ${hint}`);
  if (r.kind === "timeout") throw new InputError(`the Python interpreter ${exe} hung: ${r.message}; ${hint}`);
  if (r.kind === "error") throw new InputError(`the Python interpreter ${exe} could not be run: ${r.message}; ${hint}`);
  if (r.exitCode !== 0) {
    let err = r.stderr.trim().split(`
`).pop()?.slice(0, 120) ?? "";
    throw new InputError(`the Python interpreter ${exe} exited with code ${r.exitCode}${err ? ` (${err})` : ""}; ${hint}`);
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
  let candidates = interpreterToTry(o, io), lastError;
  for (let exe of candidates)
    try {
      return await probePython(exe, io.run, io.timeoutMs);
    } catch (err) {
      if (lastError = err, !(err instanceof InputError && err.message.includes("was not found"))) throw err;
    }
  throw candidates.length > 1 ? new InputError(
    `no Python interpreter was found (tried ${candidates.join(", ")}); run actions/setup-python first, or pass --python VERSION or --python-path`
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
function parseGivenPython(text) {
  if (text === void 0 || text.trim() === "") return;
  let v = parsePythonVersion(text);
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

// src/app/check.ts
async function runCheck(opts, probeIo) {
  let request = buildRequest(opts.request), catalog = await loadCatalog(opts.config), env = await buildEnvironment(opts.overrides, probeIo), evaluation = evaluate(env, request, catalog);
  return { report: buildReport(env, request, evaluation.resolution, evaluation.findings, evaluation.verdict), evaluation, env, request, catalog };
}

// src/probe/io.ts
import * as os2 from "node:os";

// src/probe/exec.ts
import { readdirSync, readFileSync as readFileSync2 } from "node:fs";
function killChildrenRunning(program) {
  if (process.platform === "linux")
    try {
      let tasks = readdirSync(`/proc/${process.pid}/task`);
      for (let t of tasks) {
        let kids = readFileSync2(`/proc/${process.pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
        for (let pid of kids) {
          let cmd = readFileSync2(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
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
  let timer, timeout = new Promise((resolve2) => {
    timer = setTimeout(() => {
      killChildrenRunning(program), resolve2({ kind: "timeout", message: `${program} did not answer within ${(timeoutMs / 1e3).toFixed(1)} s` });
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
import { existsSync, readFileSync as readFileSync3 } from "node:fs";
import * as os from "node:os";
function readText(path) {
  try {
    return readFileSync3(path, "utf8");
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
  let text = readText("/etc/os-release"), id = /^ID="?([^"\n]+)"?$/m.exec(text ?? "")?.[1], ver = /^VERSION_ID="?([^"\n]+)"?$/m.exec(text ?? "")?.[1];
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
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);
}
function cell(text) {
  return escapeHtml(text).replace(/\r?\n|\r/g, " ").replace(/\|/g, "\\|");
}
function plain(text) {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

// src/report/describe.ts
var OS_NAMES = { linux: "Linux", macos: "macOS", windows: "Windows" };
function describeRunner(report) {
  let e = report.environment, parts = [`${OS_NAMES[e.os] ?? e.os}${e.osVersion ? ` ${e.osVersion}` : ""} ${e.arch}`];
  if (e.glibc ? parts.push(`glibc ${e.glibc}`) : e.libc === "musl" && parts.push("musl libc"), e.python) {
    let impl = e.python.implementation === "cpython" ? "" : ` ${e.python.implementation}`;
    parts.push(`Python ${e.python.version}${e.python.freeThreaded ? " (free-threaded)" : ""}${impl}${e.python.machine ? ` [${e.python.machine}]` : ""}`);
  }
  if (e.nvidiaDriver || e.gpus.length) {
    let gpus = e.gpus.map((g) => `${g.name ? `${g.name} ` : ""}sm_${g.computeCapability.replace(".", "")}`).join(", ");
    parts.push(`NVIDIA driver ${e.nvidiaDriver ?? "unknown"}${gpus ? `, ${gpus}` : ""}`);
  } else parts.push("no NVIDIA GPU");
  return parts.join(", ");
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
    let where = f.location ? ` <code>${cell(`${f.location.file}:${f.location.line}`)}</code>` : "";
    return `| ${SEV[f.severity]} | <code>${f.id}</code>${where} | ${cell(f.message)} | ${cell(f.hint)} | ${link(f.source)} |`;
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
    "### Findings",
    "",
    findingsTable(report.findings)
  ].join(`
`);
  return truncateSummary(out);
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
var str = (v) => typeof v == "string" ? v : void 0, list = (v) => Array.isArray(v) ? v.filter((x) => typeof x == "string") : typeof v == "string" ? [v] : [], FORMATS = ["text", "json", "markdown", "sarif", "github"];
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
  runCheck,
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
  list,
  parseFormat,
  parseFailOn
};
