import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);
import {
  bounded,
  derived
} from "./chunk-6SETDTHU.js";
import {
  InputError
} from "./chunk-JJEV6VSP.js";
import {
  __commonJS,
  __toESM
} from "./chunk-RSMJDQLK.js";

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
      let { epoch, release, pre, post, dev, local } = parsed, parts = [];
      return epoch !== 0 && parts.push(`${epoch}!`), parts.push(release.join(".")), pre && parts.push(pre.join("")), post && parts.push("." + post.join("")), dev && parts.push("." + dev.join("")), local && parts.push(`+${local}`), parts.join("");
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
      let { epoch, release, pre, post, dev, local } = parsed, base_version = "";
      epoch !== 0 && (base_version += epoch + "!"), base_version += release.join(".");
      let is_prerelease = !!(dev || pre), is_devrelease = !!dev, is_postrelease = !!post;
      return {
        epoch,
        release,
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
      compare: compare2,
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
      return compare2(version, other) < 0;
    }
    function le(version, other) {
      return compare2(version, other) <= 0;
    }
    function eq(version, other) {
      return compare2(version, other) === 0;
    }
    function ne(version, other) {
      return compare2(version, other) !== 0;
    }
    function ge(version, other) {
      return compare2(version, other) >= 0;
    }
    function gt(version, other) {
      return compare2(version, other) > 0;
    }
    function arbitrary(version, other) {
      return version.toLowerCase() === other.toLowerCase();
    }
    function compare2(version, other) {
      let parsedVersion = parse(version), parsedOther = parse(other), keyVersion = calculateKey(parsedVersion), keyOther = calculateKey(parsedOther);
      return pyCompare(keyVersion, keyOther);
    }
    function rcompare(version, other) {
      return -compare2(version, other);
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
      let { epoch } = input, { release, pre, post, local, dev } = input;
      for (release = release.concat(), release.reverse(); release.length && release[0] === 0; )
        release.shift();
      return release.reverse(), !pre && !post && dev ? pre = -1 / 0 : pre || (pre = 1 / 0), post || (post = -1 / 0), dev || (dev = 1 / 0), local ? local = local.map(
        (i) => Number.isNaN(Number(i)) ? [-1 / 0, i] : [Number(i), ""]
      ) : local = -1 / 0, [epoch, release, pre, post, dev, local];
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
      validRange: validRange3,
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
        let explained2 = explainVersion(version);
        return parsed.length ? parsed.reduce((pass, spec) => pass ? contains({ ...spec, ...options }, { version, explained: explained2 }) : !1, !0) : explained2 && !(explained2.is_prerelease && !options.prereleases);
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
      let { explained: explained2 } = input, { version } = input, { ...spec } = specifier;
      if (spec.prereleases === void 0 && (spec.prereleases = spec.is_prerelease), explained2 && explained2.is_prerelease && !spec.prereleases)
        return !1;
      if (spec.operator === "~=") {
        let compatiblePrefix = spec.release.slice(0, -1).concat("*").join(".");
        return spec.epoch && (compatiblePrefix = spec.epoch + "!" + compatiblePrefix), satisfies3(version, `>=${spec.version}, ==${compatiblePrefix}`, {
          prereleases: spec.prereleases
        });
      }
      if (spec.prefix) {
        let isMatching = explained2.epoch === spec.epoch && arrayStartsWith(explained2.release, spec.release);
        return spec.operator !== "!=" ? isMatching : !isMatching;
      }
      if (explained2 && explained2.local && spec.version && (version = explained2.public, spec.version = explainVersion(spec.version).public), (spec.operator === "<" || spec.operator === ">") && Operator.eq(spec.release.join("."), explained2.release.join(".")))
        return !1;
      let op = Operator[spec.operator];
      return op(version, spec.version || spec.legacy);
    }
    function validRange3(specifier) {
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
    function inc(input, release, preReleaseIdentifier) {
      let identifier = preReleaseIdentifier || "a", version = parse(input);
      if (!version || !["a", "b", "c", "rc", "alpha", "beta", "pre", "preview"].includes(
        identifier
      ))
        return null;
      switch (release) {
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
    var { valid, clean, explain: explain2, parse } = require_version(), { lt, le, eq, ne, ge, gt, compare: compare2, rcompare } = require_operator(), {
      filter,
      maxSatisfying,
      minSatisfying,
      RANGE_PATTERN,
      satisfies: satisfies3,
      validRange: validRange3
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
      compare: compare2,
      rcompare,
      // range
      filter,
      maxSatisfying,
      minSatisfying,
      RANGE_PATTERN,
      satisfies: satisfies3,
      validRange: validRange3,
      // semantic
      major,
      minor,
      patch,
      inc
    };
  }
});

// src/packaging/pep440.ts
var pep440 = __toESM(require_pep440(), 1);
function parseVersion(text) {
  let t = text.trim();
  if (!t || t.length > 100) return;
  let v = explained(t);
  return v && { ...v, release: [...v.release] };
}
var explained = bounded("pep440-explain", 1e4, (t) => {
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
}), validRange2 = bounded("pep440-valid-range", 1e4, (spaced) => {
  try {
    return pep440.validRange(spaced);
  } catch {
    return !1;
  }
});
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
  if (text.length > 200)
    throw new InputError(
      `${what} is too long (${text.length} characters); expected e.g. 2.9.0, >=2.5,<2.10 or ~=2.8.0`
    );
  if (BARE_VERSION.test(text)) {
    let v = parseVersion(text.replace(/^v/i, ""));
    if (v) {
      if (v.release.length <= 2 && !v.local && !v.prerelease)
        return { text, pep440: `==${v.public}.*` };
      let full = v.local ? `${v.public}+${v.local}` : v.public;
      return { text, pep440: `==${full}`, exact: full, ...v.local ? { local: v.local } : {} };
    }
  }
  let spaced = text.replace(/\s+/g, " ");
  if (!validRange2(spaced))
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
var publicSpecifier = derived("public-specifier", (spec) => ({
  ...spec,
  pep440: spec.pep440.replace(/\+[A-Za-z0-9.]+/g, "")
}));
function satisfies2(version, spec) {
  return satisfiesKey(`${version}\0${spec.pep440}`);
}
var satisfiesKey = bounded("satisfies", 1e5, (key) => {
  let [version = "", pep440Text = ""] = key.split("\0");
  if (pep440Text === "") return !(parseVersion(version)?.prerelease ?? !1);
  try {
    return pep440.satisfies(version, pep440Text);
  } catch {
    return !1;
  }
});
function lowerBound(spec) {
  if (!spec.pep440) return;
  let best;
  for (let clause of spec.pep440.split(",")) {
    let m = /^\s*(==|>=|>|~=|===)\s*([^\s*]+?)(\.\*)?\s*$/.exec(clause), v = m?.[2] ? parseVersion(m[2]) : void 0;
    v && (!best || compareVersions(v.public, best) > 0) && (best = v.public);
  }
  return best;
}

export {
  parseVersion,
  compareVersions,
  minorOf,
  parseSpecifier,
  publicSpecifier,
  satisfies2 as satisfies,
  lowerBound
};
