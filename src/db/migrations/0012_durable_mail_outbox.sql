CREATE TABLE "outbox_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"message" jsonb,
	"secret" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."sent_at" is null and "outbox_mails"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "outbox_mails_created_idx" ON "outbox_mails" USING btree ("created_at");--> statement-breakpoint
-- A new mail wakes every instance's outbox worker once the transaction that wrote it
-- commits (docs/mail.md); workers also look every few seconds, so none is missed.
CREATE FUNCTION notify_outbox_mail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_mail', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER outbox_mail_queued AFTER INSERT ON outbox_mails FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox_mail();
