/**
 * Extras and dependency groups that bring in others: an extra that lists the project itself
 * with extras (`all = ["pkg[gpu]"]`, the name compared PEP 503-normalised) installs what those
 * extras install, and a PEP 735 group with `{include-group = "torch"}` installs that group. Both
 * are followed to the end, so a target that selects `all` or `dev` holds the torch pins it
 * really installs: each pin is copied into every alternative that reaches it (as setup.py's
 * extras already are), with the markers met on the way. Extras may reach each other in a loop
 * (pip and uv install the union); a loop of `include-group` is bad input, as uv and PEP 735 say.
 */
import { InputError } from '../core/errors.js';
import type { Location } from '../core/finding.js';
import { normalizeName } from '../packaging/names.js';
import { parseMarker } from '../packaging/marker.js';
import { requirementName } from '../packaging/requirement.js';
import { andMarkers } from './file-result.js';
import type { Pin } from './pin.js';

/** An alternative: `default` is the install with none selected (`dependencies` may name extras too). */
export interface AltName {
  kind: 'default' | 'extra' | 'group';
  name: string;
}

export interface IncludeEdge {
  from: AltName;
  to: { kind: 'extra' | 'group'; name: string };
  /** The marker of the entry that brings it in (`pkg[gpu]; sys_platform == "linux"`). */
  marker?: string;
  location: Location;
}

/**
 * Following includes visits at most this many edges in one file: real projects have a few dozen
 * extras; a generated file of thousands of extras that each include the rest is refused, not
 * followed for minutes.
 */
const MAX_STEPS = 1_000_000;
/** Pins copied into including alternatives, at most. */
const MAX_COPIES = 100_000;

const norm = (s: string): string => normalizeName(s);

/**
 * The extras a requirement on the project itself selects, with its marker: `pkg[gpu,cu128]`
 * names `gpu` and `cu128`. Undefined when the requirement names another package (or nothing).
 */
export function selfExtras(
  text: string,
  project: string | undefined,
): { extras: string[]; marker?: string } | undefined {
  if (!project) return undefined;
  const head = requirementName(text);
  if (!head || norm(head.name) !== norm(project)) return undefined;
  const ex = /^\s*\[([^\]]*)\]/.exec(head.rest);
  const extras = (ex?.[1] ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const semi = head.rest.indexOf(';');
  const marker = semi >= 0 ? head.rest.slice(semi + 1).trim() : '';
  if (marker) parseMarker(marker);
  return { extras, ...(marker ? { marker } : {}) };
}

const key = (a: { kind: string; name: string }): string => `${a.kind}:${norm(a.name)}`;

/** A loop of `include-group`: the groups on it, in order, back to the first (uv's wording). */
function groupCycle(edges: readonly IncludeEdge[]): string[] | undefined {
  const next = new Map<string, IncludeEdge[]>();
  for (const e of edges)
    if (e.from.kind === 'group' && e.to.kind === 'group') {
      const l = next.get(norm(e.from.name));
      if (l) l.push(e);
      else next.set(norm(e.from.name), [e]);
    }
  const state = new Map<string, 'open' | 'done'>();
  const names = new Map<string, string>();
  for (const e of edges) {
    if (e.from.kind === 'group') names.set(norm(e.from.name), e.from.name);
    if (e.to.kind === 'group') names.set(norm(e.to.name), names.get(norm(e.to.name)) ?? e.to.name);
  }
  for (const start of next.keys()) {
    if (state.has(start)) continue;
    // Iterative depth-first search: a chain of many thousand groups does not overflow the stack.
    const path: string[] = [start];
    const iters: number[] = [0];
    state.set(start, 'open');
    while (path.length) {
      const at = path[path.length - 1]!;
      const out = next.get(at) ?? [];
      const i = iters[iters.length - 1]!;
      if (i >= out.length) {
        state.set(at, 'done');
        path.pop();
        iters.pop();
        continue;
      }
      iters[iters.length - 1] = i + 1;
      const to = norm(out[i]!.to.name);
      if (state.get(to) === 'open') {
        const loop = path.slice(path.indexOf(to));
        return [...loop, to].map((g) => names.get(g) ?? g);
      }
      if (!state.has(to)) {
        state.set(to, 'open');
        path.push(to);
        iters.push(0);
      }
    }
  }
  return undefined;
}

