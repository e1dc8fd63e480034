ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;