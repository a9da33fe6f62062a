// Texts of the dashboard, in Dutch (docs/decisions/020-dutch-texts.md). Texts that name the chamber
// or the regions take the election's words (`c`, from categoryInfo): a Provinciale Staten election
// reads "Eerste Kamer" and "per provincie", while a Tweede Kamer election reads exactly what it
// always did.

import type { ElectionCategoryInfo } from '@zetelpoule/shared/rules/election-category';

type Words = ElectionCategoryInfo;
const isTk = (c: Words) => c.category === 'TK';
/** " van de Eerste Kamer" after "zetels"; nothing for the Tweede Kamer, as it always read. */
const ofChamber = (c: Words) => (isTk(c) ? '' : ` van de ${c.chamber}`);

export const dashboard = {
  // The deadline in the player's calendar.
  calendar: {
    link: 'Zet de deadline in je agenda',
  },

  pageTitle: 'Dashboard',
  welcome: (username: string) => `Welkom, ${username}!`,
  intro:
    'Vul hieronder je voorspellingen in. Alles wordt vanzelf opgeslagen; tot de deadline kun je alles nog aanpassen.',
  loading: 'Je voorspelling wordt geladen...',
  loadFailed: 'Je voorspelling kon niet worden geladen. Probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  // Shown with every input while predictions are locked.
  locked: 'Voorspellingen zijn vergrendeld - deadline is verstreken',
  sectionsNav: 'Onderdelen van je voorspelling',
  stepLabel: (step: number, total: number) => `Onderdeel ${step} van ${total}`,
  sectionFinished: 'Klaar',
  // After the deadline the page has nothing left to do; no editing instructions.
  lockedIntro:
    'De deadline is verstreken. Hieronder zie je je voorspelling zoals je die hebt ingediend.',

  // "Completeness at a glance" (docs/decisions/019-prediction-completeness.md).
  summary: {
    label: 'Stand van je voorspelling',
    sections: (finished: number, total: number) => `${finished} van ${total} onderdelen`,
    seats: (assigned: number, seatCount: number) => `${assigned}/${seatCount} zetels`,
    count: (sections: string, seats: string) => `${sections} · ${seats}`,
    complete: 'Je voorspelling is compleet. Je kunt hem tot de deadline nog aanpassen.',
    todo: 'Nog te doen:',
    lockedTitle: 'Je voorspelling staat vast',
    lockedComplete: 'Je hebt alle onderdelen ingevuld. Nu is het wachten op de uitslag.',
    lockedIncomplete: 'Wat je niet hebt ingevuld, levert geen punten op.',
    othersLink: 'Bekijk de voorspellingen van de anderen',
    // The banner's warning in the last 48 hours; no longer than the open text it covers.
    deadlineWarning: (finished: number, total: number) =>
      `Je voorspelling is nog niet compleet: ${finished} van ${total} onderdelen ingevuld. Maak hem af voor de deadline.`,
  },

  // My points, explained: the player's own score once it is calculated.
  score: {
    title: 'Jouw punten',
    total: (points: number) => (points === 1 ? '1 punt' : `${points} punten`),
    calculatedAt: (when: string) => `Berekend op ${when}`,
    intro:
      'Zo zijn je punten opgebouwd. Onderdelen waarvan de uitslag nog niet bekend is, volgen later.',
    showComparison: 'Vergelijking met de uitslag bekijken',
    hideComparison: 'Vergelijking verbergen',
    leagueLink: 'Naar de ranglijst',
    // Before the comparison tables' names, which the dashboard's sections also carry.
    regionLabelPrefix: 'Jouw punten: ',
  },

  // After the result: what each answer scored, beside what was predicted and what came out
  // (components/score-comparison). Points, not accuracy percentages: "+2" is what a player
  // understands on election night.
  points: {
    column: 'Punten',
    predictedShort: 'Jij',
    /** A badge reads "+2"; a screen reader hears "2 punten erbij". */
    words: (points: number) =>
      points === 0
        ? 'geen punten'
        : `${Math.abs(points)} ${Math.abs(points) === 1 ? 'punt' : 'punten'} ${points > 0 ? 'erbij' : 'eraf'}`,
    // Another player's prediction, after the result (the league's member dialog).
    versusTitle: 'Punten per onderdeel',
    versusSection: 'Onderdeel',
    you: 'Jij',
    versusCaption: (name: string) => `Punten per onderdeel van ${name} en van jou`,
    noOwnScore: 'Je hebt zelf geen voorspelling, dus er is niets om mee te vergelijken.',
  },

  info: {
    showScoring: 'Puntentelling bekijken',
    hideScoring: 'Puntentelling verbergen',
    situation: 'Situatie',
    points: 'Punten',
  },

  status: {
    saving: 'Opslaan...',
    saved: 'Opgeslagen',
    failed: 'Opslaan mislukt.',
    retry: 'Opnieuw proberen',
    // A save that did not reach the server; the retry button follows the dash.
    unsaved: 'Niet opgeslagen —',
  },

  seats: {
    title: (c: Words) => (isTk(c) ? 'Zetelverdeling' : `Zetelverdeling ${c.chamber}`),
    instructions: (seatCount: number, c: Words) =>
      `${c.chamberLine === null ? '' : `${c.chamberLine} `}Kies een partij en klik op een zetel, of sleep van de eerste naar de laatste zetel die de partij krijgt. Verdeel alle ${seatCount} zetels${ofChamber(c)}; de drie partijen met de meeste zetels vormen je top 3.`,
    phoneHint:
      'Tik op een zetel om hem te kleuren. Houd je vinger even stil en sleep: de partij krijgt de zetels tot waar je vinger stopt.',
    unsavedSeats: 'Niet opgeslagen —',
    offlineHint: 'Zodra je weer verbinding hebt, proberen we het vanzelf opnieuw.',
    undo: 'Ongedaan maken',
    perPartyTitle: 'Zetels per partij',
    perPartyIntro: (seatCount: number) =>
      `Liever typen dan tikken? Geef per partij het aantal zetels op. De zetels worden op volgorde van de kieslijst in de halve cirkel gezet; samen hoogstens ${seatCount}.`,
    perPartyLeft: (left: number) =>
      left === 0
        ? 'Alle zetels zijn verdeeld.'
        : `Nog ${left} ${left === 1 ? 'zetel' : 'zetels'} te verdelen.`,
    perPartyInput: (party: string) => `Aantal zetels voor ${party}`,
    perPartyLess: (party: string) => `Eén zetel minder voor ${party}`,
    perPartyMore: (party: string) => `Eén zetel meer voor ${party}`,
    pickerLabel: 'Kies een partij',
    // The locked picker's sideways-scrolling row, which then takes focus itself.
    pickerRowLabel: 'Alle partijen met hun zetels',
    chartLabel: (seatCount: number, c: Words) =>
      `Zetelverdeling${ofChamber(c)} met ${seatCount} zetels`,
    seatLabel: (seatNumber: number, partyName: string | null) =>
      `Zetel ${seatNumber}: ${partyName ?? 'leeg'}`,
    // 'x van de 150 zetels toegewezen', with the election's seat_count.
    progress: (assigned: number, seatCount: number, c: Words) =>
      `${assigned} van de ${seatCount} zetels${ofChamber(c)} toegewezen`,
    chartSummaryCaption: (seatCount: number) => `van ${seatCount} zetels`,
    partySeats: (seats: number) => (seats === 1 ? '1 zetel' : `${seats} zetels`),
    top3Title: 'Jouw top 3',
    top3Empty: 'Wijs zetels toe om je top 3 te zien.',
    rank: (rank: number) => `${rank}e plaats in je top 3`,
    selectPartyFirst: 'Kies eerst een partij hierboven.',
    reset: 'Alle zetels wissen',
    resetting: 'Wissen...',
    resetTitle: 'Alle zetels wissen?',
    resetText: 'Je hele zetelverdeling wordt leeggemaakt. Dit kun je niet ongedaan maken.',
    resetConfirm: 'Ja, alles wissen',
    resetCancel: 'Annuleren',
    saveFailed: 'Er is iets misgegaan',
    partiesFailed: 'De partijen konden niet worden geladen. Probeer het opnieuw.',
    noParties: 'Er zijn nog geen partijen voor deze verkiezing.',
  },

  // The quick start above the seats (docs/decisions/063-quick-start.md).
  quickStart: {
    title: 'Snel beginnen',
    intro: (seatCount: number) =>
      `Vul alle ${seatCount} zetels in één tik en pas ze daarna per partij aan. Zetels die je al hebt, worden vervangen; met Ongedaan maken krijg je ze terug.`,
    button: {
      polls: 'Begin met de peilingen',
      crowd: 'Begin met de poule',
      previous: 'Begin met de vorige uitslag',
    },
    basis: (kind: 'polls' | 'crowd' | 'previous', names: readonly string[]) =>
      kind === 'previous'
        ? `Uitslag ${names.join(', ')}`
        : names.length === 1
          ? `Volgens ${names[0]}`
          : `Gemiddelde van ${names.length} peilingen`,
    crowdSecret: 'De poule is geheim tot de deadline; tot dan begin je met de peilingen.',
    unavailable: {
      polls: 'Nog geen peilingen',
      crowd: 'Nog geen peilingen',
      previous: 'Geen vorige uitslag',
    },
    filling: 'Bezig met invullen…',
    filled: (seatCount: number, basis: string) =>
      `Alle ${seatCount} zetels zijn ingevuld (${basis}). Pas ze hieronder per partij aan.`,
    toSteppers: 'Naar de aantallen per partij',
  },

  firstMunicipality: {
    title: 'Eerste gemeente',
    instructions: (count: number) =>
      `Welke gemeente is op de verkiezingsavond als eerste klaar met tellen? Kies er één van deze ${count}.`,
    groupLabel: 'Gemeente die als eerste klaar is met tellen',
  },

  nationalTurnout: {
    title: 'Landelijke opkomst',
    instructions:
      'Welk percentage van de kiesgerechtigden gaat stemmen? Vul een getal van 0 tot 100 in, met hooguit één decimaal (bijvoorbeeld 78,5).',
    label: 'Opkomst in Nederland (%)',
    autoFailed: 'Opslaan mislukt. Probeer het opnieuw.',
    manualFailed: 'Opslaan met Enter is mislukt. Probeer het opnieuw.',
  },

  biggestParty: {
    title: (c: Words) => `Grootste partij per ${c.region}`,
    instructions: (c: Words) => `Kies per ${c.region} welke partij daar de meeste stemmen haalt.`,
    choose: 'Kies een partij',
    label: (municipality: string) => `Grootste partij in ${municipality}`,
  },

  municipalityTurnout: {
    title: (c: Words) => `Opkomst per ${c.region}`,
    instructions: (c: Words) =>
      `Voorspel per ${c.region} het opkomstpercentage, met hooguit één decimaal. Je invoer wordt een seconde na je laatste toetsaanslag opgeslagen; met Enter meteen.`,
    label: (municipality: string) => `Opkomst ${municipality} (%)`,
    failed: 'Opslaan mislukt. Probeer het nog een keer.',
  },

  joker: {
    title: 'Joker',
    instructions: (voidAtOrBelow: number, seatCount: number, c: Words) =>
      `Kies één partij als joker: de zetelpunten van die partij tellen dubbel, ook als ze negatief zijn. Haalt de partij ${isTk(c) ? voidAtOrBelow : `${voidAtOrBelow} van de ${seatCount}`} zetels${ofChamber(c)} of minder, dan vervalt de joker.`,
    groupLabel: 'Jokerpartij',
  },

  turnout: {
    unit: '%',
  },

  cards: {
    admin: {
      title: 'Beheer',
      text: 'Voer de officiële uitslag in, bereken de punten of zoek een speler op.',
      results: 'Uitslagen invoeren',
      users: 'Gebruikers zoeken',
    },
    league: {
      title: 'Poule',
      text: 'Bekijk je plek in de Nationale Poule, maak een subpoule en daag anderen uit.',
      action: 'Naar de poule',
    },
    profile: {
      title: 'Profiel',
      text: 'Bekijk en wijzig je naam, gebruikersnaam en wachtwoord.',
      action: 'Naar je profiel',
    },
    contact: {
      title: 'Contact',
      text: 'Een vraag, een fout gevonden of een idee? Laat het ons weten.',
      email: 'Mail ons',
      social: 'Volg ons op Instagram',
    },
  },
};
