import { useEffect, useRef, useState } from 'react';
import type { PaymentAction } from '../../../src/contract/checkout-api/schemas';
import { mountSnippet } from '../../shop/payment-widget/mount-snippet';
import {
  listenToWidgets,
  type CheckoutCallback,
  type PaymentCallback,
} from '../../shop/payment-widget/widget-events';

interface PaymentWidgetProps {
  /**
   * What the widget is started for (method, country, cart, total): when it changes, the widget
   * is initiated again, as Centra asks (another `POST payment`).
   */
  initiationKey: string;
  initiate: () => Promise<PaymentAction>;
  /** The widget has the shopper's payment (`centra_checkout_payment_callback`). */
  onPayment: (callback: PaymentCallback) => Promise<void>;
  /** The widget changed the address it owns (`centra_checkout_callback`). */
  onAddressChange: (callback: CheckoutCallback) => Promise<void>;
  loadingText: string;
  failedText: string;
}

/** How the widget for an initiation key came out; another key is still loading. */
interface Started {
  key: string;
  failed: boolean;
}

/**
 * A payment provider's inline widget (Adyen Drop-In, Klarna), run by Centra's protocol: started
 * with `paymentInitiateOnly` as soon as its method is chosen, its snippet mounted under the
 * page's policy, its events passed to the page, and started again when what it was started
 * for changes. One payment at a time: a callback while one is on its way is not sent again.
 */
export function PaymentWidget(props: PaymentWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState<Started>();
  const { initiationKey } = props;
  // The latest handlers, for listeners registered once.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    let current = true;
    let unmount: (() => void) | undefined;
    latest.current
      .initiate()
      .then((action) => {
        if (!current || !container.current) return;
        if (action.action !== 'form') throw new Error(`a widget cannot start as ${action.action}`);
        unmount = mountSnippet(container.current, action.formHtml);
        setStarted({ key: initiationKey, failed: false });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.warn('payment widget failed to start', error);
        setStarted({ key: initiationKey, failed: true });
      });
    return () => {
      current = false;
      unmount?.();
    };
  }, [initiationKey]);

  useEffect(
    () =>
      listenToWidgets({
        onPayment: (callback) => latest.current.onPayment(callback),
        onAddressChange: (callback) => latest.current.onAddressChange(callback),
      }),
    [],
  );

  const loading = started?.key !== initiationKey;
  return (
    <div className="payment-widget" aria-busy={loading}>
      {loading && <p role="status">{props.loadingText}</p>}
      {!loading && started.failed && <p role="alert">{props.failedText}</p>}
      <div ref={container} />
    </div>
  );
}
