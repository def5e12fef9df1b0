import { LANGUAGES } from '../../../src/domain/markets/languages';
import { z } from 'zod';
import { contentUri } from '../../../src/domain/urls/content-uri';
import { COVER_NAMES } from './artwork';
import { readFrontMatter } from './front-matter';
import { arrayReference, reference } from './localized';
import { toPortableText } from './portable-text';
import type { ContentDocument } from './seed-document';
import type { MarkdownSource } from './read-sources';

const POST_LANGUAGES = LANGUAGES;

export type PostSource = MarkdownSource;

export interface PostContext {
  blogUri: string;
  authorIds: ReadonlySet<string>;
  categoryIds: ReadonlySet<string>;
  tagIds: ReadonlySet<string>;
  cover(name: string): Record<string, unknown>;
}

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and single dashes');

const frontMatterSchema = z.strictObject({
  translationKey: slug,
  slug,
  status: z.enum(['published', 'draft']),
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1).max(300),
  publishedAt: z.iso.datetime().optional(),
  author: z.string(),
  categories: z.array(z.string()).min(1),
  tags: z.array(z.string()),
  featured: z.boolean(),
  image: z.enum(COVER_NAMES as [string, ...string[]]),
  imageAlt: z.string().trim().min(1),
  metaTitle: z.string().trim().min(1).max(70),
  metaDescription: z.string().trim().min(1).max(170),
  metaKeywords: z.array(z.string().trim().min(1)),
});

const postId = (language: string, translationKey: string) => `post-${language}-${translationKey}`;

/**
 * The blog posts, one document per language (document-internationalization), plus one
 * translation.metadata document per post that exists in more than one language.
 */
export function postDocuments(
  sources: readonly PostSource[],
  context: PostContext,
): ContentDocument[] {
  const posts: ContentDocument[] = [];
  const published = new Map<string, Map<string, string>>();
  const seen = new Set<string>();

  for (const source of [...sources].sort((a, b) => a.path.localeCompare(b.path))) {
    const language = /^posts\/([a-z]{2})\//.exec(source.path)?.[1];
    if (!language || !(POST_LANGUAGES as readonly string[]).includes(language)) {
      throw new Error(`${source.path}: posts live in posts/<${POST_LANGUAGES.join('|')}>/`);
    }
    const { data, body } = readFrontMatter(source.text, source.path);
    const parsed = frontMatterSchema.safeParse(data);
    if (!parsed.success) throw new Error(`${source.path}: ${z.prettifyError(parsed.error)}`);
    const post = parsed.data;
    const unknown = (ids: readonly string[], known: ReadonlySet<string>) =>
      ids.filter((id) => !known.has(id));
    const missing = [
      ...unknown([post.author], context.authorIds),
      ...unknown(post.categories, context.categoryIds),
      ...unknown(post.tags, context.tagIds),
    ];
    if (missing.length > 0) throw new Error(`${source.path}: unknown ids ${missing.join(', ')}`);

    const id = postId(language, post.translationKey);
    const documentId = post.status === 'draft' ? `drafts.${id}` : id;
    if (seen.has(documentId)) throw new Error(`${source.path}: a second ${documentId}`);
    seen.add(documentId);

    posts.push({
      _id: documentId,
      _type: 'blogPost',
      language,
      title: post.title,
      excerpt: post.excerpt,
      content: toPortableText(body, { source: source.path, image: context.cover }),
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      metaKeywords: post.metaKeywords,
      metaImage: context.cover(post.image),
      isTranslated: language !== 'en',
      uri: { _type: 'slug', current: contentUri(context.blogUri, post.slug) },
      featured: post.featured,
      image: context.cover(post.image),
      imageAlt: post.imageAlt,
      ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
      author: reference(`author-${post.author}`),
      categories: post.categories.map((category) => arrayReference(id, `category-${category}`)),
      tags: post.tags.map((tag) => arrayReference(id, `tag-${tag}`)),
    });
    if (post.status === 'published') {
      const languages = published.get(post.translationKey) ?? new Map<string, string>();
      languages.set(language, id);
      published.set(post.translationKey, languages);
    }
  }

  const metadata = [...published]
    .filter(([, languages]) => languages.size > 1)
    .map(([translationKey, languages]) => ({
      _id: `translation-metadata-${translationKey}`,
      _type: 'translation.metadata',
      schemaTypes: ['blogPost'],
      translations: POST_LANGUAGES.filter((language) => languages.has(language)).map(
        (language) => ({
          _key: language,
          _type: 'internationalizedArrayReferenceValue',
          value: { _type: 'reference', _ref: languages.get(language) as string, _weak: true },
        }),
      ),
    }));
  return [...posts, ...metadata];
}
