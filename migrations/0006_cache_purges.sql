-- The purge log of the read and page caches (docs/cache-freshness.md). Each purge takes the
-- next number of one sequence: D1 commits writes one after another, so whoever has read up to
-- a number has read every purge before it, whatever any machine's clock says. AUTOINCREMENT:
-- a number is never handed out twice, even after the oldest rows are deleted.
CREATE TABLE cache_purges (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  scope TEXT NOT NULL CHECK (scope IN ('content', 'catalogue')),
  -- The tags it purges, a JSON array; NULL purges everything in its scope.
  tags TEXT,
  -- Only for deleting the rows nothing can need any more (docs/cache-freshness.md).
  recorded_at INTEGER NOT NULL
);
CREATE INDEX cache_purges_by_age ON cache_purges (recorded_at);
