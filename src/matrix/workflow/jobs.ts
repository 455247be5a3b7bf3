/**
 * The jobs a lint reads, in the workflow's order: each job of the file, and each job of a local
 * called workflow (`jobs.<id>.uses: ./…`) once per distinct set of inputs its caller passes.
 * Every file is read and parsed once per walk, however many jobs call it.
 */
import { isMap } from 'yaml';
import type { Finding, Location } from '../../core/finding.js';
import { expandMatrix } from '../github/expand.js';
import { interpolate, UNKNOWN } from '../github/expression.js';
import { located } from '../github/locate.js';
import type { Entry, MatrixDef, MatrixValue, Position } from '../github/types.js';
import { parseMatrixInput } from './parse-input.js';
import { get, parseWorkflow, type Workflow } from './workflow.js';
import { keyText, positionOf, readMatrixNode, valueOf } from './yaml-matrix.js';

/** Reads a file of the checked-out repository by its path from the root. */
export type LoadFile = (path: string) => string | undefined;

/** Where a called workflow was called from: its inputs, and the caller's lines for them. */
export interface CallSite {
  file: string;
  jobId: string;
  inputs: Record<string, MatrixValue>;
  inputAt: Record<string, Position>;
  usesAt?: Position;
}

/** One job to lint: the workflow it is in, its id and node, and the call that reached it. */
export interface JobSite {
  wf: Workflow;
  id: string;
  job: unknown;
  call?: CallSite;
}

/** What the walk meets, in order: a job, or findings about a call it does not follow. */
export type WalkItem = { site: JobSite } | { findings: Finding[] };

interface Walk {
  loadFile: LoadFile | undefined;
  only: string | undefined;
  parsed: Map<string, Workflow>;
  /** Each called workflow's text, read once however many jobs call it. */
  texts: Map<string, string | undefined>;
  items: WalkItem[];
  depth: number;
}

/** The jobs of `wf` (only `only` when given) and of the local workflows they call. */
export function walkJobs(wf: Workflow, loadFile: LoadFile | undefined, only: string | undefined): WalkItem[] {
  const walk: Walk = { loadFile, only, parsed: new Map(), texts: new Map(), items: [], depth: 0 };
  walk.parsed.set(`${wf.src.file}\u0000${wf.text}`, wf);
  jobsOf(wf, walk, undefined);
  return walk.items;
}

function parseOnce(text: string, file: string, walk: Walk): Workflow {
  const key = `${file}\u0000${text}`;
  let wf = walk.parsed.get(key);
  if (!wf) walk.parsed.set(key, (wf = parseWorkflow(text, file)));
  return wf;
}

function jobsOf(wf: Workflow, walk: Walk, call: CallSite | undefined): void {
  const { src } = wf;
  for (const pair of wf.jobs.items) {
    const id = keyText(valueOf(src, pair.key));
    if (!call && walk.only !== undefined && id !== walk.only) continue;
    const job = pair.value;
    const uses = valueOf(src, get(job, 'uses'));
    if (typeof uses === 'string') {
      followCall(wf, id, job, uses, walk, call);
      continue;
    }
    walk.items.push({ site: { wf, id, job, ...(call ? { call } : {}) } });
  }
}

const REUSABLE_DOCS = 'https://docs.github.com/en/actions/sharing-automations/reusing-workflows';

