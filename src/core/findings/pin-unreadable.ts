import { findingKind } from './kind.js';

export const pinUnreadable = findingKind({
  id: 'pin-unreadable',
  severities: ['notice'],
  title: 'A value in a pin file cannot be read',
  why: 'setup.py is code: a value built when it runs (`python_requires=">={}.{}".format(3, 9)`, an extra whose requirements a function returns) cannot be read without running it, which this tool never does. The value is said to be unread, and what depends on it is not checked or is judged the cautious way (every torch pin of the file with every extra), rather than guessed.',
  fix: 'Write the value as a plain string (requirements as lists of strings), or declare it in pyproject.toml ([project] requires-python, optional-dependencies).',
  blame: ['torch', 'python', 'runner', 'index'],
  lockDecides: false,
  scanRank: null,
});
