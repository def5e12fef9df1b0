import type { PaymentAction } from '../../src/contract/checkout-api/schemas';

/**
 * Carries out the payment action the Checkout API answered with: a redirect to the
 * provider, a form posted to it, or an order already complete (straight to the receipt).
 * The provider's own form markup is never run as script here (the page's CSP forbids
 * inline script): its form is rebuilt from the fields and submitted.
 */
export function followPaymentAction(
  action: PaymentAction,
  receiptHref: string,
  doc: Document = document,
): 'redirected' | 'failed' {
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
    if (!form) return 'failed';
    form.hidden = true;
    doc.body.appendChild(form);
    form.submit();
    return 'redirected';
  }
  return 'failed';
}

function providerForm(
  action: Extract<PaymentAction, { action: 'form' }>,
  doc: Document,
): HTMLFormElement | null {
  if (action.formUrl && action.formFields) {
    const form = doc.createElement('form');
    form.method = 'POST';
    form.action = action.formUrl;
    for (const [name, value] of Object.entries(action.formFields)) {
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
  const form = parsed.querySelector('form');
  return form ? (doc.importNode(form, true) as HTMLFormElement) : null;
}
