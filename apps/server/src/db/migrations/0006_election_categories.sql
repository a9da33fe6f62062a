CREATE TABLE "electoral_colleges" (
	"election_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"member_count" integer NOT NULL,
	"stemwaarde" integer NOT NULL,
	"values_provisional" boolean DEFAULT true NOT NULL,
	CONSTRAINT "electoral_colleges_election_id_region_id_pk" PRIMARY KEY("election_id","region_id"),
	CONSTRAINT "electoral_colleges_member_count_range" CHECK ("electoral_colleges"."member_count" between 1 and 250),
	CONSTRAINT "electoral_colleges_stemwaarde_range" CHECK ("electoral_colleges"."stemwaarde" between 1 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "staten_seat_results" (
	"election_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "staten_seat_results_election_id_region_id_party_id_pk" PRIMARY KEY("election_id","region_id","party_id"),
	CONSTRAINT "staten_seat_results_seats_range" CHECK ("staten_seat_results"."seats" between 0 and 250)
);
--> statement-breakpoint
ALTER TABLE "elections" DROP CONSTRAINT "elections_seat_count_range";--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "category" text DEFAULT 'TK' NOT NULL;--> statement-breakpoint
ALTER TABLE "elections" ADD COLUMN "chamber_seats_official" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "municipalities" ADD COLUMN "kind" text DEFAULT 'gemeente' NOT NULL;--> statement-breakpoint
ALTER TABLE "electoral_colleges" ADD CONSTRAINT "electoral_colleges_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "electoral_colleges" ADD CONSTRAINT "electoral_colleges_region_id_municipalities_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staten_seat_results" ADD CONSTRAINT "staten_seat_results_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staten_seat_results" ADD CONSTRAINT "staten_seat_results_region_id_municipalities_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staten_seat_results" ADD CONSTRAINT "staten_seat_results_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_category_known" CHECK ("elections"."category" in ('TK', 'PS', 'EP'));--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_seat_count_range" CHECK ("elections"."seat_count" between 25 and 250);--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_kind_known" CHECK ("municipalities"."kind" in ('gemeente', 'provincie', 'kiescollege'));