/**
 * The only configuration that may reach the browser. Anything not listed here
 * (secrets, the Sanity read token, admin keys) stays in the worker.
 */
export interface PublicConfig {
  shopName: string;
  environment: 'development' | 'test' | 'production';
  services: Record<
    'checkout' | 'content' | 'search' | 'monitoring' | 'logs',
    'live' | 'embedded' | 'off'
  >;
  /** Where the browser's Checkout API client sends its calls (a path means this origin). */
  checkoutBase: string;
  /**
   * Browser error reporting: the DSN (public by design in Sentry) and the trace sample rate;
   * envelopes always travel through the same-origin tunnel. Absent when reporting is off.
   */
  monitoring?: { dsn: string; tracesSampleRate: number };
  /** Third-party script URLs; none configured, nothing loads. */
  scripts: { tagManager?: string; newsletter?: string; marketing?: string };
  /** Items total from which standard delivery is free, per currency (the cart's incentive). */
  freeShipping: Record<string, number>;
  /** Rates to SEK, the marketing tracker's currency: a currency missing here sends no value. */
  sekRates: Record<string, number>;
  /** Search from the browser: the search-only key, never the admin key. */
  search: {
    appId: string;
    searchKey: string;
    indexBase: string;
    /** Embedded: the engine's path on this origin. */
    enginePath?: string;
    /** Live with custom hosts (ALGOLIA_HOSTS): their origins; else the application's own. */
    hosts?: string[];
  };
}
