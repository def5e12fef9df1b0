import { notInThisBuild, onFirstUse } from './on-first-use';

// The example feed, loaded on its first use (a deployment with a feed, or none, never loads it).
const feed = onFirstUse('price feed', () =>
  EMBEDDED_SERVICES_IN_BUILD
    ? import('../../local/price-feed/example-price-feed')
    : notInThisBuild('price feed'),
);

/** The embedded stand-in's example prices around ours (invented stores, development data). */
export async function examplePrices(ourPrice: number) {
  return (await feed()).exampleStorePrices(ourPrice);
}
