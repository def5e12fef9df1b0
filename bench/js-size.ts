import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Manifest {
  entry: string;
  preload: string[];
  stylesheets: string[];
}

const gzipKb = async (url: string) =>
  gzipSync(await readFile(path.join('public', url)), { level: 9 }).length / 1024;

export async function readManifest(): Promise<Manifest> {
  return JSON.parse(await readFile('public/static/manifest.json', 'utf8')) as Manifest;
}

/** Gzip size of every script the page loads on start (entry plus its static imports). */
export async function pageJavaScriptKb(manifest: Manifest): Promise<number> {
  const sizes = await Promise.all([manifest.entry, ...manifest.preload].map(gzipKb));
  return sizes.reduce((sum, size) => sum + size, 0);
}

export async function pageCssKb(manifest: Manifest): Promise<number> {
  const sizes = await Promise.all(manifest.stylesheets.map(gzipKb));
  return sizes.reduce((sum, size) => sum + size, 0);
}
