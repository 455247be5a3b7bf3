import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// node_modules/@actions/exec/lib/exec.js
import { StringDecoder } from "string_decoder";

// node_modules/@actions/exec/lib/toolrunner.js
import * as os from "os";
import * as events from "events";
import * as child from "child_process";
import * as path3 from "path";

// node_modules/@actions/io/lib/io.js
import * as path2 from "path";

// node_modules/@actions/io/lib/io-util.js
import * as fs from "fs";
import * as path from "path";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator.throw(value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
}, { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs.promises, IS_WINDOWS = process.platform === "win32";
var READONLY = fs.constants.O_RDONLY;
function exists(fsPath) {
  return __awaiter(this, void 0, void 0, function* () {
    try {
      yield stat(fsPath);
    } catch (err) {
      if (err.code === "ENOENT")
        return !1;
      throw err;
    }
    return !0;
  });
}
function isRooted(p) {
  if (p = normalizeSeparators(p), !p)
    throw new Error('isRooted() parameter "p" cannot be empty');
  return IS_WINDOWS ? p.startsWith("\\") || /^[A-Z]:/i.test(p) : p.startsWith("/");
}
function tryGetExecutablePath(filePath, extensions) {
  return __awaiter(this, void 0, void 0, function* () {
    let stats;
    try {
      stats = yield stat(filePath);
    } catch (err) {
      err.code !== "ENOENT" && console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
    }
    if (stats && stats.isFile()) {
      if (IS_WINDOWS) {
        let upperExt = path.extname(filePath).toUpperCase();
        if (extensions.some((validExt) => validExt.toUpperCase() === upperExt))
          return filePath;
      } else if (isUnixExecutable(stats))
        return filePath;
    }
    let originalFilePath = filePath;
    for (let extension of extensions) {
      filePath = originalFilePath + extension, stats = void 0;
      try {
        stats = yield stat(filePath);
      } catch (err) {
        err.code !== "ENOENT" && console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
      }
      if (stats && stats.isFile()) {
        if (IS_WINDOWS) {
          try {
            let directory = path.dirname(filePath), upperName = path.basename(filePath).toUpperCase();
            for (let actualName of yield readdir(directory))
              if (upperName === actualName.toUpperCase()) {
                filePath = path.join(directory, actualName);
                break;
              }
          } catch (err) {
            console.log(`Unexpected error attempting to determine the actual case of the file '${filePath}': ${err}`);
          }
          return filePath;
        } else if (isUnixExecutable(stats))
          return filePath;
      }
    }
    return "";
  });
}
function normalizeSeparators(p) {
  return p = p || "", IS_WINDOWS ? (p = p.replace(/\//g, "\\"), p.replace(/\\\\+/g, "\\")) : p.replace(/\/\/+/g, "/");
}
function isUnixExecutable(stats) {
  return (stats.mode & 1) > 0 || (stats.mode & 8) > 0 && process.getgid !== void 0 && stats.gid === process.getgid() || (stats.mode & 64) > 0 && process.getuid !== void 0 && stats.uid === process.getuid();
}

// node_modules/@actions/io/lib/io.js
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator.throw(value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function which(tool, check) {
  return __awaiter2(this, void 0, void 0, function* () {
    if (!tool)
      throw new Error("parameter 'tool' is required");
    if (check) {
      let result = yield which(tool, !1);
      if (!result)
        throw IS_WINDOWS ? new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`) : new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
      return result;
    }
    let matches = yield findInPath(tool);
    return matches && matches.length > 0 ? matches[0] : "";
  });
}
function findInPath(tool) {
  return __awaiter2(this, void 0, void 0, function* () {
    if (!tool)
      throw new Error("parameter 'tool' is required");
    let extensions = [];
    if (IS_WINDOWS && process.env.PATHEXT)
      for (let extension of process.env.PATHEXT.split(path2.delimiter))
        extension && extensions.push(extension);
    if (isRooted(tool)) {
      let filePath = yield tryGetExecutablePath(tool, extensions);
      return filePath ? [filePath] : [];
    }
    if (tool.includes(path2.sep))
      return [];
    let directories = [];
    if (process.env.PATH)
      for (let p of process.env.PATH.split(path2.delimiter))
        p && directories.push(p);
    let matches = [];
    for (let directory of directories) {
      let filePath = yield tryGetExecutablePath(path2.join(directory, tool), extensions);
      filePath && matches.push(filePath);
    }
    return matches;
  });
}

// node_modules/@actions/exec/lib/toolrunner.js
import { setTimeout } from "timers";
var __awaiter3 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator.throw(value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
}, IS_WINDOWS2 = process.platform === "win32", ToolRunner = class extends events.EventEmitter {
  constructor(toolPath, args, options) {
    if (super(), !toolPath)
      throw new Error("Parameter 'toolPath' cannot be null or empty.");
    this.toolPath = toolPath, this.args = args || [], this.options = options || {};
  }
  _debug(message) {
    this.options.listeners && this.options.listeners.debug && this.options.listeners.debug(message);
  }
  _getCommandString(options, noPrefix) {
    let toolPath = this._getSpawnFileName(), args = this._getSpawnArgs(options), cmd = noPrefix ? "" : "[command]";
    if (IS_WINDOWS2)
      if (this._isCmdFile()) {
        cmd += toolPath;
        for (let a of args)
          cmd += ` ${a}`;
      } else if (options.windowsVerbatimArguments) {
        cmd += `"${toolPath}"`;
        for (let a of args)
          cmd += ` ${a}`;
      } else {
        cmd += this._windowsQuoteCmdArg(toolPath);
        for (let a of args)
          cmd += ` ${this._windowsQuoteCmdArg(a)}`;
      }
    else {
      cmd += toolPath;
      for (let a of args)
        cmd += ` ${a}`;
    }
    return cmd;
  }
  _processLineBuffer(data, strBuffer, onLine) {
    try {
      let s = strBuffer + data.toString(), n = s.indexOf(os.EOL);
      for (; n > -1; ) {
        let line = s.substring(0, n);
        onLine(line), s = s.substring(n + os.EOL.length), n = s.indexOf(os.EOL);
      }
      return s;
    } catch (err) {
      return this._debug(`error processing line. Failed with error ${err}`), "";
    }
  }
  _getSpawnFileName() {
    return IS_WINDOWS2 && this._isCmdFile() ? process.env.COMSPEC || "cmd.exe" : this.toolPath;
  }
  _getSpawnArgs(options) {
    if (IS_WINDOWS2 && this._isCmdFile()) {
      let argline = `/D /S /C "${this._windowsQuoteCmdArg(this.toolPath)}`;
      for (let a of this.args)
        argline += " ", argline += options.windowsVerbatimArguments ? a : this._windowsQuoteCmdArg(a);
      return argline += '"', [argline];
    }
    return this.args;
  }
  _endsWith(str, end) {
    return str.endsWith(end);
  }
  _isCmdFile() {
    let upperToolPath = this.toolPath.toUpperCase();
    return this._endsWith(upperToolPath, ".CMD") || this._endsWith(upperToolPath, ".BAT");
  }
  _windowsQuoteCmdArg(arg) {
    if (!this._isCmdFile())
      return this._uvQuoteCmdArg(arg);
    if (!arg)
      return '""';
    let cmdSpecialChars = [
      " ",
      "	",
      "&",
      "(",
      ")",
      "[",
      "]",
      "{",
      "}",
      "^",
      "=",
      ";",
      "!",
      "'",
      "+",
      ",",
      "`",
      "~",
      "|",
      "<",
      ">",
      '"'
    ], needsQuotes = !1;
    for (let char of arg)
      if (cmdSpecialChars.some((x) => x === char)) {
        needsQuotes = !0;
        break;
      }
    if (!needsQuotes)
      return arg;
    let reverse = '"', quoteHit = !0;
    for (let i = arg.length; i > 0; i--)
      reverse += arg[i - 1], quoteHit && arg[i - 1] === "\\" ? reverse += "\\" : arg[i - 1] === '"' ? (quoteHit = !0, reverse += '"') : quoteHit = !1;
    return reverse += '"', reverse.split("").reverse().join("");
  }
  _uvQuoteCmdArg(arg) {
    if (!arg)
      return '""';
    if (!arg.includes(" ") && !arg.includes("	") && !arg.includes('"'))
      return arg;
    if (!arg.includes('"') && !arg.includes("\\"))
      return `"${arg}"`;
    let reverse = '"', quoteHit = !0;
    for (let i = arg.length; i > 0; i--)
      reverse += arg[i - 1], quoteHit && arg[i - 1] === "\\" ? reverse += "\\" : arg[i - 1] === '"' ? (quoteHit = !0, reverse += "\\") : quoteHit = !1;
    return reverse += '"', reverse.split("").reverse().join("");
  }
  _cloneExecOptions(options) {
    options = options || {};
    let result = {
      cwd: options.cwd || process.cwd(),
      env: options.env || process.env,
      silent: options.silent || !1,
      windowsVerbatimArguments: options.windowsVerbatimArguments || !1,
      failOnStdErr: options.failOnStdErr || !1,
      ignoreReturnCode: options.ignoreReturnCode || !1,
      delay: options.delay || 1e4
    };
    return result.outStream = options.outStream || process.stdout, result.errStream = options.errStream || process.stderr, result;
  }
  _getSpawnOptions(options, toolPath) {
    options = options || {};
    let result = {};
    return result.cwd = options.cwd, result.env = options.env, result.windowsVerbatimArguments = options.windowsVerbatimArguments || this._isCmdFile(), options.windowsVerbatimArguments && (result.argv0 = `"${toolPath}"`), result;
  }
  /**
   * Exec a tool.
   * Output will be streamed to the live console.
   * Returns promise with return code
   *
   * @param     tool     path to tool to exec
   * @param     options  optional exec options.  See ExecOptions
   * @returns   number
   */
  exec() {
    return __awaiter3(this, void 0, void 0, function* () {
      return !isRooted(this.toolPath) && (this.toolPath.includes("/") || IS_WINDOWS2 && this.toolPath.includes("\\")) && (this.toolPath = path3.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath)), this.toolPath = yield which(this.toolPath, !0), new Promise((resolve2, reject) => __awaiter3(this, void 0, void 0, function* () {
        this._debug(`exec tool: ${this.toolPath}`), this._debug("arguments:");
        for (let arg of this.args)
          this._debug(`   ${arg}`);
        let optionsNonNull = this._cloneExecOptions(this.options);
        !optionsNonNull.silent && optionsNonNull.outStream && optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + os.EOL);
        let state = new ExecState(optionsNonNull, this.toolPath);
        if (state.on("debug", (message) => {
          this._debug(message);
        }), this.options.cwd && !(yield exists(this.options.cwd)))
          return reject(new Error(`The cwd: ${this.options.cwd} does not exist!`));
        let fileName = this._getSpawnFileName(), cp = child.spawn(fileName, this._getSpawnArgs(optionsNonNull), this._getSpawnOptions(this.options, fileName)), stdbuffer = "";
        cp.stdout && cp.stdout.on("data", (data) => {
          this.options.listeners && this.options.listeners.stdout && this.options.listeners.stdout(data), !optionsNonNull.silent && optionsNonNull.outStream && optionsNonNull.outStream.write(data), stdbuffer = this._processLineBuffer(data, stdbuffer, (line) => {
            this.options.listeners && this.options.listeners.stdline && this.options.listeners.stdline(line);
          });
        });
        let errbuffer = "";
        if (cp.stderr && cp.stderr.on("data", (data) => {
          state.processStderr = !0, this.options.listeners && this.options.listeners.stderr && this.options.listeners.stderr(data), !optionsNonNull.silent && optionsNonNull.errStream && optionsNonNull.outStream && (optionsNonNull.failOnStdErr ? optionsNonNull.errStream : optionsNonNull.outStream).write(data), errbuffer = this._processLineBuffer(data, errbuffer, (line) => {
            this.options.listeners && this.options.listeners.errline && this.options.listeners.errline(line);
          });
        }), cp.on("error", (err) => {
          state.processError = err.message, state.processExited = !0, state.processClosed = !0, state.CheckComplete();
        }), cp.on("exit", (code) => {
          state.processExitCode = code, state.processExited = !0, this._debug(`Exit code ${code} received from tool '${this.toolPath}'`), state.CheckComplete();
        }), cp.on("close", (code) => {
          state.processExitCode = code, state.processExited = !0, state.processClosed = !0, this._debug(`STDIO streams have closed for tool '${this.toolPath}'`), state.CheckComplete();
        }), state.on("done", (error, exitCode) => {
          stdbuffer.length > 0 && this.emit("stdline", stdbuffer), errbuffer.length > 0 && this.emit("errline", errbuffer), cp.removeAllListeners(), error ? reject(error) : resolve2(exitCode);
        }), this.options.input) {
          if (!cp.stdin)
            throw new Error("child process missing stdin");
          cp.stdin.end(this.options.input);
        }
      }));
    });
  }
};
function argStringToArray(argString) {
  let args = [], inQuotes = !1, escaped = !1, arg = "";
  function append(c) {
    escaped && c !== '"' && (arg += "\\"), arg += c, escaped = !1;
  }
  for (let i = 0; i < argString.length; i++) {
    let c = argString.charAt(i);
    if (c === '"') {
      escaped ? append(c) : inQuotes = !inQuotes;
      continue;
    }
    if (c === "\\" && escaped) {
      append(c);
      continue;
    }
    if (c === "\\" && inQuotes) {
      escaped = !0;
      continue;
    }
    if (c === " " && !inQuotes) {
      arg.length > 0 && (args.push(arg), arg = "");
      continue;
    }
    append(c);
  }
  return arg.length > 0 && args.push(arg.trim()), args;
}
var ExecState = class _ExecState extends events.EventEmitter {
  constructor(options, toolPath) {
    if (super(), this.processClosed = !1, this.processError = "", this.processExitCode = 0, this.processExited = !1, this.processStderr = !1, this.delay = 1e4, this.done = !1, this.timeout = null, !toolPath)
      throw new Error("toolPath must not be empty");
    this.options = options, this.toolPath = toolPath, options.delay && (this.delay = options.delay);
  }
  CheckComplete() {
    this.done || (this.processClosed ? this._setResult() : this.processExited && (this.timeout = setTimeout(_ExecState.HandleTimeout, this.delay, this)));
  }
  _debug(message) {
    this.emit("debug", message);
  }
  _setResult() {
    let error;
    this.processExited && (this.processError ? error = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`) : this.processExitCode !== 0 && !this.options.ignoreReturnCode ? error = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`) : this.processStderr && this.options.failOnStdErr && (error = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`))), this.timeout && (clearTimeout(this.timeout), this.timeout = null), this.done = !0, this.emit("done", error, this.processExitCode);
  }
  static HandleTimeout(state) {
    if (!state.done) {
      if (!state.processClosed && state.processExited) {
        let message = `The STDIO streams did not close within ${state.delay / 1e3} seconds of the exit event from process '${state.toolPath}'. This may indicate a child process inherited the STDIO streams and has not yet exited.`;
        state._debug(message);
      }
      state._setResult();
    }
  }
};

// node_modules/@actions/exec/lib/exec.js
var __awaiter4 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve2) {
      resolve2(value);
    });
  }
  return new (P || (P = Promise))(function(resolve2, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator.throw(value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve2(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function exec(commandLine, args, options) {
  return __awaiter4(this, void 0, void 0, function* () {
    let commandArgs = argStringToArray(commandLine);
    if (commandArgs.length === 0)
      throw new Error("Parameter 'commandLine' cannot be null or empty.");
    let toolPath = commandArgs[0];
    return args = commandArgs.slice(1).concat(args || []), new ToolRunner(toolPath, args, options).exec();
  });
}
function getExecOutput(commandLine, args, options) {
  return __awaiter4(this, void 0, void 0, function* () {
    var _a, _b;
    let stdout = "", stderr = "", stdoutDecoder = new StringDecoder("utf8"), stderrDecoder = new StringDecoder("utf8"), originalStdoutListener = (_a = options?.listeners) === null || _a === void 0 ? void 0 : _a.stdout, originalStdErrListener = (_b = options?.listeners) === null || _b === void 0 ? void 0 : _b.stderr, stdErrListener = (data) => {
      stderr += stderrDecoder.write(data), originalStdErrListener && originalStdErrListener(data);
    }, stdOutListener = (data) => {
      stdout += stdoutDecoder.write(data), originalStdoutListener && originalStdoutListener(data);
    }, listeners = Object.assign(Object.assign({}, options?.listeners), { stdout: stdOutListener, stderr: stdErrListener }), exitCode = yield exec(commandLine, args, Object.assign(Object.assign({}, options), { listeners }));
    return stdout += stdoutDecoder.end(), stderr += stderrDecoder.end(), {
      exitCode,
      stdout,
      stderr
    };
  });
}

export {
  getExecOutput
};
