import { expect, test, type Page } from '@playwright/test';
import { ageConsent } from '../../../src/domain/consents';
import { confirmAgeInSession, gotoHydrated } from '../../support/hydrated';
import { addToCart, OTHER_PRODUCT, PRODUCT, restock } from '../../support/shop';
import { checkoutApi, servicesControl } from '../../support/topology';

// A Centra tenant that checks nothing: the shop's own guard still refuses, before the tenant
// sees the payment (decision 0042).

/** A payment as the page's own script would send it to the shop, with its token and CSRF echo. */
function payThroughTheShop(page: Page, body: Record<string, unknown>) {
  return page.evaluate(async (payment) => {
    const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/checkout/payment', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-csrf-token': decodeURIComponent(csrf),
        'API-token': window.localStorage.getItem('Api-token') ?? '',
      },
      body: JSON.stringify(payment),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }, body);
}

const address = (country: string) => ({
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Berg',
  address1: '1 High Street',
  zipCode: '12345',
  city: 'Town',
  country,
});

test.describe('the shop’s own checks, whatever the tenant checks', () => {
  test.beforeEach(async ({ page }) => {
    await confirmAgeInSession(page);
    await restock(page, PRODUCT);
    await restock(page, OTHER_PRODUCT);
    const off = await page.request.put(`${checkoutApi()}/__emulator/tenant-checks`, {
      data: { enforced: false },
    });
    expect(off.ok()).toBe(true);
  });

  test.afterEach(async ({ page }) => {
    await page.request.put(`${checkoutApi()}/__emulator/tenant-checks`, {
      data: { enforced: true },
    });
  });

  test('refuses a payment without the 18+ confirmation, to a country not shipped to, or of what Denmark may not sell', async ({
    page,
  }) => {
    await addToCart(page, OTHER_PRODUCT);
    await gotoHydrated(page, '/checkout');
    const { last } = (await (
      await page.request.get(servicesControl('/requests?since=0'))
    ).json()) as {
      last: number;
    };
    const token = await page.evaluate(() => window.localStorage.getItem('Api-token') ?? '');
    const common = {
      paymentMethod: 'dummy',
      paymentReturnPage: new URL('/receipt', page.url()).href,
      paymentFailedPage: new URL('/checkout', page.url()).href,
      termsAndConditions: true,
    };

    const withoutConsent = await payThroughTheShop(page, { ...common, address: address('GB') });
    expect(withoutConsent.status).toBe(400);
    expect(withoutConsent.body.errors).toHaveProperty('consents');

    // The tenant lets the cart move to Poland; the shop does not send a parcel there.
    const moved = await page.request.put(`${checkoutApi()}/countries/PL`, {
      headers: { 'API-token': token },
      data: {},
    });
    expect(moved.ok()).toBe(true);
    const toPoland = await payThroughTheShop(page, {
      ...common,
      address: address('PL'),
      consents: [ageConsent()],
    });
    expect(toPoland.status).toBe(406);
    expect(JSON.stringify(toPoland.body.errors)).toContain('not shipped to (Poland)');

    // Denmark ships, but its law forbids this product's flavour and strength.
    await page.request.put(`${checkoutApi()}/countries/DK`, {
      headers: { 'API-token': token },
      data: {},
    });
    const toDenmark = await payThroughTheShop(page, {
      ...common,
      address: address('DK'),
      consents: [ageConsent()],
    });
    expect(toDenmark.status).toBe(406);
    expect(toDenmark.body.errors).toEqual({ item: 'not sold in this market' });

    // None of the three reached the tenant.
    const { requests } = (await (
      await page.request.get(servicesControl(`/requests?since=${last}`))
    ).json()) as { requests: { method: string; path: string }[] };
    expect(
      requests.filter((call) => call.method === 'POST' && call.path === '/api/checkout/payment'),
    ).toEqual([]);
  });

  test('refuses a widget payment the same way, and a widget’s start where nothing may be sold', async ({
    page,
  }) => {
    await addToCart(page, OTHER_PRODUCT);
    await gotoHydrated(page, '/checkout');
    const { last } = (await (
      await page.request.get(servicesControl('/requests?since=0'))
    ).json()) as { last: number };
    const token = await page.evaluate(() => window.localStorage.getItem('Api-token') ?? '');
    const common = {
      paymentMethod: 'test-card-widget',
      paymentReturnPage: new URL('/receipt', page.url()).href,
      paymentFailedPage: new URL('/checkout', page.url()).href,
    };
    // The widget's callback, without the 18+ confirmation.
    const callback = {
      ...common,
      termsAndConditions: true,
      address: address('GB'),
      paymentMethodSpecificFields: { type: 'scheme' },
    };
    const withoutConsent = await payThroughTheShop(page, callback);
    expect(withoutConsent.status).toBe(400);
    expect(withoutConsent.body.errors).toHaveProperty('consents');

    // Moved to Poland by a tenant that lets it, and to Denmark with what it may not sell: the
    // widget does not even start.
    const initiation = { ...common, termsAndConditions: false, paymentInitiateOnly: true };
    for (const [country, refusal] of [
      ['PL', 'not shipped to (Poland)'],
      ['DK', 'not sold in this market'],
    ] as const) {
      const moved = await page.request.put(`${checkoutApi()}/countries/${country}`, {
        headers: { 'API-token': token },
        data: {},
      });
      expect(moved.ok()).toBe(true);
      const started = await payThroughTheShop(page, initiation);
      expect(started.status).toBe(406);
      expect(JSON.stringify(started.body.errors)).toContain(refusal);
      const paid = await payThroughTheShop(page, {
        ...callback,
        address: address(country),
        consents: [ageConsent()],
      });
      expect(paid.status).toBe(406);
      expect(JSON.stringify(paid.body.errors)).toContain(refusal);
    }

    const { requests } = (await (
      await page.request.get(servicesControl(`/requests?since=${last}`))
    ).json()) as { requests: { method: string; path: string }[] };
    expect(
      requests.filter((call) => call.method === 'POST' && call.path === '/api/checkout/payment'),
    ).toEqual([]);
  });
});
