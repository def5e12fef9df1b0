import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../setup/console-guard';
import { previewCookieValue } from '../../src/middleware/preview';
import { clearKv, get, getSettled, publish, purgeContent, withEnv } from './support';
import { islandPropsIn } from '../support/page-state';

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

async function page(
  path: string,
  app: (path: string, init?: RequestInit) => Response | Promise<Response> = getSettled,
  init?: RequestInit,
) {
  const response = await app(path, init);
  return { response, html: await response.text() };
}

describe('the full-page edge cache', () => {
  // A test that stands in for the network gets it back after it, whether it passed or not.
  afterEach(() => vi.restoreAllMocks());

  it('renders once, then serves the copy with a fresh nonce on every script', async () => {
    const first = await page('/sv/?q=cache-test');
    expect(first.response.headers.get('X-Page-Cache')).toBe('MISS');
    const second = await page('/sv/?q=cache-test');
    expect(second.response.headers.get('X-Page-Cache')).toBe('HIT');
    const nonce = nonceOf(second.response);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.response));
    const scripts = [...second.html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    const withoutNonces = (html: string) =>
      html.replace(/\s*nonce="[^"]+"/g, '').replace(/\s+\/>/g, '/>');
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
  });

  it('renders again after a publish purges', async () => {
    await page('/fi/?q=purge-test');
    expect((await page('/fi/?q=purge-test')).response.headers.get('X-Page-Cache')).toBe('HIT');
    await purgeContent();
    expect((await page('/fi/?q=purge-test')).response.headers.get('X-Page-Cache')).toBe('MISS');
  });

  it('renders again after a deploy changes the scripts or only the stylesheet', async () => {
    const manifest = (await (
      await env.ASSETS.fetch('https://assets.local/static/manifest.json')
    ).json()) as { entry: string; stylesheets: string[]; styles: string };
    const rehash = (url: string) => url.replace(/-\w+\.(js|css)$/, '-NEXTBUILD.$1');
    const deploys = [
      {
        ...manifest,
        stylesheets: manifest.stylesheets.map(rehash),
        styles: `${manifest.styles}.NEXTBUILD{color:red}`,
      },
      { ...manifest, entry: rehash(manifest.entry) },
    ];
    for (const [index, nextBuild] of deploys.entries()) {
      const path = `/de/?q=deploy-test-${index}`;
      await page(path);
      expect((await page(path)).response.headers.get('X-Page-Cache')).toBe('HIT');
      const assets = {
        fetch: async (input: RequestInfo | URL) =>
          new URL(input instanceof Request ? input.url : input).pathname === '/static/manifest.json'
            ? Response.json(nextBuild)
            : env.ASSETS.fetch(input),
      };
      const deployed = await page(path, withEnv({ ASSETS: assets }));
      expect(deployed.response.headers.get('X-Page-Cache')).toBe('MISS');
      expect(deployed.html).toContain('NEXTBUILD');
    }
  });

  it('never stores the shopper’s pages, preview or the API', async () => {
    for (const path of ['/checkout', '/sv/account', '/api/geo']) {
      await get(path);
      expect((await get(path)).headers.get('X-Page-Cache')).toBeNull();
    }
    const secret = 'page-cache-preview-secret';
    const app = withEnv({ SANITY_PREVIEW_SECRET: secret });
    const genuine = await previewCookieValue(secret, Date.now() + 60_000);
    const previewing = { headers: { Cookie: `preview=${genuine}` } };
    await page('/?q=preview-test', app, previewing);
    expect(
      (await page('/?q=preview-test', app, previewing)).response.headers.get('X-Page-Cache'),
    ).toBeNull();
  });

  it('lets only a genuine, unexpired preview cookie past the cache', async () => {
    const secret = 'page-cache-preview-secret';
    const app = withEnv({ SANITY_PREVIEW_SECRET: secret });
    await page('/?q=forged-preview-test');
    const expired = await previewCookieValue(secret, Date.now() - 1000);
    const otherSecret = await previewCookieValue('someone-else', Date.now() + 60_000);
    for (const cookie of ['anything', expired, otherSecret, `${Date.now() + 60_000}.00`]) {
      const served = await page('/?q=forged-preview-test', app, {
        headers: { Cookie: `preview=${cookie}` },
      });
      expect(served.response.headers.get('X-Page-Cache'), cookie).toBe('HIT');
    }
  });

  it('keeps one copy of a page whatever tracking parameters a link carries', async () => {
    await page('/nl/?q=tracking-test');
    for (const tracked of [
      '/nl/?q=tracking-test&utm_source=newsletter&utm_medium=email',
      '/nl/?gclid=abc123&q=tracking-test',
      '/nl/?q=tracking-test&fbclid=x&_=1700000000',
    ]) {
      expect((await page(tracked)).response.headers.get('X-Page-Cache'), tracked).toBe('HIT');
    }
    // What the page reads does make another copy.
    expect(
      (await page('/nl/?q=tracking-test&sort=newest')).response.headers.get('X-Page-Cache'),
    ).toBe('MISS');
  });

  it('serves cached pages when KV cannot be read, and renders the others from the sources', async () => {
    expectConsole('warn', /could not read|could not store/);
    await page('/lv/?q=kv-down-test');
    const broken = {
      get: async () => {
        throw new Error('KV is down');
      },
      put: async () => {
        throw new Error('KV is down');
      },
      list: env.CACHE.list.bind(env.CACHE),
      delete: env.CACHE.delete.bind(env.CACHE),
      getWithMetadata: env.CACHE.getWithMetadata.bind(env.CACHE),
    };
    // What is purged is not kept in KV: the cached page is known to be current.
    const down = await page('/lv/?q=kv-down-test', withEnv({ CACHE: broken }));
    expect(down.response.status).toBe(200);
    expect(down.response.headers.get('X-Page-Cache')).toBe('HIT');
    // A page nobody cached yet is rendered from the sources, and kept: it read them directly.
    const uncached = await page('/lv/?q=kv-down-uncached', withEnv({ CACHE: broken }));
    expect(uncached.response.status).toBe(200);
    expect(uncached.html).toContain('<html lang="lv"');
    expect(uncached.response.headers.get('X-Page-Cache')).toBe('MISS');
  });

  it('serves the cached page as it is while the purge log cannot be read, and keeps no page', async () => {
    expectConsole('warn', /the purge log could not be read/);
    await page('/lt/?q=log-down-test');
    // The database answers everything but the purge log.
    const logDown = new Proxy(env.DB, {
      get(database, property) {
        if (property === 'prepare')
          return (query: string) => {
            if (query.includes('cache_purges')) throw new Error('D1 is down');
            return database.prepare(query);
          };
        const value = Reflect.get(database, property) as unknown;
        return typeof value === 'function' ? value.bind(database) : value;
      },
    });
    const app = withEnv({ DB: logDown });
    const cached = await page('/lt/?q=log-down-test', app);
    expect(cached.response.status).toBe(200);
    expect(cached.response.headers.get('X-Page-Cache')).toBe('STALE');
    // Rendered, never stored: nobody could tell which purges it has.
    for (let visit = 0; visit < 2; visit += 1) {
      const uncached = await page('/lt/?q=log-down-uncached', app);
      expect(uncached.response.status).toBe(200);
      expect(uncached.response.headers.get('X-Page-Cache')).toBeNull();
    }
  });

  it('serves the stale page with 200 when the content source is down', async () => {
    // The failed render is logged, then the stale copy is served.
    expectConsole('error', /internal error/);
    expectConsole('warn', /from before a purge, its source failed|serving the stale page/);
    await page('/da/?q=down-test');
    await purgeContent();
    await clearKv();
    // A Sanity project that cannot be reached: every content read fails.
    const down = withEnv({ SANITY_PROJECT_ID: 'unreachable0' });
    const stale = await page('/da/?q=down-test', down);
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get('X-Page-Cache')).toBe('STALE');
    expect(stale.html).toContain('<html lang="da"');
    // Nothing cached to fall back on: the shop's shell, saying so in the market's language.
    const nothing = await page('/lt/?q=down-test', down);
    expect(nothing.response.status).toBe(503);
    expect(nothing.html).toContain('<html lang="lt"');
    expect(nothing.html).toContain('<h1>Šis puslapis trumpam ilsisi</h1>');
  });

  it('shows a page without its product block while search fails, and keeps it only once whole', async () => {
    expectConsole('error', /Unreachable hosts|injected/);
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!/blockdown.*\.algolia(net)?\.(net|com)/i.test(url)) return real(input, init);
      return new Response('{"message":"injected"}', { status: 500 });
    });
    const searchDown = withEnv({
      ALGOLIA_APP_ID: 'BLOCKDOWN',
      ALGOLIA_SEARCH_KEY: 'k',
      ALGOLIA_ADMIN_KEY: 'a',
    });
    const blocks = /class="content-products /g;
    const whole = (await page('/nl/?q=block-test')).html.match(blocks)?.length ?? 0;
    expect(whole).toBeGreaterThan(0);
    await purgeContent();

    const without = await page('/nl/?q=block-test', searchDown);
    expect(without.response.status).toBe(200);
    expect(without.html).toContain('<html lang="nl"');
    expect(without.html.match(blocks)?.length ?? 0).toBeLessThan(whole);
    // Rendered, not stored (a stored page says MISS): the next visitor gets it rendered again.
    expect(without.response.headers.get('X-Page-Cache')).toBeNull();
    expect(
      (await page('/nl/?q=block-test', searchDown)).response.headers.get('X-Page-Cache'),
    ).toBeNull();
    // Search answering again (this shop's own engine), the whole page is kept.
    expect((await page('/nl/?q=block-test')).response.headers.get('X-Page-Cache')).toBe('MISS');
    expect((await page('/nl/?q=block-test')).response.headers.get('X-Page-Cache')).toBe('HIT');
  });

  it('serves cached content reads with 200 when the content source is down', async () => {
    expectConsole('warn', /from before a purge, its source failed/);
    await page('/et/?q=kv-test');
    await purgeContent();
    // The page is out of date after the purge; its content reads fail and fall back to KV.
    const down = withEnv({ SANITY_PROJECT_ID: 'unreachable0' });
    const stale = await page('/et/?q=kv-test', down);
    expect(stale.response.status).toBe(200);
    expect(stale.html).toContain('<html lang="et"');
    // Built from content of before the purge: shown, but not kept as the new page.
    expect((await page('/et/?q=kv-test', down)).response.headers.get('X-Page-Cache')).not.toBe(
      'HIT',
    );
  });
});

