import { boundedText, Received } from './received';

export interface LoggedEvent {
  source: string;
  message: unknown;
  metadata: unknown;
}

/**
 * Logflare's ingest API (`POST /logs?source=…` with `X-API-KEY`) for the shop's event log,
 * and Sentry's envelope endpoint (`POST /api/{project}/envelope/`) for its error reports,
 * keeping what they received.
 */
export function createObservabilityStandIns(keys: { logflareApiKey: string }) {
  const events = new Received<LoggedEvent>();
  const envelopes = new Received<unknown[]>();
  return {
    events,
    envelopes,
    async logs(request: Request): Promise<Response> {
      const url = new URL(request.url);
      if (request.method !== 'POST' || url.pathname !== '/logs')
        return Response.json({ message: 'Not found' }, { status: 404 });
      if (request.headers.get('x-api-key') !== keys.logflareApiKey)
        return Response.json({ message: 'Unauthorized: wrong X-API-KEY' }, { status: 401 });
      const source = url.searchParams.get('source');
      if (!source) return Response.json({ message: 'source is required' }, { status: 400 });
      const text = await boundedText(request);
      if (text === undefined)
        return Response.json({ message: 'Payload too large' }, { status: 413 });
      let body: { message?: unknown; metadata?: unknown };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        return Response.json({ message: 'The body must be JSON' }, { status: 400 });
      }
      events.add({ source, message: body.message, metadata: body.metadata });
      return Response.json({ message: 'Logged!' });
    },
    async monitoring(request: Request): Promise<Response> {
      if (
        request.method !== 'POST' ||
        !/^\/api\/\d+\/envelope\/?$/.test(new URL(request.url).pathname)
      )
        return Response.json({ detail: 'Not found' }, { status: 404 });
      const text = await boundedText(request);
      if (text === undefined)
        return Response.json({ detail: 'Envelope too large' }, { status: 413 });
      const lines = text.split('\n').filter((line) => line.trim());
      envelopes.add(
        lines.map((line) => {
          try {
            return JSON.parse(line) as unknown;
          } catch {
            return line.slice(0, 200);
          }
        }),
      );
      return Response.json({ id: crypto.randomUUID().replaceAll('-', '') });
    },
  };
}
