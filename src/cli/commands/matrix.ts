import { parseFailOn, reachesThreshold } from '../../core/finding.js';
import { runMatrix } from '../../usecases/matrix/matrix.js';
import { parseFlags, parseFormat, str } from '../args.js';
import type { CliIo } from '../io.js';
import { printOutput } from '../output.js';

const MATRIX_HELP = `Usage: torch-preflight matrix (--matrix JSON|YAML | --workflow FILE [--job ID]) [flags]

Plans a CI matrix: checks every python × torch × os (× index) combination and prints each
verdict and the include list of supported ones, ready for
  strategy.matrix: \${{ fromJSON(needs.plan.outputs.matrix) }}
or lints a workflow: every matrix and every job that installs torch (following its local
actions, local called workflows and the repository's pins), pointing at the line of each value
or include/exclude entry that produces unsupported cells.

  --matrix TEXT          a matrix as JSON or YAML ({"python": ["3.9","3.12"], "torch": [...], "os": [...]})
  --workflow FILE        a workflow file to lint
  --job ID               only this job of the workflow
  --matrix-keys MAP      which keys are which: python=py,torch=pt,os=platform,index=idx
                         (dotted paths reach nested objects: python=config.python-version)
  --drop-warned          leave cells that only warn out of include (default: keep them;
                         the action's input drop-warned)
  --config FILE          extra or overriding rules
  --format text|json|markdown|sarif|github   (default text; sarif: lint findings for code scanning)
  --fail-on error|warning|never        exit 1 at or above this severity (default error; plan
                                        mode fails only on its diagnostics, not on excluded cells)
`;

export async function matrixCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags('matrix', argv, {
    matrix: { type: 'string' },
    workflow: { type: 'string' },
    job: { type: 'string' },
    'matrix-keys': { type: 'string' },
    'drop-warned': { type: 'boolean' },
    config: { type: 'string' },
    format: { type: 'string' },
    'fail-on': { type: 'string' },
  });
  if (values.help) {
    io.stdout(MATRIX_HELP);
    return 0;
  }
  const format = parseFormat('matrix', str(values.format));
  const failOn = parseFailOn(str(values['fail-on']));
  const r = await runMatrix({
    ...(str(values.matrix) !== undefined ? { matrix: str(values.matrix) } : {}),
    ...(str(values.workflow) !== undefined ? { workflow: str(values.workflow) } : {}),
    ...(str(values.job) ? { job: str(values.job) } : {}),
    ...(str(values['matrix-keys']) ? { keys: str(values['matrix-keys']) } : {}),
    dropWarned: values['drop-warned'] === true,
    ...(str(values.config) ? { config: str(values.config) } : {}),
    cwd: io.cwd,
  });
  const workflow = str(values.workflow);
  await printOutput({ kind: 'matrix', report: r.json, plan: r.plan, ...(workflow ? { workflow } : {}) }, format, io);
  return reachesThreshold(r.findings, failOn) ? 1 : 0;
}
