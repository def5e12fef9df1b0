import { timingSafeEqual } from 'hono/utils/buffer';

/** Who may read the embedded services' inspection routes (reset links, subscribers, sinks). */
export interface InspectionPolicy {
  /** Open to anyone: development and tests. */
  open: boolean;
  /** In production: the bearer token that opens them; without one they stay closed. */
  token: string | undefined;
}

/** The policy a configuration sets: open outside production, else by the operator's token. */
export const inspectionPolicy = (config: {
  inspectionOpen: boolean;
  INSPECTION_TOKEN?: string | undefined;
}): InspectionPolicy => ({ open: config.inspectionOpen, token: config.INSPECTION_TOKEN });

/**
 * Whether a request may use the inspection routes: always where they are open, in
 * production only with `Authorization: Bearer <token>`, compared in constant time.
 */
export async function mayInspect(
  policy: InspectionPolicy,
  authorization: string | undefined,
): Promise<boolean> {
  if (policy.open) return true;
  if (!policy.token) return false;
  const match = /^Bearer\s+(\S+)$/i.exec((authorization ?? '').trim());
  return Boolean(match?.[1]) && (await timingSafeEqual(match![1]!, policy.token));
}
