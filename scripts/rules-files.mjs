// Lists the rule files under rules/ (YAML only; generated JSON Schemas are not rules).
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export function readRuleFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name)) out.push({ path: relative(root, p).split('\\').join('/'), text: readFileSync(p, 'utf8') });
    }
  };
  walk(join(root, 'rules'));
  return out;
}

/**
 * Writes edits of rules/ only if the edited texts compile (`compile` throws otherwise), and then
 * all or none: each text goes to a new temporary file beside its target, then all are renamed into
 * place; a failure puts back what was there and removes files that were new. Returns the problem,
 * in one line, when nothing was written.
 */
export function writeRuleEdits(root, files, edits, compile) {
  const before = new Map(files.map((f) => [f.path, f.text]));
  const edited = new Map(before);
  for (const e of edits) edited.set(e.path, e.text);
  try {
    compile([...edited].map(([path, text]) => ({ path, text })));
  } catch (err) {
    return `the edited rules do not compile, so nothing was written: ${String(err?.message ?? err).split('\n')[0]}`;
  }
  const temps = [];
  const done = [];
  try {
    for (const e of edits) {
      const tmp = `${join(root, e.path)}.${process.pid}.tmp`;
      writeFileSync(tmp, e.text, { flag: 'wx' });
      temps.push(tmp);
    }
    edits.forEach((e, i) => {
      renameSync(temps[i], join(root, e.path));
      done.push(e.path);
    });
  } catch (err) {
    for (const t of temps) rmSync(t, { force: true });
    for (const path of done) {
      if (before.has(path)) writeFileSync(join(root, path), before.get(path));
      else rmSync(join(root, path), { force: true });
    }
    return `rules/ could not be written (${err?.code ?? err?.message ?? err}); nothing was changed`;
  }
  return undefined;
}
