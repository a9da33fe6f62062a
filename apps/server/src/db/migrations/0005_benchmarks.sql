CREATE TABLE "benchmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"election_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_crowd" boolean DEFAULT false NOT NULL,
	"country_turnout_tenths" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmarks_country_turnout_range" CHECK ("benchmarks"."country_turnout_tenths" is null or "benchmarks"."country_turnout_tenths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "benchmark_seats" (
	"benchmark_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "benchmark_seats_benchmark_id_party_id_pk" PRIMARY KEY("benchmark_id","party_id"),
	CONSTRAINT "benchmark_seats_seats_range" CHECK ("benchmark_seats"."seats" between 0 and 250)
);
--> statement-breakpoint
CREATE TABLE "benchmark_scores" (
	"benchmark_id" integer PRIMARY KEY NOT NULL,
	"election_id" integer NOT NULL,
	"seat_points" integer DEFAULT 0 NOT NULL,
	"captain_bonus_points" integer DEFAULT 0 NOT NULL,
	"turnout_points" integer DEFAULT 0 NOT NULL,
	"biggest_party_points" integer DEFAULT 0 NOT NULL,
	"municipality_selection_points" integer DEFAULT 0 NOT NULL,
	"top3_parties_points" integer DEFAULT 0 NOT NULL,
	"country_turnout_points" integer DEFAULT 0 NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "benchmarks" ADD CONSTRAINT "benchmarks_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_seats" ADD CONSTRAINT "benchmark_seats_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_seats" ADD CONSTRAINT "benchmark_seats_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_scores" ADD CONSTRAINT "benchmark_scores_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_scores" ADD CONSTRAINT "benchmark_scores_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "benchmarks_election_name_key" ON "benchmarks" USING btree ("election_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "benchmarks_election_crowd_key" ON "benchmarks" USING btree ("election_id") WHERE "benchmarks"."is_crowd";--> statement-breakpoint
CREATE INDEX "benchmark_scores_election_idx" ON "benchmark_scores" USING btree ("election_id");
