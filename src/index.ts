// The GitHub Action's entry point (action.yml runs dist/index.js). All logic is in src/action/.
import { run } from './action/main.js';
import { exitWhenFlushed } from './io/flush.js';

// Once the workflow commands are all written: a probe that hung cannot keep the step alive.
void run().finally(() => exitWhenFlushed());
