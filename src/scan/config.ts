/**
 * The scan's settings in a project's pyproject.toml, as ruff and flake8 users keep theirs:
 *
 *   [tool.torch-preflight]
 *   torch = ">=2.5,<2.10"        # the target range (--torch)
 *   from = "2.4"                 # the range upgraded from (--from)
 *   exclude = ["vendor/**", "legacy/*.py"]   # findings in these files are not reported
 *   ignore = ["torch.load#no-weights_only", "behavior-changed"]   # ids or APIs never reported
 *
 * Flags given on the command line win over these. Pure: the text in, the settings out; a value
 * of the wrong type is one clear error.
 */
import { parse, TomlError } from 'smol-toml';
import { InputError } from '../core/errors.js';

export interface ScanConfig {
  torch?: string;
  from?: string;
  exclude: string[];
  ignore: string[];
}

const KEYS = new Set(['torch', 'from', 'exclude', 'ignore']);

export function readScanConfig(text: string, file: string): ScanConfig | undefined {
  let doc: Record<string, unknown>;
  try {
    doc = parse(text);
  } catch (err) {
    if (err instanceof TomlError) throw new InputError(`${file}: not valid TOML (line ${err.line})`);
    throw err;
  }
  const tool = doc.tool as Record<string, unknown> | undefined;
  const t = tool && typeof tool === 'object' ? tool['torch-preflight'] : undefined;
  if (t === undefined) return undefined;
  if (typeof t !== 'object' || t === null || Array.isArray(t))
    throw new InputError(`${file}: [tool.torch-preflight] must be a table`);
  const table = t as Record<string, unknown>;
  const unknown = Object.keys(table).filter((k) => !KEYS.has(k));
  if (unknown.length)
    throw new InputError(
      `${file}: [tool.torch-preflight] has unknown key${unknown.length > 1 ? 's' : ''} ${unknown
        .slice(0, 8)
        .map((k) => JSON.stringify(k))
        .join(', ')} (known: torch, from, exclude, ignore)`,
    );
  const str = (k: string): string | undefined => {
    const v = table[k];
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || !v.trim())
      throw new InputError(`${file}: [tool.torch-preflight] ${k} must be a non-empty string`);
    return v.trim();
  };
  const list = (k: string): string[] => {
    const v = table[k];
    if (v === undefined) return [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
      throw new InputError(`${file}: [tool.torch-preflight] ${k} must be a list of strings`);
    return (v as string[]).map((x) => x.trim()).filter(Boolean);
  };
  const out: ScanConfig = { exclude: list('exclude'), ignore: list('ignore') };
  const torch = str('torch');
  const from = str('from');
  if (torch) out.torch = torch;
  if (from) out.from = from;
  return out;
}
