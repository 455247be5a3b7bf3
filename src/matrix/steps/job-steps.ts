/**
 * Reads a job's steps for what decides its torch install: the Python of setup-python /
 * setup-uv / setup-miniconda, the first `pip install torch…`, an install from a lock file or
 * from the repository's own pins, the env vars installers read, and which matrix values reach
 * an install at all. Local composite actions (`uses: ./path`) are read as if inlined.
 */
import { isMap, isScalar, isSeq } from 'yaml';
import type { Finding } from '../../core/finding.js';
import { expressionSpans, matrixPaths } from '../github/expression.js';
import type { JobContext, PipCommand, Template } from './job-context.js';
import { located } from '../github/locate.js';
import {
  findCondaEnvInstall,
  findLockInstall,
  findPipTorch,
  findRepoInstall,
  hasInstall,
  type Word,
} from './pip-command.js';
import type { Position } from '../github/types.js';
import { envTexts, get } from '../workflow/workflow.js';
import { positionOf, valueOf, type YamlSource } from '../workflow/yaml-matrix.js';

const PYTHON_SETUP =
  /^(actions\/setup-python|astral-sh\/setup-uv|conda-incubator\/setup-miniconda|mamba-org\/setup-micromamba|prefix-dev\/setup-pixi)@/i;
/** Env vars the installers themselves read: a matrix value in one reaches the install. */
const INSTALLER_ENV = [
  'TORCH_URL',
  'UV_TORCH_BACKEND',
  'PIP_INDEX_URL',
  'PIP_EXTRA_INDEX_URL',
  'UV_INDEX_URL',
  'UV_DEFAULT_INDEX',
  'UV_EXTRA_INDEX_URL',
  'PIP_FIND_LINKS',
];

/** A file the steps come from: the workflow, or a local composite action. */
export interface StepFile {
  src: YamlSource;
  text: string;
  /** A composite action's inputs: `${{ inputs.x }}` is replaced by what the caller passes. */
  inputs?: Record<string, string>;
}

/** Loads `./path/action.yml` (or `.yaml`) from the repository; undefined when it is not there. */
export type LoadAction = (path: string) => { file: StepFile; steps: unknown } | undefined;

export interface StepsRead extends Pick<
  JobContext,
  'python' | 'pip' | 'lockInstall' | 'repoInstall' | 'envIndex' | 'condaEnv'
> {
  /** Matrix paths that reach an installing step (its script, its env, a setup action's inputs). */
  installRefs: Set<string>;
  /**
   * Matrix paths any step reads (a script, an env var a script names, an action's inputs): the
   * only ways a matrix value can pick the interpreter a job runs.
   */
  stepRefs: Set<string>;
  /** The job installs torch (a torch requirement, a lock, the repository's pins). */
  installsTorch: boolean;
  /** Local actions read as part of the job. */
  followed: string[];
}

function substituteInputs(text: string, inputs: Record<string, string> | undefined): string {
  if (!inputs) return text;
  let out = '';
  let last = 0;
  for (const s of expressionSpans(text)) {
    const m = /^\s*inputs\.([A-Za-z_][\w-]*)\s*$/.exec(s.expr);
    if (!m) continue;
    const name = Object.keys(inputs).find((k) => k.toLowerCase() === m[1]!.toLowerCase());
    if (name === undefined) continue;
    out += text.slice(last, s.start) + inputs[name];
    last = s.end;
  }
  return out + text.slice(last);
}

/** Positions of a word of a `run:` script, found in the file's text within the run node. */
function wordAt(f: StepFile, runNode: unknown, w: Word): Position | undefined {
  const range = (runNode as { range?: [number, number, number] }).range;
  if (!range) return undefined;
  const found = f.text.indexOf(w.raw, range[0]);
  if (found < 0 || found > range[2]) return positionOf(f.src, runNode);
  const p = f.src.lines.linePos(found);
  return { line: p.line, column: p.col };
}

function template(f: StepFile, runNode: unknown, w: Word): Template {
  const at = wordAt(f, runNode, w);
  return { text: w.text, ...(at ? { at } : {}) };
}

