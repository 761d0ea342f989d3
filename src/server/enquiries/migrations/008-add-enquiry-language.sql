-- The language of the page an enquiry was sent from (en, es, ru): the acknowledgement to the buyer
-- is written in it, and the sales notification and the inbox show it. Enquiries stored before
-- this version all came from English pages.
ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es', 'ru'));
