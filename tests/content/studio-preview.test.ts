import { exports } from 'cloudflare:workers';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorClient, routeLakeRequestsToTheWorker } from '../content-lake/lake-client';

routeLakeRequestsToTheWorker();
afterEach(() => vi.useRealTimers());

/** The shop on localhost, where the Studio serves Presentation and reaches its lake. */
const SHOP = 'http://localhost:8787';
const STUDIO_URL = `${SHOP}/studio/presentation`;
const POST = 'post-en-disposing-of-used-pouches';
const POST_PATH = '/blog/disposing-of-used-pouches';

const shop = (path: string, init?: RequestInit) => exports.default.fetch(`${SHOP}${path}`, init);

/** A secret as Presentation writes it when it opens: a draft `sanity.previewUrlSecret`. */
const studioSecret = async () =>
  (await createPreviewSecret(editorClient(), 'sanity/presentation', STUDIO_URL, 'p-local-editor'))
    .secret;

const enableLink = (secret: string, pathname = POST_PATH) =>
  `/api/preview/enable?${new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-perspective': 'drafts',
    'sanity-preview-pathname': pathname,
  })}`;

const cookieOf = (response: Response) =>
  /(?:^|, )(preview=[^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];

async function draftTitle(title: string) {
  const client = editorClient();
  const published = await client.getDocument(POST);
  if (!published) throw new Error(`${POST} is not in the seed`);
  const { _id: _published, _rev: _rev, ...fields } = published;
  await client.createOrReplace({ ...fields, _id: `drafts.${POST}`, title });
}

describe("the Studio's preview-URL secret protocol", () => {
  it('opens draft mode for the frame of the Studio that wrote the secret, once', async () => {
    const title = `Draft title ${Date.now()}`;
    await draftTitle(title);
    const secret = await studioSecret();

    const enabled = await shop(enableLink(secret), { redirect: 'manual' });
    expect(enabled.status).toBe(302);
    expect(enabled.headers.get('Location')).toBe(POST_PATH);
    expect(enabled.headers.get('Cache-Control')).toBe('no-store');
    const setCookie = enabled.headers.get('Set-Cookie') ?? '';
    // The Studio's frame may be another site's: a cookie for that frame alone.
    expect(setCookie).toMatch(/SameSite=None/i);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/Partitioned/);
    expect(setCookie).toMatch(/HttpOnly/);
    const cookie = cookieOf(enabled);
    expect(cookie).toBeDefined();

    const page = await shop(POST_PATH, { headers: { Cookie: cookie! } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    // Framed by the Studio that opened it, and by no other site.
    expect(page.headers.get('Content-Security-Policy')).toContain(`frame-ancestors 'self' ${SHOP}`);
    expect(page.headers.get('X-Frame-Options')).toBeNull();
    const html = await page.text();
    expect(html).toContain(title);
    // Each text opens its field in the Studio: the post's title, the navigation's entry of the
    // page's language in the site settings.
    expect(html).toContain(
      `data-sanity="id=${POST};type=blogPost;path=title;base=${encodeURIComponent(`${SHOP}/studio`)}"`,
    );
    expect(html).toMatch(
      /data-sanity="id=siteSettings;type=siteSettings;path=navigation:[\w-]+\.title:en\.value;/,
    );
    expect(html).toMatch(/<script type="module" src="\/static\/draft-mode-[^"]+\.js" nonce="/);

    // A shopper sees the published post, framed by nobody, without draft mode's script.
    const shopper = await shop(POST_PATH);
    const shopperHtml = await shopper.text();
    expect(shopperHtml).not.toContain(title);
    expect(shopperHtml).not.toContain('draft-mode-');
    expect(shopperHtml).not.toContain('data-sanity');
    expect(shopper.headers.get('X-Robots-Tag')).toBeNull();
    expect(shopper.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses a wrong secret', async () => {
    await studioSecret();
    const response = await shop(enableLink('not-a-secret-the-studio-wrote'), {
      redirect: 'manual',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'The preview secret is wrong or has expired: open the page from the Studio again',
    });
    expect(response.headers.get('Set-Cookie') ?? '').not.toMatch(/preview=/);
  });

  it('refuses a secret past its hour', async () => {
    const [withinItsHour, pastItsHour] = [await studioSecret(), await studioSecret()];
    const written = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(written + 59 * 60 * 1000);
    expect((await shop(enableLink(withinItsHour), { redirect: 'manual' })).status).toBe(302);
    vi.setSystemTime(written + 61 * 60 * 1000);
    const response = await shop(enableLink(pastItsHour), { redirect: 'manual' });
    expect(response.status).toBe(401);
    expect(response.headers.get('Set-Cookie') ?? '').not.toMatch(/preview=/);
  });

  it('refuses a secret used before, except to the frame already in draft mode', async () => {
    const secret = await studioSecret();
    const first = await shop(enableLink(secret), { redirect: 'manual' });
    expect(first.status).toBe(302);
    const cookie = cookieOf(first)!;

    const copied = await shop(enableLink(secret), { redirect: 'manual' });
    expect(copied.status).toBe(401);
    expect(await copied.json()).toEqual({
      error: 'This preview link has been used already: open the page from the Studio again',
    });
    expect(copied.headers.get('Set-Cookie') ?? '').not.toMatch(/preview=/);

    const reloaded = await shop(enableLink(secret), {
      redirect: 'manual',
      headers: { Cookie: cookie },
    });
    expect(reloaded.status).toBe(302);
    expect(reloaded.headers.get('Location')).toBe(POST_PATH);
    expect(reloaded.headers.get('Set-Cookie') ?? '').not.toMatch(/preview=/);
  });

  it('sends a secret-less, wrong-path or off-site redirect nowhere but this shop', async () => {
    expect((await shop('/api/preview/enable', { redirect: 'manual' })).status).toBe(400);
    const secret = await studioSecret();
    const response = await shop(enableLink(secret, 'https://evil.example/steal'), {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/steal');
  });

  it('opens a localized text at the entry of the language the page shows', async () => {
    const client = editorClient();
    const home = await client.getDocument('homePage');
    const cards = (home?.cards ?? []) as { _key: string; _type: string; subtitle?: unknown }[];
    const heading = cards.find((card) => card._type === 'heading');
    if (!home || !heading) throw new Error('the seed has no home heading');
    // A draft whose heading has no German subtitle: the German page shows the English one.
    const { _id: _home, _rev: _rev, ...fields } = home;
    await client.createOrReplace({
      ...fields,
      _id: 'drafts.homePage',
      cards: cards.map((card) =>
        card._key === heading._key
          ? {
              ...card,
              subtitle: [
                { _key: 'en', _type: 'internationalizedArrayTextValue', value: 'Only in English' },
              ],
            }
          : card,
      ),
    });
    const enabled = await exports.default.fetch(
      `http://de.localhost:8787${enableLink(await studioSecret(), '/')}`,
      { redirect: 'manual' },
    );
    const html = await (
      await exports.default.fetch('http://de.localhost:8787/', {
        headers: { Cookie: cookieOf(enabled)! },
      })
    ).text();
    expect(html).toContain(`path=cards:${heading._key}.title:de.value;`);
    expect(html).toContain(`path=cards:${heading._key}.subtitle:en.value;`);
    expect(html).toContain('Only in English');
  });

  it('lets only a browser in draft mode follow the changes', async () => {
    const response = await shop('/api/preview/changes');
    expect(response.status).toBe(401);
  });

  it('tells a browser in draft mode of each change saved, a draft’s included', async () => {
    const enabled = await shop(enableLink(await studioSecret()), { redirect: 'manual' });
    const response = await shop('/api/preview/changes', {
      headers: { Cookie: cookieOf(enabled)! },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const events = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await events.read();
        if (done) throw new Error(`the changes ended before ${JSON.stringify(text)}`);
        received += value;
      }
    };
    // The content listener follows from here on; a draft saved now is reported.
    await until('event: ready\n');
    await draftTitle(`Saved while followed ${Date.now()}`);
    await until(`event: change\ndata: {"id":"drafts.${POST}"}\n\n`);
    await events.cancel();
  });
});
