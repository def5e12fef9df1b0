import { build } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuiltSeed, SeedSources } from '../studio/seed/build/build-seed.ts';

// Builds studio/seed/production.ndjson and studio/seed/images/ from studio/seed/source.
// `--check` only compares and fails when the committed seed is out of date.
// The build imports src files without extensions, which Node cannot resolve, so it is
// bundled first, into node_modules/.cache where its package imports (zod) resolve.
const root = path.resolve(import.meta.dirname, '..');
const seedDir = path.join(root, 'studio/seed');
const checkOnly = process.argv.includes('--check');

interface SeedModule {
  buildSeed(sources: SeedSources): BuiltSeed;
  readSeedSources(dir: string): Promise<SeedSources>;
}

const bundle = await build({
  stdin: {
    contents: `export { buildSeed } from './studio/seed/build/build-seed.ts';
export { readSeedSources } from './studio/seed/build/read-sources.ts';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  outfile: path.join(root, 'node_modules/.cache/content-seed/build.mjs'),
  format: 'esm',
  platform: 'node',
  packages: 'external',
  logLevel: 'error',
});
if (bundle.errors.length > 0) process.exit(1);
const seed = (await import(
  pathToFileURL(path.join(root, 'node_modules/.cache/content-seed/build.mjs')).href
)) as SeedModule;

const built = seed.buildSeed(await seed.readSeedSources(path.join(seedDir, 'source')));
const ndjsonPath = path.join(seedDir, 'production.ndjson');
const imagesDir = path.join(seedDir, 'images');

if (checkOnly) {
  const committed = await readFile(ndjsonPath, 'utf8').catch(() => '');
  const files = new Set(await readdir(imagesDir).catch(() => [] as string[]));
  const stale =
    committed !== built.ndjson ||
    built.images.some((image) => !files.has(image.fileName)) ||
    files.size !== built.images.length;
  if (stale) {
    console.error(
      'studio/seed is out of date with studio/seed/source: run `npm run seed:content`.',
    );
    process.exit(1);
  }
  console.log(
    `Seed up to date: ${built.documents.length} documents, ${built.images.length} images.`,
  );
} else {
  await writeFile(ndjsonPath, built.ndjson);
  await rm(imagesDir, { recursive: true, force: true });
  await mkdir(imagesDir, { recursive: true });
  for (const image of built.images)
    await writeFile(path.join(imagesDir, image.fileName), image.content);
  console.log(
    `Wrote ${built.documents.length} documents and ${built.images.length} images to studio/seed.`,
  );
}
