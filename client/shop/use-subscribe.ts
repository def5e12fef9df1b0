import { useState, type FormEvent } from 'react';
import { validateEmail } from '../../src/domain/validation';
import type { Word } from '../i18n/i18n-context';
import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';

export type SubscribeStatus<Failure extends string> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'error'; message: Word | Failure };

/**
 * An email sign-up to the Checkout API's newsletter subscription: the newsletter itself, or
 * updates on one product (a stock notification). A valid email first, and the accepted terms
 * where the form asks for them; what went wrong is said with the form's own message.
 */
export function useSubscribe<Failure extends string>(options: {
  checkoutBase: string;
  language: string;
  /** Sign up for news of this product only (a stock notification). */
  product?: string;
  /** The form's terms checkbox, when it has one: unchecked, nothing is sent. */
  terms?: string;
  failure: Failure;
}) {
  const [status, setStatus] = useState<SubscribeStatus<Failure>>({ kind: 'idle' });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = validateEmail(String(form.get('email') ?? ''));
    if (!email.ok) return setStatus({ kind: 'error', message: email.problem });
    if (options.terms && form.get(options.terms) !== 'on')
      return setStatus({ kind: 'error', message: 'termsRequired' });
    setStatus({ kind: 'sending' });
    try {
      // The Checkout API client (and zod) load only when someone signs up: not on every page.
      const { browserCheckoutClient } = await import('../api/checkout-client');
      await browserCheckoutClient(options.checkoutBase).subscribe(email.email, {
        language: options.language,
        ...(options.product ? { product: options.product } : {}),
      });
      setStatus({ kind: 'done' });
    } catch (error) {
      const limited = error instanceof CheckoutApiError && error.status === 429;
      setStatus({ kind: 'error', message: limited ? 'tooManyAttempts' : options.failure });
    }
  };
  return { status, onSubmit };
}
