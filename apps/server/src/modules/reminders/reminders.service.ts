import {
  REMINDER_ERROR_CODES,
  REMINDER_KINDS,
  resultsVisibleToPlayers,
  type MailPreferenceKind,
  type MailPreferences,
  type ReminderKind,
  type ReminderStats,
  type UnsubscribeResponse,
  type UpdateMailPreferencesBody,
} from '@zetelpoule/shared';
import { completeness, type Completeness } from '@zetelpoule/shared/rules/completeness';
import { dueDeadlineReminder, reminderDueTimes } from '@zetelpoule/shared/rules/reminders';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError, NotFoundError, UnauthorizedError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { findActiveElection, findElectionById, type Election } from '../elections/elections.repo';
import {
  selectPlayedMunicipalityIds,
  selectPredictionProgress,
  selectRankedNationalPool,
} from '../leagues/leagues.repo';
import { deadlineReminderMail, resultsMail, type Unsubscribe } from './reminders.mails';
import {
  claimDelivery,
  countDeliveries,
  countNudgesSince,
  markDelivered,
  releaseDelivery,
  selectDeadlineCandidates,
  selectPreferences,
  selectResultsCandidates,
  upsertPreferences,
  userExists,
} from './reminders.repo';
import { unsubscribeToken, verifyUnsubscribeToken } from './reminders.tokens';
import { greetingName } from '../../lib/greeting-name';

/*
 * Reminders (docs/decisions/032-reminder-emails.md): before the deadline to players whose
 * prediction is incomplete, "De uitslag is bekend" once the results are final, their one-click
 * unsubscribe, and a sub-league creator's daily nudge. Every mail is claimed in the database before
 * it is sent, so however many workers (or CLI runs) go at once, each goes out once.
 */

export interface RemindersContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The server secret (JWT_SECRET): the unsubscribe tokens are signed with a key from it. */
  secret: string;
  /** Milliseconds before the deadline of the 7d, 24h and 2h reminders. */
  offsetsMs: [number, number, number];
  log: {
    error: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  };
}

const WHAT: Record<MailPreferenceKind, string> = {
  deadline: 'herinneringen voor de deadline',
  results: 'mails over de uitslag',
  nudges: 'duwtjes van je subpoule',
};

export function unsubscribeFor(
  ctx: Pick<RemindersContext, 'publicUrl' | 'secret'>,
  userId: number,
  kind: MailPreferenceKind,
): Unsubscribe {
  return {
    url: `${ctx.publicUrl}/api/mail/unsubscribe/${unsubscribeToken(ctx.secret, userId, kind)}/`,
    what: WHAT[kind],
  };
}

/** Each user's completeness for the election (decision 019); no entry: no prediction yet. */
export async function progressOf(
  db: Db,
  userIds: number[],
  electionId: number,
): Promise<Map<number, Completeness>> {
  const [rows, played] = await Promise.all([
    selectPredictionProgress(db, userIds, electionId),
    selectPlayedMunicipalityIds(db, electionId),
  ]);
  const result = new Map<number, Completeness>();
  for (const row of rows) {
    result.set(
      row.userId,
      completeness(
        {
          ...row,
          biggestPartyIds: new Set(row.biggestPartyIds),
          turnoutIds: new Set(row.turnoutIds),
        },
        played,
      ),
    );
  }
  return result;
}

export interface SendReport {
  electionId: number;
  kind: ReminderKind;
  sent: number;
  failed: number;
  /** Why nothing was attempted (deadline passed, results not final). */
  refused?: string;
}

/**
 * Whether the results mail may go: final, the scores calculated after the last change, and the
 * deadline passed (players see no results before it, docs/decisions/050-results-before-the-deadline.md).
 */
export function resultsReady(election: Election, now: Date): boolean {
  return (
    resultsVisibleToPlayers(election, now) &&
    election.isFinal &&
    election.scoresCalculatedAt !== null &&
    (election.resultsUpdatedAt === null || election.scoresCalculatedAt >= election.resultsUpdatedAt)
  );
}

