// The environment the benchmarks time their processes in. A variable that makes every node start
// do work whatever the process then does adds the same cost to a command and to the floor it is
// divided by, and makes their ratio look better than the tool is: NODE_EXTRA_CA_CERTS (set on the
// sandbox these figures come from) has Node 20 load a certificate file at each start, 55-87 ms
// there. Such variables are removed from the timed processes unless `--keep-env` is given; the
// benchmark says which it removed and what they cost each start here.
import { spawnSync } from 'node:child_process';

const STARTUP_VARS = ['NODE_EXTRA_CA_CERTS'];

/** The environment to time processes in, and the variables taken out of it. */
export function timedEnv(args = process.argv.slice(2)) {
  const removed = args.includes('--keep-env') ? [] : STARTUP_VARS.filter((v) => process.env[v] !== undefined);
  const env = { ...process.env };
  for (const v of removed) delete env[v];
  return { env, removed };
}

/** A line saying what was removed and what it costs each node start here (medians of 5 pairs); undefined when nothing was. */
export function removedNote(timed, node = process.execPath) {
  if (timed.removed.length === 0) return undefined;
  const ms = (env) => {
    const t0 = performance.now();
    spawnSync(node, ['-e', '0'], { env, stdio: 'ignore' });
    return performance.now() - t0;
  };
  const withIt = [];
  const without = [];
  for (let i = 0; i < 5; i++) {
    withIt.push(ms(process.env));
    without.push(ms(timed.env));
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[2];
  return `env:    ${timed.removed.join(', ')} removed from the timed processes: it adds ${(median(withIt) - median(without)).toFixed(0)} ms to every node start here, to the command and its floor alike (--keep-env keeps it)`;
}
