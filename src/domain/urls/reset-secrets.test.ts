import { describe, expect, it } from 'vitest';
import { withoutResetSecrets } from './reset-secrets';

describe('withoutResetSecrets', () => {
  it('drops a reset link’s secrets from absolute and relative addresses', () => {
    expect(withoutResetSecrets('https://pouchatlas.se/sv/password-reset?id=48&i=8a87f')).toBe(
      'https://pouchatlas.se/sv/password-reset',
    );
    expect(withoutResetSecrets('/password-reset?i=8a87f&id=48&utm_source=mail#top')).toBe(
      '/password-reset?utm_source=mail#top',
    );
  });

  it('leaves every other address as it is', () => {
    expect(withoutResetSecrets('/products?q=mint')).toBe('/products?q=mint');
    expect(withoutResetSecrets('not an address at all')).toBe('not an address at all');
  });
});
