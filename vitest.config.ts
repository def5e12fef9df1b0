import { defineConfig } from 'vitest/config';
import { ndjsonText } from './scripts/ndjson-text-plugin.ts';

// Unit tests run in Node: the pure domain core, validation rules and engines.
// Worker integration tests live in vitest.workers.config.ts and run inside workerd.
export default defineConfig({
  plugins: [ndjsonText()],
  test: {
    name: 'unit',
    environment: 'node',
    setupFiles: ['./tests/setup/console-guard.ts'],
    include: [
      'src/**/*.test.ts',
      'client/**/*.test.ts',
      'client/**/*.test.tsx',
      'studio/**/*.test.ts',
      'seed/**/*.test.ts',
    ],
    // Adapter tests run in workerd with the worker tests (vitest.workers.config.ts).
    exclude: ['src/adapters/**', '**/node_modules/**'],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: [
        'src/domain/**/*.test.ts',
        'src/domain/**/test-fixtures.ts',
        'src/domain/**/test-products.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
