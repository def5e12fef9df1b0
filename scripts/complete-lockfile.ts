import { readFile, writeFile } from 'node:fs/promises';

// The registry this project is built against serves workerd's binaries for Linux only,
// so npm leaves the macOS and Windows packages out of package-lock.json, and `npm ci`
// then refuses the lockfile ("Missing: @cloudflare/workerd-darwin-64@ from lock file").
// This restores the entries a full registry would have written. They are optional and
// platform-bound, so npm never fetches them on Linux. `npm run lockfile` after changing
// dependencies; `--check` (part of `npm run lint`) fails when entries are missing.

const checkOnly = process.argv.includes('--check');

const PLATFORMS: Record<string, { os: string; cpu: string }> = {
  'darwin-64': { os: 'darwin', cpu: 'x64' },
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'linux-64': { os: 'linux', cpu: 'x64' },
  'linux-arm64': { os: 'linux', cpu: 'arm64' },
  'windows-64': { os: 'win32', cpu: 'x64' },
};

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
  if (!key.endsWith('node_modules/workerd') || !entry.optionalDependencies) continue;
  const base = key.slice(0, -'workerd'.length);
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const platform = PLATFORMS[name.replace('@cloudflare/workerd-', '')];
    const location = `${base}${name}`;
    if (!platform || lock.packages[location]) continue;
    lock.packages[location] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      license: 'Apache-2.0',
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      engines: { node: '>=16' },
    };
    added++;
  }
}

if (checkOnly) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} workerd platform entries: run "npm run lockfile".`,
    );
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
console.log(
  `package-lock.json: added ${added} platform entr${added === 1 ? 'y' : 'ies'} for workerd`,
);
