import { cleanUpEmbeddedCheckout } from './adapters/embedded/checkout-api';
import { configFor } from './config/config';

/**
 * The cron trigger (wrangler.toml): expired sessions, used or expired reset links and
 * abandoned carts of the embedded Checkout API are removed, so storage does not grow
 * with every visitor who ever came by.
 */
export async function scheduledCleanUp(env: Env): Promise<void> {
  const removed = await cleanUpEmbeddedCheckout(configFor(env), env);
  if (removed) console.info(JSON.stringify({ event: 'scheduled_clean_up', ...removed }));
}
