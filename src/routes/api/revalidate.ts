import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { bumpGeneration } from '../../adapters/cache/cache-keys';
import type { AppEnv } from '../../app-env';
import { BadRequest } from '../../http/bad-request';
import { bodyWithin } from '../../http/json-body';

const MAX_BYTES = 256 * 1024;
/** @sanity/webhook checks the signature, not its age: a replayed call is refused here. */
export const REPLAY_WINDOW_MS = 5 * 60 * 1000;

function signatureTime(header: string): number | undefined {
  const time = /(?:^|,)\s*t=(\d+)/.exec(header)?.[1];
  return time ? Number(time) : undefined;
}

/**
 * POST /api/revalidate: Sanity's webhook after a publish. The signature is checked on the
 * raw body, then every cached content read and page is purged (the content generation
 * moves on). POST /api/revalidate/catalogue does the same for catalogue reads, for a
 * Centra webhook or an operator, with the shared secret.
 */
export const revalidateRoute = new Hono<AppEnv>()
  .post('/', bodyWithin(MAX_BYTES), async (c) => {
    const secret = c.get('config').SANITY_WEBHOOK_SECRET;
    if (!secret)
      throw new BadRequest(403, 'No SANITY_WEBHOOK_SECRET is configured: the webhook is off');
    const header = c.req.header(SIGNATURE_HEADER_NAME);
    if (!header) throw new BadRequest(401, `Missing ${SIGNATURE_HEADER_NAME} header`);
    const body = await c.req.text();
    const signedAt = signatureTime(header);
    if (signedAt === undefined || Math.abs(Date.now() - signedAt) > REPLAY_WINDOW_MS) {
      throw new BadRequest(401, 'The signature is older than 5 minutes, or has no time');
    }
    if (!(await isValidSignature(body, header, secret)))
      throw new BadRequest(401, 'Invalid signature');
    let document: { _id?: unknown; _type?: unknown } = {};
    try {
      document = JSON.parse(body) as typeof document;
    } catch {
      // A projection may be empty or not an object; the purge does not depend on it.
    }
    await bumpGeneration(c.env.CACHE, 'content');
    return c.json({
      purged: ['content', 'pages'],
      document: typeof document._id === 'string' ? document._id : null,
    });
  })
  .post('/catalogue', async (c) => {
    const expected = `Bearer ${c.get('config').checkoutSharedSecret}`;
    if (!(await timingSafeEqual(c.req.header('Authorization') ?? '', expected)))
      throw new BadRequest(401, 'A Bearer token with the shared secret is required');
    await bumpGeneration(c.env.CACHE, 'catalogue');
    return c.json({ purged: ['catalogue', 'pages'] });
  });
