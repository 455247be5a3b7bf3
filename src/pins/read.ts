/**
 * The reading edge: files come from a FileSource (the disk, or `git show` at the merge base),
 * are size- and binary-checked, handed to the parser for their format, and requirements
 * includes are followed relative to the including file.
 */
import path from 'node:path';
import { InputError } from '../core/errors.js';
import { noteUrlSecrets } from '../text/secrets.js';
import { decodeUserText, FILE_CAPS, UnreadableFile } from '../text/user-text.js';
import { emptyResult, otherPinFrom, type FileResult, type Include, type ReqOption } from '../formats/file-result.js';
import { pinFormatOf } from './formats.js';
import { requirementsTxt } from '../formats/requirements/index.js';
import { noAlternatives, type Alternatives, type IndexDecl, type OtherPin, type Pin, type PinSet } from './types.js';

export const MAX_FILE_BYTES = FILE_CAPS.pin;
/** Pin files read in one run, includes counted: far above any real project, far below an OOM. */
export const MAX_FILES = 10_000;

/** Where file contents come from (the disk or git, both in src/io/). `read` returns undefined when the file does not exist. */
export interface FileSource {
  read(absPath: string): Promise<Buffer | undefined>;
}

export interface ReadOptions {
  cwd?: string;
  /** For `${VAR}` in requirements files; defaults to process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  source: FileSource;
}

/** Bytes → text, refusing what is not a text file of sensible size. */
function decodeText(buf: Buffer, file: string): string {
  if (buf.length > MAX_FILE_BYTES) {
    throw new InputError(
      `${file}: larger than ${MAX_FILE_BYTES / 1024 / 1024} MB, the most a pin file may be; is it really a requirements file?`,
    );
  }
  return decodeUserText(buf, file);
}

class Reader {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly source: FileSource;
  readonly files: string[] = [];
  private readonly fileSet = new Set<string>();
  constructor(o: ReadOptions) {
    this.cwd = path.resolve(o.cwd ?? process.cwd());
    this.env = o.env ?? process.env;
    this.source = o.source;
  }

  rel(abs: string): string {
    const r = path.relative(this.cwd, abs);
    return (r.startsWith('..') || path.isAbsolute(r) ? abs : r).split(path.sep).join('/');
  }

  async text(abs: string, missing: () => InputError): Promise<string> {
    const rel = this.rel(abs);
    let buf: Buffer | undefined;
    try {
      buf = await this.source.read(abs);
    } catch (e) {
      // Name the file as the user wrote it, not by its absolute path.
      if (e instanceof UnreadableFile) throw new UnreadableFile(rel, e.why, e.reason);
      throw e;
    }
    if (buf === undefined) throw missing();
    if (!this.fileSet.has(rel)) {
      if (this.fileSet.size >= MAX_FILES)
        throw new InputError(
          `${rel}: more than ${MAX_FILES} pin files (with -r/-c includes) in one run; is an include generated in a loop?`,
        );
      this.fileSet.add(rel);
      this.files.push(rel);
    }
    return decodeText(buf, rel);
  }

  /**
   * One requirements file and everything it includes: pip applies index options to all of them.
   * `stack` holds the files being read (for cycles), `seen` every file already read; both are
   * shared down the chain, never copied, so a long include chain costs linear time.
   */
  async requirementsTree(
    abs: string,
    out: FileResult,
    stack: Set<string>,
    seen: Set<string>,
    options: ReqOption[],
    missing?: () => InputError,
  ): Promise<void> {
    const rel = this.rel(abs);
    const text = await this.text(abs, missing ?? (() => new InputError(`${rel}: file not found`)));
    // A file named by the user or included by any format (-r, setup.cfg `file:`): read as pip reads it.
    const parsed = requirementsTxt.read.pipInvocation(text, rel, this.env);
    for (const e of parsed.entries) {
      out.pins.push({
        package: e.req.package,
        specifier: e.req.specifier,
        ...(e.req.local ? { local: e.req.local } : {}),
        ...(e.req.marker ? { marker: e.req.marker } : {}),
        ...(e.req.wheel ? { wheel: e.req.wheel } : {}),
        ...(e.req.url && !e.req.wheel ? { url: e.req.url } : {}),
        ...(e.req.extras.length ? { extras: e.req.extras } : {}),
        origin: 'requirements',
        ...(e.notes.length ? { notes: e.notes } : {}),
        location: { file: rel, line: e.line, column: e.column },
      });
    }
    for (const o of parsed.others)
      out.others.push(otherPinFrom(o.read, 'requirements', { file: rel, line: o.line, column: o.column }));
    for (const o of parsed.options) {
      options.push(o);
      if ((o.role === 'index-url' || o.role === 'extra-index-url' || o.role === 'find-links') && o.value) {
        out.indexes.push({ url: o.value, role: o.role, location: { file: rel, line: o.line, column: o.column } });
      }
      if ((o.role === 'requirement' || o.role === 'constraint') && o.value) {
        await this.include(
          abs,
          { path: o.value, kind: o.role, line: o.line, column: o.column },
          out,
          stack,
          seen,
          options,
        );
      }
    }
  }

