/** TOML text → its data; an error is said at the file, line and column it is about. */
import { parse, TomlError } from 'smol-toml';
import { InputError } from '../core/errors.js';

export function parseToml(text: string, file: string): Record<string, unknown> {
  try {
    return parse(text);
  } catch (e) {
    if (e instanceof TomlError) {
      const first = e.message.split('\n')[0]!.replace(/^Invalid TOML document:\s*/, '');
      throw new InputError(`${file}:${e.line}:${e.column}: not valid TOML: ${first}`);
    }
    throw new InputError(`${file}: not valid TOML: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  }
}
