/**
 * The deliberate narrowings: where our answer differs from the reference implementation's on
 * purpose, and why. docs/standards.md lists each one (a test holds the two lists equal); the
 * suites count the cases each one decides.
 */

export const SPECIFIER_NARROWINGS = {
  'pre-release-default':
    'A pre-release matches a specifier only when pre-releases are allowed or a clause names one, as pip chooses among candidates (and packaging did before 26.0). packaging 26 lets a lone pre-release match when nothing else is asked, and its `filter()` falls back to pre-releases when no final release matches; the tool always asks about one release among others.',
  'bare-version':
    'A bare version is read as `==` (`2.9.0` as `==2.9.0`, `2.9` as `==2.9.*`): users write `torch: 2.9.0` in a matrix or an input.',
};

export const MARKER_NARROWINGS = {
  'unknown-variable':
    'A variable PEP 508 does not define is read and leaves the marker undecided (reported as such), where packaging refuses the marker: a tool that meets a new variable should say so, not call the file broken.',
  'selection-always-set':
    "`extras` and `dependency_groups` always have a value, what is being installed (empty unless selected; a pylock.toml's default-groups when no group is), where packaging defines them only when evaluating a lock file and raises elsewhere.",
};

export const REQUIREMENT_NARROWINGS = {
  'torch-family':
    "Requirements are read for the packages the tool judges (torch, torchvision, torchaudio): the suite renames every requirement to torch, keeping the rest of the text; other names are recognised and not validated (their syntax is pip's business).",
  'unknown-variable': MARKER_NARROWINGS['unknown-variable'],
};

export const ALL_NARROWINGS: Record<string, string> = {
  ...SPECIFIER_NARROWINGS,
  ...MARKER_NARROWINGS,
  ...REQUIREMENT_NARROWINGS,
};

/** Tag questions the tool cannot be asked: what the runner's probe does not report. */
export const TAG_NOT_MODELLED = {
  cpu: 'A CPU other than x86_64 and arm64/aarch64 (i386, ppc, armv7l, s390x, riscv), or a 32-bit interpreter on a 64-bit host: torch ships wheels for neither.',
  abi: "An ABI list of the test's own rather than the interpreter's: debug builds (`cp311d`), CPython before 3.8 built without pymalloc, 3.0–3.2's wide-unicode flags. The tool derives the ABI from the version and free-threading (`cp312`, `cp313t`, `cp37m`).",
  python: 'Python 2, or a major-only version (`(3,)`).',
  interpreter:
    'An interpreter other than CPython (generic_tags: PyPy, GraalPy and invented ones); the tool refuses `cp` wheels there and knows no other ABI.',
  hook: 'A result a test changed with a hook (a patched `_is_compatible`, the `_manylinux` module override, a patched generator): what the tool sees instead is the probed glibc.',
};
