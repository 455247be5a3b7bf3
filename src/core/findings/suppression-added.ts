import { findingKind } from './kind.js';

export const suppressionAdded = findingKind({
  id: 'suppression-added',
  severities: ['warning', 'notice'],
  title: 'A suppression this pull request adds hides findings',
  why: "A pull request's own files decide what the scan reports about it: a `# noqa` or `# torch-preflight: ignore` comment on its lines, an `exclude` or `ignore` it adds to `[tool.torch-preflight]`, or a baseline file it adds or changes. Each may be right, but a reviewer who reads only a pass would not know something was hidden, so the findings it hides are counted and named.",
  fix: 'Review what is hidden; keep the suppression if it is right, or fix the code and drop it.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
