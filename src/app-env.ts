import type { LakeFetch } from './adapters/content/content-write-client';
import type { Services } from './adapters/request-services';
import type { Config } from './config/config';
import type { DomainTable, Language, Market } from './domain/markets';
import type { EditAttribute } from './render/edit-attributes';

/** The market a request resolved to, from its host and locale prefix. */
export interface RequestMarket {
  market: Market;
  pathWithoutLocale: string;
  domains: DomainTable;
  enabledLocales: Language[];
  protocol: string;
  /**
   * In draft mode only: where the Studio edits a text or picture of the page, as the data
   * attribute Sanity's overlays read (src/render/edit-attributes.ts); absent for shoppers.
   */
  edit?: EditAttribute;
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
    /** Whether the page hosts payment providers' widgets (their scripts by host, not by trust). */
    paymentPage?: boolean;
    services: Services;
    /** The embedded content lake's API in-process; unset while Sanity is live. */
    contentLake?: LakeFetch;
  };
}
