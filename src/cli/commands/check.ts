import { parseFailOn, reachesThreshold } from '../../core/finding.js';
import { runCheck } from '../../usecases/check/check.js';
import { checkFields, checkFlagSpec, checkHelp, checkOptionsFrom } from '../../usecases/check/options.js';
import { realProbeIo } from '../../probe/io.js';
import { list, parseFlags, parseFormat, str } from '../args.js';
import type { CliIo } from '../io.js';
import { printOutput } from '../output.js';

const CHECK_HELP = `Usage: torch-preflight check [flags]

Will \`pip install torch…\` work on this machine (or the one described), and will that
torch run here? A value not given is probed from this machine; a value given is never probed.

Request:
${checkHelp('Request')}
  --base REF              compare the pins with this git ref: upgrade notes on changed pins
Runner:
${checkHelp('Runner')}
Output:
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|never              exit 1 at or above this severity (default error)

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 unusable input.
`;

export async function checkCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags('check', argv, {
    ...checkFlagSpec(),
    base: { type: 'string' },
    format: { type: 'string' },
    'fail-on': { type: 'string' },
  });
  if (values.help) {
    io.stdout(CHECK_HELP);
    return 0;
  }
  const format = parseFormat('check', str(values.format));
  const failOn = parseFailOn(str(values['fail-on']));
  // A flag not given stays undefined, which everything downstream reads as "probe it".
  const fields = checkFields((o) =>
    o.many ? list(values[o.flag]) : o.boolean ? (values[o.flag] === true ? 'true' : undefined) : str(values[o.flag]),
  );
  const result = await runCheck(
    {
      ...checkOptionsFrom(fields),
      base: str(values.base),
      cwd: io.cwd,
      env: io.env,
      requirementsLabel: 'check --requirements',
    },
    realProbeIo(io.env, io.run),
  );
  await printOutput({ kind: 'check', report: result.report }, format, io);
  return reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}
