/**
 * The planner: every cell of a matrix, checked by the engine as if it ran on that GitHub-hosted
 * runner, then the supported cells as `{"include": [...]}`. Pure: the caller passes the
 * catalog and the evaluator.
 */
import type { Catalog } from '../../catalog/schema.js';
import type { LockFile } from '../../locks/index.js';
import type { Evaluation } from '../../core/model.js';
import { finding, severityRank, verdictOf, type Finding } from '../../core/finding.js';
import { derived } from '../../core/memo.js';
import { positionOfBlame, rolesFor } from './blame.js';
import { cellValue, reachesInstall } from './cell-fill.js';
import { cellInput, DEFAULT_RUNNER, newReaders, type Blame, type Readers } from './cell-input.js';
import { expandMatrix, MAX_JOBS, tooManyJobs } from '../github/expand.js';
import type { JobContext } from '../steps/job-context.js';
import { assignRoles, keyPaths, type Role, type RoleKeys } from './keys.js';
import { GITHUB_MATRIX_DOCS, located } from '../github/locate.js';
import { memoised, type Evaluate } from './cell-cache.js';
import type { Cell, Combination, MatrixDef, Position } from '../github/types.js';
import type { MatrixCombination, MatrixPlan } from './types.js';

export interface PlanOptions {
  catalog: Catalog;
  evaluate: Evaluate;
  /** `matrix-keys`: role → matrix key, e.g. {python: 'py', torch: 'pt', os: 'platform'}. */
  keys?: Record<string, string>;
  /** Keep cells that only warn in `include` (default true). */
  keepWarned?: boolean;
  /** The repository's lock files, for jobs that install with `uv sync` / `poetry install` / `pixi install`. */
  locks?: () => LockFile[];
  /** One engine cache and one set of readers for every job of a workflow. */
  shared?: { engine: ReturnType<typeof memoised>; readers: Readers };
}

interface JobResult {
  combinations: MatrixCombination[];
  include: Combination[];
  findings: Finding[];
}

interface Row {
  cell: Cell;
  findings: Finding[];
  blame: Partial<Record<Role, Blame>>;
}

/** `2.8.0+cu128`: what pip would install, remembered per evaluation (cells share evaluations). */
const resolvedText = derived('resolved-text', (e: Evaluation): string | undefined =>
  e.resolution.version ? `${e.resolution.version}${e.resolution.variant ? `+${e.resolution.variant}` : ''}` : undefined,
);

interface Aggregate {
  finding: Finding;
  cells: Combination[];
  at: Position | undefined;
}

const show = (c: Combination): string =>
  Object.entries(c)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');

/** One finding per (written value, finding id): the value a whole row or column of failures comes from. */
function aggregate(def: MatrixDef, rows: Row[]): Finding[] {
  const groups = new Map<string, Aggregate>();
  for (const { cell, findings, blame } of rows) {
    for (const f of findings) {
      if (f.severity === 'notice' && !f.id.startsWith('matrix-') && !f.id.startsWith('runner-')) continue;
      const role = rolesFor(f.id).find((r) => blame[r] && blame[r].kind !== 'default');
      const at = role ? positionOfBlame(def, cell, blame[role]) : undefined;
      const where = at ? `${at.line}:${at.column}` : '-';
      // The message names this cell's values (its torch, OS, Python): cells group only under the same words.
      const key = `${where}\u0001${f.id}\u0001${f.message}`;
      const g = groups.get(key);
      if (!g) groups.set(key, { finding: f, cells: [cell.values], at });
      else {
        g.cells.push(cell.values);
        if (severityRank(f.severity) < severityRank(g.finding.severity))
          g.finding = { ...g.finding, severity: f.severity };
      }
    }
  }
  const total = rows.length;
  return [...groups.values()].map(({ finding, cells, at }) => {
    // Where, as part of the message's last sentence: what and where stay within two sentences.
    const which =
      cells.length === 1 && Object.keys(cells[0]!).length === 0
        ? ''
        : cells.length === 1
          ? `in the cell ${show(cells[0]!)}`
          : `in ${cells.length} of ${total} cells, e.g. ${cells
              .slice(0, 2)
              .map((c) => `{${show(c)}}`)
              .join('; ')}`;
    const { location: pinAt, ...rest } = finding;
    // A finding about a line of another file (a pin of the repository) keeps that place in its words.
    const from = pinAt && pinAt.file !== def.file ? `${pinAt.file}:${pinAt.line}` : undefined;
    const where = [from && `at ${from}`, which].filter(Boolean).join(', ');
    const message = where ? `${finding.message.replace(/\.$/, '')} (${where}).` : finding.message;
    return located({ ...rest, message }, def.file, at);
  });
}

