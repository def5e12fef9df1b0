import type { WidgetConfig } from './browser/widget-config';
import { countryName } from '../../../domain/markets';
import { SHIPPABLE_COUNTRIES } from '../fixtures/countries';
import { escapeHtml } from '../http/markup';
import { newToken } from '../http/token';
import { TEST_CARDS } from './widget-fields';
import { widgetKey } from './widget-seal';
import { widgetTexts } from './widget-texts';

/** Where the stand-in's origin serves the widgets' script (built by scripts/build-client.ts). */
const WIDGET_SCRIPT_PATH = '/stand-ins/test-payment-widgets.js';

const ADDRESS_KEYS = ['email', 'firstName', 'lastName', 'address1', 'zipCode', 'city'] as const;

/** JSON inside a `<script>` element: nothing in it may close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

interface Initiation {
  kind: WidgetConfig['kind'];
  paymentMethod: string;
  selectionId: number;
  tenantSecret: string;
  /** The stand-in's origin, which serves the widget's script. */
  origin: string;
  amount: string;
  language: string;
  country: string;
  address: Record<string, unknown>;
}

/**
 * `POST payment` with `paymentInitiateOnly`: Centra's `form` action whose HTML starts the
 * widget, shaped as Centra's Adyen Drop-In snippet is: the widget's container, its data as a
 * JSON block (never run), and a small script that loads the provider's script once (or mounts
 * with the one already loaded, when the page initiates again).
 */
export async function widgetInitiation(initiation: Initiation) {
  const session = newToken();
  const config: WidgetConfig = {
    kind: initiation.kind,
    session,
    key: await widgetKey(initiation.tenantSecret, session, initiation.selectionId),
    paymentMethod: initiation.paymentMethod,
    amount: initiation.amount,
    language: initiation.language,
    country: initiation.country,
    texts: widgetTexts(initiation.language),
    testCards: [
      { number: TEST_CARDS.authorised, says: 'cardSucceeds' },
      { number: TEST_CARDS.challenge, says: 'cardNeedsVerification' },
      { number: TEST_CARDS.refused, says: 'cardDeclined' },
    ],
    address: Object.fromEntries(
      ADDRESS_KEYS.flatMap((key) => {
        const value = initiation.address[key];
        return typeof value === 'string' && value ? [[key, value]] : [];
      }),
    ),
    countries: SHIPPABLE_COUNTRIES.map(({ country }) => ({
      country,
      name: countryName(initiation.language, country),
    })).sort((a, b) => a.name.localeCompare(b.name, initiation.language)),
  };
  const script = `${initiation.origin}${WIDGET_SCRIPT_PATH}`;
  const loader =
    `(function(){var id=${JSON.stringify(session)};` +
    `if(window.TestPaymentWidgets){window.TestPaymentWidgets.mount(id);return;}` +
    `var s=document.createElement('script');s.src=${JSON.stringify(script)};s.async=true;` +
    `s.setAttribute('data-widget',id);document.head.appendChild(s);})();`;
  return {
    action: 'form',
    formType: initiation.kind === 'card-widget' ? 'test-card-widget' : 'test-pay-later-widget',
    formFields: { paymentSession: session, paymentMethod: initiation.paymentMethod },
    formHtml:
      `<div id="test-widget-${escapeHtml(session)}" class="test-payment-widget"></div>` +
      `<script type="application/json" id="test-widget-config-${escapeHtml(session)}">${scriptJson(config)}</script>` +
      `<script>${loader.replace(/</g, '\\u003c')}</script>`,
  };
}
