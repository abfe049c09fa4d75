-- Every checkout gets a number buyers and staff can say: CHK-2026-00042, from one sequence
-- in the order checkouts are placed, with the year (Irish time) it was placed.
CREATE SEQUENCE "public"."checkout_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE FUNCTION checkout_number(n bigint, placed timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  select 'CHK-' || to_char(placed at time zone 'Europe/Dublin', 'YYYY') || '-'
    || lpad(n::text, greatest(5, length(n::text)), '0')
$$;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "po_number" text;--> statement-breakpoint
UPDATE "checkouts" c SET "number" = checkout_number(o.n, c.created_at)
  FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM "checkouts") o
  WHERE o.id = c.id;--> statement-breakpoint
SELECT setval('checkout_numbers', greatest((SELECT count(*) FROM "checkouts"), 1), (SELECT count(*) > 0 FROM "checkouts"));--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "number" SET DEFAULT checkout_number(nextval('checkout_numbers'), now());--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_number_unique" UNIQUE("number");
