-- The files an enquiry carries (drawings, photographs). Each file is on disk in the attachments
-- folder beside the database, named by its random id and nothing else; this row says whose it is,
-- what it is and what the buyer called it. Written in the same transaction as the enquiry.
CREATE TABLE enquiry_attachments (
  -- 32 hexadecimal characters, random: the file's name on disk.
  id TEXT PRIMARY KEY CHECK (length(id) = 32 AND id NOT GLOB '*[^0-9a-f]*'),
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
  -- 0 for the first file, in the order the buyer attached them.
  position INTEGER NOT NULL CHECK (position >= 0),
  -- The buyer's file name, for display and the download's suggested name only; never a path.
  name TEXT NOT NULL,
  -- Told from the file's first bytes, not from its name.
  kind TEXT NOT NULL CHECK (kind IN ('pdf', 'png', 'jpeg', 'webp', 'dwg', 'dxf')),
  size INTEGER NOT NULL CHECK (size > 0),
  sha256 TEXT NOT NULL,
  -- When the retention job deleted the file; the row stays so the inbox can say so.
  removed_at TEXT,
  UNIQUE (enquiry_id, position)
) STRICT;
