import { InputError } from '../../core/errors.js';
import { FINDING_IDS } from '../../core/finding.js';
import { explain } from '../../usecases/explain/explain.js';
import { parseFlags } from '../args.js';
import type { CliIo } from '../io.js';

const EXPLAIN_HELP = `Usage: torch-preflight explain ID

Prints what a finding id means, why it matters and the usual fix.
IDs: ${FINDING_IDS.join(', ')}
`;

export async function explainCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags('explain', argv, {}, true);
  if (values.help) {
    io.stdout(EXPLAIN_HELP);
    return 0;
  }
  const id = positionals[0];
  if (!id || positionals.length > 1)
    throw new InputError('explain: give one finding id or API name, e.g. torch-preflight explain glibc-too-old');
  io.stdout(await explain(id));
  return 0;
}
