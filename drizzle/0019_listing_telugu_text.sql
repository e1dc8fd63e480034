-- The owner's Telugu title and description (issue 26). Nullable with no default: PostgreSQL
-- adds them to the catalogue only, without rewriting the million-row table or its indexes.
ALTER TABLE "properties" ADD COLUMN "title_te" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_te" text;
