import { build, type Metafile } from 'esbuild';
import { rolldown, type OutputChunk } from 'rolldown';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SOURCES, WHOLE_PAGE_KINDS } from '../client/app/page-sources.ts';
import { ON_DEMAND_SOURCES } from '../client/app/on-demand-sources.ts';
import { DELEGATED_SOURCES } from '../client/islands/delegated-sources.ts';
import { EN } from '../src/i18n/dictionaries/en.ts';
import { wordsInSource } from '../src/i18n/words-in-source.ts';
import { customMediaPlugin } from './custom-media.ts';

// Builds the browser bundle with content-hashed names and writes the manifest the
// worker reads to link them. Always the production React build: this is what ships.
const outdir = 'public/static';

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

// The stylesheet, on its own, its breakpoints named as custom media (scripts/custom-media.ts).
const styles = await build({
  entryPoints: { app: 'client/styles/app.css' },
  outdir,
  bundle: true,
  minify: true,
  metafile: true,
  entryNames: '[name]-[hash]',
  logLevel: 'warning',
  plugins: [customMediaPlugin()],
});

// The app's JavaScript. Everything the entry needs at once (React, the store, the islands every
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
  // No comments at all: the minifier keeps the bundlers' `@__PURE__` marks otherwise, which
  // are of no use once bundled and cost the entry 0.16 KB (gzip).
  comments: false,
  entryFileNames: '[name]-[hash].js',
  chunkFileNames: 'chunk-[hash].js',
  hashCharacters: 'base36',
  codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
});
await bundle.close();
const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');

