import { describe, expect, it } from 'vitest';
import { queryParams } from './address-query';

describe('queryParams', () => {
  it('reads an address query as the URL standard does', () => {
    const search =
      '?filters=%5B%7B%22name%22%3A%22brand%22%7D%5D&sort=price-asc&q=ice+mint&sort=newest';
    const params = queryParams(search);
    const standard = new URLSearchParams(search);
    for (const name of ['filters', 'sort', 'q', 'missing']) {
      expect(params.get(name)).toBe(standard.get(name));
      expect(params.has(name)).toBe(standard.has(name));
    }
  });

  it('keeps a broken escape as written, and an empty value as empty', () => {
    const params = queryParams('filters=%%%&sort=&flag');
    expect(params.get('filters')).toBe('%%%');
    expect(params.get('sort')).toBe('');
    expect(params.has('flag')).toBe(true);
  });
});
