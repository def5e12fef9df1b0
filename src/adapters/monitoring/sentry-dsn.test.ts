import { describe, expect, it } from 'vitest';
import { envelopeUrl, parseDsn, sameProject } from './sentry-dsn';

describe('Sentry DSNs', () => {
  it('reads a DSN and where its envelopes go', () => {
    const dsn = parseDsn('https://abc123@o42.ingest.sentry.io/4501');
    expect(dsn).toEqual({
      protocol: 'https',
      publicKey: 'abc123',
      host: 'o42.ingest.sentry.io',
      projectId: '4501',
    });
    expect(envelopeUrl(dsn as NonNullable<typeof dsn>)).toBe(
      'https://o42.ingest.sentry.io/api/4501/envelope/',
    );
  });

  it.each([
    undefined,
    '',
    'not a url',
    'https://o42.ingest.sentry.io/4501',
    'https://key@o42.ingest.sentry.io/project',
  ])('refuses %j', (value) => expect(parseDsn(value)).toBeUndefined());

  it('tells the same project apart from another', () => {
    const ours = parseDsn('https://k@o1.ingest.sentry.io/1');
    const same = parseDsn('https://k@o1.ingest.sentry.io/1/');
    const other = parseDsn('https://k@o1.ingest.sentry.io/2');
    if (!ours || !same || !other) throw new Error('unparsed');
    expect(sameProject(ours, same)).toBe(true);
    expect(sameProject(ours, other)).toBe(false);
  });
});
