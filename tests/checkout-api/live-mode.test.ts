import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';

describe('with a Centra tenant configured', () => {
  it('does not mount the embedded Checkout API', async () => {
    const response = await createApp().request(
      'http://127.0.0.1:8787/_local/checkout-api/selection',
      {},
      {
        ...env,
        CENTRA_API_URL: 'https://shop.centra.com/api/checkout/',
        CENTRA_SHARED_SECRET: 's',
      },
    );
    expect(response.status).toBe(404);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');
    expect(body.error).toContain('No route');
  });
});
