import { describe, expect, it } from 'vitest';
import type { ContentDocument } from './content-documents';
import { localizedFieldsDraft } from './localized-fields-draft';
import { translationWorkFor } from './translation-work';
import type { Translator } from './translator';

const marked: Translator = {
  name: 'test',
  translate: (texts, target) => Promise.resolve(texts.map((text) => `${target}:${text}`)),
};

const value = (language: string, text: string) => ({
  _key: language,
  _type: 'internationalizedArrayStringValue',
  value: text,
});
const settings = (english: string, german: string): ContentDocument => ({
  _id: 'siteSettings',
  _type: 'siteSettings',
  _rev: 'r1',
  freeShipping: [value('en', english), value('de', german)],
});

/** The draft and record a publish of `after` leads to, given what the workflow noted before. */
async function afterPublish(
  before: ContentDocument,
  after: ContentDocument,
  draft: ContentDocument | null,
  record: ContentDocument | null,
) {
  const work = translationWorkFor({ before, after });
  if (work?.kind !== 'fill-localized-fields') throw new Error('no localized fields changed');
  return localizedFieldsDraft({
    document: after,
    changed: work.changed,
    draft,
    record,
    translator: marked,
  });
}

const entriesOf = (document: ContentDocument | undefined) =>
  Object.fromEntries(
    (document?.freeShipping as { _key: string; value: string }[]).map((entry) => [
      entry._key,
      entry.value,
    ]),
  );

describe('localized fields filled in after a publish', () => {
  it('fills in every language without a value, keeps what an editor wrote, and notes what it wrote', async () => {
    const after = settings('Free delivery', 'Kostenloser Versand');
    const [draft, record] = await afterPublish(
      settings('Free shipping', 'Kostenloser Versand'),
      after,
      null,
      null,
    );
    expect(draft?._id).toBe('drafts.siteSettings');
    expect(draft).not.toHaveProperty('_rev');
    const entries = entriesOf(draft);
    expect(Object.keys(entries)).toHaveLength(18);
    expect(entries.de).toBe('Kostenloser Versand');
    expect(entries.sv).toBe('sv:Free delivery');
    expect(entries.en).toBe('Free delivery');
    expect(record).toMatchObject({
      _id: 'translations.siteSettings',
      _type: 'translation.record',
      values: { freeShipping: { sv: 'sv:Free delivery' } },
    });
    expect(record?.values).not.toHaveProperty('freeShipping.de');

    // The next English change: what the workflow wrote is translated again; the editor's stays.
    const again = settings('Free delivery, always', 'Kostenloser Versand');
    const [next, nextRecord] = await afterPublish(after, again, draft ?? null, record ?? null);
    expect(entriesOf(next).sv).toBe('sv:Free delivery, always');
    expect(entriesOf(next).de).toBe('Kostenloser Versand');
    expect(nextRecord?.values).toMatchObject({ freeShipping: { sv: 'sv:Free delivery, always' } });
  });

  it('keeps a value an editor wrote over the translation', async () => {
    const after = settings('Free delivery', 'Kostenloser Versand');
    const [draft, record] = await afterPublish(
      settings('Free shipping', 'Kostenloser Versand'),
      after,
      null,
      null,
    );
    const edited = {
      ...(draft as ContentDocument),
      freeShipping: (draft?.freeShipping as ReturnType<typeof value>[]).map((entry) =>
        entry._key === 'sv' ? value('sv', 'Fri frakt') : entry,
      ),
    };
    const [next] = await afterPublish(
      after,
      settings('Free delivery, always', 'Kostenloser Versand'),
      edited,
      record ?? null,
    );
    expect(entriesOf(next).sv).toBe('Fri frakt');
    expect(entriesOf(next).fi).toBe('fi:Free delivery, always');
  });

  it('writes nothing when every language has an editor’s value', async () => {
    const full = (english: string): ContentDocument => ({
      _id: 'banner',
      _type: 'banner',
      text: ['en', 'cs', 'da', 'de', 'el', 'es', 'et', 'fi', 'fr', 'hr', 'hu', 'it', 'lt', 'lv']
        .concat(['nl', 'pl', 'sk', 'sv'])
        .map((language) => value(language, language === 'en' ? english : `${language} text`)),
    });
    const work = translationWorkFor({ before: full('Old'), after: full('New') });
    if (work?.kind !== 'fill-localized-fields') throw new Error('English changed');
    expect(
      await localizedFieldsDraft({
        document: full('New'),
        changed: work.changed,
        draft: null,
        record: null,
        translator: marked,
      }),
    ).toEqual([]);
  });
});
