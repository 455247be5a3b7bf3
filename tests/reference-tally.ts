/**
 * Counting a reference suite's cases against our answers: each case agrees, is narrowed (the
 * expected answer is replaced by ours under one of the documented narrowings, and ours must
 * then equal it), or disagrees. A suite passes with zero disagreements, and every table of the
 * reference file is either run or named as not applicable, with why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

export const FIXTURES = join(import.meta.dirname, 'fixtures/standards');

export function fixture<T>(path: string): T {
  return JSON.parse(readFileSync(join(FIXTURES, path), 'utf8')) as T;
}

/** One test of a reference file, as the fixture holds it (see the fixtures README). */
export interface RefTest {
  line: number;
  params?: string[];
  rows?: (unknown[] | { row: unknown[]; marks?: unknown[] })[];
  axes?: { params: string[]; rows: unknown[][] }[];
  generated?: string;
  body?: Record<string, unknown>[];
  invalid?: string[];
  valid?: Record<string, unknown>[];
  marks?: string[];
}

/** A test's cases as objects keyed by parameter name (a stacked table's cartesian product). */
export function casesOf(t: RefTest): Record<string, unknown>[] {
  if (t.rows && t.params) {
    return t.rows.map((r) => {
      const row = Array.isArray(r) ? r : r.row;
      return Object.fromEntries(t.params!.map((p, i) => [p, row[i]]));
    });
  }
  if (t.axes) {
    let out: Record<string, unknown>[] = [{}];
    for (const axis of t.axes) {
      out = out.flatMap((partial) =>
        axis.rows.map((r) => ({ ...partial, ...Object.fromEntries(axis.params.map((p, i) => [p, r[i]])) })),
      );
    }
    return out;
  }
  return [];
}

/** Whether a fixture entry carries data (a table, body cases, literal inputs or a generator). */
export const hasData = (t: RefTest): boolean =>
  Boolean(t.rows || t.axes || t.generated || t.body || t.invalid || t.valid);

export class Tally {
  agree = 0;
  readonly narrowed = new Map<string, number>();
  readonly disagreements: string[] = [];
  readonly notApplicable = new Map<string, string>();
  /** Cases of a run test that ask about what the tool does not model (a CPU, a debug build), by reason. */
  readonly notModelled = new Map<string, number>();
  readonly unmapped: string[] = [];

  constructor(
    readonly suite: string,
    readonly narrowings: Readonly<Record<string, string>>,
  ) {}

  /** Our answer must equal the reference's. */
  check(id: string, got: unknown, want: unknown): void {
    if (isDeepStrictEqual(got, want)) this.agree++;
    else this.disagreements.push(`${id}: got ${show(got)}, reference ${show(want)}`);
  }

  /**
   * A documented narrowing applies: the reference's answer `want` is replaced by `ours` (what
   * the narrowing says we answer), and our answer must equal that. Where `ours` equals `want`
   * the case simply agrees.
   */
  narrow(reason: string, id: string, got: unknown, want: unknown, ours: unknown): void {
    if (!(reason in this.narrowings)) throw new Error(`undeclared narrowing ${reason}`);
    if (isDeepStrictEqual(ours, want)) return this.check(id, got, want);
    if (isDeepStrictEqual(got, ours)) this.narrowed.set(reason, (this.narrowed.get(reason) ?? 0) + 1);
    else this.disagreements.push(`${id} (narrowed: ${reason}): got ${show(got)}, narrowed answer ${show(ours)}`);
  }

  /** A whole reference test that asks about API we do not have (Python objects, pickling). */
  skip(test: string, reason: string): void {
    this.notApplicable.set(test, reason);
  }

  /** One case the tool cannot be asked (see `notModelled`); `reason` is one of the suite's declared ones. */
  notModel(reason: string): void {
    this.notModelled.set(reason, (this.notModelled.get(reason) ?? 0) + 1);
  }

  get narrowedCount(): number {
    return [...this.narrowed.values()].reduce((a, b) => a + b, 0);
  }

  /** One line for the log when STANDARDS_TALLY is set (the counts the docs quote). */
  report(): void {
    if (!process.env.STANDARDS_TALLY) return;
    const total = this.agree + this.narrowedCount + this.disagreements.length;
    const why = [...this.narrowed].map(([k, n]) => `${k} ${n}`).join(', ');
    const unmodelled = [...this.notModelled].map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(
      `${this.suite}: ${total} run, ${this.agree} agree, ${this.narrowedCount} narrowed (${why || '-'}), ${this.disagreements.length} disagree; ${this.notApplicable.size} tests not applicable${unmodelled ? `; not modelled: ${unmodelled}` : ''}`,
    );
  }
}

function show(v: unknown): string {
  const s = JSON.stringify(v, (_k, x: unknown) => (typeof x === 'number' && !Number.isFinite(x) ? String(x) : x));
  return s === undefined ? String(v) : s.length > 200 ? `${s.slice(0, 197)}...` : s;
}
