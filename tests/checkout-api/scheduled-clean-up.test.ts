import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { emulator, shopper } from './support/clients';

const rows = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .all<Record<string, unknown>>()
  ).results;

beforeAll(async () => {
  await emulator.reset();
});

describe('the hourly clean-up', () => {
  it('removes expired sessions, spent reset links and abandoned carts, and nothing else', async () => {
    const current = shopper();
    await current.addItem('1001-1', 1);
    const abandoned = shopper();
    await abandoned.addItem('1002-1', 1);
    const member = shopper();
    await member.register({ email: 'member@example.se', password: 'a long password 1' });
    await member.addItem('1003-1', 1);
    // The abandoned visitor's session ran out; the member's session too, but not the account.
    await emulator.expireToken(abandoned.token()!);
    await emulator.expireToken(member.token()!);
    const memberCart = (
      await rows(`SELECT selection_id FROM customers WHERE email = 'member@example.se'`)
    )[0]!.selection_id;
    await env.DB.prepare(
      `INSERT INTO password_resets (customer_id, secret_hash, created_at, expires_at, used_at)
       SELECT id, 'x', '2026-01-01', '2026-01-02', NULL FROM customers WHERE email = 'member@example.se'`,
    ).run();

    const controller = createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' });
    const ctx = createExecutionContext();
    await worker.scheduled!(controller, env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await rows(`SELECT token FROM sessions WHERE token = ?1`, abandoned.token())).toEqual(
      [],
    );
    expect(await rows(`SELECT token FROM sessions WHERE token = ?1`, current.token())).toHaveLength(
      1,
    );
    expect(
      await rows(`SELECT id FROM password_resets WHERE expires_at <= ?1`, new Date().toISOString()),
    ).toEqual([]);
    // The member's saved cart stays with the account; the abandoned cart and its lines are gone.
    expect(await rows(`SELECT id FROM selections WHERE id = ?1`, memberCart)).toHaveLength(1);
    expect(await rows(`SELECT line FROM selection_lines WHERE item = '1002-1'`)).toEqual([]);
    expect((await current.selection()).selection.items).toHaveLength(1);
    // The account still works.
    await shopper().login('member@example.se', 'a long password 1');
  });
});
