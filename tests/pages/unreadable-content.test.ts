import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFor } from '../../src/config/config';
import { serverTranslator } from '../../src/i18n/words';
import {
  editorClient,
  routeLakeRequestsToTheWorker,
  withLakeRequestsToTheWorker,
} from '../content-lake/lake-client';
import { get, getSettled } from '../edge/support';
import { decoded, headIn, islandPropsIn, postsIn } from '../support/page-state';

routeLakeRequestsToTheWorker();

/**
 * Documents as an editor's import script or an earlier schema leaves them, which Sanity's API
 * accepts and the shop cannot read: texts as plain strings where the studio keeps a value per
 * language (or the other way round), a required field missing, a type the shop does not know.
 */
const BROKEN = {
  faq: 'faq-imported-plain',
  /** Written in German only: no value for any other market, nor an English one to fall back to. */
  germanOnly: 'faq-german-only',
  post: 'post-sv-imported',
  legal: 'legal-sv-imported',
  brand: 'brand-imported',
  landing: 'landing-imported',
  category: 'category-imported',
  tag: 'tag-imported',
  author: 'author-imported',
} as const;

const HOME_SLIDESHOW = '0f5a959cf814';
const HOME_FEATURED_BRANDS = '925a0e3448d8';
const HOME_FAQ_CARD = '709f5105862a';

beforeAll(() =>
  withLakeRequestsToTheWorker(() =>
    editorClient()
      .transaction()
      .createOrReplace({
        _id: BROKEN.faq,
        _type: 'faqEntry',
        topic: 'ordering',
        order: 0,
        showOnCard: true,
        question: 'Can I pay by invoice?',
        answer: 'Yes, in every market.',
      })
      // Read through `translate`: the market's language, else English, else not at all.
      .createOrReplace({
        _id: 'faq-english-and-swedish',
        _type: 'faqEntry',
        topic: 'delivery',
        order: 99,
        question: [
          { _key: 'en', value: 'Do you ship to Åland?' },
          { _key: 'sv', value: 'Skickar ni till Åland?' },
        ],
        answer: [{ _key: 'en', value: 'Yes, with the Finnish post.' }],
      })
      .createOrReplace({
        _id: BROKEN.germanOnly,
        _type: 'faqEntry',
        topic: 'delivery',
        order: 98,
        question: [{ _key: 'de', value: 'Liefern Sie nach Helgoland?' }],
        answer: [{ _key: 'de', value: 'Ja.' }],
      })
      .createOrReplace({
        _id: BROKEN.post,
        _type: 'blogPost',
        language: 'sv',
        title: [{ _key: 'sv', value: 'Importerat inlägg' }],
        uri: { _type: 'slug', current: 'blog/importerat-inlagg' },
        publishedAt: '2099-01-01T00:00:00Z',
        featured: true,
      })
      .createOrReplace({
        _id: BROKEN.legal,
        _type: 'legalPage',
        language: 'sv',
        kind: 'returns',
        title: 'Returpolicy',
        uri: { _type: 'slug', current: 'returpolicy' },
        updatedAt: '2026-01-01',
        content: [],
      })
      .createOrReplace({
        _id: BROKEN.brand,
        _type: 'centraDocument',
        type: 'brands',
        title: 'Imported brand',
        uri: { _type: 'slug', current: 'brands/imported-brand' },
      })
      .createOrReplace({
        _id: BROKEN.landing,
        _type: 'centraLanding',
        type: 'campaign',
        title: 'Campaign',
        uri: { _type: 'slug', current: 'imported-landing' },
      })
      .createOrReplace({
        _id: BROKEN.category,
        _type: 'blogCategory',
        title: 'Imported',
        uri: { _type: 'slug', current: 'blog/category/imported' },
      })
      .createOrReplace({
        _id: BROKEN.tag,
        _type: 'blogTag',
        title: [],
        uri: { _type: 'slug', current: 'blog/tag/imported' },
      })
      .createOrReplace({
        _id: BROKEN.author,
        _type: 'blogAuthor',
        lastName: 'Import',
        uri: { _type: 'slug', current: 'blog/author/import' },
      })
      // A patch holds one insert: each list gets a patch of its own.
      .patch('homePage', (patch) =>
        patch
          .set({ metaTitle: 'Plain home title' })
          .insert('after', 'cards[0]', [
            { _key: 'imported-heading', _type: 'heading', title: 'Plain heading' },
          ]),
      )
      .patch('homePage', (patch) =>
        patch.append(`cards[_key=="${HOME_SLIDESHOW}"].media`, [
          { _key: 'imported-slide', _type: 'slideshowCard' },
        ]),
      )
      .patch('homePage', (patch) =>
        patch.append(`cards[_key=="${HOME_FEATURED_BRANDS}"].brands`, [
          { _key: 'imported-brand', _type: 'reference', _ref: BROKEN.brand },
        ]),
      )
      .patch('centra-landing-brands', (patch) =>
        patch.append('cards', [
          { _key: 'imported-text', _type: 'textCard', content: 'Plain text' },
        ]),
      )
      .patch('centra-landing-brands', (patch) =>
        patch.append('documents', [
          { _key: 'imported-brand', _type: 'reference', _ref: BROKEN.brand },
        ]),
      )
      .patch('siteSettings', (patch) =>
        patch
          .set({ freeShippingText: 'Free shipping from {amount}' })
          .append('navigation', [
            { _key: 'imported-link', _type: 'link', title: 'Plain link', link: '/plain' },
          ]),
      )
      .patch('siteSettings', (patch) =>
        patch.append('footerNavigation[0].links', [
          { _key: 'imported-footer-link', _type: 'link', title: 'Plain', link: '/plain-footer' },
        ]),
      )
      .patch('blogLanding', (patch) => patch.set({ description: 'Plain description' }))
      .patch('post-en-reading-a-can-label', (patch) =>
        patch.append('categories', [
          { _key: 'imported-category', _type: 'reference', _ref: BROKEN.category },
        ]),
      )
      .patch('post-en-storing-pouches-fresh', (patch) =>
        patch.set({ author: { _type: 'reference', _ref: BROKEN.author } }),
      )
      .commit(),
  ),
);

