-- An acknowledgement can be withheld: the buyer's address already had its share of them in the
-- last 24 hours, or the site sent its daily total (see outbox-sender.ts). SQLite cannot change a
-- CHECK in place, so the outbox is copied into a table with the new status.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
  kind TEXT NOT NULL CHECK (kind IN ('sales', 'acknowledgement')),
  -- withheld: never sent, on purpose; last_error says why.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'withheld')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  next_attempt_at TEXT NOT NULL,
  last_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  UNIQUE (enquiry_id, kind)
) STRICT;

INSERT INTO outbox_new (id, enquiry_id, kind, status, attempts, created_at, next_attempt_at, last_attempt_at, last_error, sent_at)
SELECT id, enquiry_id, kind, status, attempts, created_at, next_attempt_at, last_attempt_at, last_error, sent_at FROM outbox;

DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
-- Counting the acknowledgements sent in the last 24 hours, in all and per address.
CREATE INDEX outbox_sent_by_kind ON outbox (kind, last_attempt_at);
CREATE INDEX enquiries_email ON enquiries (lower(email));
