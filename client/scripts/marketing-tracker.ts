import type { PublicConfig } from '../../src/contract/public-config';
import { waitForGlobal } from './wait-for-global';

/**
 * The marketing script's command queue: Klaviyo's onsite object, which takes commands such as
 * `['track', 'Placed Order', properties]`. It exists only once the script has loaded.
 */
export const MARKETING_GLOBAL = 'klaviyo';

interface CommandQueue {
  push(command: unknown[]): unknown;
}

/**
 * Tells the marketing tracker about an event once its script has loaded (it loads after the
 * age confirmation, in its own time). Nothing happens when no marketing script is configured;
 * a tracker that never appears is only warned about.
 */
export function trackMarketing(
  scripts: PublicConfig['scripts'],
  event: string,
  properties: Record<string, unknown>,
): Promise<void> {
  if (!scripts.marketing) return Promise.resolve();
  return waitForGlobal<CommandQueue>(MARKETING_GLOBAL)
    .then((tracker) => void tracker.push(['track', event, properties]))
    .catch((error: unknown) => console.warn('marketing tracker unavailable', error));
}
