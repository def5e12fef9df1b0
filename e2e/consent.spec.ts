import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY_SCRIPTS } from '../playwright.config';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { addToCart, PRODUCT, restock } from './support/shop';
import { wordsOf } from './support/words';

const t = wordsOf('en');
const de = wordsOf('de');

const SCRIPT_NAMES = Object.fromEntries(
  Object.values(THIRD_PARTY_SCRIPTS).map((url) => [url, new URL(url).pathname.split('/').pop()]),
);

/** Every third-party script the page asked for, by name, as it asked. */
function watchThirdParty(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = SCRIPT_NAMES[request.url()];
    if (name) requested.push(name);
  });
  return requested;
}

/** Waits past the moment idle-time scripts would load, so a script that must not is not missed. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))),
  );
}

async function passAgeGate(page: Page) {
  await page.getByRole('button', { name: t('ageGateAccept') }).click();
}

const consentDialog = (page: Page) => page.getByRole('dialog', { name: t('consentTitle') });

/** A first visit to the home page: past the age gate, the dialog's button named `choice` pressed. */
async function chooseOnFirstVisit(page: Page, choice: 'consentAcceptAll' | 'consentRejectAll') {
  await gotoHydrated(page, '/');
  await passAgeGate(page);
  await consentDialog(page)
    .getByRole('button', { name: t(choice) })
    .click();
}

/** Consent Mode commands in the data layer (gtag pushes its arguments as they are). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'consent'),
  );

test.describe('consent before any third-party script', () => {
  test('nothing loads before the age gate and the choice; the choice is asked after the age gate', async ({
    page,
  }) => {
    const requested = watchThirdParty(page);
    await gotoHydrated(page, '/');
    await settle(page);
    expect(requested).toEqual([]);
    await expect(consentDialog(page)).toHaveCount(0);
    // Consent Mode is denied by default, and the data layer was there before the country came.
    expect((await consentCommands(page))[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      }),
    ]);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { dataLayer: { country?: string }[] }).dataLayer.some(
            (entry) => entry.country === 'GB',
          ),
        ),
      )
      .toBe(true);

    await passAgeGate(page);
    await expect(consentDialog(page)).toBeVisible();
    await settle(page);
    expect(requested).toEqual([]);
  });

  test('reject all loads nothing, now or on the next page, and tells Consent Mode', async ({
    page,
  }) => {
    const requested = watchThirdParty(page);
    await chooseOnFirstVisit(page, 'consentRejectAll');
    await expect(consentDialog(page)).toHaveCount(0);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    await gotoHydrated(page, '/faq');
    await settle(page);
    await expect(consentDialog(page)).toHaveCount(0);
    expect(requested).toEqual([]);
  });

  test('accept all loads the tag manager, the newsletter and the marketing scripts', async ({
    page,
  }) => {
    const requested = watchThirdParty(page);
    await chooseOnFirstVisit(page, 'consentAcceptAll');
    await expect
      .poll(() => [...requested].sort())
      .toEqual(['marketing.js', 'newsletter.js', 'tag-manager.js']);
    // Remembered: the next page starts with the choice applied, before any of its scripts.
    await gotoHydrated(page, '/faq');
    expect((await consentCommands(page)).slice(0, 2)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })],
    ]);
    await expect(consentDialog(page)).toHaveCount(0);
  });

  for (const [category, expected] of [
    ['statistics', ['tag-manager.js']],
    ['marketing', ['marketing.js', 'newsletter.js']],
  ] as const)
    test(`choosing only ${category} loads exactly its scripts`, async ({ page }) => {
      const requested = watchThirdParty(page);
      await gotoHydrated(page, '/');
      await passAgeGate(page);
      const dialog = consentDialog(page);
      await dialog.getByRole('button', { name: t('consentChoose') }).click();
      await expect(dialog.getByRole('checkbox', { name: t('consentNecessary') })).toBeDisabled();
      await dialog
        .getByRole('checkbox', {
          name: t(category === 'statistics' ? 'consentStatistics' : 'consentMarketing'),
        })
        .check();
      await dialog.getByRole('button', { name: t('consentSave') }).click();
      await expect.poll(() => [...requested].sort()).toEqual([...expected]);
      await settle(page);
      expect([...requested].sort()).toEqual([...expected]);
    });

  test('the footer’s cookie settings change the choice, in the market’s language', async ({
    page,
  }) => {
    const requested = watchThirdParty(page);
    await gotoHydrated(page, '/de');
    await page.getByRole('button', { name: de('ageGateAccept') }).click();
    const dialog = page.getByRole('dialog', { name: de('consentTitle') });
    await dialog.getByRole('button', { name: de('consentAcceptAll') }).click();
    await expect.poll(() => requested.length).toBe(3);

    await page.getByRole('link', { name: de('cookieSettings') }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: de('consentMarketing') })).toBeChecked();
    await expect(dialog.getByRole('link', { name: de('consentPolicy') })).toBeVisible();
    await dialog.getByRole('button', { name: de('consentRejectAll') }).click();
    await expect(dialog).toHaveCount(0);

    requested.length = 0;
    await gotoHydrated(page, '/de/faq');
    await settle(page);
    expect(requested).toEqual([]);
  });
});

test.describe('the marketing tracker and the cart', () => {
  const trackedCartValues = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { klaviyo?: unknown[][] }).klaviyo ?? []).filter(
        (command) => command[1] === 'Cart Value Changed',
      ),
    );

  test('hears the cart’s value in SEK whenever it changes, with the session’s user id', async ({
    page,
  }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
    await addToCart(page, PRODUCT);
    await expect.poll(async () => (await trackedCartValues(page)).length).toBeGreaterThan(0);
    const [, , properties] = (await trackedCartValues(page)).at(-1) as [
      string,
      string,
      { $value: number; currency: string; user_id: string },
    ];
    expect(properties.currency).toBe('SEK');
    expect(properties.$value).toBeGreaterThan(0);
    expect(properties.user_id).toBe(await page.evaluate(() => sessionStorage.getItem('user-id')));
  });

  test('hears nothing without marketing consent', async ({ page }) => {
    const requested = watchThirdParty(page);
    await page.addInitScript(() =>
      localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ statistics: true, marketing: false }),
      ),
    );
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
    await addToCart(page, PRODUCT);
    await settle(page);
    expect(requested).toEqual(['tag-manager.js']);
    expect(await trackedCartValues(page)).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('marketing-cart-value'))).toBeNull();
  });
});
