import { CheckoutApiError } from '../../src/contract/checkout-api/checkout-api-error';
import type { KeyIn } from '../../src/i18n/dictionary';

/** The words every page has (the cart is on every page): what a cart action may say. */
export type CartActionWord = KeyIn<'shell'>;

/** What one action says when it is done, and when it fails (`generic` unless it names one). */
export interface CartActionWords {
  done?: CartActionWord;
  failed?: CartActionWord;
}

/**
 * What a failed cart action tells the shopper: past the abuse limit, to wait; anything else,
 * refused by the Checkout API or never answered (offline, the shop's code not downloaded),
 * the action's own failure.
 */
function failureWordOf(error: unknown, failed: CartActionWord): CartActionWord {
  return error instanceof CheckoutApiError && error.status === 429 ? 'tooManyAttempts' : failed;
}

/** Where a runner reports: the control's busy state, its failure (null: cleared), its success. */
export interface CartActionEvents {
  busy(busy: boolean): void;
  failed(word: CartActionWord | null): void;
  done(word: CartActionWord): void;
}

/**
 * Runs one control's cart actions: busy while any of them is on its way, the last failure
 * cleared when the next starts, every error caught and told, never thrown on. `run` resolves
 * to the action's value, or to undefined when it failed.
 *
 * @example
 * const run = createCartActionRunner(shop, { busy, failed, done });
 * const added = await run((actions) => actions.addVoucher(code));
 */
export function createCartActionRunner<S>(shop: () => Promise<S>, events: CartActionEvents) {
  let running = 0;
  return async function run<T>(
    action: (shop: S) => Promise<T>,
    words: CartActionWords = {},
  ): Promise<T | undefined> {
    running += 1;
    events.busy(true);
    events.failed(null);
    try {
      const value = await action(await shop());
      if (words.done) events.done(words.done);
      return value;
    } catch (error) {
      // A refusal is the Checkout API's answer; anything else is worth a look in the console.
      if (!(error instanceof CheckoutApiError)) console.warn('a cart action failed', error);
      events.failed(failureWordOf(error, words.failed ?? 'generic'));
      return undefined;
    } finally {
      running -= 1;
      if (running === 0) events.busy(false);
    }
  };
}

export type CartActionRun<S> = ReturnType<typeof createCartActionRunner<S>>;
