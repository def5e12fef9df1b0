import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.cache/',
      'public/static/',
      'public/media/',
      'public/studio/',
      'public/stand-ins/',
      'studio/.sanity/',
      '.wrangler/',
      'dist/',
      'bench/.out/',
      'coverage/',
      'playwright-report/',
      'test-results/',
      'worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The rings: dependencies point inward. Each zone names a ring and what it may not import;
    // a break fails lint. Tests, scripts, the bench and e2e may import anything they exercise.
    files: ['src/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}', 'seed/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src', './client', './studio', './seed'],
              except: ['./domain'],
              message: 'src/domain is pure: it imports nothing outside itself.',
            },
            {
              target: './src/contract',
              from: ['./src', './client'],
              except: ['./contract', './domain'],
              message: 'The contract between worker and browser imports only the domain.',
            },
            {
              target: './src/i18n',
              from: ['./src', './client'],
              except: ['./i18n', './contract', './domain'],
              message: 'The words of the shop import only the contract and the domain.',
            },
            {
              target: './client',
              from: ['./src/i18n/dictionaries', './src/i18n/words.ts'],
              message:
                "The browser receives its page's words in the initial state; it never bundles the dictionaries.",
            },
            {
              target: './src/config',
              from: ['./src', './client'],
              except: ['./config', './domain'],
              message: 'Configuration imports only the domain.',
            },
            {
              target: './src/local',
              from: ['./src', './client'],
              except: ['./local', './domain'],
              message:
                'An embedded service knows nothing of the shop: it gets settings and callbacks.',
            },
            {
              target: './src/services',
              from: ['./src', './client'],
              except: ['./services', './local', './domain', './contract'],
              message:
                'The stand-ins as their own process are the vendors: they know nothing of the shop.',
            },
            {
              target: './src/adapters',
              from: './src',
              except: ['./adapters', './domain', './contract', './config', './i18n', './local'],
              message: 'Adapters import the domain, the contract and config, never the edges.',
            },
            {
              target: './src/adapters/!(embedded)/**',
              from: './src/local',
              message: 'Only src/adapters/embedded builds the embedded services.',
            },
            {
              target: [
                './src/middleware',
                './src/routes',
                './src/render',
                './src/http',
                './src/*.ts',
              ],
              from: './src/local',
              message: 'The edges reach the embedded services through the adapters.',
            },
            {
              target: './src',
              from: './client',
              except: ['./server-entry.tsx'],
              message: 'The worker renders the client through client/server-entry.tsx only.',
            },
            {
              target: './client',
              from: './src',
              except: ['./domain', './contract', './i18n'],
              message:
                'The browser imports the domain, the contract and the words, never the worker.',
            },
            {
              target: './studio',
              from: './src',
              except: ['./domain'],
              message: 'The Studio imports only the domain of the shop.',
            },
            {
              target: './seed',
              from: ['./src', './client', './studio'],
              except: ['./domain'],
              message: 'Seed data is built from the domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract and the words run in the worker and in the browser: no globals only one of them has.
    files: ['src/contract/**/*.ts', 'src/i18n/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'caches',
      ],
    },
  },
  {
    // The domain ring is pure: no framework, runtime, network or SDK.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['hono', 'hono/*'], message: 'src/domain must not depend on Hono.' },
            {
              group: ['react', 'react-dom', 'react-dom/*', 'jotai', 'jotai/*'],
              message: 'src/domain must not depend on React.',
            },
            {
              group: ['cloudflare:*', 'algoliasearch', '@sanity/*', 'toucan-js'],
              message: 'src/domain must not depend on runtimes or SDKs.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'caches', 'crypto'],
    },
  },
  {
    // `@internal` lets `knip --production` pass an export only tests use (a test seam). A spec
    // rule lives in src/domain and the running shop must call it: no seams there, so a rule only
    // its tests call fails lint (docs/decisions/0043-knip-guards-dead-code.md).
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: { 'no-warning-comments': ['error', { terms: ['@internal'], location: 'anywhere' }] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
