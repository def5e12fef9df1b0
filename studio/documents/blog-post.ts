import { documentType } from '../schema-helpers/define';
import { richTextField } from '../objects/rich-text';
import { BLOG_LANDING_URI_QUERY } from '../validation/queries';
import { landingPrefixSlug, landingPrefixSlugOptions } from '../validation/sanity-rules';

const noParams = () => ({});

export const blogPost = documentType(
  'blogPost',
  {
    language: { type: 'string', readOnly: true, hidden: true },
    title: { type: 'string', validation: (rule) => rule.required() },
    excerpt: { type: 'text', rows: 4, validation: (rule) => rule.max(300) },
    content: richTextField,
    metaTitle: {
      type: 'string',
      validation: (rule) =>
        rule.max(70).warning('Search engines cut titles after about 60 characters'),
    },
    metaDescription: {
      type: 'text',
      rows: 2,
      validation: (rule) =>
        rule.max(170).warning('Search engines cut descriptions after about 160 characters'),
    },
    metaKeywords: { type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' } },
    metaImage: { type: 'image' },
    isTranslated: {
      type: 'boolean',
      description: 'On: keep this translation as it is. Off: the automatic translation runs again.',
      initialValue: false,
    },
    uri: {
      type: 'slug',
      title: 'URI',
      options: landingPrefixSlugOptions(BLOG_LANDING_URI_QUERY, noParams, 'title'),
      validation: landingPrefixSlug(BLOG_LANDING_URI_QUERY, noParams),
    },
    featured: { type: 'boolean', initialValue: false },
    image: { type: 'image', options: { hotspot: true } },
    imageAlt: { type: 'string' },
    publishedAt: { type: 'datetime' },
    author: { type: 'reference', to: [{ type: 'blogAuthor' }] },
    categories: {
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'blogCategory' }] }],
      validation: (rule) => rule.unique(),
    },
    tags: {
      type: 'array',
      of: [{ type: 'reference', to: [{ type: 'blogTag' }] }],
      validation: (rule) => rule.unique(),
    },
  },
  {
    orderings: [
      {
        title: 'Published, newest first',
        name: 'publishedAtDesc',
        by: [{ field: 'publishedAt', direction: 'desc' }],
      },
    ],
    preview: {
      select: { title: 'title', language: 'language', publishedAt: 'publishedAt', media: 'image' },
      prepare: ({ title, language, publishedAt, media }) => ({
        title,
        subtitle: [
          String(language ?? '').toUpperCase(),
          publishedAt ? String(publishedAt).slice(0, 10) : 'No date',
        ]
          .filter(Boolean)
          .join(' · '),
        media,
      }),
    },
  },
);
