/**
 * Which matrix key says what: the Python version, the torch version, the runner, the wheel
 * index, the CUDA build. Usual names are recognised; `matrix-keys: python=py,torch=pt,os=platform`
 * names them explicitly.
 */
import { InputError } from '../../core/errors.js';

const ROLES = ['python', 'torch', 'runner', 'index', 'cuda', 'container'] as const;
export type Role = (typeof ROLES)[number];
export type RoleKeys = Partial<Record<Role, string>>;

/** Usual names, most specific first; compared lower-case with `_` read as `-`. */
const USUAL: Record<Role, string[]> = {
  python: ['python-version', 'python', 'py', 'python-versions', 'pyver', 'py-version', 'pythonversion'],
  torch: ['torch-version', 'torch', 'pytorch-version', 'pytorch', 'torch-ver', 'pt-version', 'torchversion'],
  runner: ['runs-on', 'os', 'runner', 'platform', 'runner-os', 'os-version', 'image'],
  index: ['index-url', 'torch-index-url', 'index', 'torch-index', 'pip-index-url', 'wheel-index'],
  cuda: ['cuda-version', 'cuda', 'cuda-ver', 'torch-backend', 'backend', 'compute-platform', 'variant', 'accelerator'],
  // Only blamed: a cell's container comes from the job's `container:`, which names the key.
  container: ['container', 'container-image', 'docker-image'],
};

/** What users may write on the left of `matrix-keys` pairs. */
const ROLE_NAMES: Record<string, Role> = {
  python: 'python',
  'python-version': 'python',
  py: 'python',
  torch: 'torch',
  'torch-version': 'torch',
  pytorch: 'torch',
  os: 'runner',
  runner: 'runner',
  'runs-on': 'runner',
  platform: 'runner',
  index: 'index',
  'index-url': 'index',
  cuda: 'cuda',
  'cuda-version': 'cuda',
  backend: 'cuda',
};

const norm = (k: string): string => k.trim().toLowerCase().replace(/_/g, '-');

/** Two matrix keys are the same key as `matrix-keys` reads them (case, `_` for `-`). */
export const sameMatrixKey = (a: string, b: string): boolean => norm(a) === norm(b);

/** `python=py,torch=pt,os=platform` → {python: 'py', torch: 'pt', os: 'platform'}. */
export function parseMatrixKeys(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z][\w-]*)\s*[=:]\s*(\S(?:.*\S)?)$/.exec(part);
    if (!m)
      throw new InputError(
        `matrix-keys entry ${JSON.stringify(part.slice(0, 60))} is not ROLE=KEY; expected e.g. python=py,torch=pt,os=platform`,
      );
    const role = m[1]!;
    if (!Object.hasOwn(ROLE_NAMES, norm(role))) {
      throw new InputError(
        `matrix-keys role ${JSON.stringify(role)} is not known; expected python, torch, os, index-url or cuda`,
      );
    }
    Object.defineProperty(out, role, { value: m[2]!, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Picks the key for each role among a matrix's keys: explicit names first, then usual names. */
export function assignRoles(keys: readonly string[], explicit: Record<string, string> = {}): RoleKeys {
  const roles: RoleKeys = {};
  const taken = new Set<string>();
  for (const [name, key] of Object.entries(explicit)) {
    const role = Object.hasOwn(ROLE_NAMES, norm(name)) ? ROLE_NAMES[norm(name)] : undefined;
    if (!role)
      throw new InputError(
        `matrix-keys role ${JSON.stringify(name)} is not known; expected python, torch, os, index-url or cuda`,
      );
    const actual = keys.find((k) => k === key) ?? keys.find((k) => norm(k) === norm(key));
    // An explicit key missing from this matrix still claims the role, so no usual name is guessed instead.
    roles[role] = actual ?? key;
    taken.add(actual ?? key);
  }
  // Top-level keys first, then paths into a nested mapping (`config.python-version`) by their last part.
  const last = (k: string) => norm(k.slice(k.lastIndexOf('.') + 1));
  for (const nested of [false, true]) {
    for (const role of ROLES) {
      if (roles[role] !== undefined) continue;
      for (const usual of USUAL[role]) {
        const k = keys.find(
          (x) => x.includes('.') === nested && (nested ? last(x) : norm(x)) === usual && !taken.has(x),
        );
        if (k) {
          roles[role] = k;
          taken.add(k);
          break;
        }
      }
    }
  }
  return roles;
}

/** A cell's keys and the paths into its nested mappings (`config`, `config.python-version`). */
export function keyPaths(values: Record<string, unknown>, prefix = '', depth = 0, out: string[] = []): string[] {
  for (const [k, v] of Object.entries(values)) {
    const path = prefix + k;
    out.push(path);
    if (depth < 3 && v !== null && typeof v === 'object' && !Array.isArray(v))
      keyPaths(v as Record<string, unknown>, `${path}.`, depth + 1, out);
  }
  return out;
}
