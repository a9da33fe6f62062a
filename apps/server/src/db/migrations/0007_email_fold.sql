-- Addresses are compared on a key folded in JavaScript (foldEmail), never by lower(), whose
-- result depends on the collation (docs/decisions/046-one-email-fold.md). The backfill folds
-- ASCII exactly as foldEmail does (COLLATE "C": no locale's idea of I); the few non-ASCII
-- addresses are folded again by foldEmail at the next start (db/email-keys.ts).
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "users" SET "email_key" = lower(btrim(normalize("email", NFKC)) COLLATE "C");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "users_email_lower_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_key" ON "users" USING btree ("email_key");