/** A job without a matrix runs once, with an empty matrix context. */
const ONE_CELL: Cell = { values: {}, origin: { kind: 'product', index: {} }, addedBy: {} };

/** Lint mode: a torch or CUDA key that no installing step reads (a Python key no step reads) is said once, and cells are not judged by it. */
function unusedKeys(def: MatrixDef, job: JobContext, roles: RoleKeys, cells: Cell[]): Finding[] {
  const out: Finding[] = [];
  for (const role of ['python', 'torch', 'index', 'cuda'] as const) {
    const key = roles[role];
    if (
      key === undefined ||
      reachesInstall(job, role, key) ||
      !cells.some((c) => cellValue(c.values, key) !== undefined)
    )
      continue;
    const dim = def.dimensions.find((d) => d.key === key || key.startsWith(`${d.key}.`));
    const what = role === 'cuda' ? 'CUDA' : role === 'index' ? 'index' : 'torch';
    out.push(
      located(
        {
          id: 'matrix-value-unknown',
          severity: 'notice',
          message:
            role === 'python'
              ? `Matrix key \`${key}\` is read by no step of job ${job.id ?? ''} (no setup action's input, script or env var a script names), so cells are not judged by its Python: the job runs the Python its steps bring (the runner's own, a container's, a pixi environment's).`
              : role === 'cuda'
                ? `Matrix key \`${key}\` reaches no install of torch (a CUDA toolkit for building, or only names): cells are judged by the index the job really installs from, not by it.`
                : `Matrix key \`${key}\` reaches no install step of job ${job.id ?? ''} (no pip/uv/conda/pixi command, setup action input or installer env var reads it), so cells are not judged by its ${what} value.`,
          hint:
            role === 'python'
              ? 'If it should pick the Python, pass it to the step that installs it (e.g. actions/setup-python with `python-version: ${{ matrix.' +
                key +
                ' }}`).'
              : 'If it should decide the install, pass it to the install command (e.g. `pip install "torch==${{ matrix.' +
                key +
                ' }}"`), or name the right key with matrix-keys.',
          source: GITHUB_MATRIX_DOCS,
        },
        def.file,
        dim?.keyAt ?? def.at,
      ),
    );
  }
  return out;
}

