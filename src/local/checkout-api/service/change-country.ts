import { isSupportedLanguage } from '../../../domain/markets';
import type { ApiState } from '../api-env';
import { countryByCode } from '../fixtures/countries';
import { ApiFailure } from '../http/api-failure';
import { loadSelection, updateSelectionStatement } from '../store/selection-store';
import { updateSessionStatement } from '../store/session-store';

/**
 * Moves the session to another country: its pricelist, market and currency follow, lines
 * the new market does not sell are dropped (by a tenant that checks nothing, only those
 * without a price there), and the selection's address country is set. Countries that are
 * not shipped to are allowed: browsing works, paying does not.
 */
export async function changeCountry(api: ApiState, code: string, language?: string) {
  const country = countryByCode(code);
  if (!country) throw new ApiFailure(404, { country: 'not found' });
  if (language !== undefined && !isSupportedLanguage(language)) {
    throw new ApiFailure(404, { language: 'not found' });
  }
  const { db, session } = api;
  const patch = {
    country: country.country,
    state: null,
    pricelist: country.pricelist,
    market: country.market,
    ...(language ? { language } : {}),
  };
  const statements = [updateSessionStatement(db, session.token, patch)];
  if (session.selectionId) {
    const [selection, checked] = await Promise.all([
      loadSelection(db, session.selectionId),
      api.tenantChecks(),
    ]);
    const address = {
      ...(JSON.parse(selection?.address ?? '{}') as object),
      country: country.country,
    };
    statements.push(
      db
        .prepare(
          `DELETE FROM selection_lines WHERE selection_id = ?1 AND item IN (
             SELECT i.item FROM items i JOIN products p ON p.id = i.product_id
             WHERE (?4 AND NOT EXISTS (SELECT 1 FROM json_each(p.markets) WHERE value = ?2))
                OR NOT EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.id AND pp.pricelist = ?3))`,
        )
        .bind(session.selectionId, country.market, country.pricelist, checked ? 1 : 0),
      updateSelectionStatement(db, session.selectionId, { address: JSON.stringify(address) }),
    );
  }
  await db.batch(statements);
  Object.assign(session, patch);
}
