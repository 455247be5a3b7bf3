import { createRequire as __tp_createRequire } from 'node:module'; const require = __tp_createRequire(import.meta.url);

// src/io/flush.ts
function whenFlushed(streams, then) {
  let [first, ...rest] = streams;
  if (!first) return then();
  let next = () => whenFlushed(rest, then);
  first.writableLength === 0 || first.destroyed ? next() : first.write("", next);
}
function exitWhenFlushed(code) {
  whenFlushed([process.stdout, process.stderr], () => code === void 0 ? process.exit() : process.exit(code));
}

export {
  exitWhenFlushed
};
