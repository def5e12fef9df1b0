import { countryByCode, type Country } from '../fixtures/countries';
import { GEO_COUNTRY, readSetting } from '../store/emulator-settings';

/**
 * The visitor's country as Centra's geo-IP would see it: an override set through the
 * inspection routes wins, then the configured development country, then the edge's
 * own lookup (`request.cf.country`). Unknown countries count as no match.
 */
export async function detectCountry(
  db: D1Database,
  request: Request,
  devCountry: string | undefined,
): Promise<Country | undefined> {
  const override = await readSetting(db, GEO_COUNTRY);
  const edge = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  const candidate = override ?? devCountry ?? (typeof edge === 'string' ? edge : undefined);
  return countryByCode(candidate);
}
