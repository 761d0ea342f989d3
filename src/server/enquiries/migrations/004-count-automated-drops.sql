-- Sends turned away as automated (honeypot filled, or sent within the minimum fill time): counted
-- per day, so a real buyer caught by the rule leaves a trace in the listing.
CREATE TABLE automated_drops (
  day TEXT PRIMARY KEY,
  count INTEGER NOT NULL
) STRICT;
