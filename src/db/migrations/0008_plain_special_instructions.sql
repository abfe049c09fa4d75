-- Special instructions are plain text: staff write them in a plain text field and the
-- product page shows them as text. The demo catalogue's were seeded as one HTML
-- paragraph, which the page showed tags and all.
UPDATE "products"
SET "special_instructions" = substr("special_instructions", 4, length("special_instructions") - 7)
WHERE "special_instructions" LIKE '<p>%</p>'
  AND position('<' in substr("special_instructions", 4, length("special_instructions") - 7)) = 0;
