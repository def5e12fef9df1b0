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

export const imageSchema = z
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
export const portableTextSchema = list(z.looseObject({ _type: z.string(), _key: z.string() }));
export type PortableTextBlocks = z.infer<typeof portableTextSchema>;

const translationsSchema = references(z.object({ language: z.string(), uri: z.string() }));

export const legalLinkSchema = z.object({
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
export type LegalPage = NonNullable<z.infer<typeof legalPageSchema>>;

export const contentRouteSchema = z.object({ _id: z.string(), _type: z.string() }).nullable();

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

/** The shapes with localized texts, read in one language (the market's, else English). */
function schemasIn(language: string) {
  const localized = localizedText(language);
  const optionalLocalized = optionalLocalizedText(language);

  const taxonomy = z.object({ _id: z.string(), title: localized, uri: z.string() });

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
    author: author.nullish().transform((value) => value ?? undefined),
    translations: translationsSchema,
  });

  const centraDocumentCard = z.object({
    _id: z.string(),
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

  const cardBase = { _key: z.string(), visibleOn: z.array(z.enum(['mobile', 'desktop'])) };

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
      brands: references(centraDocumentCard),
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

  const link = z.object({ _key: z.string(), title: localized, link: z.string() });

  return {
    postListing: z.object({ posts: z.array(postSummary), total: z.number().int() }),
    postSummaries: z.array(postSummary),
    post: post.nullable(),
    author: author.nullable(),
    blogTaxonomy: z
      .object({
        _id: z.string(),
        _type: z.enum(['blogCategory', 'blogTag']),
        title: localized,
        uri: z.string(),
        description: optionalLocalized,
        image: imageSchema,
      })
      .nullable(),
    blogLanding: z
      .object({
        _id: z.string(),
        title: localized,
        description: optionalLocalized,
        uri: z.string(),
        metaTitle: optionalLocalized,
        metaDescription: optionalLocalized,
        metaImage: imageSchema,
        categories: z.array(taxonomy),
      })
      .nullable(),
    homePage: z
      .object({
        _id: z.string(),
        metaTitle: optionalLocalized,
        metaDescription: optionalLocalized,
        metaImage: imageSchema,
        cards: list(card),
      })
      .nullable(),
    centraLanding: z
      .object({
        _id: z.string(),
        type: z.enum(['brands', 'flavour', 'offer_text']),
        title: localized,
        uri: z.string(),
        cards: list(card),
        documents: references(centraDocumentCard),
        footerContent: optionalLocalized,
        metaTitle: optionalLocalized,
        metaDescription: optionalLocalized,
        metaImage: imageSchema,
        metaImageAlt: text,
      })
      .nullable(),
    centraDocument: centraDocumentCard
      .extend({
        description: optionalLocalized,
        footerContent: optionalLocalized,
        metaTitle: optionalLocalized,
        metaDescription: optionalLocalized,
        image: imageSchema,
        imageAlt: text,
      })
      .nullable(),
    faq: z.array(
      z.object({
        _id: z.string(),
        topic: z.string(),
        showOnCard: z
          .boolean()
          .nullish()
          .transform((value) => value ?? false),
        question: localized,
        answer: localized,
      }),
    ),
    siteSettings: z
      .object({
        _id: z.string(),
        navigation: list(link),
        footerNavigation: list(z.object({ _key: z.string(), title: localized, links: list(link) })),
        freeShippingText: optionalLocalized,
        footerText: optionalLocalized,
        newsletterText: optionalLocalized,
        shareImage: imageSchema,
        shareImageAlt: optionalLocalized,
        legalPages: list(legalLinkSchema),
      })
      .nullable(),
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
export type TaxonomyEntry = PostSummary['categories'][number];
export type BlogPost = NonNullable<Read<'post'>>;
export type BlogAuthor = NonNullable<Read<'author'>>;
export type BlogLanding = Read<'blogLanding'>;
export type ContentCard = NonNullable<Read<'homePage'>>['cards'][number];
export type CentraDocumentCard = NonNullable<Read<'centraLanding'>>['documents'][number];
export type FaqEntry = Read<'faq'>[number];
export type SiteSettings = NonNullable<Read<'siteSettings'>>;
