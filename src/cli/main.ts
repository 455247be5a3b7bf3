/** The CLI's dispatcher: one line on stderr and exit 2 for unusable input, never a stack trace. */
import { InputError, oneLine } from '../core/errors.js';
import { VERSION } from '../core/version.js';
import type { CliIo } from './io.js';
import { catalogCommand } from './commands/catalog.js';
import { checkCommand } from './commands/check.js';
import { explainCommand } from './commands/explain.js';
import { pinsCommand } from './commands/pins.js';
import { matrixCommand } from './commands/matrix.js';

export type Command = (argv: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  check: checkCommand,
  explain: explainCommand,
  catalog: catalogCommand,
  pins: pinsCommand,
  matrix: matrixCommand,
};

export const registerCommand = (name: string, cmd: Command): void => {
  COMMANDS[name] = cmd;
};

export const HELP = `torch-preflight ${VERSION} — will \`pip install torch\` work here, and will it run?

Usage: torch-preflight <command> [flags]

Commands:
  check      check this runner (or one described by flags) against a torch request
  matrix     plan or lint a CI matrix: --matrix JSON|YAML, or --workflow FILE [--job ID]
  scan       find uses of removed/deprecated/new torch APIs: scan [PATH…] --torch SPEC [--from SPEC]
  pins       list the torch-family pins in requirements/pyproject/conda files: pins [FILE…]
  explain    explain a finding id (or an API): explain ID
  catalog    show the release catalog: catalog [--torch VERSION]

Run torch-preflight <command> --help for a command's flags.
Exit codes: 0 ok, 1 findings at or above --fail-on, 2 unusable input.
`;

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') {
      io.stdout(HELP);
      return 0;
    }
    if (cmd === '--version' || cmd === '-v' || cmd === 'version') {
      io.stdout(`${VERSION}\n`);
      return 0;
    }
    const command = COMMANDS[cmd];
    if (!command) throw new InputError(`unknown command ${JSON.stringify(cmd.slice(0, 40))}; expected one of ${Object.keys(COMMANDS).join(', ')} (see --help)`);
    return await command(rest, io);
  } catch (err) {
    if (err instanceof InputError) io.stderr(`torch-preflight: ${oneLine(err)}\n`);
    else io.stderr(`torch-preflight: internal error: ${oneLine(err)} (please report this)\n`);
    return 2;
  }
}
