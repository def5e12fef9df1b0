import { z } from 'zod';
import { LEGAL_KINDS } from '../../domain/content/legal-pages';
import { localizedText, optionalLocalizedText } from './localized-text';

/**
 * The shapes the shop reads from the content service. Loose where editors may add fields,
 * strict about what pages rely on. What breaks them is left out where it sits (see
 * `parseWhatCanBeRead`): a list loses the entry, a page the optional field, never more.
 */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

const imageSchema = z
  .looseObject({
    asset: z.looseObject({
      _id: z.string(),
      url: z.string(),
      metadata: z
        .looseObject({
          dimensions: z.looseObject({ width: z.number(), height: z.number() }).nullish(),
        })
        .nullish(),
    }),
    hotspot: z
      .looseObject({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
      .nullish(),
    crop: z
      .looseObject({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() })
      .nullish(),
  })
  .nullish()
  .transform((value) => value ?? undefined);

export type ContentImage = NonNullable<z.infer<typeof imageSchema>>;

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);

/** A list of references: one to a deleted document resolves to null and is skipped. */
const references = <T extends z.ZodType>(item: T) =>
  list(item.nullable()).transform((entries) =>
    entries.filter((entry): entry is NonNullable<typeof entry> => entry !== null),
  );

/** Portable Text blocks stay loose: the renderer decides what it knows how to show. */
const portableTextSchema = list(z.looseObject({ _type: z.string(), _key: z.string() }));
export type PortableTextBlocks = z.infer<typeof portableTextSchema>;

const translationsSchema = references(z.object({ language: z.string(), uri: z.string() }));

const legalLinkSchema = z.object({
  kind: z.enum(LEGAL_KINDS),
  title: z.string(),
  uri: z.string(),
});

export const legalPageSchema = legalLinkSchema
  .extend({
    _id: z.string(),
    metaDescription: text,
    updatedAt: z.string(),
    content: portableTextSchema,
    translations: translationsSchema,
  })
  .nullable();

const datedUri = z.object({ uri: z.string(), _updatedAt: text });
const translatedUri = datedUri.extend({ translations: translationsSchema });

export const sitemapContentSchema = z.object({
  home: text,
  settings: text,
  faq: text,
  blogLanding: datedUri.nullish().transform((value) => value ?? undefined),
  taxonomy: list(datedUri),
  posts: list(translatedUri),
  landings: list(datedUri),
  legal: list(translatedUri),
});
export type SitemapContent = z.infer<typeof sitemapContentSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasText = (entry: unknown, language: string) =>
  isRecord(entry) &&
  entry._key === language &&
  typeof entry.value === 'string' &&
  entry.value !== '';

/**
 * Which language's entry each localized field of an object shows (translate's choice: the
 * page's language, else English), so draft mode opens that entry in the Studio.
 */
function shownEntries(raw: Record<string, unknown>, language: string): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (!Array.isArray(value)) continue;
    const key = [language, 'en'].find((wanted) => value.some((entry) => hasText(entry, wanted)));
    if (key) shown[field] = key;
  }
  return shown;
}

/** `shownEntries` of an object, kept in its `shown`. */
const shownSchema = z.record(z.string(), z.string()).optional();

