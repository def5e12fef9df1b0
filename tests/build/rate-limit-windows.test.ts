import { unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { RATE_POLICIES } from '../../src/adapters/rate-limits';

interface RateLimitBinding {
  name: string;
  simple: { limit: number; period: number };
}

/** The rate-limiting bindings as `wrangler deploy` reads them from wrangler.toml. */
const deployed = () => {
  const { ratelimits } = unstable_readConfig({ config: 'wrangler.toml' }) as {
    ratelimits: RateLimitBinding[];
  };
  return new Map(ratelimits.map((binding) => [binding.name, binding.simple.period]));
};

describe('the rate limits’ windows', () => {
  it('are those the bindings count in, so Retry-After tells a refused caller the truth', () => {
    const periods = deployed();
    for (const [policy, { binding, windowSeconds }] of Object.entries(RATE_POLICIES))
      expect(periods.get(binding), `${policy} (${binding})`).toBe(windowSeconds);
  });

  it('cover every binding wrangler.toml declares', () => {
    const bindings = Object.values(RATE_POLICIES).map((policy) => policy.binding);
    expect([...deployed().keys()].sort()).toEqual([...bindings].sort());
  });
});
