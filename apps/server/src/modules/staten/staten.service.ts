import {
  STATEN_MESSAGES,
  fromTenths,
  projectEersteKamer,
  resultsVisibleToPlayers,
  type ChamberResult,
  type StatenRegion,
  type StatenResult,
  type StatenResults,
  type StatenSeatsBody,
  type UpdateStatenRegionBody,
} from '@zetelpoule/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { NotFoundError, ValidationError } from '../../errors';
import * as elections from '../elections/elections.repo';
import type { Election } from '../elections/elections.repo';
import { PROVINCES_2023 } from '../../db/seed/ps-reference-data';
import * as repo from './staten.repo';

/*
 * Provinciale Staten (category PS): the members and stemwaarde of each electing body, the
 * Staten seats per party as they come in, and the Eerste Kamer projection that follows from
 * them into the election's seat result (docs/rules.md, "Provinciale Staten"). The projection is
 * the pure function in packages/shared; here it is fed and written.
 */

export interface StatenDetails {
  regions: StatenRegion[];
  staten_results: StatenResult[];
  chamber_result: ChamberResult | null;
}

/** What the admin details show of a PS election's Staten. */
export async function statenDetails(db: DbOrTx, election: Election): Promise<StatenDetails> {
  const regions = await listRegions(db, election.id);
  const seats = await repo.listStatenSeats(db, election.id);
  const results = groupByRegion(seats);
  const counted = regions.filter((r) => r.staten_seat_count !== null);
  const projection = project(election, regions, results);
  return {
    regions,
    staten_results: [...results].map(([regionId, rows]) => ({
      region_id: regionId,
      party_seats: rows.map((r) => ({ party_id: r.partyId, seat_count: r.seats })),
    })),
    chamber_result: {
      source: election.chamberSeatsOfficial ? 'official' : 'projection',
      regions_reported: counted.filter((r) => results.has(r.id)).length,
      regions_total: counted.length,
      decided_by_lot:
        !election.chamberSeatsOfficial && projection?.tie
          ? { party_ids: projection.tie.contenders, seats: projection.tie.seats }
          : null,
    },
  };
}

/** The twelve provinces' Staten and the kiescolleges, with this election's values. */
async function listRegions(db: DbOrTx, electionId: number): Promise<StatenRegion[]> {
  const rows = await repo.listCollegeRegions(db, electionId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind === 'provincie' ? 'provincie' : 'kiescollege',
    staten_seat_count: r.memberCount,
    stemwaarde: r.stemwaarde,
    values_provisional: r.valuesProvisional ?? false,
  }));
}

type SeatRow = { regionId: number; partyId: number; seats: number };

function groupByRegion(rows: readonly SeatRow[]): Map<number, SeatRow[]> {
  const byRegion = new Map<number, SeatRow[]>();
  for (const row of rows) {
    const list = byRegion.get(row.regionId) ?? [];
    list.push(row);
    byRegion.set(row.regionId, list);
  }
  return byRegion;
}

/**
 * The Eerste Kamer from the bodies reported so far; null before the first. The lot is seeded
 * by the election, so a tie falls the same way on every instance and every recalculation.
 */
function project(
  election: Election,
  regions: readonly StatenRegion[],
  results: ReadonlyMap<number, SeatRow[]>,
) {
  const bodies = regions.flatMap((region) => {
    const rows = results.get(region.id);
    if (!rows || region.stemwaarde === null) return [];
    return [
      {
        key: String(region.id),
        stemwaarde: region.stemwaarde,
        seats: new Map(rows.map((r) => [r.partyId, r.seats])),
      },
    ];
  });
  if (bodies.length === 0) return null;
  return projectEersteKamer(bodies, election.seatCount, `EK-${election.id}`);
}

/**
 * Writes the projection into the election's seat result (every party, 0 included), unless the
 * elected Eerste Kamer was entered: that stays until the admin goes back to the projection.
 */
