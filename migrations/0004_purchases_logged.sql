-- The orders whose purchase event the worker has written: the event goes out once per order,
-- however often its return page is loaded, from however many places at once.
CREATE TABLE purchases_logged (
  order_number TEXT PRIMARY KEY,
  logged_at TEXT NOT NULL
);
