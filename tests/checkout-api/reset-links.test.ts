import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, emulator, failure, ORIGIN, shopper } from './support/clients';

const EMAIL = 'reset-owner@example.se';

beforeAll(async () => {
  await emulator.reset();
  await shopper().register({ email: EMAIL, password: 'a long password 1' });
});

describe('password-reset links', () => {
  it('point only at the shop’s own addresses', async () => {
    for (const linkUri of ['https://evil.example/reset', '//evil.example/reset', 'javascript:x']) {
      const refused = await failure(shopper().requestPasswordReset(EMAIL, linkUri));
      expect(refused.status, linkUri).toBe(406);
      expect(refused.data.errors, linkUri).toEqual({ linkUri: expect.any(String) });
    }
    // A page of the shop, on a market domain, is fine.
    await shopper().requestPasswordReset(EMAIL, 'https://pouchatlas.se/sv/password-reset');
    expect((await emulator.resetLink()).origin).toBe('https://pouchatlas.se');
  });

  it('ignore a foreign Origin and use the shop’s own', async () => {
    const token = shopper();
    await token.selection();
    const response = await call('POST', `password-reset-email/${encodeURIComponent(EMAIL)}`, {
      headers: { 'API-token': token.token()!, Origin: 'https://evil.example' },
      body: JSON.stringify({ linkUri: '/password-reset' }),
    });
    // CORS refuses a foreign browser origin before anything is mailed.
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await emulator.resetLink()).origin).not.toBe('https://evil.example');
  });

  it('are never stored: only a hash of the secret is', async () => {
    await shopper().requestPasswordReset(EMAIL, `${ORIGIN}/password-reset`);
    const link = await emulator.resetLink();
    const secret = link.searchParams.get('i')!;
    const { results } = await env.DB.prepare('SELECT * FROM password_resets').all();
    const stored = JSON.stringify(results);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain('password-reset?');
    // And the link works once.
    const reset = await shopper().resetPassword({
      id: link.searchParams.get('id')!,
      i: secret,
      newPassword: 'a brand new password',
    });
    expect(reset.loggedIn).toBeDefined();
  });
});
