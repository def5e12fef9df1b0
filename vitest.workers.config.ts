import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { ndjsonText } from './scripts/ndjson-text-plugin.ts';

// Worker integration tests: run inside workerd with the real bindings (KV, D1, assets)
// from wrangler.toml, against the worker entry itself. The D1 migrations are read here
// in Node and applied inside workerd by tests/setup/apply-migrations.ts.
const migrations = await readD1Migrations('./migrations');

export default defineConfig({
  // The embedded services are part of every build but a live deployment's (src/build-flags.d.ts).
  define: { EMBEDDED_SERVICES_IN_BUILD: 'true' },
  plugins: [
    ndjsonText(),
    cloudflareTest({
      main: './src/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // The suites create many customers and carts from one (absent) address within a
        // minute; abuse limits are tested on their own with a binding of their own.
        ratelimits: Object.fromEntries(
          [
            'RATE_LIMIT_SIGN_IN',
            'RATE_LIMIT_ACCOUNT_MAIL',
            'RATE_LIMIT_SIGN_UP',
            'RATE_LIMIT_VOUCHER',
            'RATE_LIMIT_CART',
            'RATE_LIMIT_PREVIEW',
          ].map((name, index) => [
            name,
            { namespace_id: String(9000 + index), simple: { limit: 100_000, period: 60 } },
          ]),
        ),
        bindings: {
          ENVIRONMENT: 'test',
          CENTRA_SHARED_SECRET: 'test-shared-secret',
          TEST_MIGRATIONS: migrations,
        },
      },
    }),
  ],
  test: {
    name: 'worker',
    include: ['tests/**/*.test.ts', 'src/adapters/**/*.test.ts'],
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Two
    // workerd runtimes side by side took the suite from 669 s to 366 s here, all passing.
    maxWorkers: 2,
    // The builds are checked in Node (vitest.config.ts): workerd cannot run wrangler.
    exclude: ['tests/build/**', '**/node_modules/**'],
    // Each file starts with empty storage: its first request seeds the catalogue and fills a
    // search index, which on a busy 2-core machine can take longer than vitest's 5 s default.
    testTimeout: 15_000,
    setupFiles: [
      './tests/setup/apply-migrations.ts',
      './tests/setup/console-guard.ts',
      './tests/setup/preload-embedded.ts',
    ],
    // workerd has no V8 coverage for vitest: the code is instrumented (istanbul) instead.
    coverage: {
      provider: 'istanbul',
      include: ['src/adapters/**/*.ts', 'src/routes/**/*.ts', 'src/render/**/*.{ts,tsx}'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'coverage/worker',
      thresholds: {
        'src/adapters/**': { lines: 85 },
        'src/routes/**': { lines: 85 },
        'src/render/**': { lines: 85 },
      },
    },
  },
});
