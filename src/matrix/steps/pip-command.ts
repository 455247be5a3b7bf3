/**
 * Finds the `pip install torch…` of a `run:` script and what it asks for: the torch
 * requirement, `--index-url`, `--extra-index-url`, `--find-links`, `--pre`. Read as text,
 * never run; `${{ … }}` stays one word so matrix references can be substituted later.
 */
import { LOCK_INSTALLS, type LockInstaller } from '../../locks/index.js';
import { normalizeName } from '../../packaging/names.js';
import { requirementName } from '../../packaging/requirement.js';
import { pipOption, splitOption } from '../../request/pip-options.js';

export interface Word {
  /** The word with quotes removed. */
  text: string;
  /** The word as written, to find it in the file. */
  raw: string;
  /** Offset of `raw` in the script. */
  offset: number;
}

export interface PipTorch {
  torch: Word & { spec: string };
  index?: Word;
  findLinks?: Word;
  extraIndexes: Word[];
  pre: boolean;
}

const SEPARATORS = new Set(['&&', '||', ';', '|', '&']);

/** Shell-like words; line continuations (`\` or PowerShell's backtick) join lines. */
export function words(script: string): Word[][] {
  const commands: Word[][] = [[]];
  let i = 0;
  const n = script.length;
  const current = () => commands[commands.length - 1]!;
  while (i < n) {
    const c = script[i]!;
    if (c === '\\' && script[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (c === '\\' && script[i + 1] === '\r' && script[i + 2] === '\n') {
      i += 3;
      continue;
    }
    if (c === '`' && (script[i + 1] === '\n' || script[i + 1] === '\r')) {
      i += 2;
      continue;
    }
    if (c === '\n' || c === '\r') {
      if (current().length) commands.push([]);
      i++;
      continue;
    }
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    if (c === '#') {
      while (i < n && script[i] !== '\n') i++;
      continue;
    }
    const two = script.slice(i, i + 2);
    if (SEPARATORS.has(two) || SEPARATORS.has(c)) {
      if (current().length) commands.push([]);
      i += SEPARATORS.has(two) ? 2 : 1;
      continue;
    }
    const start = i;
    let text = '';
    while (i < n) {
      const ch = script[i]!;
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === ';' || ch === '&' || ch === '|') break;
      if (script.startsWith('${{', i)) {
        const end = script.indexOf('}}', i);
        const stop = end < 0 ? n : end + 2;
        text += script.slice(i, stop);
        i = stop;
        continue;
      }
      if (ch === "'" || ch === '"') {
        const end = script.indexOf(ch, i + 1);
        const stop = end < 0 ? n : end;
        text += script.slice(i + 1, stop);
        i = stop + 1;
        continue;
      }
      if (ch === '\\' && i + 1 < n && script[i + 1] !== '\n') {
        text += script[i + 1];
        i += 2;
        continue;
      }
      text += ch;
      i++;
    }
    current().push({ text, raw: script.slice(start, i), offset: start });
  }
  return commands.filter((c) => c.length > 0);
}

const PIP = /^(?:.*[\\/])?pip(?:3(?:\.\d+)?)?(?:\.exe)?$/i;
// `python3.13t`: a free-threaded build; `py`: the Windows launcher (its version flag is read below).
const PYTHON = /^(?:.*[\\/])?(?:python(?:3(?:\.\d+t?)?)?|py)(?:\.exe)?$/i;
/** The launcher's choice of Python: `py -3.12`, `py -3`, `py -3.13t`, `py -3.11-64`. */
const LAUNCHER_VERSION = /^-\d+(?:\.\d+t?)?(?:-(?:32|64|arm64))?$/;
/** Words that may come before the program itself: `sudo`, `env`, `time`, `VAR=value`. */
const VARIABLE = /^\$\{?[A-Za-z_]\w*\}?$/;
const PREFIX = /^(?:sudo|env|time|nohup|command|exec|[A-Za-z_][A-Za-z0-9_]*=.*)$/;

/**
 * What a pip word asks of torch (`torch`, `torch[opt]>=2.1`, `torch==${{ matrix.torch }}`): the
 * text after the name and extras, without a marker; undefined when the word names another
 * package. The version is kept as written: it may hold expressions a matrix cell fills in later.
 */
function torchSpecOf(word: string): string | undefined {
  const head = requirementName(word);
  if (!head || head.offset !== 0 || normalizeName(head.name) !== 'torch') return undefined;
  const rest = head.rest.replace(/^\[[^\]]*\]/, '');
  if (rest !== '' && !/^[\s=<>!~;@(,]/.test(rest)) return undefined;
  return rest.split(';')[0]!.trim();
}

/** Where `install` is when the command runs pip (pip, python -m pip, uv pip), else -1. */
function installIndex(cmd: Word[]): number {
  let j = 0;
  // A variable before a command is a wrapper (`${CONDA_RUN} python -m pip`, diffusers' `conda run -n env`).
  while (
    j < cmd.length &&
    (PREFIX.test(cmd[j]!.text) || (VARIABLE.test(cmd[j]!.text) && /^[^-]/.test(cmd[j + 1]?.text ?? '-')))
  )
    j++;
  const w = cmd[j]?.text ?? '';
  if (PIP.test(w) && cmd[j + 1]?.text === 'install') return j + 1;
  if (/^py(?:\.exe)?$/i.test(w) && LAUNCHER_VERSION.test(cmd[j + 1]?.text ?? '')) j++;
  if (w === 'uv' && cmd[j + 1]?.text === 'pip' && cmd[j + 2]?.text === 'install') return j + 2;
  if (
    PYTHON.test(w) &&
    cmd[j + 1]?.text === '-m' &&
    cmd[j + 2]?.text === 'uv' &&
    cmd[j + 3]?.text === 'pip' &&
    cmd[j + 4]?.text === 'install'
  )
    return j + 4;
  // `$PY -m pip install`: whatever runs `-m pip` is a Python (xformers' wheel builds name it in a variable).
  if (
    (PYTHON.test(w) || VARIABLE.test(w)) &&
    cmd[j + 1]?.text === '-m' &&
    /^pip3?$/.test(cmd[j + 2]?.text ?? '') &&
    cmd[j + 3]?.text === 'install'
  )
    return j + 3;
  return -1;
}

export function findPipTorch(script: string): PipTorch | undefined {
  for (const cmd of words(script)) {
    const at = installIndex(cmd);
    if (at < 0) continue;
    // uv's own options: `--index URL` is searched before PyPI (uv stops at the first index that has
    // torch), `--default-index URL` replaces PyPI; both decide where torch comes from.
    const uv = cmd.some((w, k) => k < at && w.text === 'uv');
    let torch: PipTorch['torch'] | undefined;
    const result: Omit<PipTorch, 'torch'> = { extraIndexes: [], pre: false };
    for (let j = at + 1; j < cmd.length; j++) {
      const w = cmd[j]!;
      const { name, value: inline } = w.text.startsWith('-') ? splitOption(w.text) : { name: w.text, value: undefined };
      const opt =
        uv && (name === '--index' || name === '--default-index')
          ? { role: 'index-url' as const, takesValue: true }
          : pipOption(name, 'command');
      const valueWord = (): Word | undefined => {
        if (inline !== undefined) {
          const at = w.raw.indexOf(inline, name.length);
          const prefix = at >= 0 ? at : w.raw.length - inline.length;
          return { text: inline, raw: w.raw.slice(prefix), offset: w.offset + prefix };
        }
        const next = cmd[j + 1];
        if (next) j++;
        return next;
      };
      if (opt?.role === 'index-url') result.index = valueWord() ?? result.index;
      else if (opt?.role === 'extra-index-url') {
        const v = valueWord();
        if (v) result.extraIndexes.push(v);
      } else if (opt?.role === 'find-links') result.findLinks = valueWord() ?? result.findLinks;
      else if (opt?.role === 'pre') result.pre = true;
      else if (opt?.takesValue) valueWord();
      else if (!w.text.startsWith('-') && !torch) {
        const spec = torchSpecOf(w.text);
        if (spec !== undefined) torch = { ...w, spec };
      }
    }
    if (torch) return { torch, ...result };
  }
  return undefined;
}

export interface LockInstallCommand {
  kind: LockInstaller;
  word: Word;
  environment?: Word;
  /** `pixi run`: installs from the lock only when there is one. */
  run?: true;
  /** Without a lock it installs the project itself (`uv sync`, `poetry install`). */
  project?: true;
}

/** Finds a command that installs the project from its lock file (each lock format's `install`); the lock decides torch then. */
export function findLockInstall(script: string): LockInstallCommand | undefined {
  for (const cmd of words(script)) {
    const [a, b] = [cmd[0]?.text, cmd[1]?.text ?? ''];
    const install = LOCK_INSTALLS.find((i) => i.program === a && i.commands.includes(b));
    if (!install) continue;
    const run = install.runs === b;
    const environment = install.environments ? environmentWord(cmd.slice(2), run) : undefined;
    return {
      kind: install.program,
      word: cmd[0]!,
      ...(environment ? { environment } : {}),
      ...(run ? { run: true as const } : {}),
      ...(install.installsProject ? { project: true as const } : {}),
    };
  }
  return undefined;
}

/**
 * The `-e NAME` / `--environment NAME` / `--environment=NAME` of a pixi command. For `pixi run`
 * the words after the task are the task's own, so the search stops at the first non-option.
 */
function environmentWord(args: Word[], run: boolean): Word | undefined {
  for (let i = 0; i < args.length; i++) {
    const w = args[i]!;
    if (w.text === '-e' || w.text === '--environment') return args[i + 1];
    if (w.text.startsWith('--environment=')) {
      const cut = w.raw.indexOf('=') + 1;
      return { text: w.text.slice('--environment='.length), raw: w.raw.slice(cut), offset: w.offset + cut };
    }
    if (w.text === '--manifest-path') i++;
    else if (run && !w.text.startsWith('-')) return undefined;
  }
  return undefined;
}

/** What a command installs from the repository: its requirement files, or the project itself. */
export interface RepoInstall {
  /** `-r FILE` / `--requirement FILE` arguments, as written (may hold `${{ … }}`). */
  requirements: Word[];
  /** `.`, `-e .`, `.[extra]`, `./`: the project's own metadata (pyproject.toml, setup.cfg). */
  project?: Word;
}

const PROJECT = /^(?:-e)?\.\/?(?:\[[^\]]*\])?$/;

