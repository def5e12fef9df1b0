import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { expectConsole } from './setup/console-guard';
import { createApp } from '../src/app';

describe('invalid configuration', () => {
  it('stops every request with a message naming the variable', async () => {
    // The worker logs the broken variables for the operator.
    expectConsole('error', /Invalid worker configuration/);
    const response = await createApp().request(
      'http://127.0.0.1:8787/api/health',
      {},
      { ...env, SANITY_DATASET: 'Not A Dataset' },
    );
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain('Invalid worker configuration');
    expect(body).toContain('SANITY_DATASET');
  });
});
