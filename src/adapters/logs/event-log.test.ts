import { describe, expect, it } from 'vitest';
import { configFor } from '../../config/config';
import { localEventLog, recordEvent } from './event-log';
import { isServerOnlyEvent, logEventSchema } from '../../contract/log-event';

describe('recordEvent', () => {
  it('sends the event to the configured Logflare source', async () => {
    const sent: Request[] = [];
    const config = configFor({
      ENVIRONMENT: 'development',
      LOGFLARE_SOURCE: 'source-1',
      LOGFLARE_API_KEY: 'key-1',
    });
    await recordEvent(config, { event: 'page_view', data: { path: '/' } }, async (input, init) => {
      sent.push(new Request(input, init));
      return new Response('{}', { status: 200 });
    });
    expect(sent[0]?.url).toBe('https://api.logflare.app/logs?source=source-1');
    expect(sent[0]?.headers.get('X-API-KEY')).toBe('key-1');
    expect(await sent[0]?.json()).toEqual({ message: 'page_view', metadata: { path: '/' } });
  });

  it('fails when Logflare refuses, and keeps events locally without a source', async () => {
    const config = configFor({
      ENVIRONMENT: 'development',
      LOGFLARE_SOURCE: 's',
      LOGFLARE_API_KEY: 'k',
    });
    await expect(
      recordEvent(config, { event: 'x', data: {} }, async () => new Response('', { status: 500 })),
    ).rejects.toThrow('500');
    await recordEvent(configFor({ ENVIRONMENT: 'development' }), {
      event: 'local_only',
      data: {},
    });
    expect(localEventLog.list().at(-1)?.entry).toMatchObject({ event: 'local_only' });
  });
});

describe('logEventSchema', () => {
  it('takes any lowercase event with data, and knows which only the worker writes', () => {
    expect(logEventSchema.safeParse({ event: 'page_view', data: {} }).success).toBe(true);
    expect(logEventSchema.safeParse({ event: 'Page View', data: {} }).success).toBe(false);
    expect(isServerOnlyEvent('purchase')).toBe(true);
    expect(isServerOnlyEvent('page_view')).toBe(false);
  });
});
