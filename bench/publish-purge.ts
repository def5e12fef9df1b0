import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { LANGUAGES } from '../src/domain/markets/languages.ts';
import type { Measurement } from './measure.ts';
import { startDevServer } from './dev-server.ts';

const PORT = 8796;
const SECRET = 'bench-webhook-secret';
const POSTS = [
  'reading-a-can-label',
  'pouch-glossary',
  'mint-flavours-compared',
  'how-to-use-a-nicotine-pouch',
  'storing-pouches-fresh',
];
const PUBLISHED = {
  _id: 'post-en-reading-a-can-label',
  _type: 'blogPost',
  language: 'en',
  uri: { _type: 'slug', current: 'blog/reading-a-can-label' },
};

/** The pages a busy shop has cached: every market's main pages, and some English posts. */
function shopPages(): string[] {
  const pages: string[] = [];
  for (const language of LANGUAGES) {
    const prefix = language === 'en' ? '' : `/${language}`;
    for (const path of [
      '/',
      '/blog',
      '/faq',
      '/products',
      '/nicotine-pouches/kvallsro-ice-mint-weak-mini',
    ])
      pages.push(`${prefix}${path === '/' && prefix ? '' : path}` || '/');
  }
  return [...pages, ...POSTS.map((post) => `/blog/${post}`)];
}

const cacheState = async (origin: string, path: string) => {
  const response = await fetch(`${origin}${path}`);
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('X-Page-Cache') };
};

async function cachedPages(origin: string, paths: string[]): Promise<string[]> {
  const cached: string[] = [];
  for (const path of paths) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { status, cache } = await cacheState(origin, path);
      if (status !== 200) break;
      if (cache === 'HIT') {
        cached.push(path);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return cached;
}

async function webhook(origin: string, document: object) {
  const body = JSON.stringify(document);
  const response = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

async function renderedAgain(origin: string, cached: string[]): Promise<number> {
  let missed = 0;
  for (const path of cached) if ((await cacheState(origin, path)).cache !== 'HIT') missed += 1;
  return missed;
}

/**
 * What one post's publish costs the cache: every market's main pages and a few posts are
 * cached, one post is published through the signed webhook, and the pages that render again
 * are counted; then the same for a purge of everything (what every publish did before a
 * publish named what it changed, and what a webhook body without `_type` still does).
 */
export async function measurePublishPurge(): Promise<Measurement[]> {
  const server = await startDevServer(PORT, 'publish', { SANITY_WEBHOOK_SECRET: SECRET });
  try {
    const paths = shopPages();
    let cached = await cachedPages(server.origin, paths);
    await webhook(server.origin, PUBLISHED);
    const afterPost = await renderedAgain(server.origin, cached);
    cached = await cachedPages(server.origin, paths);
    await webhook(server.origin, { _id: PUBLISHED._id });
    const afterAll = await renderedAgain(server.origin, cached);
    return [
      {
        name: `Cached pages rendered again after one post's publish (of ${cached.length})`,
        value: afterPost,
        unit: 'pages',
        runs: 1,
      },
      {
        name: `Cached pages rendered again after a purge of everything, as every publish did before (of ${cached.length})`,
        value: afterAll,
        unit: 'pages',
        runs: 1,
      },
    ];
  } finally {
    server.stop();
  }
}