/** `jobs.<id>.uses`: a local called workflow is linted with the inputs the caller passes, per caller cell. */
function followCall(
  wf: Workflow,
  id: string,
  job: unknown,
  uses: string,
  walk: Walk,
  outer: CallSite | undefined,
): void {
  const { src } = wf;
  const usesAt = positionOf(src, get(job, 'uses'));
  const notFollowed = (why: string): void => {
    walk.items.push({
      findings: [
        located(
          {
            id: 'matrix-value-unknown',
            severity: 'notice',
            message: `Job ${id} calls \`${uses}\`, ${why}, so its jobs are not checked.`,
            hint: 'Lint the called workflow on its own, or run the action inside it.',
            source: REUSABLE_DOCS,
          },
          src.file,
          usesAt,
        ),
      ],
    });
  };
  if (!uses.startsWith('./')) return notFollowed('a workflow of another repository, which is not followed');
  const path = uses.replace(/^\.\//, '').replace(/@.*$/, '');
  if (!walk.texts.has(path)) walk.texts.set(path, walk.loadFile?.(path));
  const text = walk.texts.get(path);
  if (text === undefined) return notFollowed('which is not in the checked-out tree here');
  if (walk.depth >= 4) return notFollowed('nested too deep');
  const callee = parseOnce(text, path, walk);
  const strategy = get(job, 'strategy');
  const matrixNode = isMap(strategy) ? get(strategy, 'matrix') : strategy;
  const def = matrixNode !== undefined && matrixNode !== null ? readMatrixNode(src, matrixNode) : undefined;
  if (def && outer) resolveInputs(def, outer);
  const cells = def ? expandMatrix(def).cells.map((c) => c.values) : [{}];
  if (def) walk.items.push({ findings: expandMatrix(def).diagnostics });
  const withNode = get(job, 'with');
  const seen = new Set<string>();
  for (const cell of cells) {
    const inputs: Record<string, MatrixValue> = { ...callee.defaults.inputs };
    const inputAt: Record<string, Position> = {};
    if (isMap(withNode))
      for (const p of withNode.items) {
        const k = keyText(valueOf(src, p.key));
        const raw = valueOf(src, p.value);
        const v =
          typeof raw === 'string'
            ? interpolate(raw, { matrix: cell, ...(outer ? { inputs: outer.inputs } : {}) })
            : raw;
        // Only known at run time: the text stays, so whatever reads it says so.
        inputs[k] = v === UNKNOWN ? raw : v;
        const at = positionOf(src, p.value);
        if (at) inputAt[k] = { ...at, ...(src.file ? { file: src.file } : {}) };
      }
    const key = JSON.stringify(inputs);
    if (seen.has(key)) continue;
    seen.add(key);
    const site: CallSite = {
      file: src.file ?? '',
      jobId: outer ? `${outer.jobId} → ${id}` : id,
      inputs,
      inputAt,
      ...(usesAt ? { usesAt } : {}),
    };
    walk.depth++;
    jobsOf(callee, walk, site);
    walk.depth--;
  }
}

/** A dimension, include or exclude built from the called workflow's inputs is read with their values. */
export function resolveInputs(def: MatrixDef, call: CallSite): void {
  const ctx = { inputs: call.inputs };
  if (def.expression?.part === 'matrix') {
    const v = interpolate(def.expression.text, ctx);
    const name = /inputs\.([A-Za-z_][\w-]*)/.exec(def.expression.text)?.[1];
    const at = name !== undefined ? call.inputAt[name] : undefined;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) Object.assign(def, matrixFromValue(v, def, at));
    return;
  }
  for (const d of def.dimensions) {
    if (!d.expression) continue;
    const v = interpolate(d.expression, ctx);
    if (!Array.isArray(v)) continue;
    const name = /inputs\.([A-Za-z_][\w-]*)/.exec(d.expression)?.[1];
    const at = name !== undefined ? call.inputAt[name] : undefined;
    d.values = v;
    d.valueAt = v.map(() => at);
    delete d.expression;
  }
}

/** A whole matrix passed as an input (`matrix: ${{ fromJSON(inputs.test-matrix) }}`), every value placed on the caller's line. */
function matrixFromValue(v: Record<string, MatrixValue>, def: MatrixDef, at: Position | undefined): Partial<MatrixDef> {
  const read = parseMatrixInput(JSON.stringify(v));
  const place = (e: Entry): Entry => ({
    values: e.values,
    ...(at ? { at, valueAt: Object.fromEntries(Object.keys(e.values).map((k) => [k, at])) } : {}),
  });
  return {
    dimensions: read.dimensions.map((d) => ({
      key: d.key,
      values: d.values,
      ...(at ? { keyAt: at } : {}),
      valueAt: d.values.map(() => at),
    })),
    include: read.include.map(place),
    exclude: read.exclude.map(place),
    expression: undefined,
    diagnostics: [
      ...def.diagnostics,
      ...read.diagnostics.map((f) => ({
        ...f,
        ...(at?.file ? { location: { file: at.file, line: at.line, column: at.column } } : {}),
      })),
    ],
  };
}

/** A finding of a called workflow's job, said with the call that reached it. */
export function calledFrom(f: Finding, call: CallSite, callee: Workflow): Finding {
  const inCaller = f.location?.file === call.file;
  const related = relatedLines(f.location, call, callee);
  return {
    ...f,
    message: `${f.message} (${inCaller ? 'passed to' : 'called from'} ${call.file}${call.usesAt ? `:${call.usesAt.line}` : ''}, job ${call.jobId})`,
    ...(related.length ? { related } : {}),
  };
}

const inputRef = (name: string): RegExp =>
  new RegExp(`\\binputs\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);

/**
 * The other end of a call: for a finding on the caller's `with:` line, the called workflow's
 * lines that read that input; for one in the called workflow, the caller's `with:` lines of the
 * inputs its line reads, or the caller's `uses:` line when it reads none.
 */
function relatedLines(at: Location | undefined, call: CallSite, callee: Workflow): Location[] {
  const file = callee.src.file;
  if (!at || file === undefined) return [];
  const lines = callee.lines;
  if (at.file === call.file) {
    const names = Object.entries(call.inputAt)
      .filter(([, p]) => p.line === at.line)
      .map(([k]) => k);
    const out: Location[] = [];
    for (const name of names) {
      const re = inputRef(name);
      const i = lines.findIndex((l) => re.test(l));
      if (i >= 0) out.push({ file, line: i + 1 });
    }
    return out;
  }
  if (at.file !== file) return [];
  const text = lines[at.line - 1] ?? '';
  const read = [...text.matchAll(/\binputs\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!).filter((n) => call.inputAt[n]);
  const places = read.length ? read.map((n) => call.inputAt[n]!) : call.usesAt ? [call.usesAt] : [];
  return places.map((p) => ({ file: call.file, line: p.line, ...(p.column ? { column: p.column } : {}) }));
}
