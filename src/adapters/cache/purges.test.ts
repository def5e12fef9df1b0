import { describe, expect, it } from 'vitest';
import { isPurged, type PurgeLog } from './purges';

const log = (purges: PurgeLog['purges'], coveredSince = 0): PurgeLog => ({ purges, coveredSince });

describe('whether a purge hit something', () => {
  const purges = log([
    { at: 300, tags: ['id:post-b', 'type:blogPost'] },
    { at: 200, tags: ['id:siteSettings'] },
  ]);

  it('only a later purge of one of its tags', () => {
    expect(isPurged(purges, 250, ['id:post-a'])).toBe(false);
    expect(isPurged(purges, 250, ['id:post-b'])).toBe(true);
    expect(isPurged(purges, 150, ['id:siteSettings'])).toBe(true);
    // Built after the settings changed: it has them.
    expect(isPurged(purges, 250, ['id:siteSettings'])).toBe(false);
    expect(isPurged(purges, 300, ['type:blogPost'])).toBe(false);
  });

  it('any later purge, for something stored without tags', () => {
    expect(isPurged(purges, 250, undefined)).toBe(true);
    expect(isPurged(purges, 300, undefined)).toBe(false);
  });

  it('anything older than a log cut short, whatever its tags', () => {
    const cut = log([{ at: 500, tags: ['id:x'] }], 500);
    expect(isPurged(cut, 499, ['id:unrelated'])).toBe(true);
    expect(isPurged(cut, 501, ['id:unrelated'])).toBe(false);
  });
});
