CREATE TABLE "stage_alert_tokens" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stage_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"chain_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "stage_alert_tokens" ADD CONSTRAINT "stage_alert_tokens_alert_id_stage_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."stage_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_alert_tokens_alert_id_idx" ON "stage_alert_tokens" USING btree ("alert_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_alerts_email_stage_idx" ON "stage_alerts" USING btree ("email","chain_id","stage");--> statement-breakpoint
CREATE INDEX "stage_alerts_waiting_idx" ON "stage_alerts" USING btree ("chain_id","stage") WHERE "stage_alerts"."confirmed_at" is not null and "stage_alerts"."notified_at" is null;