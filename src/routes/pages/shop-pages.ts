import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { receiptOrder } from '../../adapters/checkout/receipt-order';
import type { InitialState } from '../../contract/initial-state';
import type { AccountSession, AccountView, PageData, ServerRead } from '../../contract/page-data';
import { CheckoutApiError } from '../../contract/checkout-api/checkout-api-error';
import type { SelectionResponse } from '../../contract/checkout-api/schemas';
import { CHOSEN_COUNTRY_KEY } from '../../contract/checkout-api/country-keys';
import { detectedCountry, selectionLanguage, startUp } from '../../contract/checkout-api/start-up';
import {
  CHOSEN_COUNTRY_COOKIE,
  GCLID_COOKIE,
  TOKEN_COOKIE,
  TOKEN_PATTERN,
} from '../../contract/session-cookies';
import type { DictionaryKey } from '../../i18n/dictionary';
import { pageState, pageTitle } from '../../render/page-state';
import type { PageContext } from './page-context';
import { SHOP_PATHS } from '../../domain/urls';

const ACCOUNT_VIEWS: Record<string, AccountView> = {
  [SHOP_PATHS.account]: 'overview',
  [`${SHOP_PATHS.account}/sign-in`]: 'sign-in',
  [`${SHOP_PATHS.account}/register`]: 'register',
  [`${SHOP_PATHS.account}/forgot-password`]: 'forgot-password',
};

/** The account's views, each at its own path. */
export const ACCOUNT_PATHS = Object.keys(ACCOUNT_VIEWS);

/** Return parameters are short provider fields; anything else is not passed on. */
const MAX_RETURN_FIELDS = 40;
const MAX_FIELD_LENGTH = 2000;

function returnFieldsOf(entries: Iterable<[string, string]>): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of entries) {
    if (count >= MAX_RETURN_FIELDS) break;
    if (name.length > 100 || value.length > MAX_FIELD_LENGTH) continue;
    fields[name] = value;
    count += 1;
  }
  return fields;
}

// The shopper's own pages: rendered with the session the cookie names, when the Checkout API
// still knows it (these pages are never stored by a cache); the browser reads the session itself
// when the worker could not.

/**
 * The shopper's selection as this market's pages show it. A session in another language or
 * country than the start-up sets here (last started on another market, or its start-up had
 * not finished when the shopper moved on) first gets the start-up the browser runs, with the
 * country the shopper chose on this market (its cookie) or the market's own, so the page shows
 * this market's language, country and money.
 */
async function marketSelection(
  context: PageContext,
  c: Context<AppEnv>,
  token: string,
): Promise<SelectionResponse> {
  const client = context.services.shopperCheckout.session(token);
  const selection = await client.selection();
  const { language, country } = context.request.market;
  const chosen = getCookie(c, CHOSEN_COUNTRY_COOKIE) ?? null;
  const cookies = {
    getItem: (key: string) => (key === CHOSEN_COUNTRY_KEY ? chosen : null),
    setItem: () => undefined,
  };
  const input = { language, marketCountry: country, feedCountry: null, local: cookies };
  if (
    selectionLanguage(selection) === language &&
    selection.location.country === detectedCountry(input)
  )
    return selection;
  return startUp(client, input, () => undefined);
}

/**
 * Reads the session of the cookie's token for one page. A token the Checkout API answers
 * with another one for (it no longer knew it and started a new session) is not the browser's
 * session: failed, as an unreachable API is.
 */
async function readSession<T>(
  c: Context<AppEnv>,
  read: (token: string) => Promise<T & { token: string | null }>,
): Promise<ServerRead<T>> {
  const token = getCookie(c, TOKEN_COOKIE);
  if (!token) return { state: 'none' };
  if (!TOKEN_PATTERN.test(token)) return { state: 'failed' };
  try {
    const value = await read(token);
    return value.token === token ? { state: 'read', value } : { state: 'failed' };
  } catch (error) {
    // A refusal (no order yet, a token it no longer knows) is an answer, not a fault.
    if (!(error instanceof CheckoutApiError && error.status < 500))
      console.warn(`${c.req.path}: the session was left to the browser`, error);
    return { state: 'failed' };
  }
}

async function shopState(
  context: PageContext,
  page: PageData,
  title: DictionaryKey,
  description: DictionaryKey,
) {
  const { t } = context;
  const input = await context.input;
  return pageState(input, page, {
    title: pageTitle(input, t(title)),
    description: t(description),
  });
}

export async function checkoutPage(
  context: PageContext,
  c: Context<AppEnv>,
): Promise<InitialState> {
  const query = context.url.searchParams;
  return shopState(
    context,
    {
      kind: 'checkout',
      failed: query.has('error') || query.has('failed'),
      session: await readSession(c, (token) => marketSelection(context, c, token)),
    },
    'checkoutTitle',
    'checkoutDescription',
  );
}

/**
 * The payment provider's return: its fields come in the query or as a posted form. The worker
 * completes the payment with them (and writes the purchase event) for the cookie's session; a
 * provider that posts its return sends no SameSite cookie, and the browser does it instead.
 */
export async function receiptPage(
  context: PageContext,
  c: Context<AppEnv>,
  posted?: Iterable<[string, string]>,
): Promise<InitialState> {
  const returnFields = returnFieldsOf(posted ?? context.url.searchParams);
  const { shopperCheckout, logs } = context.services;
  const complete = (token: string, fields?: Record<string, string>) =>
    receiptOrder(
      { shopperCheckout, db: c.env.DB, record: logs.record },
      {
        token,
        fields,
        host: context.url.host,
        clickId: context.url.searchParams.get('gclid') ?? getCookie(c, GCLID_COOKIE) ?? null,
      },
    );
  const session = await readSession(c, (token) =>
    // A return already completed (a reload) shows the order again.
    complete(token, returnFields).catch(() => complete(token)),
  );
  return shopState(
    context,
    { kind: 'receipt', returnFields, session },
    'receiptTitle',
    'receiptDescription',
  );
}

export async function accountPage(
  context: PageContext,
  c: Context<AppEnv>,
): Promise<InitialState | undefined> {
  const view = ACCOUNT_VIEWS[context.request.pathWithoutLocale.replace(/\/+$/, '')];
  if (!view) return undefined;
  const { shopperCheckout } = context.services;
  const session = await readSession<AccountSession>(c, async (token) => {
    const selection = await marketSelection(context, c, token);
    // The overview shows a signed-in customer's latest order (a few are read, in case two
    // share a date); without them it reads them in the browser.
    const orders =
      view === 'overview' && selection.loggedIn
        ? await shopperCheckout.orders(token, 10).catch(() => null)
        : null;
    return { token: selection.token, selection, orders };
  });
  return shopState(
    context,
    { kind: 'account', view, session },
    'accountTitle',
    'accountDescription',
  );
}

export async function passwordResetPage(context: PageContext): Promise<InitialState> {
  const query = context.url.searchParams;
  return shopState(
    context,
    { kind: 'password-reset', i: query.get('i') ?? '', id: query.get('id') ?? '' },
    'passwordResetTitle',
    'passwordResetDescription',
  );
}
