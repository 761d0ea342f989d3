-- One row per product line of an enquiry: the catalogue product, the size's part number when the
-- buyer chose one, the quantity and its unit. Written in the same transaction as the enquiry, so
-- the sales team can ask which enquiries named a part number, and how many of it, without reading
-- every enquiry's JSON. The enquiry's products column keeps the lines as the buyer sent them.
CREATE TABLE enquiry_items (
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
  -- 0 for the first line, in the order the buyer gave them.
  position INTEGER NOT NULL CHECK (position >= 0),
  product TEXT NOT NULL,
  slug TEXT,
  part_number TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit TEXT NOT NULL CHECK (unit IN ('pieces', 'sets', 'metres', 'units')),
  PRIMARY KEY (enquiry_id, position)
) STRICT;

CREATE INDEX enquiry_items_part_number ON enquiry_items (part_number) WHERE part_number IS NOT NULL;

-- Enquiries stored before this version: their lines, from the JSON they were stored with.
INSERT INTO enquiry_items (enquiry_id, position, product, slug, part_number, quantity, unit)
SELECT enquiries.id, line.key, json_extract(line.value, '$.name'), json_extract(line.value, '$.slug'),
       json_extract(line.value, '$.partNumber'), json_extract(line.value, '$.quantity'), json_extract(line.value, '$.unit')
FROM enquiries, json_each(enquiries.products) AS line;
