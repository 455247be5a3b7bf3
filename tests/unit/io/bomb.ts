/** A "billion laughs" YAML: `levels` anchors, each a list of nine aliases of the one before. */
export function aliasBomb(levels: number, tail: string[]): string {
  const lines = ['x-a0: &a0 ["3.12","3.12","3.12","3.12","3.12","3.12","3.12","3.12","3.12"]'];
  for (let i = 1; i <= levels; i++)
    lines.push(
      `x-a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(',')}]`,
    );
  return [...lines, ...tail].join('\n') + '\n';
}
