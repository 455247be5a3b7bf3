'use strict';

var yaml = require('./yaml.js');
var check = require('./check.js');
var shared = require('./shared.js');
require('node:path');
require('node:fs');
require('node:os');
require('node:fs/promises');
require('node:child_process');
require('node:util');

// node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  let numericValues = Object.values(entries).filter((v) => typeof v == "number");
  return Object.entries(entries).filter(([k, _]) => numericValues.indexOf(+k) === -1).map(([_, v]) => v);
}
function joinValues(array2, separator = "|") {
  return array2.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
  return typeof value == "bigint" ? value.toString() : value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter, this._value = void 0;
  }
  get value() {
    let getter = this._getter;
    return getter !== void 0 && (this._value = getter(), this._getter = void 0), this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input == null;
}
function cleanRegex(source) {
  let start = source.startsWith("^") ? 1 : 0, end = source.endsWith("$") ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: !0,
    enumerable: !0,
    configurable: !0
  });
}
var captureStackTrace = "captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => {
};
function isObject(data) {
  return typeof data == "object" && data !== null && !Array.isArray(data);
}
function isPlainObject(o) {
  if (isObject(o) === !1)
    return !1;
  let ctor = o.constructor;
  if (ctor === void 0 || typeof ctor != "function")
    return !0;
  let prot = ctor.prototype;
  return !(isObject(prot) === !1 || Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === !1);
}
function shallowClone(o) {
  return isPlainObject(o) ? { ...o } : Array.isArray(o) ? [...o] : o instanceof Map ? new Map(o) : o instanceof Set ? new Set(o) : o;
}
var propertyKeyTypes = /* @__PURE__ */ new Set(["string", "number", "symbol"]);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clone(inst, def, params) {
  let cl = new inst._zod.constr(def ?? inst._zod.def);
  return (!def || params?.parent) && (cl._zod.parent = inst), cl;
}
function normalizeParams(_params) {
  let params = _params;
  if (!params)
    return {};
  if (typeof params == "string")
    return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0)
      throw new Error("Cannot specify both `message` and `error` params");
    params.error = params.message;
  }
  return delete params.message, typeof params.error == "string" ? { ...params, error: () => params.error } : params;
}
function stringifyPrimitive(value) {
  return typeof value == "bigint" ? value.toString() + "n" : typeof value == "string" ? `"${value}"` : `${value}`;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === "optional");
}
var NUMBER_FORMAT_RANGES = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE]
};
function aborted(x, startIndex = 0) {
  if (x.aborted === !0)
    return !0;
  for (let i = startIndex; i < x.issues.length; i++)
    if (x.issues[i]?.continue !== !0)
      return !0;
  return !1;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === !0)
    return !0;
  for (let i = startIndex; i < x.issues.length; i++)
    if (x.issues[i]?.continue === !1)
      return !0;
  return !1;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a3;
    return (_a3 = iss).path ?? (_a3.path = []), iss.path.unshift(path), iss;
  });
}
function unwrapMessage(message) {
  return typeof message == "string" ? message : message?.message;
}
function sizeCaps(defChecks) {
  let caps = [];
  for (let ch of defChecks ?? []) {
    let d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check))
      break;
    let max = d.maximum ?? d.length ?? d.size;
    max >= 0 && caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a3;
  for (let i = start; i < issues.length; i++)
    (_a3 = issues[i]).schema ?? (_a3.schema = inst);
}
function finalizeIssue(iss, ctx, config2) {
  var _a3;
  let traits = iss.inst?._zod?.traits;
  traits?.has("$ZodType") && (traits.has("$ZodCheck") ? (_a3 = iss).schema ?? (_a3.schema = iss.inst) : iss.schema = iss.inst);
  let schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0, message = iss.message ? iss.message : unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ?? unwrapMessage(schemaError?.(iss)) ?? unwrapMessage(ctx?.error?.(iss)) ?? unwrapMessage(config2.customError?.(iss)) ?? unwrapMessage(config2.localeError?.(iss)) ?? "Invalid input", full = {};
  for (let k of Object.keys(iss))
    k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__" || (full[k] = iss[k]);
  return full.path ?? (full.path = []), full.message = message, ctx?.reportInput && (full.input = iss.input), full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  let units = str.length;
  if (!highSurrogate.test(str))
    return units;
  let count = units;
  for (let i = 0; i < units - 1; i++)
    (str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320 && (count--, i++);
  return count;
}
function getLengthableOrigin(input) {
  return Array.isArray(input) ? "array" : typeof input == "string" ? "string" : "unknown";
}
function parsedType(data) {
  let t = typeof data;
  switch (t) {
    case "number":
      return Number.isNaN(data) ? "nan" : "number";
    case "object": {
      if (data === null)
        return "null";
      if (Array.isArray(data))
        return "array";
      let obj = data;
      if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor)
        return obj.constructor.name;
    }
  }
  return t;
}
function issue(...args) {
  let [iss, input, inst] = args;
  return typeof iss == "string" ? {
    message: iss,
    code: "custom",
    input,
    inst
  } : { ...iss };
}
function members(proto, table) {
  for (let key in table) {
    let desc = Object.getOwnPropertyDescriptor(table, key);
    desc.get ? Object.defineProperty(proto, key, { ...desc, enumerable: !1 }) : defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = !0) {
  return Object.defineProperty(inst, key, { configurable: !0, writable: !0, enumerable, value }), value;
}
function hide(inst, key, value) {
  return own(inst, key, value, !1);
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: !0,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    }
  });
}
function claim(inst, sentinel) {
  let proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing, broke = !1, breaker = {
  configurable: !0,
  get() {
    broke = !0;
  }
};
function defineLazyInternal(inst, key, compute) {
  let proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod, Object.defineProperty(proto, key, {
    configurable: !0,
    get() {
      Object.defineProperty(this, key, breaker);
      let outer = broke;
      broke = !1;
      try {
        let value = compute(this);
        return broke ? delete this[key] : Object.defineProperty(this, key, { configurable: !0, writable: !0, value }), broke = broke || outer, value;
      } catch (err) {
        throw delete this[key], broke = broke || outer, err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: !0, writable: !0, value });
    }
  });
}
function installLazyProp(inst, key, make, enumerable) {
  let proto = claim(inst, key);
  proto && Object.defineProperty(proto, key, {
    configurable: !0,
    get() {
      let desc = { configurable: !0, writable: !0, enumerable, value: void 0 };
      return Object.defineProperty(this, key, desc), desc.value = make(this), Object.defineProperty(this, key, desc), desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: !0, writable: !0, enumerable, value });
    }
  });
}