const cacheState = async (path: string) => (await page(path)).response.headers.get('X-Page-Cache');

/** Each named page's cache state, asked for all at once. */
const cacheStates = async (pages: Record<string, string>) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(pages).map(async ([name, path]) => [name, await cacheState(path)]),
    ),
  );

describe('a publish', () => {
  it('purges the pages built from the document and the lists of its kind, and no others', async () => {
    const post = '/blog/reading-a-can-label';
    const pages = {
      post,
      otherPost: '/blog/pouch-glossary',
      blog: '/blog',
      home: '/',
      product: '/nicotine-pouches/kvallsro-ice-mint-weak-mini',
      // Too many products to tag one by one: any stock change purges it, a post does not.
      productList: '/products',
      faq: '/faq',
      swedishBlog: '/sv/blog',
    };
    for (const path of Object.values(pages)) {
      await page(path);
      expect(await cacheState(path), path).toBe('HIT');
    }
    const answer = await publish({
      _id: 'post-en-reading-a-can-label',
      _type: 'blogPost',
      language: 'en',
      uri: { _type: 'slug', current: 'blog/reading-a-can-label' },
    });
    expect(answer).toMatchObject({
      document: 'post-en-reading-a-can-label',
      tags: [
        'id:post-en-reading-a-can-label',
        'type:blogPost',
        'type:blogPost@en',
        'uri:blog/reading-a-can-label',
      ],
    });
    const after = await cacheStates(pages);
    expect(after).toEqual({
      // Its own page, and the lists of English posts (the blog, the home page's featured posts).
      post: 'MISS',
      blog: 'MISS',
      home: 'MISS',
      // Pages that do not show it stay as they were, Swedish posts' lists among them.
      swedishBlog: 'HIT',
      otherPost: 'HIT',
      product: 'HIT',
      productList: 'HIT',
      faq: 'HIT',
    });
  });

  it('of the site settings purges every page, as does a body that does not say what changed', async () => {
    const paths = ['/faq?q=settings-purge', '/blog/pouch-glossary?q=settings-purge'];
    for (const path of paths) {
      await page(path);
      expect(await cacheState(path)).toBe('HIT');
    }
    await publish({ _id: 'siteSettings', _type: 'siteSettings' });
    for (const path of paths) expect(await cacheState(path), path).toBe('MISS');
    for (const path of paths) expect(await cacheState(path), path).toBe('HIT');
    await publish({ _id: 'something' });
    for (const path of paths) expect(await cacheState(path), path).toBe('MISS');
  });
});

