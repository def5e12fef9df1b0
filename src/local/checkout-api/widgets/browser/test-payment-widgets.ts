/**
 * The embedded Checkout API's test payment widgets, as a provider's script runs them in a
 * checkout page: Centra's snippet names a widget session, this script draws the widget into
 * the snippet's container and speaks Centra's DOM events with the page. The card widget (in
 * the style of Adyen Drop-In) takes a card and leaves the address to the page; the pay-later
 * widget (in the style of Klarna) takes the address itself, tells the page of each change
 * (`centra_checkout_callback`) and is suspended while the shop saves it. Built on its own by
 * scripts/build-client.ts and served by the stand-in's origin; never part of the shop's pages.
 */
import type { WidgetConfig } from './widget-config';

type Texts = WidgetConfig['texts'];
type AddressKey = 'email' | 'firstName' | 'lastName' | 'address1' | 'zipCode' | 'city';

const ADDRESS_FIELDS: readonly [AddressKey, keyof Texts, AutoFill][] = [
  ['email', 'email', 'email'],
  ['firstName', 'firstName', 'given-name'],
  ['lastName', 'lastName', 'family-name'],
  ['address1', 'street', 'address-line1'],
  ['zipCode', 'postcode', 'postal-code'],
  ['city', 'city', 'address-level2'],
];

const format = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const encoder = new TextEncoder();

