// Preloaded (node -r) into a tool run by the attack replays: when the run ends, it writes the CPU
// time the process spent (all its threads, user + system, in microseconds) to the file named by
// TP_TEST_CPU_FILE. The replays bound that, not the wall clock, which a busy machine stretches.
'use strict';
const file = process.env.TP_TEST_CPU_FILE;
if (file) {
  process.on('exit', () => {
    try {
      const u = process.cpuUsage();
      require('node:fs').writeFileSync(file, String(u.user + u.system));
    } catch {
      // The run's own outcome is what the test judges; a missing figure fails it there.
    }
  });
}
