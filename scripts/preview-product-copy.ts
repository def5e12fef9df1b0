import { build } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Prints one language's seed product texts for a sample of products and lists problems:
// `node scripts/preview-product-copy.ts pl`. Bundled first, as the seed build is, because
// the generator imports src files without extensions.
const code = process.argv[2];
if (!code || !/^[a-z]{2}$/.test(code)) throw new Error('usage: preview-product-copy.ts <language>');
const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, 'node_modules/.cache/product-copy/preview.mjs');
await build({
  entryPoints: [path.join(root, 'seed/catalogue/product-copy/preview-copy.ts')],
  bundle: true,
  outfile,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  logLevel: 'error',
});
const { previewCopy } = (await import(pathToFileURL(outfile).href)) as {
  previewCopy(code: string): Promise<{ report: string; problems: number }>;
};
const { report, problems } = await previewCopy(code);
console.log(report);
process.exitCode = problems > 0 ? 1 : 0;
