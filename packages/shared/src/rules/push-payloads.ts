import type { DeadlineReminderKind } from '../contract/reminders';
import type { PushPayload } from '../contract/push';
import { amsterdamDay } from './amsterdam-time';
import { formatDeadline } from './deadline-format';

/*
 * The texts of the push notifications (docs/decisions/065-web-push.md): short, because a phone's
 * lock screen shows two lines, and in the same words as the reminder e-mails.
 */

const BEFORE: Record<DeadlineReminderKind, string> = {
  '7d': 'Nog een week',
  '24h': 'Nog 24 uur',
  '2h': 'Nog 2 uur',
};

/** 7 days, 24 hours or 2 hours before the deadline, to a player whose prediction is unfinished. */
export function deadlinePush(options: {
  kind: DeadlineReminderKind;
  electionName: string;
  deadline: Date;
  /** Undefined: no prediction yet. */
  progress?: { finished: number; sections: number };
}): PushPayload {
  const started = options.progress
    ? `Je hebt ${options.progress.finished} van de ${options.progress.sections} onderdelen af.`
    : 'Je hebt nog niets voorspeld.';
  return {
    kind: 'deadline',
    title: `${BEFORE[options.kind]} voor ${options.electionName}`,
    body: `${started} Meedoen kan tot ${formatDeadline(options.deadline)}.`,
    url: '/dashboard',
    tag: 'deadline',
  };
}

/** Dutch ordinal rank: "1e", "12e". */
const ordinal = (rank: number) => `${rank}e`;
const points = (n: number) => (n === 1 ? '1 punt' : `${n} punten`);

/** "De uitslag is binnen", with the player's points and national rank. */
export function resultsPush(options: {
  electionName: string;
  points: number;
  rank: number;
  players: number;
}): PushPayload {
  return {
    kind: 'results',
    title: 'De uitslag is binnen',
    body:
      `${options.electionName}: je hebt ${points(options.points)} en staat ` +
      `${ordinal(options.rank)} van ${options.players} in de Nationale Poule.`,
    url: '/uitslag',
    tag: 'results',
  };
}

/** "Je bent ingehaald in [subpoule]": someone in one of the player's sub-leagues passed them. */
export function overtakenPush(options: { subleagueName: string; passedBy: string }): PushPayload {
  return {
    kind: 'overtaken',
    title: `Je bent ingehaald in ${options.subleagueName}`,
    body: `${options.passedBy} ging je voorbij. Kijk hoe je ervoor staat.`,
    url: '/league',
    tag: 'overtaken',
  };
}

const HOUR_MS = 3_600_000;

/**
 * Which election night an instant belongs to, as the Amsterdam day on which it began: noon to
 * noon, so the hours after midnight count with the evening before. "At most one overtaken
 * notification a night" is one per player and night key.
 */
export function electionNightKey(at: Date | number): string {
  const time = typeof at === 'number' ? at : at.getTime();
  return amsterdamDay(time - 12 * HOUR_MS);
}
