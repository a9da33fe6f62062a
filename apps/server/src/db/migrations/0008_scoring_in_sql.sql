-- Scoring runs inside the database (docs/decisions/061-scoring-in-sql.md). A player's 150 seat
-- rows are counted per party once, when they are written, instead of on every recalculation:
-- seat_prediction_counts holds seats per (prediction, party) and statement triggers on
-- seat_predictions keep it in step within the writing statement itself, so every seat save
-- stays one atomic statement and seat_predictions stays what clients read and export.
CREATE TABLE "seat_prediction_counts" (
	"prediction_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "seat_prediction_counts_prediction_id_party_id_pk" PRIMARY KEY("prediction_id","party_id"),
	CONSTRAINT "seat_prediction_counts_seats_positive" CHECK ("seat_prediction_counts"."seats" > 0)
);
--> statement-breakpoint
ALTER TABLE "seat_prediction_counts" ADD CONSTRAINT "seat_prediction_counts_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seat_prediction_counts" ADD CONSTRAINT "seat_prediction_counts_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."parties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One function for the three triggers: the rows a statement added count +1 for their party,
-- the rows it removed −1. Additions are upserts; removals only ever update rows that exist
-- (a cascade from a deleted prediction may already have taken them, and an insert then would
-- name a prediction that is gone), and a count that reaches 0 is deleted.
CREATE FUNCTION "seat_prediction_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM seat_prediction_counts c
		USING (SELECT prediction_id, party_id, count(*)::int AS n FROM old_seats GROUP BY 1, 2) o
		WHERE c.prediction_id = o.prediction_id AND c.party_id = o.party_id AND c.seats <= o.n;
		UPDATE seat_prediction_counts c SET seats = c.seats - o.n
		FROM (SELECT prediction_id, party_id, count(*)::int AS n FROM old_seats GROUP BY 1, 2) o
		WHERE c.prediction_id = o.prediction_id AND c.party_id = o.party_id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO seat_prediction_counts AS c (prediction_id, party_id, seats)
		SELECT prediction_id, party_id, count(*)::int FROM new_seats GROUP BY 1, 2
		ON CONFLICT (prediction_id, party_id) DO UPDATE SET seats = c.seats + excluded.seats;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "seat_predictions_counted_insert" AFTER INSERT ON "seat_predictions"
	REFERENCING NEW TABLE AS new_seats
	FOR EACH STATEMENT EXECUTE FUNCTION "seat_prediction_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "seat_predictions_counted_update" AFTER UPDATE ON "seat_predictions"
	REFERENCING OLD TABLE AS old_seats NEW TABLE AS new_seats
	FOR EACH STATEMENT EXECUTE FUNCTION "seat_prediction_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "seat_predictions_counted_delete" AFTER DELETE ON "seat_predictions"
	REFERENCING OLD TABLE AS old_seats
	FOR EACH STATEMENT EXECUTE FUNCTION "seat_prediction_counts_follow"();
--> statement-breakpoint
INSERT INTO "seat_prediction_counts" ("prediction_id", "party_id", "seats")
SELECT "prediction_id", "party_id", count(*)::int FROM "seat_predictions" GROUP BY 1, 2;
--> statement-breakpoint
-- What an election's stored scores were calculated from (its results, parties, seat count,
-- played municipalities and deadline), so the next calculation can tell which sections a
-- results change touched and recompute only those (docs/decisions/062-incremental-scoring.md).
CREATE TABLE "score_bases" (
	"election_id" integer PRIMARY KEY NOT NULL,
	"basis" jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_bases" ADD CONSTRAINT "score_bases_election_id_elections_id_fk" FOREIGN KEY ("election_id") REFERENCES "public"."elections"("id") ON DELETE cascade ON UPDATE no action;
