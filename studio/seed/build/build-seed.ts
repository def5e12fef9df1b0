import { RESERVED_SEGMENTS } from '../../../src/domain/urls/shop-paths';
import { generateCatalogue } from '../../../seed/catalogue/catalogue-generator';
import { coverSvg } from './artwork';
import { centraDocuments } from './catalogue-documents';
import { homeDocument } from './home-document';
import { ImageRegistry, type SeedImage } from './image-registry';
import { legalDocuments } from './legal-documents';
import { postDocuments, type PostSource } from './post-documents';
import type { MarkdownSource } from './read-sources';
import type { ContentDocument } from './seed-document';
import { parseSiteCopy } from './site-copy';
import {
  BLOG_URI,
  blogLandingDocument,
  faqDocuments,
  siteSettingsDocument,
  taxonomyDocuments,
} from './site-documents';

export interface SeedSources {
  siteCopyJson: string;
  /** Per language, the translations of the site copy's English texts by path. */
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>;
  posts: readonly PostSource[];
  legal: readonly MarkdownSource[];
}

export interface BuiltSeed {
  documents: ContentDocument[];
  ndjson: string;
  images: SeedImage[];
}

/** The picture a page without its own shows when shared. */
const SHARE_COVER = 'cover-pouches-intro';

/** When the seed's texts were written, for documents without a date of their own. */
const SEED_WRITTEN_AT = '2026-11-01T00:00:00Z';

/**
 * The dates the Content Lake keeps on every document, which sitemaps read as `lastmod`: a
 * post's publication, a legal page's last update, else the seed's date. Fixed, so the seed
 * builds byte-identical.
 */
function systemDates(document: ContentDocument) {
  const own =
    typeof document.publishedAt === 'string'
      ? document.publishedAt
      : typeof document.updatedAt === 'string'
        ? `${document.updatedAt}T00:00:00Z`
        : SEED_WRITTEN_AT;
  return { _createdAt: own, _updatedAt: own };
}

/** The whole seed dataset from its sources: same sources, byte-identical output. */
export function buildSeed(sources: SeedSources): BuiltSeed {
  const copy = parseSiteCopy(sources.siteCopyJson, sources.translations);
  const catalogue = generateCatalogue();
  const images = new ImageRegistry();
  const covers = new Map<string, Record<string, unknown>>();
  const cover = (name: string) => {
    let image = covers.get(name);
    if (!image) {
      image = images.add(coverSvg(name), true);
      covers.set(name, image);
    }
    return image;
  };

  const taxonomy = taxonomyDocuments(copy, images);
  const idsOf = (type: string, prefix: string) =>
    new Set(
      taxonomy.filter((doc) => doc._type === type).map((doc) => doc._id.slice(prefix.length)),
    );
  const documents: ContentDocument[] = [
    homeDocument(catalogue, copy, images),
    siteSettingsDocument(copy, cover(SHARE_COVER)),
    blogLandingDocument(copy, images),
    ...taxonomy,
    ...postDocuments(sources.posts, {
      blogUri: BLOG_URI,
      authorIds: idsOf('blogAuthor', 'author-'),
      categoryIds: idsOf('blogCategory', 'category-'),
      tagIds: idsOf('blogTag', 'tag-'),
      cover,
    }),
    ...centraDocuments(catalogue, copy, images),
    ...faqDocuments(copy),
    ...legalDocuments(sources.legal, RESERVED_SEGMENTS),
  ];
  for (const document of documents) Object.assign(document, systemDates(document));
  const ids = new Set<string>();
  for (const document of documents) {
    if (ids.has(document._id)) throw new Error(`Two seed documents have the id ${document._id}`);
    ids.add(document._id);
  }
  return {
    documents,
    ndjson: documents.map((document) => JSON.stringify(document)).join('\n') + '\n',
    images: images.all(),
  };
}
