import { build } from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SOURCES } from '../client/app/page-sources.ts';

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

// The error-reporting scripts, each one bundle with no shared chunks: a page load takes one
// of them, and the one without tracing must not carry tracing code in a chunk shared with it.
const errorReporting = await build({
  entryPoints: {
    'sentry-errors': 'client/scripts/sentry-errors.ts',
    'sentry-traced': 'client/scripts/sentry-traced.ts',
  },
  outdir,
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
});
const errorScript = (source: string) => {
  const found = Object.entries(errorReporting.metafile.outputs).find(
    ([, output]) => output.entryPoint === source,
  );
  if (!found) throw new Error(`esbuild produced no bundle for ${source}`);
  return toUrl(found[0]);
};

const toUrl = (file: string) => '/' + path.relative('public', file).split(path.sep).join('/');
const outputs = Object.entries(result.metafile.outputs);
const entry = outputs.find(([, output]) => output.entryPoint === 'client/entry.tsx');
const css = outputs.find(([, output]) => output.entryPoint === 'client/styles/app.css');
if (!entry || !css) throw new Error('esbuild produced no entry or stylesheet');

const staticImports = (file: string) =>
  (result.metafile.outputs[file]?.imports ?? [])
    .filter((item) => item.kind === 'import-statement')
    .map((item) => item.path);
const preload = staticImports(entry[0]);

/** A page's chunk and the shared chunks it needs beyond what the entry already loads. */
function pageScripts(source: string): string[] {
  const chunk = outputs.find(([, output]) => output.entryPoint === source);
  if (!chunk)
    throw new Error(`${source} is listed in PAGE_SOURCES but is not a chunk of the build`);
  const files = [chunk[0], ...staticImports(chunk[0])];
  return files.filter((file) => file !== entry?.[0] && !preload.includes(file)).map(toUrl);
}

const manifest = {
  entry: toUrl(entry[0]),
  preload: preload.map(toUrl),
  stylesheets: [toUrl(css[0])],
  pages: Object.fromEntries(
    Object.entries(PAGE_SOURCES).map(([kind, source]) => [kind, pageScripts(source)]),
  ),
  errorReporting: {
    errors: errorScript('client/scripts/sentry-errors.ts'),
    traced: errorScript('client/scripts/sentry-traced.ts'),
  },
};
await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`client built: ${manifest.entry}`);
