DROP INDEX "properties_active_created_idx";
--> statement-breakpoint
DROP INDEX "properties_active_price_idx";
--> statement-breakpoint
DROP INDEX "properties_active_place_idx";
--> statement-breakpoint
DROP INDEX "properties_active_listing_price_idx";
--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "search_vector" DROP EXPRESSION;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "word_bits_0" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "word_bits_1" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "word_bits_2" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "word_bits_3" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "word_bits_4" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "word_bits_5" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "word_bits_6" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "word_bits_7" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The signature of a listing's words (issue 27): each lexeme sets three of the low 63 bits of
-- one of eight bigints, all taken from its hashtext (the bigint from the lowest 3 bits, the
-- three positions from the rest). One bigint a word keeps the test in the index to one clause
-- a word; the sign bit stays clear, so every mask is positive and "holds every bit of the mask"
-- can be written (bits & mask) >= mask, which the planner estimates as a range, not as an
-- equality that almost nothing meets. A search for common words tests them in the sort indexes, without reading the table
-- (app/features/search/word-bits.server.ts). The same function makes the query's mask, so the
-- two always agree on one server.
CREATE OR REPLACE FUNCTION search_word_bits(lexemes text[]) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[
    coalesce(bit_or(bits) FILTER (WHERE word = 0), 0),
    coalesce(bit_or(bits) FILTER (WHERE word = 1), 0),
    coalesce(bit_or(bits) FILTER (WHERE word = 2), 0),
    coalesce(bit_or(bits) FILTER (WHERE word = 3), 0),
    coalesce(bit_or(bits) FILTER (WHERE word = 4), 0),
    coalesce(bit_or(bits) FILTER (WHERE word = 5), 0),
    coalesce(bit_or(bits) FILTER (WHERE word = 6), 0),
    coalesce(bit_or(bits) FILTER (WHERE word = 7), 0)
  ]
  FROM (
    SELECT h & 7 AS word,
           (1::bigint << (((h >> 3) & 1023) % 63))
             | (1::bigint << (((h >> 13) & 1023) % 63))
             | (1::bigint << (((h >> 23) & 511) % 63)) AS bits
    FROM (SELECT hashtext(lexeme) AS h FROM unnest(lexemes) AS lexeme) AS hashed
  ) AS words
$$;
--> statement-breakpoint
-- search_vector was a generated column; a BEFORE trigger cannot read a generated column's new
-- value, so the trigger now writes both the words and their signature, from one expression.
CREATE OR REPLACE FUNCTION properties_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  bits bigint[];
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(NEW.landmark, '') || ' ' || coalesce(NEW.address, '')), 'B')
    || setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  bits := search_word_bits(tsvector_to_array(NEW.search_vector));
  NEW.word_bits_0 := bits[1];
  NEW.word_bits_1 := bits[2];
  NEW.word_bits_2 := bits[3];
  NEW.word_bits_3 := bits[4];
  NEW.word_bits_4 := bits[5];
  NEW.word_bits_5 := bits[6];
  NEW.word_bits_6 := bits[7];
  NEW.word_bits_7 := bits[8];
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_search_fields
BEFORE INSERT OR UPDATE OF title, description, landmark, address ON properties
FOR EACH ROW EXECUTE FUNCTION properties_search_fields();
--> statement-breakpoint
-- Every existing listing gets its signature (the trigger runs for each row).
UPDATE properties SET title = title;
--> statement-breakpoint
CREATE INDEX "properties_active_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"word_bits_0","word_bits_1","word_bits_2","word_bits_3","word_bits_4","word_bits_5","word_bits_6","word_bits_7","listing_type","price","property_type","city_id","area_id","bhk","furnishing","possession_status") WHERE "properties"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("price","id","word_bits_0","word_bits_1","word_bits_2","word_bits_3","word_bits_4","word_bits_5","word_bits_6","word_bits_7","listing_type","property_type","city_id","area_id","bhk","furnishing","possession_status") WHERE "properties"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "properties_active_place_idx" ON "properties" USING btree ("city_id","area_id","listing_type","property_type","created_at" DESC NULLS LAST,"price","bhk","furnishing","possession_status","word_bits_0","word_bits_1","word_bits_2","word_bits_3","word_bits_4","word_bits_5","word_bits_6","word_bits_7") WHERE "properties"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "properties_active_listing_price_idx" ON "properties" USING btree ("listing_type","price","id","word_bits_0","word_bits_1","word_bits_2","word_bits_3","word_bits_4","word_bits_5","word_bits_6","word_bits_7","property_type","city_id","area_id","bhk","furnishing","possession_status") WHERE "properties"."status" = 'active';