// node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: !1 }, _E = "captureStackTrace" in Error ? Error : null;
function newError(Definition) {
  let E = _E;
  if (E) {
    let saved = E.stackTraceLimit;
    if (typeof saved == "number") {
      try {
        E.stackTraceLimit = 0;
      } catch {
        return _E = null, new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  let zodProto = {};
  function Internals(def) {
    this.def = def, this.constr = _, this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  let protoMembers = proto, initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (inst._zod) {
      if (inst._zod.traits.has(name))
        return;
    } else {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, "_zod", _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    }
    if (inst._zod.traits.add(name), initializer2(inst, def), initialized) {
      let own2 = Object.getPrototypeOf(inst), ctorProto = inst._zod.constr.prototype, up = own2;
      for (; up && up !== ctorProto; )
        up = Object.getPrototypeOf(up);
      let target = up ?? own2;
      initialized.has(target) || (initialized.add(target), members(target, protoMembers));
    }
    let proto2 = _.prototype;
    for (let k in proto2)
      Object.prototype.hasOwnProperty.call(proto2, k) && (k in inst || (inst[k] = proto2[k].bind(inst)));
  }
  let Parent = params?.Parent ?? Object;
  class Definition extends Parent {
  }
  Object.defineProperty(Definition, "name", { value: name });
  function _(def) {
    let inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    let deferred = inst._zod.deferred;
    if (deferred) {
      for (let fn of deferred)
        fn();
      inst._zod.deferred = void 0;
    }
    let pp = globalThis.__zod_globalConfig?.postProcessor;
    return pp && pp(inst), inst;
  }
  return Object.defineProperty(_, "init", { value: init }), Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => params?.Parent && inst instanceof params.Parent ? !0 : inst?._zod?.traits?.has(name)
  }), Object.defineProperty(_, "name", { value: name }), _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super("Encountered Promise during synchronous parse. Use .parseAsync() instead.");
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  return newConfig && Object.assign(globalConfig, newConfig), globalConfig;
}

// node_modules/zod/v4/core/errors.js
function _getMessage() {
  let internals = this._zod;
  return internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2)), internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: !0,
  configurable: !0
}, _issuesDesc = { value: void 0, enumerable: !1 }, _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]), initializer = (inst, def) => {
  inst.name = "$ZodError", _issuesDesc.value = def, Object.defineProperty(inst, "issues", _issuesDesc), _issuesDesc.value = void 0, Object.defineProperty(inst, "message", _messageDesc);
  let proto = Object.getPrototypeOf(inst);
  _installedToString.has(proto) || (_installedToString.add(proto), Object.defineProperty(proto, "toString", {
    configurable: !0,
    enumerable: !1,
    get() {
      let value = () => this.message;
      return Object.defineProperty(this, "toString", { value, configurable: !0, writable: !0 }), value;
    },
    set(value) {
      Object.defineProperty(this, "toString", { value, configurable: !0, writable: !0 });
    }
  }));
}, $ZodError = $constructor("$ZodError", initializer), $ZodRealError = $constructor("$ZodError", initializer, void 0, {
  Parent: Error
});

// node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  let fn = (schema, value, _ctx, _params) => {
    let ctx = _ctx ? { ..._ctx, async: !1 } : { async: !1 }, result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
      throw new $ZodAsyncError();
    if (result.issues.length) {
      let e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      throw captureStackTrace(e, _params?.callee ?? fn), e;
    }
    return result.value;
  };
  return fn;
}, parse = /* @__PURE__ */ _parse($ZodRealError), _parseAsync = (_Err) => {
  let fn = async (schema, value, _ctx, params) => {
    let ctx = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise && (result = await result), result.issues.length) {
      let e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      throw captureStackTrace(e, params?.callee ?? fn), e;
    }
    return result.value;
  };
  return fn;
}, parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError), _safeParse = (_Err) => (schema, value, _ctx) => {
  let ctx = _ctx ? { ..._ctx, async: !1 } : { async: !1 }, result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise)
    throw new $ZodAsyncError();
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: !0, data: result.value };
}, safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error2;
  return {
    success: !1,
    get error() {
      return error2 || (error2 = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config()))), issues = void 0, ctx = void 0), error2;
    },
    set error(e) {
      error2 = e, issues = void 0, ctx = void 0;
    }
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  let ctx = _ctx ? { ..._ctx, async: !0 } : { async: !0 }, result = schema._zod.run({ value, issues: [] }, ctx);
  return result instanceof Promise && (result = await result), result.issues.length ? failure(_Err, result.issues, ctx) : { success: !0, data: result.value };
}, safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// node_modules/zod/v4/core/regexes.js
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/, boolean = /^(?:true|false)$/i;

