import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLAVOURS } from '../../src/domain/catalogue/product';
import { LEGAL_KINDS } from '../../src/domain/content/legal-pages';
import { LANGUAGES } from '../../src/domain/markets/languages';
import { generateCatalogue } from '../../seed/catalogue/catalogue-generator';
import type { ContentDocument } from './build/seed-document';
import { RICH_TEXT_BLOCKS, RICH_TEXT_MARKS, RICH_TEXT_STYLES } from '../objects/rich-text';
import { PAGE_CARD_TYPES } from '../documents/home-page';
import { clientOver, errorsOf, validate } from '../testing/studio-schema';
import { buildSeed } from './build/build-seed';
import { readSeedSources } from './build/read-sources';

const seedDir = path.resolve(import.meta.dirname);
let documents: ContentDocument[];

beforeAll(async () => {
  const ndjson = await readFile(path.join(seedDir, 'production.ndjson'), 'utf8');
  documents = ndjson
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ContentDocument);
});

const ofType = (type: string) => documents.filter((doc) => doc._type === type);
const published = (docs: ContentDocument[]) => docs.filter((doc) => !doc._id.startsWith('drafts.'));

describe('the seed dataset', () => {
  it('is exactly what the sources build (run `npm run seed:content` after editing them)', async () => {
    const built = buildSeed(await readSeedSources(path.join(seedDir, 'source')));
    expect(built.ndjson).toBe(await readFile(path.join(seedDir, 'production.ndjson'), 'utf8'));
  });

  it('passes the studio validation, document by document', async () => {
    const client = clientOver(documents);
    const failures: string[] = [];
    for (const document of documents) {
      if (document._type === 'translation.metadata') continue;
      for (const marker of errorsOf(await validate(document, client))) {
        failures.push(`${document._id} ${JSON.stringify(marker.path)}: ${marker.message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('has at least three listing pages of published English posts, and posts in three more languages', () => {
    const posts = published(ofType('blogPost'));
    const byLanguage = new Map<string, ContentDocument[]>();
    for (const post of posts) {
      const language = post.language as string;
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), post]);
    }
    expect(byLanguage.get('en')?.length).toBeGreaterThanOrEqual(36);
    const others = [...byLanguage.keys()].filter((language) => language !== 'en');
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const language of others) expect(byLanguage.get(language)?.length).toBeGreaterThan(0);
  });

  it('has drafts, an edited published post, undated posts and featured posts', () => {
    const posts = ofType('blogPost');
    const drafts = posts.filter((post) => post._id.startsWith('drafts.'));
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    const publishedIds = new Set(published(posts).map((post) => post._id));
    expect(drafts.some((draft) => publishedIds.has(draft._id.slice('drafts.'.length)))).toBe(true);
    expect(published(posts).filter((post) => !post.publishedAt).length).toBeGreaterThanOrEqual(2);
    expect(published(posts).filter((post) => post.featured === true).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('uses every style, mark and block of the rich text, and both product-search types', () => {
    const blocks = ofType('blogPost').flatMap(
      (post) =>
        post.content as {
          _type: string;
          style?: string;
          type?: string;
          children?: { marks: string[] }[];
        }[],
    );
    const styles = new Set(blocks.map((block) => block.style));
    for (const style of RICH_TEXT_STYLES) expect(styles).toContain(style);
    const marks = new Set(
      blocks.flatMap((block) => block.children ?? []).flatMap((span) => span.marks),
    );
    for (const mark of RICH_TEXT_MARKS) expect(marks).toContain(mark);
    const types = new Set(blocks.map((block) => block._type));
    for (const type of RICH_TEXT_BLOCKS) expect(types).toContain(type);
    const searches = new Set(
      blocks.filter((block) => block._type === 'blockAlgoliaProducts').map((block) => block.type),
    );
    expect([...searches].sort()).toEqual(['singular', 'slideshow']);
  });

  it('links translations of the same post', () => {
    const metadata = ofType('translation.metadata');
    expect(metadata.length).toBeGreaterThan(0);
    const ids = new Set(documents.map((doc) => doc._id));
    for (const entry of metadata) {
      for (const translation of entry.translations as { _key: string; value: { _ref: string } }[]) {
        expect(ids.has(translation.value._ref)).toBe(true);
      }
    }
  });

  it('has every legal page in every language, marked as example text and linked as translations', () => {
    const pages = ofType('legalPage');
    for (const language of LANGUAGES)
      expect(
        pages
          .filter((page) => page.language === language)
          .map((page) => page.kind)
          .sort(),
        language,
      ).toEqual([...LEGAL_KINDS].sort());
    expect(pages.every((page) => page.exampleText === true)).toBe(true);
    for (const kind of LEGAL_KINDS) {
      const metadata = documents.find((doc) => doc._id === `translation-metadata-legal-${kind}`);
      expect(metadata?.translations).toHaveLength(LANGUAGES.length);
    }
  });

  it('puts every card type on the home page', () => {
    const [home] = ofType('homePage');
    const types = new Set((home?.cards as { _type: string }[]).map((card) => card._type));
    for (const type of PAGE_CARD_TYPES) expect(types).toContain(type);
  });

  it('has a brand, flavour and offer document for each of the catalogue’s', () => {
    const catalogue = generateCatalogue();
    const centra = ofType('centraDocument');
    const ids = (type: string) =>
      centra
        .filter((doc) => doc.type === type)
        .map((doc) => doc.centraId)
        .sort();
    expect(ids('brands')).toEqual(catalogue.brands.map((brand) => String(brand.id)).sort());
    expect(ids('flavour')).toEqual(
      [...FLAVOURS].filter((flavour) => ids('flavour').includes(flavour)).sort(),
    );
    expect(ids('flavour').length).toBeGreaterThanOrEqual(8);
    const offers = new Set(
      catalogue.products.flatMap((product) => (product.offerText ? [product.offerText] : [])),
    );
    expect(ids('offer_text')).toEqual([...offers].sort());
    for (const landing of ofType('centraLanding')) {
      const refs = (landing.documents as { _ref: string }[]).map((ref) => ref._ref);
      expect(refs.length).toBe(centra.filter((doc) => doc.type === landing.type).length);
    }
  });

  it('has FAQ entries and navigation groups', () => {
    expect(ofType('faqEntry').length).toBeGreaterThanOrEqual(12);
    const [settings] = ofType('siteSettings');
    expect((settings?.footerNavigation as unknown[]).length).toBeGreaterThanOrEqual(2);
  });

  it('references only documents it holds', () => {
    const ids = new Set(documents.map((doc) => doc._id.replace(/^drafts\./, '')));
    const refs = [...JSON.stringify(documents).matchAll(/"_ref":"([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(refs.length).toBeGreaterThan(100);
    expect(refs.filter((ref) => !ids.has(ref as string))).toEqual([]);
  });

  it('ships an image file for every image it points at', async () => {
    const pointers = new Set(JSON.stringify(documents).match(/images\/[a-f0-9]{40}-\d+x\d+\.svg/g));
    const { readdir } = await import('node:fs/promises');
    const files = new Set(
      (await readdir(path.join(seedDir, 'images'))).map((file) => `images/${file}`),
    );
    for (const pointer of pointers) expect(files).toContain(pointer);
  });
});
