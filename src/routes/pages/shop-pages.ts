import type { InitialState } from '../../contract/initial-state';
import type { AccountView, PageData } from '../../contract/page-data';
import { pageState, type PageStateInput } from '../../render/page-state';

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

/**
 * The shopper's own pages: checkout, receipt, account and password reset. The worker
 * renders their frame; the selection, order and customer load in the browser with the
 * shopper's token, so these pages are never cached and hold nothing personal in HTML.
 */
export function shopPage(
  input: PageStateInput,
  path: string,
  returnFields: Record<string, string>,
  query: (name: string) => string | undefined,
): InitialState | undefined {
  const shop = input.config.shopName;
  const state = (page: PageData, title: string, description: string) =>
    pageState(input, page, { title: `${title} | ${shop}`, description });
  if (path === '/checkout') {
    return state(
      { kind: 'checkout', failed: query('error') !== undefined || query('failed') !== undefined },
      'Checkout',
      'Delivery, payment and your order summary.',
    );
  }
  if (path === '/receipt') {
    return state({ kind: 'receipt', returnFields }, 'Thank you for your order', 'Your receipt.');
  }
  const view = ACCOUNT_VIEWS[path];
  if (view) {
    return state({ kind: 'account', view }, 'Your account', 'Orders, details and password.');
  }
  if (path === '/password-reset') {
    return state(
      { kind: 'password-reset', i: query('i') ?? '', id: query('id') ?? '' },
      'Choose a new password',
      'Set a new password for your account.',
    );
  }
  return undefined;
}
