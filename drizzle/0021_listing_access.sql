-- What a listing says about getting in without steps (issue 28). Nullable with no default:
-- PostgreSQL adds the columns to the catalogue only, without rewriting the table. The index
-- holds only the public listings that are step-free (few), for the search's filter.
ALTER TABLE "properties" ADD COLUMN "entrance_steps" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "has_lift" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "door_width_cm" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "entrance_level_bedroom" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "entrance_level_bathroom" boolean;--> statement-breakpoint
CREATE INDEX "properties_active_step_free_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."status" = 'active' AND ("properties"."entrance_steps" = 0 AND ("properties"."has_lift" OR coalesce("properties"."floor", 0) = 0));