import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SeedSources } from './build-seed';

/** Reads studio/seed/source: site-copy.json, translations/*.json and every posts/<language>/*.md. */
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
  const postsDir = path.join(sourceDir, 'posts');
  const posts = [];
  for (const language of (await readdir(postsDir)).sort()) {
    for (const file of (await readdir(path.join(postsDir, language))).sort()) {
      if (!file.endsWith('.md')) continue;
      const relative = `posts/${language}/${file}`;
      posts.push({ path: relative, text: await readFile(path.join(sourceDir, relative), 'utf8') });
    }
  }
  return { siteCopyJson, translations, posts };
}
