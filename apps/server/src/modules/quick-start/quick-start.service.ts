import {
  QUICK_START_ERROR_CODES,
  QUICK_START_MESSAGES,
  QUICK_START_SOURCES,
  matchPartyNames,
  meanShares,
  scaleSeatsToTotal,
  type QuickStartBasis,
  type QuickStartBody,
  type QuickStartOptions,
  type QuickStartResult,
  type QuickStartSource,
} from '@zetelpoule/shared';
import type { Db } from '../../db/client';
import { AppError, DeadlinePassedError, NotFoundError } from '../../errors';
import { listBenchmarks } from '../poll-opponents/poll-opponents.service';
import {
  findActiveElection,
  listElectionParties,
  type Election,
} from '../elections/elections.repo';
import { now, setSeats } from '../predictions/predictions.service';
import * as repo from './quick-start.repo';
import { REFERENCE_CHAMBERS } from './reference-chambers';

/*
 * The quick start (docs/decisions/063-quick-start.md): the whole chamber filled from one source in one call,
 * saved by the predictions module's own seat save, so the deadline and the all-or-nothing
 * write are decided in one place for the steppers and for this.
 */

const NO_ACTIVE_ELECTION = 'Er is op dit moment geen actieve verkiezing.';

/** A source's numbers per party id of the active election, before scaling. */
interface Filling {
  basis: QuickStartBasis;
  seats: ReadonlyMap<number, number>;
}

type Party = { id: number; name: string };

/** The mean of the admin's polls of this election (not De Poule, which scoring writes). */
async function fromPolls(db: Db, election: Election): Promise<Filling | null> {
  const polls = (await listBenchmarks(db, election.id)).filter(
    (benchmark) => !benchmark.is_crowd && benchmark.party_seats.length > 0,
  );
  if (polls.length === 0) return null;
  return {
    basis: { kind: 'polls', names: polls.map((poll) => poll.name) },
    seats: meanShares(
      polls.map((poll) => new Map(poll.party_seats.map((row) => [row.party_id, row.seat_count]))),
    ),
  };
}

/**
 * The previous chamber of the same kind: the latest earlier election of the category with a
 * seat result, else the reference chamber the seed knows; its parties found by name.
 */
async function fromPrevious(db: Db, election: Election, parties: Party[]): Promise<Filling | null> {
  const chamber =
    (await repo.findPreviousChamber(db, {
      category: election.category,
      before: election.electionDate,
      exceptId: election.id,
    })) ??
    REFERENCE_CHAMBERS[election.category] ??
    null;
  if (!chamber) return null;
  const seatsByName = new Map(chamber.seats.map((row) => [row.name, row.seats]));
  const { matched } = matchPartyNames([...seatsByName.keys()], parties);
  if (matched.length === 0) return null;
  return {
    basis: { kind: 'previous', names: [chamber.name] },
    seats: new Map(matched.map((match) => [match.party.id, seatsByName.get(match.name)!])),
  };
}

function filling(
  db: Db,
  election: Election,
  parties: Party[],
  source: QuickStartSource,
): Promise<Filling | null> {
  switch (source) {
    case 'polls':
      return fromPolls(db, election);
    case 'crowd':
      // The crowd's figures stay secret until the deadline (docs/decisions/034-the-crowd.md), and after it
      // nothing can be filled in: until the crowd is public its button starts from the polls.
      return fromPolls(db, election);
    case 'previous':
      return fromPrevious(db, election, parties);
  }
}

async function activeElection(db: Db): Promise<Election> {
  const election = await findActiveElection(db);
  if (!election) throw new NotFoundError(NO_ACTIVE_ELECTION, 'no_active_election');
  return election;
}

/** Which buttons can fill the chamber now, and from what. */
export async function quickStartOptions(db: Db): Promise<QuickStartOptions> {
  const election = await activeElection(db);
  const parties = await listElectionParties(db, election.id);
  const polls = await fromPolls(db, election);
  const previous = await fromPrevious(db, election, parties);
  const basisOf = { polls, crowd: polls, previous };
  return {
    seat_count: election.seatCount,
    options: QUICK_START_SOURCES.map((source) => ({
      source,
      basis: parties.length > 0 ? (basisOf[source]?.basis ?? null) : null,
    })),
  };
}

/**
 * Fills the player's chamber from `source`, scaled to exactly the election's seat count, with
 * the predictions module's PUT of the whole distribution. The deadline is answered before any
 * other problem (nothing may change then); the save checks it again in its own statement.
 */
export async function quickStart(
  db: Db,
  userId: number,
  body: QuickStartBody,
): Promise<QuickStartResult> {
  const election = await activeElection(db);
  if (election.predictionsDeadline.getTime() <= now().getTime()) {
    throw new DeadlinePassedError(election.electionDate);
  }
  const parties = await listElectionParties(db, election.id);
  if (parties.length === 0) throw sourceEmpty(QUICK_START_MESSAGES.noParties);
  const found = await filling(db, election, parties, body.source);
  const rows = found
    ? scaleSeatsToTotal(
        found.seats,
        parties.map((party) => party.id),
        election.seatCount,
      )
    : null;
  if (!found || !rows) {
    throw sourceEmpty(
      body.source === 'previous' ? QUICK_START_MESSAGES.noPrevious : QUICK_START_MESSAGES.noPolls,
    );
  }
  const partySeats = rows.filter((row) => row.seats > 0);
  const saved = await setSeats(db, userId, { party_seats: partySeats });
  return { ...saved, source: body.source, basis: found.basis, party_seats: partySeats };
}

function sourceEmpty(message: string): AppError {
  return new AppError(409, QUICK_START_ERROR_CODES.sourceEmpty, message);
}
