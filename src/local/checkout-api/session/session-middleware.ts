import { createMiddleware } from 'hono/factory';
import { DEFAULT_LANGUAGE } from '../../../domain/markets';
import type { CheckoutApiEnv, CheckoutApiSettings } from '../api-env';
import { DEFAULT_PRICELIST, pricelistById } from '../../../../seed/catalogue/pricelists';
import { isServerCall } from '../http/server-auth';
import { NO_SESSION, tokenOf } from '../http/token';
import { tenantChecksOf } from '../store/emulator-settings';
import { ensureSeeded } from '../store/seed-database';
import {
  createSession,
  findSession,
  type Session,
  type SessionStart,
} from '../store/session-store';
import { detectCountry } from './detect-country';

async function sessionStart(
  db: D1Database,
  request: Request,
  settings: CheckoutApiSettings,
): Promise<SessionStart> {
  const country = await detectCountry(db, request, settings.devCountry);
  const pricelist = country?.pricelist ?? DEFAULT_PRICELIST;
  return {
    country: country?.country ?? null,
    language: DEFAULT_LANGUAGE,
    pricelist,
    market: country?.market ?? pricelistById(pricelist)!.market,
  };
}

/**
 * Resolves the caller's session from its token. No token, or one that is unknown or
 * expired, silently starts a new session with a new token (Centra's rule); `none`
 * gets a transient session that is never saved.
 */
export const sessionMiddleware = createMiddleware<CheckoutApiEnv>(async (c, next) => {
  const db = c.env.DB;
  const settings = c.get('settings');
  const token = tokenOf(c.req.raw.headers);
  const [, existing] = await Promise.all([
    ensureSeeded(db),
    token && token !== NO_SESSION ? findSession(db, token) : Promise.resolve(null),
  ]);
  let session: Session;
  if (existing) session = existing;
  else {
    const start = await sessionStart(db, c.req.raw, settings);
    session =
      token === NO_SESSION
        ? {
            token: '',
            selectionId: null,
            customerId: null,
            state: null,
            lastOrderId: null,
            ...start,
          }
        : await createSession(db, start);
  }
  c.set('api', {
    db,
    settings,
    session,
    stateless: token === NO_SESSION,
    origin: new URL(c.req.url).origin,
    serverCall: await isServerCall(c),
    tenantChecks: tenantChecksOf(db),
  });
  await next();
});
