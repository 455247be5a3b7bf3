/**
 * A wheel build variant — `cpu`, `cuXYZ`, `rocmX.Y[.Z]`, `xpu` — as download.pytorch.org names
 * its indexes and local versions. The one place the text of a variant is read.
 */

export type VariantKind = 'cpu' | 'cuda' | 'rocm' | 'xpu';

/** The variant names download.pytorch.org uses (the catalog schema validates with it too). */
export const VARIANT_PATTERN = /^(?:cpu|xpu|cu\d{3}|rocm(\d+\.\d+(?:\.\d+)?))$/;

export const isVariantName = (text: string): boolean => VARIANT_PATTERN.test(text);

/** What kind of build a variant is; undefined for text that is not a variant. */
export function variantKind(text: string | undefined): VariantKind | undefined {
  if (text === undefined || !VARIANT_PATTERN.test(text)) return undefined;
  if (text === 'cpu' || text === 'xpu') return text;
  return text.startsWith('cu') ? 'cuda' : 'rocm';
}

export const isCuda = (text: string | undefined): boolean => variantKind(text) === 'cuda';
export const isRocm = (text: string | undefined): boolean => variantKind(text) === 'rocm';

/** Two variants of one kind (cu126 and cu128; rocm6.3 and rocm6.4): one is the other's alternative. */
export const sameKind = (a: string, b: string): boolean =>
  variantKind(a) !== undefined && variantKind(a) === variantKind(b);

/** `rocm6.4` → `6.4`: the ROCm release a build targets. */
export const rocmVersion = (text: string): string | undefined => VARIANT_PATTERN.exec(text)?.[1];

/** A CUDA version as people write it (`12.8`, `12.8.1`, `cuda12.8`, `cu12.8`) → its variant (`cu128`). */
export function cudaVariant(text: string): string | undefined {
  const m = /^(?:cuda[-_ ]?|cu)?(\d{2})\.(\d)(?:\.\d+)?$/.exec(text.trim().toLowerCase());
  return m ? `cu${m[1]}${m[2]}` : undefined;
}

/** A ROCm version (`rocm6.4`, `rocm-6.4`, `ROCm 6.4.1`) → its variant (`rocm6.4`, `rocm6.4.1`). */
export function rocmVariant(text: string): string | undefined {
  const m = /^rocm[-_ ]?(\d+\.\d+(?:\.\d+)?)$/.exec(text.trim().toLowerCase());
  return m ? `rocm${m[1]}` : undefined;
}

/**
 * The build variant a PEP 440 local label names: `rocm7.0.2` from AMD's
 * `rocm7.0.2.lw.git245bf6ed`, `cu128` from `cu128`; undefined for a label that names none. A
 * release's wheels carry different build hashes (torch `+rocm7.0.2.lw.git245bf6ed`, torchvision
 * `+rocm7.0.2.git824e8c87`), so builds are compared by this, never by the whole label.
 */
export function variantOfLabel(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const m = /^(cpu|xpu|cu\d{3}|rocm\d+\.\d+(?:\.\d+)?)(?:$|\.(?!\d))/.exec(label.toLowerCase());
  return m ? m[1] : undefined;
}

/** Two local labels of one build (same variant, whatever follows); labels naming no variant compare whole. */
export function sameBuild(a: string, b: string): boolean {
  // ROCm 7.2 and 7.2.0 are one release.
  const norm = (v: string | undefined) => v?.replace(/^(rocm\d+\.\d+)\.0$/, '$1');
  const va = norm(variantOfLabel(a));
  const vb = norm(variantOfLabel(b));
  return va !== undefined || vb !== undefined ? va === vb : a.toLowerCase() === b.toLowerCase();
}

/** The label is exactly a variant name, so download.pytorch.org has an index of that name. */
export const isPlainVariant = (label: string | undefined): boolean =>
  label !== undefined && variantOfLabel(label) === label.toLowerCase();
