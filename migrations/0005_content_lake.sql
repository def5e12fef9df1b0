-- The embedded content lake: what editors write in the Studio, kept where `wrangler dev` keeps
-- the checkout's data (and D1 keeps it in a deployed demo). Seeded from the committed NDJSON
-- on first use; every change after that is a transaction.

-- Every document of a dataset as it stands now, drafts included.
CREATE TABLE lake_documents (
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  type TEXT NOT NULL,
  rev TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (dataset, id)
);

-- The transactions in the order they were committed. Sequence 0 is the seed. A writer claims
-- the next sequence number: two writers from the same state cannot both commit.
CREATE TABLE lake_transactions (
  dataset TEXT NOT NULL,
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  author TEXT NOT NULL,
  mutations TEXT NOT NULL,
  PRIMARY KEY (dataset, seq)
);

-- Each revision a transaction made of a document (body NULL: deleted), with the
-- document before it, for the listener's
-- events and the Studio's history.
CREATE TABLE lake_revisions (
  dataset TEXT NOT NULL,
  document_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  rev TEXT NOT NULL,
  previous_rev TEXT,
  previous_body TEXT,
  body TEXT,
  PRIMARY KEY (dataset, document_id, seq)
);
CREATE INDEX lake_revisions_by_seq ON lake_revisions (dataset, seq);

-- Uploaded asset files, served at the URLs their asset documents name.
CREATE TABLE lake_files (
  dataset TEXT NOT NULL,
  path TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  bytes BLOB NOT NULL,
  PRIMARY KEY (dataset, path)
);
