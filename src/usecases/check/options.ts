/**
 * The options of a check, once: each one's field, CLI flag, action input and help. The CLI builds
 * its flags and `--help` from this table, the action reads its inputs from it, and a test holds
 * action.yml to it, so a name means the same thing in both.
 */
import { InputError } from '../../core/errors.js';
import { LOCK_FORMATS } from '../../locks/index.js';
import type { EnvOverrides } from '../../probe/environment.js';
import type { CheckOptions } from './check.js';
import { parseRouteKind } from '../../routes/select.js';

/** What a check is asked, as both entry points read it: a value not given is undefined (probe it). */
export interface CheckFields extends Pick<
  EnvOverrides,
  'python' | 'pythonPath' | 'os' | 'osVersion' | 'arch' | 'glibc' | 'driver'
> {
  torch?: string;
  indexUrl?: string;
  extraIndexUrls: string[];
  torchvision?: string;
  torchaudio?: string;
  requirements: string[];
  config?: string;
  gpus: string[];
  amdGpus: string[];
  intelGpus: string[];
  container?: string;
  /** `true` to ask the indexes for torch's file list (`--online`). */
  online?: string;
  onlineTimeout?: string;
  extras: string[];
  groups: string[];
  environments: string[];
  /** Install routes to judge (`pip`, `uv`, `poetry`, `pylock`, `pixi`, `conda`). */
  routes: string[];
  /** What named the routes when not the user: the job's install step (`.github/workflows/ci.yml (job test)`). */
  routeFrom?: string;
  /** 'true' / 'false' as given; read by checkOptionsFrom. */
  allExtras?: string;
}

type ListKey = { [K in keyof CheckFields]-?: CheckFields[K] extends string[] ? K : never }[keyof CheckFields];

export interface CheckOption {
  key: keyof CheckFields;
  /** `--torch` without the dashes. */
  flag: string;
  /** The action input: the same option under GitHub's naming (`torch-version`). */
  input: string;
  /** The value's name in `--help` (`SPEC`, `linux|macos|windows`). */
  value: string;
  /** Repeatable flag; comma- or newline-separated input. */
  many?: boolean;
  /** A flag without a value (`--online`, `--all-extras`); the input is true or false. */
  boolean?: boolean;
  section: 'Request' | 'Runner';
  /** `--help` text, one entry per line. */
  help: string[];
}

