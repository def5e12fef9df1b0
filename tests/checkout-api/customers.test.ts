import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueFacts } from './support/catalogue-facts';
import {
  call,
  emulator,
  ORIGIN,
  PAYMENT,
  shopper,
  swedishShopperWith,
  failure,
} from './support/clients';

let facts: Awaited<ReturnType<typeof catalogueFacts>>;
let counter = 0;
const email = () => `customer${++counter}@example.com`;

beforeAll(async () => {
  await emulator.reset();
  facts = await catalogueFacts();
});

const item = (index: number) => facts.itemOf(facts.inStock[index]!);

describe('customers', () => {
  it('registers, signs in at once and never returns the password', async () => {
    const client = shopper();
    const address = email();
    const response = await client.register({
      email: address,
      password: 'correct horse',
      firstName: 'Ada',
    });
    expect(response.loggedIn).toMatchObject({ email: address, firstName: 'Ada' });
    expect(JSON.stringify(response)).not.toContain('correct horse');
    expect(JSON.stringify(response)).not.toMatch(/password/i);
  });

  it('answers a registered email with 409 and a weak password with 406', async () => {
    const address = email();
    await shopper().register({ email: address, password: 'long enough' });
    const taken = await failure(
      shopper().register({ email: address.toUpperCase(), password: 'long enough' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.data.errors).toEqual({ email: 'already registered' });
    const weak = await failure(shopper().register({ email: email(), password: 'abc' }));
    expect(weak.status).toBe(406);
    expect(weak.data.errors).toEqual({ password: 'not valid' });
    const invalid = await failure(shopper().register({ email: 'nope', password: 'long enough' }));
    expect(invalid.data.errors).toEqual({ email: 'not valid' });
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const address = email();
    await shopper().register({ email: address, password: 'long enough' });
    const wrong = await failure(shopper().login(address, 'not it at all'));
    const unknown = await failure(shopper().login(email(), 'not it at all'));
    expect(wrong.status).toBe(406);
    expect(unknown.status).toBe(406);
    expect(wrong.data.errors).toEqual({ password: 'incorrect' });
    expect(unknown.data.errors).toEqual(wrong.data.errors);
  });

  it('merges the anonymous cart into the saved one on login; logout empties the selection', async () => {
    const address = email();
    const first = await swedishShopperWith(item(0), 1);
    await first.register({ email: address, password: 'long enough' });
    await first.addItem(item(1), 1);
    await first.logout();
    expect((await first.selection()).selection.items).toEqual([]);
    expect((await first.selection()).loggedIn).toBeUndefined();

    const second = await swedishShopperWith(item(1), 2);
    await second.addItem(item(2), 1);
    const merged = await second.login(address, 'long enough');
    expect(merged.loggedIn?.email).toBe(address);
    expect(
      Object.fromEntries(merged.selection.items.map((line) => [line.item, line.quantity])),
    ).toEqual({
      [item(0)]: 1,
      [item(1)]: 3,
      [item(2)]: 1,
    });
  });

  it('lists only a signed-in customer’s orders; anonymous callers get 403 accessRight', async () => {
    const anonymous = await failure(shopper().orders());
    expect(anonymous.status).toBe(403);
    expect(anonymous.data.errors).toEqual({ accessRight: 'denied' });
    const client = await swedishShopperWith(item(3), 1);
    await client.register({ email: email(), password: 'long enough' });
    const action = await client.startPayment({ ...PAYMENT, paymentMethod: 'dummy-direct' });
    if (action.action !== 'success') throw new Error('expected success');
    const { orders, ordersPaging } = await client.orders();
    expect(orders.map((order) => order.order)).toEqual([action.order!.order]);
    expect(ordersPaging).toEqual({ from: 0, size: 100, totalSize: 1 });
  });

  it('updates details and changes the password only with the current one', async () => {
    const address = email();
    const client = shopper();
    await client.register({ email: address, password: 'long enough' });
    expect(
      (await client.updateCustomer({ firstName: 'Grace', city: 'Malmö' })).loggedIn,
    ).toMatchObject({
      firstName: 'Grace',
      city: 'Malmö',
    });
    const wrong = await failure(client.changePassword('guess work', 'brand new one'));
    expect(wrong.status).toBe(406);
    expect(wrong.data.errors).toEqual({ password: 'incorrect' });
    await client.changePassword('long enough', 'brand new one');
    await client.logout();
    expect((await client.login(address, 'brand new one')).loggedIn?.email).toBe(address);
    expect((await failure(shopper().updateCustomer({ firstName: 'X' }))).status).toBe(403);
  });

  it('resets a password with a one-time link and signs in', async () => {
    const address = email();
    await shopper().register({ email: address, password: 'long enough' });
    const requester = shopper();
    await requester.requestPasswordReset(address, `${ORIGIN}/password-reset`);
    const link = await emulator.resetLink();
    expect(link.pathname).toBe('/password-reset');
    const id = link.searchParams.get('id')!;
    const i = link.searchParams.get('i')!;
    const wrong = await failure(
      requester.resetPassword({ id, i: 'wrong', newPassword: 'a new password' }),
    );
    expect(wrong.status).toBe(406);
    const reset = await requester.resetPassword({ id, i, newPassword: 'a new password' });
    expect(reset.loggedIn?.email).toBe(address);
    expect(
      (await failure(requester.resetPassword({ id, i, newPassword: 'another one' }))).status,
    ).toBe(406);
    expect((await shopper().login(address, 'a new password')).loggedIn?.email).toBe(address);
  });

  it('answers reset requests for unknown emails like known ones, without a link', async () => {
    const before = await call('GET', '__emulator/password-reset-link');
    await shopper().requestPasswordReset(email(), `${ORIGIN}/password-reset`);
    const after = await call('GET', '__emulator/password-reset-link');
    expect(after.json.link).toEqual(before.json.link);
  });

  it('signs up for newsletters and stock notifications, and ignores bots', async () => {
    const client = shopper();
    expect(
      (await client.subscribe('news@example.com', { country: 'SE', language: 'sv' })).subscribed,
    ).toBe(true);
    const product = facts.soldOut;
    await client.subscribe('notify@example.com', {
      product: product.id,
      item: facts.itemOf(product),
    });
    await client.subscribe('bot@example.com', { email_field: 'filled by a bot' });
    const stored = await emulator.subscriptions();
    expect(stored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'news@example.com', country: 'SE', language: 'sv' }),
        expect.objectContaining({
          email: 'notify@example.com',
          product: product.id,
          item: facts.itemOf(product),
        }),
      ]),
    );
    expect(stored.some((entry) => entry.email === 'bot@example.com')).toBe(false);
    expect((await failure(client.subscribe('not an email'))).status).toBe(406);
    expect((await failure(client.subscribe('a@example.com', { item: '999999-1' }))).status).toBe(
      404,
    );
  });
});
