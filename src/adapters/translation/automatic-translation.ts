import type { Config } from '../../config/config';
import { PUBLISH_WEBHOOK, publishedChangeOf } from '../../contract/content-webhook';
import { contentWriteClientFor, type LakeFetch } from '../content/content-write-client';
import type { WarningReport } from '../monitoring/error-reports';
import { translateAfterPublish } from './translation-workflow';
import { translatorFor } from './translator-for';

export interface AutomaticTranslationStart {
  config: Config;
  /** The publish webhook's body, parsed (its signature already checked). */
  body: unknown;
  /** The embedded lake's API in-process; undefined while Sanity is live. */
  lake: LakeFetch | undefined;
  monitoring: { error: (error: unknown) => void; warning: (warning: WarningReport) => void };
  waitUntil: (promise: Promise<unknown>) => void;
}

const warned = new WeakMap<Config, Set<string>>();

/** A configuration problem is reported once per isolate, not at every publish. */
function warnOnce(start: AutomaticTranslationStart, key: string, message: string) {
  const seen = warned.get(start.config) ?? new Set<string>();
  warned.set(start.config, seen);
  if (seen.has(key)) return;
  seen.add(key);
  start.monitoring.warning({ message, tags: { warning: 'automatic_translation' } });
}

const namesADocument = (body: unknown) =>
  typeof body === 'object' && body !== null && '_id' in body && '_type' in body;

/**
 * Starts the automatic translation a publish webhook asks for, after the webhook's answer
 * (`waitUntil`): the drafts are written through the content write client. A failure is
 * reported and changes nothing else; the purge has happened already.
 */
export function startAutomaticTranslation(start: AutomaticTranslationStart): void {
  const change = publishedChangeOf(start.body);
  if (!change) {
    if (namesADocument(start.body))
      warnOnce(
        start,
        'projection',
        `The Sanity webhook's body has no "before" and "after": published English texts are not translated automatically. Give the webhook the projection ${PUBLISH_WEBHOOK.projection} (README, Going live).`,
      );
    return;
  }
  const client = contentWriteClientFor(start.config, start.lake);
  if (!client) {
    warnOnce(
      start,
      'token',
      'SANITY_WRITE_TOKEN is not set: published English texts are not translated automatically.',
    );
    return;
  }
  const id = (change.after ?? change.before)?._id ?? 'a document';
  start.waitUntil(
    translateAfterPublish(client, change, translatorFor(start.config)).catch((error: unknown) =>
      start.monitoring.error(
        new Error(
          `The automatic translation after the publish of ${id} failed: ${(error as Error).message}`,
          { cause: error },
        ),
      ),
    ),
  );
}
