/** A call the stand-ins logged (src/services/request-log.ts). */
export interface ServiceCall {
  service: string;
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
}

/**
 * The round trips a page waited for one after another: the longest chain of calls in which
 * each began only after the one before it had answered. Calls that overlap count once, as the
 * page waited for them together.
 */
export function sequentialRoundTrips(calls: readonly ServiceCall[]): number {
  const byStart = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  const chain: number[] = [];
  for (const [index, call] of byStart.entries()) {
    let longest = 0;
    for (let before = 0; before < index; before++)
      if (byStart[before]!.endedAt <= call.startedAt) longest = Math.max(longest, chain[before]!);
    chain.push(longest + 1);
  }
  return Math.max(0, ...chain);
}

/** The services a page reads from; logs and error reports are sent without being waited for. */
const READ_SERVICES = new Set(['checkout', 'content', 'search']);

/**
 * The calls a page may have waited for: its reads that began before its first byte left (a
 * page is built from its reads before it answers; what starts later, a cache write-back or a
 * refresh, is not its wait).
 */
export function readsBeforeFirstByte(
  calls: readonly ServiceCall[],
  firstByteAt: number,
): ServiceCall[] {
  return calls.filter((call) => READ_SERVICES.has(call.service) && call.startedAt <= firstByteAt);
}
