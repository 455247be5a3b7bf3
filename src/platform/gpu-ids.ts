/**
 * AMD and Intel GPU identities: the gfx target an AMD GPU reports, and an Intel GPU's PCI
 * device id, read and written in one place.
 */

/**
 * KFD's `gfx_target_version` (major·10000 + minor·100 + stepping) → `gfx90a`, `gfx1100`:
 * the minor and stepping are hex digits in the target's name. 0 (a CPU node) → undefined.
 */
export function gfxFromTargetVersion(n: number): string | undefined {
  if (!Number.isInteger(n) || n <= 0 || n > 999_999) return undefined;
  const major = Math.floor(n / 10_000);
  const minor = Math.floor(n / 100) % 100;
  const stepping = n % 100;
  if (major < 7 || minor > 15 || stepping > 15) return undefined;
  return `gfx${major}${minor.toString(16)}${stepping.toString(16)}`;
}

/** `gfx90a`, `GFX1100` → lower case; anything else → undefined. */
export function parseGfx(text: string): string | undefined {
  const t = text.trim().toLowerCase();
  return /^gfx[0-9a-f]{3,5}$/.test(t) ? t : undefined;
}

/** `0x56A0`, `56a0` → `0x56a0`; anything else → undefined. */
export function parsePciId(text: string): string | undefined {
  const m = /^(?:0x)?([0-9a-f]{4})$/i.exec(text.trim());
  return m ? `0x${m[1]!.toLowerCase()}` : undefined;
}
