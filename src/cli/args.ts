/** Flag parsing for every command: unknown or malformed flags are one clear InputError. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError } from '../core/errors.js';
import { FORMATS, type Format } from '../report/render.js';

export type Options = NonNullable<ParseArgsConfig['options']>;

export interface Parsed {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
}

export function parseFlags(command: string, argv: string[], options: Options, allowPositionals = false): Parsed {
  try {
    const r = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h' }, ...options },
      strict: true,
      allowPositionals,
    });
    return { values: r.values, positionals: r.positionals };
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    const flag = /'(-{1,2}[^'\s]+)/.exec(msg)?.[1];
    if (/Unknown option/.test(msg))
      throw new InputError(`${command}: unknown flag ${flag ?? ''}; see torch-preflight ${command} --help`);
    if (/argument missing/.test(msg))
      throw new InputError(`${command}: flag ${flag ?? ''} needs a value; see torch-preflight ${command} --help`);
    if (/Unexpected argument|positional/.test(msg))
      throw new InputError(
        `${command}: unexpected argument ${JSON.stringify(/'([^']+)'/.exec(msg)?.[1] ?? '')}; see torch-preflight ${command} --help`,
      );
    throw new InputError(`${command}: ${msg.split('\n')[0]}`);
  }
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

const or = (xs: readonly string[]) =>
  xs.length > 1 ? `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]!}` : xs.join('');

/** `--format`, validated in one place for every command: `allowed` is what that command prints. */
export function parseFormat<F extends Format>(
  command: string,
  v: string | undefined,
  allowed: readonly F[] = FORMATS as unknown as F[],
): F {
  if (v === undefined) return 'text' as F;
  if ((allowed as readonly string[]).includes(v)) return v as F;
  throw new InputError(`${command}: --format ${JSON.stringify(v.slice(0, 30))} is not known; expected ${or(allowed)}`);
}