async function sealOf(key: string, session: string, payload: string): Promise<string> {
  const hmac = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const bytes = new Uint8Array(
    await crypto.subtle.sign('HMAC', hmac, encoder.encode(`${session}.${payload}`)),
  );
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const base64url = (text: string) =>
  btoa(String.fromCharCode(...encoder.encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function randomToken(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuv';
  return Array.from(crypto.getRandomValues(new Uint8Array(26)), (byte) => alphabet[byte & 31]).join(
    '',
  );
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function expiryValid(value: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

/** A labelled input with its own message line, as the widget's fields show their errors. */
function field<T extends HTMLInputElement | HTMLSelectElement>(
  id: string,
  label: string,
  input: T,
) {
  input.id = id;
  const message = element('span', { id: `${id}-error`, className: 'test-widget-error' });
  input.setAttribute('aria-describedby', message.id);
  const wrapper = element(
    'div',
    { className: 'test-widget-field' },
    element('label', { htmlFor: id }, label),
    input,
    message,
  );
  return {
    wrapper,
    input,
    setError(text: string) {
      message.textContent = text;
      input.setAttribute('aria-invalid', text ? 'true' : 'false');
    },
  };
}

/** Posts the provider's return fields to the shop's return page, as Adyen's script does. */
function postTo(url: string, data: Record<string, string>) {
  const form = element('form', { method: 'POST', action: url, hidden: true });
  for (const [name, value] of Object.entries(data))
    form.append(element('input', { type: 'hidden', name, value }));
  document.body.append(form);
  form.submit();
}

interface ResponseDetail {
  error?: boolean;
  action?: { type?: string; url?: string; data?: Record<string, string> };
}

/**
 * Sends the payment callback and waits for the page's answer: the widget goes on to the
 * provider's return (or the page leaves for a verification step), or it is ready again.
 */
function sendPayment(detail: Record<string, unknown>, whenRefused: () => void) {
  document.addEventListener(
    'centra_checkout_payment_response',
    (event) => {
      const answer = ((event as CustomEvent).detail ?? {}) as ResponseDetail;
      const action = answer.action;
      if (!answer.error && action?.type === 'complete' && action.url) {
        postTo(action.url, action.data ?? {});
        return;
      }
      if (!answer.error && action?.type === 'redirect' && action.url) {
        window.location.assign(action.url);
        return;
      }
      whenRefused();
    },
    { once: true },
  );
  document.dispatchEvent(
    new CustomEvent('centra_checkout_payment_callback', { detail: { ...detail } }),
  );
}

function frame(config: WidgetConfig, title: string) {
  const status = element('p', { className: 'test-widget-status' });
  status.setAttribute('role', 'status');
  const root = element(
    'section',
    { className: 'test-widget', lang: config.language },
    element('h3', {}, title),
    element('p', { className: 'test-widget-notice' }, config.texts.testNotice),
  );
  root.setAttribute('aria-label', title);
  return { root, status };
}

function cardWidget(config: WidgetConfig, container: HTMLElement) {
  const { texts } = config;
  const { root, status } = frame(config, texts.cardTitle);
  const id = (name: string) => `test-card-${name}-${config.session}`;
  const input = (props: Partial<HTMLInputElement>) => element('input', props);
  const number = field(
    id('number'),
    texts.cardNumber,
    input({ inputMode: 'numeric', autocomplete: 'cc-number' }),
  );
  const expiry = field(
    id('expiry'),
    texts.expiry,
    input({ inputMode: 'numeric', autocomplete: 'cc-exp', placeholder: texts.expiryPlaceholder }),
  );
  const cvc = field(
    id('cvc'),
    texts.securityCode,
    input({ inputMode: 'numeric', autocomplete: 'cc-csc' }),
  );
  const holder = field(id('holder'), texts.nameOnCard, input({ autocomplete: 'cc-name' }));
  const cards = element(
    'ul',
    { className: 'test-widget-cards' },
    ...config.testCards.map((card) =>
      element(
        'li',
        {},
        format(texts[card.says], { number: card.number.replace(/(\d{4})/g, '$1 ').trim() }),
      ),
    ),
  );
  const pay = element('button', { type: 'button' }, format(texts.pay, { amount: config.amount }));
  root.append(number.wrapper, expiry.wrapper, cvc.wrapper, holder.wrapper, cards, pay, status);
  container.replaceChildren(root);

  const ready = (message = '') => {
    pay.disabled = false;
    pay.textContent = format(texts.pay, { amount: config.amount });
    status.textContent = message;
  };
  pay.addEventListener('click', () => {
    const digits = number.input.value.replace(/\s+/g, '');
    const checks: [ReturnType<typeof field<HTMLInputElement>>, string][] = [
      [number, luhnValid(digits) ? '' : texts.invalidCardNumber],
      [expiry, expiryValid(expiry.input.value.trim()) ? '' : texts.invalidExpiry],
      [cvc, /^\d{3,4}$/.test(cvc.input.value.trim()) ? '' : texts.invalidSecurityCode],
      [holder, holder.input.value.trim() ? '' : texts.required],
    ];
    for (const [checked, message] of checks) checked.setError(message);
    const invalid = checks.find(([, message]) => message);
    if (invalid) {
      invalid[0].input.focus();
      return;
    }
    pay.disabled = true;
    pay.textContent = texts.processing;
    status.textContent = '';
    const encryptedCard = base64url(
      JSON.stringify({
        number: digits,
        expiry: expiry.input.value.trim(),
        cvc: cvc.input.value.trim(),
        holderName: holder.input.value.trim(),
      }),
    );
    void sealOf(config.key, config.session, encryptedCard).then((seal) =>
      sendPayment(
        {
          paymentMethod: config.paymentMethod,
          paymentMethodSpecificFields: {
            type: 'scheme',
            paymentSession: config.session,
            encryptedCard,
            seal,
          },
          addressIncluded: false,
          responseEventRequired: true,
        },
        () => ready(texts.notCompleted),
      ),
    );
  });
}

function payLaterWidget(config: WidgetConfig, container: HTMLElement) {
  const { texts } = config;
  const { root, status } = frame(config, texts.payLaterTitle);
  const id = (name: string) => `test-pay-later-${name}-${config.session}`;
  const fields = ADDRESS_FIELDS.map(([key, label, autocomplete]) => {
    const input = element('input', {
      name: key,
      autocomplete,
      value: config.address[key] ?? '',
      type: key === 'email' ? 'email' : 'text',
    });
    return [key, field(id(key), texts[label], input)] as const;
  });
  const select = element(
    'select',
    { name: 'country', autocomplete: 'country' },
    ...config.countries.map(({ country, name }) =>
      element('option', { value: country, selected: country === config.country }, name),
    ),
  );
  const country = field(id('country'), texts.country, select);
  const buy = element('button', { type: 'button' }, format(texts.buy, { amount: config.amount }));
  root.append(...fields.map(([, entry]) => entry.wrapper), country.wrapper, buy, status);
  container.replaceChildren(root);

  const address = () => ({
    ...Object.fromEntries(fields.map(([key, entry]) => [key, entry.input.value.trim()])),
    country: select.value,
  });
  const controls = [...fields.map(([, entry]) => entry.input), select, buy];
  // Centra's checkout script: the page suspends the widget while it saves what the widget sent.
  window.CentraCheckout = {
    suspend() {
      for (const control of controls) control.disabled = true;
      status.textContent = texts.updating;
    },
    resume() {
      for (const control of controls) control.disabled = false;
      status.textContent = '';
    },
  };
  const changed = () => {
    const current = address();
    document.dispatchEvent(
      new CustomEvent('centra_checkout_callback', {
        detail: {
          address: current,
          shippingAddress: current,
          additionalFields: { suspendIgnore: {} },
        },
      }),
    );
  };
  // As Klarna's does: a new country changes the price, so the shop hears of it at once, with
  // what was typed so far (kept when the shop starts the widget again for the new total); the
  // rest of the address comes with the payment.
  select.addEventListener('change', changed);

  buy.addEventListener('click', () => {
    let first: HTMLInputElement | undefined;
    for (const [key, entry] of fields) {
      const value = entry.input.value.trim();
      const wrong = !value || (key === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));
      entry.setError(wrong ? texts.required : '');
      if (wrong) first ??= entry.input;
    }
    if (first) {
      first.focus();
      return;
    }
    buy.disabled = true;
    buy.textContent = texts.processing;
    status.textContent = '';
    const authorizationToken = randomToken();
    const current = address();
    void sealOf(config.key, config.session, authorizationToken).then((seal) =>
      sendPayment(
        {
          paymentMethod: config.paymentMethod,
          paymentMethodSpecificFields: {
            type: 'pay_later',
            paymentSession: config.session,
            authorizationToken,
            seal,
          },
          addressIncluded: true,
          billingAddress: current,
          shippingAddress: current,
          responseEventRequired: true,
        },
        () => {
          buy.disabled = false;
          buy.textContent = format(texts.buy, { amount: config.amount });
          status.textContent = texts.notCompleted;
        },
      ),
    );
  });
}

declare global {
  interface Window {
    TestPaymentWidgets?: { mount(session: string): void };
    CentraCheckout?: { suspend(): void; resume(ignore?: unknown): void };
  }
}

/** Draws the widget of a session whose container and configuration the page holds. */
function mount(session: string) {
  const container = document.getElementById(`test-widget-${session}`);
  const data = document.getElementById(`test-widget-config-${session}`);
  if (!container || !data || container.dataset.mounted) return;
  container.dataset.mounted = 'true';
  const config = JSON.parse(data.textContent ?? '{}') as WidgetConfig;
  if (config.kind === 'card-widget') cardWidget(config, container);
  else payLaterWidget(config, container);
}

window.TestPaymentWidgets = { mount };
const current = document.currentScript?.dataset.widget;
if (current) mount(current);
