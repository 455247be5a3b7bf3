/**
 * Whether these arguments make `check` probe this runner's Python. Only a guess from the raw
 * words (the flags are parsed later, by the command): a wrong guess costs one cancelled run,
 * never a wrong answer, since the early run is used only when the probe asks for exactly it.
 */
const NAMES_THE_PYTHON = /^(--python|--python-path|--container|--help|-h)(=|$)/;

export function probesPython(argv: readonly string[]): boolean {
  return argv[0] === 'check' && !argv.slice(1).some((a) => NAMES_THE_PYTHON.test(a));
}
