import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_EDITOR_TOKEN } from '../../src/config/config';
import { editorClient, LAKE_ORIGIN, routeLakeRequestsToTheWorker } from './lake-client';

routeLakeRequestsToTheWorker();

const act = (actions: unknown[]) =>
  fetch(`${LAKE_ORIGIN}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${DEVELOPMENT_EDITOR_TOKEN}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ actions }),
  });

const ENGLISH = 'post-en-what-are-nicotine-pouches';
const GERMAN = 'post-de-what-are-nicotine-pouches';
const translationDrafts = `*[_type == "blogPost" && language != "en" && _id == "drafts.post-" + language + "-what-are-nicotine-pouches"]{_id, title, isTranslated}`;

describe('automatic translation in the lake (offline: the labelled pseudo-translation)', () => {
  it('keeps translations marked isTranslated, re-translates one switched off, and follows each English publish', async () => {
    const client = editorClient();
    const publishEnglish = () =>
      act([
        {
          actionType: 'sanity.action.document.publish',
          draftId: `drafts.${ENGLISH}`,
          publishedId: ENGLISH,
        },
      ]);

    // The seed's translations are all kept as written (isTranslated): an English publish leaves them.
    expect((await publishEnglish()).status).toBe(200);
    expect(await client.fetch(translationDrafts, {}, { perspective: 'raw' })).toEqual([]);

    // An editor switches German off: it is translated again from the English post, as a draft.
    const english = await client.getDocument(ENGLISH);
    expect(
      (
        await act([
          {
            actionType: 'sanity.action.document.edit',
            draftId: `drafts.${GERMAN}`,
            publishedId: GERMAN,
            patch: { set: { isTranslated: false } },
          },
        ])
      ).status,
    ).toBe(200);
    const german = await client.getDocument(`drafts.${GERMAN}`);
    expect(german).toMatchObject({
      language: 'de',
      isTranslated: false,
      title: `[DE] ${String(english?.title)}`,
    });
    expect(german?.uri).toEqual((await client.getDocument(GERMAN))?.uri);

    // The next English publish reaches German (off) and no other language (on).
    await client.createOrReplace({
      ...english,
      _id: `drafts.${ENGLISH}`,
      _type: 'blogPost',
      title: 'What is a nicotine pouch?',
    });
    expect((await publishEnglish()).status).toBe(200);
    expect(await client.fetch(translationDrafts, {}, { perspective: 'raw' })).toEqual([
      { _id: `drafts.${GERMAN}`, title: '[DE] What is a nicotine pouch?', isTranslated: false },
    ]);
    // Published German is untouched until an editor publishes the draft.
    expect((await client.getDocument(GERMAN))?.title).not.toContain('[DE]');
  });
});
