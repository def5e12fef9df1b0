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
  errorReporting: { errors: string; traced: string; boot: string };
}

const gzipKb = async (url: string) =>
  gzipSync(await readFile(path.join('public', url)), { level: 9 }).length / 1024;

const sumKb = async (urls: string[]) =>
  (await Promise.all(urls.map(gzipKb))).reduce((sum, size) => sum + size, 0);

export async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile('public/static/manifest.json', 'utf8')) as Manifest;
}

/**
 * The error-reporting scripts a page loads when idle: what starts reporting, with the SDK
 * without tracing on most loads, with it on some.
 */
export async function errorReportingKb(manifest: Manifest) {
  const { boot, errors, traced } = manifest.errorReporting;
  return { errors: await sumKb([boot, errors]), traced: await sumKb([boot, traced]) };
}

export function pageCssKb(manifest: Manifest): Promise<number> {
  return sumKb(manifest.stylesheets);
}
