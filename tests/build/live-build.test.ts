import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const outdirs: string[] = [];

/** The worker as `wrangler deploy` would upload it, with the given extra arguments. */
async function build(args: string[]) {
  const outdir = await mkdtemp(path.join(tmpdir(), 'worker-build-'));
  outdirs.push(outdir);
  await run(
    path.resolve('node_modules/.bin/wrangler'),
    ['deploy', '--dry-run', '--outdir', outdir, ...args],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_ENV: 'production' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const files = await readdir(outdir);
  const code = await readFile(path.join(outdir, 'index.js'), 'utf8');
  // esbuild marks each bundled module with a comment naming its file.
  const localModules = code.match(/^\/\/ src\/local\/\S+/gm) ?? [];
  return { files, localModules };
}

afterAll(async () => {
  await Promise.all(outdirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the build npm run deploy uploads', () => {
  it('carries no embedded service and no content seed; the embedded build carries both', async () => {
    const live = await build(['--define', 'EMBEDDED_SERVICES_IN_BUILD:false']);
    expect(live.files.filter((file) => file.endsWith('.ndjson'))).toEqual([]);
    // Only what a live build names without running it: two constants and a small adapter.
    expect(live.localModules.sort()).toEqual([
      '// src/local/checkout-api/fixtures/shipping-methods.ts',
      '// src/local/content-lake/lake-address.ts',
      '// src/local/search-engine/in-process-requester.ts',
    ]);

    const embedded = await build([]);
    expect(embedded.files.some((file) => file.endsWith('-production.ndjson'))).toBe(true);
    expect(embedded.localModules).toContain('// src/local/checkout-api/checkout-api-app.ts');
    expect(embedded.localModules).toContain('// src/local/search-engine/embedded-engine.ts');
  }, 120_000);
});
