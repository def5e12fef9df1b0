import type { Services } from './adapters/request-services';
import type { Config } from './config/config';
import type { DomainTable, Language, Market } from './domain/markets';

/** The market a request resolved to, from its host and locale prefix. */
export interface RequestMarket {
  market: Market;
  pathWithoutLocale: string;
  domains: DomainTable;
  enabledLocales: Language[];
  protocol: string;
}

/** Hono's type parameters for the whole worker: bindings plus per-request variables. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    config: Config;
    market: RequestMarket;
    /** This response's CSP nonce, set by secureHeaders for the page's scripts. */
    secureHeadersNonce?: string;
    /** Whether this browser may see content drafts (a signed preview cookie). */
    preview: boolean;
    services: Services;
  };
}
