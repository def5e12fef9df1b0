import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import { expectConsole } from '../setup/console-guard';
import { emulator, memoryStorage, PAYMENT, shopper } from '../checkout-api/support/clients';
import { csrf, get, postJson, withEnv } from './support';

interface LoggedEvent {
  entry: { event: string; data: Record<string, unknown> };
}

async function allPurchases() {
  const sink = (await (await get('/_local/logflare')).json()) as { events: LoggedEvent[] };
  return sink.events.map(({ entry }) => entry).filter((entry) => entry.event === 'purchase');
}

const purchasesOf = async (order: string) =>
  (await allPurchases()).filter((entry) => entry.data.transactionId === order);

/** A Swedish shopper who has started paying for two cans with a voucher: the provider's return. */
async function paymentStarted() {
  const storage = memoryStorage();
  const client = shopper(storage);
  await client.setCountry('SE', 'sv');
  await client.addItem('1001-1', 2);
  await client.addVoucher('WELCOME10');
  const payment = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy' });
  if (payment.action !== 'form') throw new Error(`expected a payment form, got ${payment.action}`);
  return { client, token: storage.getItem(TOKEN_STORAGE_KEY)!, fields: payment.formFields };
}

const completeThroughShop = async (
  body: Record<string, unknown>,
  headers: Record<string, string>,
  send = postJson,
) => send('/api/receipt', body, headers);

beforeAll(async () => {
  await emulator.reset();
});

describe('the purchase event, written by the worker', () => {
  it('is recorded from the completed order, once, however often the return page loads', async () => {
    const { client, token, fields } = await paymentStarted();
    const headers = await csrf();
    const body = { token, paymentMethodFields: fields, clickId: 'gclid-42' };
    const answers = await Promise.all([
      completeThroughShop(body, headers),
      completeThroughShop(body, headers),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.headers.get('Cache-Control')).toBe('no-store');
    const { order } = (await answers[0]!.json()) as {
      order: { order: string; totals: { grandTotalPriceAsNumber: number }; currency: string };
    };
    expect((await client.receipt()).order.order).toBe(order.order);

    // A reload of the return page later completes nothing new and logs nothing new.
    expect((await completeThroughShop(body, headers)).status).toBe(200);
    const purchases = await purchasesOf(order.order);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.data).toMatchObject({
      host: '127.0.0.1:8787',
      clickId: 'gclid-42',
      value: order.totals.grandTotalPriceAsNumber,
      currency: 'SEK',
      coupon: 'WELCOME10',
      items: [expect.objectContaining({ quantity: 2 })],
    });
    expect(order.totals.grandTotalPriceAsNumber).toBeGreaterThan(0);
  });

  it('is recorded for an order that completed at once (invoice), from the session’s receipt', async () => {
    const storage = memoryStorage();
    const client = shopper(storage);
    await client.setCountry('SE', 'sv');
    await client.addItem('1002-1', 1);
    const action = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy-direct' });
    if (action.action !== 'success') throw new Error(`expected success, got ${action.action}`);
    const token = storage.getItem(TOKEN_STORAGE_KEY)!;
    const headers = await csrf();
    const shown = await completeThroughShop({ token, clickId: null }, headers);
    expect(shown.status).toBe(200);
    const { order } = (await shown.json()) as { order: { order: string } };
    expect(order.order).toBe(action.order!.order);
    expect((await completeThroughShop({ token, paymentMethodFields: {} }, headers)).status).toBe(
      200,
    );
    expect(await purchasesOf(order.order)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ transactionId: order.order, clickId: null }),
      }),
    ]);
  });

  it('is refused from a browser, so revenue cannot be forged', async () => {
    const response = await postJson(
      '/api/logflare',
      {
        event: 'purchase',
        data: {
          host: 'x',
          clickId: null,
          transactionId: '99999',
          value: 1e6,
          shipping: 0,
          tax: 0,
          currency: 'SEK',
          coupon: '',
          items: [{ id: '1', name: 'x', price: 1e6, quantity: 1 }],
        },
      },
      await csrf(),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toContain('written by the shop');
    expect(await purchasesOf('99999')).toHaveLength(0);
  });

  it('is not written for a payment that is not this shopper’s, and says why', async () => {
    const { fields } = await paymentStarted();
    const other = await paymentStarted();
    const headers = await csrf();
    const purchasesBefore = await allPurchases();
    const response = await completeThroughShop(
      { token: other.token, paymentMethodFields: fields },
      headers,
    );
    expect(response.status).toBe(406);
    expect(JSON.stringify(await response.json())).toContain('could not be verified');
    expect(await allPurchases()).toEqual(purchasesBefore);
  });

  it('answers bad input with a 4xx that names the field', async () => {
    const headers = await csrf();
    const refused = async (body: unknown, status: number, text: string) => {
      const response = await completeThroughShop(body as Record<string, unknown>, headers);
      expect(response.status).toBe(status);
      expect(JSON.stringify(await response.json())).toContain(text);
    };
    await refused({ paymentMethodFields: {} }, 422, 'token');
    await refused({ token: 'short', paymentMethodFields: {} }, 422, 'token');
    await refused({ token: 'abcdefgh12', paymentMethodFields: 'x' }, 422, 'paymentMethodFields');
    await refused({ token: 'abcdefgh12', paymentMethodFields: {}, total: 5 }, 422, 'total');
    const crossSite = await postJson(
      '/api/receipt',
      { token: 'abcdefgh12', paymentMethodFields: {} },
      { ...headers, Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
  });

  it('still shows the receipt when the event log fails, and the next return records it', async () => {
    const { token, fields } = await paymentStarted();
    const headers = await csrf();
    const body = { token, paymentMethodFields: fields };
    expectConsole('error', /not recorded, the next return will try again/);
    const failingLog = withEnv({
      LOGFLARE_SOURCE: 'source-1',
      LOGFLARE_API_KEY: 'key-1',
      // The event log's host cannot be reached from the tests: every send fails.
    });
    const first = await completeThroughShop(body, headers, async (path, json, extra) =>
      failingLog(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...extra },
        body: JSON.stringify(json),
      }),
    );
    expect(first.status).toBe(200);
    const { order } = (await first.json()) as { order: { order: string } };
    expect(await purchasesOf(order.order)).toHaveLength(0);
    const claimed = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM purchases_logged WHERE order_number = ?1',
    )
      .bind(order.order)
      .first<{ n: number }>();
    expect(claimed?.n).toBe(0);

    expect((await completeThroughShop(body, headers)).status).toBe(200);
    expect(await purchasesOf(order.order)).toHaveLength(1);
  });
});
