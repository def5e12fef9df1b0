import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SeedSources } from './build-seed';

/** A Markdown source with its path relative to the sources, e.g. posts/en/what-are-nicotine-pouches.md */
export interface MarkdownSource {
  path: string;
  text: string;
}

/** Every `<folder>/<language>/*.md`, in a stable order. */
async function readMarkdownTree(sourceDir: string, folder: string): Promise<MarkdownSource[]> {
  const sources: MarkdownSource[] = [];
  const root = path.join(sourceDir, folder);
  for (const language of (await readdir(root)).sort()) {
    for (const file of (await readdir(path.join(root, language))).sort()) {
      if (!file.endsWith('.md')) continue;
      const relative = `${folder}/${language}/${file}`;
      sources.push({
        path: relative,
        text: await readFile(path.join(sourceDir, relative), 'utf8'),
      });
    }
  }
  return sources;
}

/**
 * Reads studio/seed/source: site-copy.json, translations/*.json, every posts/<language>/*.md
 * and legal/<language>/*.md.
 */
export async function readSeedSources(sourceDir: string): Promise<SeedSources> {
  const siteCopyJson = await readFile(path.join(sourceDir, 'site-copy.json'), 'utf8');
  const translationsDir = path.join(sourceDir, 'translations');
  const translations: Record<string, Record<string, string>> = {};
  for (const file of (await readdir(translationsDir)).sort()) {
    if (!file.endsWith('.json')) continue;
    translations[file.slice(0, -'.json'.length)] = JSON.parse(
      await readFile(path.join(translationsDir, file), 'utf8'),
    ) as Record<string, string>;
  }
  return {
    siteCopyJson,
    translations,
    posts: await readMarkdownTree(sourceDir, 'posts'),
    legal: await readMarkdownTree(sourceDir, 'legal'),
  };
}
