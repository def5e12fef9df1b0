import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/config';
import { priceComparisonFor } from './price-comparison';

describe('priceComparisonFor', () => {
  it('serves seed prices around ours when no source is configured', async () => {
    const prices = await priceComparisonFor(parseConfig({ ENVIRONMENT: 'development' }))(
      'SKU-1',
      'SEK',
      50,
    );
    expect(prices).toEqual([
      { store: 'Nordic Pouch Store', price: 56 },
      { store: 'Snus & Co', price: 53 },
      { store: 'Pouchbay', price: 48.5 },
    ]);
  });

  it('asks the configured source for the product and checks its answer', async () => {
    const asked: string[] = [];
    const compare = priceComparisonFor(
      parseConfig({
        ENVIRONMENT: 'development',
        PRICE_COMPARISON_URL: 'https://prices.example/api',
      }),
      async (input) => {
        asked.push(String(input));
        return Response.json([{ store: 'Other', price: 44.9, url: 'https://other.example/p' }]);
      },
    );
    expect(await compare('SKU-1', 'EUR', 40)).toEqual([
      { store: 'Other', price: 44.9, url: 'https://other.example/p' },
    ]);
    expect(asked).toEqual(['https://prices.example/api?sku=SKU-1&currency=EUR']);
    const broken = priceComparisonFor(
      parseConfig({
        ENVIRONMENT: 'development',
        PRICE_COMPARISON_URL: 'https://prices.example/api',
      }),
      async () => Response.json([{ store: '' }]),
    );
    await expect(broken('SKU-1', 'EUR', 40)).rejects.toThrow();
  });

  it('gives up on a feed that does not answer within its deadline', async () => {
    let signal: AbortSignal | undefined;
    const hanging = priceComparisonFor(
      parseConfig({
        ENVIRONMENT: 'development',
        PRICE_COMPARISON_URL: 'https://prices.example/api',
      }),
      (_input, init) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      },
    );
    await expect(hanging('SKU-1', 'EUR', 40)).rejects.toThrow(/timed out|abort/i);
    expect(signal?.aborted).toBe(true);
  });
});
