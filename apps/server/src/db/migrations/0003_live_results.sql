CREATE TABLE "results_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"election_id" integer NOT NULL,
	"section" text NOT NULL,
	"user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "results_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "scores_calculated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "scores_calculation_ms" integer;--> statement-breakpoint
ALTER TABLE "scores" ADD COLUMN "previous_rank" integer;--> statement-breakpoint
ALTER TABLE "results_changes" ADD CONSTRAINT "results_changes_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_changes" ADD CONSTRAINT "results_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "results_changes_election_idx" ON "results_changes" USING btree ("election_id","changed_at");