-- The sales inbox's own fields: where an enquiry stands and a note for colleagues.
ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'spam'));
ALTER TABLE enquiries ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN updated_at TEXT;

CREATE INDEX enquiries_status ON enquiries (status, received_at);
