import { scoringCategory, type ScoringCategory } from '../../lib/scoring-table';

/** The scoring tables each dashboard section shows (DESIGN §6), in SPEC §2's order of sections. */
export const SECTION_SCORING = {
  seats: [scoringCategory('seats'), scoringCategory('top3')],
  firstMunicipality: [scoringCategory('first-count')],
  nationalTurnout: [scoringCategory('national-turnout')],
  biggestParty: [scoringCategory('biggest-party')],
  municipalityTurnout: [scoringCategory('municipality-turnout')],
  joker: [scoringCategory('joker')],
} satisfies Record<string, ScoringCategory[]>;
