import { REMINDER_ERROR_CODES, type NudgeResponse } from '@zetelpoule/shared';
import { amsterdamDay } from '@zetelpoule/shared/rules/amsterdam-time';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError, DeadlinePassedError, ForbiddenError, NotFoundError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { findActiveElection } from '../elections/elections.repo';
import { findSubleagueById, isMember } from '../leagues/leagues.repo';
import { nudgeMail } from './reminders.mails';
import { claimNudge, findUser, releaseNudge, selectPreferences } from './reminders.repo';
import { progressOf, unsubscribeFor, type RemindersContext } from './reminders.service';
import { greetingName } from '../../lib/greeting-name';

/* a sub-league creator's daily nudge to one member. */

export const NOT_A_MEMBER_MESSAGE = 'Je bent geen lid van deze subpoule.';
export const MEMBER_NOT_FOUND_MESSAGE = 'Deze speler is geen lid van de subpoule.';
export const NOT_CREATOR_NUDGE_MESSAGE = 'Alleen de aanmaker van de subpoule kan een duwtje geven.';

/**
 * The creator of a sub-league reminds one member whose prediction is incomplete, before the
 * deadline, at most once per Amsterdam day (claimed before the mail goes, like the reminders).
 */
export async function nudgeMember(
  ctx: RemindersContext,
  viewer: AuthUser,
  subleagueId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<NudgeResponse> {
  const league = await findSubleagueById(ctx.db, subleagueId);
  if (!league || !(await isMember(ctx.db, league.id, viewer.id))) {
    throw new NotFoundError(NOT_A_MEMBER_MESSAGE, REMINDER_ERROR_CODES.notAMember);
  }
  if (league.creatorId !== viewer.id) {
    throw new ForbiddenError(NOT_CREATOR_NUDGE_MESSAGE, REMINDER_ERROR_CODES.notCreator);
  }
  if (memberId === viewer.id) {
    throw new AppError(
      400,
      REMINDER_ERROR_CODES.cannotNudgeSelf,
      'Jezelf een duwtje geven kan niet.',
    );
  }
  const member = (await isMember(ctx.db, league.id, memberId))
    ? await findUser(ctx.db, memberId)
    : undefined;
  if (!member) {
    throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE, REMINDER_ERROR_CODES.notAMember);
  }
  const election = await findActiveElection(ctx.db);
  if (!election) {
    throw new AppError(
      409,
      REMINDER_ERROR_CODES.noActiveElection,
      'Er is nu geen verkiezing om voor te voorspellen.',
    );
  }
  if (now.getTime() >= election.predictionsDeadline.getTime()) {
    throw new DeadlinePassedError(
      election.electionDate,
      'De deadline is voorbij: een duwtje geven kan niet meer.',
    );
  }
  const progress = await progressOf(ctx.db, [member.id], election.id);
  if (progress.get(member.id)?.isComplete) {
    throw new AppError(
      409,
      REMINDER_ERROR_CODES.predictionComplete,
      `${member.username} heeft de voorspelling al af. Een duwtje is niet nodig.`,
    );
  }
  const preferences = await selectPreferences(ctx.db, member.id);
  if (!preferences.nudges) {
    throw new AppError(
      409,
      REMINDER_ERROR_CODES.nudgesOff,
      `${member.username} wil geen duwtjes ontvangen. Er is geen mail verstuurd.`,
    );
  }
  const claim = await claimNudge(ctx.db, {
    subleagueId: league.id,
    senderId: viewer.id,
    recipientId: member.id,
    amsterdamDay: amsterdamDay(now),
  }).catch(async (err: unknown) => {
    if (!isForeignKeyViolation(err)) throw err;
    // The sub-league, or the member's account, was deleted since the checks above.
    if (!(await findSubleagueById(ctx.db, league.id))) {
      throw new NotFoundError(NOT_A_MEMBER_MESSAGE, REMINDER_ERROR_CODES.notAMember);
    }
    throw new NotFoundError(MEMBER_NOT_FOUND_MESSAGE, REMINDER_ERROR_CODES.notAMember);
  });
  if (claim === undefined) {
    throw new AppError(
      409,
      REMINDER_ERROR_CODES.nudgedToday,
      `Je hebt ${member.username} vandaag al een duwtje gegeven. Morgen kan het weer.`,
    );
  }
  try {
    await ctx.mailer.send(
      nudgeMail({
        to: member.email,
        name: greetingName(member),
        creatorUsername: viewer.username,
        subleagueName: league.name,
        electionName: election.name,
        deadline: election.predictionsDeadline,
        publicUrl: ctx.publicUrl,
        unsubscribe: unsubscribeFor(ctx, member.id, 'nudges'),
      }),
    );
  } catch (err) {
    ctx.log.error({ err, subleagueId: league.id }, 'nudge mail could not be sent');
    await releaseNudge(ctx.db, claim);
    throw new AppError(
      503,
      REMINDER_ERROR_CODES.mailFailed,
      'De mail kon niet worden verstuurd. Probeer het later nog eens.',
    );
  }
  return { message: `${member.username} heeft een duwtje gekregen.` };
}
