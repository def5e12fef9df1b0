import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../seed/build/seed-document';
import { clientOver, errorsOf, validate, type AskedQuery } from '../testing/studio-schema';

const en = (value: string) => [{ _key: 'en', _type: 'internationalizedArrayStringValue', value }];
const landing: ContentDocument = {
  _id: 'centra-landing-brands',
  _type: 'centraLanding',
  type: 'brands',
  title: en('Brands'),
  uri: { _type: 'slug', current: 'brands' },
};
const blogLanding: ContentDocument = {
  _id: 'blogLanding',
  _type: 'blogLanding',
  title: en('Blog'),
  uri: { _type: 'slug', current: 'blog' },
};
const logo = {
  _type: 'image',
  asset: { _type: 'reference', _ref: 'image-0123456789abcdef0123456789abcdef01234567-400x400-svg' },
};
const client = clientOver([landing, blogLanding]);

const messages = async (document: ContentDocument) =>
  errorsOf(await validate(document, client))
    .map(
      (marker) =>
        `${marker.path.map((segment) => (typeof segment === 'object' ? `[${String((segment as { _key?: string })._key)}]` : segment)).join('.')}: ${marker.message}`,
    )
    .sort();

describe("Sanity's validateDocument with the studio's rules", () => {
  it('accepts a complete tag', async () => {
    expect(
      await messages({
        _id: 'tag-mint',
        _type: 'blogTag',
        title: en('Mint'),
        uri: { _type: 'slug', current: 'blog/tag/mint' },
      }),
    ).toEqual([]);
  });

  it('requires the title and the uri', async () => {
    expect(await messages({ _id: 'tag-x', _type: 'blogTag' })).toEqual([
      'title: Required',
      'uri.current: Required',
      'uri: Required',
    ]);
  });

  it('reports the slug rules with the shop’s messages', async () => {
    const tag = (current: string) => ({
      _id: 'tag-x',
      _type: 'blogTag',
      title: en('X'),
      uri: { _type: 'slug', current },
    });
    expect(await messages(tag('blog/tag/ice mint'))).toEqual(['uri: Slug cannot contain spaces']);
    expect(await messages(tag('tag/mint'))).toEqual([
      'uri: URI must be prefixed with landing URI ("blog")',
    ]);
    expect(await messages(tag('blog/mint'))).toEqual([
      'uri: Slug must begin with "blog/tag/". Click "Generate" to reset.',
    ]);
    expect(await messages(tag('blog/tag/mint/ice'))).toEqual([
      'uri: Slug cannot have another "/" after "blog/tag/"',
    ]);
    expect(await messages(tag('blog/tag/'))).toEqual(['uri: Slug cannot end with "/"']);
  });

  it('requires English in localized titles', async () => {
    const errors = await messages({
      _id: 'tag-x',
      _type: 'blogTag',
      title: [{ _key: 'sv', _type: 'internationalizedArrayStringValue', value: 'Mint' }],
      uri: { _type: 'slug', current: 'blog/tag/x' },
    });
    expect(errors).toEqual(['title: Add the English text: every other language falls back to it']);
  });

  it('checks a brand document’s URI against the brands landing page', async () => {
    const brand = (current: string) => ({
      _id: 'brand-x',
      _type: 'centraDocument',
      type: 'brands',
      title: en('X'),
      logo,
      uri: { _type: 'slug', current },
    });
    expect(await messages(brand('brands/x'))).toEqual([]);
    expect(await messages(brand('flavours/x'))).toEqual([
      'uri: URI must be prefixed with landing URI ("brands")',
    ]);
    expect(await messages({ ...brand('brands/x'), logo: undefined })).toEqual(['logo: Required']);
  });

  it('checks a post’s URI against the blog landing page', async () => {
    const post = (current: string) => ({
      _id: 'post-x',
      _type: 'blogPost',
      language: 'en',
      title: 'X',
      uri: { _type: 'slug', current },
    });
    expect(await messages(post('blog/x'))).toEqual([]);
    expect(await messages(post('news/x'))).toEqual([
      'uri: URI must be prefixed with landing URI ("blog")',
    ]);
  });

  it('checks authors’, categories’ and tags’ URIs against the blog landing’s URI as its editor has it', async () => {
    const asked: AskedQuery[] = [];
    // The blog moved to "news": the landing's draft says so, its published version not yet.
    const moved = clientOver(
      [
        blogLanding,
        { ...blogLanding, _id: 'drafts.blogLanding', uri: { _type: 'slug', current: 'news' } },
      ],
      asked,
    );
    const documents = {
      author: { _type: 'blogAuthor', firstName: 'Anna', lastName: 'Lindqvist' },
      category: { _type: 'blogCategory', title: en('Guides') },
      tag: { _type: 'blogTag', title: en('Mint') },
    };
    for (const [kind, fields] of Object.entries(documents)) {
      const errors = async (current: string) =>
        errorsOf(
          await validate({ _id: `${kind}-x`, ...fields, uri: { _type: 'slug', current } }, moved),
        ).map((marker) => marker.message);
      expect(await errors(`news/${kind}/x`)).toEqual([]);
      expect(await errors(`blog/${kind}/x`)).toEqual([
        'URI must be prefixed with landing URI ("news")',
      ]);
      expect(await errors(`news/x`)).toEqual([
        `Slug must begin with "news/${kind}/". Click "Generate" to reset.`,
      ]);
      expect(await errors(`news/${kind}/x/y`)).toEqual([
        `Slug cannot have another "/" after "news/${kind}/"`,
      ]);
    }
    // The landing's URI is read as the spec says: API version 2025-02-11, drafts perspective.
    const landingReads = asked.filter((query) => query.query.includes('"blogLanding"'));
    expect(landingReads.length).toBeGreaterThan(0);
    expect(
      landingReads.every(
        (query) => query.apiVersion === '2025-02-11' && query.perspective === 'drafts',
      ),
    ).toBe(true);
  });

  it('reports a slug already used by another document of the type', async () => {
    const other = clientOver([
      blogLanding,
      {
        _id: 'tag-a',
        _type: 'blogTag',
        title: en('A'),
        uri: { _type: 'slug', current: 'blog/tag/a' },
      },
    ]);
    const markers = errorsOf(
      await validate(
        {
          _id: 'tag-b',
          _type: 'blogTag',
          title: en('B'),
          uri: { _type: 'slug', current: 'blog/tag/a' },
        },
        other,
      ),
    );
    expect(markers.map((marker) => marker.message)).toEqual(['Slug is already in use']);
  });

  it('checks cards: product listing, slideshow links, brand counts, repeated documents', async () => {
    const page = {
      _id: 'homePage',
      _type: 'homePage',
      internalName: 'Home',
      cards: [
        { _key: 'a', _type: 'productListing', uri: '/nicotine-pouches', productQuantity: 13 },
        {
          _key: 'b',
          _type: 'slideshow',
          internalName: 'Hero',
          media: [
            {
              _key: 's',
              _type: 'slideshowCard',
              link: 'https://pouchatlas.se/offers',
              media: { _type: 'altImage', image: logo },
            },
          ],
        },
        { _key: 'c', _type: 'featuredBrandsCard', brands: [] },
        {
          _key: 'd',
          _type: 'deprecatedTopBrands',
          brands: ['1', '2', '3', '4'].map((key) => ({
            _key: key,
            _type: 'topBrand',
            link: '/brands',
            image: { _type: 'altImage', image: logo },
          })),
        },
        {
          _key: 'e',
          _type: 'blockAlgoliaProducts',
          query: 'mint',
          searchFields: ['colour'],
          type: 'singular',
        },
      ],
    };
    expect(await messages(page)).toEqual([
      'cards.[a].productQuantity: Must be lower than or equal to 12',
      'cards.[a].uri: URI must NOT start with /',
      'cards.[b].media.[s].link: Link should never contain domain',
      'cards.[c].brands: Must have at least 1 items',
      'cards.[d].brands: Must have at most 3 items',
      'cards.[e].searchFields.0: Value did not match any allowed values',
    ]);
  });

  it('refuses links with other schemes and the same landing document twice', async () => {
    const settings = {
      _id: 'siteSettings',
      _type: 'siteSettings',
      navigation: [{ _key: 'n', _type: 'link', title: en('Bad'), link: 'javascript:alert(1)' }],
    };
    expect(await messages(settings)).toEqual([
      'navigation.[n].link: Does not match allowed protocols/schemes',
    ]);
    const repeated = {
      ...landing,
      documents: [
        { _key: 'a', _type: 'reference', _ref: 'brand-x' },
        { _key: 'b', _type: 'reference', _ref: 'brand-x' },
      ],
    };
    expect(await messages(repeated)).toEqual(['documents: Document is already in the list']);
  });
});
