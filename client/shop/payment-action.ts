import type { PaymentAction } from '../../src/contract/checkout-api/schemas';

type FormAction = Extract<PaymentAction, { action: 'form' }>;

/**
 * Carries out the payment action the Checkout API answered with: a redirect to the
 * provider, a form posted to it, or an order already complete (straight to the receipt).
 * A `form` that is a provider's widget (a snippet with no form to post) is the page's to
 * mount (`widget`). The provider's own form markup is never run as script here: its form is
 * rebuilt from the fields and submitted.
 */
export function followPaymentAction(
  action: PaymentAction,
  receiptHref: string,
  doc: Document = document,
): 'redirected' | 'widget' | 'failed' {
  const location = doc.defaultView?.location;
  if (action.action === 'redirect') {
    location?.assign(action.url);
    return 'redirected';
  }
  if (action.action === 'success') {
    location?.assign(receiptHref);
    return 'redirected';
  }
  if (action.action === 'form') {
    const form = providerForm(action, doc);
    if (!form) return isWidgetSnippet(action) ? 'widget' : 'failed';
    form.hidden = true;
    doc.body.appendChild(form);
    form.submit();
    return 'redirected';
  }
  return 'failed';
}

/** A snippet with markup to show (a container, a script): a widget, not a form to post. */
const isWidgetSnippet = (action: FormAction) => /<(?:div|script|iframe)\b/i.test(action.formHtml);

const stringFields = (fields: Record<string, unknown> | undefined) =>
  fields && Object.values(fields).every((value) => typeof value === 'string')
    ? (fields as Record<string, string>)
    : null;

function providerForm(action: FormAction, doc: Document): HTMLFormElement | null {
  const fields = stringFields(action.formFields);
  if (action.formUrl && fields) {
    const form = doc.createElement('form');
    form.method = 'POST';
    form.action = action.formUrl;
    for (const [name, value] of Object.entries(fields)) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.appendChild(input);
    }
    return form;
  }
  // Parsed, never executed: only the form element and its inputs are taken.
  const parsed = new DOMParser().parseFromString(action.formHtml, 'text/html');
  const form = parsed.querySelector('form[action]');
  return form ? (doc.importNode(form, true) as HTMLFormElement) : null;
}
