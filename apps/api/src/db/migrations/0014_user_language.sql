-- The account's language (docs/decisions/194): server messages and e-mails to this person use it, and the web
-- app adopts it at sign-in. English unless the person chose another of the languages Waka speaks.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_language_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" in ('en','pcm','yo','ha','ig'));
