import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { LakeFetch } from '../adapters/content/content-write-client';
import { EMBEDDED_PROJECT_ID, embeddedLakeApi } from '../adapters/embedded/content-lake';
import type { AppEnv } from '../app-env';
import { PUBLISH_WEBHOOK, publishWebhookBody } from '../contract/content-webhook';
import type { PublishedChange } from '../domain/translation';
import { executionContextOf } from './wait-until';

type Shop = Pick<Hono<AppEnv>, 'fetch'>;

const LAKE_HOST_PREFIX = `${EMBEDDED_PROJECT_ID}.`;

/** Sanity's webhook for each published change, signed, to the shop's /api/revalidate. */
async function sendPublishWebhooks(
  c: Context<AppEnv>,
  shop: Shop,
  shopOrigin: string,
  secret: string,
  changes: PublishedChange[],
) {
  for (const change of changes) {
    const projected = publishWebhookBody(change);
    if (!projected) continue;
    const body = JSON.stringify(projected);
    const response = await shop.fetch(
      new Request(`${shopOrigin}${PUBLISH_WEBHOOK.path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
        },
        body,
      }),
      c.env,
      executionContextOf(c),
    );
    if (!response.ok) {
      console.warn(`content lake: the publish webhook answered ${response.status}`);
    }
  }
}

/**
 * The embedded lake's API for this request, or why it cannot answer. A publish through it
 * reaches the shop at `shopOrigin` as Sanity's webhook would: signed, with the documented
 * projection, within this request (so the work the webhook leaves for later is this request's).
 */
function lakeFor(c: Context<AppEnv>, shop: () => Shop, shopOrigin: string): LakeFetch {
  const config = c.get('config');
  const editorToken = config.lakeEditorToken;
  const webhookSecret = config.contentWebhookSecret;
  const readToken = config.contentReadToken;
  const shopHostname = new URL(shopOrigin).hostname;
  return async (request) => {
    if (!editorToken || !webhookSecret || !readToken) {
      return Response.json(
        {
          error: {
            description: 'The content lake has no editor token',
            type: 'configurationError',
          },
        },
        { status: 503 },
      );
    }
    const api = await embeddedLakeApi({
      db: c.env.DB,
      readToken,
      editorToken,
      allowOrigin: (origin) => {
        const hostname = URL.canParse(origin) ? new URL(origin).hostname : '';
        return (
          hostname === shopHostname ||
          (config.inspectionOpen && (hostname === 'localhost' || hostname === '127.0.0.1'))
        );
      },
      onPublished: (changes) => sendPublishWebhooks(c, shop(), shopOrigin, webhookSecret, changes),
    });
    return api.fetch(request);
  };
}

/**
 * The embedded content lake's own host: Sanity's clients put the project id before the API
 * host, so a Studio built with `apiHost: 'http://localhost:8787'` calls `local.localhost:8787`
 * (which Chromium resolves to this machine). Those requests are Sanity's API, not the shop.
 * Every other request of an embedded shop gets the lake in-process (`contentLake`), as the
 * shop's own writes (the automatic translation) reach it.
 */
export const contentLakeHost = (shop: () => Shop) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('config').services.content !== 'embedded') return next();
    const url = new URL(c.req.url);
    if (!url.host.startsWith(LAKE_HOST_PREFIX)) {
      c.set('contentLake', lakeFor(c, shop, url.origin));
      return next();
    }
    const shopOrigin = `${url.protocol}//${url.host.slice(LAKE_HOST_PREFIX.length)}`;
    return lakeFor(c, shop, shopOrigin)(c.req.raw);
  });
