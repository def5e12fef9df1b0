import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Builds the browser bundle with content-hashed names and writes the manifest the
// worker reads to link them. Always the production React build: this is what ships.
const outdir = 'public/static';

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await build({
  entryPoints: { entry: 'client/entry.tsx', app: 'client/styles/app.css' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  metafile: true,
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
});

const toUrl = (file: string) => '/' + path.relative('public', file).split(path.sep).join('/');
const outputs = Object.entries(result.metafile.outputs);
const entry = outputs.find(([, output]) => output.entryPoint === 'client/entry.tsx');
const css = outputs.find(([, output]) => output.entryPoint === 'client/styles/app.css');
if (!entry || !css) throw new Error('esbuild produced no entry or stylesheet');

const manifest = {
  entry: toUrl(entry[0]),
  preload: entry[1].imports
    .filter((item) => item.kind === 'import-statement')
    .map((item) => toUrl(item.path)),
  stylesheets: [toUrl(css[0])],
};
await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`client built: ${manifest.entry}`);
