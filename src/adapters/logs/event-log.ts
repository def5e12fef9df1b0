import type { Config } from '../../config/config';
import { DEADLINES_MS } from '../deadline';
import { LocalSink } from '../local-sink';
import type { LogEvent } from '../../contract/log-event';

/** Events received while no Logflare source is configured. */
export const localEventLog = new LocalSink<LogEvent>('logflare');

/** Sends an event to Logflare, to the local sink in embedded mode, or to the worker's log. */
export async function recordEvent(
  config: Config,
  event: LogEvent,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  // Off (production without Logflare): the worker's own log keeps the event for the operator.
  if (config.services.logs === 'off') {
    console.info(JSON.stringify(event));
    return;
  }
  if (config.services.logs === 'embedded') {
    localEventLog.add(event);
    return;
  }
  const response = await fetcher(
    `${config.LOGFLARE_API_URL.replace(/\/$/, '')}/logs?source=${encodeURIComponent(config.LOGFLARE_SOURCE as string)}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-API-KEY': config.LOGFLARE_API_KEY as string,
      },
      body: JSON.stringify({ message: event.event, metadata: event.data }),
      signal: AbortSignal.timeout(DEADLINES_MS.eventLog),
    },
  );
  if (!response.ok) throw new Error(`Logflare answered ${response.status}`);
}
