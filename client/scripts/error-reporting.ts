import type { PublicConfig } from '../../src/contract/public-config';
import { withoutResetSecrets } from '../../src/domain/urls';

/**
 * Browser error reporting: the Sentry SDK loads once the page is idle, outside
 * the page's critical JavaScript, sends every envelope through the same-origin tunnel
 * /api/monitoring, samples traces at the configured rate (0.2) and adds tracing headers
 * only to this origin's requests.
 */
export function startErrorReporting(
  monitoring: NonNullable<PublicConfig['monitoring']>,
  environment: string,
): void {
  const start = async () => {
    const Sentry = await import('@sentry/browser');
    Sentry.init({
      dsn: monitoring.dsn,
      tunnel: '/api/monitoring',
      environment,
      tracesSampleRate: monitoring.tracesSampleRate,
      tracePropagationTargets: [window.location.origin, /^\/(?!\/)/],
      integrations: [Sentry.browserTracingIntegration()],
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
