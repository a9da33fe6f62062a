import {
  BIGGEST_PARTY_POINTS,
  COUNTRY_TURNOUT_MAX_POINTS,
  FIRST_MUNICIPALITY_POINTS,
  JOKER_MIN_SEATS_EXCLUSIVE,
  MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE,
  SEAT_POINTS_BY_DIFFERENCE,
  SEAT_POINTS_FAR_OFF,
  TOP3_POINTS_BY_CORRECT,
} from '@zetelpoule/shared';
import { nl } from '../../i18n/nl';

// The scoring table under each prediction section (DESIGN §6), built from the scoring
// engine's own constants so that it cannot drift from the engine. The wording is the landing
// page's, so a rule reads the same wherever a player meets it.
const t = nl.landing.scoring;

export type ScoringRow = { label: string; points: number | string };
export type ScoringTable = { title: string; rows: ScoringRow[]; note?: string };

/** DESIGN §6: national turnout loses one point per (rounded) point of deviation. */
const NATIONAL_TURNOUT_POINTS_PER_POINT_OFF = -1;
const NATIONAL_TURNOUT_EXAMPLE_DIFFERENCE = 8;

const seats: ScoringTable = {
  title: t.seats.title,
  rows: [
    ...SEAT_POINTS_BY_DIFFERENCE.map((points, difference) => ({
      label: difference === 0 ? t.seats.exact : t.seats.off(difference),
      points,
    })),
    { label: t.seats.more(SEAT_POINTS_BY_DIFFERENCE.length - 1), points: SEAT_POINTS_FAR_OFF },
  ],
};

const top3: ScoringTable = {
  title: t.top3.title,
  rows: [
    { label: t.top3.all, points: TOP3_POINTS_BY_CORRECT[3] },
    { label: t.top3.two, points: TOP3_POINTS_BY_CORRECT[2] },
    { label: t.top3.one, points: TOP3_POINTS_BY_CORRECT[1] },
  ],
  note: t.top3.note,
};

const firstMunicipality: ScoringTable = {
  title: t.firstCount.title,
  rows: [{ label: t.firstCount.correct, points: FIRST_MUNICIPALITY_POINTS }],
};

const nationalTurnout: ScoringTable = {
  title: t.nationalTurnout.title,
  rows: [
    { label: t.nationalTurnout.exact, points: COUNTRY_TURNOUT_MAX_POINTS },
    { label: t.nationalTurnout.perPoint, points: NATIONAL_TURNOUT_POINTS_PER_POINT_OFF },
    {
      label: t.nationalTurnout.example(NATIONAL_TURNOUT_EXAMPLE_DIFFERENCE),
      points:
        COUNTRY_TURNOUT_MAX_POINTS +
        NATIONAL_TURNOUT_POINTS_PER_POINT_OFF * NATIONAL_TURNOUT_EXAMPLE_DIFFERENCE,
    },
  ],
  note: t.nationalTurnout.note,
};

const biggestParty: ScoringTable = {
  title: t.biggestParty.title,
  rows: [{ label: t.biggestParty.correct, points: BIGGEST_PARTY_POINTS }],
};

const municipalityTurnout: ScoringTable = {
  title: t.municipalityTurnout.title,
  rows: [
    ...MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE.map((points, difference) => ({
      label: difference === 0 ? t.municipalityTurnout.exact : t.municipalityTurnout.off(difference),
      points,
    })),
    {
      label: t.municipalityTurnout.more(MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE.length),
      points: 0,
    },
  ],
  note: t.municipalityTurnout.note,
};

const joker: ScoringTable = {
  title: t.joker.title,
  rows: [
    { label: t.joker.doubles, points: t.joker.double },
    { label: t.joker.void(JOKER_MIN_SEATS_EXCLUSIVE), points: 0 },
  ],
};

/** The tables each dashboard section shows, in SPEC §2's order of sections. */
export const SECTION_SCORING = {
  seats: [seats, top3],
  firstMunicipality: [firstMunicipality],
  nationalTurnout: [nationalTurnout],
  biggestParty: [biggestParty],
  municipalityTurnout: [municipalityTurnout],
  joker: [joker],
} satisfies Record<string, ScoringTable[]>;

/** +5, 0, −3 (a real minus sign, which screen readers read as "min"). */
export function formatPoints(points: number | string): string {
  if (typeof points === 'string') return points;
  if (points > 0) return `+${points}`;
  if (points < 0) return `\u2212${Math.abs(points)}`;
  return '0';
}