// node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor("$ZodCheck", (inst, def) => {
  var _a3;
  inst._zod ?? (inst._zod = {}), inst._zod.def = def, (_a3 = inst._zod).onattach ?? (_a3.onattach = []);
});
var _whenHasLength = (payload) => {
  let val = payload.value;
  return !nullish(val) && val.length !== void 0;
}, numericOriginMap = {
  number: "number",
  bigint: "bigint",
  object: "date"
};
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor("$ZodCheckGreaterThan", (inst, def) => {
  $ZodCheck.init(inst, def);
  let origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    (def.inclusive ? payload.value >= def.value : payload.value > def.value) || payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: "too_small",
      minimum: typeof def.value == "object" ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor("$ZodCheckNumberFormat", (inst, def) => {
  $ZodCheck.init(inst, def), def.format = def.format || "float64";
  let isInt = def.format?.includes("int"), origin = isInt ? "int" : "number", [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    let input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: "invalid_type",
          continue: !1,
          input,
          inst
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        input > 0 ? payload.issues.push({
          input,
          code: "too_big",
          maximum: Number.MAX_SAFE_INTEGER,
          note: "Integers must be within the safe integer range.",
          inst,
          origin,
          inclusive: !0,
          continue: !def.abort
        }) : payload.issues.push({
          input,
          code: "too_small",
          minimum: Number.MIN_SAFE_INTEGER,
          note: "Integers must be within the safe integer range.",
          inst,
          origin,
          inclusive: !0,
          continue: !def.abort
        });
        return;
      }
    }
    input < minimum && payload.issues.push({
      origin: "number",
      input,
      code: "too_small",
      minimum,
      inclusive: !0,
      inst,
      continue: !def.abort
    }), input > maximum && payload.issues.push({
      origin: "number",
      input,
      code: "too_big",
      maximum,
      inclusive: !0,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor("$ZodCheckMinLength", (inst, def) => {
  var _a3;
  $ZodCheck.init(inst, def), (_a3 = inst._zod.def).when ?? (_a3.when = _whenHasLength), inst._zod.check = (payload) => {
    let input = payload.value, units = input.length;
    if ((typeof input == "string" && units >= def.minimum && units < def.minimum * 2 ? codePointLength(input) : units) >= def.minimum)
      return;
    let origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: "too_small",
      minimum: def.minimum,
      inclusive: !0,
      input,
      inst,
      continue: !def.abort
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor("$ZodCheckStringFormat", (inst, def) => {
  var _a3, _b;
  $ZodCheck.init(inst, def), def.pattern ? (_a3 = inst._zod).check ?? (_a3.check = (payload) => {
    def.pattern.lastIndex = 0, !def.pattern.test(payload.value) && payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: def.format,
      input: payload.value,
      ...def.pattern ? { pattern: def.pattern.toString() } : {},
      inst,
      continue: !def.abort
    });
  }) : (_b = inst._zod).check ?? (_b.check = () => {
  });
}), $ZodCheckRegex = /* @__PURE__ */ $constructor("$ZodCheckRegex", (inst, def) => {
  $ZodCheckStringFormat.init(inst, def), inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0, !def.pattern.test(payload.value) && payload.issues.push({
      origin: "string",
      code: "invalid_format",
      format: "regex",
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort
    });
  };
});

// node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7
};

// node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor("$ZodType", (inst, def) => {
  var _a3;
  inst ?? (inst = {}), inst._zod.def = def, inst._zod.bag = inst._zod.bag || {}, inst._zod.version = version;
  let defChecks = inst._zod.def.checks, checks = inst._zod.traits.has("$ZodCheck") ? [inst, ...defChecks ?? []] : defChecks?.length ? [...defChecks] : [];
  for (let ch of checks)
    for (let fn of ch._zod.onattach)
      fn(inst);
  if (checks.length === 0)
    (_a3 = inst._zod).deferred ?? (_a3.deferred = []), inst._zod.deferred?.push(() => {
      inst._zod.run = inst._zod.parse;
    });
  else {
    let runChecks = (payload, checks2, ctx) => {
      if (payload.memo)
        return payload;
      let isAborted = aborted(payload), asyncResult;
      for (let ch of checks2) {
        if (ch._zod.def.when) {
          if (explicitlyAborted(payload) || !ch._zod.def.when(payload))
            continue;
        } else if (isAborted)
          continue;
        let currLen = payload.issues.length, _ = ch._zod.check(payload);
        if (_ instanceof Promise && ctx?.async === !1)
          throw new $ZodAsyncError();
        if (asyncResult || _ instanceof Promise)
          asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
            await _, payload.issues.length !== currLen && (attachSchema(payload.issues, currLen, inst), isAborted || (isAborted = aborted(payload, currLen)));
          });
        else {
          if (payload.issues.length === currLen)
            continue;
          attachSchema(payload.issues, currLen, inst), isAborted || (isAborted = aborted(payload, currLen));
        }
      }
      return asyncResult ? asyncResult.then(() => payload) : payload;
    }, handleCanaryResult = (canary, payload, ctx) => {
      if (aborted(canary))
        return canary.aborted = !0, canary;
      let checkResult = runChecks(payload, checks, ctx);
      if (checkResult instanceof Promise) {
        if (ctx.async === !1)
          throw new $ZodAsyncError();
        return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
      }
      return inst._zod.parse(checkResult, ctx);
    };
    inst._zod.run = (payload, ctx) => {
      if (ctx.skipChecks)
        return inst._zod.parse(payload, ctx);
      if (ctx.direction === "backward") {
        let canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: !0 });
        return canary instanceof Promise ? canary.then((canary2) => handleCanaryResult(canary2, payload, ctx)) : handleCanaryResult(canary, payload, ctx);
      }
      let result = inst._zod.parse(payload, ctx);
      if (result instanceof Promise) {
        if (ctx.async === !1)
          throw new $ZodAsyncError();
        return result.then((result2) => runChecks(result2, checks, ctx));
      }
      return runChecks(result, checks, ctx);
    };
  }
}, {
  // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
  get "~standard"() {
    return hide(this, "~standard", standardProps(this));
  },
  set "~standard"(value) {
    own(this, "~standard", value);
  }
}), toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
  let ctx = { async: !0 };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      let ctx = { async: !1 };
      try {
        let r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise))
          return toStandardResult(r, ctx);
      } catch {
      }
      return validateAsync(inst, value);
    },
    vendor: "zod",
    version: 1
  };
}
var $ZodString = /* @__PURE__ */ $constructor("$ZodString", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.pattern = def.pattern ?? anyString, inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch {
      }
    return typeof payload.value == "string" || payload.issues.push({
      expected: "string",
      code: "invalid_type",
      input: payload.value,
      inst
    }), payload;
  };
});
var $ZodNumber = /* @__PURE__ */ $constructor("$ZodNumber", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.pattern = number, inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch {
      }
    let input = payload.value;
    if (typeof input == "number" && !Number.isNaN(input) && Number.isFinite(input))
      return payload;
    let received = typeof input == "number" ? Number.isNaN(input) ? "NaN" : Number.isFinite(input) ? void 0 : String(input) : void 0;
    return payload.issues.push({
      expected: "number",
      code: "invalid_type",
      input,
      inst,
      ...received ? { received } : {}
    }), payload;
  };
}), $ZodNumberFormat = /* @__PURE__ */ $constructor("$ZodNumberFormat", (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def), $ZodNumber.init(inst, def);
}), $ZodBoolean = /* @__PURE__ */ $constructor("$ZodBoolean", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.pattern = boolean, inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = !!payload.value;
      } catch {
      }
    let input = payload.value;
    return typeof input == "boolean" || payload.issues.push({
      expected: "boolean",
      code: "invalid_type",
      input,
      inst
    }), payload;
  };
});
var $ZodNever = /* @__PURE__ */ $constructor("$ZodNever", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.parse = (payload, _ctx) => (payload.issues.push({
    expected: "never",
    code: "invalid_type",
    input: payload.value,
    inst
  }), payload);
});
function capSize(inst, size) {
  let caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length)
    return;
  let cap = Math.min(...caps.map((c) => c[0])), parse2 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    let n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
      for (let [max, ch] of sizeCaps(inst._zod.def.checks))
        if (n > max && ch._zod.def.when(payload)) {
          let start = payload.issues.length;
          return ch._zod.check(payload), payload.issues[start].continue = !1, attachSchema(payload.issues, start, inst), payload;
        }
    }
    return parse2(payload, ctx);
  };
}
var arraySize = (input) => Array.isArray(input) ? input.length : -1;
function handleArrayResult(result, final, index) {
  result.issues.length && final.issues.push(...prefixIssues(index, result.issues)), final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor("$ZodArray", (inst, def) => {
  $ZodType.init(inst, def);
  let memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx) => {
    let input = payload.value;
    if (!Array.isArray(input))
      return payload.issues.push({
        expected: "array",
        code: "invalid_type",
        input,
        inst
      }), payload;
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    let proms = [], abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      let item = input[i], result = def.element._zod.run({
        value: item,
        issues: []
      }, ctx);
      if (result instanceof Promise)
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      else if (handleArrayResult(result, payload, i), abortEarly && result.issues.length !== 0 && aborted(result))
        break;
    }
    return proms.length ? Promise.all(proms).then(() => payload) : payload;
  }, capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  let isPresent = key in input, isOptionalOut = optout === "optional";
  if (!(!isPresent && isOptionalOut && optin === "optional")) {
    if (result.issues.length) {
      if (optin !== void 0 && isOptionalOut && !isPresent)
        return;
      final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === void 0) {
      result.issues.length || final.issues.push({
        code: "invalid_type",
        expected: "nonoptional",
        input: void 0,
        path: [key]
      });
      return;
    }
    result.value === void 0 ? (isPresent || optin === "defaulted" && !isOptionalOut) && (final.value[key] = void 0) : final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  let keys = Object.keys(def.shape), ownSymbols = Object.getOwnPropertySymbols(def.shape), symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS, allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (let k of allKeys)
    if (!def.shape?.[k]?._zod?.traits?.has("$ZodType"))
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
  let okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys)
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  let unrecognized = [], keySet = def.keySet, _catchall = def.catchall._zod, t = _catchall.def.type, optin = _catchall.optin, optout = _catchall.optout, seen = 0;
  for (let key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen))
        break;
      seen = payload.issues.length;
    }
    if (keySet.has(key))
      continue;
    if (key === "__proto__") {
      t === "never" && unrecognized.push(key);
      continue;
    }
    if (t === "never") {
      unrecognized.push(key);
      continue;
    }
    let r = _catchall.run({ value: input[key], issues: [] }, ctx);
    r instanceof Promise ? proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout))) : handlePropertyResult(r, payload, key, input, optin, optout);
  }
  return unrecognized.length && payload.issues.push({
    code: "unrecognized_keys",
    keys: unrecognized,
    input,
    inst,
    // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
    continue: !0
  }), proms.length ? Promise.all(proms).then(() => payload) : payload;
}
var $ZodObject = /* @__PURE__ */ $constructor("$ZodObject", (inst, def) => {
  $ZodType.init(inst, def);
  let desc = Object.getOwnPropertyDescriptor(def, "shape"), sh = desc?.get ? desc.get.raw : def.shape ?? {};
  if (sh) {
    let get = () => {
      let newSh = { ...sh };
      return Object.defineProperty(def, "shape", { value: newSh }), get.raw = newSh, newSh;
    };
    get.raw = sh, Object.defineProperty(def, "shape", { get });
  }
  let _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, "propValues", (zod) => {
    let shape = zod.def.shape, propValues = {};
    for (let key in shape) {
      let field = shape[key]._zod;
      if (field.values) {
        Object.prototype.hasOwnProperty.call(propValues, key) || assignProp(propValues, key, /* @__PURE__ */ new Set());
        for (let v of field.values)
          propValues[key].add(v);
        field.optin !== void 0 && propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  let isObject2 = isObject, catchall = def.catchall, value, memo = globalConfig.memoizer;
  memo?.attach(inst), inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    let input = payload.value;
    if (!isObject2(input))
      return payload.issues.push({
        expected: "object",
        code: "invalid_type",
        input,
        inst
      }), payload;
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    let proms = [], shape = value.shape, abortEarly = ctx?.abortEarly, seen = payload.issues.length;
    for (let key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen))
          break;
        seen = payload.issues.length;
      }
      if (key === "__proto__")
        continue;
      let el = shape[key], optin = el._zod.optin, optout = el._zod.optout, r = el._zod.run({ value: input[key], issues: [] }, ctx);
      r instanceof Promise ? proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout))) : handlePropertyResult(r, payload, key, input, optin, optout);
    }
    return catchall ? handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === !0) : proms.length ? Promise.all(proms).then(() => payload) : payload;
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor("$ZodEnum", (inst, def) => {
  $ZodType.init(inst, def);
  let values = getEnumValues(def.entries), valuesSet = new Set(values);
  inst._zod.values = valuesSet, defineLazyInternal(inst, "pattern", (zod) => {
    let patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
  }), inst._zod.parse = (payload, _ctx) => {
    let input = payload.value;
    return valuesSet.has(input) || payload.issues.push({
      code: "invalid_value",
      values,
      input,
      inst
    }), payload;
  };
}), $ZodLiteral = /* @__PURE__ */ $constructor("$ZodLiteral", (inst, def) => {
  $ZodType.init(inst, def);
  let values = new Set(def.values);
  inst._zod.values = values, defineLazyInternal(inst, "pattern", (zod) => {
    let vals = zod.def.values;
    return new RegExp(vals.length ? `^(${vals.map((o) => typeof o == "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o)).join("|")})$` : "^[^\\s\\S]$");
  }), inst._zod.parse = (payload, _ctx) => {
    let input = payload.value;
    return values.has(input) || payload.issues.push({
      code: "invalid_value",
      values: def.values,
      input,
      inst
    }), payload;
  };
});
function handleOptionalResult(payload, result) {
  return payload.value = result.issues.length ? void 0 : result.value, payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor("$ZodOptional", (inst, def) => {
  $ZodType.init(inst, def), defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional"), inst._zod.optout = "optional", defineLazyInternal(inst, "values", (zod) => {
    let values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  }), defineLazyInternal(inst, "pattern", (zod) => {
    let pattern3 = zod.def.innerType._zod.pattern;
    return pattern3 ? new RegExp(`^(${cleanRegex(pattern3.source)})?$`) : void 0;
  }), inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== "defaulted")
        return payload;
      let result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      return result instanceof Promise ? result.then((result2) => handleOptionalResult(payload, result2)) : handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodDefault = /* @__PURE__ */ $constructor("$ZodDefault", (inst, def) => {
  $ZodType.init(inst, def), inst._zod.optin = "defaulted", defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values), inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === "backward")
      return def.innerType._zod.run(payload, ctx);
    if (payload.value === void 0)
      return payload.value = def.defaultValue, payload;
    let result = def.innerType._zod.run(payload, ctx);
    return result instanceof Promise ? result.then((result2) => handleDefaultResult(result2, def)) : handleDefaultResult(result, def);
  };
});
function handleDefaultResult(payload, def) {
  return payload.value === void 0 && (payload.value = def.defaultValue), payload;
}
var $ZodCustom = /* @__PURE__ */ $constructor("$ZodCustom", (inst, def) => {
  $ZodCheck.init(inst, def), $ZodType.init(inst, def), inst._zod.parse = (payload, _) => payload, inst._zod.check = (payload) => {
    let input = payload.value, r = def.fn(input);
    if (r instanceof Promise)
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    handleRefineResult(r, payload, input, inst);
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    let _iss = {
      code: "custom",
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...inst._zod.def.path ?? []],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort
      // params: inst._zod.def.params,
    };
    inst._zod.def.params && (_iss.params = inst._zod.def.params), payload.issues.push(issue(_iss));
  }
}

