import { listPins } from '../../usecases/pins/list.js';
import { parseFlags, parseFormat, str } from '../args.js';
import type { CliIo } from '../io.js';
import { printOutput } from '../output.js';

const PINS_HELP = `Usage: torch-preflight pins [FILE…] [--format text|json] [--config FILE]

Lists the torch-family pins (torch, torchvision, torchaudio, conda's pytorch and
pytorch-cuda) with file, line and column, from requirements files, pyproject.toml,
setup.cfg, setup.py, environment.yml and pixi.toml, and the exact versions locked in
uv.lock, poetry.lock, pylock.toml and pixi.lock. Without FILE, the usual files here.
Then the pins of packages bound to a torch release (xformers, torchtext, flash-attn,
the PyG extensions, mmcv, …), each with the torch it requires; --config adds packages.
Markers longer than a line are shortened in text (--format json keeps them whole).
`;

export async function pinsCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags(
    'pins',
    argv,
    { format: { type: 'string' }, config: { type: 'string' } },
    true,
  );
  if (values.help) {
    io.stdout(PINS_HELP);
    return 0;
  }
  const format = parseFormat('pins', str(values.format), ['text', 'json']);
  const { report, read } = await listPins({ files: positionals, cwd: io.cwd, config: str(values.config) });
  await printOutput({ kind: 'pins', report, ...(read ? { read } : {}) }, format, io);
  return 0;
}
