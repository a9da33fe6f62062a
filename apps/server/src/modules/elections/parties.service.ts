import {
  ADMIN_MESSAGES,
  type CreatePartyBody,
  type Party,
  type UpdatePartyBody,
} from '@zetelpoule/shared';
import type { Db, Tx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { ConflictError, NotFoundError } from '../../errors';
import * as repo from './elections.repo';

/*
 * The parties of an election, as the admin lists, adds, edits and deletes them. A party in use
 * by a prediction or a result cannot be deleted (decision 014 for the locks).
 */

const ELECTION_NOT_FOUND = ADMIN_MESSAGES.electionNotFound;
const PARTY_NOT_FOUND = 'Deze partij hoort niet bij deze verkiezing.';

export async function listParties(db: Db, electionId: number): Promise<Party[]> {
  if (!(await repo.findElectionById(db, electionId))) throw new NotFoundError(ELECTION_NOT_FOUND);
  return repo.listElectionParties(db, electionId);
}

export async function createParty(
  db: Db,
  electionId: number,
  body: CreatePartyBody,
): Promise<Party> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockElection(tx, electionId))) throw new NotFoundError(ELECTION_NOT_FOUND);
    const listNumber = body.list_number ?? (await repo.highestListNumber(tx, electionId)) + 1;
    await requireFreeListNumber(tx, electionId, listNumber);
    return repo.insertParty(tx, {
      electionId,
      name: body.name,
      hexcolor: body.hexcolor,
      listNumber,
    });
  });
}

export async function updateParty(
  db: Db,
  electionId: number,
  partyId: number,
  body: UpdatePartyBody,
): Promise<Party> {
  return db.transaction(async (tx) => {
    if (!(await repo.lockElection(tx, electionId))) throw new NotFoundError(ELECTION_NOT_FOUND);
    const party = await repo.findElectionParty(tx, electionId, partyId);
    if (!party) throw new NotFoundError(PARTY_NOT_FOUND);
    if (body.list_number !== undefined && body.list_number !== party.list_number) {
      await requireFreeListNumber(tx, electionId, body.list_number, partyId);
    }
    if (body.name === undefined && body.hexcolor === undefined && body.list_number === undefined) {
      return party;
    }
    return repo.updateParty(tx, partyId, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.hexcolor !== undefined && { hexcolor: body.hexcolor }),
      ...(body.list_number !== undefined && { listNumber: body.list_number }),
    });
  });
}

const PARTY_IN_USE_NOW =
  'Deze partij wordt op dit moment in een voorspelling gebruikt en kan niet worden verwijderd.';

/**
 * A party a prediction or a result still uses stays: deleting it would rewrite scores. The
 * `for update` lock on the election row waits for players' writes in flight (they key-share-lock
 * it), so the usage check sees every use; should a write still slip past it, the foreign key
 * refuses the delete and the admin gets the same 409, never a 500.
 */
export async function deleteParty(db: Db, electionId: number, partyId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.lockElectionAgainstWrites(tx, electionId))) {
        throw new NotFoundError(ELECTION_NOT_FOUND);
      }
      const party = await repo.findElectionParty(tx, electionId, partyId);
      if (!party) throw new NotFoundError(PARTY_NOT_FOUND);
      const usage = await repo.partyUsage(tx, partyId);
      if (usage.usedByPredictions || usage.usedByResults) {
        const users = [
          usage.usedByPredictions ? 'voorspellingen' : null,
          usage.usedByResults ? 'uitslagen' : null,
        ].filter(Boolean);
        throw new ConflictError(
          {},
          `${party.name} kan niet worden verwijderd: ${users.join(' en ')} van deze verkiezing gebruiken deze partij.`,
        );
      }
      await repo.deleteParty(tx, partyId);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new ConflictError({}, PARTY_IN_USE_NOW);
    throw err;
  }
}

async function requireFreeListNumber(
  tx: Tx,
  electionId: number,
  listNumber: number,
  exceptPartyId?: number,
): Promise<void> {
  if (await repo.isListNumberTaken(tx, electionId, listNumber, exceptPartyId)) {
    const message = `Lijstnummer ${listNumber} is al in gebruik bij een andere partij van deze verkiezing.`;
    throw new ConflictError({ list_number: [message] }, message);
  }
}
