import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/contract/checkout-api/token-key';
import { emulator, memoryStorage, ORIGIN, shopper } from './support/clients';

let accounts = 0;
const newAccount = () => `session-${(accounts += 1)}-${Date.now()}@example.se`;
const PASSWORD = 'a long password 1';

/** Someone holding a token: a second device, or whoever saw it. */
const holding = (token: string) => shopper(memoryStorage({ [TOKEN_STORAGE_KEY]: token }));

beforeAll(async () => {
  await emulator.reset();
});

describe('sessions, as Centra keeps them', () => {
  it('signing in binds the customer to the token the session had: the cart stays on it', async () => {
    const email = newAccount();
    await shopper().register({ email, password: PASSWORD });
    const browser = shopper();
    await browser.addItem('1001-1', 1);
    const before = browser.token()!;
    const signedIn = await browser.login(email, PASSWORD);
    expect(signedIn.token).toBe(before);
    expect(browser.token()).toBe(before);
    expect(signedIn.selection.items.map((line) => line.item)).toContain('1001-1');
    // A client that kept the token it got first (as several published clients do) sees the
    // signed-in customer and the cart.
    const kept = await holding(before).selection();
    expect(kept.token).toBe(before);
    expect(kept.loggedIn?.email).toBe(email);
    expect(kept.selection.items.map((line) => line.item)).toContain('1001-1');
  });

  it('registering signs in on the same token too', async () => {
    const browser = shopper();
    await browser.addItem('1001-1', 2);
    const before = browser.token()!;
    const registered = await browser.register({ email: newAccount(), password: PASSWORD });
    expect(registered.token).toBe(before);
    expect(registered.loggedIn).toBeDefined();
    expect(registered.selection.items.map((line) => [line.item, line.quantity])).toEqual([
      ['1001-1', 2],
    ]);
  });

  it('signing out keeps the token, forgets the customer and empties the cart', async () => {
    const email = newAccount();
    const browser = shopper();
    await browser.register({ email, password: PASSWORD });
    await browser.addItem('1001-1', 1);
    const before = browser.token()!;
    const out = await browser.logout();
    expect(out.token).toBe(before);
    expect(out.loggedIn).toBeUndefined();
    expect(out.selection.items).toEqual([]);
    // Signing in again brings the customer's saved cart back.
    const back = await browser.login(email, PASSWORD);
    expect(back.token).toBe(before);
    expect(back.selection.items.map((line) => line.item)).toContain('1001-1');
  });

  it('an expired token starts a new session, without the customer or the cart', async () => {
    const browser = shopper();
    await browser.register({ email: newAccount(), password: PASSWORD });
    await browser.addItem('1001-1', 1);
    const before = browser.token()!;
    await emulator.expireToken(before);
    const after = await browser.selection();
    expect(after.token).not.toBe(before);
    expect(after.loggedIn).toBeUndefined();
    expect(after.selection.items).toEqual([]);
  });

  it('a new password keeps this session signed in on its token; only the new one signs in', async () => {
    const email = newAccount();
    await shopper().register({ email, password: PASSWORD });
    const laptop = shopper();
    await laptop.login(email, PASSWORD);
    const before = laptop.token()!;
    const changed = await laptop.changePassword(PASSWORD, 'another long password 2');
    expect(changed.token).toBe(before);
    expect(changed.loggedIn?.email).toBe(email);
    await expect(shopper().login(email, PASSWORD)).rejects.toMatchObject({ status: 406 });
    expect((await shopper().login(email, 'another long password 2')).loggedIn?.email).toBe(email);
  });

  it('a password reset signs this browser in on its own token', async () => {
    const email = newAccount();
    await shopper().register({ email, password: PASSWORD });
    const owner = shopper();
    await owner.addItem('1001-1', 1);
    const before = owner.token()!;
    await owner.requestPasswordReset(email, `${ORIGIN}/password-reset`);
    const link = await emulator.resetLink();
    const reset = await owner.resetPassword({
      id: link.searchParams.get('id')!,
      i: link.searchParams.get('i')!,
      newPassword: 'the owner takes it back',
    });
    expect(reset.token).toBe(before);
    expect(reset.loggedIn?.email).toBe(email);
    expect(reset.selection.items.map((line) => line.item)).toContain('1001-1');
  });
});