function envNamesIn(script: string, env: Record<string, string>): string[] {
  return Object.keys(env).filter((name) =>
    new RegExp(`\\$\\{?${name}\\b|\\benv\\.${name}\\b|\\$env:${name}\\b`).test(script),
  );
}

function floatPython(src: YamlSource, node: unknown, v: number, diags: Finding[]): void {
  const written = isScalar(node) ? (node.source ?? '').trim() : '';
  if (!/^\d+\.\d*0$/.test(written) || written === String(v)) return;
  diags.push(
    located(
      {
        id: 'matrix-float-version',
        severity: 'warning',
        message: `\`python-version: ${written}\` is the YAML number ${v}, so setup-python is asked for Python ${v}.`,
        hint: `Quote it: '${written}'.`,
        source: 'https://yaml.org/spec/1.2.2/#10214-floating-point',
      },
      src.file,
      positionOf(src, node),
    ),
  );
}

function setupStep(f: StepFile, step: unknown, out: StepsRead, diags: Finding[]): void {
  const withNode = get(step, 'with');
  const envFile = get(withNode, 'environment-file');
  const envFileText = valueOf(f.src, envFile);
  if (!out.condaEnv && typeof envFileText === 'string' && envFileText.trim()) {
    const at = positionOf(f.src, envFile);
    out.condaEnv = { text: substituteInputs(envFileText.trim(), f.inputs), ...(at ? { at } : {}) };
  }
  if (isMap(withNode))
    for (const p of withNode.items) {
      const v = valueOf(f.src, p.value);
      if (typeof v === 'string')
        for (const path of matrixPaths(substituteInputs(v, f.inputs))) out.installRefs.add(path);
    }
  if (out.python) return;
  const node = get(withNode, 'python-version');
  const v = valueOf(f.src, node);
  if (v === null || (typeof v !== 'string' && typeof v !== 'number')) return;
  // setup-python installs every line of a multi-line value and makes the last the default.
  const last =
    substituteInputs(String(v), f.inputs)
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean)
      .pop() ?? '';
  const at = positionOf(f.src, node);
  out.python = { text: last, ...(at ? { at } : {}) };
  if (typeof v === 'number') floatPython(f.src, node, v, diags);
}

/** The matrix paths a step reads: its script, the env vars the script names, an action's inputs. */
function stepRefs(
  f: StepFile,
  step: unknown,
  run: string | undefined,
  env: Record<string, string>,
  out: StepsRead,
): void {
  const add = (text: string) => {
    for (const path of matrixPaths(text)) out.stepRefs.add(path);
  };
  if (run !== undefined) {
    add(run);
    for (const name of envNamesIn(run, env)) add(env[name]!);
  }
  const withNode = get(step, 'with');
  if (isMap(withNode))
    for (const p of withNode.items) {
      const v = valueOf(f.src, p.value);
      if (typeof v !== 'string') continue;
      const given = substituteInputs(v, f.inputs);
      add(given);
      for (const name of envNamesIn(given, env)) add(env[name]!);
    }
}