export async function recomputeProjection(tx: Tx, election: Election): Promise<void> {
  if (election.category !== 'PS' || election.chamberSeatsOfficial) return;
  const regions = await listRegions(tx, election.id);
  const results = groupByRegion(await repo.listStatenSeats(tx, election.id));
  const projection = project(election, regions, results);
  const parties = await elections.listElectionParties(tx, election.id);
  // The chamber's seat result, replaced whole: every party of the election, or none at all.
  await elections.replaceSeatResults(
    tx,
    election.id,
    projection === null
      ? []
      : parties.map((p) => ({ partyId: p.id, seats: projection.seats.get(p.id) ?? 0 })),
  );
}

async function lockedPsElection(tx: Tx, electionId: number): Promise<Election> {
  const election = await elections.lockElection(tx, electionId);
  if (!election) throw new NotFoundError('Verkiezing niet gevonden.');
  if (election.category !== 'PS')
    throw ValidationError.field('non_field_errors', STATEN_MESSAGES.notPs);
  return election;
}

async function requireRegion(tx: Tx, electionId: number, regionId: number) {
  const region = (await listRegions(tx, electionId)).find((r) => r.id === regionId);
  if (!region) throw new NotFoundError(STATEN_MESSAGES.unknownRegion);
  return region;
}

/** The members and stemwaarde the Kiesraad set for one body; they stop being provisional. */
export function updateRegion(
  db: Db,
  electionId: number,
  regionId: number,
  body: UpdateStatenRegionBody,
  changedBy: number | null,
): Promise<void> {
  return db.transaction(async (tx) => {
    await updateRegionIn(tx, electionId, regionId, body);
    await elections.recordResultsChange(tx, electionId, 'staten', changedBy);
  });
}

async function updateRegionIn(
  tx: Tx,
  electionId: number,
  regionId: number,
  body: UpdateStatenRegionBody,
): Promise<void> {
  const election = await lockedPsElection(tx, electionId);
  const region = await requireRegion(tx, electionId, regionId);
  const memberCount = body.staten_seat_count ?? region.staten_seat_count;
  const stemwaarde = body.stemwaarde ?? region.stemwaarde;
  if (memberCount === null || stemwaarde === null) {
    throw ValidationError.field('non_field_errors', STATEN_MESSAGES.bothForNewCollege);
  }
  const entered = (await repo.listStatenSeats(tx, electionId))
    .filter((r) => r.regionId === regionId)
    .reduce((sum, r) => sum + r.seats, 0);
  if (entered > 0 && entered !== memberCount) {
    throw ValidationError.field(
      'staten_seat_count',
      STATEN_MESSAGES.seatsMustAddUp(region.name, entered, memberCount),
    );
  }
  await repo.upsertCollege(tx, { electionId, regionId, memberCount, stemwaarde });
  await recomputeProjection(tx, election);
}

/**
 * The Staten seats per party of one body; they must add up to its members (an empty list
 * clears them). Used by the admin's entry and by the EML import alike.
 */
export async function setStatenSeats(
  tx: Tx,
  args: { electionId: number; regionId: number; partySeats: { partyId: number; seats: number }[] },
): Promise<void> {
  const election = await lockedPsElection(tx, args.electionId);
  const region = await requireRegion(tx, args.electionId, args.regionId);
  if (region.staten_seat_count === null) {
    throw ValidationError.field('region_id', STATEN_MESSAGES.noMembersYet(region.name));
  }
  const partyIds = new Set(
    (await elections.listElectionParties(tx, args.electionId)).map((p) => p.id),
  );
  const foreign = args.partySeats.filter((r) => !partyIds.has(r.partyId)).map((r) => r.partyId);
  if (foreign.length > 0) {
    throw ValidationError.field(
      'party_seats',
      `Geen partij van deze verkiezing: ${foreign.join(', ')}.`,
    );
  }
  const rows = args.partySeats.filter((r) => r.seats > 0);
  const total = rows.reduce((sum, r) => sum + r.seats, 0);
  if (rows.length > 0 && total !== region.staten_seat_count) {
    throw ValidationError.field(
      'party_seats',
      STATEN_MESSAGES.seatsMustAddUp(region.name, total, region.staten_seat_count),
    );
  }
  await repo.replaceStatenSeats(tx, args.electionId, args.regionId, rows);
  await recomputeProjection(tx, election);
}

