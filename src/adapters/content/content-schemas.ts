import { z } from 'zod';
import { LEGAL_KINDS } from '../../domain/content/legal-pages';

/**
 * The shapes the shop reads from the content service. Loose where editors may add fields,
 * strict about what pages rely on; a document that breaks them fails loudly at the adapter.
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

export const taxonomySchema = z.object({ _id: z.string(), title: z.string(), uri: z.string() });
export type TaxonomyEntry = z.infer<typeof taxonomySchema>;

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);

export const postSummarySchema = z.object({
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
  // A reference to a deleted category or tag resolves to null: skip it, keep the post.
  categories: list(taxonomySchema.nullable()).transform((entries) =>
    entries.filter((entry) => entry !== null),
  ),
  tags: list(taxonomySchema.nullable()).transform((entries) =>
    entries.filter((entry) => entry !== null),
  ),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postListingSchema = z.object({
  posts: z.array(postSummarySchema),
  total: z.number().int(),
});

/** Portable Text blocks stay loose: the renderer decides what it knows how to show. */
export const portableTextSchema = list(z.looseObject({ _type: z.string(), _key: z.string() }));
export type PortableTextBlocks = z.infer<typeof portableTextSchema>;

export const authorSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  uri: z.string(),
  role: text,
  bio: text.optional(),
  image: imageSchema,
});
export type BlogAuthor = z.infer<typeof authorSchema>;

const translationsSchema = list(
  z.object({ language: z.string(), uri: z.string() }).nullable(),
).transform((entries) => entries.filter((entry) => entry !== null));

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

export const postSchema = postSummarySchema.extend({
  _updatedAt: text,
  language: z.string(),
  metaTitle: text,
  metaDescription: text,
  metaKeywords: list(z.string()),
  metaImage: imageSchema,
  content: portableTextSchema,
  author: authorSchema.nullish().transform((value) => value ?? undefined),
  translations: translationsSchema,
});
export type BlogPost = z.infer<typeof postSchema>;

export const contentRouteSchema = z.object({ _id: z.string(), _type: z.string() }).nullable();

export const blogTaxonomyPageSchema = z
  .object({
    _id: z.string(),
    _type: z.enum(['blogCategory', 'blogTag']),
    title: z.string(),
    uri: z.string(),
    description: text,
    image: imageSchema,
  })
  .nullable();

export const blogLandingSchema = z
  .object({
    title: z.string(),
    description: text,
    uri: z.string(),
    metaTitle: text,
    metaDescription: text,
    metaImage: imageSchema,
    categories: z.array(taxonomySchema),
  })
  .nullable();

const centraDocumentCardSchema = z.object({
  _id: z.string(),
  type: z.enum(['brands', 'flavour', 'offer_text']),
  title: z.string(),
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
export type CentraDocumentCard = z.infer<typeof centraDocumentCardSchema>;

const cardBase = { _key: z.string(), visibleOn: z.array(z.enum(['mobile', 'desktop'])) };

export const cardSchema = z.discriminatedUnion('_type', [
  z.object({ ...cardBase, _type: z.literal('heading'), title: z.string(), subtitle: text }),
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
    brands: list(centraDocumentCardSchema.nullable()).transform((entries) =>
      entries.filter((entry) => entry !== null),
    ),
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
  z.object({ ...cardBase, _type: z.literal('textCard'), title: text, content: z.string() }),
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
export type ContentCard = z.infer<typeof cardSchema>;

export const homePageSchema = z
  .object({
    metaTitle: text,
    metaDescription: text,
    metaImage: imageSchema,
    cards: z
      .array(cardSchema)
      .nullish()
      .transform((value) => value ?? []),
  })
  .nullable();

export const centraLandingSchema = z
  .object({
    _id: z.string(),
    type: z.enum(['brands', 'flavour', 'offer_text']),
    title: z.string(),
    uri: z.string(),
    cards: z
      .array(cardSchema)
      .nullish()
      .transform((value) => value ?? []),
    documents: list(centraDocumentCardSchema.nullable()).transform((entries) =>
      entries.filter((entry) => entry !== null),
    ),
    footerContent: text,
    metaTitle: text,
    metaDescription: text,
    metaImage: imageSchema,
    metaImageAlt: text,
  })
  .nullable();

export const centraDocumentSchema = centraDocumentCardSchema
  .extend({
    description: text,
    footerContent: text,
    metaTitle: text,
    metaDescription: text,
    image: imageSchema,
    imageAlt: text,
  })
  .nullable();

export const faqSchema = z.array(
  z.object({
    _id: z.string(),
    topic: z.string(),
    showOnCard: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    question: z.string(),
    answer: z.string(),
  }),
);
export type FaqEntry = z.infer<typeof faqSchema>[number];

const linkSchema = z.object({ _key: z.string(), title: z.string(), link: z.string() });

export const siteSettingsSchema = z
  .object({
    navigation: list(linkSchema),
    footerNavigation: list(
      z.object({ _key: z.string(), title: z.string(), links: list(linkSchema) }),
    ),
    freeShippingText: text,
    footerText: text,
    newsletterText: text,
    shareImage: imageSchema,
    shareImageAlt: text,
    legalPages: list(legalLinkSchema),
  })
  .nullable();
export type SiteSettings = NonNullable<z.infer<typeof siteSettingsSchema>>;

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
