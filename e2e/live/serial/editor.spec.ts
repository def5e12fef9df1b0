import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LIVE, liveShopOrigin, servicesOrigin } from '../../../scripts/live-topology.ts';
import { fieldOf, mutate } from '../../support/content-api';
import { confirmAgeInSession } from '../../support/hydrated';
import { signInToStudio } from '../../support/studio';
import { servicesControl } from '../../support/topology';

// An editor publishes in the Studio the live shop serves, against the stand-ins' Sanity API
// over the network: Sanity's signed webhook purges only the pages that show the post, and the
// shop's automatic translation writes the other languages' drafts back through the API.
// Serial: it publishes content the other live tests read.

// Posts without a product search in their text: their pages depend on Sanity alone.
const POST = 'post-en-storing-pouches-fresh';
const POST_PATH = '/blog/storing-pouches-fresh';
const GERMAN = 'post-de-storing-pouches-fresh';
/** Another post's page: it shows nothing of this post, so a publish of it leaves it cached. */
const UNRELATED_PATH = '/blog/disposing-of-used-pouches';

/**
 * Where the Studio reaches Sanity's API: the project's name before the API host, as Sanity's
 * Studio always asks a custom host, on the stand-ins' port (`*.localhost` is this machine).
 */
const studioApiOrigin = () =>
  `http://${LIVE.credentials.SANITY_PROJECT_ID}.localhost:${new URL(servicesOrigin()).port}`;

/** Sanity's API paths begin with its version: /v2025-02-19/…, /v1/…, /vX/…. */
const isSanityApiCall = (url: URL) => /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\//.test(url.pathname);

/**
 * Sanity's own error reports: the Studio sends them to Sanity's Sentry tunnel, whatever API
 * host its project has (this machine has no way out, so they go nowhere).
 */
const SANITY_ERROR_REPORTS = 'https://api.sanity.io/vX/intake/feedback';

/** Every call to Sanity's API the page makes from now on. */
function sanityCallsOf(page: Page): { method: string; origin: string; path: string }[] {
  const calls: { method: string; origin: string; path: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isSanityApiCall(url))
      calls.push({ method: request.method(), origin: url.origin, path: url.pathname });
  });
  return calls;
}

/** What the stand-ins' Sanity API was asked after the log's entry `since`, and the newest entry. */
async function contentCallsSince(request: APIRequestContext, since: number) {
  const response = await request.get(servicesControl(`/requests?since=${since}`));
  const log = (await response.json()) as {
    requests: { service: string; method: string; path: string }[];
    last: number;
  };
  // The log lives in the services' memory: a restart (a source file saved) begins it again.
  expect(log.last, 'the stand-ins restarted: their log begins again').toBeGreaterThanOrEqual(since);
  return { calls: log.requests.filter(({ service }) => service === 'content'), last: log.last };
}

/** Opens a post in the Studio and types its new title (the Studio saves it as a draft). */
async function editTitle(page: Page, id: string, title: string) {
  await page.goto(`/studio/intent/edit/id=${id};type=blogPost`);
  const titleField = page.locator('[data-testid="field-title"] input').first();
  await expect(titleField).toBeEditable({ timeout: 60_000 });
  await titleField.fill(title);
}

async function publish(page: Page) {
  const button = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
}

/** A shopper's visit: where the page came from (X-Page-Cache) and its heading. */
async function visit(shopper: Page, path: string) {
  const response = await shopper.goto(path);
  expect(response?.status()).toBe(200);
  return {
    cache: response?.headers()['x-page-cache'],
    heading: await shopper.locator('h1').first().textContent(),
  };
}

/**
 * Visits a page until it is rendered anew and then served from the page cache: a copy stored
 * just now, which stays fresh for its minute unless a purge names it.
 */
async function cachedJustNow(shopper: Page, path: string) {
  await expect
    .poll(async () => (await visit(shopper, path)).cache, { timeout: 90_000, intervals: [1_000] })
    .toBe('MISS');
  expect((await visit(shopper, path)).cache).toBe('HIT');
}

interface Delivery {
  receivedAt: string;
  entry: { webhook: string; url: string; status: number | null; answer: { document?: string } };
}