interface Report {
  url?: string;
  tags?: Record<string, string>;
  extra?: { document?: string | null; path?: string; problems?: string[] };
}

/** What the shop reported, as unreadable content, while building the page at `path`. */
async function unreadableReportedFor(path: string) {
  const sink = (await (await get('/_local/monitoring')).json()) as { reports: { entry: Report }[] };
  return sink.reports
    .map((report) => report.entry)
    .filter(
      (entry) =>
        entry.tags?.warning === 'unreadable_content' &&
        entry.url !== undefined &&
        new URL(entry.url).pathname === path,
    )
    .map((entry) => ({
      document: entry.extra?.document,
      path: entry.extra?.path,
      problems: entry.extra?.problems,
    }));
}

const documentsIn = (reports: { document?: string | null | undefined }[]) =>
  reports.map((report) => report.document);

async function page(path: string, status = 200) {
  const response = await get(path);
  expect(response.status).toBe(status);
  const html = await response.text();
  return { html, text: decoded(html), reports: await unreadableReportedFor(path) };
}

const lake = <T>(query: string, params: Record<string, unknown> = {}) =>
  editorClient().fetch<T>(query, params);

/** A localized field as the spec reads it: the language's value, else English. */
const inLanguage = (field: string) =>
  `coalesce(${field}[_key == $lang][0].value, ${field}[_key == "en"][0].value)`;

const hrefsIn = (html: string, pattern: RegExp) =>
  [...(pattern.exec(html)?.[1] ?? '').matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href!);

