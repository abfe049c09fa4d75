-- Companies (docs/business-rules.md "Companies"): the business a trade account buys for,
-- with its members, roles, delivery sites and one credit line. Every trade account that
-- was approved (or has ordered) becomes a company with that person as its owner, its
-- credit limit and invoice email, and its delivery address as its first site; its orders,
-- checkouts and credit trail become the company's. Nothing is dropped before it is copied.
CREATE TYPE "public"."company_role" AS ENUM('owner', 'buyer', 'approver', 'accounts');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"registered_name" text NOT NULL,
	"short_name" text NOT NULL,
	"vat_number" text,
	"invoice_email" text NOT NULL,
	"credit_limit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"role" "company_role" NOT NULL,
	"spending_limit" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"eircode" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"delivery_notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_limit_changes" DROP CONSTRAINT "credit_limit_changes_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "credit_limit_changes_user_idx";--> statement-breakpoint
DROP INDEX "orders_open_user_idx";--> statement-breakpoint
ALTER TABLE "credit_limit_changes" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registered_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founder_user_id" integer;--> statement-breakpoint
INSERT INTO "companies" ("registered_name", "short_name", "invoice_email", "credit_limit", "created_at", "founder_user_id")
  SELECT coalesce(nullif(u.company_name, ''), u.full_name),
    left(coalesce(nullif(u.company_name, ''), u.full_name), 17),
    coalesce(nullif(u.invoice_email, ''), u.email), u.credit_limit, u.created_at, u.id
  FROM "users" u
  WHERE u.role = 'trade' AND (u.status IN ('approved', 'suspended')
    OR EXISTS (SELECT 1 FROM "checkouts" c WHERE c.user_id = u.id)
    OR EXISTS (SELECT 1 FROM "credit_limit_changes" l WHERE l.user_id = u.id))
  ORDER BY u.id;--> statement-breakpoint
INSERT INTO "company_members" ("user_id", "company_id", "role", "created_at")
  SELECT c.founder_user_id, c.id, 'owner', c.created_at FROM "companies" c;--> statement-breakpoint
-- The delivery address, or the office's when none was given, named after its city.
INSERT INTO "company_sites" ("company_id", "name", "address", "city", "eircode", "contact_name", "contact_phone", "created_at")
  SELECT c.id,
    coalesce(nullif(u.delivery_city, ''), nullif(u.office_city, ''), 'Main site'),
    coalesce(nullif(u.delivery_address, ''), u.office_address),
    coalesce(nullif(u.delivery_city, ''), u.office_city),
    coalesce(nullif(u.delivery_eir_code, ''), u.office_eir_code),
    u.full_name, u.phone_number, c.created_at
  FROM "companies" c JOIN "users" u ON u.id = c.founder_user_id
  WHERE coalesce(nullif(u.delivery_address, ''), u.office_address) <> '';--> statement-breakpoint
UPDATE "credit_limit_changes" l SET "company_id" = m.company_id
  FROM "company_members" m WHERE m.user_id = l.user_id;--> statement-breakpoint
UPDATE "checkouts" o SET "company_id" = m.company_id
  FROM "company_members" m WHERE m.user_id = o.user_id;--> statement-breakpoint
UPDATE "orders" o SET "company_id" = m.company_id
  FROM "company_members" m WHERE m.user_id = o.user_id;--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "founder_user_id";--> statement-breakpoint
ALTER TABLE "credit_limit_changes" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_registered_name_idx" ON "companies" USING btree (lower("registered_name"));--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","role");--> statement-breakpoint
CREATE INDEX "company_sites_company_idx" ON "company_sites" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_sites_company_name_idx" ON "company_sites" USING btree ("company_id",lower("name")) WHERE "company_sites"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "credit_limit_changes" ADD CONSTRAINT "credit_limit_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."company_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."company_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_limit_changes_company_idx" ON "credit_limit_changes" USING btree ("company_id","changed_at");--> statement-breakpoint
CREATE INDEX "checkouts_company_idx" ON "checkouts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_newest_idx" ON "orders" USING btree ("company_id","order_date","id","status","delivery_status_id");--> statement-breakpoint
CREATE INDEX "orders_open_company_idx" ON "orders" USING btree ("company_id") WHERE "orders"."status" = 'active' and "orders"."paid_at" is null;--> statement-breakpoint
ALTER TABLE "credit_limit_changes" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credit_limit";--> statement-breakpoint
-- A member's role, company or standing changes what their sessions may do: every process
-- drops its cached sessions (as for users, migration 0007).
CREATE TRIGGER sessions_changed AFTER UPDATE OF role, active, company_id OR DELETE OR TRUNCATE ON company_members FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
