'use strict';

var shared = require('./shared.js');

// node_modules/@actions/core/lib/utils.js
var require_utils = shared.__commonJS({
  "node_modules/@actions/core/lib/utils.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.toCommandValue = toCommandValue;
    exports.toCommandProperties = toCommandProperties;
    function toCommandValue(input) {
      return input == null ? "" : typeof input == "string" || input instanceof String ? input : JSON.stringify(input);
    }
    function toCommandProperties(annotationProperties) {
      return Object.keys(annotationProperties).length ? {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
      } : {};
    }
  }
});

// node_modules/@actions/core/lib/command.js
var require_command = shared.__commonJS({
  "node_modules/@actions/core/lib/command.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.issueCommand = issueCommand;
    exports.issue = issue;
    var os = __importStar(shared.__require("os")), utils_1 = require_utils();
    function issueCommand(command, properties, message) {
      let cmd = new Command(command, properties, message);
      process.stdout.write(cmd.toString() + os.EOL);
    }
    function issue(name, message = "") {
      issueCommand(name, {}, message);
    }
    var CMD_STRING = "::", Command = class {
      constructor(command, properties, message) {
        command || (command = "missing.command"), this.command = command, this.properties = properties, this.message = message;
      }
      toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
          cmdStr += " ";
          let first = !0;
          for (let key in this.properties)
            if (this.properties.hasOwnProperty(key)) {
              let val = this.properties[key];
              val && (first ? first = !1 : cmdStr += ",", cmdStr += `${key}=${escapeProperty(val)}`);
            }
        }
        return cmdStr += `${CMD_STRING}${escapeData(this.message)}`, cmdStr;
      }
    };
    function escapeData(s) {
      return (0, utils_1.toCommandValue)(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
    }
    function escapeProperty(s) {
      return (0, utils_1.toCommandValue)(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
    }
  }
});

