import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../app-env';
import type { SelectionResponse } from '../../../contract/checkout-api/schemas';
import { soldIn } from '../../../domain/catalogue';
import { AGE_CONSENT_KEY, givenAgeConsent } from '../../../domain/consents';
import { centraMarketOfCountry, countryName } from '../../../domain/markets';
import type { OwnRefusal } from '../../../http/checkout-refusal';

const addressFacts = z.looseObject({ country: z.string().trim().max(8).nullish() });

/** What the guard reads of `POST payment`'s body; everything else goes on as it came. */
export const paymentFactsSchema = z.looseObject({
  consents: z
    .array(z.looseObject({ key: z.string().max(64), consented: z.unknown() }))
    .max(20)
    .optional(),
  address: addressFacts.optional(),
  shippingAddress: addressFacts.optional(),
  paymentInitiateOnly: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .optional(),
});

export type PaymentFacts = z.output<typeof paymentFactsSchema>;

/** A refusal with the status the Checkout API gives the same refusal. */
export type PaymentRefusal = OwnRefusal & { status: 400 | 406 };

/** The 18+ confirmation, before anything is read: every order needs it, in every market. */
export function missingAgeConsent(
  facts: PaymentFacts,
  token: string | null,
): PaymentRefusal | null {
  const consents = facts.consents?.map(({ key, consented }) => ({
    key,
    consented: consented === true,
  }));
  if (givenAgeConsent(consents)) return null;
  return {
    status: 400,
    token,
    errors: {
      consents: `the buyer's confirmation of being 18 or older (consent "${AGE_CONSENT_KEY}") is required`,
    },
    extra: {
      message: `Missing consent "${AGE_CONSENT_KEY}": the buyer must confirm being 18 or older.`,
    },
    error: 'The buyer has not confirmed being 18 or older',
  };
}

/**
 * A widget's initiation (Centra's `paymentInitiateOnly`) pays nothing: the widget's callback
 * pays, as a payment of its own that the guard checks in full. The initiation is checked for
 * what it offers: the selection's country, shipped to, and a cart its market sells.
 */
export const initiationFacts = (selection: SelectionResponse): PaymentFacts => ({
  shippingAddress: { country: selection.location.country ?? '' },
});

/** A country as an address keeps it: what the payment says, else what the selection kept. */
function countryOf(sent: { country?: string | null } | undefined, kept: unknown): string {
  const source = sent && 'country' in sent ? sent : (kept as { country?: unknown } | undefined);
  return typeof source?.country === 'string' ? source.country.trim().toUpperCase() : '';
}

/**
 * Where the order would go: the delivery address's country, else the billing address's, as
 * the payment sends them over what the selection holds. It must be a country the tenant
 * ships to (the selection lists them, as `GET countries` does) and the selection's own (its
 * prices, methods and market are that country's).
 */
export function wrongDeliveryCountry(
  facts: PaymentFacts,
  selection: SelectionResponse,
): PaymentRefusal | null {
  const shipping = countryOf(facts.shippingAddress, selection.selection.shippingAddress);
  const billing = countryOf(facts.address, selection.selection.address);
  const field = shipping ? 'shippingAddress.country' : 'address.country';
  const delivery = shipping || billing;
  const token = selection.token;
  if (!delivery) {
    return { status: 406, token, errors: { [field]: 'required' }, error: 'No delivery country' };
  }
  if (!selection.countries.some((entry) => entry.country.toUpperCase() === delivery)) {
    const name = countryName('en', delivery);
    return {
      status: 406,
      token,
      errors: { [field]: `not shipped to (${name})` },
      error: `The shop does not ship to ${name}`,
    };
  }
  if (delivery !== selection.location.country?.toUpperCase()) {
    return {
      status: 406,
      token,
      errors: { paymentMethod: 'COUNTRY_MISMATCH' },
      extra: {
        code: 'COUNTRY_MISMATCH',
        message: 'The address country differs from the selection country.',
      },
      error: 'The delivery country is not the country the cart is priced for',
    };
  }
  return null;
}

/** The product of a selection line, as Centra names it in the line's product. */
const productIdOf = (line: SelectionResponse['selection']['items'][number]) => {
  const id = (line.product as { product?: unknown } | null | undefined)?.product;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

/**
 * What the market of the delivery country may not sell (Denmark's law): every line's product
 * as the catalogue has it, sold in that market. A product the catalogue does not know cannot
 * be shown to be allowed, so it is not.
 */
export async function unsellableLines(
  c: Context<AppEnv>,
  selection: SelectionResponse,
): Promise<PaymentRefusal | null> {
  const country = selection.location.country ?? '';
  const market = centraMarketOfCountry(country);
  const { catalogue } = c.get('services');
  const language = c.get('market').market.language;
  const verdicts = await Promise.all(
    selection.selection.items.map(async (line) => {
      const id = productIdOf(line);
      if (!id) return line.item;
      const { products } = await catalogue.products(language, {
        products: [id],
        limit: 1,
        relatedProducts: false,
      });
      const product = products[0];
      return product && soldIn(product, market) ? null : line.item;
    }),
  );
  const refused = verdicts.filter((item): item is string => item !== null);
  if (refused.length === 0) return null;
  return {
    status: 406,
    token: selection.token,
    errors: { item: 'not sold in this market' },
    error: `Not sold in ${countryName('en', country)}: items ${refused.join(', ')}`,
  };
}
