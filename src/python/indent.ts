/** The indentation width of the line starting at `s` (tabs to the next multiple of 8, as Python counts them), and where its text starts. */
export function indentAt(text: string, s: number): { width: number; at: number } {
  let w = 0;
  let p = s;
  for (; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === 9) w = (w & ~7) + 8;
    else if (c === 32 || c === 12) w++;
    else break;
  }
  return { width: w, at: p };
}
