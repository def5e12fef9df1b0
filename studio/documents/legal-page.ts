import { documentType } from '../schema-helpers/define';
import type { SlugIsUniqueValidator } from 'sanity';
import { LEGAL_KINDS, type LegalKind } from '../../src/domain/content/legal-pages';
import { RESERVED_SEGMENTS } from '../../src/domain/urls/shop-paths';
import { richTextField } from '../objects/rich-text';
import { STUDIO_API_VERSION } from '../validation/queries';
import { checkTopLevelSlug, type SlugValue } from '../validation/slug-rules';

/** Two languages may share a URI (each market has its own domain or prefix); one may not. */
const uniqueInLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const document = context.document as { _id?: string; language?: string } | undefined;
  const id = (document?._id ?? '').replace(/^drafts\./, '');
  const taken = await context
    .getClient({ apiVersion: STUDIO_API_VERSION })
    .fetch<boolean>(
      `count(*[_type == "legalPage" && language == $language && uri.current == $slug && !(_id in [$id, $draft])]) > 0`,
      { language: document?.language ?? null, slug, id, draft: `drafts.${id}` },
    );
  return !taken;
};

const KIND_TITLES: Record<LegalKind, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  cookies: 'Cookie policy',
  imprint: 'Imprint and contact',
  'shipping-returns': 'Shipping and returns',
};

const LEGAL_PAGE_KINDS = LEGAL_KINDS.map((value) => ({ title: KIND_TITLES[value], value }));

/**
 * A legal page (terms, privacy, cookies, imprint, shipping and returns), one document per
 * language linked as translations. Its kind is what the shop links to from the footer and
 * from the checkout's and newsletter's consent labels, whatever URI the editor gives it.
 */
export const legalPage = documentType(
  'legalPage',
  {
    language: { type: 'string', readOnly: true, hidden: true },
    kind: {
      type: 'string',
      options: { list: [...LEGAL_PAGE_KINDS], layout: 'radio' },
      validation: (rule) => rule.required(),
    },
    title: { type: 'string', validation: (rule) => rule.required() },
    content: richTextField,
    metaDescription: {
      type: 'text',
      rows: 2,
      validation: (rule) =>
        rule.max(170).warning('Search engines cut descriptions after about 160 characters'),
    },
    uri: {
      type: 'slug',
      title: 'URI',
      description: 'The page address in its language, e.g. "terms-and-conditions" or "agb".',
      options: { source: 'title', isUnique: uniqueInLanguage },
      validation: (rule) =>
        rule
          .required()
          .custom((slug: SlugValue | undefined) => checkTopLevelSlug(slug, RESERVED_SEGMENTS)),
    },
    updatedAt: {
      type: 'date',
      title: 'Last updated',
      validation: (rule) => rule.required(),
    },
    exampleText: {
      type: 'boolean',
      title: 'Example text',
      description:
        'On for the seed texts of the invented shop: replace the text with your own, then switch this off.',
      initialValue: false,
      validation: (rule) =>
        rule
          .custom((value) => (value === true ? 'Replace the example text before launch' : true))
          .warning(),
    },
    isTranslated: {
      type: 'boolean',
      description: 'On: keep this translation as it is. Off: the automatic translation runs again.',
      initialValue: false,
    },
  },
  {
    preview: {
      select: { title: 'title', language: 'language', kind: 'kind', example: 'exampleText' },
      prepare: ({ title, language, kind, example }) => ({
        title,
        subtitle: [
          String(language ?? '').toUpperCase(),
          LEGAL_PAGE_KINDS.find((entry) => entry.value === kind)?.title,
          example ? 'Example text' : undefined,
        ]
          .filter(Boolean)
          .join(' · '),
      }),
    },
  },
);
