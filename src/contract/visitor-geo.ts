/**
 * GET /api/geo's answer: the visitor's country as the edge saw it (ISO code) and whether the
 * shop ships there, each null when unknown. The worker answers it and the browser reads it (and
 * keeps it for the tab's session), so both sides use this one shape.
 */
export interface VisitorGeo {
  country: string | null;
  shipsHere: boolean | null;
}

/**
 * Checks an answer read back (from the network or session storage). Written by hand: every
 * page reads it at start, and no schema library is in the code every page loads.
 */
export function isVisitorGeo(value: unknown): value is VisitorGeo {
  if (typeof value !== 'object' || value === null) return false;
  const { country, shipsHere } = value as Record<string, unknown>;
  return (
    (country === null || (typeof country === 'string' && /^[A-Z]{2}$/.test(country))) &&
    (shipsHere === null || typeof shipsHere === 'boolean')
  );
}
