import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Manifest {
  entry: string;
  preload: string[];
  stylesheets: string[];
  words: {
    start: string[];
    islands: Record<string, string[]>;
    views: Record<string, string[]>;
    onDemand: Record<string, string[]>;
  };
  errorReporting: { errors: string; traced: string };
}

const gzipKb = async (url: string) =>
  gzipSync(await readFile(path.join('public', url)), { level: 9 }).length / 1024;

const sumKb = async (urls: string[]) =>
  (await Promise.all(urls.map(gzipKb))).reduce((sum, size) => sum + size, 0);

export async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile('public/static/manifest.json', 'utf8')) as Manifest;
}

/** The error-reporting script a page loads when idle: most loads without tracing, some with. */
export async function errorReportingKb(manifest: Manifest) {
  return {
    errors: await gzipKb(manifest.errorReporting.errors),
    traced: await gzipKb(manifest.errorReporting.traced),
  };
}

export function pageCssKb(manifest: Manifest): Promise<number> {
  return sumKb(manifest.stylesheets);
}
