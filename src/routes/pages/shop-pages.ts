import type { InitialState } from '../../contract/initial-state';
import type { AccountView, PageData } from '../../contract/page-data';
import type { DictionaryKey } from '../../i18n/dictionary';
import { pageState, pageTitle } from '../../render/page-state';
import type { PageContext } from './page-context';

const ACCOUNT_VIEWS: Record<string, AccountView> = {
  '/account': 'overview',
  '/account/sign-in': 'sign-in',
  '/account/register': 'register',
  '/account/forgot-password': 'forgot-password',
};

/** Return parameters are short provider fields; anything else is not passed on. */
const MAX_RETURN_FIELDS = 40;
const MAX_FIELD_LENGTH = 2000;

export function returnFieldsOf(entries: Iterable<[string, string]>): Record<string, string> {
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

// The shopper's own pages: the worker renders their frame; the selection, order and customer
// load in the browser with the shopper's token, so these pages hold nothing personal in HTML.

function shopState(
  context: PageContext,
  page: PageData,
  title: DictionaryKey,
  description: DictionaryKey,
) {
  const { input, t } = context;
  return pageState(input, page, {
    title: pageTitle(input, t(title)),
    description: t(description),
  });
}

export async function checkoutPage(context: PageContext): Promise<InitialState> {
  const query = context.url.searchParams;
  return shopState(
    context,
    { kind: 'checkout', failed: query.has('error') || query.has('failed') },
    'checkoutTitle',
    'checkoutDescription',
  );
}

/**
 * The payment provider's return: its fields come in the query or as a posted form, and the
 * browser hands them to the Checkout API's payment-result.
 */
export async function receiptPage(
  context: PageContext,
  posted?: Iterable<[string, string]>,
): Promise<InitialState> {
  return shopState(
    context,
    { kind: 'receipt', returnFields: returnFieldsOf(posted ?? context.url.searchParams) },
    'receiptTitle',
    'receiptDescription',
  );
}

export async function accountPage(context: PageContext): Promise<InitialState | undefined> {
  const view = ACCOUNT_VIEWS[context.request.pathWithoutLocale.replace(/\/+$/, '')];
  if (!view) return undefined;
  return shopState(context, { kind: 'account', view }, 'accountTitle', 'accountDescription');
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
