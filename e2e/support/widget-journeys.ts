import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../../src/domain/markets';
import { WIDGET_TEXTS } from '../../src/local/checkout-api/widgets/widget-texts';
import { gotoHydrated, touchPage, watchPageErrors } from './hydrated';
import {
  cardWidget,
  chooseCardWidget,
  confirmVerification,
  payByCard,
  payLaterWidget,
  TEST_CARDS,
} from './payment-widgets';
import { addToCart, ANNA, choosePayment, fillCheckout, paymentName, PRODUCT } from './shop';
import { wordsOf } from './words';

/** A shopper of a market, and the country the order goes to when it is not the market's own. */
export interface WidgetShopper {
  language: Language;
  /** The market's path prefix ('' for English). */
  prefix: string;
  /** A delivery country to choose (Poland is not shipped to: its shoppers deliver to Germany). */
  deliverTo?: string;
}

export const WIDGET_SHOPPERS: readonly WidgetShopper[] = [
  { language: 'en', prefix: '' },
  { language: 'pl', prefix: '/pl', deliverTo: 'DE' },
  { language: 'el', prefix: '/el' },
];

/** A cart of one can, and the checkout with the delivery details and both confirmations. */
export async function readyToPay(page: Page, shopper: WidgetShopper) {
  const t = wordsOf(shopper.language);
  await addToCart(page, `${shopper.prefix}${PRODUCT}`, 1, shopper.language);
  await gotoHydrated(page, `${shopper.prefix}/checkout`);
  await touchPage(page);
  await fillCheckout(page, ANNA, shopper.language);
  if (shopper.deliverTo) {
    await page
      .getByRole('main')
      .getByLabel(t('country'), { exact: true })
      .selectOption(shopper.deliverTo);
    await expect(page.getByTestId('grand-total')).toHaveText(/€/);
  }
}

export async function expectReceipt(page: Page, shopper: WidgetShopper) {
  await page.waitForURL(`**${shopper.prefix}/receipt**`, { timeout: 30_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/, { timeout: 15_000 });
}

/** A declined card: the shop's message and the widget ready again; then a card that pays. */
export async function declinedThenPaid(page: Page, shopper: WidgetShopper) {
  const t = wordsOf(shopper.language);
  const texts = WIDGET_TEXTS[shopper.language];
  const problems = watchPageErrors(page);
  await readyToPay(page, shopper);
  await chooseCardWidget(page, shopper.language);
  await payByCard(page, shopper.language, TEST_CARDS.refused);
  await expect(page.getByRole('alert').getByText(t('orderError'))).toBeVisible();
  const widget = cardWidget(page, shopper.language);
  await expect(widget.getByRole('status')).toHaveText(texts.notCompleted);
  await payByCard(page, shopper.language, TEST_CARDS.authorised);
  await expectReceipt(page, shopper);
  // The decline is the Checkout API's refusal, which the browser logs as a failed call.
  expect(problems.filter((problem) => !/\b406\b/.test(problem))).toEqual([]);
}

/** A card that asks for 3-D Secure: the bank's test page, confirmed, then the receipt. */
export async function verifiedByBank(page: Page, shopper: WidgetShopper) {
  await readyToPay(page, shopper);
  await chooseCardWidget(page, shopper.language);
  await payByCard(page, shopper.language, TEST_CARDS.challenge);
  await confirmVerification(page, shopper.language);
  await expectReceipt(page, shopper);
}

/**
 * Chooses the pay-later widget, which takes the address itself: the shop's own address fields
 * give way, and placing the order (the confirmations given) starts the widget, as Klarna
 * Checkout is started.
 */
export async function startPayLater(page: Page, language: Language) {
  const t = wordsOf(language);
  const main = page.getByRole('main');
  await choosePayment(page, paymentName('test-pay-later-widget', language));
  await expect(main.locator('#checkout-email')).toBeHidden();
  await main.getByRole('button', { name: t('placeOrder') }).click();
  const widget = payLaterWidget(page, language);
  await expect(widget).toBeVisible({ timeout: 15_000 });
  return widget;
}

/** Types an address into the pay-later widget, as a shopper in `language` reads its labels. */
export async function typeWidgetAddress(widget: Locator, language: Language, city: string) {
  const texts = WIDGET_TEXTS[language];
  await widget.getByLabel(texts.email).fill('lina@example.com');
  await widget.getByLabel(texts.firstName).fill('Lina');
  await widget.getByLabel(texts.lastName).fill('Lind');
  await widget.getByLabel(texts.street).fill('Hauptstraße 5');
  await widget.getByLabel(texts.postcode).fill('10115');
  await widget.getByLabel(texts.city).fill(city);
}

/** The pay-later widget takes the address itself; the shop asks only for the confirmations. */
export async function paidLater(page: Page, shopper: WidgetShopper) {
  const t = wordsOf(shopper.language);
  await readyToPay(page, shopper);
  const main = page.getByRole('main');
  const widget = await startPayLater(page, shopper.language);
  await expect(main.getByText(t('payInFormWithAddress'))).toBeVisible();
  await typeWidgetAddress(widget, shopper.language, 'Ravenhold');
  await widget.getByRole('button').click();
  await expectReceipt(page, shopper);
  await expect(page.getByRole('main')).toContainText('Ravenhold');
}

/**
 * The card widget started for one country, then the shopper chose another: the widget is
 * started again for the re-priced cart, and the order charges the new total.
 */
export async function repricedAfterStart(page: Page, shopper: WidgetShopper, country: string) {
  const t = wordsOf(shopper.language);
  await readyToPay(page, shopper);
  await chooseCardWidget(page, shopper.language);
  const widget = cardWidget(page, shopper.language);
  const before = await widget.getByRole('button').textContent();
  await page.getByRole('main').getByLabel(t('country'), { exact: true }).selectOption(country);
  const total = page.getByTestId('grand-total');
  await expect(widget.getByRole('button')).not.toHaveText(before ?? '', { timeout: 15_000 });
  const newTotal = ((await total.textContent()) ?? '').trim();
  // The widget asks for the cart's new total.
  await expect(widget.getByRole('button')).toContainText(newTotal);
  await payByCard(page, shopper.language, TEST_CARDS.authorised);
  await expectReceipt(page, shopper);
  await expect(page.getByTestId('grand-total')).toHaveText(newTotal);
}
