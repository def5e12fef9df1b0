import { describe, expect, it } from 'vitest';
import { isPurged, type PurgeView } from './purges';

const view = (purges: PurgeView['purges'][number][], coveredAfter = 0): PurgeView => ({
  upTo: purges[0]?.seq ?? 0,
  coveredAfter,
  purges,
});

describe('whether a purge hit something', () => {
  const purges = view([
    { seq: 7, scope: 'catalogue', tags: ['product:1001'] },
    { seq: 6, scope: 'content', tags: ['id:post-b', 'type:blogPost'] },
    { seq: 5, scope: 'content', tags: ['id:siteSettings'] },
  ]);

  it('only a purge numbered after the view it was built under, of one of its tags', () => {
    expect(isPurged(purges, 'content', 5, ['id:post-a'])).toBe(false);
    expect(isPurged(purges, 'content', 5, ['id:post-b'])).toBe(true);
    expect(isPurged(purges, 'content', 4, ['id:siteSettings'])).toBe(true);
    // Built under a view that had the settings' purge: it has them.
    expect(isPurged(purges, 'content', 5, ['id:siteSettings'])).toBe(false);
    expect(isPurged(purges, 'content', 6, ['type:blogPost'])).toBe(false);
    // Built under a view newer than this one: nothing here is news to it.
    expect(isPurged(purges, 'content', 9, ['id:post-b'])).toBe(false);
  });

  it('only a purge of its own scope', () => {
    expect(isPurged(purges, 'content', 6, ['product:1001'])).toBe(false);
    expect(isPurged(purges, 'catalogue', 6, ['product:1001'])).toBe(true);
    expect(isPurged(purges, 'catalogue', 6, ['product:1002'])).toBe(false);
  });

  it('anything of its scope for a purge of everything, and any purge for something without tags', () => {
    const all = view([{ seq: 3, scope: 'content', tags: null }]);
    expect(isPurged(all, 'content', 2, ['id:anything'])).toBe(true);
    expect(isPurged(all, 'catalogue', 2, ['product:1'])).toBe(false);
    expect(isPurged(all, 'content', 3, ['id:anything'])).toBe(false);
    expect(isPurged(purges, 'content', 6, undefined)).toBe(false);
    expect(isPurged(purges, 'content', 5, undefined)).toBe(true);
  });

  it('anything built under no known view, or older than the purges the view holds', () => {
    expect(isPurged(purges, 'content', undefined, ['id:post-a'])).toBe(true);
    const cut = view([{ seq: 1500, scope: 'content', tags: ['id:x'] }], 1499);
    expect(isPurged(cut, 'content', 1498, ['id:unrelated'])).toBe(true);
    expect(isPurged(cut, 'content', 1499, ['id:unrelated'])).toBe(false);
  });
});
