import { describe, expect, it } from 'vitest';
import { longDate } from './FormattedDate';

describe('longDate', () => {
  it('writes a date as the market of its language does, the same each time it is asked', () => {
    // English is the UK's shop: day before month, as a British shopper writes it.
    expect(longDate('en', '2026-03-05T23:30:00Z')).toBe('5 March 2026');
    expect(longDate('de', '2026-03-05T23:30:00Z')).toBe('5. März 2026');
    expect(longDate('hu', '2026-03-05T23:30:00Z')).toBe('2026. március 5.');
    expect(longDate('en', '2026-03-05T23:30:00Z')).toBe('5 March 2026');
  });

  it('has no text for a date that is not one, however often asked', () => {
    expect(longDate('en', 'yesterday')).toBeUndefined();
    expect(longDate('en', 'yesterday')).toBeUndefined();
  });
});
