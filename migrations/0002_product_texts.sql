-- Product texts in every language but the seed's base (English), one row per product and
-- language: a read in a language loads only that language's texts.
CREATE TABLE product_texts (
  product_id INTEGER NOT NULL REFERENCES products (id),
  language TEXT NOT NULL,
  texts TEXT NOT NULL,
  PRIMARY KEY (product_id, language)
);
