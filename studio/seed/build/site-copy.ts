import { z } from 'zod';

const SEED_LANGUAGES = ['en', 'sv', 'de', 'fi'] as const;

/** A text in every seed language. */
const text = z.strictObject(
  Object.fromEntries(
    SEED_LANGUAGES.map((language) => [language, z.string().trim().min(1)]),
  ) as Record<(typeof SEED_LANGUAGES)[number], z.ZodString>,
);

const link = z.strictObject({ title: text, link: z.string().min(1) });

/** The shape of studio/seed/source/site-copy.json: every text of the seed that is not a post. */
export const siteCopySchema = z.strictObject({
  faq: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        topic: z.enum(['ordering', 'delivery', 'products', 'account', 'responsible-use']),
        order: z.number().int().min(0),
        showOnCard: z.boolean(),
        question: text,
        answer: text,
      }),
    )
    .min(1),
  authors: z.record(
    z.string(),
    z.strictObject({ firstName: z.string(), lastName: z.string(), role: text, bio: text }),
  ),
  categories: z.record(z.string(), z.strictObject({ title: text, slug: text, description: text })),
  tags: z.record(z.string(), z.strictObject({ title: text, slug: text })),
  flavours: z.record(
    z.string(),
    z.strictObject({ title: text, description: text, metaDescription: text }),
  ),
  brands: z.record(z.string(), z.strictObject({ description: text, footerContent: text })),
  landings: z.record(
    z.enum(['brands', 'flavours', 'offers', 'blog']),
    z.strictObject({
      title: text,
      subtitle: text,
      footerContent: text,
      metaTitle: text,
      metaDescription: text,
    }),
  ),
  home: z.strictObject({
    heading: text,
    subtitle: text,
    metaTitle: text,
    metaDescription: text,
    textCardTitle: text,
    textCardContent: text,
    productSearchTitle: text,
    productSearchDescription: text,
    slides: z.array(z.strictObject({ alt: text, link: z.string().startsWith('/') })).min(1),
    topBrandsNote: text,
  }),
  siteSettings: z.strictObject({
    navigation: z.array(link).min(1),
    footerNavigation: z.array(z.strictObject({ title: text, links: z.array(link).min(1) })).min(1),
    freeShippingText: text.refine(
      (value) => Object.values(value).every((entry) => entry.includes('{amount}')),
      {
        message: 'every language needs the {amount} placeholder',
      },
    ),
    footerText: text,
    newsletterText: text,
  }),
});

export type SiteCopy = z.infer<typeof siteCopySchema>;
export type SeedText = z.infer<typeof text>;

export function parseSiteCopy(json: string): SiteCopy {
  const result = siteCopySchema.safeParse(JSON.parse(json));
  if (!result.success) throw new Error(`site-copy.json: ${z.prettifyError(result.error)}`);
  return result.data;
}