// The error-reporting scripts, each one bundle with no shared chunks: a page load takes one
// of them, and the one without tracing must not carry tracing code in a chunk shared with it.
/** A script bundled on its own, outside the page's chunks, which only the pages that name it load. */
const separateBundle = (entryPoints: Record<string, string>) =>
  build({
    entryPoints,
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
const errorReporting = await separateBundle({
  'sentry-errors': 'client/scripts/sentry-errors.ts',
  'sentry-traced': 'client/scripts/sentry-traced.ts',
  // What starts reporting (the session's record, the choice of SDK): loaded with the SDK.
  'sentry-boot': 'client/scripts/sentry-boot.ts',
});
// Draft mode's script (Sanity's overlays, the page following each change): a bundle of its
// own that only pages rendered in draft mode name, so no byte of it reaches a shopper.
const draftMode = await separateBundle({ 'draft-mode': 'client/scripts/draft-mode.ts' });
// The embedded Checkout API's test payment widgets: a classic script (it finds its widget by
// `document.currentScript`) that the stand-in's origin serves to checkout pages, as a payment
// provider serves its own; no page of the shop names it.
await build({
  entryPoints: {
    'test-payment-widgets': 'src/local/checkout-api/widgets/browser/test-payment-widgets.ts',
  },
  outdir: 'public/stand-ins',
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
/** The file esbuild wrote for a source, as the page names it. */
const errorScript = (source: string, built: { metafile: Metafile } = errorReporting) => {
  const found = Object.entries(built.metafile.outputs).find(
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
// Every page carries the stylesheet in its head (see the manifest's `styles`): text that
// closed the element would end it early and show the rest as the page's text.
const styleText = (await readFile(css[0], 'utf8')).trim();
if (/<\/style/i.test(styleText)) throw new Error('the stylesheet contains "</style"');

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
 * Each island's source file, read from the registry (`name: () => import('…')`); islands
 * without an import of their own are part of the entry. The build fails on an island whose
 * file is not a chunk, so the words below always follow the registry.
 */
async function islandSources(): Promise<Map<string, string>> {
  const registry = 'client/islands/registry.tsx';
  const source = await readFile(registry, 'utf8');
  // Exported or not: a registry this no longer finds would send every island's words with
  // every page, and nothing else would fail.
  const start = /^(?:export )?const ISLANDS = \{$/m.exec(source)?.index;
  if (start === undefined) throw new Error(`${registry} has no \`const ISLANDS = {\` to read`);
  const body = source.slice(start, source.indexOf('\n}', start));
  const sources = new Map<string, string>();
  for (const entry of body.split(/\n(?= {2}'?[a-z][a-z-]*'?: )/).slice(1)) {
    const name = /^ {2}'?([a-z][a-z-]*)'?:/.exec(entry)?.[1];
    const imported = /import\('([^']+)'\)/.exec(entry)?.[1];
    if (!name || !imported || name === 'page') continue;
    sources.set(name, path.resolve(path.dirname(registry), imported));
  }
  if (sources.size === 0) throw new Error(`${registry} names no island loaded on its own`);
  return sources;
}

const chunkOf = (file: string, what: string) => {
  const isFile = (id: string | null) =>
    ['.tsx', '.ts'].some((extension) => id === file + extension);
  // A module that other chunks also import statically may sit in a chunk it is not the
  // facade of: the chunk that holds it is the one its dynamic import loads.
  const chunk =
    chunks.find((item) => isFile(item.facadeModuleId)) ??
    chunks.find((item) => item.moduleIds.some(isFile));
  if (!chunk) throw new Error(`${what} (${file}) is not a chunk of the build`);
  return chunk;
};
// Delegated code (run by a page-wide listener) sends its words as an island does.
const islandChunks = new Map([
  ...[...(await islandSources())].map(
    ([name, file]) => [name, chunkOf(file, `island ${name}`)] as const,
  ),
  ...Object.entries(DELEGATED_SOURCES).map(
    ([name, source]) =>
      [
        name,
        chunkOf(path.resolve(source.replace(/\.tsx?$/, '')), `delegated code ${name}`),
      ] as const,
  ),
]);
const pageViews = chunkOf(path.resolve('client/app/page-views'), 'the page views');
const onDemandChunks = new Map(
  Object.entries(ON_DEMAND_SOURCES).map(([name, source]) => [
    name,
    chunkOf(path.resolve(source.replace(/\.tsx?$/, '')), `on-demand code ${name}`),
  ]),
);

const { server: _server, ...browserNamespaces } = EN;
const knownWords = Object.values(browserNamespaces).flatMap((words) => Object.keys(words));

/** A chunk and every chunk it loads, however deep, short of those in `beyond`. */
function reachedFrom(start: OutputChunk, beyond: ReadonlySet<OutputChunk> = new Set()) {
  const reached = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || reached.has(chunk) || beyond.has(chunk)) return;
    reached.add(chunk);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(name));
  };
  visit(start);
  return reached;
}

/** The shop's own source files in a chunk, for messages. */
const sourcesOf = (chunk: OutputChunk) =>
  chunk.moduleIds
    .filter((id) => !id.includes('node_modules'))
    .map((id) => path.relative(process.cwd(), id))
    .join(', ');

/** The words written in the code of these chunks. */
async function wordsIn(reached: Iterable<OutputChunk>) {
  const ownFiles = [...reached]
    .flatMap((chunk) => chunk.moduleIds)
    .filter((id) => !id.includes('node_modules') && /\.(ts|tsx)$/.test(id));
  const sources = await Promise.all(ownFiles.map((file) => readFile(file, 'utf8')));
  return wordsInSource(sources, knownWords);
}

/**
 * The words the browser can show, by the code that shows them: what every page runs (the
 * entry, the shell, its dialogs and drawer), each island's own, each whole-page view's, and
 * that of the code loaded on demand with its words.
 * The worker sends a page the first, plus those of the islands it rendered on it; the
 * server renders everything else.
 */
async function browserWords() {
  const everyPage = reachedFrom(
    entry!,
    new Set([...islandChunks.values(), pageViews, ...onDemandChunks.values()]),
  );
  const start = await wordsIn(everyPage);
  const shown = new Set(start);
  // Code loaded on demand brings its own words: an island or view that loads it does not
  // carry them, and no other code may import it in a way that skips its loader. The table of
  // page views (which imports every kind's view) is no part of any one view.
  const onDemandSet = new Set(onDemandChunks.values());
  const beyondOwn = (chunk: OutputChunk) =>
    new Set([...onDemandSet, pageViews].filter((other) => other !== chunk));
  const beyondStart = async (chunk: OutputChunk) =>
    (await wordsIn(reachedFrom(chunk, new Set([...everyPage, ...beyondOwn(chunk)])))).filter(
      (word) => !shown.has(word),
    );
  const islands: Record<string, string[]> = {};
  for (const [name, chunk] of islandChunks) islands[name] = await beyondStart(chunk);
  const views: Record<string, string[]> = {};
  for (const kind of WHOLE_PAGE_KINDS) views[kind] = await beyondStart(viewChunks.get(kind)!);
  const onDemand: Record<string, string[]> = {};
  for (const [name, chunk] of onDemandChunks) onDemand[name] = await beyondStart(chunk);
  const browserChunks = [
    ...everyPage,
    ...[...islandChunks.values(), ...[...WHOLE_PAGE_KINDS].map((kind) => viewChunks.get(kind)!)]
      .filter((chunk) => chunk !== pageViews)
      .flatMap((chunk) => [...reachedFrom(chunk, beyondOwn(chunk))]),
  ];
  for (const chunk of browserChunks)
    for (const imported of chunk.imports)
      if (onDemandSet.has(byName.get(imported)!))
        throw new Error(
          `${sourcesOf(chunk)} import on-demand code (${sourcesOf(byName.get(imported)!)}) without its words: import it dynamically, with them`,
        );
  return { start, islands, views, onDemand };
}

const manifest = {
  entry: chunkUrl(entry),
  preload: preload.map(chunkUrl),
  stylesheets: [toUrl(css[0])],
  styles: styleText,
  words: await browserWords(),
  errorReporting: {
    errors: errorScript('client/scripts/sentry-errors.ts'),
    traced: errorScript('client/scripts/sentry-traced.ts'),
    boot: errorScript('client/scripts/sentry-boot.ts'),
  },
  draftMode: errorScript('client/scripts/draft-mode.ts', draftMode),
};
await writeFile(path.join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`client built: ${manifest.entry}`);
