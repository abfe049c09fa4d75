-- Checkouts above a buyer's spending limit wait for an approver (docs/business-rules.md
-- "Approvals"); while awaiting they hold the company's credit.
CREATE TYPE "public"."approval_state" AS ENUM('awaiting', 'approved', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text DEFAULT checkout_number(nextval('checkout_numbers'), now()) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" integer,
	"po_number" text,
	"shipping_address" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"spending_limit" numeric(12, 2) NOT NULL,
	"state" "approval_state" DEFAULT 'awaiting' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"checkout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."company_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_company_idx" ON "approval_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_user_idx" ON "approval_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_awaiting_idx" ON "approval_requests" USING btree ("company_id") WHERE "approval_requests"."state" = 'awaiting';