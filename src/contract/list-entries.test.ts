import { describe, expect, it } from 'vitest';
import { packEntries, unpackEntries, type ListEntry } from './list-entries';

const entries: ListEntry[] = [
  {
    id: '1001',
    listing: {
      brandName: 'Fjordlys',
      format: 'normal',
      flavour: 'citrus',
      strength: '4',
      popularity: 822,
      createdAt: 1764134430,
      listPrice: 37.39,
    },
  },
  { id: '1002', listing: { brandName: 'Dimma', popularity: 0, listPrice: 0 } },
  { id: '1003', listing: { brandName: 'Fjordlys', strength: '1', popularity: 5 } },
  // A product without a brand or a price in the list's pricelist.
  { id: '1004', listing: { popularity: 12, createdAt: 1704067200 } },
];

describe('a list’s entries as a page carries them', () => {
  it('come back as they were, with no key for what an entry has not', () => {
    const unpacked = unpackEntries(packEntries(entries));
    expect(unpacked).toStrictEqual(entries);
    expect(Object.keys(unpacked[3]?.listing ?? {})).toEqual(['popularity', 'createdAt']);
  });

  it('name each brand, format and flavour once, and survive the page’s JSON', () => {
    const packed = packEntries(entries);
    expect(packed.names).toEqual(['Fjordlys', 'normal', 'citrus', 'Dimma']);
    expect(unpackEntries(JSON.parse(JSON.stringify(packed)) as typeof packed)).toStrictEqual(
      entries,
    );
  });

  it('are much smaller than the entries themselves', () => {
    const many = Array.from({ length: 100 }, (_, index) => ({
      ...entries[index % entries.length]!,
      id: String(2000 + index),
    }));
    expect(JSON.stringify(packEntries(many)).length).toBeLessThan(
      JSON.stringify(many).length * 0.5,
    );
  });
});
