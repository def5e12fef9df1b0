import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { DEVELOPMENT_EDITOR_TOKEN } from '../src/config/config';
import { LOCALHOST_URL } from '../playwright.config';
import { confirmAgeInSession } from './support/hydrated';
import { signInToStudio } from './support/studio';
import { wordsOf } from './support/words';

// The Studio reaches its lake at local.<host>, and Chromium resolves *.localhost to this
// machine: the editor works on localhost (and the German market on de.localhost).
const SHOP = LOCALHOST_URL;
const GERMAN_SHOP = SHOP.replace('//localhost', '//de.localhost');
const POST_PATH = '/blog/disposing-of-used-pouches';
const SCREENSHOTS = process.env.PRESENTATION_SCREENSHOTS ?? 'test-results/presentation';

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Preview"], iframe');

/** The frame's page by its path (the frame is another origin's for another market). */
function framePage(page: Page, path: string) {
  const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === path);
  if (!frame) throw new Error(`no frame shows ${path}`);
  return frame;
}

/** Marks the page in the frame, so a reload (which would forget the mark) shows. */
async function markFramePage(page: Page, path: string) {
  await framePage(page, path).evaluate(() => {
    (window as { shownSinceTheMark?: boolean }).shownSinceTheMark = true;
  });
}

async function expectSameFramePage(page: Page, path: string) {
  const marked = await framePage(page, path).evaluate(
    () => (window as { shownSinceTheMark?: boolean }).shownSinceTheMark === true,
  );
  expect(marked, 'the frame changed without loading its page again').toBe(true);
}

/**
 * The shop in the frame asks an editor what it asks every visitor: the age and the cookie
 * choice. Another market's domain is another site, whose storage the test's browser refuses
 * to a frame, so it asks each time.
 */
async function answerTheShop(frame: FrameLocator, language: 'de') {
  const t = wordsOf(language);
  await frame.getByRole('button', { name: t('ageGateAccept') }).click();
  await frame.getByRole('button', { name: t('consentRejectAll') }).click();
}

/**
 * The frame asking the server for its page again (draft mode's refresh, not a reload) and
 * getting the draft's text: what the form shows at once is what the server renders once saved.
 */
function serverRenders(page: Page, path: string, text: string) {
  return page.waitForResponse(
    async (response) =>
      new URL(response.url()).pathname === path &&
      response.request().resourceType() === 'fetch' &&
      (await response.text()).includes(text),
    { timeout: 30_000 },
  );
}

/**
 * Clicks a text in the frame until the Studio answers as `answered` expects. The frame shows
 * the page before its overlays have met the Studio (a busy machine takes seconds), and a click
 * before that does nothing: an editor clicks again.
 */
async function clickUntil(target: Locator, answered: () => Promise<unknown>) {
  await expect(async () => {
    await target.click();
    await answered();
  }).toPass({ timeout: 60_000 });
}

/** The shopper's view of a page: a browser of its own, never in draft mode. */
async function shopperHeading(page: Page, url: string, selector: string) {
  await page.goto(url);
  return page.locator(selector).first().textContent();
}

