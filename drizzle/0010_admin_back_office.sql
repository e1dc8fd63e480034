CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"from_status" "listing_status",
	"to_status" "listing_status" NOT NULL,
	"reason" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_status_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "assigned_agent_user_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "perceptual_hash" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "staff_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD COLUMN "staff_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_events" ADD CONSTRAINT "listing_status_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_events" ADD CONSTRAINT "listing_status_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_status_events_property_idx" ON "listing_status_events" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_assigned_agent_user_id_users_id_fk" FOREIGN KEY ("assigned_agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_requests" ADD CONSTRAINT "visit_requests_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_assigned_agent_idx" ON "properties" USING btree ("assigned_agent_user_id","updated_at" DESC NULLS LAST) WHERE "properties"."assigned_agent_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST) WHERE "properties"."status" = 'active' AND "properties"."featured";--> statement-breakpoint
CREATE INDEX "property_images_phash_idx" ON "property_images" USING btree ("perceptual_hash");--> statement-breakpoint
CREATE INDEX "inquiries_assigned_idx" ON "inquiries" USING btree ("assigned_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_open_idx" ON "inquiries" USING btree ("created_at" DESC NULLS LAST) WHERE "inquiries"."handled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "visit_requests_status_idx" ON "visit_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_requests_assigned_idx" ON "visit_requests" USING btree ("assigned_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status","updated_at" DESC NULLS LAST);