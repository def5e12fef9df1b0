import { describe, expect, it } from 'vitest';
import { LEGAL_KINDS } from '../../../src/domain/content/legal-pages';
import { LANGUAGES } from '../../../src/domain/markets/languages';
import { legalDocuments } from './legal-documents';

const page = (language: string, kind: string, slug = `${kind}-${language}`) => ({
  path: `legal/${language}/${kind}.md`,
  text: [
    '---',
    `kind: "${kind}"`,
    `slug: "${slug}"`,
    `title: "Title ${kind}"`,
    'metaDescription: "What the page says."',
    'updatedAt: "2026-11-01"',
    '---',
    '',
    'A paragraph.',
  ].join('\n'),
});

const everyPage = () =>
  LANGUAGES.flatMap((language) => LEGAL_KINDS.map((kind) => page(language, kind)));

describe('legalDocuments', () => {
  it('makes one document per language and kind, and links each kind as translations', () => {
    const documents = legalDocuments(everyPage(), new Set());
    expect(documents.filter((doc) => doc._type === 'legalPage')).toHaveLength(
      LANGUAGES.length * LEGAL_KINDS.length,
    );
    expect(documents.find((doc) => doc._id === 'legal-de-terms')).toMatchObject({
      language: 'de',
      kind: 'terms',
      uri: { current: 'terms-de' },
      exampleText: true,
      isTranslated: true,
    });
  });

  it('refuses a missing page, a shop path as slug and a slug used twice in a language', () => {
    expect(() => legalDocuments(everyPage().slice(1), new Set())).toThrow(
      'Legal pages missing: legal/en/terms.md',
    );
    const reserved = everyPage().map((each, index) =>
      index === 0 ? page('en', 'terms', 'checkout') : each,
    );
    expect(() => legalDocuments(reserved, new Set(['checkout']))).toThrow(
      '"checkout" is a shop path',
    );
    const twice = everyPage().map((each, index) =>
      index === 1 ? page('en', LEGAL_KINDS[1], 'terms-en') : each,
    );
    expect(() => legalDocuments(twice, new Set())).toThrow('also legal/en/');
  });
});
