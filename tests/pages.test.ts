import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { headIn, stateIn } from './support/page-state';

const get = (url: string, init?: RequestInit) => exports.default.fetch(url, init);

describe('home page', () => {
  it('streams a full React document that boots the client bundle', async () => {
    const response = await get('http://127.0.0.1:8787/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<h1>Tobacco-free nicotine pouches for adults</h1>');
    expect(html).toMatch(/<script type="module" src="\/static\/entry-[a-z0-9]+\.js"/);
    expect(stateIn(html).page.kind).toBe('home');
  });

  it('carries the stylesheet in its head, so the first paint waits for no other request', async () => {
    const { styles } = (await (
      await env.ASSETS.fetch('https://assets.local/static/manifest.json')
    ).json()) as { styles: string };
    expect(styles).toContain('.age-gate');
    for (const path of ['/', '/products', '/de/blog', '/checkout']) {
      const html = await (await get(`http://127.0.0.1:8787${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<style>${styles}</style>`);
      expect(html).not.toContain('rel="stylesheet"');
      // The browser never reads it again: the state it hydrates from leaves it out.
      expect(JSON.stringify(stateIn(html))).not.toContain('.age-gate');
    }
  });

  it('preloads only what the entry imports: every view loads with its island, on a touch', async () => {
    const manifest = (await (
      await env.ASSETS.fetch('https://assets.local/static/manifest.json')
    ).json()) as { preload: string[] };
    for (const path of ['/', '/products', '/checkout', '/account', '/receipt']) {
      const html = await (await get(`http://127.0.0.1:8787${path}`)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(preloads.toSorted()).toEqual(manifest.preload.toSorted());
    }
  });

  it('puts the CSP nonce on every script and nowhere else', async () => {
    const response = await get('http://127.0.0.1:8787/');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('uses a fresh nonce for every response', async () => {
    const nonceOf = async () =>
      (await get('http://127.0.0.1:8787/')).headers.get('Content-Security-Policy');
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('sends the security headers', async () => {
    const response = await get('http://127.0.0.1:8787/');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('announces its alternates with x-default and a canonical URL', async () => {
    const html = await (await get('http://127.0.0.1:8787/')).text();
    const alternates = html.match(/<link rel="alternate"[^>]*>/g) ?? [];
    expect(alternates).toHaveLength(19);
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="http://127.0.0.1:8787/"/>',
    );
    expect(html).toContain(
      '<link rel="alternate" hrefLang="sv-SE" href="http://127.0.0.1:8787/sv"/>',
    );
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/"/>');
  });

  it('serves a locale by path prefix on the default host', async () => {
    const html = await (await get('http://127.0.0.1:8787/sv')).text();
    expect(html).toContain('<html lang="sv"');
    expect(headIn(html).canonicalUrl).toBe('http://127.0.0.1:8787/sv');
  });

  it('emulates country domains on {country}.localhost', async () => {
    const html = await (await get('http://se.localhost:8787/')).text();
    expect(html).toContain('<html lang="sv"');
    expect(headIn(html).canonicalUrl).toBe('http://se.localhost:8787/');
    expect(html).toContain('hrefLang="fi-FI" href="http://localhost:8787/fi"');
    expect(html).toContain('hrefLang="el-GR" href="http://gr.localhost:8787/"');
  });

  it('escapes what it embeds as JSON', async () => {
    // A search's words are part of the list's state, which the browser filters from.
    const html = await (await get('http://127.0.0.1:8787/products?q=%3C%2Fscript%3E')).text();
    const state = /<script id="__INITIAL_STATE__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(state).toContain('"query":"\\u003c/script\\u003e"');
    expect(state).not.toContain('<');
    expect(stateIn(html).page).toMatchObject({ kind: 'product-list' });
  });

  it('sends the browser only what it reads: no head, no header links or footer, and page data only where the page runs', async () => {
    for (const path of ['/', '/blog/reading-a-can-label', '/faq', '/brands/fjordlys']) {
      const html = await (await get(`http://127.0.0.1:8787${path}`)).text();
      const state = stateIn(html) as unknown as Record<string, unknown>;
      // Server-rendered pages: their islands carry their own props.
      expect(Object.keys(state.page as object), path).toEqual(['kind']);
      for (const head of ['title', 'canonicalUrl', 'alternates', 'share', 'structuredData'])
        expect(state, path).not.toHaveProperty(head);
      // The header's links and banner and the footer are server HTML: the browser never draws
      // them. It keeps the shop's paths, the markets (the locale dialog) and the legal pages
      // (the consent dialog links the cookie policy).
      for (const serverOnly of ['navigation', 'footerGroups', 'footerText', 'freeShippingBanner'])
        expect(state.layout, path).not.toHaveProperty(serverOnly);
      expect(state.layout, path).toMatchObject({
        checkoutHref: '/checkout',
        markets: expect.arrayContaining([expect.objectContaining({ language: 'de' })]),
        legalLinks: expect.arrayContaining([expect.objectContaining({ kind: 'cookies' })]),
      });
      expect(html).toContain('class="free-shipping-banner"');
    }
    const list = stateIn(await (await get('http://127.0.0.1:8787/products')).text());
    expect(list.page).toMatchObject({
      kind: 'product-list',
      entries: { names: expect.any(Array), rows: expect.any(Array) },
    });
  });
});

describe('not found', () => {
  it("renders the page titled 'We couldn't find this page' with status 404", async () => {
    const response = await get('http://127.0.0.1:8787/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('We couldn&#x27;t find this page</h1>');
    expect(html).toContain('<a href="http://127.0.0.1:8787/">Back to the shop</a>');
  });

  it('links back to the shop of the visitor language', async () => {
    const html = await (await get('http://127.0.0.1:8787/fi/missing')).text();
    expect(html).toContain('<html lang="fi"');
    expect(html).toContain('<a href="http://127.0.0.1:8787/fi">Takaisin kauppaan</a>');
  });

  it('answers unknown API paths with a JSON error', async () => {
    const response = await get('http://127.0.0.1:8787/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No route for GET /api/nope' });
  });
});

describe('islands', () => {
  const islandsIn = (html: string) =>
    [...html.matchAll(/<div class="island"[^>]*>/g)].map(([tag]) => {
      const name = /data-island="([a-z-]+)"/.exec(tag)?.[1];
      const hydrate = /data-hydrate="([a-z]+)"/.exec(tag)?.[1] ?? 'load';
      return `${name}:${hydrate}`;
    });

  it('a content page hydrates its header buttons and shell at once, its search and products on a touch, and nothing else', async () => {
    const html = await (await get('http://127.0.0.1:8787/')).text();
    const islands = islandsIn(html);
    expect(islands).toEqual(
      expect.arrayContaining(['header-actions:load', 'shell:load', 'search:interaction']),
    );
    // Its product cards' add buttons are plain HTML too: one listener for the page runs them.
    expect(islands.some((island) => island.startsWith('card-add'))).toBe(false);
    expect(html).toMatch(
      /<button type="button" class="card-add" aria-label="Add to cart: [^"]+" data-card-add="\d+" data-product-url="http[^"]+">Add to cart<\/button>/,
    );
    expect(islands).toContain('newsletter-form:interaction');
    // Articles, cards and the footer are server HTML: the page itself is no island.
    expect(islands.some((island) => island.startsWith('page:'))).toBe(false);
  });

  it('the checkout, the account and the product list hydrate their whole body on a touch; a receipt is server HTML', async () => {
    for (const path of ['/checkout', '/account', '/products'])
      expect(islandsIn(await (await get(`http://127.0.0.1:8787${path}`)).text())).toContain(
        'page:interaction',
      );
    const receipt = islandsIn(await (await get('http://127.0.0.1:8787/receipt')).text());
    expect(receipt.some((island) => island.startsWith('page:'))).toBe(false);
  });

  it('sends the browser only the words of what runs with the page, and renders the rest on the server', async () => {
    const faq = await (await get('http://127.0.0.1:8787/faq')).text();
    const { messages } = stateIn(faq);
    // The FAQ's heading and the footer's notice are rendered here and never change there.
    expect(faq).toContain('<h1>Frequently asked questions</h1>');
    expect(messages).not.toHaveProperty('faqTitle');
    expect(messages).not.toHaveProperty('servicesLabel');
    // Every page's buttons run with it and keep their words; the footer's sign-up runs from a
    // touch and fetches its words with its code; a buy box, which this page has none of, is
    // in neither.
    expect(messages).toHaveProperty('changeCountry');
    expect(messages).not.toHaveProperty('newsletterThanks');
    expect(messages).not.toHaveProperty('packOf');
    const product = stateIn(
      await (
        await get('http://127.0.0.1:8787/nicotine-pouches/kvallsro-ice-mint-weak-mini')
      ).text(),
    );
    // The buy box too waits for a touch: its words are not on its page either.
    expect(product.messages).not.toHaveProperty('packOf');
    // A page with product cards sends what adding from a card can say (the page-wide listener
    // runs with any page), not the buttons' labels (server HTML); a page without cards sends
    // neither.
    const home = stateIn(await (await get('http://127.0.0.1:8787/')).text());
    expect(home.messages).toHaveProperty('itemAdded', 'Item added to your cart');
    expect(home.messages).toHaveProperty('tooManyAttempts');
    expect(home.messages).not.toHaveProperty('addNameToCart');
    expect(faq).not.toContain('class="card-add"');
    expect(messages).not.toHaveProperty('itemAdded');
  });

  it('answers the words of islands hydrated on a touch, for the build the page names', async () => {
    const { assets } = stateIn(await (await get('http://127.0.0.1:8787/de/faq')).text());
    const wordsOf = (query: string) => get(`http://127.0.0.1:8787/api/words/islands?${query}`);
    const response = await wordsOf(
      `names=newsletter-form&kind=faq&language=de&build=${assets.entry}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const words = (await response.json()) as Record<string, string>;
    expect(words.newsletterThanks).toMatch(/Newsletter/);
    // What the page carries already, and what other islands show, are not sent again.
    expect(words).not.toHaveProperty('changeCountry');
    expect(words).not.toHaveProperty('packOf');
    // A whole page's view, by its kind: the account's words come with the account's code.
    const account = (await (
      await wordsOf(`names=page&kind=account&language=en&build=${assets.entry}`)
    ).json()) as Record<string, string>;
    expect(account).toHaveProperty('changePassword');
    expect(account).not.toHaveProperty('placeOrder');
    // A page of another build gets this build's words, which no cache keeps.
    const older = await wordsOf('names=newsletter-form&kind=faq&language=de&build=/static/old.js');
    expect(older.status).toBe(200);
    expect(older.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses to guess which words are meant', async () => {
    const wordsOf = async (query: string) => {
      const response = await get(`http://127.0.0.1:8787/api/words/islands?${query}`);
      return { status: response.status, ...((await response.json()) as { error: string }) };
    };
    expect(await wordsOf('names=page&kind=faq&language=xx')).toMatchObject({
      status: 400,
      error: expect.stringContaining('language'),
    });
    expect(await wordsOf('names=page&kind=shop&language=de')).toMatchObject({
      status: 400,
      error: expect.stringContaining('kind'),
    });
    expect(await wordsOf('names=search,basket&kind=faq&language=de')).toMatchObject({
      status: 400,
      error: expect.stringContaining('no island is called "basket"'),
    });
    expect(await wordsOf('kind=faq&language=de')).toMatchObject({ status: 400 });
  });
});
