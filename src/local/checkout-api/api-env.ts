import type { AppEnv } from '../../app-env';
import type { Session } from './store/session-store';

/** What the embedded tenant is configured with (from the worker config). */
export interface CheckoutApiSettings {
  /** Server-side calls prove themselves with `Authorization: Bearer <sharedSecret>`. */
  sharedSecret: string;
  /** Standard delivery is free from these item totals, per currency. */
  freeShippingThresholds: Readonly<Record<string, number>>;
  /** Extra shop hosts allowed as browser origins (the configured market domains). */
  extraOrigins: readonly string[];
  /** Whether /__emulator routes answer without the shared secret (development and tests). */
  inspectionOpen: boolean;
  /** Country to treat requests as coming from, before the edge's own geo-IP. */
  devCountry: string | undefined;
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
}

export interface CheckoutApiEnv {
  Bindings: AppEnv['Bindings'];
  Variables: AppEnv['Variables'] & { api: ApiState };
}
