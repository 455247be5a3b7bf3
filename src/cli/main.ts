/** The CLI's dispatcher: one line on stderr and exit 2 for unusable input, never a stack trace. */
import { InputError, oneLine } from '../core/errors.js';
import { VERSION } from '../core/version.js';
import type { CliIo } from './io.js';

export type Command = (argv: string[], io: CliIo) => Promise<number>;

// Each command loads only what it needs: `check --torch` never parses YAML or TOML.
const COMMANDS: Record<string, () => Promise<Command>> = {
  check: async () => (await import('./commands/check.js')).checkCommand,
  explain: async () => (await import('./commands/explain.js')).explainCommand,
  catalog: async () => (await import('./commands/catalog.js')).catalogCommand,
  pins: async () => (await import('./commands/pins.js')).pinsCommand,
  matrix: async () => (await import('./commands/matrix.js')).matrixCommand,
  scan: async () => (await import('./commands/scan.js')).scanCommand,
};

const HELP = `torch-preflight ${VERSION} — will \`pip install torch\` work here, and will it run?

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
    const load = Object.hasOwn(COMMANDS, cmd) ? COMMANDS[cmd] : undefined;
    if (!load)
      throw new InputError(
        `unknown command ${JSON.stringify(cmd.slice(0, 40))}; expected one of ${Object.keys(COMMANDS).join(', ')} (see --help)`,
      );
    return await (
      await load()
    )(rest, io);
  } catch (err) {
    if (err instanceof InputError) io.stderr(`torch-preflight: ${oneLine(err)}\n`);
    else io.stderr(`torch-preflight: internal error: ${oneLine(err)} (please report this)\n`);
    return 2;
  }
}
