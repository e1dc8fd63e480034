CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"runs" bigint DEFAULT 1 NOT NULL,
	"last_process" text NOT NULL
);
--> statement-breakpoint
-- Rate-limit counters are written on every counted request (and every listing page with
-- PostgreSQL and no Redis): kept out of the write-ahead log, so they cost no replication and
-- little I/O. A crash empties them, which only forgives the attempts in the current windows.
ALTER TABLE "rate_limits" SET UNLOGGED;
