/**
 * Reading rules/ about itself: every fact's source and confidence, for the source-format test and
 * the generated list of uncertain facts in docs/catalog-uncertain.md.
 */
export interface FactRef {
  /** `rules/releases/2.14.yaml releases.variants[3]` — where the fact is. */
  where: string;
  source: string;
  uncertain: boolean;
  /** The release it belongs to (`2.14`), when it is in a release file. */
  release?: string;
}

/** Walks a parsed rule file; every object with a `source` is a fact. */
export function factsOf(file: string, doc: unknown): FactRef[] {
  const out: FactRef[] = [];
  const release =
    typeof (doc as { torch?: unknown })?.torch === 'string' ? (doc as { torch: string }).torch : undefined;
  const walk = (v: unknown, trail: string): void => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${trail}[${i}]`));
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (typeof o.source === 'string')
      out.push({
        where: `${file} ${trail || '(top)'}`,
        source: o.source,
        uncertain: o.confidence === 'uncertain',
        ...(release ? { release } : {}),
      });
    for (const [k, x] of Object.entries(o)) if (k !== 'source') walk(x, trail ? `${trail}.${k}` : k);
  };
  walk(doc, '');
  return out;
}

/**
 * A source anyone can open: a public URL, `owner/repo path@ref` (a file at a commit or release
 * branch: a path alone moves under the reader), or `owner/repo#N` (a pull request or issue). Several
 * may be joined with `; ` (a `;` inside parentheses belongs to the note there). Notes such as "facts §5" or "third-party reports" are not sources.
 */
export function isOpenableSource(source: string): boolean {
  const parts = topLevelParts(source);
  // An unclosed parenthesis is text cut off (a YAML ` #` comment does that), not a source.
  if (!parts) return false;
  return parts.every((part) => /^https?:\/\/\S+/.test(part) || /^[\w.-]+\/[\w.-]+(#\d+\b|\s+\S+@[\w./-]+)/.test(part));
}

/** Splits at `;` outside parentheses: a `;` inside `( … )` is prose about the reference before it. */
function topLevelParts(source: string): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(source.slice(start).trim());
  return depth === 0 ? parts : undefined;
}
