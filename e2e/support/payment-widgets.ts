import { expect, type Page } from '@playwright/test';
import type { Language } from '../../src/domain/markets';
import { TEST_CARDS } from '../../src/local/checkout-api/widgets/widget-fields';
import { WIDGET_TEXTS } from '../../src/local/checkout-api/widgets/widget-texts';
import { choosePayment, paymentName } from './shop';
import { wordsOf } from './words';

export { TEST_CARDS };

/** The card widget as a shopper sees it, in the shopper's language. */
export function cardWidget(page: Page, language: Language) {
  const texts = WIDGET_TEXTS[language];
  return page.getByRole('region', { name: texts.cardTitle });
}

/** The pay-later widget, which asks for the address itself. */
export function payLaterWidget(page: Page, language: Language) {
  const texts = WIDGET_TEXTS[language];
  return page.getByRole('region', { name: texts.payLaterTitle });
}

/** Chooses the card widget in the checkout and waits until it is drawn. */
export async function chooseCardWidget(page: Page, language: Language) {
  await choosePayment(page, paymentName('test-card-widget', language));
  await expect(cardWidget(page, language)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(wordsOf(language)('payInForm'))).toBeVisible();
}

/** Types a card into the widget and presses its pay button (the total, as the widget shows it). */
export async function payByCard(page: Page, language: Language, number: string, amount?: RegExp) {
  const texts = WIDGET_TEXTS[language];
  const widget = cardWidget(page, language);
  await widget.getByLabel(texts.cardNumber).fill(number);
  await widget.getByLabel(texts.expiry).fill('12/39');
  await widget.getByLabel(texts.securityCode).fill('737');
  await widget.getByLabel(texts.nameOnCard).fill('Anna Berg');
  const pay = widget.getByRole('button', { name: amount ?? /./ });
  await expect(pay).toBeEnabled();
  await pay.click();
}

/** The 3-D Secure test page: the bank's check, confirmed. */
export async function confirmVerification(page: Page, language: Language) {
  const texts = WIDGET_TEXTS[language];
  await expect(page.getByRole('heading', { name: texts.verifyTitle })).toBeVisible();
  await page.getByRole('button', { name: texts.verifyApprove }).click();
}
