// The texts of the benchmark players: polls as opponents, in the admin area, the
// league tables and on /uitslag, in the "je" voice.

import { formatPercent } from '@zetelpoule/shared/rules/decimal';

const pointsWord = (points: number) => (Math.abs(points) === 1 ? 'punt' : 'punten');

export const benchmarks = {
  admin: {
    title: 'Peilingen',
    description: 'Peilingen als tegenstander: punten zoals een speler, nooit in de ranglijst.',
    intro:
      'Peilingen spelen mee als referentie: ze krijgen punten zoals een speler met dezelfde zetels en opkomst, maar tellen nooit mee in de ranglijst. De Poule — het gemiddelde van alle spelers — wordt bij elke puntenberekening vanzelf bijgewerkt.',
    empty: 'Nog geen peilingen voor deze verkiezing.',
    loading: 'Peilingen laden...',
    loadFailed: 'De peilingen konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    add: 'Peiling toevoegen',
    edit: 'Bewerken',
    editLabel: (name: string) => `${name} bewerken`,
    delete: 'Verwijderen',
    deleteLabel: (name: string) => `${name} verwijderen`,
    deleteTitle: 'Peiling verwijderen',
    deleteConfirm: (name: string) =>
      `Weet je zeker dat je ${name} wilt verwijderen? Hij verdwijnt ook uit de ranglijsten.`,
    deleting: 'Verwijderen...',
    cancel: 'Annuleren',
    save: 'Opslaan',
    saving: 'Opslaan...',
    name: 'Naam',
    namePlaceholder: 'Bijv. Peilingwijzer 28 okt',
    nameRequired: 'Vul een naam in voor de peiling.',
    seatsLegend: 'Zetels per partij',
    seatTotal: (total: number, seatCount: number) => `Totaal ${total} van ${seatCount} zetels`,
    seatTotalWrong: (total: number, seatCount: number) =>
      `De zetels tellen op tot ${total}; dat moet precies ${seatCount} zijn.`,
    seatInvalid: 'Vul per partij een geheel aantal zetels van 0 of meer in.',
    turnout: 'Opkomst (optioneel)',
    turnoutHint: 'Landelijke opkomst in procenten, met hooguit één decimaal.',
    crowdBadge: 'Automatisch',
    crowdHint: 'Berekend uit de voorspellingen van alle spelers; niet aan te passen.',
    points: (points: number | null) =>
      points === null ? 'Nog geen punten' : `${points} ${pointsWord(points)}`,
    turnoutValue: (value: number) => `Opkomst ${formatPercent(value)}`,
    added: (name: string) => `${name} is toegevoegd.`,
    saved: (name: string) => `${name} is opgeslagen.`,
    deleted: (name: string) => `${name} is verwijderd.`,
    rescoreHint: 'De punten worden zo opnieuw berekend.',
    saveFailed: 'De peiling kon niet worden opgeslagen.',
    deleteFailed: 'De peiling kon niet worden verwijderd.',
  },
  table: {
    badge: 'Peiling',
    crowdBadge: 'Alle spelers',
    caption: 'Peilingen als tegenstander: ze tellen niet mee in de ranglijst.',
    notRanked: ' (telt niet mee in de ranglijst)',
    points: (points: number) => `${points} ${pointsWord(points)}`,
  },
  results: {
    crowd: (points: number) =>
      `De Poule, de gemiddelde voorspelling van alle spelers, haalt ${points} ${pointsWord(points)}.`,
  },
  /** The verdict against the best-scoring poll. */
  versus: {
    beat: (name: string, points: number) =>
      `Je verslaat de peiling met ${points} ${pointsWord(points)} (${name}).`,
    lost: (name: string, points: number) =>
      `De peiling verslaat je met ${points} ${pointsWord(points)} (${name}).`,
    tie: (name: string) => `Gelijk met de peiling (${name}).`,
  },
};

/** "Je verslaat de peiling met 12 punten", or the other way round, or a tie. */
export function versusText(own: number, poll: { name: string; total_points: number }): string {
  const difference = own - poll.total_points;
  if (difference > 0) return benchmarks.versus.beat(poll.name, difference);
  if (difference < 0) return benchmarks.versus.lost(poll.name, -difference);
  return benchmarks.versus.tie(poll.name);
}
