/**
 * Checkout changes (country, delivery, payment method) go out one after another, so their
 * answers cannot arrive out of order and the last choice is the one the selection keeps.
 * `busy` is true while any change is on its way; a failed change is reported and the
 * queue goes on with the next one.
 */
export function createUpdateQueue(events: {
  onBusy: (busy: boolean) => void;
  onError: (error: unknown) => void;
}) {
  let pending: Promise<void> = Promise.resolve();
  let queued = 0;
  return {
    run(work: () => Promise<unknown>): Promise<void> {
      queued += 1;
      events.onBusy(true);
      const previous = pending;
      pending = (async () => {
        await previous;
        try {
          await work();
        } catch (error) {
          events.onError(error);
        } finally {
          queued -= 1;
          if (queued === 0) events.onBusy(false);
        }
      })();
      return pending;
    },
    /** Resolves once every change queued so far is done: an order waits for the latest choice. */
    settled(): Promise<void> {
      return pending;
    },
  };
}
