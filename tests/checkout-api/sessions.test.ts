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

describe('sessions', () => {
  it('signing in moves the session to a new token: the old one no longer sees the account', async () => {
    const email = newAccount();
    await shopper().register({ email, password: PASSWORD });
    const browser = shopper();
    await browser.addItem('1001-1', 1);
    const before = browser.token()!;
    const signedIn = await browser.login(email, PASSWORD);
    expect(signedIn.token).not.toBe(before);
    expect(browser.token()).toBe(signedIn.token);
    // The cart came along to the new token.
    expect(signedIn.selection.items.map((line) => line.item)).toContain('1001-1');
    const stale = await holding(before).selection();
    expect(stale.loggedIn).toBeUndefined();
    expect(stale.token).not.toBe(before);
    expect(stale.selection.items).toEqual([]);
  });

  it('a new password signs every other device out', async () => {
    const email = newAccount();
    await shopper().register({ email, password: PASSWORD });
    const phone = shopper();
    const laptop = shopper();
    await phone.login(email, PASSWORD);
    await laptop.login(email, PASSWORD);
    await laptop.changePassword(PASSWORD, 'another long password 2');
    expect((await phone.selection()).loggedIn).toBeUndefined();
    expect((await laptop.selection()).loggedIn).toBeDefined();
  });

  it('a password reset signs every other device out and this browser in', async () => {
    const email = newAccount();
    await shopper().register({ email, password: PASSWORD });
    const thief = shopper();
    await thief.login(email, PASSWORD);
    const owner = shopper();
    await owner.requestPasswordReset(email, `${ORIGIN}/password-reset`);
    const link = await emulator.resetLink();
    const reset = await owner.resetPassword({
      id: link.searchParams.get('id')!,
      i: link.searchParams.get('i')!,
      newPassword: 'the owner takes it back',
    });
    expect(reset.loggedIn).toBeDefined();
    expect((await thief.selection()).loggedIn).toBeUndefined();
  });
});
