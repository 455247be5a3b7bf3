/**
 * The pin file formats, one line each. Reading, discovery and the `origin` of a pin all come
 * from this list: adding a format is its module (with its descriptor) and one line here.
 */
import path from 'node:path';
import { condaEnvironment } from './conda-format.js';
import type { PinFormat } from './format.js';
import { pixiToml, pyprojectToml } from './pyproject.js';
import { requirementsTxt } from './requirements-txt.js';
import { setupCfg } from './setup-cfg.js';
import { setupPy } from './setup-py.js';

/** In the order a named file is matched: pixi.toml before other `.toml`, requirements (any name) last. */
export const PIN_FORMATS = [
  pixiToml,
  pyprojectToml,
  setupCfg,
  setupPy,
  condaEnvironment,
  requirementsTxt,
] as const satisfies readonly PinFormat[];

/** The format that reads a file named by the user. */
export function pinFormatOf(file: string): PinFormat {
  const base = path.basename(file).toLowerCase();
  return PIN_FORMATS.find((f) => f.takes(base)) ?? requirementsTxt;
}