/** The admin's entry of one body's Staten seats; players' scores follow (the route says so). */
export function saveStatenSeats(
  db: Db,
  electionId: number,
  body: StatenSeatsBody,
  changedBy: number | null,
): Promise<void> {
  return db.transaction(async (tx) => {
    await setStatenSeats(tx, {
      electionId,
      regionId: body.region_id,
      partySeats: body.party_seats.map((r) => ({ partyId: r.party_id, seats: r.seat_count })),
    });
    await elections.recordResultsChange(tx, electionId, 'staten', changedBy);
  });
}

/**
 * A new PS election plays the twelve provinces. Each body's members and stemwaarde come from
 * the previous PS election, else from 2023, and are provisional until the admin confirms them.
 */
export async function startStaten(
  tx: Tx,
  electionId: number,
  fromElectionId: number | null,
): Promise<void> {
  const regions = await repo.listCollegeRegions(tx, fromElectionId ?? -1);
  const provinces = regions.filter((r) => r.kind === 'provincie');
  await elections.replacePlayedMunicipalities(
    tx,
    electionId,
    provinces.map((p) => p.id),
  );
  const values = regions.flatMap((r) => {
    const fallback = PROVINCES_2023.find((p) => p.code === r.code);
    const memberCount = r.memberCount ?? fallback?.statenSeats;
    const stemwaarde = r.stemwaarde ?? fallback?.stemwaarde;
    return memberCount && stemwaarde
      ? [{ electionId, regionId: r.id, memberCount, stemwaarde }]
      : [];
  });
  await repo.copyColleges(tx, values);
}

/** The active PS election's Staten as players see them (contract/staten.ts, StatenResults). */
export async function statenResultsForPlayers(db: DbOrTx, now: Date): Promise<StatenResults> {
  const election = await elections.findActiveElection(db);
  if (!election || election.category !== 'PS') {
    throw new NotFoundError('Er is geen actieve Provinciale Statenverkiezing.');
  }
  const details = await statenDetails(db, election);
  // Players see no result before the deadline (docs/decisions/050-results-before-the-deadline.md).
  const open = !resultsVisibleToPlayers(election, now);
  const turnout = open ? [] : await elections.listTurnoutResults(db, election.id);
  const biggest = open ? [] : await elections.listBiggestPartyResults(db, election.id);
  const seatsOf = new Map(details.staten_results.map((r) => [r.region_id, r.party_seats]));
  return {
    election_id: election.id,
    chamber_result: open
      ? {
          source: 'projection',
          regions_reported: 0,
          regions_total: details.chamber_result!.regions_total,
          decided_by_lot: null,
        }
      : details.chamber_result!,
    regions: details.regions.flatMap((r) =>
      r.staten_seat_count === null || r.stemwaarde === null
        ? []
        : [
            {
              id: r.id,
              name: r.name,
              kind: r.kind,
              staten_seat_count: r.staten_seat_count,
              stemwaarde: r.stemwaarde,
              reported: !open && seatsOf.has(r.id),
              party_seats: open ? [] : (seatsOf.get(r.id) ?? []),
              turnout: fromTenthsOrNull(turnout.find((t) => t.municipalityId === r.id)?.tenths),
              biggest_party_id: biggest.find((b) => b.municipalityId === r.id)?.partyId ?? null,
            },
          ],
    ),
  };
}

function fromTenthsOrNull(tenths: number | undefined): number | null {
  return tenths === undefined ? null : fromTenths(tenths);
}
