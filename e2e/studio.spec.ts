import { expect, test, type Page } from '@playwright/test';
import { DEVELOPMENT_EDITOR_TOKEN } from '../src/config/config';
import { LOCALHOST_URL, PREVIEW_SECRET } from '../playwright.config';
import { signInToStudio } from './support/studio';

// The Studio reaches its lake at local.<host>, and Chromium resolves *.localhost to this
// machine: so the editor works on localhost, not 127.0.0.1.
const SHOP = LOCALHOST_URL;
const POST_ID = 'post-en-disposing-of-used-pouches';
const POST_PATH = '/blog/disposing-of-used-pouches';

const headingOf = async (page: Page, path: string) => {
  await page.goto(`${SHOP}${path}`);
  return page.locator('h1').first().textContent();
};

test.describe('an editor in the Studio, offline, on the shop’s own content lake', () => {
  test.setTimeout(180_000);

  test('signs in, edits a post, previews the draft on the shop, publishes it, and the shop shows it', async ({
    page,
    browser,
  }) => {
    const title = `Where used pouches belong (edited ${Date.now()})`;
    const shopper = await browser.newPage();
    const published = await headingOf(shopper, POST_PATH);

    await page.goto(`${SHOP}/studio`);
    await page.getByText('Local editor', { exact: true }).click();
    await page.getByLabel('Editor token').fill('not the token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/not the editor token/);
    await signInToStudio(page, `${SHOP}/studio`, DEVELOPMENT_EDITOR_TOKEN);
    await page.goto(`${SHOP}/studio/intent/edit/id=${POST_ID};type=blogPost`);
    const titleField = page.locator('[data-testid="field-title"] input').first();
    await expect(titleField).toBeEditable({ timeout: 30_000 });
    await titleField.fill(title);

    // The Studio saves the draft through the lake; draft mode shows it, a shopper does not.
    const preview = await browser.newPage();
    await preview.goto(`${SHOP}/api/preview?secret=${PREVIEW_SECRET}&redirect=${POST_PATH}`);
    await expect.poll(() => headingOf(preview, POST_PATH), { timeout: 30_000 }).toBe(title);
    expect(await headingOf(shopper, POST_PATH)).toBe(published);

    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeEnabled({ timeout: 30_000 });
    await publish.click();

    // The publish reaches the shop as Sanity's signed webhook would: the cached page is purged.
    await expect.poll(() => headingOf(shopper, POST_PATH), { timeout: 30_000 }).toBe(title);
  });
});
