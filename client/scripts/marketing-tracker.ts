import type { PublicConfig } from '../../src/contract/public-config';
import { marketingAllowed } from '../state/consent';
import { sessionUserId } from '../state/user-id';
import { waitForGlobal } from './wait-for-global';

/**
 * The marketing script's command queue: Klaviyo's onsite object, which takes commands such as
 * `['track', 'Placed Order', properties]`. It exists only once the script has loaded.
 */
const MARKETING_GLOBAL = 'klaviyo';

interface CommandQueue {
  push(command: unknown[]): unknown;
}

/**
 * Tells the marketing tracker about an event once its script has loaded (it loads after the
 * age confirmation and with marketing consent, in its own time). Nothing happens without that
 * consent or when no marketing script is configured; every event carries the session's user id;
 * a tracker that never appears is only warned about.
 */
export function trackMarketing(
  scripts: PublicConfig['scripts'],
  event: string,
  properties: Record<string, unknown>,
): Promise<void> {
  // Without marketing consent its script never loads, and nothing is told to it.
  if (!scripts.marketing || !marketingAllowed()) return Promise.resolve();
  const withUser = { ...properties, user_id: sessionUserId() };
  return waitForGlobal<CommandQueue>(MARKETING_GLOBAL)
    .then((tracker) => void tracker.push(['track', event, withUser]))
    .catch((error: unknown) => console.warn('marketing tracker unavailable', error));
}
