import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../src/local/content-lake/content-document';
import { D1LakeStore } from '../../src/local/content-lake/store/d1-lake-store';
import { seedSource } from '../../src/local/content-lake/store/lake-seed';

const DOCUMENTS: ContentDocument[] = [
  { _id: 'a', _type: 'blogTag', title: 'A' },
  { _id: 'drafts.b', _type: 'blogTag', title: 'B' },
];

/** A seed that counts how often its documents are parsed. */
function countingSeed(documents: ContentDocument[], text = JSON.stringify(documents)) {
  let parses = 0;
  const source = seedSource(
    () => Promise.resolve(text),
    () => {
      parses += 1;
      return documents;
    },
  );
  return { source, parses: () => parses };
}

describe('the lake in D1', () => {
  it('is seeded by one isolate; another reads the documents from D1 and never parses the seed', async () => {
    const planter = countingSeed(DOCUMENTS);
    const first = await new D1LakeStore(env.DB, planter.source, ['lake-test']).current('lake-test');
    expect(planter.parses()).toBe(1);

    const reader = countingSeed(DOCUMENTS);
    const second = await new D1LakeStore(env.DB, reader.source, ['lake-test']).current('lake-test');
    expect(reader.parses()).toBe(0);
    expect(second?.transactionId).toBe(first?.transactionId);
    expect(second?.dataset.documents.map((doc) => [doc._id, doc.title])).toEqual([
      ['a', 'A'],
      ['drafts.b', 'B'],
    ]);
  });

  it('takes a newer seed’s new documents, and replaces only the ones no editor changed', async () => {
    const lake = new D1LakeStore(env.DB, countingSeed(DOCUMENTS).source, ['lake-test']);
    const base = await lake.current('lake-test');
    if (!base) throw new Error('no lake');
    const edited = { _id: 'a', _type: 'blogTag', title: 'A, edited', _rev: 'editor-rev' };
    await lake.commit('lake-test', base, {
      id: 'editor-rev',
      timestamp: new Date().toISOString(),
      author: 'p-local-editor',
      mutations: [],
      changes: [{ id: 'a', before: base.dataset.get('a') ?? null, after: edited }],
    });

    const newer: ContentDocument[] = [
      { _id: 'a', _type: 'blogTag', title: 'A from the new seed' },
      { _id: 'drafts.b', _type: 'blogTag', title: 'B from the new seed' },
      { _id: 'c', _type: 'blogTag', title: 'C' },
    ];
    const next = await new D1LakeStore(env.DB, countingSeed(newer).source, ['lake-test']).current(
      'lake-test',
    );
    expect(next?.dataset.get('a')?.title).toBe('A, edited');
    expect(next?.dataset.get('drafts.b')?.title).toBe('B from the new seed');
    expect(next?.dataset.get('c')?.title).toBe('C');
  });
});
