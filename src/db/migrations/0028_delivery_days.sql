CREATE TYPE "public"."delivery_booking_event" AS ENUM('booked', 'moved', 'proposed', 'confirmed', 'accepted', 'released');--> statement-breakpoint
CREATE TYPE "public"."delivery_booking_state" AS ENUM('requested', 'proposed', 'confirmed', 'released');--> statement-breakpoint
CREATE TYPE "public"."delivery_capacity_unit" AS ENUM('deliveries', 'units');--> statement-breakpoint
CREATE TABLE "closure_days" (
	"day" date PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" "delivery_booking_event" NOT NULL,
	"from_day" date,
	"to_day" date,
	"by_user_id" integer,
	"by_staff" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"region_id" integer,
	"day" date,
	"earliest_on" date NOT NULL,
	"earliest" boolean DEFAULT false NOT NULL,
	"units" integer NOT NULL,
	"load" integer NOT NULL,
	"state" "delivery_booking_state" DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_bookings_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "delivery_bookings_load_check" CHECK ("delivery_bookings"."load" > 0 and "delivery_bookings"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_days" (
	"region_id" integer NOT NULL,
	"day" date NOT NULL,
	"capacity" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_days_region_id_day_pk" PRIMARY KEY("region_id","day"),
	CONSTRAINT "delivery_days_booked_check" CHECK ("delivery_days"."booked" >= 0),
	CONSTRAINT "delivery_days_capacity_check" CHECK ("delivery_days"."capacity" is null or "delivery_days"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_region_keys" (
	"routing_key" text PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"capacity_unit" "delivery_capacity_unit" DEFAULT 'deliveries' NOT NULL,
	"daily_capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_regions_name_unique" UNIQUE("name"),
	CONSTRAINT "delivery_regions_capacity_check" CHECK ("delivery_regions"."daily_capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_fabrics" ADD COLUMN "lead_time_min_days" integer;--> statement-breakpoint
ALTER TABLE "product_fabrics" ADD COLUMN "lead_time_max_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_min_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_time_max_days" integer;--> statement-breakpoint
ALTER TABLE "closure_days" ADD CONSTRAINT "closure_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_booking_events" ADD CONSTRAINT "delivery_booking_events_booking_id_delivery_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."delivery_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_booking_events" ADD CONSTRAINT "delivery_booking_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_region_id_delivery_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."delivery_regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_days" ADD CONSTRAINT "delivery_days_region_id_delivery_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."delivery_regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_region_keys" ADD CONSTRAINT "delivery_region_keys_region_id_delivery_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."delivery_regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_booking_events_booking_idx" ON "delivery_booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_bookings_day_idx" ON "delivery_bookings" USING btree ("day","region_id");--> statement-breakpoint
ALTER TABLE "product_fabrics" ADD CONSTRAINT "product_fabrics_lead_time_check" CHECK (("product_fabrics"."lead_time_min_days" is null and "product_fabrics"."lead_time_max_days" is null) or ("product_fabrics"."lead_time_min_days" between 0 and "product_fabrics"."lead_time_max_days" and "product_fabrics"."lead_time_max_days" <= 250));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_lead_time_check" CHECK (("products"."lead_time_min_days" is null and "products"."lead_time_max_days" is null) or ("products"."lead_time_min_days" between 0 and "products"."lead_time_max_days" and "products"."lead_time_max_days" <= 250));