import type { WarningReport } from '../monitoring/error-reports';
import type { UnreadableContent } from './content-service';

/**
 * The warning for a part of a document the shop left out: it names the document and where in
 * it, so an editor can open it in the studio and fix it. What a preview left out is told
 * apart: a draft is often unfinished.
 */
export function unreadableContentWarning(part: UnreadableContent, preview: boolean): WarningReport {
  const where = `${part.document ?? `(a ${part.read} read)`}${part.path ? ` at ${part.path}` : ''}`;
  return {
    message: `Content left out, it cannot be read: ${where}: ${part.problems.join('; ')}`,
    tags: {
      warning: 'unreadable_content',
      read: part.read,
      language: part.language,
      ...(preview ? { perspective: 'drafts' } : {}),
    },
    extra: { document: part.document ?? null, path: part.path, problems: part.problems },
  };
}
