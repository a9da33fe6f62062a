-- The ranks a player was last shown, per table (docs/decisions/060).
CREATE TABLE "rank_seen" (
	"user_id" integer NOT NULL,
	"election_id" integer NOT NULL,
	"scope" integer NOT NULL,
	"rank" integer,
	"ranks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_seen_user_id_election_id_scope_pk" PRIMARY KEY("user_id","election_id","scope")
);
--> statement-breakpoint
ALTER TABLE "rank_seen" ADD CONSTRAINT "rank_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_seen" ADD CONSTRAINT "rank_seen_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rank_seen_election_idx" ON "rank_seen" USING btree ("election_id");
