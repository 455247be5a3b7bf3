import { findingKind } from './kind.js';

export const markerUndecided = findingKind({
  id: 'marker-undecided',
  severities: ['warning', 'notice'],
  title: 'A marker could not be decided',
  why: 'Whether a pin or a locked entry applies on this runner depends on its environment marker, and the marker reads a value that is not known here (the Python version before setup-python) or a variable PEP 508 does not define. The tool never picks one candidate by its order: every candidate that may apply is judged and the worst counts, and this finding names the marker.',
  fix: 'Give the missing value (--python, or run after actions/setup-python); a variable PEP 508 does not define is a mistake in the file.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