/**
 * Copies each extra's and group's pins into every alternative that includes it, directly or
 * through others. `declared` holds the names each kind declares; an include of an undeclared
 * group or a loop of groups is an InputError naming the file, as uv stops on them. An include of
 * an undeclared extra installs nothing more (pip warns and goes on), so nothing is copied.
 */
export function followIncludes(
  pins: Pin[],
  edges: readonly IncludeEdge[],
  declared: { extras: Record<string, unknown>; groups: Record<string, unknown> },
  file: string,
): Pin[] {
  if (!edges.length) return pins;
  const groups = new Set(Object.keys(declared.groups).map(norm));
  for (const e of edges)
    if (e.to.kind === 'group' && !groups.has(norm(e.to.name)))
      throw new InputError(
        `${file}:${e.location.line}: dependency group ${JSON.stringify(e.from.name)} includes group ${JSON.stringify(e.to.name)}, which ${file} does not declare`,
      );
  const cycle = groupCycle(edges);
  if (cycle) {
    const first = edges.find((e) => e.from.kind === 'group' && norm(e.from.name) === norm(cycle[0]!))!;
    throw new InputError(
      `${file}:${first.location.line}: dependency groups include each other in a loop: ${cycle.join(' -> ')} (PEP 735: an include-group cycle is an error; uv and pip refuse it)`,
    );
  }
  const out = new Map<string, IncludeEdge[]>();
  for (const e of edges) {
    const l = out.get(key(e.from));
    if (l) l.push(e);
    else out.set(key(e.from), [e]);
  }
  // The pins each alternative declares itself.
  const own = new Map<string, Pin[]>();
  for (const p of pins) {
    if ((p.alternative !== 'extra' && p.alternative !== 'group') || p.group === undefined) continue;
    const k = key({ kind: p.alternative, name: p.group });
    const l = own.get(k);
    if (l) l.push(p);
    else own.set(k, [p]);
  }
  const added: Pin[] = [];
  let steps = 0;
  const refuse = (what: string): never => {
    throw new InputError(
      `${file}: its extras and dependency groups include each other past ${what}; not a project file the check can judge`,
    );
  };
  for (const [fromKey, first] of out) {
    const from = first[0]!.from;
    // Breadth-first from this alternative; each reached alternative once, with the marker of the first way there.
    const reached = new Map<string, string | undefined>([[fromKey, undefined]]);
    const queue: [string, string | undefined][] = [[fromKey, undefined]];
    for (let q = 0; q < queue.length; q++) {
      const [at, marker] = queue[q]!;
      for (const e of out.get(at) ?? []) {
        if (++steps > MAX_STEPS) refuse(`${MAX_STEPS.toLocaleString('en-US')} steps`);
        const to = key(e.to);
        if (reached.has(to)) continue;
        const m = andMarkers(marker, e.marker);
        reached.set(to, m);
        queue.push([to, m]);
      }
    }
    for (const [to, marker] of reached) {
      if (to === fromKey) continue;
      for (const p of own.get(to) ?? []) {
        if (added.length >= MAX_COPIES) refuse(`${MAX_COPIES.toLocaleString('en-US')} copied pins`);
        const m = andMarkers(p.marker, marker);
        const copy: Pin = { ...p, ...(m ? { marker: m } : {}) };
        if (from.kind === 'default') {
          delete copy.group;
          delete copy.alternative;
        } else {
          copy.group = from.name;
          copy.alternative = from.kind;
        }
        added.push(copy);
      }
    }
  }
  return added.length ? [...pins, ...added] : pins;
}
