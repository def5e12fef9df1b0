import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { Hono, type Context } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { recordPurge } from '../../adapters/cache/purges';
import { changedProductTags } from '../../adapters/checkout/catalogue-tags';
import { publishTags } from '../../adapters/content/content-tags';
import { startAutomaticTranslation } from '../../adapters/translation/automatic-translation';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { BadRequest } from '../../http/bad-request';
import { bodyWithin } from '../../http/json-body';
import { waitUntilOf } from '../../middleware/wait-until';

const MAX_BYTES = 256 * 1024;
/**
 * The publish webhook carries the document before and after (the documented projection): twice
 * the largest document the embedded lake stores (2 MB).
 */
const PUBLISH_MAX_BYTES = 4 * 1024 * 1024;
/** @sanity/webhook checks the signature, not its age: a replayed call is refused here. */
const REPLAY_WINDOW_MS = 5 * 60 * 1000;

function signatureTime(header: string): number | undefined {
  const time = /(?:^|,)\s*t=(\d+)/.exec(header)?.[1];
  return time ? Number(time) : undefined;
}

/** A catalogue change that names its products: only what shows them is purged. */
const changedProducts = z.object({
  products: z.array(z.string().min(1).max(64)).min(1).max(1000),
});

/** The published document a webhook names, when it says enough to purge only what it changed. */
function publishedDocument(body: unknown) {
  if (!body || typeof body !== 'object') return undefined;
  const { _id: id, _type: type, uri, language } = body as Record<string, unknown>;
  if (typeof id !== 'string' || typeof type !== 'string') return undefined;
  // The whole document (Sanity's default body) has its slug; a projection may give the string.
  const address =
    typeof uri === 'string'
      ? uri
      : uri && typeof (uri as { current?: unknown }).current === 'string'
        ? (uri as { current: string }).current
        : undefined;
  return {
    _id: id,
    _type: type,
    uri: address,
    language: typeof language === 'string' ? language : undefined,
  };
}

/**
 * The automatic translation a publish asks for, started once the purge is recorded and run
 * after the answer (`waitUntil`): it never holds up the webhook, and its failure, reported,
 * never undoes a purge.
 */
function translateAfterThePurge(c: Context<AppEnv>, body: unknown) {
  const services = c.get('services');
  startAutomaticTranslation({
    config: c.get('config'),
    body,
    lake: c.get('contentLake'),
    monitoring: services.monitoring,
    waitUntil: waitUntilOf(c),
  });
}

/**
 * POST /api/revalidate: Sanity's webhook after a publish. The signature is checked on the
 * raw body. A body that names the document (`_id` and `_type`, its `uri` and `language` when it
 * has them: Sanity's default body, or a projection `{_id, _type, "uri": uri.current, language}`) purges only the
 * reads and pages built from it and the lists of its type; any other body purges every
 * content read and page. A body with the document `before` and `after` (the projection the
 * README documents) then starts the automatic translation. POST /api/revalidate/catalogue
 * purges the catalogue reads and pages, for a Centra webhook or an operator, with the shared
 * secret. What a purge guarantees, and
 * within how long: docs/cache-freshness.md.
 */
export const revalidateRoute = new Hono<AppEnv>()
  .post('/', bodyWithin(PUBLISH_MAX_BYTES), async (c) => {
    const secret = c.get('config').contentWebhookSecret;
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
    let document: unknown;
    try {
      document = JSON.parse(body);
    } catch {
      // A projection may be empty or not an object: then everything is purged.
    }
    const published = publishedDocument(document);
    if (published) {
      const tags = publishTags(published);
      const done = await recordPurge(c.env.DB, 'content', tags);
      translateAfterThePurge(c, document);
      return c.json({
        purged: ['content', 'pages'],
        document: published._id,
        tags: done === 'all' ? 'all' : tags,
      });
    }
    await recordPurge(c.env.DB, 'content', 'all');
    translateAfterThePurge(c, document);
    const id = (document as { _id?: unknown } | undefined)?._id;
    return c.json({
      purged: ['content', 'pages'],
      document: typeof id === 'string' ? id : null,
      tags: 'all',
    });
  })
  .post('/catalogue', bodyWithin(MAX_BYTES), async (c) => {
    const expected = `Bearer ${c.get('config').checkoutSharedSecret}`;
    if (!(await timingSafeEqual(c.req.header('Authorization') ?? '', expected)))
      throw new BadRequest(401, 'A Bearer token with the shared secret is required');
    const body = (await c.req.text()).trim();
    if (!body) {
      await recordPurge(c.env.DB, 'catalogue', 'all');
      return c.json({ purged: ['catalogue', 'pages'], tags: 'all' });
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new BadRequest(
        400,
        'The body must be JSON: {"products": ["<product id>", …]}, or empty',
      );
    }
    const changed = changedProducts.safeParse(parsed);
    if (!changed.success)
      throw new BadRequest(
        400,
        `"products" must list 1 to 1000 product ids: ${changed.error.issues[0]?.message ?? ''}`,
      );
    const tags = changedProductTags(changed.data.products);
    const done = await recordPurge(c.env.DB, 'catalogue', tags);
    return c.json({ purged: ['catalogue', 'pages'], tags: done === 'all' ? 'all' : tags });
  });
