ALTER TABLE "mail_outbox" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "asked_by_anyone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
-- Mails sent before this migration carry their links' tokens in their text: the outbox no longer
-- keeps sent mail with working links (issue 29, finding 4), so they go now rather than in a day.
DELETE FROM "mail_outbox" WHERE "sent_at" IS NOT NULL;
