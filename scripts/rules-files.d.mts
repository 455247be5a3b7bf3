export function readRuleFiles(root: string): { path: string; text: string }[];
export function writeRuleEdits(
  root: string,
  files: { path: string; text: string }[],
  edits: { path: string; text: string }[],
  compile: (files: { path: string; text: string }[]) => unknown,
): string | undefined;