describe('content the shop cannot read is left out, never the page', () => {
  it.each([
    ['en', ''],
    ['sv', '/sv'],
  ] as const)(
    'home (%s): each list drops only what it cannot read (cards, slides, featured brands, FAQ, posts)',
    async (language, prefix) => {
      const { html, text, reports } = await page(`${prefix}/`);
      // Every other card is there, the broken heading is not.
      for (const card of [
        '<header class="card-heading">',
        'data-island="slideshow"',
        '<ul class="brand-grid">',
        '<ul class="top-brands">',
        '<ul class="post-cards">',
        '<section class="text-card">',
      ])
        expect(html).toContain(card);
      expect(text).not.toContain('Plain heading');
      const [slideshow] = islandPropsIn<{ slides: { key: string }[] }>(html, 'slideshow');
      const seedSlides = await lake<string[]>(
        `*[_id == "homePage"][0].cards[_key == $card][0].media[_key != "imported-slide"]._key`,
        { card: HOME_SLIDESHOW },
      );
      expect(slideshow?.slides.map((slide) => slide.key)).toEqual(seedSlides);

      const brands = await lake<string[]>(
        `*[_id == "homePage"][0].cards[_key == $card][0].brands[]->uri.current`,
        { card: HOME_FEATURED_BRANDS },
      );
      const shown = hrefsIn(html, /<ul class="brand-grid">(.*?)<\/ul>/s);
      expect(shown).toEqual(
        brands.filter((uri) => uri !== 'brands/imported-brand').map((uri) => `${prefix}/${uri}`),
      );

      const onCard = await lake<string[]>(
        `*[_type == "faqEntry" && showOnCard && _id != $broken] | order(topic asc, order asc, _id asc) { "question": ${inLanguage('question')} }.question`,
        { broken: BROKEN.faq, lang: language },
      );
      const card = new RegExp(
        `<section aria-labelledby="${HOME_FAQ_CARD}-title">(.*?)</section>`,
        's',
      ).exec(html)?.[1];
      expect(
        [...(card ?? '').matchAll(/<summary>(.*?)<\/summary>/g)].map(([, q]) => decoded(q!)),
      ).toEqual(onCard);
      expect(postsIn(html).map((post) => post.href)).not.toContain(
        `${prefix}/blog/importerat-inlagg`,
      );
      // The page's own title, unreadable, is the shop's own.
      expect(headIn(html).title).toBe(
        serverTranslator(language)('homeTitle', { shop: configFor(env).PUBLIC_SHOP_NAME }),
      );

      expect(reports).toEqual(
        expect.arrayContaining([
          { document: 'homePage', path: 'metaTitle', problems: ['Value is not an array'] },
          {
            document: 'homePage',
            path: 'cards[_key=="imported-heading"]',
            problems: ['title: Value is not an array'],
          },
          {
            document: 'homePage',
            path: `cards[_key=="${HOME_SLIDESHOW}"].slides[_key=="imported-slide"]`,
            problems: [expect.stringMatching(/^link: /)],
          },
          { document: BROKEN.brand, path: '', problems: ['title: Value is not an array'] },
          {
            document: BROKEN.faq,
            path: '',
            problems: ['question: Value is not an array', 'answer: Value is not an array'],
          },
        ]),
      );
      // The Swedish post is no English reader's concern.
      expect(documentsIn(reports).includes(BROKEN.post)).toBe(language === 'sv');
    },
    // The file's first page: the shop seeds its catalogue and search index first.
    60_000,
  );

  it.each([
    ['en', ''],
    ['sv', '/sv'],
    ['de', '/de'],
  ] as const)(
    'FAQ (%s): every entry it can read, in the market’s language or else English',
    async (language, prefix) => {
      const { html, text, reports } = await page(`${prefix}/faq`);
      const questions = await lake<string[]>(
        `*[_type == "faqEntry" && _id != $broken] | order(topic asc, order asc, _id asc)
          { "question": ${inLanguage('question')} }[defined(question)].question`,
        { broken: BROKEN.faq, lang: language },
      );
      // The sixteen of the seed, the one in English and Swedish, the German one in German only.
      expect(questions).toHaveLength(language === 'de' ? 18 : 17);
      expect([...html.matchAll(/<summary>(.*?)<\/summary>/g)].map(([, q]) => decoded(q!))).toEqual(
        questions,
      );
      expect(text).toContain(
        language === 'sv' ? 'Skickar ni till Åland?' : 'Do you ship to Åland?',
      );
      expect(text).toContain('Yes, with the Finnish post.');
      expect(text).not.toContain('Can I pay by invoice?');
      expect(reports).toContainEqual({
        document: BROKEN.faq,
        path: '',
        problems: ['question: Value is not an array', 'answer: Value is not an array'],
      });
      const germanOnly = reports.filter((report) => report.document === BROKEN.germanOnly);
      expect(germanOnly).toEqual(
        language === 'de'
          ? []
          : [
              {
                document: BROKEN.germanOnly,
                path: '',
                problems: ['question: Missing value', 'answer: Missing value'],
              },
            ],
      );
    },
  );

  it.each([
    ['en', ''],
    ['sv', '/sv'],
  ] as const)(
    'site settings (%s): navigation, footer and legal links without the unreadable ones, the rest of the layout kept',
    async (language, prefix) => {
      const { html, reports } = await page(`${prefix}/newsletter`);
      const settings = await lake<{ navigation: string[]; footer: string[] }>(
        `*[_id == "siteSettings"][0] {
          "navigation": navigation[_key != "imported-link"].link,
          "footer": footerNavigation[0].links[_key != "imported-footer-link"].link
        }`,
      );
      const localized = (link: string) => (link.startsWith('/') ? `${prefix}${link}` : link);
      expect(hrefsIn(html, /<nav[^>]*class="main-nav">(.*?)<\/nav>/s)).toEqual(
        settings.navigation.map(localized),
      );
      const footer = /<div class="footer-groups">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
      expect(hrefsIn(footer, /(.*)/s)).toEqual(settings.footer.map(localized));
      const legal = await lake<string[]>(
        `*[_type == "legalPage" && language == $lang && _id != $broken] | order(kind asc).uri.current`,
        { lang: language, broken: BROKEN.legal },
      );
      const legalLinks = hrefsIn(html, /<nav aria-labelledby="footer-legal">(.*?)<\/nav>/s);
      expect(legalLinks.slice(0, legal.length)).toEqual(legal.map((uri) => `${prefix}/${uri}`));
      expect(html).not.toContain('/returpolicy');
      // A free-shipping line that cannot be read leaves the banner out, nothing else.
      expect(html).not.toContain('class="free-shipping-banner"');
      expect(reports).toEqual(
        expect.arrayContaining([
          {
            document: 'siteSettings',
            path: 'navigation[_key=="imported-link"]',
            problems: ['title: Value is not an array'],
          },
          {
            document: 'siteSettings',
            path: expect.stringMatching(
              /^footerNavigation\[_key=="[^"]+"\]\.links\[_key=="imported-footer-link"\]$/,
            ),
            problems: ['title: Value is not an array'],
          },
          {
            document: 'siteSettings',
            path: 'freeShippingText',
            problems: ['Value is not an array'],
          },
        ]),
      );
      // The Swedish legal page is left out of the Swedish footer only.
      expect(reports.some((report) => report.document === BROKEN.legal)).toBe(language === 'sv');
    },
  );

  it('legal pages: one that cannot be read answers 404 as if missing; the others are served', async () => {
    const broken = await page('/sv/returpolicy', 404);
    expect(broken.reports).toContainEqual({
      document: BROKEN.legal,
      path: '',
      problems: [expect.stringMatching(/^kind: /)],
    });
    const terms = await page('/sv/kopvillkor');
    expect(terms.html).toContain('<h1>');
  });

  it('blog listings: the Swedish list drops a post it cannot read, the English list is untouched', async () => {
    const postsOnPageOne = (language: string) =>
      lake<{ _id: string; uri: string }[]>(
        `*[_type == "blogPost" && language == $lang && defined(uri.current)]
          | order(defined(publishedAt) desc, publishedAt desc, _id asc) [0...12] { _id, "uri": uri.current }`,
        { lang: language },
      );
    const swedish = await page('/sv/blog');
    expect(postsIn(swedish.html).map((post) => post.href)).toEqual(
      (await postsOnPageOne('sv'))
        .filter((post) => post._id !== BROKEN.post)
        .map((post) => `/sv/${post.uri}`),
    );
    expect(swedish.reports).toContainEqual({
      document: BROKEN.post,
      path: '',
      problems: [expect.stringMatching(/^title: /)],
    });
    const english = await page('/blog');
    expect(postsIn(english.html).map((post) => post.href)).toEqual(
      (await postsOnPageOne('en')).map((post) => `/${post.uri}`),
    );
    expect(documentsIn(english.reports)).not.toContain(BROKEN.post);
    // The blog's categories without the one that cannot be read; the landing's unreadable
    // description is left out, its listing is not.
    for (const listing of [swedish, english]) {
      const chips = hrefsIn(listing.html, /<nav[^>]*class="chips">(.*?)<\/nav>/s);
      expect(chips).toHaveLength(7);
      expect(chips.join()).not.toContain('category/imported');
      expect(listing.text).not.toContain('Plain description');
      expect(listing.reports).toEqual(
        expect.arrayContaining([
          { document: BROKEN.category, path: '', problems: ['title: Value is not an array'] },
          { document: 'blogLanding', path: 'description', problems: ['Value is not an array'] },
        ]),
      );
    }
  });

  it('blog posts: one that cannot be read answers 404; a broken category or author leaves only itself out', async () => {
    const broken = await page('/sv/blog/importerat-inlagg', 404);
    expect(documentsIn(broken.reports)).toContain(BROKEN.post);

    const categorized = await page('/blog/reading-a-can-label');
    expect(categorized.html).toContain('href="/blog/category/guides"');
    expect(categorized.html).not.toContain('category/imported');
    expect(documentsIn(categorized.reports)).toContain(BROKEN.category);

    const authored = await page('/blog/storing-pouches-fresh');
    expect(authored.html).toContain('<h1>');
    expect(authored.html).not.toContain('/blog/author/import');
    expect(authored.reports).toContainEqual({
      document: BROKEN.author,
      path: '',
      problems: [expect.stringMatching(/^firstName: /)],
    });
  });

  it.each([
    ['/blog/category/imported', BROKEN.category],
    ['/sv/blog/tag/imported', BROKEN.tag],
    ['/blog/author/import', BROKEN.author],
  ])('%s: a category, tag or author that cannot be read answers 404', async (path, id) => {
    const { reports } = await page(path, 404);
    expect(documentsIn(reports)).toContain(id);
  });

  it.each(['', '/sv'])(
    'landing %s/brands: drops the card and the brand it cannot read, keeps the others',
    async (prefix) => {
      const { html, text, reports } = await page(`${prefix}/brands`);
      const documents = await lake<string[]>(
        `*[_id == "centra-landing-brands"][0].documents[]->uri.current`,
      );
      const grids = [...html.matchAll(/<ul class="brand-grid">(.*?)<\/ul>/gs)].map(([, grid]) =>
        hrefsIn(grid!, /(.*)/s),
      );
      expect(grids.at(-1)).toEqual(
        documents.filter((uri) => uri !== 'brands/imported-brand').map((uri) => `${prefix}/${uri}`),
      );
      expect(text).not.toContain('Plain text');
      expect(reports).toEqual(
        expect.arrayContaining([
          {
            document: 'centra-landing-brands',
            path: 'cards[_key=="imported-text"]',
            problems: ['content: Value is not an array'],
          },
          { document: BROKEN.brand, path: '', problems: ['title: Value is not an array'] },
        ]),
      );
    },
  );

  it.each([
    ['/brands/imported-brand', BROKEN.brand],
    ['/sv/imported-landing', BROKEN.landing],
  ])('%s: a landing or its document that cannot be read answers 404', async (path, id) => {
    const { reports } = await page(path, 404);
    expect(documentsIn(reports)).toContain(id);
  });

  it('keeps a page without an unreadable entry in the page cache, until the fix is published', async () => {
    await (await getSettled('/da/faq')).arrayBuffer();
    const again = await getSettled('/da/faq');
    expect(again.headers.get('X-Page-Cache')).toBe('HIT');
    await withLakeRequestsToTheWorker(() =>
      editorClient()
        .patch(BROKEN.faq)
        .set({
          question: [
            { _key: 'en', value: 'Can I pay by invoice?' },
            { _key: 'da', value: 'Kan jeg betale med faktura?' },
          ],
          answer: [{ _key: 'en', value: 'Yes, in every market.' }],
        })
        .commit(),
    );
    const fixed = await getSettled('/da/faq');
    expect(fixed.headers.get('X-Page-Cache')).toBe('MISS');
    expect(decoded(await fixed.text())).toContain('Kan jeg betale med faktura?');
  });
});
