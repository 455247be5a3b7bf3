/**
 * The `matrix` input: JSON or YAML text of a matrix (`{python: [...], include: [...]}`), also
 * accepted wrapped as `{matrix: …}` or `{strategy: {matrix: …}}`. Garbage is an InputError.
 */
import { isMap } from 'yaml';
import { InputError } from '../../core/errors.js';
import { parseUserYaml } from '../../text/yaml.js';
import type { MatrixDef } from '../github/types.js';
import { readMatrixNode, keyText, valueOf, type YamlSource } from './yaml-matrix.js';

const MAX_INPUT = 5_000_000;

export function parseYaml(text: string, what: string): YamlSource {
  if (text.includes('\u0000')) throw new InputError(`${what} is binary, not YAML or JSON`);
  if (text.length > MAX_INPUT) throw new InputError(`${what} is too large (${text.length} characters)`);
  return parseUserYaml(text, what, { format: 'YAML/JSON' });
}

export function parseMatrixInput(text: string): MatrixDef {
  if (text.trim() === '')
    throw new InputError(
      'matrix is empty; expected JSON or YAML such as {"python-version": ["3.12"], "os": ["ubuntu-latest"]}',
    );
  const src = parseYaml(text, 'matrix');
  let node: unknown = src.doc.contents;
  // Unwrap `strategy:` / `matrix:` when that is the only key.
  for (const wrapper of ['strategy', 'matrix']) {
    if (isMap(node) && node.items.length === 1 && keyText(valueOf(src, node.items[0]!.key)) === wrapper)
      node = node.items[0]!.value;
  }
  if (!isMap(node) && !(typeof valueOf(src, node) === 'string' && /\$\{\{/.test(keyText(valueOf(src, node))))) {
    throw new InputError(
      'matrix must be a mapping of dimensions, e.g. {"python-version": ["3.11", "3.12"], "torch": ["2.8.0"]}',
    );
  }
  return readMatrixNode(src, node);
}
