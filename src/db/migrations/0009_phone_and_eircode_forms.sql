-- Phone numbers are stored in E.164 and Eircodes as "H91 E2K3" (docs/decisions/0025).
-- Forms always stored E.164; the demo accounts were seeded with spaces. Values that do
-- not reduce to those shapes are kept as they are.
UPDATE "users"
SET "phone_number" = regexp_replace("phone_number", '[[:space:]().-]', '', 'g')
WHERE regexp_replace("phone_number", '[[:space:]().-]', '', 'g') ~ '^\+[1-9][0-9]{6,14}$'
  AND "phone_number" <> regexp_replace("phone_number", '[[:space:]().-]', '', 'g');
--> statement-breakpoint
UPDATE "contact_messages"
SET "phone_number" = regexp_replace("phone_number", '[[:space:]().-]', '', 'g')
WHERE regexp_replace("phone_number", '[[:space:]().-]', '', 'g') ~ '^\+[1-9][0-9]{6,14}$'
  AND "phone_number" <> regexp_replace("phone_number", '[[:space:]().-]', '', 'g');
--> statement-breakpoint
UPDATE "callback_requests"
SET "phone_number" = regexp_replace("phone_number", '[[:space:]().-]', '', 'g')
WHERE regexp_replace("phone_number", '[[:space:]().-]', '', 'g') ~ '^\+[1-9][0-9]{6,14}$'
  AND "phone_number" <> regexp_replace("phone_number", '[[:space:]().-]', '', 'g');
--> statement-breakpoint
UPDATE "users"
SET "office_eir_code" = substr(upper(regexp_replace("office_eir_code", '[[:space:]-]', '', 'g')), 1, 3)
  || ' ' || substr(upper(regexp_replace("office_eir_code", '[[:space:]-]', '', 'g')), 4, 4)
WHERE upper(regexp_replace("office_eir_code", '[[:space:]-]', '', 'g')) ~ '^([A-Z][0-9]{2}|D6W)[A-Z0-9]{4}$';
--> statement-breakpoint
UPDATE "users"
SET "delivery_eir_code" = substr(upper(regexp_replace("delivery_eir_code", '[[:space:]-]', '', 'g')), 1, 3)
  || ' ' || substr(upper(regexp_replace("delivery_eir_code", '[[:space:]-]', '', 'g')), 4, 4)
WHERE upper(regexp_replace("delivery_eir_code", '[[:space:]-]', '', 'g')) ~ '^([A-Z][0-9]{2}|D6W)[A-Z0-9]{4}$';
