-- A password-reset link holds its secret: only the secret's hash is stored; the link itself
-- is handed to the mail (the embedded tenant keeps it in memory for its inspection route).
ALTER TABLE password_resets DROP COLUMN link;
