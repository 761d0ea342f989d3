-- One row per stored enquiry. The main fields have their own columns for listing and searching;
-- products, details, utm and the whole validated request are kept as JSON text.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  -- SHA-256 of what the buyer sent (without the timing and honeypot fields): tells a retry from a different form under the same key.
  content_hash TEXT NOT NULL,
  received_at TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT,
  country TEXT NOT NULL,
  phone TEXT,
  source_page TEXT NOT NULL,
  products TEXT NOT NULL CHECK (json_valid(products)),
  details TEXT CHECK (details IS NULL OR json_valid(details)),
  utm TEXT CHECK (utm IS NULL OR json_valid(utm)),
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  client_address TEXT,
  user_agent TEXT
) STRICT;

CREATE INDEX enquiries_received_at ON enquiries (received_at);
