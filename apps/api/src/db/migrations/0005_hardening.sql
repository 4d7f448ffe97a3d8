-- Hardening (docs/decisions/100–103). Sign-in throttles live in auth_throttle, the table layout that
-- rate-limiter-flexible's Drizzle store expects (key, points, expire), shared by every API instance. The
-- per-account lock of users.failed_login_count / login_locked_until is gone: anyone could use it to lock the
-- owner out. users.kept_session_hash is the one session that survives a password change made from it.
-- uploads.retired_at marks a replaced or rejected document for removal after a retention period.
CREATE TABLE IF NOT EXISTS "auth_throttle" (
  "key" text PRIMARY KEY NOT NULL,
  "points" integer NOT NULL DEFAULT 0,
  "expire" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auth_throttle_expire_idx" ON "auth_throttle" ("expire");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN IF EXISTS "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN IF EXISTS "login_locked_until";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "kept_session_hash" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN IF NOT EXISTS "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_retired_idx" ON "uploads" ("retired_at") WHERE "retired_at" IS NOT NULL;
