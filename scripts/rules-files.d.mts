export function readRuleFiles(root: string): { path: string; text: string }[];
