import { describe, expect, it } from 'vitest';
import { mayInspect } from './inspection-access';

const token = 'i'.repeat(40);

describe('inspection access', () => {
  it('is open to anyone where the policy is open', async () => {
    expect(await mayInspect({ open: true, token: undefined }, undefined)).toBe(true);
  });

  it('stays closed in production without a configured token, whatever is sent', async () => {
    expect(await mayInspect({ open: false, token: undefined }, 'Bearer local-admin')).toBe(false);
    expect(await mayInspect({ open: false, token: undefined }, undefined)).toBe(false);
  });

  it('opens in production only for the exact bearer token', async () => {
    const policy = { open: false, token };
    expect(await mayInspect(policy, `Bearer ${token}`)).toBe(true);
    expect(await mayInspect(policy, `bearer  ${token} `)).toBe(true);
    expect(await mayInspect(policy, `Bearer ${token}x`)).toBe(false);
    expect(await mayInspect(policy, token)).toBe(false);
    expect(await mayInspect(policy, 'Bearer ')).toBe(false);
  });
});
