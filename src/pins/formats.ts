/**
 * The file formats that hold pins, one line each, in the order a named file is matched: pixi.toml
 * before other `.toml`, requirements (any name) last. Reading, discovery and the `origin` of a pin
 * all come from their descriptors: adding a format is its folder in src/formats/ and one line here.
 */
import path from 'node:path';
import { conda } from '../formats/conda/index.js';
import type { FileFormat, PinFormat } from '../formats/descriptor.js';
import { pixi } from '../formats/pixi/index.js';
import { pyproject } from '../formats/pyproject/index.js';
import { requirements, requirementsTxt } from '../formats/requirements/index.js';
import { setup } from '../formats/setup/index.js';

export const FORMATS_WITH_PINS: readonly FileFormat[] = [pixi, pyproject, setup, conda, requirements];

/** Each format's pin files, in the order a named file is matched. */
export const PIN_FORMATS: readonly PinFormat[] = FORMATS_WITH_PINS.flatMap((f) => f.pins);

/** The format that reads a file named by the user. */
export function pinFormatOf(file: string): PinFormat {
  const base = path.basename(file).toLowerCase();
  return PIN_FORMATS.find((f) => f.takes(base)) ?? requirementsTxt;
}