// node_modules/zod/v4/locales/en.js
var error = () => {
  let Sizable = {
    string: { unit: "characters", verb: "to have" },
    file: { unit: "bytes", verb: "to have" },
    array: { unit: "items", verb: "to have" },
    set: { unit: "items", verb: "to have" },
    map: { unit: "entries", verb: "to have" }
  };
  function getSizing(origin) {
    return Sizable[origin] ?? null;
  }
  let FormatDictionary = {
    regex: "input",
    email: "email address",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO datetime",
    date: "ISO date",
    time: "ISO time",
    duration: "ISO duration",
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    mac: "MAC address",
    cidrv4: "IPv4 range",
    cidrv6: "IPv6 range",
    base64: "base64-encoded string",
    base64url: "base64url-encoded string",
    json_string: "JSON string",
    e164: "E.164 number",
    currency_code: "currency code",
    credit_card: "credit card number",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "input"
  }, TypeDictionary = {
    // Compatibility: "nan" -> "NaN" for display
    nan: "NaN"
    // All other type names omitted - they fall back to raw values via ?? operator
  };
  function getTypeName(type, input) {
    return type === "number" && typeof input == "number" && !Number.isFinite(input) ? String(input) : TypeDictionary[type] ?? type;
  }
  return (issue2) => {
    switch (issue2.code) {
      case "invalid_type": {
        let expected = getTypeName(issue2.expected), receivedType = parsedType(issue2.input), received = getTypeName(receivedType, issue2.input);
        return `Invalid input: expected ${expected}, received ${received}`;
      }
      case "invalid_value":
        return issue2.values.length === 1 ? `Invalid input: expected ${stringifyPrimitive(issue2.values[0])}` : `Invalid option: expected one of ${joinValues(issue2.values, "|")}`;
      case "too_big": {
        let adj = issue2.exact ? "exactly " : issue2.inclusive ? "<=" : "<", sizing = getSizing(issue2.origin);
        return sizing ? `Too big: expected ${issue2.origin ?? "value"} to have ${adj}${issue2.maximum.toString()} ${sizing.unit ?? "elements"}` : `Too big: expected ${issue2.origin ?? "value"} to be ${adj}${issue2.maximum.toString()}`;
      }
      case "too_small": {
        let adj = issue2.exact ? "exactly " : issue2.inclusive ? ">=" : ">", sizing = getSizing(issue2.origin);
        return sizing ? `Too small: expected ${issue2.origin} to have ${adj}${issue2.minimum.toString()} ${sizing.unit}` : `Too small: expected ${issue2.origin} to be ${adj}${issue2.minimum.toString()}`;
      }
      case "invalid_format": {
        let _issue = issue2;
        return _issue.format === "starts_with" ? `Invalid string: must start with "${_issue.prefix}"` : _issue.format === "ends_with" ? `Invalid string: must end with "${_issue.suffix}"` : _issue.format === "includes" ? `Invalid string: must include "${_issue.includes}"` : _issue.format === "regex" ? `Invalid string: must match pattern ${_issue.pattern}` : `Invalid ${FormatDictionary[_issue.format] ?? issue2.format}`;
      }
      case "not_multiple_of":
        return `Invalid number: must be a multiple of ${issue2.divisor}`;
      case "unrecognized_keys":
        return `Unrecognized key${issue2.keys.length > 1 ? "s" : ""}: ${joinValues(issue2.keys, ", ")}`;
      case "invalid_key":
        return `Invalid key in ${issue2.origin}`;
      case "invalid_union":
        return issue2.options && Array.isArray(issue2.options) && issue2.options.length > 0 ? `Invalid discriminator value. Expected ${issue2.options.map((o) => `'${o}'`).join(" | ")}` : issue2.inclusive === !1 ? "Invalid input: more than one option matched" : "Invalid input";
      case "invalid_element":
        return `Invalid value in ${issue2.origin}`;
      default:
        return "Invalid input";
    }
  };
};
function en_default() {
  return {
    localeError: error()
  };
}

