// The GitHub Action's entry point (action.yml runs dist/index.js). All logic is in src/action/.
import { run } from './action/main.js';

void run().finally(() => {
  // A probe that hung may leave a child behind; never let it keep the step alive.
  setTimeout(() => process.exit(), 300).unref();
});
