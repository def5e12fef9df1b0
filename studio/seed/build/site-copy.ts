import { z } from 'zod';

import { LANGUAGES } from '../../../src/domain/markets/languages';

/**
 * A text in English and its translations. site-copy.json holds the English (`{"en": …}`);
 * each other language comes from translations/<language>.json, merged in by its path.
 */
const text = z.strictObject({
  en: z.string().trim().min(1),
  ...Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'en').map((language) => [
      language,
      z.string().trim().min(1).optional(),
    ]),
  ),
}) as z.ZodType<{ en: string } & Partial<Record<string, string>>>;

const link = z.strictObject({ title: text, link: z.string().min(1) });

/** The shape of studio/seed/source/site-copy.json: every text of the seed that is not a post. */
const siteCopySchema = z.strictObject({
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
      (value) => Object.values(value).every((entry) => entry?.includes('{amount}')),
      {
        message: 'every language needs the {amount} placeholder',
      },
    ),
    footerText: text,
    newsletterText: text,
    shareImageAlt: text,
  }),
});

export type SiteCopy = z.infer<typeof siteCopySchema>;

/** Translations of one language: the path of each English text (see textPaths) to its text. */
export type SiteCopyTranslations = Readonly<Record<string, string>>;

const isEnglishText = (value: unknown): value is { en: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as { en?: unknown }).en === 'string';

/**
 * Every English text of the site copy by its path: object keys joined by dots, an array entry
 * by its `id` where it has one, else by its position (e.g. `faq.preorders.answer`,
 * `siteSettings.navigation.0.title`). Translation files are keyed the same way.
 */
function textPaths(raw: unknown, path: string[] = []): Map<string, { en: string }> {
  const found = new Map<string, { en: string }>();
  if (isEnglishText(raw)) {
    found.set(path.join('.'), raw);
  } else if (Array.isArray(raw)) {
    raw.forEach((entry: unknown, index) => {
      const id = (entry as { id?: unknown } | null)?.id;
      for (const [key, value] of textPaths(entry, [
        ...path,
        typeof id === 'string' ? id : String(index),
      ]))
        found.set(key, value);
    });
  } else if (typeof raw === 'object' && raw !== null) {
    for (const [name, value] of Object.entries(raw))
      for (const [key, entry] of textPaths(value, [...path, name])) found.set(key, entry);
  }
  return found;
}

export function parseSiteCopy(
  json: string,
  translations: Readonly<Record<string, SiteCopyTranslations>> = {},
): SiteCopy {
  const raw: unknown = JSON.parse(json);
  const texts = textPaths(raw);
  for (const [language, entries] of Object.entries(translations)) {
    for (const [key, value] of Object.entries(entries)) {
      const target = texts.get(key) as Record<string, string> | undefined;
      if (!target) throw new Error(`translations/${language}.json: no English text at ${key}`);
      target[language] = value;
    }
  }
  const result = siteCopySchema.safeParse(raw);
  if (!result.success) throw new Error(`site-copy.json: ${z.prettifyError(result.error)}`);
  return result.data;
}
