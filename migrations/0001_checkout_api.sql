-- Storage of the embedded Centra Checkout API (src/local/checkout-api).
-- The catalogue tables are filled by the emulator's seeder from the deterministic
-- generator; everything a shopper changes lives in the session tables below.

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Catalogue ---------------------------------------------------------------

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  uri TEXT NOT NULL UNIQUE,
  meta_title TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  meta_keywords TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories (id),
  name TEXT NOT NULL, -- JSON array: the path of names, root first
  uri TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL,
  meta_title TEXT NOT NULL,
  meta_description TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY, -- Centra display item id
  uri TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  brand_id INTEGER NOT NULL REFERENCES brands (id),
  family_id INTEGER NOT NULL, -- the single can's id; its N-packs share it
  flavour TEXT NOT NULL,
  strength TEXT NOT NULL,
  format TEXT NOT NULL,
  popularity INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  preorder INTEGER NOT NULL CHECK (preorder IN (0, 1)),
  markets TEXT NOT NULL, -- JSON array of market ids
  category_ids TEXT NOT NULL, -- JSON array, admin order
  search_text TEXT NOT NULL, -- lower-case words a search matches
  document TEXT NOT NULL -- JSON: the seed product
);
CREATE INDEX products_family ON products (family_id);

CREATE TABLE product_prices (
  product_id INTEGER NOT NULL REFERENCES products (id),
  pricelist INTEGER NOT NULL,
  price REAL NOT NULL,
  price_before_discount REAL NOT NULL,
  PRIMARY KEY (product_id, pricelist)
) WITHOUT ROWID;

-- Physical stock. N-pack items draw `units` each from their single can's row; the
-- CHECK makes a checkout batch that would oversell fail and roll back as a whole.
CREATE TABLE stock (
  item TEXT PRIMARY KEY,
  quantity INTEGER NOT NULL CHECK (quantity >= 0)
) WITHOUT ROWID;

CREATE TABLE items (
  item TEXT PRIMARY KEY, -- "{product}-{size}"
  product_id INTEGER NOT NULL REFERENCES products (id),
  size_id TEXT NOT NULL,
  stock_item TEXT NOT NULL REFERENCES stock (item),
  units INTEGER NOT NULL CHECK (units > 0)
) WITHOUT ROWID;
CREATE INDEX items_product ON items (product_id);

CREATE TABLE vouchers (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount', 'free_shipping')),
  percent REAL,
  amounts TEXT, -- JSON: currency -> amount off, for kind = 'amount'
  description TEXT NOT NULL,
  expires_at TEXT -- ISO date; NULL never expires
) WITHOUT ROWID;

-- Sessions, selections and customers ---------------------------------------

CREATE TABLE customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  password_iterations INTEGER NOT NULL,
  details TEXT NOT NULL, -- JSON: names, address, phone, language, country, newsletter
  selection_id INTEGER, -- the saved cart, merged into the session's cart on login
  created_at TEXT NOT NULL
);

CREATE TABLE selections (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_method TEXT,
  shipping_method TEXT,
  address TEXT NOT NULL DEFAULT '{}',
  shipping_address TEXT NOT NULL DEFAULT '{}',
  terms_accepted INTEGER NOT NULL DEFAULT 0,
  additional_notes TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);

CREATE TABLE selection_lines (
  line TEXT PRIMARY KEY,
  selection_id INTEGER NOT NULL REFERENCES selections (id) ON DELETE CASCADE,
  item TEXT NOT NULL REFERENCES items (item),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  comment TEXT NOT NULL DEFAULT '',
  product_url TEXT,
  category TEXT,
  position INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX selection_lines_selection ON selection_lines (selection_id, position);
-- The same item with the same comment is one line whose quantity grows.
CREATE UNIQUE INDEX selection_lines_item ON selection_lines (selection_id, item, comment);

CREATE TABLE selection_vouchers (
  selection_id INTEGER NOT NULL REFERENCES selections (id) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE REFERENCES vouchers (code),
  position INTEGER NOT NULL,
  PRIMARY KEY (selection_id, code)
) WITHOUT ROWID;

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  selection_id INTEGER REFERENCES selections (id),
  customer_id INTEGER REFERENCES customers (id),
  country TEXT, -- NULL when the country is unknown
  state TEXT,
  language TEXT NOT NULL,
  pricelist INTEGER NOT NULL,
  market INTEGER NOT NULL,
  last_order_id INTEGER,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;

-- Payments and orders -------------------------------------------------------

CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  selection_id INTEGER NOT NULL,
  method TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'completed', 'failed', 'released')),
  reserved TEXT NOT NULL, -- JSON: [{item, quantity}] taken from stock
  signature TEXT NOT NULL,
  return_page TEXT NOT NULL,
  failed_page TEXT NOT NULL,
  internal_comment TEXT,
  order_draft TEXT NOT NULL, -- JSON: the order as priced when payment started
  order_id INTEGER,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX payments_selection ON payments (selection_id, state);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  payment_id TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers (id),
  email TEXT NOT NULL,
  status TEXT NOT NULL,
  status_description TEXT NOT NULL,
  created_at TEXT NOT NULL,
  internal_comment TEXT,
  document TEXT NOT NULL -- JSON: the order as payment-result returned it
);
CREATE INDEX orders_customer ON orders (customer_id, id);

CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  secret_hash TEXT NOT NULL,
  link TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  country TEXT,
  language TEXT,
  product TEXT,
  item TEXT,
  created_at TEXT NOT NULL
);

-- Settings of the local inspection routes (/__emulator): the geo country and the like.
CREATE TABLE emulator_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
