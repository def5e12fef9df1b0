import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../app-env';
import { path } from '../../../contract/checkout-api/request';
import { passOnRefusal, refuseAsCheckoutApi } from '../../../http/checkout-refusal';
import { bodyWithin } from '../../../http/json-body';
import { csrfProtection } from '../../../middleware/csrf';
import { byAddress, byAddressAndAccount, emailOf, limitedBy } from './guarded-limits';
import {
  initiationFacts,
  missingAgeConsent,
  paymentFactsSchema,
  unsellableLines,
  wrongDeliveryCountry,
  type PaymentRefusal,
} from './payment-guard';
import { callBodyOf, forward, refuseUnlikeToken, shopperToken } from './shopper-call';

/** A payment with addresses and a provider's fields is a few KB; a sign-up far less. */
const MAX_BYTES = 32 * 1024;

const refused = (c: Context<AppEnv>, { status, ...refusal }: PaymentRefusal) =>
  refuseAsCheckoutApi(c, status, refusal);

/** An email no address can be (empty, or longer than an address may be) goes no further. */
function refuseNoEmail(c: Context<AppEnv>): Response | undefined {
  const email = emailOf(c).trim();
  if (email && email.length <= 254) return undefined;
  return refuseAsCheckoutApi(c, 400, {
    token: shopperToken(c) ?? null,
    errors: { email: 'not valid' },
    error: 'The email in the path is empty or longer than 254 characters',
  });
}

/** A guarded call with nothing of its own to check: its token and body, then on. */
async function passOn(c: Context<AppEnv>, route: string): Promise<Response> {
  const badToken = refuseUnlikeToken(c);
  if (badToken) return badToken;
  return forward(c, route, await callBodyOf(c));
}

/**
 * POST payment: the 18+ confirmation (not for a widget's initiation, which pays nothing), then
 * the selection as the shopper's session holds it
 * (its country must be one the tenant ships to and the one the order goes to), then every
 * line sellable in that country's market; only then does the payment go on.
 */
async function guardedPayment(c: Context<AppEnv>): Promise<Response> {
  const badToken = refuseUnlikeToken(c);
  if (badToken) return badToken;
  const token = shopperToken(c);
  const body = await callBodyOf(c);
  const facts = paymentFactsSchema.safeParse(body);
  if (!facts.success) {
    const issue = facts.error.issues[0]!;
    const field = issue.path.join('.') || 'body';
    return refuseAsCheckoutApi(c, 400, {
      token: token ?? null,
      errors: { [field]: issue.message },
      error: `${field}: ${issue.message}`,
    });
  }
  const initiation = facts.data.paymentInitiateOnly === true;
  const noConsent = initiation ? null : missingAgeConsent(facts.data, token ?? null);
  if (noConsent) return refused(c, noConsent);
  if (!token) {
    return refuseAsCheckoutApi(c, 400, {
      token: null,
      errors: { token: 'required: a payment is of a session' },
      error: 'API-token: a payment needs the session whose cart it pays',
    });
  }
  let selection;
  try {
    selection = await c.get('services').shopperCheckout.session(token).selection();
  } catch (error) {
    return passOnRefusal(c, error);
  }
  const refusal =
    wrongDeliveryCountry(initiation ? initiationFacts(selection) : facts.data, selection) ??
    (await unsellableLines(c, selection));
  if (refusal) return refused(c, refusal);
  return forward(c, 'payment', body);
}

/**
 * The Checkout API calls the shop checks before its tenant sees them (decision 0042), on
 * Centra's own paths: a payment (the rules of the spec's §5 that hold whatever the tenant
 * checks), and the calls an attacker would repeat (guessing passwords, mailing strangers,
 * trying codes), each within the shop's limits. Same-origin calls only, never cached.
 */
export const guardedCheckoutRoutes = new Hono<AppEnv>()
  .use(csrfProtection, bodyWithin(MAX_BYTES))
  .post('/payment', guardedPayment)
  .post(
    '/login/:email',
    limitedBy('signIn', byAddressAndAccount),
    (c) => refuseNoEmail(c) ?? passOn(c, path`login/${emailOf(c)}`),
  )
  .post('/password-reset', limitedBy('signIn', byAddress), (c) => passOn(c, 'password-reset'))
  .post('/register', limitedBy('accountMail', byAddress), (c) => passOn(c, 'register'))
  .post(
    '/password-reset-email/:email',
    limitedBy('accountMail', byAddress),
    (c) => refuseNoEmail(c) ?? passOn(c, path`password-reset-email/${emailOf(c)}`),
  )
  .post(
    '/newsletter-subscription/:email',
    limitedBy('signUp', byAddress),
    (c) => refuseNoEmail(c) ?? passOn(c, path`newsletter-subscription/${emailOf(c)}`),
  )
  .post('/vouchers', limitedBy('voucher', byAddress), (c) => passOn(c, 'vouchers'));
