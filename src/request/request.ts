/** Builds the Request from what the user wrote (flags, inputs, pins). */
import type { Location } from '../core/finding.js';
import type { CondaBuild, Request } from '../core/model.js';
import { parseSpecifier } from '../packaging/pep440.js';
import { parseIndexUrl } from './index-url.js';

export interface RequestInput {
  torch?: string;
  torchLocation?: Location;
  indexUrl?: string;
  extraIndexUrls?: string[];
  torchvision?: string;
  torchaudio?: string;
  pre?: boolean;
  /** A conda build (pixi.lock, an environment file) rather than pip's pick from an index. */
  conda?: CondaBuild;
}

export function buildRequest(i: RequestInput): Request {
  const index = parseIndexUrl(i.indexUrl);
  const extra = (i.extraIndexUrls ?? []).filter((u) => u.trim()).map(parseIndexUrl);
  const tv = i.torchvision?.trim() ? parseSpecifier(i.torchvision, 'torchvision specifier') : undefined;
  const ta = i.torchaudio?.trim() ? parseSpecifier(i.torchaudio, 'torchaudio specifier') : undefined;
  return {
    torch: parseSpecifier(i.torch ?? '', 'torch version'),
    ...(i.torchLocation ? { torchLocation: i.torchLocation } : {}),
    index,
    ...(extra.length ? { extraIndexes: extra } : {}),
    ...(tv ? { torchvision: tv } : {}),
    ...(ta ? { torchaudio: ta } : {}),
    ...(i.pre ? { pre: true } : {}),
    ...(i.conda ? { conda: i.conda } : {}),
  };
}