  async include(
    fromAbs: string,
    inc: Include,
    out: FileResult,
    stack: Set<string>,
    seen: Set<string>,
    options: ReqOption[],
  ): Promise<void> {
    const from = this.rel(fromAbs);
    const flag = inc.kind === 'constraint' ? '-c' : '-r';
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(inc.path)) return; // a remote file: never fetched (no network)
    const target = path.resolve(path.dirname(fromAbs), inc.path);
    const to = this.rel(target);
    if (stack.has(target)) {
      throw new InputError(
        `${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: include cycle: ${from} includes ${to}, which includes ${from} again`,
      );
    }
    if (seen.has(target)) return;
    seen.add(target);
    stack.add(target);
    await this.requirementsTree(
      target,
      out,
      stack,
      seen,
      options,
      () => new InputError(`${from}:${inc.line}:${inc.column}: ${flag} ${inc.path}: file not found (${to})`),
    );
    stack.delete(target);
  }
}

/** Index options of one pip invocation → the pins read in it. */
function applyPipOptions(pins: Pin<string>[], options: ReqOption[]): void {
  const indexUrl = options.filter((o) => o.role === 'index-url').pop()?.value;
  const noIndex = options.some((o) => o.role === 'no-index');
  const extras = options
    .filter((o) => (o.role === 'extra-index-url' && !noIndex) || o.role === 'find-links')
    .map((o) => o.value!);
  for (const p of pins) {
    if (indexUrl && !noIndex) p.indexUrl = indexUrl;
    if (extras.length) p.extraIndexUrls = [...new Set(extras)];
    if (noIndex) p.notes = [...(p.notes ?? []), '--no-index: pip searches only the --find-links locations'];
  }
}

/** Pins an included file brought (`-r`, setup.cfg `file:`) belong to the install of the file that includes it. */
function ofInstall(out: FileResult, rel: string): FileResult {
  for (const p of [...out.pins, ...out.others]) if (p.location.file !== rel) p.install = rel;
  return out;
}

async function readOne(reader: Reader, abs: string): Promise<FileResult> {
  const { read } = pinFormatOf(abs);
  const rel = reader.rel(abs);
  if ('pipInvocation' in read) {
    const out = emptyResult();
    const options: ReqOption[] = [];
    await reader.requirementsTree(abs, out, new Set([abs]), new Set([abs]), options);
    applyPipOptions(out.pins, options);
    applyPipOptions(out.others, options);
    return ofInstall(out, rel);
  }
  const text = await reader.text(abs, () => new InputError(`${rel}: file not found`));
  const out = await read.file(text, rel);
  if (out.includes.length) {
    // Files named by setup.cfg `file:`, pyproject `dynamic`, or `-r` in a conda pip: section.
    const sub = emptyResult();
    const options: ReqOption[] = [];
    const seen = new Set([abs]);
    for (const inc of out.includes) await reader.include(abs, inc, sub, new Set([abs]), seen, options);
    const condaIndex = out.pins.find((p) => p.group === 'pip');
    applyPipOptions(sub.pins, options);
    applyPipOptions(sub.others, options);
    if (condaIndex)
      for (const p of [...sub.pins, ...sub.others])
        if (!p.indexUrl && condaIndex.indexUrl) p.indexUrl = condaIndex.indexUrl;
    // What a conda environment's `pip:` section includes is installed into that environment.
    const route =
      out.pins.find((p) => p.route)?.route ?? (out.envPython || out.channels ? pinFormatRoute(abs) : undefined);
    if (route) for (const p of [...sub.pins, ...sub.others]) p.route = route;
    out.pins.push(...sub.pins);
    out.others.push(...sub.others);
    out.indexes.push(...sub.indexes);
  }
  return ofInstall(out, rel);
}

/** The route of a conda environment file or pixi manifest, by the format that reads it. */
function pinFormatRoute(abs: string): 'pixi' | 'conda' | undefined {
  const name = pinFormatOf(abs).name;
  return name === 'pixi.toml' ? 'pixi' : name === 'environment.yml' ? 'conda' : undefined;
}

