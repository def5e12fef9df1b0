import type { AssetManifest } from '../../src/contract/initial-state';
import type { PublicConfig } from '../../src/contract/public-config';
import { withoutResetSecrets } from '../../src/domain/urls/reset-secrets';
import type * as SentryScript from './sentry-errors';

/**
 * Browser error reporting: the Sentry SDK loads once the page is idle, outside
 * the page's critical JavaScript, sends every envelope through the same-origin tunnel
 * /api/monitoring, traces the configured share of page loads (0.2) and adds tracing headers
 * only to this origin's requests.
 */
export function startErrorReporting(
  monitoring: NonNullable<PublicConfig['monitoring']>,
  environment: string,
  scripts: AssetManifest['errorReporting'],
): void {
  const start = async () => {
    // Traces are sampled per page load: a sampled load gets the script with tracing (and
    // samples all of its spans), the others the lighter one with what error reports need.
    const traced = Math.random() < monitoring.tracesSampleRate;
    const sdk = (await import(traced ? scripts.traced : scripts.errors)) as typeof SentryScript;
    sdk.startSentry({
      dsn: monitoring.dsn,
      tunnel: '/api/monitoring',
      environment,
      tracesSampleRate: traced ? 1 : 0,
      tracePropagationTargets: [window.location.origin, /^\/(?!\/)/],
      // A password-reset link's secrets never leave the browser in a report.
      beforeSend: (event) => {
        if (event.request?.url) event.request.url = withoutResetSecrets(event.request.url);
        return event;
      },
      beforeBreadcrumb: (breadcrumb) => {
        const data = breadcrumb.data;
        if (data) {
          for (const key of ['url', 'from', 'to'])
            if (typeof data[key] === 'string') data[key] = withoutResetSecrets(data[key]);
        }
        return breadcrumb;
      },
    });
  };
  const later = () =>
    void start().catch((error: unknown) => console.warn('error reporting unavailable', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(later);
  else setTimeout(later, 1);
}
