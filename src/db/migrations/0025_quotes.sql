CREATE TYPE "public"."quote_state" AS ENUM('draft', 'requested', 'quoted', 'revision_requested', 'accepted', 'rejected', 'expired', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."file_purpose" ADD VALUE 'quote_file';--> statement-breakpoint
CREATE TABLE "approval_quotes" (
	"approval_request_id" integer PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_quotes" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_event_files" (
	"event_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "quote_event_files_event_id_file_id_pk" PRIMARY KEY("event_id","file_id"),
	CONSTRAINT "quote_event_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"by_staff" boolean NOT NULL,
	"version" integer,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"size_id" integer,
	"fabric_id" integer,
	"fabric_color_id" integer,
	"product_name" text NOT NULL,
	"product_image" text,
	"size_name" text,
	"fabric_name" text,
	"fabric_color_name" text,
	"storage_type" "storage_type" NOT NULL,
	"is_bed" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"group_label" text,
	"reference_number" text,
	"note" text,
	"list_unit" numeric(12, 2) NOT NULL,
	CONSTRAINT "quote_lines_position" UNIQUE("quote_id","position")
);
--> statement-breakpoint
CREATE TABLE "quote_version_lines" (
	"version_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"lead_time_days" integer NOT NULL,
	CONSTRAINT "quote_version_lines_version_id_line_id_pk" PRIMARY KEY("version_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"version" integer NOT NULL,
	"created_by" integer,
	"valid_until" date NOT NULL,
	"delivery_terms" text NOT NULL,
	"discount_basis_points" integer,
	"message" text NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_number" UNIQUE("quote_id","version")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text,
	"status" "quote_state" NOT NULL,
	"site_id" integer,
	"site_address" text DEFAULT '' NOT NULL,
	"delivery_from" date,
	"delivery_to" date,
	"current_version" integer DEFAULT 0 NOT NULL,
	"valid_until" date,
	"total" numeric(14, 2),
	"line_count" integer NOT NULL,
	"units" integer NOT NULL,
	"accepted_version" integer,
	"checkout_number" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "quote_number" text;--> statement-breakpoint
ALTER TABLE "approval_quotes" ADD CONSTRAINT "approval_quotes_approval_request_id_approval_requests_id_fk" FOREIGN KEY ("approval_request_id") REFERENCES "public"."approval_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_quotes" ADD CONSTRAINT "approval_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD CONSTRAINT "checkout_quotes_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_quotes" ADD CONSTRAINT "checkout_quotes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_event_files" ADD CONSTRAINT "quote_event_files_event_id_quote_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."quote_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_event_files" ADD CONSTRAINT "quote_event_files_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_fabric_color_id_fabric_colors_id_fk" FOREIGN KEY ("fabric_color_id") REFERENCES "public"."fabric_colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_version_lines" ADD CONSTRAINT "quote_version_lines_version_id_quote_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."quote_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_version_lines" ADD CONSTRAINT "quote_version_lines_line_id_quote_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."quote_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_site_id_company_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."company_sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_idx" ON "quote_events" USING btree ("quote_id","id");--> statement-breakpoint
CREATE INDEX "quotes_company_idx" ON "quotes" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "quotes_quoted_valid_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" = 'quoted';--> statement-breakpoint
-- A version sent is kept as sent (docs/business-rules.md "Quotes").
CREATE TRIGGER "quote_versions_never_change" BEFORE UPDATE OR DELETE ON "quote_versions" FOR EACH ROW EXECUTE FUNCTION refuse_change_to_issued();--> statement-breakpoint
CREATE TRIGGER "quote_version_lines_never_change" BEFORE UPDATE OR DELETE ON "quote_version_lines" FOR EACH ROW EXECUTE FUNCTION refuse_change_to_issued();
