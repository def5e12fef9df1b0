import { describe, expect, it } from 'vitest';
import type { ContentDocument } from './content-documents';
import {
  editorsView,
  englishSource,
  legalPageGroupIds,
  translatedDraft,
  translationTargets,
} from './translated-drafts';
import type { Translator } from './translator';

const marked: Translator = {
  name: 'test',
  translate: (texts, target) => Promise.resolve(texts.map((text) => `${target}:${text}`)),
};

const english: ContentDocument = {
  _id: 'post-en-x',
  _type: 'blogPost',
  language: 'en',
  title: 'Hello',
  excerpt: 'Short',
  uri: { current: 'blog/hello' },
  featured: true,
  content: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      children: [{ _type: 'span', _key: 's1', text: 'Body', marks: [] }],
    },
    { _type: 'blockButton', _key: 'b2', title: 'Shop now', link: '/products' },
  ],
};
const german: ContentDocument = {
  _id: 'post-de-x',
  _type: 'blogPost',
  _rev: 'rev-de',
  _updatedAt: '2026-01-01T00:00:00Z',
  language: 'de',
  title: 'Hallo',
  uri: { current: 'blog/hallo' },
  isTranslated: false,
};
const swedish: ContentDocument = {
  _id: 'post-sv-x',
  _type: 'blogPost',
  language: 'sv',
  title: 'Hej (edited by hand)',
  isTranslated: true,
};
const members = ['post-en-x', 'post-de-x', 'post-sv-x'];

describe('the drafts a translation writes', () => {
  it("translates the source's texts into the target's draft, keeping its address and settings", async () => {
    const draft = await translatedDraft(english, german, marked);
    expect(draft).toEqual({
      _id: 'drafts.post-de-x',
      _type: 'blogPost',
      language: 'de',
      uri: { current: 'blog/hallo' },
      isTranslated: false,
      title: 'de:Hello',
      excerpt: 'de:Short',
      content: [
        {
          _type: 'block',
          _key: 'b1',
          style: 'normal',
          children: [{ _type: 'span', _key: 's1', text: 'de:Body', marks: [] }],
        },
        { _type: 'blockButton', _key: 'b2', title: 'de:Shop now', link: '/products' },
      ],
    });
  });

  it('makes no draft in English or in a language the shop does not have', async () => {
    expect(await translatedDraft(english, { ...german, language: 'en' }, marked)).toBe(undefined);
    expect(await translatedDraft(english, { ...german, language: 'xx' }, marked)).toBe(undefined);
  });

  it('targets the other languages with isTranslated off, as an editor sees them', () => {
    const germanDraft = { ...german, _id: 'drafts.post-de-x', title: 'Hallo (Entwurf)' };
    const group = editorsView(members, [english, german, germanDraft, swedish]);
    expect(group.map((doc) => doc._id)).toEqual(['post-en-x', 'drafts.post-de-x', 'post-sv-x']);
    expect(translationTargets(english, group)).toEqual([germanDraft]);
  });

  it('groups legal pages by kind, published ones only', () => {
    const legal = (id: string, kind: string): ContentDocument => ({
      _id: id,
      _type: 'legalPage',
      kind,
    });
    expect(
      legalPageGroupIds(
        [
          legal('legal-en-terms', 'terms'),
          legal('legal-de-terms', 'terms'),
          legal('drafts.legal-de-terms', 'terms'),
          legal('drafts.legal-fr-terms', 'terms'),
          legal('legal-de-privacy', 'privacy'),
        ],
        'terms',
      ),
    ).toEqual(['legal-en-terms', 'legal-de-terms']);
  });

  it('translates again from the published English text, or its draft before its first publish', () => {
    const englishDraft = { ...english, _id: 'drafts.post-en-x', title: 'Not yet published' };
    expect(englishSource(members, [englishDraft, english, german])).toBe(english);
    expect(englishSource(members, [englishDraft, german])).toBe(englishDraft);
    expect(englishSource(members, [german, swedish])).toBe(undefined);
  });
});
