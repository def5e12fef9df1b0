import { Hono } from 'hono';
import { z } from 'zod';
import { isSupportedLanguage } from '../../../domain/markets';
import type { CheckoutApiEnv } from '../api-env';
import { CENTRA_LANGUAGES } from '../fixtures/languages';
import { ApiFailure } from '../http/api-failure';
import { readBody } from '../http/read-body';
import { respond } from '../http/respond';
import { changeCountry } from '../service/change-country';
import { countriesJson, locationJson, selectionEnvelope } from '../service/selection-envelope';
import { requireSavedSession } from '../service/session-selection';
import { detectCountry } from '../session/detect-country';
import { updateSessionStatement } from '../store/session-store';

const countryBody = z.object({ language: z.string().max(10).optional() });

export const localeRoutes = new Hono<CheckoutApiEnv>()
  .get('/languages', (c) => respond(c, { languages: CENTRA_LANGUAGES }))
  .put('/languages/:language', async (c) => {
    const api = c.get('api');
    const language = c.req.param('language');
    if (!isSupportedLanguage(language)) throw new ApiFailure(404, { language: 'not found' });
    requireSavedSession(api);
    await updateSessionStatement(api.db, api.session.token, { language }).run();
    api.session.language = language;
    return respond(c, await selectionEnvelope(api));
  })
  .get('/countries', (c) => respond(c, { countries: countriesJson() }))
  .get('/countries/auto', async (c) => {
    // The visitor's detected country, without moving the session there: the storefront decides.
    const api = c.get('api');
    const detected = await detectCountry(api.db, c.req.raw, api.settings.devCountry);
    const envelope = await selectionEnvelope(api);
    const seen = detected
      ? {
          ...api.session,
          country: detected.country,
          pricelist: detected.pricelist,
          market: detected.market,
        }
      : { ...api.session, country: null };
    return respond(c, { ...envelope, location: locationJson(seen, detected) });
  })
  .put('/countries/:country', async (c) => {
    const api = c.get('api');
    const body = await readBody(c.req.raw, countryBody);
    requireSavedSession(api);
    await changeCountry(api, c.req.param('country'), body.language);
    return respond(c, await selectionEnvelope(api));
  });
