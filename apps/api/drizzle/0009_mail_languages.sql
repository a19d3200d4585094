-- The site language each account's and each sale alert's mails are written in (issue 33). Rows
-- from before were made on the English site: 'en'.
ALTER TABLE "stage_alerts" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
