import { describe, expect, it } from 'vitest';
import { locationDefaults } from './location-defaults';

describe('locationDefaults', () => {
  it.each([
    [undefined, 'FI'],
    [null, 'FI'],
    ['', 'FI'],
    ['se', 'SE'],
    [' DK ', 'DK'],
    ['Sweden', 'FI'],
  ])('stored country %j gives %s', (storedCountry, country) => {
    expect(locationDefaults({ storedCountry })).toEqual({
      country,
      pricelist: 20,
      currency: 'SEK',
      countryName: 'Sweden',
    });
  });

  it('works without arguments', () => {
    expect(locationDefaults().country).toBe('FI');
  });
});
