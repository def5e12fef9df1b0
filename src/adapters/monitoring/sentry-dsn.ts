export interface SentryDsn {
  protocol: string;
  publicKey: string;
  host: string;
  projectId: string;
}

/** `https://<key>@<host>/<project>`, or undefined when it is not a DSN. */
export function parseDsn(dsn: string | undefined): SentryDsn | undefined {
  if (!dsn) return undefined;
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.replace(/^\/+|\/+$/g, '');
    if (!url.username || !/^\d+$/.test(projectId)) return undefined;
    return {
      protocol: url.protocol.replace(':', ''),
      publicKey: url.username,
      host: url.host,
      projectId,
    };
  } catch {
    return undefined;
  }
}

/** Where Sentry takes envelopes for a project. */
export const envelopeUrl = (dsn: SentryDsn) =>
  `${dsn.protocol}://${dsn.host}/api/${dsn.projectId}/envelope/`;

export const sameProject = (a: SentryDsn, b: SentryDsn) =>
  a.host === b.host && a.projectId === b.projectId && a.publicKey === b.publicKey;
