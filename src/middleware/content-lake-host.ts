import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { EMBEDDED_PROJECT_ID, embeddedLakeApi } from '../adapters/embedded/content-lake';
import { translatorFor } from '../adapters/translation/translator-for';
import type { AppEnv } from '../app-env';

type Shop = Pick<Hono<AppEnv>, 'fetch'>;

const LAKE_HOST_PREFIX = `${EMBEDDED_PROJECT_ID}.`;

/**
 * The embedded content lake's own host: Sanity's clients put the project id before the API
 * host, so a Studio built with `apiHost: 'http://localhost:8787'` calls `local.localhost:8787`
 * (which Chromium resolves to this machine). Those requests are Sanity's API, not the shop;
 * a publish through it reaches the shop as Sanity's webhook would, signed, at /api/revalidate.
 */
export const contentLakeHost = (shop: () => Shop) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const config = c.get('config');
    if (!c.req.url.includes(`//${LAKE_HOST_PREFIX}`) || config.services.content !== 'embedded') {
      return next();
    }
    const lakeUrl = new URL(c.req.url);
    const { host } = lakeUrl;
    const editorToken = config.lakeEditorToken;
    const webhookSecret = config.contentWebhookSecret;
    if (!editorToken || !webhookSecret || !config.contentReadToken) {
      return c.json(
        {
          error: {
            description: 'The content lake has no editor token',
            type: 'configurationError',
          },
        },
        503,
      );
    }
    const shopHost = host.slice(LAKE_HOST_PREFIX.length);
    const shopHostname = shopHost.replace(/:\d+$/, '');
    const api = await embeddedLakeApi(config, {
      db: c.env.DB,
      readToken: config.contentReadToken,
      editorToken,
      translator: translatorFor(config),
      allowOrigin: (origin) => {
        const hostname = URL.canParse(origin) ? new URL(origin).hostname : '';
        return (
          hostname === shopHostname ||
          (config.inspectionOpen && (hostname === 'localhost' || hostname === '127.0.0.1'))
        );
      },
      onPublished: async (documents) => {
        for (const document of documents) {
          const body = JSON.stringify(document);
          const response = await shop().fetch(
            new Request(`${lakeUrl.protocol}//${shopHost}/api/revalidate`, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(
                  body,
                  Date.now(),
                  webhookSecret,
                ),
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
      },
    });
    return api.fetch(c.req.raw);
  });

/** The request's execution context; a test calling the app without one has none. */
function executionContextOf(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}
