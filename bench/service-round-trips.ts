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
