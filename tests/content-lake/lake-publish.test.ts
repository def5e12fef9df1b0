import { describe, expect, it } from 'vitest';
import { mendozaApply } from './mendoza';
import { getSettled } from '../edge/support';
import { DEVELOPMENT_EDITOR_TOKEN } from '../../src/config/config';
import { editorClient, LAKE_ORIGIN, routeLakeRequestsToTheWorker } from './lake-client';

routeLakeRequestsToTheWorker();

const POST = 'post-en-reading-a-can-label';
const PAGE = '/blog/reading-a-can-label';
const OTHER_PAGE = '/blog/storing-pouches-fresh';

async function page(path: string) {
  const response = await getSettled(path);
  return { cache: response.headers.get('X-Page-Cache'), html: await response.text() };
}

describe('publishing through the lake', () => {
  it('keeps a draft off the shop, and a publish purges only the pages built from the post', async () => {
    await page(PAGE);
    await page(OTHER_PAGE);
    expect((await page(PAGE)).cache).toBe('HIT');

    const client = editorClient();
    const published = await client.getDocument(POST);
    if (!published) throw new Error(`${POST} is not in the seed`);
    const { _id: _published, _rev: _rev, ...fields } = published;
    await client.createOrReplace({
      ...fields,
      _id: `drafts.${POST}`,
      title: 'Reading a can, edited in the lake',
    });
    const whileDraft = await page(PAGE);
    expect(whileDraft.cache).toBe('HIT');
    expect(whileDraft.html).not.toContain('edited in the lake');

    // The Studio's publish: the draft becomes the published document, in one transaction.
    const draft = await client.getDocument(`drafts.${POST}`);
    const { _id: _draft, _rev: _draftRev, ...draftFields } = draft ?? {};
    await client
      .transaction()
      .createOrReplace({ ...draftFields, _id: POST, _type: 'blogPost' })
      .delete(`drafts.${POST}`)
      .commit();

    const after = await page(PAGE);
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain('Reading a can, edited in the lake');
    expect((await page(OTHER_PAGE)).cache).toBe('HIT');
  });
});

interface ListenEvent {
  event: string;
  id: string | undefined;
  data: Record<string, unknown>;
}

/** One listener connection, read to its end (a listener the Studio does not watch ends soon). */
async function listenOnce(search: string): Promise<ListenEvent[]> {
  const query = encodeURIComponent('*[_type == "blogTag"]');
  const response = await fetch(
    `${LAKE_ORIGIN}/v2026-05-04/data/listen/production?query=${query}&includeResult=true&effectFormat=mendoza&enableResume=true${search}`,
    { headers: { Authorization: `Bearer ${DEVELOPMENT_EDITOR_TOKEN}` } },
  );
  expect(response.headers.get('Content-Type')).toBe('text/event-stream');
  const text = await response.text();
  return text.split('\n\n').flatMap((frame) => {
    const event = /^event: (.+)$/m.exec(frame)?.[1];
    const data = /^data: (.+)$/m.exec(frame)?.[1];
    const id = /^id: (.+)$/m.exec(frame)?.[1];
    return event && data ? [{ event, id, data: JSON.parse(data) as Record<string, unknown> }] : [];
  });
}

describe('the listener', () => {
  it('welcomes, and on reconnecting resumes with each matching change, its result and the effects the Studio applies', async () => {
    const [welcome] = await listenOnce('');
    expect(welcome?.event).toBe('welcome');

    const client = editorClient();
    await client.create({ _id: 'post-unrelated-listen', _type: 'blogAuthor', name: 'Not a tag' });
    const created = await client.create({ _id: 'tag-listen', _type: 'blogTag', title: 'Heard' });
    const edited = await client.patch('tag-listen').set({ title: 'Heard again' }).commit();

    const resumed = await listenOnce(`&lastEventId=${welcome?.id ?? ''}`);
    expect(resumed[0]?.event).toBe('welcomeback');
    const mutations = resumed.filter((entry) => entry.event === 'mutation');
    expect(mutations.map((entry) => entry.data.documentId)).toEqual(['tag-listen', 'tag-listen']);
    expect(mutations[0]?.data).toMatchObject({
      transition: 'appear',
      resultRev: created._rev,
      result: { title: 'Heard' },
      mutations: [{ createOrReplace: { _id: 'tag-listen', title: 'Heard' } }],
    });
    expect(mutations[0]?.data).not.toHaveProperty('previousRev');
    expect(mutations[1]?.data).toMatchObject({
      transition: 'update',
      previousRev: created._rev,
      resultRev: edited._rev,
    });
    // What the Studio does with the effects: its copy becomes the lake's (revision aside).
    const { _rev: _createdRev, ...createdCopy } = created;
    const { _rev: _editedRev, ...editedCopy } = edited;
    const effects = mutations[1]?.data.effects as { apply: unknown[] };
    expect(mendozaApply(createdCopy, effects.apply)).toEqual(editedCopy);

    // Resuming from the last event sent: nothing is sent twice.
    const again = await listenOnce(`&lastEventId=${mutations[1]?.id ?? ''}`);
    expect(again.filter((entry) => entry.event === 'mutation')).toEqual([]);
  });
});
