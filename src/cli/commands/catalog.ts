import { showCatalog } from '../../usecases/catalog/catalog.js';
import { parseFlags, parseFormat, str } from '../args.js';
import type { CliIo } from '../io.js';

const CATALOG_HELP = `Usage: torch-preflight catalog [--torch VERSION] [--format text|json] [--config FILE]

Without --torch: every release with its Python range, builds and PyPI default.
With --torch 2.8 (or 2.8.0): that release in full, with the source of every fact.
`;

export async function catalogCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags('catalog', argv, {
    torch: { type: 'string' },
    format: { type: 'string' },
    config: { type: 'string' },
  });
  if (values.help) {
    io.stdout(CATALOG_HELP);
    return 0;
  }
  const format = parseFormat('catalog', str(values.format), ['text', 'json']);
  io.stdout(await showCatalog({ torch: str(values.torch), format, config: str(values.config) }));
  return 0;
}
