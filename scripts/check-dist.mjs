// Fails when dist/ or the generated JSON Schemas differ from what `npm run build` makes from
// src/ and rules/: the action runs dist/, so a stale dist/ ships stale behaviour.
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const paths = ['dist', 'rules/schema.json', 'rules/release.schema.json', 'report.schema.json', 'src/catalog/catalog.generated.json'];
const status = execFileSync('git', ['status', '--porcelain', '--', ...paths], { encoding: 'utf8' });
if (status.trim()) {
  console.error('dist/ is out of date with src/ and rules/. Run `npm run build` and commit dist/:');
  console.error(status);
  process.exit(1);
}
console.log('dist/ is in sync with src/ and rules/');
