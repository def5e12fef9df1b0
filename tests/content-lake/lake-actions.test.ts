import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_EDITOR_TOKEN } from '../../src/config/config';
import { getSettled } from '../edge/support';
import { editorClient, LAKE_ORIGIN, routeLakeRequestsToTheWorker } from './lake-client';

routeLakeRequestsToTheWorker();

const AS_EDITOR = {
  Authorization: `Bearer ${DEVELOPMENT_EDITOR_TOKEN}`,
  'Content-Type': 'application/json',
};

/** The Studio's document actions, sent as it sends them. */
const act = (actions: unknown[], transactionId?: string) =>
  fetch(`${LAKE_ORIGIN}/v2025-02-19/data/actions/production?tag=sanity.studio.document.publish`, {
    method: 'POST',
    headers: AS_EDITOR,
    body: JSON.stringify({ actions, ...(transactionId ? { transactionId } : {}) }),
  });

const POST = 'post-en-storing-pouches-fresh';

describe('the Studio’s document actions', () => {
  it('edits a published post into a draft, publishes it onto the shop, unpublishes it', async () => {
    const client = editorClient();
    const edited = await act(
      [
        {
          actionType: 'sanity.action.document.edit',
          draftId: `drafts.${POST}`,
          publishedId: POST,
          patch: { set: { title: 'Fresh pouches, kept fresh' } },
        },
      ],
      'studio-edit-1',
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toEqual({ transactionId: 'studio-edit-1' });
    const draft = await client.getDocument(`drafts.${POST}`);
    expect(draft).toMatchObject({
      title: 'Fresh pouches, kept fresh',
      _rev: 'studio-edit-1',
      language: 'en',
    });

    const page = await getSettled('/blog/storing-pouches-fresh');
    expect(await page.text()).not.toContain('Fresh pouches, kept fresh');

    const published = await client.getDocument(POST);
    const stale = await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: `drafts.${POST}`,
        publishedId: POST,
        ifPublishedRevisionId: 'not-the-revision',
      },
    ]);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { type: 'actionError' } });

    const publish = await act([
      {
        actionType: 'sanity.action.document.publish',
        draftId: `drafts.${POST}`,
        publishedId: POST,
        ifPublishedRevisionId: published?._rev,
      },
    ]);
    expect(publish.status).toBe(200);
    expect(await client.getDocument(`drafts.${POST}`)).toBeUndefined();
    const after = await getSettled('/blog/storing-pouches-fresh');
    expect(await after.text()).toContain('Fresh pouches, kept fresh');

    const unpublish = await act([
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: `drafts.${POST}`,
        publishedId: POST,
      },
    ]);
    expect(unpublish.status).toBe(200);
    expect(await client.getDocument(POST)).toBeUndefined();
    expect((await client.getDocument(`drafts.${POST}`))?.title).toBe('Fresh pouches, kept fresh');
    expect((await getSettled('/blog/storing-pouches-fresh')).status).toBe(404);
  });

  it('creates, discards and deletes; a missing draft is a clear 409', async () => {
    const create = await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'tag-from-studio',
        attributes: { _id: 'drafts.tag-from-studio', _type: 'blogTag', title: 'From the Studio' },
        ifExists: 'fail',
      },
    ]);
    expect(create.status).toBe(200);
    const discard = await act([
      { actionType: 'sanity.action.document.discard', draftId: 'drafts.tag-from-studio' },
    ]);
    expect(discard.status).toBe(200);
    const again = await act([
      { actionType: 'sanity.action.document.discard', draftId: 'drafts.tag-from-studio' },
    ]);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: {
        description: expect.stringContaining(
          'There is no draft "drafts.tag-from-studio" to discard',
        ),
      },
    });
    const unknown = await act([{ actionType: 'sanity.action.document.teleport', draftId: 'x' }]);
    expect(unknown.status).toBe(400);
  });
});

describe('the Studio’s history calls', () => {
  it('lists a document’s transactions with their effects, and the document at a revision', async () => {
    const client = editorClient();
    const first = await client.createOrReplace({
      _id: 'drafts.history-post',
      _type: 'blogPost',
      title: 'One',
    });
    const second = await client.patch('drafts.history-post').set({ title: 'Two' }).commit();
    const response = await fetch(
      `${LAKE_ORIGIN}/v2025-02-19/data/history/production/transactions/drafts.history-post?excludeContent=true&effectFormat=mendoza&includeIdentifiedDocumentsOnly=true&limit=50`,
      { headers: AS_EDITOR },
    );
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { id: string; author: string; effects: Record<string, unknown> },
      );
    expect(lines.map((line) => line.id)).toEqual([first._rev, second._rev]);
    expect(lines[0]?.author).toBe('p-local-editor');
    expect(lines[1]?.effects['drafts.history-post']).toMatchObject({
      apply: [0, { title: 'Two' }],
    });

    const atFirst = await fetch(
      `${LAKE_ORIGIN}/v2025-02-19/data/history/production/documents/drafts.history-post?revision=${first._rev}`,
      { headers: AS_EDITOR },
    );
    expect(await atFirst.json()).toMatchObject({ documents: [{ title: 'One' }] });
  });
});