/** The installing commands of a script: pip/uv pip/uv add/conda/mamba/pixi/poetry. */
function isInstallCommand(cmd: Word[]): boolean {
  let j = 0;
  while (j < cmd.length && PREFIX.test(cmd[j]!.text)) j++;
  const [a, b, c] = [cmd[j]?.text ?? '', cmd[j + 1]?.text, cmd[j + 2]?.text];
  if (installIndex(cmd.slice(j)) >= 0) return true;
  if (a === 'uv') return b === 'add' || b === 'sync' || (b === 'pip' && (c === 'sync' || c === 'install'));
  if (/^(?:conda|mamba|micromamba)$/.test(a))
    return b === 'install' || b === 'create' || (b === 'env' && (c === 'create' || c === 'update'));
  if (a === 'pixi') return b === 'install' || b === 'add' || b === 'run' || b === 'shell';
  if (a === 'poetry') return b === 'install' || b === 'add' || b === 'sync';
  return false;
}

/** Whether the script runs an installer at all (its matrix references then reach an install). */
export function hasInstall(script: string): boolean {
  return words(script).some(isInstallCommand);
}

/** `pip install -r requirements-dev.txt` / `pip install -e ".[test]"`: the repository's own pins decide. */
export function findRepoInstall(script: string): RepoInstall | undefined {
  const out: RepoInstall = { requirements: [] };
  for (const cmd of words(script)) {
    const at = installIndex(cmd);
    if (at < 0) continue;
    for (let j = at + 1; j < cmd.length; j++) {
      const w = cmd[j]!;
      if (w.text === '-r' || w.text === '--requirement' || w.text === '-c' || w.text === '--constraint') {
        const next = cmd[j + 1];
        if (next) out.requirements.push(next);
        j++;
      } else if (/^(?:-r|--requirement=)\S/.test(w.text)) {
        const v = w.text.replace(/^(?:-r|--requirement=)/, '');
        out.requirements.push({ text: v, raw: w.raw, offset: w.offset });
      } else if (w.text === '-e' || w.text === '--editable') {
        const next = cmd[j + 1];
        if (next && PROJECT.test(next.text)) out.project ??= next;
        j++;
      } else if (PROJECT.test(w.text)) out.project ??= w;
    }
  }
  return out.requirements.length || out.project ? out : undefined;
}

/** `conda env create -f environment.yml` (conda, mamba, micromamba; `env update`, `create --file`): the file it installs. */
export function findCondaEnvInstall(script: string): Word | undefined {
  for (const cmd of words(script)) {
    let j = 0;
    while (j < cmd.length && PREFIX.test(cmd[j]!.text)) j++;
    const [a, b, c] = [cmd[j]?.text ?? '', cmd[j + 1]?.text, cmd[j + 2]?.text];
    if (!/^(?:conda|mamba|micromamba)$/.test(a)) continue;
    const from =
      b === 'env' && (c === 'create' || c === 'update') ? j + 3 : b === 'create' || b === 'install' ? j + 2 : -1;
    if (from < 0) continue;
    for (let k = from; k < cmd.length; k++) {
      const w = cmd[k]!;
      if (w.text === '-f' || w.text === '--file') return cmd[k + 1];
      if (w.text.startsWith('--file=')) {
        const cut = w.raw.indexOf('=') + 1;
        return { text: w.text.slice('--file='.length), raw: w.raw.slice(cut), offset: w.offset + cut };
      }
    }
  }
  return undefined;
}
