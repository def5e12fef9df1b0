import { Hono } from 'hono';
import { html } from 'hono/html';
import { DOCUMENT_COUNTS_QUERY } from '../adapters/content/queries';
import type { AppEnv } from '../app-env';
import { EMBEDDED_PROJECT_ID } from '../adapters/embedded/content-lake';
import type { Config } from '../config/config';
import { buildDomainTable, SHOP_HOSTS_META, shopHosts } from '../domain/markets';
import { signInPageHeaders } from '../middleware/security-headers';
import { STUDIO_DEPLOYMENT_META, type StudioDeployment } from '../domain/markets/studio-deployment';
import { marketOrigins, studioDeployment } from './studio-deployment';
import { offlineStudioPage } from './studio-offline';
import { embeddedStudioPolicy, liveStudioPolicy } from './studio-policy';

interface CountedDocument {
  _type: string;
  language?: string | null;
}

/** Documents per type, and blog posts per language, for the embedded-mode page. */
function summarise(documents: CountedDocument[]) {
  const counts = new Map<string, number>();
  for (const { _type, language } of documents) {
    const key = language ? `${_type} (${language})` : _type;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

const escapeAttribute = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * The Studio's page with the deployment in its head: the shop hosts its rules check slideshow
 * links against, and the content API, sign-in and markets it edits and shows (one build serves
 * every deployment, decision 0038).
 */
function withDeployment(page: Response, config: Config, deployment: StudioDeployment): Response {
  const hosts = shopHosts(buildDomainTable(config.MARKET_DOMAINS)).join(' ');
  const metas =
    `<meta name="${SHOP_HOSTS_META}" content="${hosts}" />` +
    `<meta name="${STUDIO_DEPLOYMENT_META}" content="${escapeAttribute(JSON.stringify(deployment))}" />`;
  return new HTMLRewriter()
    .on('head', { element: (head) => void head.prepend(metas, { html: true }) })
    .transform(page);
}

/** Where the Studio of a Sanity project talks to: the API host, and the project's own name on it. */
function apiOrigins(config: Config): string[] {
  if (!config.SANITY_API_HOST) return [];
  const host = new URL(config.SANITY_API_HOST);
  const project = new URL(host);
  project.hostname = `${config.SANITY_PROJECT_ID}.${host.hostname}`;
  return [host.origin, project.origin];
}

/** Loopback addresses: the Studio reaches its lake at `local.` + host, which needs a name. */
const LOOPBACK_IP = new Set(['127.0.0.1', '[::1]']);

/**
 * /studio: the built Sanity Studio (a single-page app, so every deep link gets its index),
 * for the configured Sanity project or, without one, for the shop's own content lake. Before
 * it is built, an editor is told how to build it and what the lake holds.
 */
export const studioRoutes = new Hono<AppEnv>();

// Editors sign in here.
studioRoutes.use(signInPageHeaders);

studioRoutes.get('/*', async (c) => {
  const config = c.get('config');
  const url = new URL(c.req.url);
  if (config.services.content === 'embedded' && LOOPBACK_IP.has(url.hostname)) {
    url.hostname = 'localhost';
    return c.redirect(url.toString(), 302);
  }
  const index = await c.env.ASSETS.fetch(new URL('/studio/', c.req.url));
  if (index.ok) {
    const deployment = studioDeployment(config, c.get('market'), url);
    const shopOrigins = marketOrigins(deployment);
    const embedded = config.services.content === 'embedded';
    const html = await index.text();
    return withDeployment(
      new Response(embedded ? offlineStudioPage(html) : html, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': embedded
            ? embeddedStudioPolicy(
                `${url.protocol}//${EMBEDDED_PROJECT_ID}.${url.host}`,
                shopOrigins,
              )
            : liveStudioPolicy(apiOrigins(config), shopOrigins),
        },
      }),
      config,
      deployment,
    );
  }
  if (config.services.content === 'live') {
    return c.text(
      'The Studio has not been built: run `npm run build:studio` before deploying.',
      503,
    );
  }
  const { production } = c.get('services').contentClients;
  const rows = summarise(await production.fetch<CountedDocument[]>(DOCUMENT_COUNTS_QUERY, {}));
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>Content studio · ${c.get('config').PUBLIC_SHOP_NAME}</title>
        </head>
        <body
          style="font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5"
        >
          <h1>Content studio</h1>
          <p>
            This shop runs on its <strong>own content lake</strong>: seeded from
            <code>studio/seed/production.ndjson</code> and kept in the worker's database. The Studio
            that edits it has not been built yet: run <code>npm run build:studio</code> (or
            <code>npm run dev</code>, which builds it when it is missing) and reload this page. Sign
            in with the editor token, <code>SANITY_LOCAL_EDITOR_TOKEN</code>.
          </p>
          <h2>To edit a Sanity project instead</h2>
          <ol>
            <li>
              Create a project at sanity.io and import the seed:
              <code>npx sanity dataset import studio/seed/production.ndjson production</code> (in
              <code>studio/</code>).
            </li>
            <li>
              Set <code>SANITY_PROJECT_ID</code> (and a read token and webhook secret) for the
              worker.
            </li>
            <li>
              Build the Studio for the project:
              <code>SANITY_STUDIO_PROJECT_ID=… npm run build:studio</code>, then deploy.
            </li>
          </ol>
          <h2>What the lake holds</h2>
          <table>
            <thead>
              <tr>
                <th style="text-align:left">Document type</th>
                <th style="text-align:right">Published</th>
              </tr>
            </thead>
            <tbody>
              ${rows.map(
                ([type, count]) =>
                  html`<tr>
                    <td>${type}</td>
                    <td style="text-align:right">${count}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </body>
      </html>`,
  );
});
