import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { ServicesConfig } from './services-config';

/** A webhook that cannot reach the shop is given up after this long, as the vendors' are. */
const WEBHOOK_DEADLINE_MS = 10_000;

async function deliver(url: string, init: RequestInit, what: string): Promise<void> {
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(WEBHOOK_DEADLINE_MS),
    });
    if (!response.ok) console.warn(`stand-ins: ${what} answered ${response.status}`);
  } catch (error) {
    console.warn(`stand-ins: ${what} did not reach the shop`, error);
  }
}

/**
 * Sanity's GROQ-powered webhook after a publish: the document as the body, signed with the
 * webhook's secret, posted to the shop's /api/revalidate.
 */
export async function sendPublishWebhook(
  config: ServicesConfig,
  document: Record<string, unknown>,
): Promise<void> {
  const body = JSON.stringify(document);
  await deliver(
    new URL('/api/revalidate', config.SHOP_URL).href,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(
          body,
          Date.now(),
          config.SANITY_WEBHOOK_SECRET,
        ),
      },
      body,
    },
    'the publish webhook',
  );
}

/** Centra's word that products changed (stock, prices): the shop purges what shows them. */
export async function sendCatalogueWebhook(
  config: ServicesConfig,
  productIds: readonly string[],
): Promise<void> {
  await deliver(
    new URL('/api/revalidate/catalogue', config.SHOP_URL).href,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${config.CENTRA_SHARED_SECRET}`,
      },
      body: JSON.stringify({ products: productIds }),
    },
    'the catalogue webhook',
  );
}
