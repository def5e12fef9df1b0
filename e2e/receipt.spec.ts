import { expect, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../src/contract/checkout-api/token-key';
import { TOKEN_COOKIE } from '../src/contract/session-cookies';
import type { Language } from '../src/domain/markets';
import { BASE_URL } from '../playwright.config';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import { placeOrders } from './support/orders';
import { uniqueEmail } from './support/shop';
import { wordsOf } from './support/words';

const LANGUAGES: { language: Language; prefix: string; dateLocale: string; sweden: string }[] = [
  { language: 'en', prefix: '', dateLocale: 'en-GB', sweden: 'Sweden' },
  { language: 'de', prefix: '/de', dateLocale: 'de-DE', sweden: 'Schweden' },
];

for (const { language, prefix, dateLocale, sweden } of LANGUAGES) {
  test(`the receipt shows the order’s number, date, status, delivery details and summary (${language})`, async ({
    page,
  }) => {
    const t = wordsOf(language);
    await confirmAgeInSession(page);
    const email = uniqueEmail(`receipt-${language}`);
    const { token, orders, product } = await placeOrders(
      page,
      { email, password: 'receipt-password-1' },
      [3],
    );
    // The browser of the session that bought: its token in storage and in the worker's cookie.
    await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: BASE_URL }]);
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [TOKEN_STORAGE_KEY, token],
    );

    await gotoHydrated(page, `${prefix}/receipt`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t('receiptTitle') })).toBeVisible();
    await expect(main.getByTestId('order-number')).toHaveText(orders[0]!);
    const today = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'long', timeZone: 'UTC' });
    await expect(main.locator('.order-facts time')).toHaveText(today.format(new Date()));
    await expect(main.getByTestId('order-status')).toHaveText(t('orderStatus_untouched'));
    await expect(main.locator('address')).toHaveText(
      ['Olle Order', 'Gatan 1', '11122 Stockholm', sweden, email].join(''),
    );
    await expect(main.getByRole('heading', { level: 2, name: t('orderSummary') })).toBeVisible();
    await expect(main.getByRole('listitem')).toContainText(product.name);
    await expect(main.getByRole('listitem')).toContainText(/3 × \d+,\d\d\u00a0kr/);
    await expect(main.getByTestId('grand-total')).toHaveText(/^\d+,\d\d\u00a0kr$/);
  });
}
