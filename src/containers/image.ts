/**
 * A container image reference → what it means for installing torch: the image's OS, C library,
 * glibc and Python (and, for pytorch/pytorch, the torch already in it). Read from the tag by
 * the grammar each known repository uses; an image the catalog does not know is said, never
 * guessed.
 */
import type { Catalog, Distro, ImageFamily } from '../catalog/schema.js';

export interface ImageRef {
  registry?: string;
  repository: string;
  /** '' when only a digest names the image. */
  tag: string;
  digest?: string;
}

/** `ghcr.io/org/img:tag@sha256:…`, `python:3.12-slim`, `python` (tag latest); undefined when malformed. */
export function parseImageRef(text: string): ImageRef | undefined {
  const t = text.trim().replace(/^docker:\/\//, '');
  if (!t || /\s/.test(t) || t.length > 512) return undefined;
  const [beforeDigest, digest] = t.split('@', 2) as [string, string | undefined];
  if (digest !== undefined && !/^[a-z0-9]+:[a-f0-9]{32,}$/i.test(digest)) return undefined;
  const slash = beforeDigest.lastIndexOf('/');
  const colon = beforeDigest.lastIndexOf(':');
  // No tag means `latest`, except beside a digest: then the tag is not known ('').
  const [name, tag] =
    colon > slash
      ? [beforeDigest.slice(0, colon), beforeDigest.slice(colon + 1)]
      : [beforeDigest, digest ? '' : 'latest'];
  if (tag !== '' && !/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(tag)) return undefined;
  const parts = name.split('/');
  if (parts.some((p) => !/^[a-z0-9]+(?:[._-][a-z0-9]+)*(?::\d+)?$/.test(p))) return undefined;
  // The first part is a registry when it looks like a host (a dot, a port, or localhost).
  const registry = parts.length > 1 && /[.:]|^localhost$/.test(parts[0]!) ? parts.shift() : undefined;
  let repository = parts.join('/');
  if (
    (registry === undefined || registry === 'docker.io' || registry === 'index.docker.io') &&
    repository.startsWith('library/')
  )
    repository = repository.slice('library/'.length);
  return {
    ...(registry && registry !== 'docker.io' && registry !== 'index.docker.io' ? { registry } : {}),
    repository,
    tag,
    ...(digest ? { digest } : {}),
  };
}

export interface ContainerFacts {
  image: string;
  os: 'linux' | 'windows';
  distro?: Distro;
  libc?: 'glibc' | 'musl';
  glibc?: string;
  /** The image's Python (`3.12`, `3.12.4`); undefined when the image has none the tag names. */
  python?: string;
  /** CUDA toolkit in the image (nvidia/cuda, pytorch/pytorch). */
  cuda?: string;
  /** torch already installed in the image (pytorch/pytorch): version and build. */
  torch?: { version: string; variant: string };
  /** Why the image's facts are not known; undefined when they are. */
  unknown?: string;
  /** A fact about the image rests on an uncertain catalog entry. */
  uncertain: boolean;
  sources: string[];
}

// NVIDIA's CUDA images publish under nvcr.io as well as Docker Hub.
const ALIASES: Record<string, string> = { 'nvcr.io/nvidia/cuda': 'nvidia/cuda' };

function familyOf(ref: ImageRef, catalog: Catalog): ImageFamily | undefined {
  const full = ref.registry ? `${ref.registry}/${ref.repository}` : ref.repository;
  const repo = ALIASES[full] ?? (ref.registry ? undefined : ref.repository);
  return repo === undefined ? undefined : catalog.images.find((i) => i.repository === repo);
}

function distroByWord(word: string, catalog: Catalog): Distro | undefined {
  const w = word.toLowerCase();
  // `alpine3.20` names Alpine like `alpine`.
  return catalog.distros.find((d) => d.words.some((x) => x === w || (x === 'alpine' && /^alpine\d+(\.\d+)*$/.test(w))));
}

const unknownFacts = (image: string, why: string): ContainerFacts => ({
  image,
  os: 'linux',
  unknown: why,
  uncertain: false,
  sources: [],
});

function withDistro(
  base: Omit<ContainerFacts, 'uncertain' | 'sources'>,
  family: ImageFamily,
  distro: Distro | undefined,
): ContainerFacts {
  return {
    ...base,
    ...(distro ? { distro, libc: distro.libc, ...(distro.glibc ? { glibc: distro.glibc } : {}) } : {}),
    uncertain: family.confidence === 'uncertain' || distro?.confidence === 'uncertain',
    sources: [family.source, ...(distro ? [distro.source] : [])],
  };
}

function pythonImage(image: string, tag: string, family: ImageFamily, catalog: Catalog): ContainerFacts {
  const words = tag.toLowerCase().split('-');
  let python: string | undefined;
  if (/^\d+(\.\d+){0,2}$/.test(words[0]!)) python = words.shift()!;
  else if (words[0] === 'latest') words.shift();
  if (python === undefined || python === '3') python = family.latestPython;
  if (words.some((w) => /^(windowsservercore|nanoserver)/.test(w))) {
    return { image, os: 'windows', ...(python ? { python } : {}), uncertain: false, sources: [family.source] };
  }
  const named = words.map((w) => distroByWord(w, catalog)).find(Boolean);
  const unknownWord = words.find((w) => w !== 'slim' && w !== 'rc' && !distroByWord(w, catalog));
  if (unknownWord)
    return unknownFacts(image, `the tag word ${JSON.stringify(unknownWord)} is not one the python image uses`);
  const distro = named ?? catalog.distros.find((d) => d.id === family.defaultDistro);
  return withDistro({ image, os: 'linux', ...(python ? { python } : {}) }, family, distro);
}

function cudaImage(image: string, tag: string, family: ImageFamily, catalog: Catalog): ContainerFacts {
  const m = /^(\d+\.\d+(?:\.\d+)?)-(?:cudnn\d*-)?(?:base|runtime|devel)(?:-cudnn\d*)?-([a-z0-9.]+)$/i.exec(tag);
  if (!m) return unknownFacts(image, 'its tag is not CUDA-flavour-OS (such as 12.4.1-cudnn-runtime-ubuntu22.04)');
  const distro = distroByWord(m[2]!, catalog);
  if (!distro) return unknownFacts(image, `the OS ${JSON.stringify(m[2])} is not in the catalog`);
  return withDistro({ image, os: 'linux', cuda: m[1]! }, family, distro);
}

function pytorchImage(image: string, tag: string, family: ImageFamily, catalog: Catalog): ContainerFacts {
  const m = /^(\d+\.\d+\.\d+)-cuda(\d+)\.(\d+)-cudnn\d+-(?:runtime|devel)$/.exec(tag);
  if (!m)
    return unknownFacts(
      image,
      'its tag is not TORCH-cudaX.Y-cudnnN-runtime|devel (a moving tag such as latest is not guessed)',
    );
  const distro = catalog.distros.find((d) => d.id === family.defaultDistro);
  const variant = `cu${m[2]}${m[3]}`;
  return withDistro(
    {
      image,
      os: 'linux',
      cuda: `${m[2]}.${m[3]}`,
      torch: { version: m[1]!, variant },
      ...(family.python ? { python: family.python } : {}),
    },
    family,
    distro,
  );
}

export function containerFacts(image: string, catalog: Catalog): ContainerFacts {
  const ref = parseImageRef(image);
  if (!ref) return unknownFacts(image, 'it is not an image reference');
  if (ref.tag === '') return unknownFacts(image, 'a digest alone does not say which tag it was');
  const family = familyOf(ref, catalog);
  if (!family)
    return unknownFacts(
      image,
      `${ref.registry ? `${ref.registry}/` : ''}${ref.repository} is not an image the catalog knows (python, nvidia/cuda, pytorch/pytorch)`,
    );
  if (family.kind === 'python') return pythonImage(image, ref.tag, family, catalog);
  if (family.kind === 'nvidia-cuda') return cudaImage(image, ref.tag, family, catalog);
  return pytorchImage(image, ref.tag, family, catalog);
}

/** `python:3.12-slim: Debian 13 (trixie), glibc 2.41, Python 3.12` */
export function describeContainer(f: ContainerFacts): string {
  if (f.unknown) return `${f.image} (not known: ${f.unknown})`;
  const parts = [
    f.os === 'windows' ? 'Windows container' : f.distro?.label,
    f.glibc ? `glibc ${f.glibc}` : f.libc === 'musl' ? 'musl' : undefined,
    f.python ? `Python ${f.python}` : 'no Python',
    f.cuda ? `CUDA ${f.cuda}` : undefined,
    f.torch ? `torch ${f.torch.version}+${f.torch.variant} preinstalled` : undefined,
  ];
  return `${f.image}: ${parts.filter(Boolean).join(', ')}`;
}
