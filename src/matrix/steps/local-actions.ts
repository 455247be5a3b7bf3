/** Local composite actions (`uses: ./path`), read from the checked-out repository as a job's steps name them. */
import { isMap } from 'yaml';
import { parseYaml } from '../workflow/parse-input.js';
import type { LoadFile } from '../workflow/jobs.js';
import { get } from '../workflow/workflow.js';
import { keyText, valueOf, type YamlSource } from '../workflow/yaml-matrix.js';
import type { LoadAction } from './job-steps.js';

/** Loads `./path/action.yml` (or `.yaml`) through `loadFile`, each action read once per loader. */
export function actionLoader(loadFile: LoadFile): LoadAction {
  const c = new Map<string, ReturnType<LoadAction>>();
  return (path) => {
    if (c.has(path)) return c.get(path);
    const rel = path.replace(/^\.\//, '');
    let result: ReturnType<LoadAction>;
    for (const name of ['action.yml', 'action.yaml']) {
      const text = loadFile(`${rel}/${name}`);
      if (text === undefined) continue;
      const file = `${rel}/${name}`;
      const src: YamlSource = { ...parseYaml(text, file), file };
      const runs = get(src.doc.contents, 'runs');
      const defaults: Record<string, string> = {};
      const inputs = get(src.doc.contents, 'inputs');
      if (isMap(inputs))
        for (const p of inputs.items) {
          const d = valueOf(src, get(p.value, 'default'));
          if (d !== null && typeof d !== 'object') defaults[keyText(valueOf(src, p.key))] = String(d);
        }
      result = { file: { src, text, inputs: defaults }, steps: get(runs, 'steps') };
      break;
    }
    c.set(path, result);
    return result;
  };
}