/** Claims, sends and records one mail; a failed send gives the claim back. */
async function deliver(
  ctx: RemindersContext,
  electionId: number,
  userId: number,
  kind: ReminderKind,
  mail: () => MailMessage,
): Promise<'sent' | 'taken' | 'failed'> {
  const claim = await claimDelivery(ctx.db, electionId, userId, kind);
  if (claim === undefined) return 'taken';
  try {
    await ctx.mailer.send(mail());
  } catch (err) {
    ctx.log.error({ err, electionId, userId, kind }, 'reminder mail could not be sent');
    await releaseDelivery(ctx.db, claim);
    return 'failed';
  }
  await markDelivered(ctx.db, claim);
  return 'sent';
}

/**
 * Sends one kind of reminder for an election now, to everyone it is for who has not had it:
 * the queue's job and `cli send-reminders`. Reminders before the deadline go only while it has
 * not passed, and only to verified players whose prediction is incomplete; the results mail
 * only once the results are final and scored.
 */
export async function sendReminders(
  ctx: RemindersContext,
  electionId: number,
  kind: ReminderKind,
  now: Date = new Date(),
): Promise<SendReport> {
  const election = await findElectionById(ctx.db, electionId);
  if (!election) throw new NotFoundError('Deze verkiezing bestaat niet.');
  const report: SendReport = { electionId, kind, sent: 0, failed: 0 };
  const count = (outcome: 'sent' | 'taken' | 'failed') => {
    if (outcome === 'sent') report.sent += 1;
    if (outcome === 'failed') report.failed += 1;
  };

  if (kind === 'results') {
    if (!resultsReady(election, now)) {
      return { ...report, refused: 'de uitslag is nog niet definitief en berekend' };
    }
    const candidates = await selectResultsCandidates(ctx.db, election.id);
    if (candidates.length === 0) return report;
    const ranked = await selectRankedNationalPool(ctx.db, election.id);
    const standing = new Map(ranked.map((row) => [row.id, row]));
    for (const player of candidates) {
      const row = standing.get(player.userId);
      if (!row) continue;
      count(
        await deliver(ctx, election.id, player.userId, kind, () =>
          resultsMail({
            to: player.email,
            name: greetingName(player),
            electionName: election.name,
            points: row.points,
            rank: row.rank,
            players: ranked.length,
            publicUrl: ctx.publicUrl,
            unsubscribe: unsubscribeFor(ctx, player.userId, 'results'),
          }),
        ),
      );
    }
    return report;
  }

  if (now.getTime() >= election.predictionsDeadline.getTime()) {
    return { ...report, refused: 'de deadline is al voorbij' };
  }
  const candidates = await selectDeadlineCandidates(ctx.db, election.id, kind);
  if (candidates.length === 0) return report;
  const progress = await progressOf(
    ctx.db,
    candidates.map((c) => c.userId),
    election.id,
  );
  for (const player of candidates) {
    const own = progress.get(player.userId);
    if (own?.isComplete) continue;
    count(
      await deliver(ctx, election.id, player.userId, kind, () =>
        deadlineReminderMail({
          kind,
          to: player.email,
          name: greetingName(player),
          electionName: election.name,
          deadline: election.predictionsDeadline,
          progress: own && {
            finished: own.finishedCount,
            sections: own.sectionCount,
            seatsAssigned: own.seatsAssigned,
            seatCount: own.seatCount,
          },
          publicUrl: ctx.publicUrl,
          unsubscribe: unsubscribeFor(ctx, player.userId, 'deadline'),
        }),
      ),
    );
  }
  return report;
}

/**
 * What the queue's tick finds due now for the active election, read afresh each time (a moved
 * deadline moves its reminders): the latest reminder before the deadline whose time has come,
 * and the results mail once they are final.
 */
