import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { BadRequest } from '../../http/bad-request';
import { bodyWithin } from '../../http/json-body';

const MAX_BYTES = 16 * 1024;
const text = z.string().max(2000).optional();

/** The older `report-uri` form: one violation under "csp-report", in kebab case. */
const legacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
  }),
});

/** The Reporting API's form: a batch of reports of several types (never an empty one). */
const reportingBatch = z
  .array(
    z.looseObject({
      type: z.string().max(64),
      body: z
        .looseObject({
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
        })
        .optional(),
    }),
  )
  .min(1)
  .max(50);

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Only where a URL points, never its query: page addresses may carry reset secrets. */
function withoutQuery(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol : `${url.origin}${url.pathname}`;
  } catch {
    // 'inline', 'eval', 'data' and the like are keywords, not URLs.
    return value.slice(0, 64);
  }
}

function violationsOf(body: unknown): Violation[] {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
        blocked: withoutQuery(report['blocked-uri']),
        page: withoutQuery(report['document-uri']),
      },
    ];
  }
  const batch = reportingBatch.safeParse(body);
  if (batch.success) {
    return batch.data
      .filter((report) => report.type === 'csp-violation' && report.body)
      .map(({ body: report }) => ({
        directive: report?.effectiveDirective ?? '',
        blocked: withoutQuery(report?.blockedURL),
        page: withoutQuery(report?.documentURL),
      }));
  }
  throw new BadRequest(
    400,
    'Expected a CSP violation report (csp-report or a Reporting API batch)',
  );
}

/**
 * POST /api/csp-report: what the page's Content Security Policy blocked, written to the
 * worker's log for the operator (a live service the policy lacks shows up here first).
 * Browsers send these without the page's CSRF echo, so nothing here changes state.
 */
export const cspReportRoute = new Hono<AppEnv>().post('/', bodyWithin(MAX_BYTES), async (c) => {
  let body: unknown;
  try {
    // Read as bytes: the report's content types are JSON, which workerd does not call text.
    body = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
  } catch {
    throw new BadRequest(400, 'The report is not valid JSON');
  }
  for (const violation of violationsOf(body)) {
    console.warn(JSON.stringify({ event: 'csp_violation', ...violation }));
  }
  return c.body(null, 204);
});
