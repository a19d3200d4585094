CREATE TABLE "sale_acceptances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"terms_version" text NOT NULL,
	"risks_version" text NOT NULL,
	"white_paper_version" text NOT NULL,
	"country" text NOT NULL,
	"wallet" text,
	"chain_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_acceptances" ADD CONSTRAINT "sale_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_acceptances_user_id_idx" ON "sale_acceptances" USING btree ("user_id","id");