// Which wheel an installer takes, held to the tags pypa/packaging generates for the arguments
// its own tests/test_tags.py passes (recorded at the commit the fixtures README names). The
// tool answers one question per wheel ("would the installer take it here?"), so each generated
// list becomes many cases: every tag near it, taken exactly when the list holds it.
import { describe, expect, it } from 'vitest';
import { parseWheelFile, wheelFits, type TagTarget } from '../../../src/packaging/tags.js';
import { TAG_NOT_MODELLED } from '../../reference-narrowings.js';
import { casesOf, fixture, Tally, type RefTest } from '../../reference-tally.js';

interface TagRecord {
  test: string;
  function: string;
  args: unknown[];
  kwargs: Record<string, unknown>;
  result: (string | string[])[];
  context?: { sysconfig_platform: string; glibc?: [number, number] };
  hooked?: boolean;
}
const data = fixture<{ records: TagRecord[]; tables: Record<string, RefTest> }>('packaging/tags.json');

const LINUX_PLATFORM = 'manylinux_2_28_x86_64';
/** packaging's placeholder platforms stand for a real one, on a Linux x86_64 glibc 2.28 runner. */
const realPlatform = (p: string) => (p === 'any' ? 'any' : LINUX_PLATFORM);
const cpython = (minor: number, freeThreaded = false): NonNullable<TagTarget['python']> => ({
  major: 3,
  minor,
  implementation: 'cpython',
  freeThreaded,
});
const linux = (minor: number, freeThreaded = false): TagTarget => ({
  os: 'linux',
  arch: 'x64',
  python: cpython(minor, freeThreaded),
  libc: 'glibc',
  glibc: '2.28',
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Asks the tool about one tag; `want` is whether packaging's list holds it. */
function ask(tally: Tally, rec: TagRecord, tag: string, target: TagTarget, want: boolean): void {
  const w = parseWheelFile(`x-1.0-${tag}.whl`);
  const got = w ? wheelFits(w, target).fits : 'not a wheel name';
  tally.check(`${rec.test} ${rec.function} ${JSON.stringify(rec.args)}: ${tag}`, got, want);
}

const arg = (rec: TagRecord, i: number, name: string) => rec.args[i] ?? rec.kwargs[name];
const tagText = (t: string | string[]) => (Array.isArray(t) ? t.join('-') : t);

function cpythonTags(rec: TagRecord, tally: Tally): void {
  const [major, minor] = arg(rec, 0, 'python_version') as number[];
  const abis = arg(rec, 1, 'abis') as string[];
  const platforms = arg(rec, 2, 'platforms') as string[];
  if (major !== 3 || minor === undefined) return void rec.result.forEach(() => tally.notModel('python'));
  const ft = abis.some((a) => /^cp\d+t$/.test(a));
  // The interpreter's own ABI as the tool derives it; a test's own list (debug, no pymalloc) is not one.
  const own = `cp3${minor}${ft ? 't' : ''}${minor < 8 ? 'm' : ''}`;
  const interpreterAbis = abis.filter((a) => !['abi3', 'abi3t', 'none'].includes(a));
  if (interpreterAbis.length !== 1 || interpreterAbis[0] !== own)
    return void rec.result.forEach(() => tally.notModel('abi'));
  const held = new Set(rec.result.map((t) => tagText([t[0]!, t[1]!, realPlatform(t[2]!)])));
  for (const y of range(0, minor + 1))
    for (const abi of [`cp3${y}`, `cp3${y}t`, `cp3${y}m`, `cp3${y}d`, 'abi3', 'abi3t', 'none'])
      for (const p of new Set(platforms.map(realPlatform))) {
        const tag = `cp3${y}-${abi}-${p}`;
        ask(tally, rec, tag, linux(minor, ft), held.has(tag));
      }
}

function pythonTags(rec: TagRecord, tally: Tally, platforms: string[]): void {
  const [major, minor] = arg(rec, 0, 'python_version') as number[];
  if (major !== 3 || minor === undefined) return void rec.result.forEach(() => tally.notModel('python'));
  const interpreter = arg(rec, 1, 'interpreter') as string | undefined;
  if (interpreter !== undefined && interpreter !== `cp3${minor}`)
    return void rec.result.forEach(() => tally.notModel('abi'));
  const held = new Set(rec.result.map((t) => tagText([t[0]!, t[1]!, realPlatform(t[2]!)])));
  const plats = [...new Set([...platforms.map(realPlatform), 'any'])];
  for (const p of plats)
    for (const py of ['py3', ...range(0, minor + 1).map((y) => `py3${y}`)])
      for (const abi of ['none', 'abi3'])
        ask(tally, rec, `${py}-${abi}-${p}`, linux(minor), held.has(`${py}-${abi}-${p}`));
  if (interpreter)
    for (const y of range(0, minor + 1))
      ask(tally, rec, `cp3${y}-none-any`, linux(minor), held.has(`cp3${y}-none-any`));
}

const MAC_FORMATS = [
  'arm64',
  'x86_64',
  'intel',
  'fat64',
  'fat3',
  'fat32',
  'fat',
  'universal',
  'universal2',
  'i386',
  'ppc',
  'ppc64',
];
const MAC_ARCH: Record<string, TagTarget['arch']> = { x86_64: 'x64', arm64: 'arm64' };
const mac = (arch: TagTarget['arch'], version: number[]): TagTarget => ({
  os: 'macos',
  arch,
  python: cpython(12),
  macos: version.join('.'),
});

function macPlatforms(rec: TagRecord, tally: Tally): void {
  const version = arg(rec, 0, 'version') as number[];
  const arch = MAC_ARCH[String(arg(rec, 1, 'arch'))];
  if (!arch) return void rec.result.forEach(() => tally.notModel('cpu'));
  const held = new Set(rec.result as string[]);
  const [major = 10, minor = 0] = version;
  for (const maj of range(10, Math.max(major, 10) + 1))
    for (const min of maj === 10 ? range(0, 17) : range(0, maj === major ? minor + 1 : 1))
      for (const f of MAC_FORMATS) {
        const plat = `macosx_${maj}_${min}_${f}`;
        ask(tally, rec, `cp312-cp312-${plat}`, mac(arch, version), held.has(plat));
      }
}

function macBinaryFormats(rec: TagRecord, tally: Tally): void {
  const [major = 10, minor = 0] = rec.args[0] as number[];
  const arch = MAC_ARCH[String(rec.args[1])];
  if (!arch) return void MAC_FORMATS.forEach(() => tally.notModel('cpu'));
  // The formats of one macOS version: a tag at that version (11 on: its N_0), asked on it.
  for (const f of MAC_FORMATS) {
    const plat = `macosx_${major}_${major >= 11 ? 0 : minor}_${f}`;
    ask(tally, rec, `cp312-cp312-${plat}`, mac(arch, [major, minor]), (rec.result as string[]).includes(f));
  }
}

function linuxPlatforms(rec: TagRecord, tally: Tally): void {
  const arch = rec.context!.sysconfig_platform.replace(/^linux[-_]/, '');
  const glibc = rec.context!.glibc;
  if (rec.kwargs.is_32bit || !['x86_64', 'aarch64'].includes(arch) || !glibc)
    return void rec.result.forEach(() => tally.notModel('cpu'));
  if (rec.hooked) return void rec.result.forEach(() => tally.notModel('hook'));
  const held = new Set(rec.result as string[]);
  const target: TagTarget = {
    os: 'linux',
    arch: arch === 'x86_64' ? 'x64' : 'arm64',
    python: cpython(12),
    libc: 'glibc',
    glibc: glibc.join('.'),
  };
  const [gMajor, gMinor] = glibc;
  for (const a of ['x86_64', 'aarch64']) {
    const plats = [
      ...range(0, gMinor + 1).map((m) => `manylinux_${gMajor}_${m}_${a}`),
      ...(gMajor > 2 ? range(0, 51).map((m) => `manylinux_2_${m}_${a}`) : []),
      ...['manylinux1', 'manylinux2010', 'manylinux2014'].map((l) => `${l}_${a}`),
      `linux_${a}`,
      `musllinux_1_2_${a}`,
    ];
    for (const p of plats) ask(tally, rec, `cp312-cp312-${p}`, target, held.has(p));
  }
}

function parseTag(rec: TagRecord, tally: Tally): void {
  const w = parseWheelFile(`x-1.0-${String(rec.args[0])}.whl`);
  const got = w && w.python.flatMap((p) => w.abi.flatMap((a) => w.platform.map((pl) => `${p}-${a}-${pl}`))).sort();
  tally.check(`${rec.test} parse_tag ${String(rec.args[0])}`, got, rec.result.map(tagText).sort());
}

const RECORDS: Record<string, (rec: TagRecord, tally: Tally) => void> = {
  cpython_tags: cpythonTags,
  compatible_tags: (r, t) => pythonTags(r, t, arg(r, 2, 'platforms') as string[]),
  pure_python_tags: (r, t) => pythonTags(r, t, []),
  mac_platforms: macPlatforms,
  _mac_binary_formats: macBinaryFormats,
  _linux_platforms: linuxPlatforms,
  parse_tag: parseTag,
  generic_tags: (r, t) => r.result.forEach(() => t.notModel('interpreter')),
};

const tagValid = (tally: Tally, name: string, tag: string, want: boolean) =>
  tally.check(`${name} ${tag}`, parseWheelFile(`x-1.0-${tag}.whl`) !== undefined, want);

const TABLES: Record<string, (c: Record<string, unknown>, tally: Tally, name: string) => void> = {
  'TestParseTag.test_empty_component_raises': (c, t, n) => tagValid(t, n, String(c.tag), false),
  'TestParseTag.test_invalid_interpreter_raises': (c, t, n) => tagValid(t, n, String(c.tag), false),
  'TestParseTag.test_invalid_component_count_raises': (c, t, n) => tagValid(t, n, String(c.tag), false),
  'TestParseTag.test_identifier_interpreter_is_valid': (c, t, n) =>
    tagValid(t, n, `${String(c.interpreter)}-none-any`, true),
  // With pymalloc (the default, or unknown) CPython before 3.8 has the `m` ABI; without it, none.
  'TestCPythonABI.test_pymalloc': (c, t, n) => {
    const [, minor] = c.version as number[];
    if (c.pymalloc === 0) return t.notModel('abi');
    const tag = `cp3${minor}-cp3${minor}m-${LINUX_PLATFORM}`;
    t.check(`${n} ${tag}`, wheelFits(parseWheelFile(`x-1.0-${tag}.whl`)!, linux(minor!)).fits === true, c.result);
  },
};
const HOST = 'the running interpreter, host or module hooks (what the probe reports instead)';
const TABLES_NOT_APPLICABLE: Record<string, string> = {
  'TestInterpreterVersion.test_sys_version_info': HOST,
  'TestMacOSPlatforms.test_architectures': HOST,
  'TestMacOSPlatforms.test_binary_formats': 'run from the recorded _mac_binary_formats calls (the same arguments)',
  'TestMacOSPlatforms.test_arch_detection': HOST,
  'TestMacOSPlatforms.test_macos_11': 'run from the recorded mac_platforms calls (the same arguments)',
  'TestManylinuxPlatform.test_linux_platforms_32_64bit_on_64bit_os': 'run from the recorded _linux_platforms calls',
  'TestManylinuxPlatform.test_linux_platforms_manylinux2014_armhf_abi': 'run from the recorded _linux_platforms calls',
  'TestManylinuxPlatform.test_linux_platforms_musllinux': 'run from the recorded _linux_platforms calls',
  'TestManylinuxPlatform.test_linux_platforms_not_manylinux_abi': 'run from the recorded _linux_platforms calls',
  test_platform_tags: HOST,
  'TestCPythonABI.test_debug': HOST,
  'TestCPythonABI.test__debug_cp38': HOST,
  'TestCPythonABI.test_wide_unicode': HOST,
  'TestCPythonTags.test_skip_redundant_abis': 'run from the recorded cpython_tags calls',
  'TestGenericTags.test__generic_abi_error': HOST,
  'TestGenericTags.test__generic_abi_cpython_missing_version': HOST,
  'TestGenericTags.test_abi_unspecified': 'run from the recorded generic_tags calls',
  'TestSysTags.test_interpreter_name': HOST,
  'TestSysTags.test_linux_platforms_not_manylinux_abi': 'run from the recorded _linux_platforms calls',
  'TestSysTags.test_linux_use_manylinux_compatible': 'run from the recorded _linux_platforms calls',
  'TestBitness.test_32bit_interpreter': HOST,
  test_pickle_tag_roundtrip: 'pickling',
  test_create_compatible_tags_selector: 'ordering a list of tags by preference (the tool ranks none)',
};

describe('pypa/packaging tests/test_tags.py', () => {
  it('every recorded tag list and table agrees with which wheels we take, what is not modelled aside', () => {
    const tally = new Tally('packaging test_tags.py', {});
    for (const rec of data.records) {
      const run = RECORDS[rec.function];
      if (run) run(rec, tally);
      else tally.unmapped.push(`${rec.test} ${rec.function}`);
    }
    for (const [name, t] of Object.entries(data.tables)) {
      if (TABLES_NOT_APPLICABLE[name]) tally.skip(name, TABLES_NOT_APPLICABLE[name]);
      else if (TABLES[name]) for (const c of casesOf(t)) TABLES[name](c, tally, name);
      else tally.unmapped.push(name);
    }
    tally.report();
    for (const reason of tally.notModelled.keys()) expect(Object.keys(TAG_NOT_MODELLED)).toContain(reason);
    expect(tally.unmapped).toEqual([]);
    expect(tally.disagreements).toEqual([]);
  });
});
