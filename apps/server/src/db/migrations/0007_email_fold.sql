-- Addresses are compared on a key folded in JavaScript (foldEmail), never by lower(), whose
-- result depends on the collation (docs/decisions/046-one-email-fold.md). The backfill lowers
-- ASCII only (COLLATE "C"), exactly as foldEmail does; it cannot collide, since the old index
-- was unique on lower(email). The start folds the few non-ASCII addresses again in JavaScript
-- (db/email-keys.ts) and reports any that then meet another account's key.
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "users" SET "email_key" = lower(btrim("email") COLLATE "C");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_key" ON "users" USING btree ("email_key");