/** The shapes with localized texts, read in one language (the market's, else English). */
function schemasIn(language: string) {
  const localized = localizedText(language);
  const optionalLocalized = optionalLocalizedText(language);
  /** An object with localized fields, which notes the entry each of them shows. */
  const withShown = <T extends z.ZodType>(schema: T) =>
    z.preprocess(
      (raw) => (isRecord(raw) ? { ...raw, shown: shownEntries(raw, language) } : raw),
      schema,
    );

  const taxonomy = withShown(
    z.object({ _id: z.string(), title: localized, uri: z.string(), shown: shownSchema }),
  );

  const postSummary = z.object({
    _id: z.string(),
    title: z.string(),
    uri: z.string(),
    excerpt: text,
    publishedAt: text,
    featured: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    image: imageSchema,
    imageAlt: text,
    categories: references(taxonomy),
    tags: references(taxonomy),
  });

  const author = z.object({
    _id: z.string(),
    shown: shownSchema,
    firstName: z.string(),
    lastName: z.string(),
    uri: z.string(),
    role: optionalLocalized,
    bio: optionalLocalized,
    image: imageSchema,
  });

  const post = postSummary.extend({
    _updatedAt: text,
    language: z.string(),
    metaTitle: text,
    metaDescription: text,
    metaKeywords: list(z.string()),
    metaImage: imageSchema,
    content: portableTextSchema,
    author: withShown(author)
      .nullish()
      .transform((value) => value ?? undefined),
    translations: translationsSchema,
  });

  const centraDocumentCard = z.object({
    _id: z.string(),
    shown: shownSchema,
    type: z.enum(['brands', 'flavour', 'offer_text']),
    title: localized,
    uri: z.string(),
    showTitleOnCard: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    tags: list(z.string()),
    centraId: text,
    centraUri: text,
    logo: imageSchema,
  });

  const cardBase = {
    _key: z.string(),
    visibleOn: z.array(z.enum(['mobile', 'desktop'])),
    shown: shownSchema,
  };

  const card = z.discriminatedUnion('_type', [
    z.object({
      ...cardBase,
      _type: z.literal('heading'),
      title: localized,
      subtitle: optionalLocalized,
    }),
    z.object({
      ...cardBase,
      _type: z.literal('slideshow'),
      internalName: text,
      slides: list(
        z.object({
          _key: z.string(),
          link: z.string(),
          image: imageSchema,
          mobileImage: imageSchema,
          imageAlt: text,
        }),
      ),
    }),
    z.object({
      ...cardBase,
      _type: z.literal('productListing'),
      uri: z.string(),
      productQuantity: z.number().int().positive().max(12),
      cta: z.boolean(),
    }),
    z.object({
      ...cardBase,
      _type: z.literal('featuredBrandsCard'),
      brands: references(withShown(centraDocumentCard)),
    }),
    z.object({
      ...cardBase,
      _type: z.literal('deprecatedTopBrands'),
      brands: list(
        z.object({ _key: z.string(), link: z.string(), image: imageSchema, imageAlt: text }),
      ),
    }),
    z.object({ ...cardBase, _type: z.literal('featuredBlogPosts'), visible: z.boolean() }),
    z.object({ ...cardBase, _type: z.literal('faqCard'), visible: z.boolean() }),
    z.object({
      ...cardBase,
      _type: z.literal('textCard'),
      title: optionalLocalized,
      content: localized,
    }),
    z.object({
      ...cardBase,
      _type: z.literal('blockAlgoliaProducts'),
      query: z.string(),
      searchFields: z.array(z.enum(['title', 'brand', 'strength', 'flavour', 'category'])).min(1),
      type: z.enum(['singular', 'slideshow']),
      title: text,
      description: text,
    }),
  ]);

  const link = withShown(
    z.object({ _key: z.string(), title: localized, link: z.string(), shown: shownSchema }),
  );
  const cards = list(withShown(card));

  return {
    postListing: z.object({ posts: z.array(postSummary), total: z.number().int() }),
    postSummaries: z.array(postSummary),
    post: post.nullable(),
    author: withShown(author).nullable(),
    blogTaxonomy: withShown(
      z.object({
        _id: z.string(),
        shown: shownSchema,
        _type: z.enum(['blogCategory', 'blogTag']),
        title: localized,
        uri: z.string(),
        description: optionalLocalized,
        image: imageSchema,
      }),
    ).nullable(),
    blogLanding: withShown(
      z.object({
        _id: z.string(),
        shown: shownSchema,
        title: localized,
        description: optionalLocalized,
        uri: z.string(),
        metaTitle: optionalLocalized,
        metaDescription: optionalLocalized,
        metaImage: imageSchema,
        categories: z.array(taxonomy),
      }),
    ).nullable(),
    homePage: z
      .object({
        _id: z.string(),
        metaTitle: optionalLocalized,
        metaDescription: optionalLocalized,
        metaImage: imageSchema,
        cards,
      })
      .nullable(),
    centraLanding: withShown(
      z.object({
        _id: z.string(),
        shown: shownSchema,
        type: z.enum(['brands', 'flavour', 'offer_text']),
        title: localized,
        uri: z.string(),
        cards,
        documents: references(withShown(centraDocumentCard)),
        footerContent: optionalLocalized,
        metaTitle: optionalLocalized,
        metaDescription: optionalLocalized,
        metaImage: imageSchema,
        metaImageAlt: text,
      }),
    ).nullable(),
    centraDocument: withShown(
      centraDocumentCard.extend({
        description: optionalLocalized,
        footerContent: optionalLocalized,
        metaTitle: optionalLocalized,
        metaDescription: optionalLocalized,
        image: imageSchema,
        imageAlt: text,
      }),
    ).nullable(),
    faq: z.array(
      withShown(
        z.object({
          _id: z.string(),
          shown: shownSchema,
          topic: z.string(),
          showOnCard: z
            .boolean()
            .nullish()
            .transform((value) => value ?? false),
          question: localized,
          answer: localized,
        }),
      ),
    ),
    siteSettings: withShown(
      z.object({
        _id: z.string(),
        shown: shownSchema,
        navigation: list(link),
        footerNavigation: list(
          withShown(
            z.object({ _key: z.string(), title: localized, links: list(link), shown: shownSchema }),
          ),
        ),
        freeShippingText: optionalLocalized,
        footerText: optionalLocalized,
        newsletterText: optionalLocalized,
        shareImage: imageSchema,
        shareImageAlt: optionalLocalized,
        legalPages: list(legalLinkSchema),
      }),
    ).nullable(),
  };
}

export type ContentSchemas = ReturnType<typeof schemasIn>;

const byLanguage = new Map<string, ContentSchemas>();

/** The shapes in one language, made once per language an isolate serves. */
export function contentSchemas(language: string): ContentSchemas {
  let schemas = byLanguage.get(language);
  if (!schemas) {
    schemas = schemasIn(language);
    byLanguage.set(language, schemas);
  }
  return schemas;
}

type Read<K extends keyof ContentSchemas> = z.output<ContentSchemas[K]>;

export type PostSummary = Read<'postSummaries'>[number];
export type BlogPost = NonNullable<Read<'post'>>;
export type BlogLanding = Read<'blogLanding'>;
export type ContentCard = NonNullable<Read<'homePage'>>['cards'][number];
export type FaqEntry = Read<'faq'>[number];
export type SiteSettings = NonNullable<Read<'siteSettings'>>;
