import { describe, expect, it } from 'vitest';
import { configFor } from '../../config/config';
import { contentClientsFor } from './content-clients';

describe('contentClientsFor', () => {
  it('builds the production (CDN) and preview (drafts) clients for a Sanity project', () => {
    const clients = contentClientsFor(
      configFor({
        ENVIRONMENT: 'development',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_READ_TOKEN: 'read-token',
      }),
    );
    expect(clients.production.config()).toMatchObject({
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2024-12-18',
      useCdn: true,
      perspective: 'published',
      // A page never waits minutes for content: 2.5 s and one retry, then the cache answers.
      timeout: 2_500,
      maxRetries: 1,
    });
    expect(clients.production.config().token).toBeUndefined();
    expect(clients.production.config().requestHandler).toBeUndefined();
    expect(clients.production.getUrl('/data/query/production', true)).toBe(
      'https://abc123.apicdn.sanity.io/v2024-12-18/data/query/production',
    );
    expect(clients.preview?.config()).toMatchObject({
      apiVersion: '2025-02-11',
      useCdn: false,
      token: 'read-token',
      perspective: 'drafts',
      stega: { enabled: true, studioUrl: '/studio' },
    });
    expect(clients.imageBaseUrl).toBeUndefined();
  });

  it('has no preview client for a project without a read token', () => {
    expect(
      contentClientsFor(configFor({ ENVIRONMENT: 'development', SANITY_PROJECT_ID: 'abc123' }))
        .preview,
    ).toBeUndefined();
  });

  it('answers both clients in-process from the seed when no project is configured', () => {
    const clients = contentClientsFor(
      configFor({ ENVIRONMENT: 'development', SANITY_DATASET: 'staging' }),
    );
    expect(clients.projectId).toBe('local');
    expect(clients.dataset).toBe('production');
    expect(clients.production.config().requestHandler).toBeTypeOf('function');
    expect(clients.production.config().token).toBeUndefined();
    expect(clients.preview?.config().token).toMatch(/^[0-9a-f]{64}$/);
    expect(clients.imageBaseUrl).toBe('/media');
  });

  it('builds the clients once per configuration', () => {
    const config = configFor({ ENVIRONMENT: 'development' });
    expect(contentClientsFor(config)).toBe(contentClientsFor(config));
  });
});
