import { build } from 'esbuild';
import { rolldown, type OutputChunk } from 'rolldown';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { PAGE_SOURCES, WHOLE_PAGE_KINDS } from '../client/app/page-sources.ts';
import { EN } from '../src/i18n/dictionaries/en.ts';
import { wordsInSource } from '../src/i18n/words-in-source.ts';

// Builds the browser bundle with content-hashed names and writes the manifest the
// worker reads to link them. Always the production React build: this is what ships.
const outdir = 'public/static';

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

// The stylesheet, on its own.
const styles = await build({
  entryPoints: { app: 'client/styles/app.css' },
  outdir,
  bundle: true,
  minify: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  logLevel: 'warning',
});

// The app's JavaScript. Everything the entry needs at once (React, Jotai, the islands every
// page hydrates at once) is one chunk: gzip packs one file better than many small ones, and
// the browser asks once. Islands hydrated on a touch, page views and dialogs are chunks of
// their own that import from it.
const bundle = await rolldown({
  input: { entry: 'client/entry.tsx' },
  platform: 'browser',
  transform: {
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: { runtime: 'automatic' },
  },
  logLevel: 'warn',
  onLog(level, log, report) {
    // Jotai marks its React hooks 'use client' for server-component frameworks; here every
    // module bundled for the browser is client code already.
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
    report(level, log);
  },
});
const { output } = await bundle.write({
  dir: outdir,
  format: 'esm',
  minify: true,
  comments: { legal: false },
  entryFileNames: '[name]-[hash].js',
  chunkFileNames: 'chunk-[hash].js',
  hashCharacters: 'base36',
  codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
});
await bundle.close();
const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');

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
const chunkUrl = (chunk: OutputChunk) => `/${path.posix.join('static', chunk.fileName)}`;
const entry = chunks.find((chunk) => chunk.isEntry);
const css = Object.entries(styles.metafile.outputs).find(
  ([, output]) => output.entryPoint === 'client/styles/app.css',
);
if (!entry || !css) throw new Error('the build produced no entry or stylesheet');

const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
/** A chunk and every chunk it imports statically, however deep. */
function withStaticImports(chunk: OutputChunk, found = new Set<OutputChunk>()) {
  if (found.has(chunk)) return found;
  found.add(chunk);
  for (const name of chunk.imports) {
    const imported = byName.get(name);
    if (imported) withStaticImports(imported, found);
  }
  return found;
}
const preload = [...withStaticImports(entry)].filter((chunk) => chunk !== entry);

const viewChunks = new Map(
  Object.entries(PAGE_SOURCES).map(([kind, source]) => {
    const chunk = chunks.find((item) => item.facadeModuleId === path.resolve(source));
    if (!chunk)
      throw new Error(`${source} is listed in PAGE_SOURCES but is not a chunk of the build`);
    return [kind, chunk];
  }),
);

/**
 * The words a kind of page can show in the browser: those written in the code its browser
 * can run (the entry, every island and dialog it may load, its own view when hydrated whole,
 * never another page's view). The worker sends only these; the server renders the rest.
 */
async function browserWords(kind: keyof typeof PAGE_SOURCES): Promise<string[]> {
  const own = WHOLE_PAGE_KINDS.has(kind) ? viewChunks.get(kind) : undefined;
  const others = new Set([...viewChunks.values()].filter((chunk) => chunk && chunk !== own));
  const reached = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || reached.has(chunk) || others.has(chunk)) return;
    reached.add(chunk);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(name));
  };
  visit(entry);
  const ownFiles = [...reached]
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => !id.includes('node_modules') && /\.(ts|tsx)$/.test(id));
  const sources = await Promise.all(ownFiles.map((file) => readFile(file, 'utf8')));
  const { server: _server, ...browserNamespaces } = EN;
  const known = Object.values(browserNamespaces).flatMap((words) => Object.keys(words));
  return wordsInSource(sources, known);
}

const manifest = {
  entry: chunkUrl(entry),
  preload: preload.map(chunkUrl),
  stylesheets: [toUrl(css[0])],
  words: Object.fromEntries(
    await Promise.all(
      Object.keys(PAGE_SOURCES).map(async (kind) => [
        kind,
        await browserWords(kind as keyof typeof PAGE_SOURCES),
      ]),
    ),
  ),
  errorReporting: {
    errors: errorScript('client/scripts/sentry-errors.ts'),
    traced: errorScript('client/scripts/sentry-traced.ts'),
  },
};
await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`client built: ${manifest.entry}`);