// node_modules/@actions/core/lib/file-command.js
var require_file_command = shared.__commonJS({
  "node_modules/@actions/core/lib/file-command.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.issueFileCommand = issueFileCommand;
    exports.prepareKeyValueMessage = prepareKeyValueMessage;
    var crypto = __importStar(shared.__require("crypto")), fs = __importStar(shared.__require("fs")), os = __importStar(shared.__require("os")), utils_1 = require_utils();
    function issueFileCommand(command, message) {
      let filePath = process.env[`GITHUB_${command}`];
      if (!filePath)
        throw new Error(`Unable to find environment variable for file command ${command}`);
      if (!fs.existsSync(filePath))
        throw new Error(`Missing file at path: ${filePath}`);
      fs.appendFileSync(filePath, `${(0, utils_1.toCommandValue)(message)}${os.EOL}`, {
        encoding: "utf8"
      });
    }
    function prepareKeyValueMessage(key, value) {
      let delimiter = `ghadelimiter_${crypto.randomUUID()}`, convertedValue = (0, utils_1.toCommandValue)(value);
      if (key.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
      if (convertedValue.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
      return `${key}<<${delimiter}${os.EOL}${convertedValue}${os.EOL}${delimiter}`;
    }
  }
});

// no-http-client:@actions/http-client
var require_http_client = shared.__commonJS({
  "no-http-client:@actions/http-client"(exports) {
    var refuse = () => {
      throw new Error("@actions/http-client is not bundled (OIDC tokens are not used)");
    };
    exports.HttpClient = class {
      constructor() {
        refuse();
      }
    };
    exports.BearerCredentialHandler = class {
      constructor() {
        refuse();
      }
    };
  }
});

// no-http-client:@actions/http-client/lib/auth
var require_auth = shared.__commonJS({
  "no-http-client:@actions/http-client/lib/auth"(exports) {
    var refuse = () => {
      throw new Error("@actions/http-client is not bundled (OIDC tokens are not used)");
    };
    exports.HttpClient = class {
      constructor() {
        refuse();
      }
    };
    exports.BearerCredentialHandler = class {
      constructor() {
        refuse();
      }
    };
  }
});

// node_modules/@actions/core/lib/oidc-utils.js
var require_oidc_utils = shared.__commonJS({
  "node_modules/@actions/core/lib/oidc-utils.js"(exports) {
    "use strict";
    var __awaiter = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
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
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.OidcClient = void 0;
    var http_client_1 = require_http_client(), auth_1 = require_auth(), core_1 = require_core(), OidcClient = class _OidcClient {
      static createHttpClient(allowRetry = !0, maxRetry = 10) {
        let requestOptions = {
          allowRetries: allowRetry,
          maxRetries: maxRetry
        };
        return new http_client_1.HttpClient("actions/oidc-client", [new auth_1.BearerCredentialHandler(_OidcClient.getRequestToken())], requestOptions);
      }
      static getRequestToken() {
        let token = process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
        if (!token)
          throw new Error("Unable to get ACTIONS_ID_TOKEN_REQUEST_TOKEN env variable");
        return token;
      }
      static getIDTokenUrl() {
        let runtimeUrl = process.env.ACTIONS_ID_TOKEN_REQUEST_URL;
        if (!runtimeUrl)
          throw new Error("Unable to get ACTIONS_ID_TOKEN_REQUEST_URL env variable");
        return runtimeUrl;
      }
      static getCall(id_token_url) {
        return __awaiter(this, void 0, void 0, function* () {
          var _a;
          let id_token = (_a = (yield _OidcClient.createHttpClient().getJson(id_token_url).catch((error3) => {
            throw new Error(`Failed to get ID Token. 
 
        Error Code : ${error3.statusCode}
 
        Error Message: ${error3.message}`);
          })).result) === null || _a === void 0 ? void 0 : _a.value;
          if (!id_token)
            throw new Error("Response json body do not have ID Token field");
          return id_token;
        });
      }
      static getIDToken(audience) {
        return __awaiter(this, void 0, void 0, function* () {
          try {
            let id_token_url = _OidcClient.getIDTokenUrl();
            if (audience) {
              let encodedAudience = encodeURIComponent(audience);
              id_token_url = `${id_token_url}&audience=${encodedAudience}`;
            }
            (0, core_1.debug)(`ID token url is ${id_token_url}`);
            let id_token = yield _OidcClient.getCall(id_token_url);
            return (0, core_1.setSecret)(id_token), id_token;
          } catch (error3) {
            throw new Error(`Error message: ${error3.message}`);
          }
        });
      }
    };
    exports.OidcClient = OidcClient;
  }
});

// node_modules/@actions/core/lib/summary.js
var require_summary = shared.__commonJS({
  "node_modules/@actions/core/lib/summary.js"(exports) {
    "use strict";
    var __awaiter = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
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
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.summary = exports.markdownSummary = exports.SUMMARY_DOCS_URL = exports.SUMMARY_ENV_VAR = void 0;
    var os_1 = shared.__require("os"), fs_1 = shared.__require("fs"), { access, appendFile, writeFile } = fs_1.promises;
    exports.SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
    exports.SUMMARY_DOCS_URL = "https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary";
    var Summary = class {
      constructor() {
        this._buffer = "";
      }
      /**
       * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
       * Also checks r/w permissions.
       *
       * @returns step summary file path
       */
      filePath() {
        return __awaiter(this, void 0, void 0, function* () {
          if (this._filePath)
            return this._filePath;
          let pathFromEnv = process.env[exports.SUMMARY_ENV_VAR];
          if (!pathFromEnv)
            throw new Error(`Unable to find environment variable for $${exports.SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
          try {
            yield access(pathFromEnv, fs_1.constants.R_OK | fs_1.constants.W_OK);
          } catch {
            throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
          }
          return this._filePath = pathFromEnv, this._filePath;
        });
      }
      /**
       * Wraps content in an HTML tag, adding any HTML attributes
       *
       * @param {string} tag HTML tag to wrap
       * @param {string | null} content content within the tag
       * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
       *
       * @returns {string} content wrapped in HTML element
       */
      wrap(tag, content, attrs = {}) {
        let htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
        return content ? `<${tag}${htmlAttrs}>${content}</${tag}>` : `<${tag}${htmlAttrs}>`;
      }
      /**
       * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
       *
       * @param {SummaryWriteOptions} [options] (optional) options for write operation
       *
       * @returns {Promise<Summary>} summary instance
       */
      write(options) {
        return __awaiter(this, void 0, void 0, function* () {
          let overwrite = !!options?.overwrite, filePath = yield this.filePath();
          return yield (overwrite ? writeFile : appendFile)(filePath, this._buffer, { encoding: "utf8" }), this.emptyBuffer();
        });
      }
      /**
       * Clears the summary buffer and wipes the summary file
       *
       * @returns {Summary} summary instance
       */
      clear() {
        return __awaiter(this, void 0, void 0, function* () {
          return this.emptyBuffer().write({ overwrite: !0 });
        });
      }
      /**
       * Returns the current summary buffer as a string
       *
       * @returns {string} string of summary buffer
       */
      stringify() {
        return this._buffer;
      }
      /**
       * If the summary buffer is empty
       *
       * @returns {boolen} true if the buffer is empty
       */
      isEmptyBuffer() {
        return this._buffer.length === 0;
      }
      /**
       * Resets the summary buffer without writing to summary file
       *
       * @returns {Summary} summary instance
       */
      emptyBuffer() {
        return this._buffer = "", this;
      }
      /**
       * Adds raw text to the summary buffer
       *
       * @param {string} text content to add
       * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
       *
       * @returns {Summary} summary instance
       */
      addRaw(text, addEOL = !1) {
        return this._buffer += text, addEOL ? this.addEOL() : this;
      }
      /**
       * Adds the operating system-specific end-of-line marker to the buffer
       *
       * @returns {Summary} summary instance
       */
      addEOL() {
        return this.addRaw(os_1.EOL);
      }
      /**
       * Adds an HTML codeblock to the summary buffer
       *
       * @param {string} code content to render within fenced code block
       * @param {string} lang (optional) language to syntax highlight code
       *
       * @returns {Summary} summary instance
       */
      addCodeBlock(code, lang) {
        let attrs = Object.assign({}, lang && { lang }), element = this.wrap("pre", this.wrap("code", code), attrs);
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds an HTML list to the summary buffer
       *
       * @param {string[]} items list of items to render
       * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
       *
       * @returns {Summary} summary instance
       */
      addList(items, ordered = !1) {
        let tag = ordered ? "ol" : "ul", listItems = items.map((item) => this.wrap("li", item)).join(""), element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds an HTML table to the summary buffer
       *
       * @param {SummaryTableCell[]} rows table rows
       *
       * @returns {Summary} summary instance
       */
      addTable(rows) {
        let tableBody = rows.map((row) => {
          let cells = row.map((cell) => {
            if (typeof cell == "string")
              return this.wrap("td", cell);
            let { header, data, colspan, rowspan } = cell, tag = header ? "th" : "td", attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
            return this.wrap(tag, data, attrs);
          }).join("");
          return this.wrap("tr", cells);
        }).join(""), element = this.wrap("table", tableBody);
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds a collapsable HTML details element to the summary buffer
       *
       * @param {string} label text for the closed state
       * @param {string} content collapsable content
       *
       * @returns {Summary} summary instance
       */
      addDetails(label, content) {
        let element = this.wrap("details", this.wrap("summary", label) + content);
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds an HTML image tag to the summary buffer
       *
       * @param {string} src path to the image you to embed
       * @param {string} alt text description of the image
       * @param {SummaryImageOptions} options (optional) addition image attributes
       *
       * @returns {Summary} summary instance
       */
      addImage(src, alt, options) {
        let { width, height } = options || {}, attrs = Object.assign(Object.assign({}, width && { width }), height && { height }), element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds an HTML section heading element
       *
       * @param {string} text heading text
       * @param {number | string} [level=1] (optional) the heading level, default: 1
       *
       * @returns {Summary} summary instance
       */
      addHeading(text, level) {
        let tag = `h${level}`, allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1", element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds an HTML thematic break (<hr>) to the summary buffer
       *
       * @returns {Summary} summary instance
       */
      addSeparator() {
        let element = this.wrap("hr", null);
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds an HTML line break (<br>) to the summary buffer
       *
       * @returns {Summary} summary instance
       */
      addBreak() {
        let element = this.wrap("br", null);
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds an HTML blockquote to the summary buffer
       *
       * @param {string} text quote text
       * @param {string} cite (optional) citation url
       *
       * @returns {Summary} summary instance
       */
      addQuote(text, cite) {
        let attrs = Object.assign({}, cite && { cite }), element = this.wrap("blockquote", text, attrs);
        return this.addRaw(element).addEOL();
      }
      /**
       * Adds an HTML anchor tag to the summary buffer
       *
       * @param {string} text link text/content
       * @param {string} href hyperlink
       *
       * @returns {Summary} summary instance
       */
      addLink(text, href) {
        let element = this.wrap("a", text, { href });
        return this.addRaw(element).addEOL();
      }
    }, _summary = new Summary();
    exports.markdownSummary = _summary;
    exports.summary = _summary;
  }
});

// node_modules/@actions/core/lib/path-utils.js
var require_path_utils = shared.__commonJS({
  "node_modules/@actions/core/lib/path-utils.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.toPosixPath = toPosixPath;
    exports.toWin32Path = toWin32Path;
    exports.toPlatformPath = toPlatformPath;
    var path = __importStar(shared.__require("path"));
    function toPosixPath(pth) {
      return pth.replace(/[\\]/g, "/");
    }
    function toWin32Path(pth) {
      return pth.replace(/[/]/g, "\\");
    }
    function toPlatformPath(pth) {
      return pth.replace(/[/\\]/g, path.sep);
    }
  }
});

// node_modules/@actions/io/lib/io-util.js
var require_io_util = shared.__commonJS({
  "node_modules/@actions/io/lib/io-util.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })(), __awaiter = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
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
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    }, _a;
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.READONLY = exports.UV_FS_O_EXLOCK = exports.IS_WINDOWS = exports.unlink = exports.symlink = exports.stat = exports.rmdir = exports.rm = exports.rename = exports.readdir = exports.open = exports.mkdir = exports.lstat = exports.copyFile = exports.chmod = void 0;
    exports.readlink = readlink;
    exports.exists = exists;
    exports.isDirectory = isDirectory;
    exports.isRooted = isRooted;
    exports.tryGetExecutablePath = tryGetExecutablePath;
    exports.getCmdPath = getCmdPath;
    var fs = __importStar(shared.__require("fs")), path = __importStar(shared.__require("path"));
    _a = fs.promises, exports.chmod = _a.chmod, exports.copyFile = _a.copyFile, exports.lstat = _a.lstat, exports.mkdir = _a.mkdir, exports.open = _a.open, exports.readdir = _a.readdir, exports.rename = _a.rename, exports.rm = _a.rm, exports.rmdir = _a.rmdir, exports.stat = _a.stat, exports.symlink = _a.symlink, exports.unlink = _a.unlink;
    exports.IS_WINDOWS = process.platform === "win32";
    function readlink(fsPath) {
      return __awaiter(this, void 0, void 0, function* () {
        let result = yield fs.promises.readlink(fsPath);
        return exports.IS_WINDOWS && !result.endsWith("\\") ? `${result}\\` : result;
      });
    }
    exports.UV_FS_O_EXLOCK = 268435456;
    exports.READONLY = fs.constants.O_RDONLY;
    function exists(fsPath) {
      return __awaiter(this, void 0, void 0, function* () {
        try {
          yield (0, exports.stat)(fsPath);
        } catch (err) {
          if (err.code === "ENOENT")
            return !1;
          throw err;
        }
        return !0;
      });
    }
    function isDirectory(fsPath_1) {
      return __awaiter(this, arguments, void 0, function* (fsPath, useStat = !1) {
        return (useStat ? yield (0, exports.stat)(fsPath) : yield (0, exports.lstat)(fsPath)).isDirectory();
      });
    }
    function isRooted(p) {
      if (p = normalizeSeparators(p), !p)
        throw new Error('isRooted() parameter "p" cannot be empty');
      return exports.IS_WINDOWS ? p.startsWith("\\") || /^[A-Z]:/i.test(p) : p.startsWith("/");
    }
    function tryGetExecutablePath(filePath, extensions) {
      return __awaiter(this, void 0, void 0, function* () {
        let stats;
        try {
          stats = yield (0, exports.stat)(filePath);
        } catch (err) {
          err.code !== "ENOENT" && console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
        }
        if (stats && stats.isFile()) {
          if (exports.IS_WINDOWS) {
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
            stats = yield (0, exports.stat)(filePath);
          } catch (err) {
            err.code !== "ENOENT" && console.log(`Unexpected error attempting to determine if executable file exists '${filePath}': ${err}`);
          }
          if (stats && stats.isFile()) {
            if (exports.IS_WINDOWS) {
              try {
                let directory = path.dirname(filePath), upperName = path.basename(filePath).toUpperCase();
                for (let actualName of yield (0, exports.readdir)(directory))
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
      return p = p || "", exports.IS_WINDOWS ? (p = p.replace(/\//g, "\\"), p.replace(/\\\\+/g, "\\")) : p.replace(/\/\/+/g, "/");
    }
    function isUnixExecutable(stats) {
      return (stats.mode & 1) > 0 || (stats.mode & 8) > 0 && process.getgid !== void 0 && stats.gid === process.getgid() || (stats.mode & 64) > 0 && process.getuid !== void 0 && stats.uid === process.getuid();
    }
    function getCmdPath() {
      var _a2;
      return (_a2 = process.env.COMSPEC) !== null && _a2 !== void 0 ? _a2 : "cmd.exe";
    }
  }
});

// node_modules/@actions/io/lib/io.js
var require_io = shared.__commonJS({
  "node_modules/@actions/io/lib/io.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })(), __awaiter = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
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
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.cp = cp;
    exports.mv = mv;
    exports.rmRF = rmRF;
    exports.mkdirP = mkdirP;
    exports.which = which;
    exports.findInPath = findInPath;
    var assert_1 = shared.__require("assert"), path = __importStar(shared.__require("path")), ioUtil = __importStar(require_io_util());
    function cp(source_1, dest_1) {
      return __awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        let { force, recursive, copySourceDirectory } = readCopyOptions(options), destStat = (yield ioUtil.exists(dest)) ? yield ioUtil.stat(dest) : null;
        if (destStat && destStat.isFile() && !force)
          return;
        let newDest = destStat && destStat.isDirectory() && copySourceDirectory ? path.join(dest, path.basename(source)) : dest;
        if (!(yield ioUtil.exists(source)))
          throw new Error(`no such file or directory: ${source}`);
        if ((yield ioUtil.stat(source)).isDirectory())
          if (recursive)
            yield cpDirRecursive(source, newDest, 0, force);
          else
            throw new Error(`Failed to copy. ${source} is a directory, but tried to copy without recursive flag.`);
        else {
          if (path.relative(source, newDest) === "")
            throw new Error(`'${newDest}' and '${source}' are the same file`);
          yield copyFile(source, newDest, force);
        }
      });
    }
    function mv(source_1, dest_1) {
      return __awaiter(this, arguments, void 0, function* (source, dest, options = {}) {
        if (yield ioUtil.exists(dest)) {
          let destExists = !0;
          if ((yield ioUtil.isDirectory(dest)) && (dest = path.join(dest, path.basename(source)), destExists = yield ioUtil.exists(dest)), destExists)
            if (options.force == null || options.force)
              yield rmRF(dest);
            else
              throw new Error("Destination already exists");
        }
        yield mkdirP(path.dirname(dest)), yield ioUtil.rename(source, dest);
      });
    }
    function rmRF(inputPath) {
      return __awaiter(this, void 0, void 0, function* () {
        if (ioUtil.IS_WINDOWS && /[*"<>|]/.test(inputPath))
          throw new Error('File path must not contain `*`, `"`, `<`, `>` or `|` on Windows');
        try {
          yield ioUtil.rm(inputPath, {
            force: !0,
            maxRetries: 3,
            recursive: !0,
            retryDelay: 300
          });
        } catch (err) {
          throw new Error(`File was unable to be removed ${err}`);
        }
      });
    }
    function mkdirP(fsPath) {
      return __awaiter(this, void 0, void 0, function* () {
        (0, assert_1.ok)(fsPath, "a path argument must be provided"), yield ioUtil.mkdir(fsPath, { recursive: !0 });
      });
    }
    function which(tool, check) {
      return __awaiter(this, void 0, void 0, function* () {
        if (!tool)
          throw new Error("parameter 'tool' is required");
        if (check) {
          let result = yield which(tool, !1);
          if (!result)
            throw ioUtil.IS_WINDOWS ? new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also verify the file has a valid extension for an executable file.`) : new Error(`Unable to locate executable file: ${tool}. Please verify either the file path exists or the file can be found within a directory specified by the PATH environment variable. Also check the file mode to verify the file is executable.`);
          return result;
        }
        let matches = yield findInPath(tool);
        return matches && matches.length > 0 ? matches[0] : "";
      });
    }
    function findInPath(tool) {
      return __awaiter(this, void 0, void 0, function* () {
        if (!tool)
          throw new Error("parameter 'tool' is required");
        let extensions = [];
        if (ioUtil.IS_WINDOWS && process.env.PATHEXT)
          for (let extension of process.env.PATHEXT.split(path.delimiter))
            extension && extensions.push(extension);
        if (ioUtil.isRooted(tool)) {
          let filePath = yield ioUtil.tryGetExecutablePath(tool, extensions);
          return filePath ? [filePath] : [];
        }
        if (tool.includes(path.sep))
          return [];
        let directories = [];
        if (process.env.PATH)
          for (let p of process.env.PATH.split(path.delimiter))
            p && directories.push(p);
        let matches = [];
        for (let directory of directories) {
          let filePath = yield ioUtil.tryGetExecutablePath(path.join(directory, tool), extensions);
          filePath && matches.push(filePath);
        }
        return matches;
      });
    }
    function readCopyOptions(options) {
      let force = options.force == null ? !0 : options.force, recursive = !!options.recursive, copySourceDirectory = options.copySourceDirectory == null ? !0 : !!options.copySourceDirectory;
      return { force, recursive, copySourceDirectory };
    }
    function cpDirRecursive(sourceDir, destDir, currentDepth, force) {
      return __awaiter(this, void 0, void 0, function* () {
        if (currentDepth >= 255)
          return;
        currentDepth++, yield mkdirP(destDir);
        let files = yield ioUtil.readdir(sourceDir);
        for (let fileName of files) {
          let srcFile = `${sourceDir}/${fileName}`, destFile = `${destDir}/${fileName}`;
          (yield ioUtil.lstat(srcFile)).isDirectory() ? yield cpDirRecursive(srcFile, destFile, currentDepth, force) : yield copyFile(srcFile, destFile, force);
        }
        yield ioUtil.chmod(destDir, (yield ioUtil.stat(sourceDir)).mode);
      });
    }
    function copyFile(srcFile, destFile, force) {
      return __awaiter(this, void 0, void 0, function* () {
        if ((yield ioUtil.lstat(srcFile)).isSymbolicLink()) {
          try {
            yield ioUtil.lstat(destFile), yield ioUtil.unlink(destFile);
          } catch (e) {
            e.code === "EPERM" && (yield ioUtil.chmod(destFile, "0666"), yield ioUtil.unlink(destFile));
          }
          let symlinkFull = yield ioUtil.readlink(srcFile);
          yield ioUtil.symlink(symlinkFull, destFile, ioUtil.IS_WINDOWS ? "junction" : null);
        } else (!(yield ioUtil.exists(destFile)) || force) && (yield ioUtil.copyFile(srcFile, destFile));
      });
    }
  }
});

// node_modules/@actions/exec/lib/toolrunner.js
var require_toolrunner = shared.__commonJS({
  "node_modules/@actions/exec/lib/toolrunner.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })(), __awaiter = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
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
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.ToolRunner = void 0;
    exports.argStringToArray = argStringToArray;
    var os = __importStar(shared.__require("os")), events = __importStar(shared.__require("events")), child = __importStar(shared.__require("child_process")), path = __importStar(shared.__require("path")), io = __importStar(require_io()), ioUtil = __importStar(require_io_util()), timers_1 = shared.__require("timers"), IS_WINDOWS = process.platform === "win32", ToolRunner = class extends events.EventEmitter {
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
        if (IS_WINDOWS)
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
        return IS_WINDOWS && this._isCmdFile() ? process.env.COMSPEC || "cmd.exe" : this.toolPath;
      }
      _getSpawnArgs(options) {
        if (IS_WINDOWS && this._isCmdFile()) {
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
        return __awaiter(this, void 0, void 0, function* () {
          return !ioUtil.isRooted(this.toolPath) && (this.toolPath.includes("/") || IS_WINDOWS && this.toolPath.includes("\\")) && (this.toolPath = path.resolve(process.cwd(), this.options.cwd || process.cwd(), this.toolPath)), this.toolPath = yield io.which(this.toolPath, !0), new Promise((resolve, reject) => __awaiter(this, void 0, void 0, function* () {
            this._debug(`exec tool: ${this.toolPath}`), this._debug("arguments:");
            for (let arg of this.args)
              this._debug(`   ${arg}`);
            let optionsNonNull = this._cloneExecOptions(this.options);
            !optionsNonNull.silent && optionsNonNull.outStream && optionsNonNull.outStream.write(this._getCommandString(optionsNonNull) + os.EOL);
            let state = new ExecState(optionsNonNull, this.toolPath);
            if (state.on("debug", (message) => {
              this._debug(message);
            }), this.options.cwd && !(yield ioUtil.exists(this.options.cwd)))
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
            }), state.on("done", (error3, exitCode) => {
              stdbuffer.length > 0 && this.emit("stdline", stdbuffer), errbuffer.length > 0 && this.emit("errline", errbuffer), cp.removeAllListeners(), error3 ? reject(error3) : resolve(exitCode);
            }), this.options.input) {
              if (!cp.stdin)
                throw new Error("child process missing stdin");
              cp.stdin.end(this.options.input);
            }
          }));
        });
      }
    };
    exports.ToolRunner = ToolRunner;
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
        this.done || (this.processClosed ? this._setResult() : this.processExited && (this.timeout = (0, timers_1.setTimeout)(_ExecState.HandleTimeout, this.delay, this)));
      }
      _debug(message) {
        this.emit("debug", message);
      }
      _setResult() {
        let error3;
        this.processExited && (this.processError ? error3 = new Error(`There was an error when attempting to execute the process '${this.toolPath}'. This may indicate the process failed to start. Error: ${this.processError}`) : this.processExitCode !== 0 && !this.options.ignoreReturnCode ? error3 = new Error(`The process '${this.toolPath}' failed with exit code ${this.processExitCode}`) : this.processStderr && this.options.failOnStdErr && (error3 = new Error(`The process '${this.toolPath}' failed because one or more lines were written to the STDERR stream`))), this.timeout && (clearTimeout(this.timeout), this.timeout = null), this.done = !0, this.emit("done", error3, this.processExitCode);
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
  }
});

// node_modules/@actions/exec/lib/exec.js
var require_exec = shared.__commonJS({
  "node_modules/@actions/exec/lib/exec.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })(), __awaiter = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
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
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.exec = exec;
    exports.getExecOutput = getExecOutput;
    var string_decoder_1 = shared.__require("string_decoder"), tr = __importStar(require_toolrunner());
    function exec(commandLine, args, options) {
      return __awaiter(this, void 0, void 0, function* () {
        let commandArgs = tr.argStringToArray(commandLine);
        if (commandArgs.length === 0)
          throw new Error("Parameter 'commandLine' cannot be null or empty.");
        let toolPath = commandArgs[0];
        return args = commandArgs.slice(1).concat(args || []), new tr.ToolRunner(toolPath, args, options).exec();
      });
    }
    function getExecOutput(commandLine, args, options) {
      return __awaiter(this, void 0, void 0, function* () {
        var _a, _b;
        let stdout = "", stderr = "", stdoutDecoder = new string_decoder_1.StringDecoder("utf8"), stderrDecoder = new string_decoder_1.StringDecoder("utf8"), originalStdoutListener = (_a = options?.listeners) === null || _a === void 0 ? void 0 : _a.stdout, originalStdErrListener = (_b = options?.listeners) === null || _b === void 0 ? void 0 : _b.stderr, stdErrListener = (data) => {
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
  }
});

// node_modules/@actions/core/lib/platform.js
var require_platform = shared.__commonJS({
  "node_modules/@actions/core/lib/platform.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })(), __awaiter = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
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
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    }, __importDefault = exports && exports.__importDefault || function(mod) {
      return mod && mod.__esModule ? mod : { default: mod };
    };
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.isLinux = exports.isMacOS = exports.isWindows = exports.arch = exports.platform = void 0;
    exports.getDetails = getDetails;
    var os_1 = __importDefault(shared.__require("os")), exec = __importStar(require_exec()), getWindowsInfo = () => __awaiter(void 0, void 0, void 0, function* () {
      let { stdout: version } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Version"', void 0, {
        silent: !0
      }), { stdout: name } = yield exec.getExecOutput('powershell -command "(Get-CimInstance -ClassName Win32_OperatingSystem).Caption"', void 0, {
        silent: !0
      });
      return {
        name: name.trim(),
        version: version.trim()
      };
    }), getMacOsInfo = () => __awaiter(void 0, void 0, void 0, function* () {
      var _a, _b, _c, _d;
      let { stdout } = yield exec.getExecOutput("sw_vers", void 0, {
        silent: !0
      }), version = (_b = (_a = stdout.match(/ProductVersion:\s*(.+)/)) === null || _a === void 0 ? void 0 : _a[1]) !== null && _b !== void 0 ? _b : "";
      return {
        name: (_d = (_c = stdout.match(/ProductName:\s*(.+)/)) === null || _c === void 0 ? void 0 : _c[1]) !== null && _d !== void 0 ? _d : "",
        version
      };
    }), getLinuxInfo = () => __awaiter(void 0, void 0, void 0, function* () {
      let { stdout } = yield exec.getExecOutput("lsb_release", ["-i", "-r", "-s"], {
        silent: !0
      }), [name, version] = stdout.trim().split(`
`);
      return {
        name,
        version
      };
    });
    exports.platform = os_1.default.platform();
    exports.arch = os_1.default.arch();
    exports.isWindows = exports.platform === "win32";
    exports.isMacOS = exports.platform === "darwin";
    exports.isLinux = exports.platform === "linux";
    function getDetails() {
      return __awaiter(this, void 0, void 0, function* () {
        return Object.assign(Object.assign({}, yield exports.isWindows ? getWindowsInfo() : exports.isMacOS ? getMacOsInfo() : getLinuxInfo()), {
          platform: exports.platform,
          arch: exports.arch,
          isWindows: exports.isWindows,
          isMacOS: exports.isMacOS,
          isLinux: exports.isLinux
        });
      });
    }
  }
});

// node_modules/@actions/core/lib/core.js
var require_core = shared.__commonJS({
  "node_modules/@actions/core/lib/core.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k);
      var desc = Object.getOwnPropertyDescriptor(m, k);
      (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) && (desc = { enumerable: !0, get: function() {
        return m[k];
      } }), Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      k2 === void 0 && (k2 = k), o[k2] = m[k];
    })), __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: !0, value: v });
    }) : function(o, v) {
      o.default = v;
    }), __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        return ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) Object.prototype.hasOwnProperty.call(o2, k) && (ar[ar.length] = k);
          return ar;
        }, ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) k[i] !== "default" && __createBinding(result, mod, k[i]);
        return __setModuleDefault(result, mod), result;
      };
    })(), __awaiter = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve) {
          resolve(value);
        });
      }
      return new (P || (P = Promise))(function(resolve, reject) {
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
          result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.platform = exports.toPlatformPath = exports.toWin32Path = exports.toPosixPath = exports.markdownSummary = exports.summary = exports.ExitCode = void 0;
    exports.exportVariable = exportVariable;
    exports.setSecret = setSecret3;
    exports.addPath = addPath;
    exports.getInput = getInput;
    exports.getMultilineInput = getMultilineInput;
    exports.getBooleanInput = getBooleanInput;
    exports.setOutput = setOutput;
    exports.setCommandEcho = setCommandEcho;
    exports.setFailed = setFailed3;
    exports.isDebug = isDebug;
    exports.debug = debug;
    exports.error = error3;
    exports.warning = warning3;
    exports.notice = notice3;
    exports.info = info3;
    exports.startGroup = startGroup;
    exports.endGroup = endGroup;
    exports.group = group;
    exports.saveState = saveState;
    exports.getState = getState;
    exports.getIDToken = getIDToken;
    var command_1 = require_command(), file_command_1 = require_file_command(), utils_1 = require_utils(), os = __importStar(shared.__require("os")), path = __importStar(shared.__require("path")), oidc_utils_1 = require_oidc_utils(), ExitCode;
    (function(ExitCode2) {
      ExitCode2[ExitCode2.Success = 0] = "Success", ExitCode2[ExitCode2.Failure = 1] = "Failure";
    })(ExitCode || (exports.ExitCode = ExitCode = {}));
    function exportVariable(name, val) {
      let convertedVal = (0, utils_1.toCommandValue)(val);
      if (process.env[name] = convertedVal, process.env.GITHUB_ENV || "")
        return (0, file_command_1.issueFileCommand)("ENV", (0, file_command_1.prepareKeyValueMessage)(name, val));
      (0, command_1.issueCommand)("set-env", { name }, convertedVal);
    }
    function setSecret3(secret) {
      (0, command_1.issueCommand)("add-mask", {}, secret);
    }
    function addPath(inputPath) {
      process.env.GITHUB_PATH || "" ? (0, file_command_1.issueFileCommand)("PATH", inputPath) : (0, command_1.issueCommand)("add-path", {}, inputPath), process.env.PATH = `${inputPath}${path.delimiter}${process.env.PATH}`;
    }
    function getInput(name, options) {
      let val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
      if (options && options.required && !val)
        throw new Error(`Input required and not supplied: ${name}`);
      return options && options.trimWhitespace === !1 ? val : val.trim();
    }
    function getMultilineInput(name, options) {
      let inputs = getInput(name, options).split(`
`).filter((x) => x !== "");
      return options && options.trimWhitespace === !1 ? inputs : inputs.map((input) => input.trim());
    }
    function getBooleanInput(name, options) {
      let trueValue = ["true", "True", "TRUE"], falseValue = ["false", "False", "FALSE"], val = getInput(name, options);
      if (trueValue.includes(val))
        return !0;
      if (falseValue.includes(val))
        return !1;
      throw new TypeError(`Input does not meet YAML 1.2 "Core Schema" specification: ${name}
Support boolean input list: \`true | True | TRUE | false | False | FALSE\``);
    }
    function setOutput(name, value) {
      if (process.env.GITHUB_OUTPUT || "")
        return (0, file_command_1.issueFileCommand)("OUTPUT", (0, file_command_1.prepareKeyValueMessage)(name, value));
      process.stdout.write(os.EOL), (0, command_1.issueCommand)("set-output", { name }, (0, utils_1.toCommandValue)(value));
    }
    function setCommandEcho(enabled) {
      (0, command_1.issue)("echo", enabled ? "on" : "off");
    }
    function setFailed3(message) {
      process.exitCode = ExitCode.Failure, error3(message);
    }
    function isDebug() {
      return process.env.RUNNER_DEBUG === "1";
    }
    function debug(message) {
      (0, command_1.issueCommand)("debug", {}, message);
    }
    function error3(message, properties = {}) {
      (0, command_1.issueCommand)("error", (0, utils_1.toCommandProperties)(properties), message instanceof Error ? message.toString() : message);
    }
    function warning3(message, properties = {}) {
      (0, command_1.issueCommand)("warning", (0, utils_1.toCommandProperties)(properties), message instanceof Error ? message.toString() : message);
    }
    function notice3(message, properties = {}) {
      (0, command_1.issueCommand)("notice", (0, utils_1.toCommandProperties)(properties), message instanceof Error ? message.toString() : message);
    }
    function info3(message) {
      process.stdout.write(message + os.EOL);
    }
    function startGroup(name) {
      (0, command_1.issue)("group", name);
    }
    function endGroup() {
      (0, command_1.issue)("endgroup");
    }
    function group(name, fn) {
      return __awaiter(this, void 0, void 0, function* () {
        startGroup(name);
        let result;
        try {
          result = yield fn();
        } finally {
          endGroup();
        }
        return result;
      });
    }
    function saveState(name, value) {
      if (process.env.GITHUB_STATE || "")
        return (0, file_command_1.issueFileCommand)("STATE", (0, file_command_1.prepareKeyValueMessage)(name, value));
      (0, command_1.issueCommand)("save-state", { name }, (0, utils_1.toCommandValue)(value));
    }
    function getState(name) {
      return process.env[`STATE_${name}`] || "";
    }
    function getIDToken(aud) {
      return __awaiter(this, void 0, void 0, function* () {
        return yield oidc_utils_1.OidcClient.getIDToken(aud);
      });
    }
    var summary_1 = require_summary();
    Object.defineProperty(exports, "summary", { enumerable: !0, get: function() {
      return summary_1.summary;
    } });
    var summary_2 = require_summary();
    Object.defineProperty(exports, "markdownSummary", { enumerable: !0, get: function() {
      return summary_2.markdownSummary;
    } });
    var path_utils_1 = require_path_utils();
    Object.defineProperty(exports, "toPosixPath", { enumerable: !0, get: function() {
      return path_utils_1.toPosixPath;
    } });
    Object.defineProperty(exports, "toWin32Path", { enumerable: !0, get: function() {
      return path_utils_1.toWin32Path;
    } });
    Object.defineProperty(exports, "toPlatformPath", { enumerable: !0, get: function() {
      return path_utils_1.toPlatformPath;
    } });
    exports.platform = __importStar(require_platform());
  }
});

// src/runner/workflow-commands.ts
var core = shared.__toESM(require_core(), 1), error2 = (message, p = {}) => core.error(message, p), warning2 = (message, p = {}) => core.warning(message, p), notice2 = (message, p = {}) => core.notice(message, p), info2 = (message) => core.info(message), setSecret2 = (secret) => core.setSecret(secret), setFailed2 = (message) => core.setFailed(message);

// src/report/annotations.ts
function spreadOverApis(findings) {
  let groups = /* @__PURE__ */ new Map();
  findings.forEach((f, i) => {
    let key = `${f.severity}\0${f.api ?? `#${i}`}`, g = groups.get(key);
    g ? g.push(f) : groups.set(key, [f]);
  });
  let out = [];
  for (let severity of ["error", "warning", "notice"]) {
    let mine = [...groups.entries()].filter(([k]) => k.startsWith(`${severity}\0`)).map(([, g]) => g);
    for (let round = 0; mine.some((g) => round < g.length); round++)
      for (let g of mine) round < g.length && out.push(g[round]);
  }
  return out;
}
function planAnnotations(findings) {
  let sorted = spreadOverApis(findings), count = { error: 0, warning: 0, notice: 0 }, total = { error: 0, warning: 0, notice: 0 };
  for (let f of sorted) total[f.severity]++;
  let limit = { error: 10, warning: 10, notice: total.error > 10 || total.warning > 10 || total.notice > 10 ? 9 : 10 }, shown = [];
  for (let f of sorted)
    count[f.severity] < limit[f.severity] && (shown.push(f), count[f.severity]++);
  return { shown, omitted: sorted.length - shown.length };
}
function overflowMessage(omitted) {
  return `${omitted} more finding${omitted === 1 ? "" : "s"} not shown as annotations (GitHub shows 10 per level); see the job summary and the JSON report (output report-path).`;
}

// src/report/github.ts
function emitAnnotations(findings) {
  let { shown, omitted } = planAnnotations(findings);
  for (let f of shown) {
    let props = {
      title: `torch-preflight ${f.id}`,
      ...f.location ? {
        file: shared.showControls(shared.redact(f.location.file)),
        startLine: f.location.line,
        ...f.location.column ? { startColumn: f.location.column } : {}
      } : {}
    }, text = shared.showControls(shared.redact(`${f.message} Fix: ${f.hint} (source: ${f.source})`));
    f.severity === "error" ? error2(text, props) : f.severity === "warning" ? warning2(text, props) : notice2(text, props);
  }
  omitted > 0 && notice2(overflowMessage(omitted), { title: "torch-preflight" });
}

exports.emitAnnotations = emitAnnotations;
exports.info2 = info2;
exports.notice2 = notice2;
exports.require_core = require_core;
exports.setFailed2 = setFailed2;
exports.setSecret2 = setSecret2;
exports.warning2 = warning2;
