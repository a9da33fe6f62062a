import { eq } from 'drizzle-orm';
import { electionMunicipalities, elections, parties } from '../../db/schema';
import type { TestApp } from '../../../test/helper';
import { insertPrediction, type PredictionSpec } from '../scoring/scoring.fixtures';
import { activeElectionId } from '../leagues/leagues.test-data';
import type { RemindersContext } from './reminders.service';

/* Fixtures of the reminders tests (not part of the product). */

/** The reminders' context over a test app, as the routes and the queue build it. */
export function remindersContext(t: TestApp): RemindersContext {
  return {
    db: t.database.db,
    mailer: t.app.mailer,
    publicUrl: t.config.publicUrl,
    secret: t.config.jwtSecret,
    offsetsMs: t.config.reminderOffsetsMs,
    log: { error: () => {}, info: () => {} },
  };
}

/** Moves the active election's deadline to `msFromNow` from now; its id. */
export async function setDeadlineIn(t: TestApp, msFromNow: number): Promise<number> {
  const id = await activeElectionId(t);
  await t.database.db
    .update(elections)
    .set({ predictionsDeadline: new Date(Date.now() + msFromNow) })
    .where(eq(elections.id, id));
  return id;
}

/** A prediction for the active election with every section filled (decision 019). */
export async function completePrediction(t: TestApp): Promise<PredictionSpec> {
  const electionId = await activeElectionId(t);
  const [election] = await t.database.db
    .select({ seatCount: elections.seatCount })
    .from(elections)
    .where(eq(elections.id, electionId));
  const [party] = await t.database.db
    .select({ id: parties.id })
    .from(parties)
    .where(eq(parties.electionId, electionId))
    .limit(1);
  const played = (
    await t.database.db
      .select({ id: electionMunicipalities.municipalityId })
      .from(electionMunicipalities)
      .where(eq(electionMunicipalities.electionId, electionId))
  ).map((row) => row.id);
  return {
    seats: [[party!.id, election!.seatCount]],
    captainPartyId: party!.id,
    firstMunicipalityId: played[0]!,
    countryTurnoutTenths: 780,
    turnoutTenths: played.map((id) => [id, 800] as [number, number]),
    biggestParty: played.map((id) => [id, party!.id] as [number, number]),
  };
}

export async function predictFor(t: TestApp, userId: number, spec: PredictionSpec) {
  return insertPrediction(t, userId, await activeElectionId(t), spec);
}

/** The mails in a raw outbox list addressed to `email`. */
export function mailsTo(outbox: string[], email: string): string[] {
  return outbox.filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

/** The one-click unsubscribe URL of a raw mail's List-Unsubscribe header. */
export function unsubscribeUrlOf(raw: string): string {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const header = /^List-Unsubscribe: (.*)$/m.exec(unfolded)?.[1];
  const url = header && /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
  if (!url) throw new Error('no List-Unsubscribe URL in the mail');
  return url;
}
