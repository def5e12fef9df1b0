import { GCLID_KEY } from './landing';

/** Session storage key of the order-tracking record. */
const ORDER_TRACKING_KEY = 'order-tracking';

export interface OrderTracking {
  path: string;
  google_ads: boolean;
  gclid: string | null;
  klaviyo: boolean;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  token: string;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Keeps a click id from the address for the whole browser session. */
export function rememberGclid(url: URL, session: SessionStore): string | null {
  const fromUrl = url.searchParams.get('gclid');
  if (fromUrl) session.setItem(GCLID_KEY, fromUrl);
  return fromUrl ?? session.getItem(GCLID_KEY);
}

/**
 * Stores where this session's shopping started, once: only when a selection token exists
 * and nothing is stored yet. Answers the record now stored, if any.
 */
export function storeOrderTracking(
  url: URL,
  token: string | null,
  session: SessionStore,
): OrderTracking | null {
  const existing = readOrderTracking(session);
  if (existing || !token) return existing;
  const gclid = rememberGclid(url, session);
  const utm = (name: string) => url.searchParams.get(name);
  const record: OrderTracking = {
    path: url.pathname,
    google_ads: Boolean(gclid),
    gclid,
    klaviyo: url.searchParams.has('_kx') || utm('utm_source') === 'klaviyo',
    utm_source: utm('utm_source'),
    utm_medium: utm('utm_medium'),
    utm_campaign: utm('utm_campaign'),
    token,
  };
  session.setItem(ORDER_TRACKING_KEY, JSON.stringify(record));
  return record;
}

function readOrderTracking(session: Pick<Storage, 'getItem'>): OrderTracking | null {
  const text = session.getItem(ORDER_TRACKING_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as OrderTracking;
  } catch {
    return null;
  }
}

/**
 * The payment's internal comment: the tracking record as Centra keeps it on the order, without
 * the session token (an order is read by many people; a token would let them act as the buyer).
 */
export function internalComment(session: Pick<Storage, 'getItem'>): string | undefined {
  const record = readOrderTracking(session);
  if (!record) return undefined;
  const { token: _token, ...withoutToken } = record;
  return JSON.stringify(withoutToken);
}