// node_modules/zod/v4/core/registries.js
var _a2;
var $ZodRegistry = class {
  constructor() {
    this._map = /* @__PURE__ */ new WeakMap(), this._idmap = /* @__PURE__ */ new Map();
  }
  add(schema, ..._meta) {
    let meta2 = _meta[0];
    return this._map.set(schema, meta2), meta2 && typeof meta2 == "object" && "id" in meta2 && this._idmap.set(meta2.id, schema), this;
  }
  clear() {
    return this._map = /* @__PURE__ */ new WeakMap(), this._idmap = /* @__PURE__ */ new Map(), this;
  }
  remove(schema) {
    let meta2 = this._map.get(schema);
    return meta2 && typeof meta2 == "object" && "id" in meta2 && this._idmap.delete(meta2.id), this._map.delete(schema), this;
  }
  get(schema) {
    let p = schema._zod.parent;
    if (p) {
      let pm = { ...this.get(p) ?? {} };
      delete pm.id;
      let f = { ...pm, ...this._map.get(schema) };
      return Object.keys(f).length ? f : void 0;
    }
    return this._map.get(schema);
  }
  has(schema) {
    return this._map.has(schema);
  }
};
function registry() {
  return new $ZodRegistry();
}
(_a2 = globalThis).__zod_globalRegistry ?? (_a2.__zod_globalRegistry = registry());
var globalRegistry = globalThis.__zod_globalRegistry;

// node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  return def.checks && (def.checks = [...def.checks]), def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
  return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
  return new Class({
    type: "number",
    check: "number_format",
    abort: !1,
    format: "safeint",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
  return new Class({
    type: "boolean",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
  return new Class({
    type: "never",
    ...normalizeParams(params)
  });
}
// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
  return new $ZodCheckGreaterThan({
    check: "greater_than",
    ...normalizeParams(params),
    value,
    inclusive: !1
  });
}
// @__NO_SIDE_EFFECTS__
function _positive(params) {
  return /* @__PURE__ */ _gt(0, params);
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: "min_length",
    ...normalizeParams(params),
    minimum
  });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern3, params) {
  return new $ZodCheckRegex({
    check: "string_format",
    format: "regex",
    ...normalizeParams(params),
    pattern: pattern3
  });
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
  return new Class({
    type: "custom",
    check: "custom",
    fn,
    ...normalizeParams(_params)
  });
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
  let ch = new $ZodCheck({ check: "describe" });
  return ch._zod.onattach = [
    (inst) => {
      let existing = globalRegistry.get(inst) ?? {};
      globalRegistry.add(inst, { ...existing, description });
    }
  ], ch._zod.check = () => {
  }, ch;
}

