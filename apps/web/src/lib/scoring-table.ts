import {
  BIGGEST_PARTY_POINTS,
  COUNTRY_TURNOUT_MAX_POINTS,
  FIRST_MUNICIPALITY_POINTS,
  MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE,
  SEAT_POINTS_BY_DIFFERENCE,
  SEAT_POINTS_FAR_OFF,
  TOP3_POINTS_BY_CORRECT,
} from '@zetelpoule/shared/scoring/index';
import { categoryInfo, type ElectionCategory } from '@zetelpoule/shared/rules/election-category';
import { EITHER_REGION, landing as landingTexts } from '../i18n/nl-landing';

// The points (docs/rules.md#points) as a player reads them, on the landing page and under each dashboard
// section: built from the scoring engine's own constants, so the table cannot drift from it.
// Imported by subpath so the landing chunk does not pull in the zod contracts.
const t = landingTexts.scoring;

export type ScoringRow = { label: string; points: number | string };
export type ScoringCategoryId =
  | 'seats'
  | 'joker'
  | 'top3'
  | 'first-count'
  | 'municipality-turnout'
  | 'biggest-party'
  | 'national-turnout';
export type ScoringCategory = {
  id: ScoringCategoryId;
  title: string;
  rows: ScoringRow[];
  note?: string;
};

const NATIONAL_TURNOUT_POINTS_PER_POINT_OFF = -1;
const NATIONAL_TURNOUT_EXAMPLE_DIFFERENCE = 8;

const seatRows: ScoringRow[] = SEAT_POINTS_BY_DIFFERENCE.map((points, difference) => ({
  label: difference === 0 ? t.seats.exact : t.seats.off(difference),
  points,
}));
const municipalityRows: ScoringRow[] = MUNICIPALITY_TURNOUT_POINTS_BY_ROUNDED_DIFFERENCE.map(
  (points, difference) => ({
    label: difference === 0 ? t.municipalityTurnout.exact : t.municipalityTurnout.off(difference),
    points,
  }),
);

/**
 * The whole table in the words of an election's category ("Opkomst per provincie"); null, as
 * on the landing page before it knows the election, names both kinds of region.
 */
function buildScoringTable(category: ElectionCategory | null): ScoringCategory[] {
  const c = category === null ? EITHER_REGION : categoryInfo(category);
  return [
    {
      id: 'seats',
      title: t.seats.title,
      rows: [
        ...seatRows,
        { label: t.seats.more(SEAT_POINTS_BY_DIFFERENCE.length - 1), points: SEAT_POINTS_FAR_OFF },
      ],
    },
    {
      id: 'joker',
      title: t.joker.title,
      rows: [
        { label: t.joker.doubles, points: t.joker.double },
        { label: t.joker.void, points: 0 },
      ],
    },
    {
      id: 'top3',
      title: t.top3.title,
      rows: [
        { label: t.top3.all, points: TOP3_POINTS_BY_CORRECT[3] },
        { label: t.top3.two, points: TOP3_POINTS_BY_CORRECT[2] },
        { label: t.top3.one, points: TOP3_POINTS_BY_CORRECT[1] },
      ],
      note: t.top3.note,
    },
    {
      id: 'first-count',
      title: t.firstCount.title,
      rows: [{ label: t.firstCount.correct, points: FIRST_MUNICIPALITY_POINTS }],
    },
    {
      id: 'municipality-turnout',
      title: t.municipalityTurnout.title(c),
      rows: [
        ...municipalityRows,
        { label: t.municipalityTurnout.more(municipalityRows.length), points: 0 },
      ],
      note: t.municipalityTurnout.note,
    },
    {
      id: 'biggest-party',
      title: t.biggestParty.title(c),
      rows: [{ label: t.biggestParty.correct(c), points: BIGGEST_PARTY_POINTS }],
    },
    {
      id: 'national-turnout',
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
    },
  ];
}

const tables = new Map<ElectionCategory | null, ScoringCategory[]>();

/** Built once per category, so a page re-rendering gets the same objects. */
export function scoringTable(category: ElectionCategory | null = 'TK'): ScoringCategory[] {
  let table = tables.get(category);
  if (table === undefined) {
    table = buildScoringTable(category);
    tables.set(category, table);
  }
  return table;
}

export function scoringCategory(
  id: ScoringCategoryId,
  category: ElectionCategory = 'TK',
): ScoringCategory {
  return scoringTable(category).find((c) => c.id === id)!;
}

/** +5, 0, −3 (a real minus sign, which screen readers read as "min"). */
export function formatPoints(points: number | string): string {
  if (typeof points === 'string') return points;
  if (points > 0) return `+${points}`;
  if (points < 0) return `\u2212${Math.abs(points)}`;
  return '0';
}
