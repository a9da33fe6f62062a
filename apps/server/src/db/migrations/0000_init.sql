CREATE TABLE "biggest_party_predictions" (
	"prediction_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	CONSTRAINT "biggest_party_predictions_prediction_id_municipality_id_pk" PRIMARY KEY("prediction_id","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "biggest_party_results" (
	"election_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"vote_percentage_tenths" integer,
	CONSTRAINT "biggest_party_results_election_id_municipality_id_pk" PRIMARY KEY("election_id","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "election_first_count_candidates" (
	"election_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "election_first_count_candidates_election_id_municipality_id_pk" PRIMARY KEY("election_id","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "election_municipalities" (
	"election_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	CONSTRAINT "election_municipalities_election_id_municipality_id_pk" PRIMARY KEY("election_id","municipality_id")
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"election_date" timestamp with time zone NOT NULL,
	"predictions_deadline" timestamp with time zone NOT NULL,
	"seat_count" integer DEFAULT 150 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"country_turnout_tenths" integer,
	"first_counted_municipality_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elections_seat_count_range" CHECK ("elections"."seat_count" between 50 and 250),
	CONSTRAINT "elections_country_turnout_range" CHECK ("elections"."country_turnout_tenths" is null or "elections"."country_turnout_tenths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"official_name" text NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"election_id" integer NOT NULL,
	"list_number" integer NOT NULL,
	"name" text NOT NULL,
	"hexcolor" text NOT NULL,
	CONSTRAINT "parties_hexcolor_format" CHECK ("parties"."hexcolor" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"election_id" integer NOT NULL,
	"name" text DEFAULT 'Mijn voorspelling' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"first_municipality_id" integer,
	"country_turnout_tenths" integer,
	"captain_party_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_country_turnout_range" CHECK ("predictions"."country_turnout_tenths" is null or "predictions"."country_turnout_tenths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"user_id" integer NOT NULL,
	"election_id" integer NOT NULL,
	"seat_points" integer DEFAULT 0 NOT NULL,
	"captain_bonus_points" integer DEFAULT 0 NOT NULL,
	"turnout_points" integer DEFAULT 0 NOT NULL,
	"biggest_party_points" integer DEFAULT 0 NOT NULL,
	"municipality_selection_points" integer DEFAULT 0 NOT NULL,
	"top3_parties_points" integer DEFAULT 0 NOT NULL,
	"country_turnout_points" integer DEFAULT 0 NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_user_id_election_id_pk" PRIMARY KEY("user_id","election_id")
);
--> statement-breakpoint
CREATE TABLE "seat_predictions" (
	"prediction_id" integer NOT NULL,
	"seat_number" integer NOT NULL,
	"party_id" integer NOT NULL,
	CONSTRAINT "seat_predictions_prediction_id_seat_number_pk" PRIMARY KEY("prediction_id","seat_number")
);
--> statement-breakpoint
CREATE TABLE "seat_results" (
	"election_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "seat_results_election_id_party_id_pk" PRIMARY KEY("election_id","party_id"),
	CONSTRAINT "seat_results_seats_range" CHECK ("seat_results"."seats" between 0 and 250)
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subleague_members" (
	"subleague_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subleague_members_subleague_id_user_id_pk" PRIMARY KEY("subleague_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "subleagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"creator_id" integer NOT NULL,
	"invite_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnout_predictions" (
	"prediction_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	"turnout_tenths" integer NOT NULL,
	CONSTRAINT "turnout_predictions_prediction_id_municipality_id_pk" PRIMARY KEY("prediction_id","municipality_id"),
	CONSTRAINT "turnout_predictions_range" CHECK ("turnout_predictions"."turnout_tenths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "turnout_results" (
	"election_id" integer NOT NULL,
	"municipality_id" integer NOT NULL,
	"turnout_tenths" integer NOT NULL,
	CONSTRAINT "turnout_results_election_id_municipality_id_pk" PRIMARY KEY("election_id","municipality_id"),
	CONSTRAINT "turnout_results_range" CHECK ("turnout_results"."turnout_tenths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"avatar" text,
	"password_hash" text,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biggest_party_predictions" ADD CONSTRAINT "biggest_party_predictions_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biggest_party_predictions" ADD CONSTRAINT "biggest_party_predictions_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biggest_party_predictions" ADD CONSTRAINT "biggest_party_predictions_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biggest_party_results" ADD CONSTRAINT "biggest_party_results_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biggest_party_results" ADD CONSTRAINT "biggest_party_results_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biggest_party_results" ADD CONSTRAINT "biggest_party_results_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_first_count_candidates" ADD CONSTRAINT "election_first_count_candidates_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_first_count_candidates" ADD CONSTRAINT "election_first_count_candidates_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_municipalities" ADD CONSTRAINT "election_municipalities_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "election_municipalities" ADD CONSTRAINT "election_municipalities_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elections" ADD CONSTRAINT "elections_first_counted_municipality_id_municipalities_id_fk" FOREIGN KEY ("first_counted_municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_first_municipality_id_municipalities_id_fk" FOREIGN KEY ("first_municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_captain_party_id_parties_id_fk" FOREIGN KEY ("captain_party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_predictions" ADD CONSTRAINT "seat_predictions_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_predictions" ADD CONSTRAINT "seat_predictions_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_results" ADD CONSTRAINT "seat_results_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_results" ADD CONSTRAINT "seat_results_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleague_members" ADD CONSTRAINT "subleague_members_subleague_id_subleagues_id_fk" FOREIGN KEY ("subleague_id") REFERENCES "public"."subleagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleague_members" ADD CONSTRAINT "subleague_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleagues" ADD CONSTRAINT "subleagues_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnout_predictions" ADD CONSTRAINT "turnout_predictions_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnout_predictions" ADD CONSTRAINT "turnout_predictions_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnout_results" ADD CONSTRAINT "turnout_results_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnout_results" ADD CONSTRAINT "turnout_results_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "elections_seed_key_key" ON "elections" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "elections_one_active_key" ON "elections" USING btree ("is_active") WHERE "elections"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "municipalities_code_key" ON "municipalities" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_election_list_number_key" ON "parties" USING btree ("election_id","list_number");--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_user_election_key" ON "predictions" USING btree ("user_id","election_id");--> statement-breakpoint
CREATE INDEX "predictions_election_idx" ON "predictions" USING btree ("election_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scores_election_total_idx" ON "scores" USING btree ("election_id","total_points" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_subject_key" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subleague_members_user_idx" ON "subleague_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subleagues_invite_code_key" ON "subleagues" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));