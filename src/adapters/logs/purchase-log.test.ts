import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../contract/log-event';
import { recordPurchaseOnce } from './purchase-log';

const event = (order: string): LogEvent => ({ event: 'purchase', data: { transactionId: order } });

describe('recordPurchaseOnce', () => {
  it('writes an order’s event once when its return page loads many times at once', async () => {
    const written: LogEvent[] = [];
    const record = async (logged: LogEvent) => void written.push(logged);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => recordPurchaseOnce(env.DB, record, 'A-1', event('A-1'))),
    );
    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
    expect(written).toEqual([event('A-1')]);
    expect(await recordPurchaseOnce(env.DB, record, 'A-2', event('A-2'))).toBe('recorded');
  });

  it('releases the order when the event log fails, so the next attempt writes it', async () => {
    const failing = async () => {
      throw new Error('Logflare answered 503');
    };
    await expect(recordPurchaseOnce(env.DB, failing, 'B-1', event('B-1'))).rejects.toThrow('503');
    const written: LogEvent[] = [];
    const record = async (logged: LogEvent) => void written.push(logged);
    expect(await recordPurchaseOnce(env.DB, record, 'B-1', event('B-1'))).toBe('recorded');
    expect(written).toHaveLength(1);
  });
});
