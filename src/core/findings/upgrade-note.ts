import { findingKind } from './kind.js';

export const upgradeNote = findingKind({
  id: 'upgrade-note',
  severities: ['warning', 'notice'],
  title: 'What changes with this torch upgrade',
  why: 'A pull request changes a torch pin or locked torch; the note on that line says what the new release drops that this repository uses (Pythons, runners, index variants, each with its job and line), the runner GPU or driver it no longer serves, and how many code lines the scan found. The release notes of the releases crossed are in the job summary.',
  fix: 'Adjust the matrix and the code the note names; read the release notes in the summary.',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
