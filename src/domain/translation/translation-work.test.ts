import { describe, expect, it } from 'vitest';
import type { ContentDocument } from './content-documents';
import { translationWorkFor } from './translation-work';

const english: ContentDocument = {
  _id: 'post-en-x',
  _type: 'blogPost',
  language: 'en',
  title: 'Hello',
  isTranslated: false,
};
const swedish: ContentDocument = {
  _id: 'post-sv-x',
  _type: 'blogPost',
  language: 'sv',
  title: 'Hej',
  isTranslated: true,
};
const settings = (english: string, german?: string): ContentDocument => ({
  _id: 'siteSettings',
  _type: 'siteSettings',
  freeShipping: [
    { _key: 'en', _type: 'internationalizedArrayStringValue', value: english },
    ...(german ? [{ _key: 'de', _type: 'internationalizedArrayStringValue', value: german }] : []),
  ],
});

describe('what a publish asks of the automatic translation', () => {
  it('translates the counterparts of an English post whose texts changed, or that is new', () => {
    const edited = { ...english, title: 'Hello again' };
    expect(translationWorkFor({ before: english, after: edited })).toEqual({
      kind: 'translate-counterparts',
      source: edited,
    });
    expect(translationWorkFor({ before: null, after: english })).toEqual({
      kind: 'translate-counterparts',
      source: english,
    });
  });

  it('asks nothing when only settings of an English post changed, or it was unpublished', () => {
    expect(translationWorkFor({ before: english, after: { ...english, featured: true } })).toBe(
      undefined,
    );
    expect(translationWorkFor({ before: english, after: null })).toBe(undefined);
  });

  it('translates a translation again when it is published with isTranslated switched off', () => {
    const off = { ...swedish, isTranslated: false };
    expect(translationWorkFor({ before: swedish, after: off })).toEqual({
      kind: 'translate-again',
      target: off,
    });
    // Off before and after (e.g. an editor publishing the translated draft): nothing again.
    expect(translationWorkFor({ before: off, after: { ...off, title: 'Hej då' } })).toBe(undefined);
    // On stays on: the editors' text is kept.
    expect(translationWorkFor({ before: swedish, after: { ...swedish, title: 'Nytt' } })).toBe(
      undefined,
    );
  });

  it('fills in localized fields of other content whose English text changed', () => {
    const work = translationWorkFor({
      before: settings('Free shipping', 'Kostenloser Versand'),
      after: settings('Free delivery', 'Kostenloser Versand'),
    });
    expect(work).toMatchObject({ kind: 'fill-localized-fields' });
    expect(work?.kind === 'fill-localized-fields' && [...work.changed]).toEqual([
      ['freeShipping', 'Free delivery'],
    ]);
    // Only another language changed: English is as it was.
    expect(
      translationWorkFor({
        before: settings('Free shipping', 'Versand'),
        after: settings('Free shipping', 'Kostenloser Versand'),
      }),
    ).toBe(undefined);
  });

  it('leaves private documents and the translation metadata alone', () => {
    for (const after of [
      { ...settings('Free delivery'), _id: 'drafts.siteSettings' },
      { ...settings('Free delivery'), _id: 'translations.siteSettings' },
      { ...settings('Free delivery'), _type: 'translation.metadata', _id: 'meta' },
      { ...settings('Free delivery'), _type: 'sanity.imageAsset', _id: 'image-x' },
      { ...english, _id: 'drafts.post-en-x', title: 'Not yet' },
    ]) {
      expect(translationWorkFor({ before: null, after }), after._id).toBe(undefined);
    }
  });
});
