/** The `explain` use case: what a finding id means, why it matters and the usual fix; or an API's lifecycle. */
import { InputError } from '../../core/errors.js';
import { FINDING_IDS } from '../../core/finding.js';
import { isFindingId, kindOf } from '../../core/findings/index.js';

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

/** What the command prints for `id`; a name that is neither an id nor a known API is bad input. */
export async function explain(id: string): Promise<string> {
  if (isFindingId(id)) {
    const e = kindOf(id);
    return `${id}: ${e.title}\n\nWhy: ${e.why}\n\nFix: ${e.fix}\n`;
  }
  for (const ex of explainers) {
    const text = await ex(id);
    if (text) return text.endsWith('\n') ? text : `${text}\n`;
  }
  throw new InputError(
    `explain: ${JSON.stringify(id.slice(0, 60))} is not a finding id or known API; ids: ${FINDING_IDS.join(', ')}`,
  );
}
