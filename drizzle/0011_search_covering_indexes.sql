DROP INDEX "properties_active_created_idx";--> statement-breakpoint
DROP INDEX "properties_active_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_place_idx";--> statement-breakpoint
DROP INDEX "properties_active_listing_price_idx";--> statement-breakpoint
CREATE INDEX "properties_active_city_type_price_idx" ON "properties" USING btree ("city_id","listing_type","property_type","price","id","area_id","bhk") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"listing_type","price","property_type","city_id","area_id","bhk","furnishing","possession_status") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("price","id","listing_type","property_type","city_id","area_id","bhk","furnishing","possession_status") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_place_idx" ON "properties" USING btree ("city_id","area_id","listing_type","property_type","created_at" DESC NULLS LAST,"price","bhk","furnishing","possession_status") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_active_listing_price_idx" ON "properties" USING btree ("listing_type","price","id","property_type","city_id","area_id","bhk","furnishing","possession_status") WHERE "properties"."status" = 'active';