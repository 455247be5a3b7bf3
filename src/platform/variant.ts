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
export const sameKind = (a: string, b: string): boolean => variantKind(a) !== undefined && variantKind(a) === variantKind(b);

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
