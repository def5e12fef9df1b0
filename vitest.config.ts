import { defineConfig } from 'vitest/config';
import { ndjsonText } from './scripts/ndjson-text-plugin.ts';

// Unit tests run in Node: the pure domain core, validation rules and engines.
// Worker integration tests live in vitest.workers.config.ts and run inside workerd.
export default defineConfig({
  // The embedded services are part of every build but a live deployment's (src/build-flags.d.ts).
  define: { EMBEDDED_SERVICES_IN_BUILD: 'true' },
  plugins: [ndjsonText()],
  test: {
    name: 'unit',
    // Both cores (Vitest's default leaves one idle, which on this machine is half of it).
    maxWorkers: 2,
    environment: 'node',
    setupFiles: ['./tests/setup/console-guard.ts'],
    include: [
      'src/**/*.test.ts',
      'client/**/*.test.ts',
      'client/**/*.test.tsx',
      'studio/**/*.test.ts',
      'seed/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Adapter tests run in workerd with the worker tests (vitest.workers.config.ts).
    exclude: ['src/adapters/**', '**/node_modules/**'],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
