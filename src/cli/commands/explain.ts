import { InputError } from '../../core/errors.js';
import { FINDING_IDS } from '../../core/finding.js';
import { isFindingId, kindOf } from '../../core/findings/index.js';
import { parseFlags } from '../args.js';
import type { CliIo } from '../io.js';

/** Beyond finding ids: the scanner's API lifecycle entries (`explain torch.symeig`). */
type Explainer = (name: string) => Promise<string | undefined>;
const explainers: Explainer[] = [
  async (name) => {
    const [{ explainApi }, { bundledCatalog }] = await Promise.all([
      import('../../scan/explain.js'),
      import('../../catalog/bundled.js'),
    ]);
    return explainApi(name, bundledCatalog.apis);
  },
];

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
  if (isFindingId(id)) {
    const e = kindOf(id);
    io.stdout(`${id}: ${e.title}\n\nWhy: ${e.why}\n\nFix: ${e.fix}\n`);
    return 0;
  }
  for (const ex of explainers) {
    const text = await ex(id);
    if (text) {
      io.stdout(text.endsWith('\n') ? text : `${text}\n`);
      return 0;
    }
  }
  throw new InputError(
    `explain: ${JSON.stringify(id.slice(0, 60))} is not a finding id or known API; ids: ${FINDING_IDS.join(', ')}`,
  );
}
