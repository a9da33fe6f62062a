-- Reminder e-mails, unsubscribe and nudges (docs/decisions/032-reminder-emails.md).
CREATE TABLE "mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"deadline_reminders" boolean DEFAULT true NOT NULL,
	"results" boolean DEFAULT true NOT NULL,
	"nudges" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"election_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('7d', '24h', '2h', 'results'))
);
--> statement-breakpoint
CREATE TABLE "subleague_nudges" (
	"id" serial PRIMARY KEY NOT NULL,
	"subleague_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"amsterdam_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleague_nudges" ADD CONSTRAINT "subleague_nudges_subleague_id_subleagues_id_fk" FOREIGN KEY ("subleague_id") REFERENCES "public"."subleagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleague_nudges" ADD CONSTRAINT "subleague_nudges_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subleague_nudges" ADD CONSTRAINT "subleague_nudges_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_key" ON "reminder_deliveries" USING btree ("election_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_user_idx" ON "reminder_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subleague_nudges_once_a_day_key" ON "subleague_nudges" USING btree ("subleague_id","recipient_id","amsterdam_day");--> statement-breakpoint
CREATE INDEX "subleague_nudges_recipient_idx" ON "subleague_nudges" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "subleague_nudges_sender_idx" ON "subleague_nudges" USING btree ("sender_id");
