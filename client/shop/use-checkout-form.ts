import type { Word } from '../i18n/i18n-context';
import { useRef, useState } from 'react';
import { validateCheckout, type CheckoutValues } from './checkout-validation';

const EMPTY: CheckoutValues = {
  email: '',
  firstName: '',
  lastName: '',
  address1: '',
  zipCode: '',
  city: '',
  phoneNumber: '',
  country: '',
  terms: false,
  adult: false,
};

export type CheckoutErrors = ReturnType<typeof validateCheckout>;

/**
 * The checkout form's values and its shown errors. Errors show on 'Place order'; once they
 * show, each goes away as soon as its field is right.
 */
export function useCheckoutForm(
  labelOf: (key: Word<'customer' | 'checkout'>) => string,
  /** What the session already knows, filled in from the first render (the server's too). */
  known: Partial<CheckoutValues> = {},
) {
  const [values, setValues] = useState<CheckoutValues>(() => ({ ...EMPTY, ...known }));
  // The values as the last change left them: React replays every field typed before the page
  // hydrated as one change after another in one batch, before this render's values catch up.
  const latest = useRef(values);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  return {
    values,
    errors,
    set<K extends keyof CheckoutValues>(name: K, value: CheckoutValues[K], country: string) {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      setErrors((shown) => {
        if (Object.keys(shown).length === 0) return shown;
        const now = validateCheckout({ ...next, country }, labelOf);
        return Object.fromEntries(
          Object.entries(now).filter(([field]) => field in shown),
        ) as CheckoutErrors;
      });
    },
    /** Fills what the shopper has not typed yet (a returning or signed-in shopper's details). */
    prefill(known: Partial<CheckoutValues>) {
      const merged = { ...latest.current };
      for (const [name, value] of Object.entries(known) as [keyof CheckoutValues, never][]) {
        if (value && !merged[name]) merged[name] = value;
      }
      latest.current = merged;
      setValues(merged);
    },
    /** The values as the last change left them (a handler may run before the next render). */
    current: () => latest.current,
    /**
     * Shows every problem (of the named fields only, when a payment widget collects the
     * others); none found: the order can be placed.
     */
    validate(country: string, only?: readonly (keyof CheckoutValues)[]): CheckoutErrors {
      const all = validateCheckout({ ...latest.current, country }, labelOf);
      const found = only
        ? (Object.fromEntries(
            Object.entries(all).filter(([field]) => only.includes(field as keyof CheckoutValues)),
          ) as CheckoutErrors)
        : all;
      setErrors(found);
      return found;
    },
  };
}