export const CHECK_OPTIONS: readonly CheckOption[] = [
  {
    key: 'torch',
    flag: 'torch',
    input: 'torch-version',
    value: 'SPEC',
    section: 'Request',
    help: [
      'torch version or PEP 440 specifier: 2.9.0, 2.9, 2.9.0+cu128,',
      '">=2.5,<2.10", ~=2.8.0, ==2.9.*  (default: newest, as pip would)',
    ],
  },
  {
    key: 'indexUrl',
    flag: 'index-url',
    input: 'index-url',
    value: 'URL',
    section: 'Request',
    help: [
      'wheel index: https://download.pytorch.org/whl/cu128, …/whl/test/cu130,',
      '…/whl/nightly/cpu, …/torch_stable.html, a variant (cu128), or pypi',
    ],
  },
  {
    key: 'extraIndexUrls',
    flag: 'extra-index-url',
    input: 'extra-index-url',
    value: 'URL',
    many: true,
    section: 'Request',
    help: ['another index pip also reads (repeatable)'],
  },
  {
    key: 'torchvision',
    flag: 'torchvision',
    input: 'torchvision-version',
    value: 'SPEC',
    section: 'Request',
    help: ['torchvision version or specifier'],
  },
  {
    key: 'torchaudio',
    flag: 'torchaudio',
    input: 'torchaudio-version',
    value: 'SPEC',
    section: 'Request',
    help: ['torchaudio version or specifier'],
  },
  {
    key: 'requirements',
    flag: 'requirements',
    input: 'requirements',
    value: 'FILE',
    many: true,
    section: 'Request',
    help: [
      'pin file, lock file or glob to read torch pins from (repeatable);',
      'without --torch and --requirements, the usual pin files and lock',
      `files (${LOCK_FORMATS.flatMap((f) => f.fileNames).join(', ')}) here are read`,
    ],
  },
  {
    key: 'extras',
    flag: 'extra',
    input: 'extras',
    value: 'NAME',
    many: true,
    section: 'Request',
    help: [
      'judge the install with this extra selected (repeatable); without it,',
      'the default install (no extras) is judged',
    ],
  },
  {
    key: 'groups',
    flag: 'group',
    input: 'groups',
    value: 'NAME',
    many: true,
    section: 'Request',
    help: ['judge the install with this dependency group (PEP 735; repeatable)'],
  },
  {
    key: 'environments',
    flag: 'environment',
    input: 'environments',
    value: 'NAME',
    many: true,
    section: 'Request',
    help: ['judge this pixi environment'],
  },
  {
    key: 'routes',
    flag: 'route',
    input: 'route',
    value: 'pip|uv|poetry|pylock|pixi|conda',
    many: true,
    section: 'Request',
    help: [
      'judge this install route only: pip (requirements, pyproject, setup.py),',
      'uv (uv sync: uv.lock), poetry, pylock, pixi (pixi.toml, pixi.lock) or',
      'conda (environment file); default: each route the files hold, on its own',
    ],
  },
  {
    key: 'allExtras',
    flag: 'all-extras',
    input: 'all-extras',
    value: '',
    boolean: true,
    section: 'Request',
    help: [
      'judge the default install and each extra, group and pixi environment',
      'that pins torch on its own: a verdict per target, the worst overall',
    ],
  },
  {
    key: 'config',
    flag: 'config',
    input: 'config',
    value: 'FILE',
    section: 'Request',
    help: ['extra or overriding rules (YAML/JSON, schema rules/schema.json)'],
  },
  {
    key: 'online',
    flag: 'online',
    input: 'online',
    value: '',
    boolean: true,
    section: 'Request',
    help: [
      "also ask the indexes pip would read for torch's file list (bounded,",
      'cached, never fatal); offline by default',
    ],
  },
  {
    key: 'onlineTimeout',
    flag: 'online-timeout',
    input: 'online-timeout',
    value: 'SECONDS',
    section: 'Request',
    help: ['deadline per index page with --online (default 5)'],
  },
  {
    key: 'python',
    flag: 'python',
    input: 'python-version',
    value: 'VERSION',
    section: 'Runner',
    help: ['3.12, 3.12.4, 3.13t (free-threaded), pypy3.9 (skips the Python probe)'],
  },
  {
    key: 'pythonPath',
    flag: 'python-path',
    input: 'python-path',
    value: 'EXE',
    section: 'Runner',
    help: ['interpreter to probe (default: $pythonLocation, python3, python)'],
  },
  { key: 'os', flag: 'os', input: 'os', value: 'linux|macos|windows', section: 'Runner', help: [] },
  {
    key: 'osVersion',
    flag: 'os-version',
    input: 'os-version',
    value: 'V',
    section: 'Runner',
    help: ['macOS version such as 14.5 (Linux/Windows: informational)'],
  },
  { key: 'arch', flag: 'arch', input: 'arch', value: 'x64|arm64', section: 'Runner', help: [] },
  { key: 'glibc', flag: 'glibc', input: 'glibc', value: 'V', section: 'Runner', help: ['e.g. 2.28'] },
  {
    key: 'driver',
    flag: 'driver',
    input: 'driver',
    value: 'V|none',
    section: 'Runner',
    help: ['NVIDIA driver, e.g. 570.124.06'],
  },
  {
    key: 'gpus',
    flag: 'gpu',
    input: 'gpu',
    value: 'CC|none',
    many: true,
    section: 'Runner',
    help: ['GPU compute capability, 8.6 or sm_86 (repeatable)'],
  },
  {
    key: 'amdGpus',
    flag: 'amd-gpu',
    input: 'amd-gpu',
    value: 'GFX|none',
    many: true,
    section: 'Runner',
    help: ['AMD GPU gfx target, gfx1100 or gfx90a (repeatable; Linux: else read', 'from /sys/class/kfd)'],
  },
  {
    key: 'intelGpus',
    flag: 'intel-gpu',
    input: 'intel-gpu',
    value: 'ID|none',
    many: true,
    section: 'Runner',
    help: ['Intel GPU PCI device id, 0x56a0 (repeatable; Linux: else read from', '/sys/class/drm)'],
  },
  {
    key: 'container',
    flag: 'container',
    input: 'container',
    value: 'IMAGE',
    section: 'Runner',
    help: [
      'pip runs in this image (python:3.12-slim, nvidia/cuda:12.8.1-runtime-',
      "ubuntu24.04, pytorch/pytorch:TAG): its Python and glibc, the host's GPU",
    ],
  },
];