/** The first file to declare a name keeps it (a name means one thing in one project). */
function mergeAlternatives(into: Alternatives, from: Alternatives): void {
  for (const k of ['extras', 'groups', 'environments'] as const)
    for (const [name, v] of Object.entries(from[k]))
      if (!(name in into[k])) (into[k] as Record<string, unknown>)[name] = v;
  into.conflicts.push(...from.conflicts);
  if (from.defaultGroups && !into.defaultGroups) into.defaultGroups = from.defaultGroups;
  if (from.setupPyTorch && !into.setupPyTorch) into.setupPyTorch = from.setupPyTorch;
  if (from.pixiPlatforms && !into.pixiPlatforms) into.pixiPlatforms = from.pixiPlatforms;
  for (const [name, v] of Object.entries(from.featurePythons ?? {}))
    if (!into.featurePythons?.[name]) (into.featurePythons ??= {})[name] = v;
}

// A setup.py string two extras reach is one pin per extra: the extra is part of what a pin is.
const pinKey = (p: Pin<string>) =>
  `${p.location.file}:${p.location.line}:${p.location.column ?? 0}:${p.package}:${p.marker ?? ''}:${p.sourceMarker ?? ''}:${p.sourceElse?.join('\u0001') ?? ''}:${p.alternative ?? ''}:${p.group ?? ''}`;

/** A file both listed and included is read twice: one pin is kept, preferring the one that knows its index. */
function keepOnce<P extends Pin<string>>(pins: Map<string, P>, plains: Set<string>, p: P): void {
  const k = `${pinKey(p)}:${p.indexUrl ?? ''}`;
  const plain = `${pinKey(p)}:`;
  if (p.indexUrl && pins.has(plain)) pins.delete(plain);
  if (!p.indexUrl && plains.has(plain)) return;
  plains.add(plain);
  if (!pins.has(k)) pins.set(k, p);
}

export async function readPinsWith(files: string[], options: ReadOptions): Promise<PinSet> {
  const reader = new Reader(options);
  const pins = new Map<string, Pin>();
  const plains = new Set<string>();
  const indexes: IndexDecl[] = [];
  const indexKeys = new Set<string>();
  let requiresPython: PinSet['requiresPython'];
  const envPythons: Record<string, NonNullable<PinSet['requiresPython']>> = {};
  const channels: Record<string, string[]> = {};
  const projectReads = new Set<string>();
  const unread: NonNullable<PinSet['unread']> = [];
  const alternatives = noAlternatives();
  const others = new Map<string, OtherPin>();
  const otherPlains = new Set<string>();
  for (const f of files) {
    const abs = path.resolve(reader.cwd, f);
    const res = await readOne(reader, abs);
    for (const p of res.pins) keepOnce(pins, plains, p);
    for (const p of res.others) keepOnce(others, otherPlains, p);
    mergeAlternatives(alternatives, res.alternatives);
    const rel = reader.rel(abs);
    if (res.envPython) envPythons[rel] = res.envPython;
    if (res.channels) channels[rel] = res.channels;
    for (const r of res.installReads ?? []) projectReads.add(reader.rel(path.resolve(path.dirname(abs), r)));
    if (res.unread) unread.push(...res.unread);
    for (const ix of res.indexes) {
      const key = `${ix.url}\n${ix.location.file}\n${ix.location.line}`;
      if (!indexKeys.has(key)) {
        indexKeys.add(key);
        indexes.push(ix);
      }
    }
    // pyproject.toml's requires-python is the project's own statement; prefer it over others.
    if (
      res.requiresPython &&
      (!requiresPython || (pinFormatOf(abs).ownsRequiresPython && !requiresPython.location.file.endsWith('.toml')))
    ) {
      requiresPython = res.requiresPython;
    }
  }
  // Credentials in any index or direct URL are secrets: redacted on output, masked in the action.
  for (const u of [
    ...indexes.map((i) => i.url),
    ...[...pins.values(), ...others.values()].flatMap((p) => [p.indexUrl, p.url, ...(p.extraIndexUrls ?? [])]),
  ])
    if (u) noteUrlSecrets(u);
  return {
    pins: [...pins.values()],
    ...(others.size ? { others: [...others.values()] } : {}),
    ...(requiresPython ? { requiresPython } : {}),
    ...(Object.keys(envPythons).length ? { envPythons } : {}),
    ...(Object.keys(channels).length ? { channels } : {}),
    ...(projectReads.size ? { projectReads: [...projectReads] } : {}),
    ...(unread.length ? { unread } : {}),
    alternatives,
    indexes,
    files: reader.files,
  };
}
