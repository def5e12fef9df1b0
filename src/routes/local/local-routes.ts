import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  EMBEDDED_CHECKOUT_PATH,
  EMBEDDED_SEARCH_PATH,
  LOCAL_SERVICES_PATH,
} from '../../config/service-paths';
import { apiNotFound, handleApiError } from '../../middleware/error-handler';
import { embeddedCheckoutRoutes } from './embedded-checkout';
import { embeddedSearchRoutes } from './embedded-search';
import { localSinkRoutes } from './local-sinks';
import { thirdPartyStandIns } from './third-party-stand-ins';

const below = (path: string) => path.slice(LOCAL_SERVICES_PATH.length);

/**
 * Everything under /_local: the embedded services, what the local sinks received, and (outside
 * production) stand-ins for the third-party scripts.
 */
export const localRoutes = new Hono<AppEnv>()
  .route(below(EMBEDDED_CHECKOUT_PATH), embeddedCheckoutRoutes)
  .route(below(EMBEDDED_SEARCH_PATH), embeddedSearchRoutes)
  .route('/third-party', thirdPartyStandIns)
  .route('/', localSinkRoutes)
  .all('*', apiNotFound)
  .onError(handleApiError);
