import { defineConfig } from '@playwright/test';

// E2E_PORT lets several runs share a machine, each with its own dev server and local state.
const PORT = Number(process.env.E2E_PORT ?? 8787);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The shop on `localhost`, where Chromium also resolves the Studio's lake at local.localhost. */
export const LOCALHOST_URL = `http://localhost:${PORT}`;

/**
 * The live topology beside it (scripts/live-topology.ts reads these): the shop in production
 * mode on its own port, its stand-ins on another. E2E_LIVE=off leaves it out of a run.
 */
const LIVE = process.env.E2E_LIVE !== 'off';
process.env.LIVE_PORT ??= String(PORT === 8787 ? 8788 : PORT + 100);
process.env.SERVICES_PORT ??= String(PORT === 8787 ? 8790 : PORT + 200);
export const LIVE_URL = `http://127.0.0.1:${process.env.LIVE_PORT}`;

/** The third-party scripts the e2e shop loads, each a stand-in the dev server serves. */
export const THIRD_PARTY_SCRIPTS = {
  PUBLIC_TAG_MANAGER_URL: `${BASE_URL}/_local/third-party/tag-manager.js`,
  PUBLIC_NEWSLETTER_SCRIPT_URL: `${BASE_URL}/_local/third-party/newsletter.js`,
  PUBLIC_MARKETING_SCRIPT_URL: `${BASE_URL}/_local/third-party/marketing.js`,
};

/** Draft mode for the editor's journey (e2e/studio.spec.ts). */
export const PREVIEW_SECRET = 'e2e-preview-secret';

// Debian's Chromium, never a downloaded browser. The flags keep it from reaching
// out to Google services, which this network refuses.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two, as this machine has two cores: in CI as here (a run of one worker took twice as long).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  projects: [
    { name: 'embedded', testIgnore: 'live/**', use: { baseURL: BASE_URL } },
    ...(LIVE
      ? [
          {
            name: 'live',
            testDir: 'e2e/live',
            testIgnore: 'serial/**',
            use: { baseURL: LIVE_URL },
          },
          // Faults and a tenant that checks nothing change the stand-ins for everyone: after
          // the journeys, one at a time.
          {
            name: 'live-serial',
            testDir: 'e2e/live/serial',
            dependencies: ['live'],
            fullyParallel: false,
            workers: 1,
            use: { baseURL: LIVE_URL },
          },
        ]
      : []),
  ],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // A visitor from a country the shop ships to (the notice for others is tested on its own),
      // and third-party scripts served by the dev server's stand-ins, so a test sees which load.
      command: [
        'npm run dev -- --var DEV_COUNTRY:GB',
        `--var SANITY_PREVIEW_SECRET:${PREVIEW_SECRET}`,
        ...Object.entries(THIRD_PARTY_SCRIPTS).map(([name, url]) => `--var ${name}:${url}`),
      ].join(' '),
      env: {
        PORT: String(PORT),
        ...(PORT === 8787 ? {} : { WRANGLER_PERSIST: `.wrangler/e2e-${PORT}` }),
      },
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(LIVE
      ? [
          {
            // The stand-ins with 80 ms on every answer, their Algolia indexed, then the shop in
            // production mode against them (`npm run live` without its build: the dev server
            // above has just built the client).
            command: 'node scripts/live.ts',
            // Told to stop, it stops both sides' wrangler processes (each its own process group,
            // which a kill of this command's group would leave running).
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
            env: { LIVE_QUIET: '1', SERVICE_LATENCY_MS: '80', SERVICE_JITTER_MS: '20' },
            url: `${LIVE_URL}/api/health`,
            reuseExistingServer: !process.env.CI,
            timeout: 240_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
