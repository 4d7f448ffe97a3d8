-- Trust and safety: ride PIN, trusted contacts, shared trips, SOS incidents, ratings, no-show review.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "require_ride_pin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "no_show_review_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN IF NOT EXISTS "pin" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN IF NOT EXISTS "pin_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_no_show_review_idx" ON "users" USING btree ("no_show_review_since") WHERE "no_show_review_since" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "emergency_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "emergency_contacts_user_position_unique" ON "emergency_contacts" USING btree ("user_id","position");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "trip_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL REFERENCES "rides"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "trip_shares_token_hash_unique" ON "trip_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "trip_shares_ride_idx" ON "trip_shares" USING btree ("ride_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL REFERENCES "rides"("id"),
	"reporter_id" uuid NOT NULL REFERENCES "users"("id"),
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"alerts_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" uuid REFERENCES "users"("id"),
	CONSTRAINT "incidents_status_check" CHECK ("status" in ('open','acknowledged','closed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "incidents_one_live_per_reporter" ON "incidents" USING btree ("ride_id","reporter_id") WHERE "status" in ('open','acknowledged');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "incidents_status_created_idx" ON "incidents" USING btree ("status","created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL REFERENCES "rides"("id"),
	"rater_id" uuid NOT NULL REFERENCES "users"("id"),
	"ratee_id" uuid NOT NULL REFERENCES "users"("id"),
	"stars" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_stars_check" CHECK ("stars" between 1 and 5)
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "ratings_one_per_rater_unique" ON "ratings" USING btree ("ride_id","rater_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ratings_ratee_idx" ON "ratings" USING btree ("ratee_id","created_at");
