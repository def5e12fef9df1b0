import type { Session } from './store/session-store';

/** How the embedded tenant is configured; the host (the shop's worker) provides it. */
export interface CheckoutApiSettings {
  /** Server-side calls prove themselves with `Authorization: Bearer <sharedSecret>`. */
  sharedSecret: string;
  /** Standard delivery is free from these item totals, per currency. */
  freeShippingThresholds: Readonly<Record<string, number>>;
  /** Extra shop hosts allowed as browser origins (the configured market domains). */
  extraOrigins: readonly string[];
  /**
   * Whether a caller, by its Authorization header, may use the /__emulator routes (reset
   * links, subscribers, stock, wiping the tenant): the host decides.
   */
  mayInspect: (authorization: string | undefined) => Promise<boolean>;
  /** Country to treat requests as coming from, before the edge's own geo-IP. */
  devCountry: string | undefined;
  /** The path the API is served under on its origin, for links to its own pages. */
  basePath: string;
  /**
   * Called after stock or the catalogue changed, as Centra's webhooks tell a shop, so the
   * host can drop what it cached of the catalogue.
   */
  onCatalogueChange: (productIds: string[]) => Promise<void>;
}

/** The storage the embedded tenant runs on. */
interface CheckoutApiBindings {
  DB: D1Database;
}

export interface ApiState {
  db: D1Database;
  settings: CheckoutApiSettings;
  /** The caller's session; a transient one when it sent `API-token: none`. */
  session: Session;
  /** True for `API-token: none`: nothing may be created or saved. */
  stateless: boolean;
  /** The origin media and payment pages are addressed from. */
  origin: string;
  /** Whether the caller proved itself a server with the shared secret. */
  serverCall: boolean;
  /**
   * Whether the tenant checks what Centra checks (the 18+ confirmation, the delivery country,
   * the market's assortment); off, it is a tenant that checks nothing (`/__emulator/tenant-checks`).
   * Asked only where a check would refuse.
   */
  tenantChecks: () => Promise<boolean>;
}

export interface CheckoutApiEnv {
  Bindings: CheckoutApiBindings;
  Variables: { settings: CheckoutApiSettings; api: ApiState };
}
