import { e as emitAnnotations } from './chunk-ZG3UFHF7.js';
import './check.js';
import 'node:util';
import 'node:path';
import 'node:fs';
import 'node:os';
import 'node:fs/promises';
import 'node:child_process';



export { emitAnnotations };
