/**
 * The rewrite a finding offers, worked out from the use's place in the text: a qualified name
 * written anew, a keyword renamed, an argument added. Pure; `scan --fix` applies the result.
 * A fix is made only where it is sure to mean the same in every torch of the target range.
 */
import type { ApiEntry } from '../catalog/api-schema.js';
import type { Fix } from '../core/finding.js';
import type { Locate } from '../text/locate.js';
import { atLeast, type TorchRange } from './range.js';
import type { Use } from './uses.js';

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `full`: the entry is about the whole name used, not a prefix of it (a module of the name). */
export function planFix(
  entry: ApiEntry,
  use: Use,
  full: boolean,
  target: TorchRange,
  fixAll: boolean,
  loc: Locate,
  file: string,
): Fix | undefined {
  const spec = entry.fix;
  if (!spec || (spec.onRequest && !fixAll)) return undefined;
  const since = entry.replacementSince!;
  // The replacement must exist in every torch of the range; imports and prefixes of a name are left to the user.
  if (!atLeast(target.oldest, since) || !full || use.kind === 'import' || use.kind === 'assign') return undefined;
  // A name an assignment bound may hold something else by the time it is called (mmengine's
  // `scaler_type`): only the API written out, or imported, is rewritten.
  if (use.viaAlias) return undefined;
  // weights_only=True breaks a load of anything but tensors: added only where the result is a state dict.
  if (spec.onRequest && !use.intoStateDict) return undefined;
  const needsCall = spec.prependArgument !== undefined || spec.addKeyword !== undefined;
  const call = use.call;
  // Arguments can only be rewritten where the name is called.
  if (needsCall && (use.kind !== 'call' || call?.close === undefined)) return undefined;
  const edits: Edit[] = [];
  const said: string[] = [];
  if (spec.rename) {
    // The new name is written from its root module, which must mean that module here.
    if (spec.rename.split('.')[0] !== 'torch' || !use.torchBound) return undefined;
    edits.push({ start: use.start, end: use.end, text: spec.rename });
    said.push(`write ${spec.rename}`);
  }
  // The old signature's first parameters are not the new one's (`autocast(enabled, dtype)` against
  // `autocast(device_type, dtype, enabled)`): an argument passed by position would move to another.
  if (spec.prependArgument !== undefined && call?.positional) return undefined;
  if (spec.prependArgument !== undefined && call) {
    // Arguments that start on a later line keep their line: the new one ends the line of `(` with no space after its comma.
    const sep = call.firstArg >= 0 && loc.at(call.firstArg).line !== loc.at(call.open).line ? ',' : ', ';
    edits.push({
      start: call.open + 1,
      end: call.open + 1,
      text: call.args ? `${spec.prependArgument}${sep}` : spec.prependArgument,
    });
    said.push(`pass ${spec.prependArgument} first`);
  }
  if (spec.renameKeyword && call) {
    const at = call.keywordAt.get(spec.renameKeyword.from);
    if (at !== undefined) {
      edits.push({ start: at, end: at + spec.renameKeyword.from.length, text: spec.renameKeyword.to });
      said.push(`rename ${spec.renameKeyword.from}= to ${spec.renameKeyword.to}=`);
    }
  }
  if (spec.addKeyword && call?.close !== undefined) {
    if (use.starKwargs || call.keywordAt.has(spec.addKeyword.name)) return undefined;
    const sep = !call.args ? '' : call.trailingComma ? ' ' : ', ';
    edits.push({ start: call.close, end: call.close, text: `${sep}${spec.addKeyword.name}=${spec.addKeyword.value}` });
    said.push(`pass ${spec.addKeyword.name}=${spec.addKeyword.value}`);
  }
  if (!edits.length) return undefined;
  return {
    description: said.join(', ').replace(/^./, (c) => c.toUpperCase()),
    replacements: edits.map((e) => {
      const a = loc.at(e.start);
      const b = loc.at(e.end);
      return { location: { file, line: a.line, column: a.column, endLine: b.line, endColumn: b.column }, text: e.text };
    }),
  };
}
