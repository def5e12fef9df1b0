/**
 * How long cached reads stay fresh, and how long after that a stale copy may still be
 * served (refreshed in the background, or instead of an error while a service is down).
 * Stock and prices move, so the catalogue is short; editors publish rarely, and every
 * publish purges, so content is long.
 */
export const FRESHNESS = {
  catalogue: { freshForSeconds: 60, staleForSeconds: 24 * 60 * 60 },
  content: { freshForSeconds: 10 * 60, staleForSeconds: 7 * 24 * 60 * 60 },
  page: { freshForSeconds: 60, staleForSeconds: 24 * 60 * 60 },
} as const;
