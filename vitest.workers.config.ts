import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Worker integration tests: run inside workerd with the real bindings (KV, D1, assets)
// from wrangler.toml, against the worker entry itself.
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './src/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { ENVIRONMENT: 'test' } },
    }),
  ],
  test: {
    name: 'worker',
    include: ['tests/**/*.test.ts'],
  },
});
