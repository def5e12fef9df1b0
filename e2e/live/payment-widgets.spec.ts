import { test } from '@playwright/test';
import { confirmAgeInSession } from '../support/hydrated';
import { PRODUCT, restock } from '../support/shop';
import {
  declinedThenPaid,
  paidLater,
  repricedAfterStart,
  verifiedByBank,
  WIDGET_SHOPPERS,
} from '../support/widget-journeys';

// The same widgets over the network: the shop in production mode, the widget's script served
// by the stand-ins' origin (a payment provider's, by PAYMENT_PROVIDER_ORIGINS) 80 ms away.

test.describe('payment widgets on the live topology', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
  });

  for (const shopper of WIDGET_SHOPPERS) {
    test(`in ${shopper.language}: a declined card, a card that pays, 3-D Secure, and paying later`, async ({
      page,
    }) => {
      await declinedThenPaid(page, shopper);
      await verifiedByBank(page, shopper);
      await paidLater(page, shopper);
    });
  }

  test('a country chosen after the widget started: the new total is paid', async ({ page }) => {
    await repricedAfterStart(page, WIDGET_SHOPPERS[0]!, 'DE');
  });
});
