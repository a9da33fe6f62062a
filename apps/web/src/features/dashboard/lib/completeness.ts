// The rule itself is shared with the server (sub-league completion marks); what is here is
// the dashboard's: where each section sits on the page.
import { SECTION_KEYS, type SectionKey } from '@zetelpoule/shared/rules/completeness';

export * from '@zetelpoule/shared/rules/completeness';

/** The section elements' ids on the dashboard, so the summary can link to them. */
export const SECTION_ANCHORS: Record<SectionKey, string> = {
  seats: 'zetels',
  firstMunicipality: 'eerste-gemeente',
  nationalTurnout: 'landelijke-opkomst',
  biggestParty: 'grootste-partij',
  municipalityTurnout: 'opkomst-per-gemeente',
  joker: 'joker',
};

/** The section a dashboard element id belongs to, if any. */
export function sectionForAnchor(anchor: string): SectionKey | null {
  return SECTION_KEYS.find((key) => SECTION_ANCHORS[key] === anchor) ?? null;
}
