import { expect, test, type Page } from '@playwright/test';
import { confirmAgeInSession, gotoHydrated } from '../../support/hydrated';
import { PRODUCT, restock } from '../../support/shop';
import { servicesControl } from '../../support/topology';
import { wordsOf } from '../../support/words';

// A service down or hanging, over the network: the shop answers in time with a stale page or
// its shell, tells the shopper in the browser, and loses nothing.

type Service = 'checkout' | 'content' | 'search';

async function setService(page: Page, service: Service, mode: 'ok' | 'fail' | 'hang') {
  const response = await page.request.put(servicesControl(`/services/${service}`), {
    data: { mode },
  });
  expect(response.ok()).toBe(true);
}

/** A page's answer and how long it took. */
async function timed(page: Page, path: string) {
  const started = Date.now();
  const response = await page.request.get(path);
  return { status: response.status(), html: await response.text(), ms: Date.now() - started };
}

test.describe('faults over the network', () => {
  test.beforeEach(async ({ page }) => confirmAgeInSession(page));
  test.afterEach(async ({ page }) => {
    for (const service of ['checkout', 'content', 'search'] as const)
      await setService(page, service, 'ok');
  });

  for (const mode of ['fail', 'hang'] as const) {
    test(`content ${mode === 'fail' ? 'down' : 'hanging'}: a page seen before still shows, a new one is the shell in time`, async ({
      page,
    }) => {
      const de = wordsOf('de');
      const seen = await timed(page, '/de/faq');
      expect(seen.status).toBe(200);
      await setService(page, 'content', mode);
      const again = await timed(page, '/de/faq');
      expect(again.status).toBe(200);
      expect(again.html).toContain('<html lang="de"');
      // A market no journey has visited: nothing cached to fall back on.
      const fresh = await timed(page, `/et/faq?${mode}`);
      expect(fresh.ms).toBeLessThan(3_000);
      expect(fresh.status).toBe(503);
      expect(fresh.html).toContain(`<h1>${wordsOf('et')('unavailableTitle')}</h1>`);
      await gotoHydrated(page, `/et/faq?${mode}-shown`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        wordsOf('et')('unavailableTitle'),
      );
      expect(de('unavailableTitle')).not.toBe('');
    });
  }

  test('search hanging: the search page is the shell in time; suggestions wait quietly', async ({
    page,
  }) => {
    await setService(page, 'search', 'hang');
    const search = await timed(page, '/products?q=hanging-mint');
    expect(search.ms).toBeLessThan(3_000);
    expect(search.status).toBe(503);
    await gotoHydrated(page, '/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.pressSequentially('mint', { delay: 30 });
    // The page stays usable while Algolia does not answer.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(box).toHaveValue('mint');
  });

  test('Centra down: an add says it failed, and once Centra is back the add works', async ({
    page,
  }) => {
    const t = wordsOf('en');
    await restock(page, PRODUCT);
    await gotoHydrated(page, PRODUCT);
    await setService(page, 'checkout', 'fail');
    await page.getByRole('button', { name: t('addToCart') }).click();
    await expect(page.getByText(t('addFailed'))).toBeVisible();
    await setService(page, 'checkout', 'ok');
    await page.getByRole('button', { name: t('addToCart') }).click();
    await expect(page.getByRole('status').getByText(t('itemAdded'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('cartWithCount', { count: 1 }) }),
    ).toBeVisible();
  });
});
