import { parseFailOn, reachesThreshold } from '../../core/finding.js';
import { runCheck } from '../../app/check.js';
import { realProbeIo } from '../../probe/io.js';
import { list, parseFlags, parseFormat, str } from '../args.js';
import type { CliIo } from '../io.js';
import { printReport } from '../output.js';

const CHECK_HELP = `Usage: torch-preflight check [flags]

Will \`pip install torch…\` work on this machine (or the one described), and will that
torch run here? A value not given is probed from this machine; a value given is never probed.

Request:
  --torch SPEC            torch version or PEP 440 specifier: 2.9.0, 2.9, 2.9.0+cu128,
                          ">=2.5,<2.10", ~=2.8.0, ==2.9.*  (default: newest, as pip would)
  --index-url URL         wheel index: https://download.pytorch.org/whl/cu128, …/whl/test/cu130,
                          …/whl/nightly/cpu, …/torch_stable.html, a variant (cu128), or pypi
  --extra-index-url URL   another index pip also reads (repeatable)
  --torchvision SPEC      torchvision version or specifier
  --torchaudio SPEC       torchaudio version or specifier
  --requirements FILE     pin file, lock file or glob to read torch pins from (repeatable);
                          without --torch and --requirements, the usual pin files and lock
                          files (uv.lock, poetry.lock, pylock.toml, pixi.lock) here are read
  --base REF              compare the pins with this git ref: upgrade notes on changed pins
  --config FILE           extra or overriding rules (YAML/JSON, schema rules/schema.json)
Runner:
  --python VERSION        3.12, 3.12.4, 3.13t (free-threaded), pypy3.9 (skips the Python probe)
  --python-path EXE       interpreter to probe (default: $pythonLocation, python3, python)
  --os linux|macos|windows
  --os-version V          macOS version such as 14.5 (Linux/Windows: informational)
  --arch x64|arm64
  --glibc V               e.g. 2.28
  --driver V|none         NVIDIA driver, e.g. 570.124.06
  --gpu CC|none           GPU compute capability, 8.6 or sm_86 (repeatable)
  --amd-gpu GFX|none      AMD GPU gfx target, gfx1100 or gfx90a (repeatable; Linux: else read
                          from /sys/class/kfd)
  --intel-gpu ID|none     Intel GPU PCI device id, 0x56a0 (repeatable; Linux: else read from
                          /sys/class/drm)
  --container IMAGE       pip runs in this image (python:3.12-slim, nvidia/cuda:12.8.1-runtime-
                          ubuntu24.04, pytorch/pytorch:TAG): its Python and glibc, the host's GPU
Output:
  --format text|json|markdown|sarif|github   (default text)
  --fail-on error|warning|never              exit 1 at or above this severity (default error)

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 unusable input.
`;

export async function checkCommand(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseFlags('check', argv, {
    torch: { type: 'string' },
    'index-url': { type: 'string' },
    'extra-index-url': { type: 'string', multiple: true },
    torchvision: { type: 'string' },
    torchaudio: { type: 'string' },
    python: { type: 'string' },
    'python-path': { type: 'string' },
    os: { type: 'string' },
    'os-version': { type: 'string' },
    arch: { type: 'string' },
    glibc: { type: 'string' },
    driver: { type: 'string' },
    gpu: { type: 'string', multiple: true },
    'amd-gpu': { type: 'string', multiple: true },
    'intel-gpu': { type: 'string', multiple: true },
    container: { type: 'string' },
    requirements: { type: 'string', multiple: true },
    base: { type: 'string' },
    config: { type: 'string' },
    format: { type: 'string' },
    'fail-on': { type: 'string' },
  });
  if (values.help) {
    io.stdout(CHECK_HELP);
    return 0;
  }
  const format = parseFormat(str(values.format));
  const failOn = parseFailOn(str(values['fail-on']));
  // A flag not given stays undefined, which everything downstream reads as "probe it".
  const result = await runCheck(
    {
      request: {
        torch: str(values.torch),
        indexUrl: str(values['index-url']),
        extraIndexUrls: list(values['extra-index-url']),
        torchvision: str(values.torchvision),
        torchaudio: str(values.torchaudio),
      },
      overrides: {
        python: str(values.python),
        pythonPath: str(values['python-path']),
        os: str(values.os),
        osVersion: str(values['os-version']),
        arch: str(values.arch),
        glibc: str(values.glibc),
        driver: str(values.driver),
        gpus: list(values.gpu),
        amdGpus: list(values['amd-gpu']),
        intelGpus: list(values['intel-gpu']),
      },
      config: str(values.config),
      requirements: list(values.requirements),
      base: str(values.base),
      ...(str(values.container) ? { container: str(values.container)! } : {}),
      cwd: io.cwd,
    },
    realProbeIo(io.env),
  );
  await printReport(result.report, format, io);
  return reachesThreshold(result.report.findings, failOn) ? 1 : 0;
}
