import { expect, test } from '@playwright/test';
import { DEVELOPMENT_EDITOR_TOKEN } from '../src/config/config';
import { LOCALHOST_URL } from '../playwright.config';
import { CONSENT_STORAGE_KEY } from '../src/contract/consent';

const SHOP = new URL(LOCALHOST_URL);

/** The shop's own hosts: itself, and its names below it (the lake at local., the markets). */
const isTheShops = (url: URL) =>
  url.port === SHOP.port &&
  (url.hostname === SHOP.hostname || url.hostname.endsWith(`.${SHOP.hostname}`));

test.describe('the Studio of the shop’s own lake, offline', () => {
  test.setTimeout(180_000);

  test('asks no host but the shop’s, from sign-in to a page in Presentation’s frame', async ({
    page,
  }) => {
    const elsewhere = new Set<string>();
    const note = (address: string) => {
      const url = new URL(address);
      if (/^(https?|wss?):$/.test(url.protocol) && !isTheShops(url)) elsewhere.add(url.origin);
    };
    page.on('request', (request) => note(request.url()));
    page.on('websocket', (socket) => note(socket.url()));
    // A request the page's policy refused never reaches the network, but the page asked.
    page.on('console', (message) => {
      if (!message.text().includes('Content Security Policy')) return;
      for (const [, address] of message.text().matchAll(/'((?:https?|wss?):\/\/[^']+)'/g))
        if (address) note(address);
    });

    // The shop in the frame: an adult who declined the tracking scripts (the test's stand-ins
    // for third parties), which are the shop's choice, not the Studio's.
    await page.addInitScript((consentKey) => {
      window.sessionStorage.setItem('age-confirmed', 'yes');
      window.localStorage.setItem(
        consentKey,
        JSON.stringify({ statistics: false, marketing: false }),
      );
    }, CONSENT_STORAGE_KEY);
    await page.goto(`${LOCALHOST_URL}/studio`);
    await page.getByText('Local editor', { exact: true }).click();
    await page.getByLabel('Editor token').fill(DEVELOPMENT_EDITOR_TOKEN);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Blog posts', { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.goto(
      `${LOCALHOST_URL}/studio/presentation?preview=${encodeURIComponent('/blog/reading-a-can-label')}`,
    );
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('h1[data-sanity]').first()).toBeVisible({ timeout: 60_000 });
    // The frame's overlays are connected to the Studio.
    await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeChecked({ timeout: 30_000 });
    // Long enough for the Studio's start-up calls (its version check, presence, listeners).
    await page.waitForTimeout(5_000);
    expect([...elsewhere]).toEqual([]);
  });
});
