/**
 * pip's install options, in one table: which take a value, what the tool reads from them, and
 * which pip also accepts inside a requirements file (pip/_internal/req/req_file.py
 * SUPPORTED_OPTIONS). Read by the requirements-file reader and by the workflow `pip install` finder.
 */

/** What an option means to the checks; `other` options are only stepped over. */
export type PipOptionRole =
  | 'index-url'
  | 'extra-index-url'
  | 'find-links'
  | 'no-index'
  | 'pre'
  | 'requirement'
  | 'constraint'
  | 'editable'
  | 'other';

export interface PipOption {
  role: PipOptionRole;
  takesValue: boolean;
  /** Allowed on a line of a requirements file, not only on the command line. */
  inFile: boolean;
}

const o = (role: PipOptionRole, takesValue: boolean, inFile: boolean): PipOption => ({ role, takesValue, inFile });

const TABLE: Record<string, PipOption> = {
  '-r': o('requirement', true, true),
  '--requirement': o('requirement', true, true),
  '-c': o('constraint', true, true),
  '--constraint': o('constraint', true, true),
  '-e': o('editable', true, true),
  '--editable': o('editable', true, true),
  '-i': o('index-url', true, true),
  '--index-url': o('index-url', true, true),
  '--extra-index-url': o('extra-index-url', true, true),
  '-f': o('find-links', true, true),
  '--find-links': o('find-links', true, true),
  '--no-index': o('no-index', false, true),
  '--pre': o('pre', false, true),
  '--hash': o('other', true, true),
  '--trusted-host': o('other', true, true),
  '--use-feature': o('other', true, true),
  '--only-binary': o('other', true, true),
  '--no-binary': o('other', true, true),
  '--config-settings': o('other', true, true),
  '--global-option': o('other', true, true),
  '--install-option': o('other', true, true),
  '--prefer-binary': o('other', false, true),
  '--require-hashes': o('other', false, true),
  '-t': o('other', true, false),
  '--target': o('other', true, false),
  '--prefix': o('other', true, false),
  '--root': o('other', true, false),
  '--platform': o('other', true, false),
  '--python-version': o('other', true, false),
  '--implementation': o('other', true, false),
  '--abi': o('other', true, false),
  '--src': o('other', true, false),
  '--upgrade-strategy': o('other', true, false),
  '--progress-bar': o('other', true, false),
  '--cache-dir': o('other', true, false),
  '--log': o('other', true, false),
  '--proxy': o('other', true, false),
  '--retries': o('other', true, false),
  '--timeout': o('other', true, false),
  '--cert': o('other', true, false),
  '--client-cert': o('other', true, false),
  '--report': o('other', true, false),
  // uv pip's own
  '--python': o('other', true, false),
  '--torch-backend': o('other', true, false),
};

/** The option named (`--index-url`, `-i`), or undefined for one the tool does not know. */
export function pipOption(name: string, where: 'command' | 'file'): PipOption | undefined {
  const opt = Object.hasOwn(TABLE, name) ? TABLE[name] : undefined;
  return opt && (where === 'command' || opt.inFile) ? opt : undefined;
}

/**
 * A token's option name and inline value: `--index-url=URL`, and short options with their value
 * glued on (`-rbase.txt`, `-ihttps://…`), as pip's optparse reads them.
 */
export function splitOption(token: string): { name: string; value?: string } {
  const eq = token.indexOf('=');
  if (token.startsWith('--') && eq > 0) return { name: token.slice(0, eq), value: token.slice(eq + 1) };
  if (/^-[rcief]./.test(token) && !token.startsWith('--')) return { name: token.slice(0, 2), value: token.slice(2) };
  return { name: token };
}
