import { z } from 'zod';
import { LANGUAGES } from '../../../src/domain/markets/languages';
import { LEGAL_KINDS } from '../../../src/domain/content/legal-pages';
import { readFrontMatter } from './front-matter';
import { toPortableText } from './portable-text';
import type { ContentDocument } from './seed-document';
import type { MarkdownSource } from './read-sources';

const KINDS = LEGAL_KINDS;

const frontMatterSchema = z.strictObject({
  kind: z.enum(KINDS),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and single dashes'),
  title: z.string().trim().min(1),
  metaDescription: z.string().trim().min(1).max(170),
  updatedAt: z.iso.date(),
});

const legalPageId = (language: string, kind: string) => `legal-${language}-${kind}`;

/**
 * The legal pages, one document per language and kind (`legal/<language>/<kind>.md`), each
 * marked as the invented shop's example text, and one translation.metadata per kind. Every
 * language has every kind: a market may not sell without its terms.
 */
export function legalDocuments(
  sources: readonly MarkdownSource[],
  reserved: ReadonlySet<string>,
): ContentDocument[] {
  const pages = new Map<string, ContentDocument>();
  const uris = new Map<string, string>();
  for (const source of sources) {
    const language = /^legal\/([a-z]{2})\//.exec(source.path)?.[1];
    if (!language || !(LANGUAGES as readonly string[]).includes(language))
      throw new Error(`${source.path}: legal pages live in legal/<${LANGUAGES.join('|')}>/`);
    const { data, body } = readFrontMatter(source.text, source.path);
    const parsed = frontMatterSchema.safeParse(data);
    if (!parsed.success) throw new Error(`${source.path}: ${z.prettifyError(parsed.error)}`);
    const page = parsed.data;
    if (!source.path.endsWith(`/${page.kind}.md`))
      throw new Error(`${source.path}: a ${page.kind} page belongs in ${page.kind}.md`);
    if (reserved.has(page.slug)) throw new Error(`${source.path}: "${page.slug}" is a shop path`);
    const taken = uris.get(`${language}/${page.slug}`);
    if (taken) throw new Error(`${source.path}: the slug "${page.slug}" is also ${taken}'s`);
    uris.set(`${language}/${page.slug}`, source.path);
    const id = legalPageId(language, page.kind);
    pages.set(id, {
      _id: id,
      _type: 'legalPage',
      language,
      kind: page.kind,
      title: page.title,
      content: toPortableText(body, { source: source.path, image: noImages(source.path) }),
      metaDescription: page.metaDescription,
      uri: { _type: 'slug', current: page.slug },
      updatedAt: page.updatedAt,
      exampleText: true,
      isTranslated: language !== 'en',
    });
  }
  const missing = LANGUAGES.flatMap((language) =>
    KINDS.filter((kind) => !pages.has(legalPageId(language, kind))).map(
      (kind) => `legal/${language}/${kind}.md`,
    ),
  );
  if (missing.length > 0) throw new Error(`Legal pages missing: ${missing.join(', ')}`);

  const metadata = KINDS.map((kind) => ({
    _id: `translation-metadata-legal-${kind}`,
    _type: 'translation.metadata',
    schemaTypes: ['legalPage'],
    translations: LANGUAGES.map((language) => ({
      _key: language,
      _type: 'internationalizedArrayReferenceValue',
      value: { _type: 'reference', _ref: legalPageId(language, kind), _weak: true },
    })),
  }));
  return [...[...pages.values()].sort((a, b) => a._id.localeCompare(b._id)), ...metadata];
}

const noImages = (path: string) => (name: string) => {
  throw new Error(`${path}: legal pages have no images (${name})`);
};