test.describe('an editor in the Presentation tool, offline, on the shop’s own lake', () => {
  test.setTimeout(240_000);

  test('clicks a post’s title in the frame, types, sees it at once, publishes it for shoppers', async ({
    page,
    browser,
  }) => {
    const title = `Where used pouches go (${Date.now()})`;
    await confirmAgeInSession(page);
    await signInToStudio(page, `${SHOP}/studio`, DEVELOPMENT_EDITOR_TOKEN);
    await page.goto(`${SHOP}/studio/presentation?preview=${encodeURIComponent(POST_PATH)}`);
    const frame = frameOf(page);
    const heading = frame.locator('h1').first();
    await expect(heading).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/1-post-in-frame.png` });

    const titleField = page.locator('[data-testid="field-title"] input').first();
    await clickUntil(heading, () => expect(titleField).toBeFocused({ timeout: 5_000 }));
    await page.screenshot({ path: `${SCREENSHOTS}/2-title-field-focused.png` });

    await markFramePage(page, POST_PATH);
    const rendered = serverRenders(page, POST_PATH, title);
    await titleField.fill(title);
    // Within a second of the keystroke (the form's text, sent to the frame as it is typed),
    // then the server's page of the saved draft; the frame's page was not loaded again.
    await expect(heading).toHaveText(title, { timeout: 1_000 });
    await rendered;
    await expect(heading).toHaveText(title);
    await expectSameFramePage(page, POST_PATH);
    await page.screenshot({ path: `${SCREENSHOTS}/3-frame-shows-draft.png` });

    const shopper = await browser.newPage();
    await confirmAgeInSession(shopper);
    expect(await shopperHeading(shopper, `${SHOP}${POST_PATH}`, 'h1')).not.toBe(title);

    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeEnabled({ timeout: 30_000 });
    await publish.click();
    await expect
      .poll(() => shopperHeading(shopper, `${SHOP}${POST_PATH}`, 'h1'), { timeout: 30_000 })
      .toBe(title);
    await shopper.screenshot({ path: `${SCREENSHOTS}/4-shopper-sees-published.png` });
  });

  test('switches the frame to the German market, edits the home card’s German heading, publishes it', async ({
    page,
    browser,
  }) => {
    const heading = `Tabakfreie Nikotinbeutel (${Date.now()})`;
    await confirmAgeInSession(page);
    await signInToStudio(page, `${SHOP}/studio`, DEVELOPMENT_EDITOR_TOKEN);
    await page.goto(`${SHOP}/studio/presentation?preview=${encodeURIComponent('/')}`);
    const frame = frameOf(page);
    await expect(frame.locator('h1').first()).toBeVisible({ timeout: 60_000 });

    // The market switch in the frame's address bar: the same page in Germany's shop.
    await page
      .getByRole('combobox', { name: 'Market' })
      .selectOption({ label: 'German (Germany)' });
    await expect
      .poll(() => page.frames().map((candidate) => candidate.url()), { timeout: 60_000 })
      .toContain(`${GERMAN_SHOP}/`);
    const german = frame.locator('h1').first();
    await expect(german).toBeVisible({ timeout: 60_000 });
    await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
    const germanHeading = (await german.textContent()) ?? '';
    await answerTheShop(frame, 'de');
    await page.screenshot({ path: `${SCREENSHOTS}/5-german-home-in-frame.png` });

    // The heading card's German entry, inside the home page's cards.
    const field = page.locator('input:focus, textarea:focus');
    await clickUntil(german, () => expect(field).toHaveValue(germanHeading, { timeout: 5_000 }));
    await page.screenshot({ path: `${SCREENSHOTS}/6-german-entry-focused.png` });

    await markFramePage(page, '/');
    const rendered = serverRenders(page, '/', heading);
    await field.fill(heading);
    await expect(german).toHaveText(heading, { timeout: 1_000 });
    await rendered;
    await expect(german).toHaveText(heading);
    await expectSameFramePage(page, '/');
    await page.screenshot({ path: `${SCREENSHOTS}/7-german-frame-shows-draft.png` });
    const shopper = await browser.newPage();
    await confirmAgeInSession(shopper);
    expect(await shopperHeading(shopper, `${GERMAN_SHOP}/`, 'h1')).not.toBe(heading);

    await page.keyboard.press('Escape');
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeEnabled({ timeout: 30_000 });
    await publish.click();
    await expect
      .poll(() => shopperHeading(shopper, `${GERMAN_SHOP}/`, 'h1'), { timeout: 30_000 })
      .toBe(heading);
    await shopper.screenshot({ path: `${SCREENSHOTS}/8-german-shopper-sees-published.png` });
  });
});
