/**
 * How many runs each fast-check property makes: `FC_RUNS` from the environment (a nightly job
 * sets it to 10,000 or more), else the small default the test passes, so `npm test` stays quick.
 */
export function fcRuns(defaultRuns = 200): number {
  const n = Number(process.env.FC_RUNS);
  return Number.isInteger(n) && n > 0 ? n : defaultRuns;
}
