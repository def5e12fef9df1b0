import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  catalogueClientFor,
  checkoutApiBaseUrl,
} from '../../src/adapters/checkout/checkout-services';
import { configFor } from '../../src/config/config';

describe('server-side checkout services', () => {
  it('reach the embedded API in-process, with the isolate’s own secret', async () => {
    const config = configFor({ ...env, CENTRA_SHARED_SECRET: undefined });
    const client = catalogueClientFor(config, env, 'http://localhost');
    const { products } = await client.products('en', { categories: ['1'], limit: 2 });
    expect(products).toHaveLength(2);
    expect(checkoutApiBaseUrl(config, 'https://pouchatlas.se')).toBe(
      'https://pouchatlas.se/_local/checkout-api',
    );
  });

  it('use the tenant URL when Centra is configured', () => {
    const config = configFor({
      ENVIRONMENT: 'development',
      CENTRA_API_URL: 'https://shop.centra.com/api/checkout',
      CENTRA_SHARED_SECRET: 's',
    });
    expect(checkoutApiBaseUrl(config, 'https://pouchatlas.se')).toBe(
      'https://shop.centra.com/api/checkout',
    );
  });
});