/** Plans one matrix with what its job says; shared by `planMatrix` and `lintWorkflow`. */
export function planJob(def: MatrixDef, job: JobContext, opts: PlanOptions, mode: 'plan' | 'lint'): JobResult {
  const { cells, diagnostics } = job.noMatrix ? { cells: [ONE_CELL], diagnostics: def.diagnostics } : expandMatrix(def);
  const findings: Finding[] = [...diagnostics];
  const keySet = new Set<string>();
  for (const c of cells) keyPaths(c.values, '', 0).forEach((k) => keySet.add(k));
  const roles = assignRoles([...keySet], opts.keys);
  const noRunner =
    !job.runsOn && (roles.runner === undefined || !cells.some((c) => c.values[roles.runner!] !== undefined));
  if (cells.length > 0 && noRunner && mode === 'plan') {
    findings.push(
      finding({
        id: 'runner-unknown',
        severity: 'notice',
        message: `The matrix names no runner (no ${['os', 'runs-on', 'runner', 'platform'].map((k) => `\`${k}\``).join(', ')} key), so every cell is checked as on ${DEFAULT_RUNNER}.`,
        hint: 'Add an `os` dimension with runner labels, or name the key with matrix-keys (os=KEY).',
        source: GITHUB_MATRIX_DOCS,
      }),
    );
  }
  if (mode === 'lint') findings.push(...unusedKeys(def, job, roles, cells));
  const judged = judgeCells(cells, roles, job, opts, mode);
  if (mode === 'lint') {
    findings.push(...aggregate(def, judged.rows));
    const cap = tooManyJobs(def, cells.length);
    if (cap) findings.push(cap);
    return { combinations: judged.combinations, include: judged.include, findings };
  }
  findings.push(...judged.problems);
  const outcome = planOutcome(cells.length, judged, opts.keepWarned ?? true);
  return { combinations: judged.combinations, include: outcome.include, findings: [...findings, ...outcome.findings] };
}

interface Judged {
  combinations: MatrixCombination[];
  /** The cells kept: those that pass, are unknown, or warn when warned cells are kept. */
  include: Combination[];
  /** Lint mode: each cell with its findings and where its values came from. */
  rows: Row[];
  /** Plan mode: what could not be read, once each, not once per cell. */
  problems: Finding[];
}

/** Each cell checked by the engine as if it ran on its runner. */
function judgeCells(cells: Cell[], roles: RoleKeys, job: JobContext, opts: PlanOptions, mode: 'plan' | 'lint'): Judged {
  const engine = opts.shared?.engine ?? memoised(opts.evaluate, opts.catalog);
  const readers = opts.shared?.readers ?? newReaders();
  const keepWarned = opts.keepWarned ?? true;
  const judged: Judged = { combinations: [], include: [], rows: [], problems: [] };
  const seen = new Set<string>();
  const cellOptions = {
    readers,
    ...(mode === 'plan' ? { defaultRunner: DEFAULT_RUNNER, containerFromKey: true } : {}),
    indexFromLocal: mode === 'plan' || !job.pip,
    ...(opts.locks ? { locks: opts.locks } : {}),
  };
  for (const cell of cells) {
    const input = cellInput(cell.values, roles, job, opts.catalog, cellOptions);
    const evaluation = input.env && input.request ? engine.run(input.env, input.request) : undefined;
    // A cell without problems of its own shares its evaluation's findings (the JSON repeats them anyway).
    const cellFindings: Finding[] =
      input.problems.length === 0
        ? (evaluation?.findings ?? [])
        : evaluation
          ? input.problems.concat(evaluation.findings)
          : input.problems;
    const verdict = input.unknown
      ? 'unknown'
      : input.problems.length === 0 && evaluation
        ? evaluation.verdict
        : verdictOf(cellFindings);
    const checkedAs = input.checkedAs;
    const resolved = evaluation && resolvedText(evaluation);
    if (resolved) checkedAs.resolved = resolved;
    const combination: MatrixCombination = { values: cell.values, verdict, findings: cellFindings, checkedAs };
    judged.combinations.push(job.id !== undefined ? { job: job.id, ...combination } : combination);
    if (verdict === 'pass' || verdict === 'unknown' || (verdict === 'warn' && keepWarned))
      judged.include.push(cell.values);
    if (mode === 'lint') judged.rows.push({ cell, findings: cellFindings, blame: input.blame });
    else {
      for (const p of input.problems) {
        const k = `${p.id}\u0001${p.message}`;
        if (!seen.has(k)) {
          seen.add(k);
          judged.problems.push(p);
        }
      }
    }
  }
  return judged;
}

/** Plan mode: the cells to hand back, and what the plan left out; never more than GitHub runs, never nothing. */
function planOutcome(
  cellCount: number,
  { combinations, include }: Judged,
  keepWarned: boolean,
): { include: Combination[]; findings: Finding[] } {
  if (include.length > MAX_JOBS) {
    // The plan is meant for `strategy.matrix: ${{ fromJSON(…) }}`: handing back more than
    // GitHub runs would only move the failure into the next job.
    return {
      include: [],
      findings: [
        finding({
          id: 'matrix-invalid',
          severity: 'error',
          message: `${include.length} cells install, more than the ${MAX_JOBS} jobs GitHub runs per matrix; no plan is handed back.`,
          hint: 'Narrow the matrix (fewer values per dimension), or split it across jobs.',
          source: GITHUB_MATRIX_DOCS,
        }),
      ],
    };
  }
  if (cellCount > 0 && include.length === 0) {
    // A plan that keeps nothing must not pass: the workflow would run no job at all.
    return {
      include,
      findings: [
        finding({
          id: 'matrix-invalid',
          severity: 'error',
          message: `No cell of the matrix installs and runs (all ${cellCount} are unsupported), so the planned matrix is empty.`,
          hint: 'Read the excluded cells and their reasons; widen the Python, torch or runner values.',
          source: GITHUB_MATRIX_DOCS,
        }),
      ],
    };
  }
  if (include.length < cellCount) {
    const dropped = combinations.filter((c) => c.verdict === 'fail').length;
    const warned = combinations.filter((c) => c.verdict === 'warn').length;
    const kept = `Kept ${include.length} of ${cellCount} cells`;
    return {
      include,
      findings: [
        finding({
          id: 'matrix-cells-excluded',
          severity: 'notice',
          message: `${kept}: ${dropped} ${dropped === 1 ? 'does' : 'do'} not install or run${warned && !keepWarned ? `, ${warned} only warn and were dropped` : ''}.`,
          hint: 'Nothing to do if that is the plan; the summary lists each excluded cell and why.',
          source: GITHUB_MATRIX_DOCS,
        }),
      ],
    };
  }
  return { include, findings: [] };
}

export function planMatrix(def: MatrixDef, options: PlanOptions): MatrixPlan {
  const r = planJob(def, {}, options, 'plan');
  return { combinations: r.combinations, include: r.include, findings: r.findings };
}
