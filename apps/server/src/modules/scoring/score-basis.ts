import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { SECTIONS, type Section } from './scoring.sql';

/*
 * What an election's stored scores were calculated from (docs/decisions/062-incremental-scoring.md).
 * A calculation compares the results as they are now with the basis of the last one: only the
 * sections whose results differ are recomputed, as long as nothing else can have changed the
 * scores' inputs since — the election's set-up (parties, chamber, played municipalities,
 * deadline) and the predictions themselves.
 */

/**
 * How long after the deadline a prediction write may still commit: a write checks the deadline
 * against its server's clock and commits milliseconds later; this covers that and clocks that
 * differ between servers. A basis taken later than this reflects the predictions for good.
 */
export const PREDICTIONS_SETTLED_MS = 60_000;

interface Basis {
  setup: unknown;
  sections: Record<Section, unknown>;
}

/** The basis as the database holds it now, as jsonb (arrays in a fixed order). */
const currentBasis = (electionId: number) => sql`
  select jsonb_build_object(
    'setup', jsonb_build_object(
      'seat_count', el.seat_count,
      'deadline', (extract(epoch from el.predictions_deadline) * 1000)::float8,
      'parties', (select coalesce(jsonb_agg(jsonb_build_array(id, list_number) order by id), '[]')
                  from parties where election_id = el.id),
      'played', (select coalesce(jsonb_agg(municipality_id order by municipality_id), '[]')
                 from election_municipalities where election_id = el.id)),
    'sections', jsonb_build_object(
      'seats', (select jsonb_agg(jsonb_build_array(party_id, seats) order by party_id)
                from seat_results where election_id = el.id),
      'turnout', (select jsonb_agg(jsonb_build_array(municipality_id, turnout_tenths)
                    order by municipality_id)
                  from turnout_results where election_id = el.id),
      'biggest_party', (select jsonb_agg(jsonb_build_array(municipality_id, party_id)
                          order by municipality_id)
                        from biggest_party_results where election_id = el.id),
      'first', to_jsonb(el.first_counted_municipality_id),
      'country', to_jsonb(el.country_turnout_tenths))) as basis
  from elections el where el.id = ${electionId}::int`;

/**
 * The sections to recompute for the results as they are now, or null when only a full
 * calculation will do: no basis yet, a different set-up, predictions that may have changed
 * since (the basis was taken before they settled), or scores that are not one per prediction.
 */
export async function changedSections(
  db: DbOrTx,
  electionId: number,
): Promise<Set<Section> | null> {
  const result = await db.execute<{
    stored: Basis | null;
    current: Basis;
    settled: boolean;
    one_per_prediction: boolean;
  }>(sql`
    select b.basis as stored, now_basis.basis as current,
      b.taken_at >= el.predictions_deadline
        + ${PREDICTIONS_SETTLED_MS}::int * interval '1 millisecond' as settled,
      (select count(*) from predictions where election_id = el.id)
        = (select count(*) from scores where election_id = el.id)
      and not exists (
        select 1 from predictions p
        where p.election_id = el.id
          and not exists (
            select 1 from scores s where s.user_id = p.user_id and s.election_id = p.election_id)
      ) as one_per_prediction
    from elections el
    cross join (${currentBasis(electionId)}) as now_basis
    left join score_bases b on b.election_id = el.id
    where el.id = ${electionId}::int`);
  const row = result.rows[0];
  if (!row?.stored || !row.settled || !row.one_per_prediction) return null;
  const stored = parseJson<Basis>(row.stored);
  const current = parseJson<Basis>(row.current);
  if (JSON.stringify(stored.setup) !== JSON.stringify(current.setup)) return null;
  return new Set(
    SECTIONS.filter(
      (section) =>
        JSON.stringify(stored.sections[section] ?? null) !==
        JSON.stringify(current.sections[section] ?? null),
    ),
  );
}

/** Records what the scores now stored were calculated from, as of this transaction. */
export async function saveBasis(db: DbOrTx, electionId: number): Promise<void> {
  await db.execute(sql`
    insert into score_bases (election_id, basis, taken_at)
    select ${electionId}::int, current.basis, now() from (${currentBasis(electionId)}) as current
    on conflict (election_id) do update set basis = excluded.basis, taken_at = excluded.taken_at`);
}

// node-postgres hands jsonb over parsed; PGlite too, but a text value is accepted either way.
function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
