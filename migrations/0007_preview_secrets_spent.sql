-- The preview secrets of the Studio's Presentation tool that have opened draft mode, by their
-- SHA-256: a secret opens it once (src/adapters/content/preview-url-secret.ts).
CREATE TABLE preview_secrets_spent (
  secret_hash TEXT PRIMARY KEY,
  spent_at INTEGER NOT NULL
);
CREATE INDEX preview_secrets_spent_by_age ON preview_secrets_spent (spent_at);
