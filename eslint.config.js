import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/static/',
      'public/media/',
      'public/studio/',
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
    // Production code reaches the embedded services only through the adapter factories.
    files: ['src/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    ignores: ['src/adapters/**', 'src/local/**', 'src/index.ts', 'src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/local/*'], message: 'Use the adapter factory, not src/local directly.' },
          ],
        },
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
            { group: ['**/local/*'], message: 'src/domain imports nothing outside itself.' },
            {
              group: [
                '../adapters/*',
                '../local/*',
                '../middleware/*',
                '../routes/*',
                '../render/*',
                '../../*',
              ],
              message: 'src/domain imports nothing outside itself.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'caches', 'crypto'],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