export async function dueReminders(
  ctx: Pick<RemindersContext, 'db' | 'offsetsMs'>,
  now: Date = new Date(),
): Promise<{ electionId: number; kind: ReminderKind }[]> {
  const election = await findActiveElection(ctx.db);
  if (!election) return [];
  const due: { electionId: number; kind: ReminderKind }[] = [];
  const before = dueDeadlineReminder(election.predictionsDeadline, now, ctx.offsetsMs);
  if (before) due.push({ electionId: election.id, kind: before });
  if (resultsReady(election, now)) due.push({ electionId: election.id, kind: 'results' });
  return due;
}

/** The admin's panel: per kind, how many were sent for the active election, and when due. */
export async function reminderStats(
  ctx: Pick<RemindersContext, 'db' | 'offsetsMs'>,
): Promise<ReminderStats> {
  const election = await findActiveElection(ctx.db);
  if (!election) return { election_id: null, election_name: null, kinds: [], nudges_sent: 0 };
  const [counts, nudges] = await Promise.all([
    countDeliveries(ctx.db, election.id),
    countNudgesSince(ctx.db, election.createdAt),
  ]);
  const sent = new Map(counts.map((row) => [row.kind, row.sent]));
  const dueAt = reminderDueTimes(election.predictionsDeadline, ctx.offsetsMs);
  return {
    election_id: election.id,
    election_name: election.name,
    kinds: REMINDER_KINDS.map((kind) => ({
      kind,
      sent: sent.get(kind) ?? 0,
      due_at: kind === 'results' ? null : dueAt[kind].toISOString(),
    })),
    nudges_sent: nudges,
  };
}

/* ---------- The player's switches and the one-click unsubscribe ---------- */

export function getPreferences(ctx: Pick<RemindersContext, 'db'>, viewer: AuthUser) {
  return selectPreferences(ctx.db, viewer.id);
}

export async function updatePreferences(
  ctx: Pick<RemindersContext, 'db'>,
  viewer: AuthUser,
  body: UpdateMailPreferencesBody,
): Promise<MailPreferences> {
  await upsertPreferences(ctx.db, viewer.id, body).catch((err: unknown) => {
    // The account was deleted after its token was checked: nothing to keep switches for.
    throw isForeignKeyViolation(err) ? new UnauthorizedError(AUTH_MESSAGES.userGone) : err;
  });
  return selectPreferences(ctx.db, viewer.id);
}

export const INVALID_TOKEN_MESSAGE =
  'Deze afmeldlink is ongeldig. Gebruik de link uit de mail, of pas je mails aan op je profiel.';

export class InvalidUnsubscribeTokenError extends AppError {
  constructor() {
    super(400, REMINDER_ERROR_CODES.invalidToken, INVALID_TOKEN_MESSAGE);
  }
}

/** What a genuine token is about; InvalidUnsubscribeTokenError otherwise (nothing changes). */
export function readUnsubscribeToken(ctx: Pick<RemindersContext, 'secret'>, token: string) {
  const claims = verifyUnsubscribeToken(ctx.secret, token);
  if (!claims) throw new InvalidUnsubscribeTokenError();
  return { ...claims, what: WHAT[claims.kind] };
}

/** RFC 8058's POST: switches the token's kind off for its user, without a sign-in. Repeatable. */
export async function unsubscribe(
  ctx: Pick<RemindersContext, 'db' | 'secret'>,
  token: string,
): Promise<UnsubscribeResponse> {
  const { userId, kind, what } = readUnsubscribeToken(ctx, token);
  if (!(await userExists(ctx.db, userId))) {
    // The account was deleted: it gets no mail at all any more.
    return { message: `Je bent afgemeld: je krijgt geen ${what} meer.`, kind };
  }
  await upsertPreferences(ctx.db, userId, { [kind]: false });
  return { message: `Je bent afgemeld: je krijgt geen ${what} meer.`, kind };
}
