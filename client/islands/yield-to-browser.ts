interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input before the next piece of
 * start-up work: the entry's evaluation, each island's hydration and the rest then run as
 * separate short tasks instead of one long one that blocks the page. `scheduler.yield`
 * keeps this work ahead of other queued tasks where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