// node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor("ZodMiniType", (inst, def) => {
  if (!inst._zod)
    throw new Error("Uninitialized schema in ZodMiniType.");
  $ZodType.init(inst, def), inst.def = def, inst.type = def.type;
}, {
  // `with` is an alias for `check`: the same function object, not a wrapper.
  get with() {
    return this.check;
  },
  set with(value) {
    own(this, "with", value);
  },
  parse(data, params) {
    return parse(this, data, params, { callee: this.parse });
  },
  parseAsync(data, params) {
    return parseAsync(this, data, params, { callee: this.parseAsync });
  },
  safeParse(data, params) {
    return safeParse(this, data, params);
  },
  safeParseAsync(data, params) {
    return safeParseAsync(this, data, params);
  },
  check(...checks) {
    let def = this.def;
    return this.clone({
      ...def,
      checks: [
        ...def.checks ?? [],
        ...checks.map((ch) => typeof ch == "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch)
      ]
    }, { parent: !0 });
  },
  clone(_def, params) {
    return clone(this, _def, params);
  },
  brand() {
    return this;
  },
  register(reg, meta2) {
    return reg.add(this, meta2), this;
  },
  apply(fn, ...args) {
    return args.length === 0 ? fn(this) : fn(this, ...args);
  }
}), ZodMiniString = /* @__PURE__ */ $constructor("ZodMiniString", (inst, def) => {
  $ZodString.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor("ZodMiniNumber", (inst, def) => {
  $ZodNumber.init(inst, def), ZodMiniType.init(inst, def);
});
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor("ZodMiniNumberFormat", (inst, def) => {
  $ZodNumberFormat.init(inst, def), ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor("ZodMiniBoolean", (inst, def) => {
  $ZodBoolean.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniNever = /* @__PURE__ */ $constructor("ZodMiniNever", (inst, def) => {
  $ZodNever.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function never(params) {
  return _never(ZodMiniNever, params);
}
var ZodMiniArray = /* @__PURE__ */ $constructor("ZodMiniArray", (inst, def) => {
  $ZodArray.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: "array",
    element,
    ...normalizeParams(params)
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor("ZodMiniObject", (inst, def) => {
  $ZodObject.init(inst, def), ZodMiniType.init(inst, def), installLazyProp(inst, "shape", (self) => self._zod.def.shape, !1);
});
// @__NO_SIDE_EFFECTS__
function strictObject(shape, params) {
  return new ZodMiniObject({
    type: "object",
    shape,
    catchall: /* @__PURE__ */ never(),
    ...normalizeParams(params)
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor("ZodMiniEnum", (inst, def) => {
  $ZodEnum.init(inst, def), ZodMiniType.init(inst, def), inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  let entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: "enum",
    entries,
    ...normalizeParams(params)
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor("ZodMiniLiteral", (inst, def) => {
  $ZodLiteral.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: "literal",
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params)
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor("ZodMiniOptional", (inst, def) => {
  $ZodOptional.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: "optional",
    innerType
  });
}
var ZodMiniDefault = /* @__PURE__ */ $constructor("ZodMiniDefault", (inst, def) => {
  $ZodDefault.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function _default(innerType, defaultValue) {
  return new ZodMiniDefault({
    type: "default",
    innerType,
    get defaultValue() {
      return typeof defaultValue == "function" ? defaultValue() : shallowClone(defaultValue);
    }
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor("ZodMiniCustom", (inst, def) => {
  $ZodCustom.init(inst, def), ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}
var describe2 = describe;

// src/catalog/api-schema.ts
var described = (schema, text) => schema.check(describe2(text)), nonEmpty = () => string2().check(_minLength(1)), version2 = string2().check(_regex(/^\d+\.\d+(\.\d+)?$/, "a torch version such as 2.9 or 2.9.1")), qualified = string2().check(_regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$/, "a dotted name such as torch.load")), identifier = string2().check(_regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "a Python identifier")), ApiMatch = strictObject({
  kind: described(
    optional(_enum(["call", "assign"])),
    "call: only calls; assign: only `name = value` (attribute assignment)"
  ),
  without: described(
    optional(array(identifier).check(_minLength(1))),
    "A call that passes none of these keywords (a call with **kwargs is not judged)"
  ),
  with: described(
    optional(array(identifier).check(_minLength(1))),
    "A call that passes at least one of these keywords"
  ),
  keyword: optional(
    strictObject({
      name: identifier,
      value: described(nonEmpty(), 'Literal value, e.g. onnxrt for backend="onnxrt"')
    })
  ),
  insideExcept: described(
    optional(identifier),
    "Only inside the body of a `try` that has an `except` naming this class"
  ),
  firstArgumentCalls: described(
    optional(array(identifier).check(_minLength(1))),
    "A call whose first argument is itself a call of one of these, by its last name (a DLPack capsule made in place: from_dlpack(t.__dlpack__()))"
  ),
  members: described(
    optional(literal(!0)),
    "The entry names a module; the shape is judged on calls of its members (torchvision.models.resnet18(pretrained=True))"
  ),
  method: described(
    optional(literal(!0)),
    "The entry names a Tensor method (torch.Tensor.storage): a call of `.storage(\u2026)` on any object counts, in a file that imports torch (the receiver's type is not known)"
  ),
  noArguments: described(
    optional(literal(!0)),
    "Only a call that passes no argument (`x.storage()`, not `self.storage(size)`)"
  ),
  notAsBase: described(
    optional(literal(!0)),
    "A base of a class statement (`class S(_LRScheduler):`) is not judged: the change is about what other objects are (isinstance of the built-ins), and a subclass inherits the same code as before"
  ),
  unset: described(
    optional(nonEmpty()),
    "The literal a `with` keyword means when left out (None): passing it, or a conditional expression that can give it (`x if workers > 0 else None`), is leaving the keyword out"
  )
}), ApiFix = strictObject({
  rename: described(
    optional(qualified),
    "The qualified name written instead (the call keeps its arguments unless said below)"
  ),
  prependArgument: described(optional(nonEmpty()), 'Inserted as the first argument of the call, e.g. "cuda"'),
  renameKeyword: optional(strictObject({ from: identifier, to: identifier })),
  addKeyword: optional(strictObject({ name: identifier, value: nonEmpty() })),
  onRequest: described(
    optional(literal(!0)),
    "Changes what the code does on purpose (weights_only=True): applied only with --fix-all"
  )
}), ApiEntry = strictObject({
  api: described(nonEmpty(), "Unique key: the qualified name, plus `#shape` when several entries share a name"),
  name: described(optional(qualified), "Qualified name when `api` carries a suffix (default: `api` up to `#`)"),
  match: optional(ApiMatch),
  introduced: described(optional(version2), "First torch release that has it; older torch \u2192 api-unavailable"),
  deprecated: described(optional(version2), "First release that warns; \u2192 api-deprecated"),
  removed: described(optional(version2), "First release without it; \u2192 api-removed"),
  changed: described(optional(version2), "Release whose behaviour differs; \u2192 behavior-changed"),
  change: described(optional(nonEmpty()), "What changed, one sentence"),
  changeSeverity: described(
    optional(_enum(["notice", "warning"])),
    "warning where code silently changes meaning (default notice)"
  ),
  replacement: described(optional(nonEmpty()), "What to use instead"),
  replacementSince: described(
    optional(version2),
    "First release that has the replacement (to say if it works on the oldest torch in range)"
  ),
  fix: optional(ApiFix),
  note: optional(nonEmpty()),
  alsoModule: described(
    optional(literal(!0)),
    "The name is also a module that defines other names (torch.nn.utils.weight_norm: the function, and the module it lives in): a name below it (`from torch.nn.utils.weight_norm import WeightNorm`) is not a use of the entry"
  ),
  source: described(nonEmpty(), "Where the fact comes from: a URL or repository path"),
  confidence: described(optional(_enum(["verified", "uncertain"])), "uncertain: may warn, never fail")
}).check(
  refine((e) => !!(e.introduced || e.deprecated || e.removed || e.changed), {
    message: "an API entry needs at least one of introduced, deprecated, removed or changed"
  }),
  refine((e) => !e.changed || !!e.change, {
    message: "an entry with `changed` needs `change` (what changed)"
  }),
  refine((e) => !e.fix || !!e.replacementSince, {
    message: "an entry with `fix` needs `replacementSince` (a fix is offered only where the replacement exists)"
  })
);

// src/catalog/sourced.ts
var described2 = (schema, text) => schema.check(describe2(text)), Confidence = _enum(["verified", "uncertain"]), sourced = {
  source: described2(
    string2().check(_minLength(1)),
    "Where the fact comes from: a URL or repository path at a commit"
  ),
  confidence: described2(optional(Confidence), "uncertain: weak or conflicting evidence; may warn, never fail")
};

// src/catalog/bound-schema.ts
var described3 = (schema, text) => schema.check(describe2(text)), pattern = (re, text) => string2().check(_regex(re, text)), packageName = pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a PEP 503 normalized name such as torch-scatter"), releaseVersion = pattern(
  /^\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?$/,
  "a PEP 440 version such as 0.0.22.post7 or 2.5.8"
), torchSpecifier = pattern(
  /^$|^\s*(===|==|!=|<=|>=|~=|<|>)\s*[0-9][0-9a-z.*+]*(\s*,\s*(===|==|!=|<=|>=|~=|<|>)\s*[0-9][0-9a-z.*+]*)*\s*$/i,
  'a PEP 440 specifier of torch such as ==2.1.0 or >=2.3.0,<2.4 ("" = any torch)'
), pythonSpecifier = pattern(
  /^\s*(==|!=|<=|>=|~=|<|>)\s*3\.\d+(\.\*)?(\s*,\s*(==|!=|<=|>=|~=|<|>)\s*3\.\d+(\.\*)?)*\s*$/,
  "a PEP 440 specifier of Python versions such as >=3.8,<3.12 (>=3.9 for an abi3 wheel)"
), isoDate = pattern(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-08-06"), BoundWheels = strictObject({
  python: described3(pythonSpecifier, "The Pythons the wheels install on"),
  platforms: array(_enum(check.PLATFORMS)).check(_minLength(1)),
  variants: described3(
    optional(array(pattern(check.VARIANT_PATTERN, "cpu, xpu, cuXYZ or rocmX.Y[.Z]")).check(_minLength(1))),
    "The torch builds they are built for (cu121, rocm6.1); absent: one wheel for every build"
  ),
  cuda: described3(
    optional(array(pattern(/^\d{2}$/, "a CUDA major such as 12")).check(_minLength(1))),
    "The CUDA majors of the torch builds they load with, when they are built per CUDA major (flash-attn)"
  ),
  torch: described3(
    optional(torchSpecifier),
    "The torch releases they are built for, when each set is built for one torch (the PyG and mmcv pages, flash-attn assets): another torch fails when the package is imported"
  ),
  index: described3(
    string2().check(_minLength(1)),
    '"pypi", an index URL (https://download.pytorch.org/whl/cu121), or a find-links page; {variant} stands for each of `variants`'
  ),
  fetchedBy: described3(
    optional(_enum(["setup.py"])),
    "setup.py: not on an index pip reads; the sdist's setup.py downloads the matching file while pip builds it (flash-attn)"
  ),
  abi: described3(
    optional(_enum(["cxx11", "pre-cxx11"])),
    "The C++ ABI of the torch they load with (torch's wheels switched to cxx11 with 2.7 on Linux)"
  ),
  ...sourced
}), BoundRelease = strictObject({
  version: releaseVersion,
  torch: described3(torchSpecifier, "Its metadata's Requires-Dist on torch: what pip resolves against"),
  runs: described3(
    optional(torchSpecifier),
    "The torch releases its compiled code loads with, when narrower than `torch` (built against one torch ABI)"
  ),
  released: optional(isoDate),
  wheels: described3(optional(array(BoundWheels)), "Its wheels (default: the package's `wheels`)"),
  ...sourced
}), SourceBuild = strictObject({
  needs: described3(
    array(_enum(["nvcc", "rocm", "compiler", "torch-at-build", "no-build-isolation"])).check(_minLength(1)),
    "What building it from source needs: a CUDA toolkit with nvcc, ROCm, a C++ compiler, torch importable while it builds, pip --no-build-isolation"
  ),
  note: optional(string2().check(_minLength(1))),
  ...sourced
}), BoundPackage = strictObject({
  package: packageName,
  partial: described3(
    optional(boolean2()),
    "true: `releases` lists only some releases, so a version it does not list is not judged (never an error)"
  ),
  requiredOn: described3(
    optional(array(_enum(check.PLATFORMS)).check(_minLength(1))),
    "Set for a package torch itself requires (triton): the platforms on which torch's requirement on it binds (Linux x86_64); absent: a package that requires torch, on every platform"
  ),
  mismatch: described3(
    optional(_enum(["import-fails", "kernels-skipped"])),
    "What a torch its compiled code was not built for does: fail at import (default), or import with its compiled kernels skipped (a warning)"
  ),
  asOf: described3(
    optional(isoDate),
    "The date its releases were last listed: a newer version pinned warns (the catalog may not know it) instead of failing"
  ),
  sourceBuild: described3(optional(SourceBuild), "What pip needs when no wheel fits and it builds from the sdist"),
  wheels: described3(optional(array(BoundWheels)), "The wheels of each release that lists none of its own"),
  releases: array(BoundRelease).check(_minLength(1)),
  ...sourced
}), TorchDependent = strictObject({
  package: packageName,
  ...sourced
});

// src/catalog/schema.ts
var described4 = (schema, text) => schema.check(describe2(text)), pattern2 = (re, text) => string2().check(_regex(re, text)), nonEmpty2 = () => string2().check(_minLength(1)), Platform = _enum(check.PLATFORMS), minorVersion = pattern2(/^\d+\.\d+$/, "a minor version such as 2.8"), patchVersion = pattern2(/^\d+\.\d+\.\d+$/, "a release such as 2.8.0"), pythonMinor = pattern2(/^3\.\d{1,2}$/, "a Python minor version such as 3.12"), pythonTag = pattern2(/^3\.\d{1,2}t?$/, "a Python version such as 3.13 or 3.13t"), dotted = pattern2(/^\d+(\.\d+){0,3}$/, "a dotted number such as 2.28 or 570.26"), isoDate2 = pattern2(/^\d{4}-\d{2}-\d{2}$/, "a date such as 2025-08-06"), VariantName = pattern2(check.VARIANT_PATTERN, "cpu, xpu, cuXYZ or rocmX.Y[.Z]"), specifier = described4(nonEmpty2(), "A PEP 440 specifier such as >=2.8,<2.11"), Patch = strictObject({
  version: patchVersion,
  released: optional(isoDate2),
  torchvision: described4(optional(string2()), "The torchvision release built against this torch"),
  torchaudio: described4(optional(string2()), "The torchaudio release built against this torch"),
  ...sourced
}), PythonExtra = strictObject({
  version: pythonTag,
  status: _enum(["experimental", "preview"]),
  platforms: described4(optional(array(Platform)), "Only these platforms (default: every platform of the release)"),
  patches: described4(
    optional(array(patchVersion).check(_minLength(1))),
    "Only these patch releases (default: every patch of the release)"
  ),
  pypi: described4(optional(boolean2()), "false: wheels only on download.pytorch.org"),
  ...sourced
}), PythonRange = strictObject({
  min: pythonMinor,
  max: pythonMinor,
  extra: optional(array(PythonExtra)),
  ...sourced
}), PlatformEntry = strictObject({
  platform: Platform,
  wheelTag: described4(nonEmpty2(), "Platform tag of the wheels, e.g. manylinux_2_28_x86_64"),
  glibc: described4(optional(dotted), "Lowest glibc the wheels install on (Linux)"),
  macos: described4(optional(dotted), "Lowest macOS the wheels install on"),
  python: described4(
    optional(strictObject({ min: pythonMinor, max: pythonMinor })),
    "A narrower Python range on this platform"
  ),
  pypi: described4(optional(boolean2()), "false: no wheels on PyPI for this platform"),
  ...sourced
}), VariantEntry = strictObject({
  variant: VariantName,
  status: _enum(["stable", "experimental", "legacy"]),
  platforms: array(Platform).check(_minLength(1)),
  glibc: described4(optional(dotted), "Overrides the platform glibc floor for this build"),
  patches: described4(
    optional(array(patchVersion).check(_minLength(1))),
    "The patch releases that have this build; absent = every patch of the release"
  ),
  unlabelled: described4(
    optional(array(Platform)),
    "Platforms whose wheels of this build carry no local label (macOS wheels on whl/cpu are torch-X.Y.Z-\u2026, not +cpu)"
  ),
  ...sourced
}), PypiDefault = strictObject({
  platform: Platform,
  variant: VariantName,
  ...sourced
}), ReleaseNote = strictObject({
  kind: _enum(["breaking", "deprecation", "behavior", "platform", "python", "backend", "info"]),
  text: nonEmpty2(),
  ...sourced
}), Release = strictObject({
  torch: minorVersion,
  released: optional(isoDate2),
  patches: array(Patch).check(_minLength(1)),
  python: PythonRange,
  platforms: array(PlatformEntry).check(_minLength(1)),
  variants: array(VariantEntry).check(_minLength(1)),
  pypi: array(PypiDefault),
  mps: described4(optional(strictObject({ macos: dotted, ...sourced })), "Lowest macOS on which MPS works"),
  notes: optional(array(ReleaseNote)),
  ...sourced
}), CudaToolkit = strictObject({
  variant: pattern2(/^cu\d{3}$/),
  cuda: dotted,
  driver: described4(strictObject({ linux: dotted, windows: optional(dotted) }), "Toolkit driver (NVIDIA Table 3)"),
  ...sourced
}), CudaFamily = strictObject({
  major: int().check(_positive()),
  minDriver: described4(
    strictObject({ linux: dotted, windows: optional(dotted) }),
    "Minor-version compatibility floor (NVIDIA Table 2)"
  ),
  ...sourced
}), GpuGeneration = strictObject({
  name: nonEmpty2(),
  from: described4(dotted, "The first compute capability of the generation; later ones need this driver too"),
  minDriver: described4(dotted, "The first driver branch that drives a GPU of this generation at all"),
  ...sourced
}), GpuArchs = strictObject({
  variant: pattern2(/^cu\d{3}$/),
  torch: specifier,
  platforms: array(Platform).check(_minLength(1)),
  sass: described4(array(dotted).check(_minLength(1)), "Compute capabilities with compiled kernels (sm_XY as X.Y)"),
  ptx: described4(optional(array(dotted)), "Compute capabilities with PTX for JIT on newer GPUs"),
  ...sourced
}), CondaSubdir = _enum(["linux-64", "linux-aarch64", "osx-64", "osx-arm64", "win-64", "win-arm64"]), CondaChannelName = described4(
  _enum(["pytorch", "conda-forge"]),
  "The conda channel: PyTorch's own (`pytorch`, published up to 2.5) or conda-forge"
), CondaChannel = strictObject({
  channel: CondaChannelName,
  url: nonEmpty2(),
  last: described4(optional(minorVersion), "The last torch release the channel published"),
  ...sourced
}), CondaRelease = strictObject({
  channel: CondaChannelName,
  torch: minorVersion,
  python: strictObject({ min: pythonMinor, max: pythonMinor }),
  cuda: described4(array(dotted), "The CUDA versions of its builds (the pytorch-cuda metapackage versions)"),
  cudaSubdirs: described4(array(CondaSubdir), "The subdirs with CUDA builds"),
  cpuSubdirs: described4(
    strictObject({ subdirs: array(CondaSubdir), ...sourced }),
    "The subdirs with CPU builds, with their own source"
  ),
  ...sourced
}), CondaArchs = strictObject({
  channel: CondaChannelName,
  cuda: dotted,
  torch: specifier,
  subdirs: array(CondaSubdir).check(_minLength(1)),
  sass: described4(array(dotted).check(_minLength(1)), "Compute capabilities with compiled kernels (sm_XY as X.Y)"),
  ptx: described4(optional(array(dotted)), "Compute capabilities with PTX for JIT on newer GPUs"),
  ...sourced
}), Gfx = pattern2(/^gfx[0-9a-f]{3,5}$/, "a gfx target such as gfx90a or gfx1100"), RocmArchs = strictObject({
  variant: pattern2(/^rocm\d+\.\d+(\.\d+)?$/, "rocmX.Y[.Z]"),
  torch: specifier,
  gfx: described4(array(Gfx).check(_minLength(1)), "gfx targets with compiled kernels"),
  blasMissing: described4(
    optional(strictObject({ gfx: array(Gfx).check(_minLength(1)), ...sourced })),
    "gfx targets in `gfx` whose bundled rocBLAS has no kernels: torch loads, matrix multiplication aborts"
  ),
  ...sourced
}), Companion = strictObject({
  package: _enum(["torchvision", "torchaudio"]),
  version: pattern2(/^\d+\.\d+\.\d+$/, "a release such as 0.29.2"),
  torch: described4(specifier, "The torch releases it installs with"),
  ...sourced
}), CompanionGap = strictObject({
  package: _enum(["torchvision", "torchaudio"]),
  versions: described4(specifier, "The companion releases without these wheels, e.g. >=0.20.0,<0.21"),
  python: described4(
    optional(array(pythonTag).check(_minLength(1))),
    "CPython tags with no wheel (3.13, 3.13t); absent: every Python"
  ),
  platforms: described4(
    optional(array(Platform).check(_minLength(1))),
    "Platforms with no wheel; absent: every platform"
  ),
  variants: described4(
    optional(array(VariantName).check(_minLength(1))),
    "Builds with no wheel (cu132); absent: every build"
  ),
  ...sourced
}).check(
  refine((g) => !!(g.python ?? g.platforms ?? g.variants), {
    message: "a companion gap names at least one of python, platforms or variants"
  })
), XpuFamily = strictObject({
  family: nonEmpty2(),
  label: nonEmpty2(),
  deviceIds: described4(
    array(pattern2(/^0x[0-9a-f]{4}$/, "a PCI device id such as 0x56a0")).check(_minLength(1)),
    "PCI device ids (lower case)"
  ),
  torch: described4(specifier, "The torch releases whose XPU build is validated on this family"),
  ...sourced
}), Runner = strictObject({
  label: nonEmpty2(),
  os: _enum(["linux", "macos", "windows"]),
  arch: _enum(["x64", "arm64"]),
  osVersion: nonEmpty2(),
  glibc: optional(dotted),
  status: _enum(["current", "beta", "retired"]),
  aliasOf: described4(optional(string2()), "For -latest labels: the image the label pointed to"),
  note: optional(string2()),
  ...sourced
}), Distro = strictObject({
  id: nonEmpty2(),
  label: nonEmpty2(),
  /** Tag words that name it (`bookworm`, `ubuntu22.04`, `ubi9`). */
  words: array(nonEmpty2()).check(_minLength(1)),
  libc: _enum(["glibc", "musl"]),
  glibc: optional(dotted),
  ...sourced
}), ImageFamily = strictObject({
  repository: nonEmpty2(),
  kind: _enum(["python", "nvidia-cuda", "pytorch"]),
  /** Distro of a tag that names none (python:3.12 → trixie). */
  defaultDistro: optional(string2()),
  /** python:3 and python:latest. */
  latestPython: optional(dotted),
  /** The Python an image of this family ships, when its tags do not say. */
  python: optional(dotted),
  note: optional(string2()),
  ...sourced
}), Catalog = strictObject({
  $schema: optional(string2()),
  asOf: described4(optional(isoDate2), "The date the catalog was last checked against the wheel indexes"),
  releases: _default(array(Release), []),
  cudaToolkits: _default(array(CudaToolkit), []),
  cudaFamilies: _default(array(CudaFamily), []),
  gpuGenerations: _default(array(GpuGeneration), []),
  gpuArchs: _default(array(GpuArchs), []),
  rocmArchs: _default(array(RocmArchs), []),
  xpuFamilies: _default(array(XpuFamily), []),
  companions: _default(array(Companion), []),
  companionGaps: _default(array(CompanionGap), []),
  runners: _default(array(Runner), []),
  apis: _default(array(ApiEntry), []),
  distros: _default(array(Distro), []),
  images: _default(array(ImageFamily), []),
  condaChannels: _default(array(CondaChannel), []),
  condaReleases: _default(array(CondaRelease), []),
  condaArchs: _default(array(CondaArchs), []),
  bound: described4(
    _default(array(BoundPackage), []),
    "Packages bound to a torch release: per release, the torch it requires and where its wheels are"
  ),
  dependents: described4(
    _default(array(TorchDependent), []),
    "Packages known to require torch whose releases are not described: named as not judged"
  )
});

// src/catalog/compile.ts
function issuePath(path) {
  return path.reduce(
    (acc, p) => typeof p == "number" ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p),
    ""
  );
}
var MAX_KEYS_SHOWN = 8;
function issueMessage(issue2) {
  return issue2.code !== "unrecognized_keys" || issue2.keys.length <= MAX_KEYS_SHOWN ? issue2.message : `Unrecognized keys: ${issue2.keys.slice(0, MAX_KEYS_SHOWN).map((k) => JSON.stringify(k)).join(", ")} and ${(issue2.keys.length - MAX_KEYS_SHOWN).toLocaleString("en-US")} more`;
}
function formatZodError(file, err) {
  let first = err.issues[0];
  if (!first) return `${file}: invalid rules`;
  let more = err.issues.length > 1 ? ` (and ${err.issues.length - 1} more problem${err.issues.length > 2 ? "s" : ""})` : "";
  return `${file}: ${issuePath(first.path) || "(top level)"}: ${issueMessage(first)}${more}`;
}
config(en_default());
function parseRuleFile(file) {
  if (file.text.includes("\0")) throw new shared.InputError(`${file.path}: is a binary file, not YAML or JSON rules`);
  let { doc } = yaml.parseUserYaml(file.text, file.path, { format: "YAML/JSON" }), data = doc.toJS({ maxAliasCount: -1 });
  if (data === null || typeof data != "object" || Array.isArray(data))
    throw new shared.InputError(
      `${file.path}: expected a mapping with asOf, releases, cudaToolkits, cudaFamilies, gpuGenerations, gpuArchs, rocmArchs, xpuFamilies, companions, companionGaps, runners, apis, distros, images, bound, dependents, condaChannels, condaReleases or condaArchs`
    );
  if ("torch" in data) {
    let r = Release.safeParse(data);
    if (!r.success) throw new shared.InputError(formatZodError(file.path, r.error));
    return Catalog.parse({ releases: [r.data] });
  }
  if ("package" in data) {
    let b = BoundPackage.safeParse(data);
    if (!b.success) throw new shared.InputError(formatZodError(file.path, b.error));
    return Catalog.parse({ bound: [b.data] });
  }
  let c = Catalog.safeParse(data);
  if (!c.success) throw new shared.InputError(formatZodError(file.path, c.error));
  return c.data;
}
function mergeBy(base, over, key) {
  let keys = new Set(over.map(key));
  return [...over, ...base.filter((t) => !keys.has(key(t)))];
}
function mergeCatalogs(base, over) {
  let asOf = over.asOf ?? base.asOf;
  return {
    ...asOf ? { asOf } : {},
    releases: mergeBy(base.releases, over.releases, (r) => r.torch),
    cudaToolkits: mergeBy(base.cudaToolkits, over.cudaToolkits, (t) => t.variant),
    cudaFamilies: mergeBy(base.cudaFamilies, over.cudaFamilies, (f) => String(f.major)),
    gpuGenerations: mergeBy(base.gpuGenerations, over.gpuGenerations, (g) => g.from),
    // First match wins when looking up kernels, so a user's entries go in front.
    gpuArchs: [...over.gpuArchs, ...base.gpuArchs],
    rocmArchs: [...over.rocmArchs, ...base.rocmArchs],
    xpuFamilies: mergeBy(base.xpuFamilies, over.xpuFamilies, (f) => f.family),
    companions: mergeBy(base.companions, over.companions, (c) => `${c.package} ${c.version}`),
    companionGaps: [...over.companionGaps, ...base.companionGaps],
    runners: mergeBy(base.runners, over.runners, (r) => r.label),
    apis: mergeBy(base.apis, over.apis, (a) => a.api),
    distros: mergeBy(base.distros, over.distros, (d) => d.id),
    images: mergeBy(base.images, over.images, (i) => i.repository),
    condaChannels: mergeBy(base.condaChannels, over.condaChannels, (c) => c.channel),
    condaReleases: mergeBy(base.condaReleases, over.condaReleases, (r) => `${r.channel} ${r.torch}`),
    // First match wins, as for gpuArchs: a user's entries go in front.
    condaArchs: [...over.condaArchs, ...base.condaArchs],
    bound: mergeBound(base.bound, over.bound),
    dependents: mergeBy(base.dependents, over.dependents, (d) => d.package)
  };
}
function mergeBound(base, over) {
  let byName = new Map(base.map((b) => [b.package, b]));
  for (let o of over) {
    let b = byName.get(o.package);
    byName.set(o.package, b ? { ...b, ...o, releases: mergeBy(b.releases, o.releases, (r) => r.version) } : o);
  }
  return [...byName.values()];
}
function compileRules(files) {
  let empty = {};
  return files.slice().sort((a, b) => a.path.localeCompare(b.path)).map(parseRuleFile).reduce(mergeCatalogs, Catalog.parse(empty));
}

exports.compileRules = compileRules;
exports.mergeCatalogs = mergeCatalogs;
exports.parseRuleFile = parseRuleFile;
