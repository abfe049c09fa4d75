ALTER TABLE "products" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_ids" integer[] DEFAULT '{}'::int[] NOT NULL;