import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Received } from './received';
import type { ServicesConfig } from './services-config';

/** A webhook that cannot reach the shop is given up after this long, as the vendors' are. */
const WEBHOOK_DEADLINE_MS = 10_000;

/** Of an answer only this much is kept: the shop answers a webhook in a line of JSON. */
const KEPT_ANSWER_CHARS = 2_000;

/**
 * A webhook the stand-ins sent the shop and the shop's answer, as a vendor's delivery log
 * shows it: `status` null when the shop did not answer in time.
 */
export interface DeliveredWebhook {
  webhook: 'publish' | 'catalogue';
  url: string;
  status: number | null;
  answer: unknown;
}

async function answerOf(response: Response): Promise<unknown> {
  const text = (await response.text()).slice(0, KEPT_ANSWER_CHARS);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function deliver(
  delivered: Received<DeliveredWebhook>,
  webhook: DeliveredWebhook['webhook'],
  url: string,
  init: RequestInit,
): Promise<void> {
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(WEBHOOK_DEADLINE_MS),
    });
    delivered.add({ webhook, url, status: response.status, answer: await answerOf(response) });
    if (!response.ok) console.warn(`stand-ins: the ${webhook} webhook answered ${response.status}`);
  } catch (error) {
    delivered.add({ webhook, url, status: null, answer: String(error) });
    console.warn(`stand-ins: the ${webhook} webhook did not reach the shop`, error);
  }
}

/**
 * Sanity's GROQ-powered webhook after a publish: the document as the body, signed with the
 * webhook's secret, posted to the shop's /api/revalidate.
 */
export async function sendPublishWebhook(
  config: ServicesConfig,
  delivered: Received<DeliveredWebhook>,
  document: Record<string, unknown>,
): Promise<void> {
  const body = JSON.stringify(document);
  await deliver(delivered, 'publish', new URL('/api/revalidate', config.SHOP_URL).href, {
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
  });
}

/** Centra's word that products changed (stock, prices): the shop purges what shows them. */
export async function sendCatalogueWebhook(
  config: ServicesConfig,
  delivered: Received<DeliveredWebhook>,
  productIds: readonly string[],
): Promise<void> {
  await deliver(
    delivered,
    'catalogue',
    new URL('/api/revalidate/catalogue', config.SHOP_URL).href,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${config.CENTRA_SHARED_SECRET}`,
      },
      body: JSON.stringify({ products: productIds }),
    },
  );
}
