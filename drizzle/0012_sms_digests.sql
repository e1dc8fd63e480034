CREATE TABLE "sms_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pending" integer NOT NULL,
	"send_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_digests" ADD CONSTRAINT "sms_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_digests_send_after_idx" ON "sms_digests" USING btree ("send_after");