import { applyPatch } from 'mendoza';

/** Applies a listener event's mendoza effects as the Studio does. */
export const mendozaApply = (document: unknown, patch: unknown[]) => applyPatch(document, patch);
