import { expect, test, type Locator } from '@playwright/test';
import { countryName, type Language } from '../src/domain/markets';
import { confirmAgeInSession, gotoHydrated } from './support/hydrated';
import {
  ANNA,
  addToCart,
  choosePayment,
  fillCheckout,
  openCart,
  paymentName,
  PRODUCT,
  restock,
} from './support/shop';
import { wordsOf } from './support/words';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A button whose label is a dictionary text around a product's name. */
function aroundName(scope: Locator, template: string) {
  const [before = '', after = ''] = template.split('\u0000');
  return scope.getByRole('button', { name: new RegExp(`^${escape(before)}.+${escape(after)}$`) });
}

interface Journey {
  language: Language;
  /** What the cart button says for 1, 2 and 5 cans, as a native reader expects it. */
  counts: [string, string, string];
  /** Where the order goes: Poland itself is not shipped to. */
  shipTo: string;
  notShipped?: string;
}

const JOURNEYS: Journey[] = [
  {
    language: 'pl',
    counts: ['Koszyk, 1 produkt', 'Koszyk, 2 produkty', 'Koszyk, 5 produktów'],
    shipTo: 'DE',
    notShipped: 'PL',
  },
  {
    language: 'cs',
    counts: ['Košík, 1 položka', 'Košík, 2 položky', 'Košík, 5 položek'],
    shipTo: 'CZ',
  },
  {
    language: 'el',
    counts: ['Καλάθι, 1 προϊόν', 'Καλάθι, 2 προϊόντα', 'Καλάθι, 5 προϊόντα'],
    shipTo: 'GR',
  },
];

for (const { language, counts, shipTo, notShipped } of JOURNEYS) {
  test(`a shopper browses and buys in ${language}`, async ({ page }) => {
    const t = wordsOf(language);
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);

    await gotoHydrated(page, `/${language}/products`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('allProducts'));

    await addToCart(page, `/${language}${PRODUCT}`, 1, language);
    const cartButton = (label: string) =>
      page.getByRole('banner').locator(`button[aria-label="${label}"]`);
    await expect(cartButton(counts[0])).toBeVisible();

    const drawer = await openCart(page, language);
    const increase = aroundName(drawer, t('increaseQuantity', { name: '\u0000' }));
    await increase.click();
    await expect(cartButton(counts[1])).toHaveCount(1);
    for (let quantity = 3; quantity <= 5; quantity += 1) {
      await increase.click();
      await expect(drawer.locator('output')).toHaveText(String(quantity));
    }
    await expect(cartButton(counts[2])).toHaveCount(1);
    await drawer.getByRole('link', { name: t('checkout') }).click();

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('checkoutTitle'));
    // The delivery country first: Poland itself is not shipped to, so its shoppers pick another.
    const country = page.getByRole('main').getByLabel(t('country'), { exact: true });
    if (notShipped) await expect(country.locator(`option[value="${notShipped}"]`)).toHaveCount(0);
    await country.selectOption(shipTo);
    await expect(country.locator('option:checked')).toHaveText(countryName(language, shipTo));
    await page.getByRole('button', { name: t('placeOrder') }).click();
    await expect(page.getByText(t('emailEmpty'))).toBeVisible();
    await expect(page.getByText(t('adultRequired'))).toBeVisible();
    await page.getByRole('main').getByLabel(t('email'), { exact: true }).fill('not-an-email');
    await expect(page.getByText(t('invalidEmail'))).toBeVisible();

    await fillCheckout(page, ANNA, language);
    await choosePayment(page, paymentName('dummy', language));
    await page.getByRole('button', { name: t('placeOrder') }).click();

    await page.waitForURL(`**/${language}/receipt**`);
    const main = page.getByRole('main');
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
    const date = main.locator('time').first();
    const iso = (await date.getAttribute('datetime')) ?? '';
    const inLanguage = new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(iso));
    await expect(date).toHaveText(inLanguage);
    expect(inLanguage).not.toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)),
    );
    await expect(cartButton(t('cartWithCount', { count: 0 }))).toBeVisible();
  });
}
