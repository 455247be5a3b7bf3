import { loadLocks, locksToJson, splitLockFiles } from '../../usecases/locks.js';
import { loadPins } from '../../usecases/pins.js';
import { pinsToJson } from '../../pins/index.js';
import { plain } from '../../report/escape.js';
import { shortMarker } from '../../packaging/marker.js';
import { parseFlags, parseFormat, str } from '../args.js';
import type { CliIo } from '../io.js';

const PINS_HELP = `Usage: torch-preflight pins [FILE…] [--format text|json]

Lists the torch-family pins (torch, torchvision, torchaudio, conda's pytorch and
pytorch-cuda) with file, line and column, from requirements files, pyproject.toml,
setup.cfg, setup.py, environment.yml and pixi.toml, and the exact versions locked in
uv.lock, poetry.lock, pylock.toml and pixi.lock. Without FILE, the usual files here.
Markers longer than a line are shortened in text (--format json keeps them whole).
`;

export async function pinsCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseFlags('pins', argv, { format: { type: 'string' } }, true);
  if (values.help) {
    io.stdout(PINS_HELP);
    return 0;
  }
  const format = parseFormat('pins', str(values.format), ['text', 'json']);
  const split = await splitLockFiles(positionals, io.cwd);
  const locked = locksToJson(loadLocks(split.locks, io.cwd));
  const onlyLocks = positionals.length > 0 && split.pins.length === 0;
  const set = onlyLocks ? undefined : await loadPins(positionals.length ? split.pins : [], io.cwd, 'pins');
  const json = { ...pinsToJson(set ?? { pins: [], indexes: [], files: [] }), ...(locked.length ? { locked } : {}) };
  if (format === 'json') {
    io.stdout(JSON.stringify(json, null, 2) + '\n');
    return 0;
  }
  if (json.pins.length === 0 && locked.length === 0) {
    io.stdout(
      set
        ? `No torch pins in ${set.files.join(', ')}.\n`
        : 'No pin files found here (requirements*.txt, pyproject.toml, setup.cfg, setup.py, environment.yml, pixi.toml, uv.lock, poetry.lock, pylock.toml, pixi.lock).\n',
    );
    return 0;
  }
  for (const p of json.pins) {
    const where = `${p.location.file}:${p.location.line}${p.location.column ? `:${p.location.column}` : ''}`;
    io.stdout(plain(`${where}  ${p.package} ${p.specifier || '(any)'}${p.marker ? `  ; ${shortMarker(p.marker)}` : ''}${p.indexUrl ? `  from ${p.indexUrl}` : ''}`) + '\n');
  }
  for (const l of locked) {
    io.stdout(plain(`${l.location.file}:${l.location.line}  ${l.package} ==${l.version}  (locked)${l.marker ? `  ; ${shortMarker(l.marker)}` : ''}${l.index ? `  from ${l.index}` : ''}`) + '\n');
  }
  return 0;
}
