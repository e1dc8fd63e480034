CREATE TYPE "public"."approval_authority" AS ENUM('apcrda', 'dtcp', 'vgtmuda', 'municipal', 'panchayat', 'none');--> statement-breakpoint
CREATE TYPE "public"."area_unit" AS ENUM('sqft', 'sqm', 'sqyd', 'sqin', 'acres', 'hectares', 'guntha');--> statement-breakpoint
CREATE TYPE "public"."bathrooms" AS ENUM('1', '2', '3', '3plus');--> statement-breakpoint
CREATE TYPE "public"."bhk" AS ENUM('1rk', '1bhk', '2bhk', '3bhk', '3plus-bhk');--> statement-breakpoint
CREATE TYPE "public"."property_category" AS ENUM('residential', 'commercial');--> statement-breakpoint
CREATE TYPE "public"."facing" AS ENUM('east', 'west', 'south', 'north', 'north-east', 'south-east', 'north-west', 'south-west', 'east-west', 'north-south');--> statement-breakpoint
CREATE TYPE "public"."furnishing" AS ENUM('furnished', 'semi-furnished', 'unfurnished');--> statement-breakpoint
CREATE TYPE "public"."length_unit" AS ENUM('ft', 'm', 'yd');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('pending', 'active', 'sold', 'rented', 'withdrawn', 'rejected', 'expired');--> statement-breakpoint
CREATE TYPE "public"."listing_type" AS ENUM('sell', 'rent');--> statement-breakpoint
CREATE TYPE "public"."possession_status" AS ENUM('ready-to-move', 'under-construction', 'immediate', 'in-future');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('apartment', 'flat', 'independent-house', 'villa', 'plot', 'agricultural-land');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'agent', 'admin');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'suspended');--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"pincode" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text DEFAULT 'Andhra Pradesh' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"property_type" "property_type" NOT NULL,
	"listing_type" "listing_type" NOT NULL,
	"category" "property_category" DEFAULT 'residential' NOT NULL,
	"status" "listing_status" DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"price" bigint NOT NULL,
	"maintenance_charge" bigint,
	"price_per_unit" bigint,
	"price_per_unit_area" "area_unit",
	"bhk" "bhk",
	"bathrooms" "bathrooms",
	"furnishing" "furnishing",
	"built_up_area" double precision,
	"built_up_area_unit" "area_unit",
	"carpet_area" double precision,
	"carpet_area_unit" "area_unit",
	"covered_two_wheeler_parking" smallint,
	"covered_four_wheeler_parking" smallint,
	"open_two_wheeler_parking" smallint,
	"open_four_wheeler_parking" smallint,
	"year_built" smallint,
	"plot_width" double precision,
	"plot_length" double precision,
	"plot_dimension_unit" "area_unit",
	"total_area" double precision,
	"total_area_unit" "area_unit",
	"road_width" double precision,
	"road_width_unit" "length_unit",
	"area_sqft" double precision,
	"facing" "facing",
	"possession_status" "possession_status",
	"rera_number" text,
	"approval_authority" "approval_authority",
	"layout_permit_number" text,
	"survey_number" text,
	"city_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"state" text DEFAULT 'Andhra Pradesh' NOT NULL,
	"address" text NOT NULL,
	"landmark" text,
	"pincode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"map_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("landmark", '') || ' ' || coalesce("address", '')), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"alt_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"source" text DEFAULT 'footer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_city_slug_key" ON "areas" USING btree ("city_id","slug");--> statement-breakpoint
CREATE INDEX "areas_name_trgm_idx" ON "areas" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_key" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "properties_active_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("price","id") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_place_idx" ON "properties" USING btree ("city_id","area_id","listing_type","property_type","created_at" DESC NULLS LAST) WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_kind_idx" ON "properties" USING btree ("listing_type","property_type","price") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");