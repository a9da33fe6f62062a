import { formatCount, formatPercent } from '@zetelpoule/shared/rules/decimal';

// The texts of the league pages (/league and /league/join/{code}). In Dutch
// (docs/decisions/020-dutch-texts.md).

const pointsWord = (points: number) => (Math.abs(points) === 1 ? 'punt' : 'punten');

export const league = {
  pageTitle: 'Poule',
  title: 'Poule',
  intro: 'Zie hoe je ervoor staat in de Nationale Poule en in je eigen subpoules.',
  retry: 'Opnieuw proberen',
  points: (points: number) => `${formatCount(points)} ${pointsWord(points)}`,
  number: (value: number) => formatCount(value),

  // Movement since the player last saw the table (docs/decisions/060-rank-movement-since-last-seen.md).
  movement: {
    up: (places: number) => `↑${places}`,
    down: (places: number) => `↓${places}`,
    upWords: (places: number) =>
      `${places} ${places === 1 ? 'plaats' : 'plaatsen'} gestegen sinds je vorige bezoek`,
    downWords: (places: number) =>
      `${places} ${places === 1 ? 'plaats' : 'plaatsen'} gedaald sinds je vorige bezoek`,
  },

  stats: {
    label: 'Jouw stand',
    rank: 'Nationale positie',
    rankValue: (rank: number) => `#${formatCount(rank)}`,
    noRank: '–',
    noRankHint: 'Nog geen voorspelling',
    points: 'Punten',
    subleagues: 'Subpoules',
    loadError: 'Je statistieken konden niet worden geladen',
  },

  tabs: {
    label: 'Poules',
    national: 'Nationale Poule',
    subleagues: (count: number) => `Mijn Subpoules (${count})`,
  },

  leaderboard: {
    title: 'Nationale Poule',
    totalPlayers: (count: number) => (count === 1 ? '1 speler' : `${formatCount(count)} spelers`),
    provisionalTitle: 'Voorlopige Uitslagen',
    provisionalText: 'De uitslag is nog niet definitief. Punten en posities kunnen nog veranderen.',
    empty: 'Nog niemand in de Nationale Poule. Doe je voorspelling op het dashboard!',
    you: '(Jij)',
    rank: (rank: number) => `#${formatCount(rank)}`,
    medal: (rank: number) =>
      ({ 1: 'Goud, plaats 1', 2: 'Zilver, plaats 2', 3: 'Brons, plaats 3' })[rank] ??
      `Plaats ${rank}`,
    listLabel: 'Ranglijst van de Nationale Poule',
    viewHint: 'Kies een speler om diens voorspelling te bekijken.',
    loadMore: 'Meer spelers laden',
    loadingMore: 'Meer spelers laden...',
    end: 'Je hebt de hele ranglijst gezien.',
    loadError: 'De ranglijst kon niet worden geladen',
    // Before the deadline everyone has 0 points: who takes part, not a ranking.
    before: {
      predicted: (count: number) =>
        count === 1 ? '1 speler heeft voorspeld' : `${formatCount(count)} spelers hebben voorspeld`,
      intro: 'Tot de deadline is er nog geen stand. Dit zijn de spelers die al voorspellen:',
      listLabel: 'Spelers die al voorspellen',
      more: (count: number) => `en nog ${formatCount(count)} ${count === 1 ? 'speler' : 'spelers'}`,
      promptTitle: 'Je hebt nog niet voorspeld',
      promptText:
        'Vul je voorspelling in voor de deadline, dan speel je mee in de Nationale Poule.',
      promptAction: 'Naar je voorspelling',
      joined: 'Jij doet mee. Na de deadline zie je hier wie er voorstaat.',
    },
  },

  subleagues: {
    title: 'Mijn Subpoules',
    intro: "Speel tegen vrienden, familie of collega's in je eigen poule.",
    create: 'Subpoule aanmaken',
    empty: 'Je zit nog in geen enkele subpoule.',
    emptyHint:
      'Maak er een aan en deel de uitnodigingslink, of open een link die je hebt gekregen.',
    loadError: 'Je subpoules konden niet worden geladen',
    /** Looking back: a sub-league's table of an earlier election. */
    electionLabel: 'Stand van',
    electionActive: (name: string) => `${name} (nu)`,
    creatorBadge: 'Aanmaker',
    yourPoints: 'Jouw punten',
    memberCount: (count: number) => (count === 1 ? '1 lid' : `${count} leden`),
    membersTitle: 'Stand',
    topMembersTitle: (shown: number) => `Top ${shown}`,
    showAll: (count: number) => `Toon alle ${count} leden`,
    showLess: 'Toon alleen de top 3',
    showInvite: 'Uitnodigingslink tonen',
    hideInvite: 'Uitnodigingslink verbergen',
    inviteLabel: (name: string) => `Uitnodigingslink voor ${name}`,
    inviteHint: 'Iedereen met deze link kan meedoen. Deel hem alleen met wie je erbij wilt hebben.',
    copy: 'Kopiëren',
    copied: 'Gekopieerd!',
    copyFailed: 'Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.',
    shareWhatsApp: 'Deel via WhatsApp',
    share: 'Delen',
    shareTitle: (name: string) => `Doe mee met ${name} op Zetelpoule`,
    shareText: (name: string, link: string) =>
      `Doe je mee met ${name} op Zetelpoule? Voorspel de verkiezing en speel tegen ons: ${link}`,
    leave: 'Verlaten',
    leaveLabel: (name: string) => `${name} verlaten`,
    leftNotice: (name: string) => `Je hebt ${name} verlaten.`,
    viewMember: (name: string) => `Bekijk de voorspelling van ${name}`,
    // Who has finished predicting (a mark, never the content).
    complete: 'voorspelling compleet',
  },

  // A sub-league side by side (docs/decisions/059-points-per-answer-and-the-subleague-overview.md): every member per section.
  overview: {
    link: 'Overzicht per onderdeel',
    linkLabel: (name: string) => `Overzicht per onderdeel van ${name}`,
    pageTitle: 'Overzicht subpoule',
    title: (name: string) => `${name}: overzicht`,
    back: 'Terug naar je subpoules',
    loading: 'Overzicht laden...',
    introScored:
      'Punten per onderdeel van iedereen in je subpoule. Onder elke score zie je hoeveel die speler daar voor of achter staat op jou.',
    introPredictions:
      'Zo heeft iedereen voorspeld. Onder elke voorspelling zie je hoe ver die van de jouwe af ligt. Na de uitslag staan hier de punten.',
    tableLabel: 'Overzicht van alle leden; schuif opzij voor meer onderdelen',
    player: 'Speler',
    you: 'jij',
    total: 'Totaal',
    sections: {
      seats: 'Zetels',
      joker: 'Joker',
      top3: 'Top 3',
      countryTurnout: 'Landelijke opkomst',
      regionTurnout: (region: string) => `Opkomst per ${region}`,
      biggestParty: (region: string) => `Grootste partij per ${region}`,
      firstMunicipality: 'Eerste gemeente',
    },
    // Under a score: the gap with the viewer's own score in that section.
    versusYou: (gap: number) =>
      gap === 0 ? 'gelijk met jou' : `${gap > 0 ? '+' : '−'}${Math.abs(gap)} op jou`,
    noPrediction: 'Geen voorspelling',
    notFilled: '—',
    // Under a prediction: how far it is from the viewer's.
    seatsDifferent: (seats: number) =>
      seats === 0 ? 'zelfde als jij' : `${seats} ${seats === 1 ? 'zetel' : 'zetels'} anders`,
    seatsOwn: (seats: number) => `${seats} zetels verdeeld`,
    top3Shared: (shared: number) => `${shared} van 3 zoals jij`,
    same: 'zelfde als jij',
    different: 'anders dan jij',
    turnoutGap: (gap: string) => (gap === '0' ? 'zelfde als jij' : `${gap} t.o.v. jou`),
    biggestCount: (count: number, regions: number) => `${count} van ${regions} ingevuld`,
    biggestSame: (same: number) => `${same} gelijk aan jou`,
    locked: 'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.',
    lockedHint: 'Na de deadline zie je hier van iedereen in je subpoule wat ze hebben voorspeld.',
    failed: 'Het overzicht kon niet worden geladen. Probeer het opnieuw.',
  },

  // The creator's management of a sub-league.
  manage: {
    open: 'Beheren',
    openLabel: (name: string) => `${name} beheren`,
    title: (name: string) => `${name} beheren`,
    description: 'Alleen jij als aanmaker ziet dit.',
    membersTitle: 'Leden',
    noOtherMembers: 'Er is nog niemand anders lid. Deel de uitnodigingslink!',
    remove: 'Verwijderen',
    removeLabel: (name: string) => `${name} uit de subpoule verwijderen`,
    confirmRemove: (name: string) =>
      `${name} verwijderen? Met de uitnodigingslink kan ${name} opnieuw meedoen; maak een nieuwe link als je dat niet wilt.`,
    confirmRemoveYes: 'Ja, verwijderen',
    removed: (name: string) => `${name} is uit de subpoule verwijderd.`,
    renewTitle: 'Uitnodigingslink',
    renewHint: 'Een nieuwe link maken? De oude link werkt daarna niet meer.',
    renew: 'Nieuwe link maken',
    renewed: 'Er is een nieuwe uitnodigingslink. De oude werkt niet meer.',
    deleteTitle: 'Subpoule verwijderen',
    deleteHint:
      'De subpoule verdwijnt voor alle leden; zij krijgen een e-mail. Voorspellingen en punten blijven bestaan.',
    delete: 'Subpoule verwijderen',
    confirmDelete: (name: string) => `Weet je zeker dat je ${name} wilt verwijderen?`,
    confirmDeleteYes: 'Ja, definitief verwijderen',
    cancel: 'Annuleren',
    close: 'Sluiten',
    failed: 'Dat lukte niet. Probeer het opnieuw.',
    deletedNotice: (name: string) => `De subpoule ${name} is verwijderd.`,
  },

  create: {
    title: 'Nieuwe subpoule',
    description: 'Geef je subpoule een naam. Daarna krijg je een link om anderen uit te nodigen.',
    nameLabel: 'Naam van de subpoule',
    namePlaceholder: 'Bijvoorbeeld: Borrelclub Binnenhof',
    nameHint: (max: number) => `Maximaal ${max} tekens.`,
    submit: 'Aanmaken',
    submitting: 'Aanmaken...',
    cancel: 'Annuleren',
    failed: 'De subpoule kon niet worden aangemaakt',
    created: (name: string) => `Subpoule ${name} is aangemaakt. Deel de uitnodigingslink!`,
  },

  leave: {
    title: 'Subpoule verlaten?',
    text: (name: string) =>
      `Weet je zeker dat je ${name} wilt verlaten? Je kunt later alleen terugkomen met de uitnodigingslink.`,
    confirm: 'Verlaten',
    confirming: 'Verlaten...',
    cancel: 'Annuleren',
    failed: 'Het verlaten van de subpoule is mislukt',
  },

  contact: {
    title: 'Vragen of ideeën?',
    text: 'Loopt er iets mis met je subpoule of heb je een goed idee voor het spel? Laat het ons weten.',
    mail: 'Mail ons',
    social: 'Volg ons op Instagram',
  },

  member: {
    title: (name: string) => `Voorspelling van ${name}`,
    description: 'Alleen-lezen: zo heeft deze speler de verkiezing voorspeld.',
    close: 'Sluiten',
    loading: 'Voorspelling laden...',
    locked: 'Voorspellingen kunnen alleen worden bekeken nadat de deadline is verstreken.',
    forbidden: 'Je hebt geen toestemming om de voorspellingen van deze gebruiker te bekijken.',
    notFound: 'Gebruiker of voorspellingen niet gevonden.',
    failed: 'Kan voorspellingen niet laden. Probeer het opnieuw.',
    // After the result: their points per section beside yours.
    pointsTitle: 'Punten',
    seatsTitle: 'Zetelverdeling',
    seatsAssigned: (assigned: number, total: number) =>
      `${assigned} van de ${total} zetels toegewezen`,
    seatsChart: (assigned: number, total: number) =>
      `Halfrond met ${assigned} van de ${total} zetels ingevuld`,
    seatsTable: 'Zetels per partij',
    party: 'Partij',
    seats: 'Zetels',
    noSeats: 'Nog geen zetels verdeeld.',
    top3Title: 'Top 3',
    top3Position: (position: number) => `${position}e`,
    noTop3: 'Geen top 3: er zijn nog geen zetels verdeeld.',
    firstMunicipalityTitle: 'Eerste gemeente',
    firstMunicipalityHint: 'Als eerste klaar met tellen',
    nationalTurnoutTitle: 'Landelijke opkomst',
    jokerTitle: 'Joker',
    // The played regions in the election's words: provinces at a Provinciale Statenverkiezing.
    municipalitiesTitle: (region: string) => `Per ${region}`,
    municipality: (region: string) => region.charAt(0).toUpperCase() + region.slice(1),
    turnout: 'Opkomst',
    biggestParty: 'Grootste partij',
    noMunicipalities: (region: string) => `Nog niets ingevuld per ${region}.`,
    notFilled: 'Niet ingevuld',
    // The one nl-NL percentage format (docs/decisions/021-decimal-input.md): 78,5%.
    percent: (value: number) => formatPercent(value),
    unknownParty: 'Onbekende partij',
  },

  join: {
    pageTitle: 'Deelnemen aan subpoule',
    checkingTitle: 'Laden...',
    checkingText: 'Authenticatie controleren...',
    loginTitle: 'Inloggen vereist',
    loginText: 'Log in om deel te nemen aan deze subpoule. Daarna kom je direct hier terug.',
    inviteCode: 'Uitnodigingscode',
    loginButton: 'Inloggen om deel te nemen',
    joining: 'Deelnemen aan subpoule...',
    successTitle: 'Welkom bij de poule!',
    successText: (name: string) => `Je neemt nu deel aan ${name}`,
    alreadyMember: 'Je was al lid van deze subpoule.',
    redirecting: 'Je gaat zo automatisch naar de poule.',
    goNow: 'Ga nu naar de poule',
    failedTitle: 'Kan niet deelnemen aan subpoule',
    failed: 'Deelnemen aan de subpoule is mislukt',
    network: 'Er is een netwerkfout opgetreden. Controleer je verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    toLeague: 'Ga naar de Poule',
    // The invitation a logged-out visitor sees.
    invitationLoading: 'Uitnodiging laden...',
    invitationEyebrow: 'Je bent uitgenodigd!',
    invitedBy: (username: string) => `${username} nodigt je uit om mee te spelen in deze subpoule.`,
    invitationFacts: 'Over deze subpoule',
    creator: 'Aanmaker',
    members: 'Leden',
    deadline: 'Voorspellen kan tot',
    election: 'Verkiezing',
    registerAndJoin: 'Registreren en meedoen',
    loginAndJoin: 'Inloggen en meedoen',
    invitationHint: 'Na het registreren of inloggen word je meteen lid van deze subpoule.',
    // After the deadline a newcomer cannot predict any more, only follow (docs/decisions/059-points-per-answer-and-the-subleague-overview.md).
    closed: (election: string | null) =>
      `De voorspellingen${election ? ` voor de ${election}` : ''} zijn gesloten. Meedoen kan niet meer, maar je kunt de subpoule wel volgen en zien hoe iedereen ervoor staat.`,
    deadlinePassed: 'Voorspellen kon tot',
    registerAndFollow: 'Registreren en volgen',
    loginAndFollow: 'Inloggen en volgen',
    followHint: 'Na het registreren of inloggen volg je deze subpoule meteen.',
    invitationUnavailable:
      'De details van deze uitnodiging konden niet worden geladen. Je kunt wel registreren of inloggen en meedoen.',
    invalidTitle: 'Uitnodiging niet gevonden',
  },

  rename: {
    open: 'Naam wijzigen',
    openLabel: (name: string) => `Naam wijzigen (${name})`,
    title: 'Subpoule hernoemen',
    description: 'Alle leden zien meteen de nieuwe naam. De uitnodigingslink blijft hetzelfde.',
    submit: 'Opslaan',
    submitting: 'Opslaan...',
    cancel: 'Annuleren',
    failed: 'De naam kon niet worden gewijzigd. Probeer het opnieuw.',
    renamed: (name: string) => `De subpoule heet nu ${name}.`,
  },

  nameCounter: (length: number, max: number) => `${length}/${max}`,
  nameCounterLabel: (length: number, max: number) => `${length} van maximaal ${max} tekens`,
};
