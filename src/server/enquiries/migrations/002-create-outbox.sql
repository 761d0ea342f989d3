-- The e-mails each enquiry owes: written in the same transaction as the enquiry, so a stored
-- enquiry always has its notification pending. The sender composes each message from the
-- enquiry row when it sends it; a row holds only the delivery state.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
  -- sales: the notification to the sales address; acknowledgement: the copy to the buyer.
  kind TEXT NOT NULL CHECK (kind IN ('sales', 'acknowledgement')),
  -- pending: waiting for its next attempt; sending: handed to the SMTP server now;
  -- sent: accepted by the SMTP server; failed: the last attempt failed too.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  next_attempt_at TEXT NOT NULL,
  last_attempt_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  UNIQUE (enquiry_id, kind)
) STRICT;

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