function runStep(f: StepFile, runNode: unknown, run: string, env: Record<string, string>, out: StepsRead): void {
  if (!hasInstall(run)) return;
  for (const path of matrixPaths(run)) out.installRefs.add(path);
  for (const name of [...envNamesIn(run, env), ...INSTALLER_ENV.filter((n) => env[n] !== undefined)])
    for (const path of matrixPaths(env[name]!)) out.installRefs.add(path);
  if (!out.lockInstall) {
    const lock = findLockInstall(run);
    if (lock) {
      const at = wordAt(f, runNode, lock.word);
      out.lockInstall = {
        kind: lock.kind,
        ...(at ? { at } : {}),
        ...(lock.environment ? { environment: template(f, runNode, lock.environment) } : {}),
        ...(lock.run ? { run: lock.run } : {}),
        ...(lock.project ? { project: lock.project } : {}),
      };
      // `pixi run` installs from a lock only when there is one: it alone does not make a job one
      // that installs torch (kornia's jobs run pixi tasks from a manifest without a lock).
      if (!lock.run) out.installsTorch = true;
      // `uv sync` and `poetry install` install the project: without a lock, its metadata decides.
      if (lock.project) out.repoInstall ??= { requirements: [], project: { text: '.', ...(at ? { at } : {}) } };
    }
  }
  if (!out.condaEnv) {
    const file = findCondaEnvInstall(run);
    if (file) out.condaEnv = template(f, runNode, file);
  }
  if (!out.pip) {
    const pip = findPipTorch(run);
    if (pip) {
      const cmd: PipCommand = {
        torch: { ...template(f, runNode, pip.torch), text: pip.torch.spec },
        extraIndexes: pip.extraIndexes.map((w) => template(f, runNode, w)),
        pre: pip.pre,
        ...(pip.index ? { index: template(f, runNode, pip.index) } : {}),
        ...(pip.findLinks ? { findLinks: template(f, runNode, pip.findLinks) } : {}),
      };
      out.pip = cmd;
      out.installsTorch = true;
    }
  }
  if (!out.repoInstall) {
    const repo = findRepoInstall(run);
    if (repo) {
      out.repoInstall = {
        requirements: repo.requirements.map((w) => template(f, runNode, w)),
        ...(repo.project ? { project: template(f, runNode, repo.project) } : {}),
      };
      out.installsTorch = true;
    }
  }
}

/** Which env var names the index, for a job whose pip command names none. */
function envIndex(env: Record<string, string>, out: StepsRead): void {
  for (const name of ['PIP_INDEX_URL', 'UV_INDEX_URL', 'UV_DEFAULT_INDEX', 'TORCH_URL', 'UV_TORCH_BACKEND']) {
    if (env[name] !== undefined && env[name] !== '') {
      out.envIndex = { text: env[name], name };
      return;
    }
  }
}

/** `skip`: steps that do not run (their `if:` is false for the cell being read). */
export function readSteps(
  f: StepFile,
  steps: unknown,
  env: Record<string, string>,
  load: LoadAction | undefined,
  diags: Finding[],
  depth = 0,
  skip?: ReadonlySet<unknown>,
): StepsRead {
  const out: StepsRead = { installRefs: new Set(), stepRefs: new Set(), installsTorch: false, followed: [] };
  walk(f, steps, env, load, diags, depth, out, skip);
  envIndex(env, out);
  return out;
}

function walk(
  f: StepFile,
  steps: unknown,
  env: Record<string, string>,
  load: LoadAction | undefined,
  diags: Finding[],
  depth: number,
  out: StepsRead,
  skip?: ReadonlySet<unknown>,
): void {
  if (!isSeq(steps)) return;
  for (const step of steps.items) {
    if (skip?.has(step)) continue;
    const stepEnv = envTexts(f.src, get(step, 'env'), { ...env });
    const uses = valueOf(f.src, get(step, 'uses'));
    if (typeof uses === 'string' && PYTHON_SETUP.test(uses)) setupStep(f, step, out, diags);
    if (typeof uses === 'string' && uses.startsWith('./') && load && depth < 4) {
      const action = load(uses.replace(/\/$/, ''));
      if (action) {
        // The action's inputs are what the caller passes (still holding its `${{ matrix.* }}`).
        const given = envTexts(f.src, get(step, 'with'));
        const inputs = {
          ...(action.file.inputs ?? {}),
          ...Object.fromEntries(Object.entries(given).map(([k, v]) => [k, substituteInputs(v, f.inputs)])),
        };
        out.followed.push(uses);
        walk({ ...action.file, inputs }, action.steps, stepEnv, load, diags, depth + 1, out);
      }
    }
    const runNode = get(step, 'run');
    const run = valueOf(f.src, runNode);
    const script = typeof run === 'string' ? substituteInputs(run, f.inputs) : undefined;
    stepRefs(f, step, script, stepEnv, out);
    if (script !== undefined) runStep(f, runNode, script, stepEnv, out);
  }
}