/** node:util parseArgs options for the table's flags. */
export function checkFlagSpec(): Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> {
  return Object.fromEntries(
    CHECK_OPTIONS.map((o) => [
      o.flag,
      { type: o.boolean ? ('boolean' as const) : ('string' as const), ...(o.many ? { multiple: true } : {}) },
    ]),
  );
}

const HELP_COLUMN = 26;

/** The `--help` lines of one section: `  --flag VALUE` padded to a column, then the help. */
export function checkHelp(section: CheckOption['section']): string {
  const lines: string[] = [];
  for (const o of CHECK_OPTIONS.filter((x) => x.section === section)) {
    const head = `  --${o.flag}${o.value ? ` ${o.value}` : ''}`;
    // A head too long for the column gets a line of its own, so it never runs into its help.
    const wide = head.length >= HELP_COLUMN;
    if (o.help.length === 0 || wide) lines.push(head);
    o.help.forEach((h, i) => lines.push(`${(i === 0 && !wide ? head : '').padEnd(HELP_COLUMN)}${h}`));
  }
  return lines.join('\n');
}

/** Fields from any reader of the table: one value per option, lists for repeatable ones. */
export function checkFields(read: (o: CheckOption) => string | string[] | undefined): CheckFields {
  const fields: Partial<Record<keyof CheckFields, string | string[]>> = {};
  for (const o of CHECK_OPTIONS) {
    const v = read(o);
    fields[o.key] = o.many ? (Array.isArray(v) ? v : v === undefined ? [] : [v]) : Array.isArray(v) ? v[0] : v;
  }
  return fields as CheckFields;
}

/** `true`/`false` as the action and the CLI give it; anything else is bad input. */
function flagValue(v: string | undefined, name: string): boolean {
  const t = (v ?? '').trim().toLowerCase();
  if (t === '' || ['false', 'no', '0', 'off'].includes(t)) return false;
  if (['true', 'yes', '1', 'on'].includes(t)) return true;
  throw new InputError(`${name} is ${JSON.stringify(t.slice(0, 20))}; expected true or false`);
}

/** `--online` and its deadline: off unless asked; the deadline 1–120 s, 5 by default. */
function onlineFrom(f: CheckFields): CheckOptions['online'] {
  const enabled = flagValue(f.online, 'online');
  const t = f.onlineTimeout?.trim();
  const seconds = t ? Number(t) : 5;
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120)
    throw new InputError(`online timeout ${JSON.stringify(t?.slice(0, 20))} is not a number of seconds from 0 to 120`);
  return enabled ? { timeoutMs: Math.round(seconds * 1000) } : undefined;
}

/** The check's request and runner from the fields, as runCheck takes them. */
export function checkOptionsFrom(
  f: CheckFields,
): Pick<
  CheckOptions,
  'request' | 'overrides' | 'config' | 'requirements' | 'container' | 'targets' | 'online' | 'route'
> {
  const online = onlineFrom(f);
  const list = (k: ListKey): string[] => f[k];
  const all = flagValue(f.allExtras, 'all-extras');
  const selected = list('extras').length + list('groups').length + list('environments').length > 0;
  const routes = list('routes')
    .flatMap((r) => r.split(','))
    .filter((r) => r.trim());
  return {
    ...(routes.length
      ? {
          route: {
            kinds: routes.map((r) => parseRouteKind(r, 'route')),
            from: f.routeFrom ?? 'route',
            strict: !f.routeFrom,
          },
        }
      : {}),
    ...(all || selected
      ? { targets: { extras: list('extras'), groups: list('groups'), environments: list('environments'), all } }
      : {}),
    request: {
      torch: f.torch,
      indexUrl: f.indexUrl,
      extraIndexUrls: list('extraIndexUrls'),
      torchvision: f.torchvision,
      torchaudio: f.torchaudio,
    },
    overrides: {
      python: f.python,
      pythonPath: f.pythonPath,
      os: f.os,
      osVersion: f.osVersion,
      arch: f.arch,
      glibc: f.glibc,
      driver: f.driver,
      gpus: list('gpus'),
      amdGpus: list('amdGpus'),
      intelGpus: list('intelGpus'),
    },
    config: f.config,
    requirements: list('requirements'),
    ...(f.container ? { container: f.container } : {}),
    ...(online ? { online } : {}),
  };
}
