import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_EDITOR_TOKEN } from '../../src/config/config';
import { editorClient, LAKE_ORIGIN, routeLakeRequestsToTheWorkerSettled } from './lake-client';

// Every lake request answers once the shop's webhook and the translation it started are done.
routeLakeRequestsToTheWorkerSettled();

/** The Studio's document actions, as it sends them. */
async function act(actions: unknown[]) {
  const response = await fetch(`${LAKE_ORIGIN}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${DEVELOPMENT_EDITOR_TOKEN}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ actions }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const edit = (id: string, set: Record<string, unknown>) =>
  act([
    {
      actionType: 'sanity.action.document.edit',
      draftId: `drafts.${id}`,
      publishedId: id,
      patch: { set },
    },
  ]);

const publish = (id: string) =>
  act([{ actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id }]);

/** The drafts of a group's translations: `{_id, title, isTranslated}` by id. */
async function translationDrafts(type: string, idPattern: string) {
  return editorClient().fetch<{ _id: string; title: string; isTranslated: boolean }[]>(
    `*[_type == $type && _id match $pattern && language != "en"] | order(_id) {_id, title, isTranslated}`,
    { type, pattern: `drafts.${idPattern}` },
    { perspective: 'raw' },
  );
}

describe('the automatic translation, started by the publish webhook (offline: the labelled pseudo-translation)', () => {
  it('keeps translations marked isTranslated, translates one published with it off, and follows each English publish', async () => {
    const client = editorClient();
    const ENGLISH = 'post-en-what-are-nicotine-pouches';
    const GERMAN = 'post-de-what-are-nicotine-pouches';

    // The seed's translations are all kept as written (isTranslated): an English publish leaves them.
    await publish(ENGLISH);
    const english = await client.getDocument(ENGLISH);
    expect(await translationDrafts('blogPost', 'post-*-what-are-nicotine-pouches')).toEqual([]);

    // An editor switches German off and publishes it: German is translated again from the
    // published English post, into a draft for review.
    const publishedGerman = await client.getDocument(GERMAN);
    await edit(GERMAN, { isTranslated: false });
    await publish(GERMAN);
    const german = await client.getDocument(`drafts.${GERMAN}`);
    expect(german).toMatchObject({
      language: 'de',
      isTranslated: false,
      title: `[DE] ${String(english?.title)}`,
      excerpt: `[DE] ${String(english?.excerpt)}`,
      uri: publishedGerman?.uri,
    });
    expect((await client.getDocument(GERMAN))?.title).toBe(publishedGerman?.title);

    // The next English publish with a new title reaches German (off) and no other language (on).
    await edit(ENGLISH, { title: 'What is a nicotine pouch?' });
    await publish(ENGLISH);
    expect(await translationDrafts('blogPost', 'post-*-what-are-nicotine-pouches')).toEqual([
      { _id: `drafts.${GERMAN}`, title: '[DE] What is a nicotine pouch?', isTranslated: false },
    ]);
    // Published German is untouched until an editor publishes the draft.
    expect((await client.getDocument(GERMAN))?.title).toBe(publishedGerman?.title);

    // Only a setting of the English post changes: its texts are as they were, nothing is written.
    const before = await client.getDocument(`drafts.${GERMAN}`);
    await edit(ENGLISH, { featured: true });
    await publish(ENGLISH);
    expect((await client.getDocument(`drafts.${GERMAN}`))?._rev).toBe(before?._rev);
  });

  it('translates a legal page into the languages of its kind that have isTranslated off', async () => {
    const client = editorClient();
    await edit('legal-fr-imprint', { isTranslated: false });
    await publish('legal-fr-imprint');
    const english = await client.getDocument('legal-en-imprint');
    expect(await translationDrafts('legalPage', 'legal-*-imprint')).toEqual([
      {
        _id: 'drafts.legal-fr-imprint',
        title: `[FR] ${String(english?.title)}`,
        isTranslated: false,
      },
    ]);

    await edit('legal-en-imprint', { title: 'Imprint' });
    await publish('legal-en-imprint');
    expect(await translationDrafts('legalPage', 'legal-*-imprint')).toEqual([
      { _id: 'drafts.legal-fr-imprint', title: '[FR] Imprint', isTranslated: false },
    ]);
    // Another kind of legal page is another group.
    expect(await translationDrafts('legalPage', 'legal-*-terms')).toEqual([]);
  });

  it("fills in a site setting's languages that have no value or the workflow's, never an editor's", async () => {
    const client = editorClient();
    type Entry = { _key: string; _type: string; value: string };
    type Link = { _key: string; title: Entry[] };
    const settings = await client.getDocument('siteSettings');
    const navigation = settings?.navigation as Link[];
    const first = navigation[0] as Link;
    const titleOf = (doc: Record<string, unknown> | undefined) =>
      Object.fromEntries(
        ((doc?.navigation as Link[])[0] as Link).title.map((entry) => [entry._key, entry.value]),
      );
    const withTitle = (title: Entry[]) => [{ ...first, title }, ...navigation.slice(1)];

    // An editor renames the first link in English and clears its Swedish name, then publishes.
    const english = (value: string) => (entry: Entry) =>
      entry._key === 'en' ? { ...entry, value } : entry;
    await edit('siteSettings', {
      navigation: withTitle(
        first.title.filter((entry) => entry._key !== 'sv').map(english('All products')),
      ),
    });
    await publish('siteSettings');
    const draft = await client.getDocument('drafts.siteSettings');
    const translated = titleOf(draft);
    expect(translated.en).toBe('All products');
    expect(translated.sv).toBe('[SV] All products');
    // Every other language has an editor's name for the link: kept.
    expect(translated.de).toBe(titleOf(settings).de);
    expect(translated.fi).toBe(titleOf(settings).fi);

    // The editor reviews the draft, renames the link again and publishes: Swedish, still the
    // workflow's, follows; German, an editor's, stays.
    await edit('siteSettings', {
      navigation: withTitle(
        (((draft?.navigation as Link[])[0] as Link).title as Entry[]).map(english('Shop all')),
      ),
    });
    await publish('siteSettings');
    const again = titleOf(await client.getDocument('drafts.siteSettings'));
    expect(again.sv).toBe('[SV] Shop all');
    expect(again.de).toBe(titleOf(settings).de);
  });

  it('translates nothing for a draft: only a publish starts the workflow', async () => {
    const client = editorClient();
    await edit('post-en-storing-pouches-fresh', { title: 'Storing pouches, still a draft' });
    expect(await translationDrafts('blogPost', 'post-*-storing-pouches-fresh')).toEqual([]);
    await edit('post-sv-storing-pouches-fresh', { isTranslated: false });
    expect((await client.getDocument('drafts.post-sv-storing-pouches-fresh'))?.title).not.toContain(
      '[SV]',
    );
  });
});
