import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../domain/translation/translator';
import { ContentDataset } from '../content-dataset';
import type { ContentDocument } from '../content-document';
import { translationsAfter } from './translation-workflow';

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
const metadata: ContentDocument = {
  _id: 'translation-metadata-x',
  _type: 'translation.metadata',
  translations: ['en', 'de', 'sv'].map((language) => ({
    _key: language,
    value: { _type: 'reference', _ref: `post-${language}-x` },
  })),
};
const dataset = (...documents: ContentDocument[]) => new ContentDataset([metadata, ...documents]);

describe('automatic translation after a transaction', () => {
  it('translates a published English post into a draft of each language with isTranslated off', async () => {
    const edited = { ...english, title: 'Hello again' };
    const mutations = await translationsAfter(
      dataset(edited, german, swedish),
      [{ id: english._id, before: english, after: edited }],
      marked,
    );
    expect(mutations).toHaveLength(1);
    const draft = mutations[0]?.createOrReplace;
    expect(draft).toMatchObject({
      _id: 'drafts.post-de-x',
      language: 'de',
      uri: { current: 'blog/hallo' },
      isTranslated: false,
      title: 'de:Hello again',
      excerpt: 'de:Short',
      content: [
        { children: [{ text: 'de:Body', marks: [] }] },
        { title: 'de:Shop now', link: '/products' },
      ],
    });
  });

  it('leaves isTranslated translations, unchanged texts and English drafts alone', async () => {
    const onlyMeta = { ...english, featured: true };
    expect(
      await translationsAfter(
        dataset(onlyMeta, german, swedish),
        [{ id: english._id, before: english, after: onlyMeta }],
        marked,
      ),
    ).toEqual([]);
    const draft = { ...english, _id: 'drafts.post-en-x', title: 'Not yet' };
    expect(
      await translationsAfter(
        dataset(english, draft, german),
        [{ id: draft._id, before: null, after: draft }],
        marked,
      ),
    ).toEqual([]);
  });

  it('translates again when isTranslated is switched off', async () => {
    const switchedOff = { ...swedish, _id: 'drafts.post-sv-x', isTranslated: false };
    const mutations = await translationsAfter(
      dataset(english, german, swedish, switchedOff),
      [{ id: switchedOff._id, before: { ...switchedOff, isTranslated: true }, after: switchedOff }],
      marked,
    );
    expect(mutations.map((mutation) => mutation.createOrReplace)).toEqual([
      expect.objectContaining({ _id: 'drafts.post-sv-x', title: 'sv:Hello', isTranslated: false }),
    ]);
  });

  it('fills in a changed localized field where no editor wrote the value, and keeps what one did', async () => {
    const value = (language: string, text: string) => ({
      _key: language,
      _type: 'internationalizedArrayStringValue',
      value: text,
    });
    const settings = (english: string, german: string): ContentDocument => ({
      _id: 'siteSettings',
      _type: 'siteSettings',
      freeShipping: [value('en', english), value('de', german)],
    });
    const before = settings('Free shipping', 'Kostenloser Versand');
    const after = settings('Free delivery', 'Kostenloser Versand');
    const [draft, record] = await translationsAfter(
      new ContentDataset([after]),
      [{ id: 'siteSettings', before, after }],
      marked,
    );
    const entries = draft?.createOrReplace?.freeShipping as { _key: string; value: string }[];
    expect(draft?.createOrReplace?._id).toBe('drafts.siteSettings');
    // German was written by an editor: kept. Every language without a value gets one.
    expect(entries.find((entry) => entry._key === 'de')?.value).toBe('Kostenloser Versand');
    expect(entries.find((entry) => entry._key === 'sv')?.value).toBe('sv:Free delivery');
    expect(entries).toHaveLength(18);
    expect(record?.createOrReplace).toMatchObject({
      _id: 'translations.siteSettings',
      values: { freeShipping: { sv: 'sv:Free delivery' } },
    });

    // Next English change: what the lake wrote is translated again; the editor's stays.
    const noted = new ContentDataset([
      after,
      record?.createOrReplace as ContentDocument,
      { ...(draft?.createOrReplace as ContentDocument) },
    ]);
    const again = {
      ...after,
      freeShipping: [value('en', 'Free delivery, always'), value('de', 'Kostenloser Versand')],
    };
    const [next] = await translationsAfter(
      noted,
      [{ id: 'siteSettings', before: after, after: again }],
      marked,
    );
    const nextEntries = next?.createOrReplace?.freeShipping as { _key: string; value: string }[];
    expect(nextEntries.find((entry) => entry._key === 'sv')?.value).toBe(
      'sv:Free delivery, always',
    );
    expect(nextEntries.find((entry) => entry._key === 'de')?.value).toBe('Kostenloser Versand');
  });
});
