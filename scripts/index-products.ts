import { build } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run index`: indexes the catalogue into Algolia, or into the running shop's embedded
// engine when no ALGOLIA_APP_ID is set. The src modules import each other without
// extensions, so the command is bundled first (its packages resolve from node_modules).
const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, 'node_modules/.cache/index-products/run.mjs');
await build({
  entryPoints: [path.join(root, 'src/adapters/search/index-command.ts')],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  logLevel: 'error',
});
const { runIndexCommand } = (await import(pathToFileURL(outfile).href)) as {
  runIndexCommand(
    env: Record<string, string | undefined>,
  ): Promise<{ indexName: string; records: number }[]>;
};

try {
  const started = performance.now();
  const reports = await runIndexCommand(process.env);
  for (const report of reports) console.log(`${report.indexName}: ${report.records} records`);
  console.log(
    `Indexed ${reports.length} languages in ${Math.round(performance.now() - started)} ms.`,
  );
} catch (error) {
  console.error(`npm run index: ${(error as Error).message}`);
  process.exit(1);
}
