import { expect, test } from '@playwright/test';
import { PREVIEW_SECRET } from '../playwright.config';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';

const PAGES = ['/', '/blog/disposing-of-used-pouches', '/faq', '/sv/', '/terms-and-conditions'];

test.describe('draft mode’s code', () => {
  test('a shopper’s pages load none of it; a browser in draft mode loads it on each page', async ({
    page,
    browser,
  }) => {
    await confirmAgeInSession(page);
    const shopperRequests: string[] = [];
    page.on('request', (request) => shopperRequests.push(request.url()));
    for (const path of PAGES) {
      await gotoHydrated(page, path);
      await expect(page.locator('[data-sanity]')).toHaveCount(0);
    }
    expect(shopperRequests.filter((url) => /draft-mode|\/api\/preview/.test(url))).toEqual([]);

    const editor = await browser.newPage();
    await confirmAgeInSession(editor);
    const editorRequests: string[] = [];
    editor.on('request', (request) => editorRequests.push(new URL(request.url()).pathname));
    // Draft mode from the secret link: its redirect lands on the first page.
    const [first, ...rest] = PAGES;
    await editor.goto(`/api/preview?secret=${PREVIEW_SECRET}&redirect=${first}`);
    await expect(editor.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(editor.locator('[data-sanity]').first()).toBeAttached();
    for (const path of rest) {
      await gotoHydrated(editor, path);
      await expect(editor.locator('[data-sanity]').first()).toBeAttached();
    }
    const draftScripts = editorRequests.filter((path) => /^\/static\/draft-mode-/.test(path));
    expect(draftScripts).toHaveLength(PAGES.length);
    expect(editorRequests).toContain('/api/preview/changes');
  });
});