/** The publish webhooks the stand-ins delivered to the shop since `since` (ISO time). */
async function publishWebhooksSince(request: APIRequestContext, since: string) {
  const response = await request.get(servicesControl('/webhooks'));
  const { webhooks } = (await response.json()) as { webhooks: Delivery[] };
  return webhooks
    .filter(({ receivedAt, entry }) => receivedAt >= since && entry.webhook === 'publish')
    .map(({ entry }) => entry);
}

/**
 * A translation the automatic translation may write: its `isTranslated` switched off and
 * published (on first, so that the switch is a change whatever an earlier run left).
 */
async function allowAutomaticTranslation(request: APIRequestContext, id: string) {
  await mutate(request, [{ patch: { id, set: { isTranslated: true } } }]);
  await mutate(request, [{ patch: { id, set: { isTranslated: false } } }]);
}

test.describe('an editor on the live topology', () => {
  test.setTimeout(300_000);
  let publishedTitle: string;

  test.beforeEach(async ({ request }) => {
    publishedTitle = (await fieldOf<string>(request, POST, 'title')) ?? '';
    expect(publishedTitle).not.toBe('');
    await allowAutomaticTranslation(request, GERMAN);
    // That publish asks for the German post again (a translation switched off): its draft is
    // written before the editor begins, so it cannot overwrite the one the test waits for.
    await expect
      .poll(() => fieldOf(request, `drafts.${GERMAN}`, 'title'), { timeout: 30_000 })
      .toBe(`[DE] ${publishedTitle}`);
  });

  // The lake as the other tests know it: the German post kept as its editors wrote it.
  test.afterEach(async ({ request }) => {
    await mutate(request, [
      { patch: { id: GERMAN, set: { isTranslated: true } } },
      { delete: { id: `drafts.${GERMAN}` } },
    ]);
    await mutate(request, [{ patch: { id: POST, set: { title: publishedTitle } } }]);
  });

  test('publishes a post in the Studio: the webhook purges its pages only, and the translation writes the German draft', async ({
    page,
    browser,
    request,
  }) => {
    const title = `Keeping pouches fresh (edited ${Date.now()})`;
    const { last: logStart } = await contentCallsSince(request, 0);
    const studioCalls = sanityCallsOf(page);
    await signInToStudio(page, '/studio', LIVE.credentials.SANITY_WRITE_TOKEN);
    await editTitle(page, POST, title);

    const shopper = await browser.newPage();
    await confirmAgeInSession(shopper);
    await cachedJustNow(shopper, POST_PATH);
    await cachedJustNow(shopper, UNRELATED_PATH);
    const publishedAt = new Date().toISOString();
    await publish(page);

    // Sanity's signed webhook reached the shop, which purged what shows the post.
    await expect
      .poll(() => publishWebhooksSince(request, publishedAt), { timeout: 30_000 })
      .toContainEqual(
        expect.objectContaining({
          url: `${liveShopOrigin()}/api/revalidate`,
          status: 200,
          answer: expect.objectContaining({ document: POST }),
        }),
      );

    // The post's page is rendered again with the new title; another post's is still the copy.
    expect(await visit(shopper, POST_PATH)).toEqual({ cache: 'MISS', heading: title });
    expect((await visit(shopper, UNRELATED_PATH)).cache).toBe('HIT');

    // The shop translated the new English title into the German draft, through the API.
    await expect
      .poll(() => fieldOf(request, `drafts.${GERMAN}`, 'title'), { timeout: 30_000 })
      .toBe(`[DE] ${title}`);
    const { calls } = await contentCallsSince(request, logStart);
    const isMutation = ({ method, path }: { method: string; path: string }) =>
      method === 'POST' && /\/data\/mutate\//.test(path);
    // Its drafts arrived as mutations the Studio did not send: the shop's, over the network.
    expect(calls.filter(isMutation).length).toBeGreaterThan(studioCalls.filter(isMutation).length);

    // The Studio edited the stand-ins' lake over the network, never the shop's own origin:
    // its publish is in the services' own log.
    const projectCalls = studioCalls.filter(
      ({ origin, path }) => `${origin}${path}` !== SANITY_ERROR_REPORTS,
    );
    expect([...new Set(projectCalls.map(({ origin }) => origin))]).toEqual([studioApiOrigin()]);
    const published = projectCalls.find(
      ({ method, path }) => method === 'POST' && /\/data\/actions\//.test(path),
    );
    expect(published).toBeDefined();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: published?.path }),
    );
  });
});
