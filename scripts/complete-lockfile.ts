import { readFile, writeFile } from 'node:fs/promises';

// The registry this project is built against serves some native packages' binaries for Linux
// only (workerd's, unrs-resolver's), so npm leaves the other platforms' packages out of
// package-lock.json, and `npm ci` then refuses the lockfile ("Missing: … from lock file").
// This restores the entries a full registry would have written. They are optional and
// platform-bound, so npm never fetches them on a machine they are not for. `npm run lockfile`
// after changing dependencies; `--check` (part of `npm run lint`) fails when entries are missing.

const checkOnly = process.argv.includes('--check');

/** Packages whose optional dependencies are per-platform binaries, and their name prefixes. */
const PLATFORM_PACKAGES = ['@cloudflare/workerd-', '@unrs/resolver-binding-'];

const OS: Record<string, string> = {
  android: 'android',
  darwin: 'darwin',
  freebsd: 'freebsd',
  linux: 'linux',
  openharmony: 'openharmony',
  win32: 'win32',
  windows: 'win32',
  wasm32: 'wasm32',
};
const CPU: Record<string, string> = {
  arm: 'arm',
  arm64: 'arm64',
  x64: 'x64',
  '64': 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasi: 'wasm32',
};

/** `linux-arm64-musl` → os linux, cpu arm64, libc musl; undefined for anything else. */
function platformOf(suffix: string): { os: string; cpu: string; libc?: string } | undefined {
  const [os = '', cpu = '', abi = ''] = suffix.split('-');
  if (!OS[os] || !CPU[cpu]) return undefined;
  const libc = abi.startsWith('gnu') ? 'glibc' : abi.startsWith('musl') ? 'musl' : undefined;
  return { os: OS[os], cpu: CPU[cpu], ...(libc ? { libc } : {}) };
}

interface LockEntry {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const path = 'package-lock.json';
const lock = JSON.parse(await readFile(path, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;

for (const [key, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  const base = key.slice(0, key.lastIndexOf('node_modules/') + 'node_modules/'.length);
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const prefix = PLATFORM_PACKAGES.find((candidate) => name.startsWith(candidate));
    const platform = prefix ? platformOf(name.slice(prefix.length)) : undefined;
    const location = `${base}${name}`;
    if (!platform || lock.packages[location]) continue;
    lock.packages[location] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
    };
    added++;
  }
}

if (checkOnly) {
  if (added > 0) {
    console.error(`package-lock.json lacks ${added} platform entries: run "npm run lockfile".`);
    process.exit(1);
  }
  process.exit(0);
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
await writeFile(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: added ${added} platform entr${added === 1 ? 'y' : 'ies'}`);
