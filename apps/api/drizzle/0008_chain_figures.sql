CREATE TABLE "chain_figures" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"head_checked_at" timestamp with time zone NOT NULL
);
