// The platforms a pixi environment installs on: the workspace's list, narrowed by each of its
// features that lists its own, with where each list is written; none when nothing lists any.
import { describe, expect, it } from 'vitest';
import { environmentPlatforms } from '../../../../src/formats/pixi/environment.js';

const at = (line: number) => ({ file: 'pixi.toml', line });

describe('environmentPlatforms', () => {
  it('none when neither the workspace nor a feature lists platforms', () => {
    expect(environmentPlatforms(undefined, ['cuda'])).toBeUndefined();
    expect(environmentPlatforms({ other: { platforms: ['linux-64'], location: at(9) } }, ['cuda'])).toBeUndefined();
  });

  it('the workspace’s list, narrowed by each feature of the environment that lists its own', () => {
    const declared = {
      '': { platforms: ['linux-64', 'osx-arm64', 'win-64'], location: at(3) },
      cuda: { platforms: ['linux-64', 'win-64'], location: at(12) },
      docs: { platforms: ['osx-arm64'], location: at(20) },
    };
    expect(environmentPlatforms(declared, [])).toEqual({
      list: ['linux-64', 'osx-arm64', 'win-64'],
      where: 'pixi.toml:3',
    });
    expect(environmentPlatforms(declared, ['cuda'])).toEqual({
      list: ['linux-64', 'win-64'],
      where: 'pixi.toml:3 and pixi.toml:12',
    });
    expect(environmentPlatforms(declared, ['cuda', 'docs'])).toEqual({
      list: [],
      where: 'pixi.toml:3 and pixi.toml:12 and pixi.toml:20',
    });
  });
});