describe('a stock change', () => {
  it('re-renders the pages that show the product, not the other products’ pages', async () => {
    const product = '/nicotine-pouches/kvallsro-ice-mint-weak-mini';
    const pages = {
      product: `${product}?q=stock-change`,
      list: '/products?q=stock-change',
      otherProduct: '/nicotine-pouches/fjordlys-grapefruit-extra-strong?q=stock-change',
      faq: '/faq?q=stock-change',
    };
    for (const path of Object.values(pages)) {
      await page(path);
      expect(await cacheState(path), path).toBe('HIT');
    }
    // The product's id, as its buy box hydrates with it; its single can is item `{id}-1`.
    const [buyBox] = islandPropsIn<{ id: string }>((await page(pages.product)).html, 'product-buy');
    const id = buyBox?.id;
    expect(id).toBeTruthy();
    for (const path of Object.values(pages)) expect(await cacheState(path), path).toBe('HIT');
    const changed = await get(`/_local/checkout-api/__emulator/stock/${id}-1`, {
      method: 'PUT',
      body: JSON.stringify({ quantity: 77 }),
    });
    expect(changed.status).toBe(200);
    const after = await cacheStates(pages);
    expect(after).toEqual({ product: 'MISS', list: 'MISS', otherProduct: 'HIT', faq: 'HIT' });
  });
});
