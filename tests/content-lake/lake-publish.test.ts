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

describe('the listener', () => {
  it('welcomes, then sends each matching change with its result and the effects the Studio applies', async () => {
    const query = encodeURIComponent('*[_type == "blogTag"]');
    const response = await fetch(
      `${LAKE_ORIGIN}/v2026-05-04/data/listen/production?query=${query}&includeResult=true&effectFormat=mendoza&events=welcome,mutation`,
      { headers: { Authorization: `Bearer ${DEVELOPMENT_EDITOR_TOKEN}` } },
    );
    expect(response.headers.get('Content-Type')).toBe('text/event-stream');
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('no stream');
    const events: { event: string; data: Record<string, unknown> }[] = [];
    let buffer = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event && data) return { event, data: JSON.parse(data) as Record<string, unknown> };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the listener closed');
        buffer += value;
      }
    };
    events.push(await nextEvent());
    expect(events[0]?.event).toBe('welcome');

    const client = editorClient();
    await client.create({ _id: 'post-unrelated-listen', _type: 'blogAuthor', name: 'Not a tag' });
    const created = await client.create({ _id: 'tag-listen', _type: 'blogTag', title: 'Heard' });
    const appeared = await nextEvent();
    expect(appeared).toMatchObject({
      event: 'mutation',
      data: {
        documentId: 'tag-listen',
        transition: 'appear',
        resultRev: created._rev,
        result: { title: 'Heard' },
      },
    });
    const edited = await client.patch('tag-listen').set({ title: 'Heard again' }).commit();
    const updated = await nextEvent();
    expect(updated.data).toMatchObject({
      transition: 'update',
      previousRev: created._rev,
      resultRev: edited._rev,
    });
    // What the Studio does with the effects: its copy becomes the lake's (revision aside).
    const { _rev: _createdRev, ...createdCopy } = created;
    const { _rev: _editedRev, ...editedCopy } = edited;
    expect(mendozaApply(createdCopy, (updated.data.effects as { apply: unknown[] }).apply)).toEqual(
      editedCopy,
    );
    await reader.cancel();
  });
});
