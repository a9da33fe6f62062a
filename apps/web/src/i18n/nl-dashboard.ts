// Texts of the dashboard (SPEC §2 Dashboard, §4 Predictions, §5 player turnout, §8). Texts the
// SPEC quotes are verbatim, the English ones included.

export const dashboard = {
  pageTitle: 'Dashboard',
  welcome: (username: string) => `Welkom, ${username}!`,
  intro:
    'Vul hieronder je voorspellingen in. Alles wordt vanzelf opgeslagen; tot de deadline kun je alles nog aanpassen.',
  loading: 'Je voorspelling wordt geladen...',
  loadFailed: 'Je voorspelling kon niet worden geladen. Probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  // SPEC §4: shown with every input while predictions are locked.
  locked: 'Voorspellingen zijn vergrendeld - deadline is verstreken',
  sectionsNav: 'Onderdelen van je voorspelling',
  stepLabel: (step: number, total: number) => `Onderdeel ${step} van ${total}`,

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
  },

  seats: {
    title: 'Zetelverdeling',
    instructions: (seatCount: number) =>
      `Kies een partij en klik op een zetel, of sleep over meerdere zetels om ze in één beweging toe te wijzen. Verdeel alle ${seatCount} zetels; de drie partijen met de meeste zetels vormen je top 3.`,
    phoneHint: 'Sleep met één vinger om zetels te kleuren. Schuif met twee vingers.',
    pickerLabel: 'Kies een partij',
    chartLabel: (seatCount: number) => `Zetelverdeling met ${seatCount} zetels`,
    seatLabel: (seatNumber: number, partyName: string | null) =>
      `Zetel ${seatNumber}: ${partyName ?? 'leeg'}`,
    // SPEC §2: 'x van de 150 zetels toegewezen', with the election's seat_count.
    progress: (assigned: number, seatCount: number) =>
      `${assigned} van de ${seatCount} zetels toegewezen`,
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
    // SPEC §8.
    saveFailed: 'An error occurred',
    partiesFailed: 'Failed to load parties. Please try again.',
    noParties: 'No parties found in database.',
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
    // SPEC §8, verbatim.
    autoFailed: 'Failed to save. Please try again.',
    manualFailed: 'Manual save failed. Please try again.',
  },

  biggestParty: {
    title: 'Grootste partij per gemeente',
    instructions: 'Kies per gemeente welke partij daar de meeste stemmen haalt.',
    choose: 'Kies een partij',
    label: (municipality: string) => `Grootste partij in ${municipality}`,
  },

  municipalityTurnout: {
    title: 'Opkomst per gemeente',
    instructions:
      'Voorspel per gemeente het opkomstpercentage, met hooguit één decimaal. Je invoer wordt een seconde na je laatste toetsaanslag opgeslagen; met Enter meteen.',
    label: (municipality: string) => `Opkomst ${municipality} (%)`,
    // SPEC §8, verbatim.
    failed: 'Opslaan mislukt. Probeer het nog een keer.',
  },

  joker: {
    title: 'Joker',
    instructions: (voidAtOrBelow: number) =>
      `Kies één partij als joker: de zetelpunten van die partij tellen dubbel, ook als ze negatief zijn. Haalt de partij ${voidAtOrBelow} zetels of minder, dan vervalt de joker.`,
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
