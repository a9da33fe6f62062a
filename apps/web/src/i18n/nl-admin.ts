import { formatDecimal, formatPercent } from '@zetelpoule/shared/rules/decimal';

// The admin area. Like every text a person reads, Dutch in the "je" voice
// (docs/decisions/020-dutch-texts.md). The rule texts are not here: the admin components take them
// from ADMIN_MESSAGES of the shared contract, so form and server say the same words (and the entry
// chunk, which carries this file, stays free of zod: rules/decimal has no zod).

export const admin = {
  accessDeniedTitle: 'Geen toegang',
  accessDenied: 'Geen toegang - je hebt beheerdersrechten nodig om deze pagina te bekijken.',
  accessDeniedRedirect: 'Je wordt naar het dashboard gebracht.',
  toDashboardNow: 'Nu naar het dashboard',

  nav: {
    label: 'Beheernavigatie',
    home: 'Home',
    electionResults: 'Verkiezingsuitslagen',
    userSearch: 'Gebruiker zoeken',
  },

  // Network failure and fallbacks.
  errors: {
    network: 'Er is een netwerkfout opgetreden. Controleer je verbinding.',
    fetchElections: 'De verkiezingsuitslagen konden niet worden geladen',
    fetchElection: 'De gegevens van de verkiezing konden niet worden geladen',
    updateSeats: 'De zeteluitslag kon niet worden opgeslagen',
    updateTurnout: 'De opkomstuitslag kon niet worden opgeslagen',
    updateBiggestParty: 'De uitslag grootste partij kon niet worden opgeslagen',
    updateCountryTurnout: 'De landelijke opkomst kon niet worden opgeslagen',
    updateMunicipalitySelection: 'De gemeentekeuze kon niet worden opgeslagen',
    createElection: 'De verkiezing kon niet worden aangemaakt',
    calculateScores: 'De punten konden niet worden berekend',
    resetPoints: 'De punten konden niet worden gewist',
    resetStatistics: 'Kon niet nagaan hoeveel punten er gewist worden',
    searchUser: 'Het zoeken naar de gebruiker is mislukt',
    predictionDetails: 'De details van de voorspelling konden niet worden geladen',
    updateElection: 'De verkiezing kon niet worden opgeslagen',
    updateStatus: 'De status van de uitslag kon niet worden gewijzigd',
    fetchMunicipalities: 'De gemeenten konden niet worden geladen',
    saveParty: 'De partij kon niet worden opgeslagen',
    deleteParty: 'De partij kon niet worden verwijderd',
    retry: 'Opnieuw proberen',
  },

  results: {
    pageTitle: 'Beheer - Verkiezingsuitslagen',
    title: 'Beheer - Verkiezingsuitslagen',
    intro: 'Voer de officiële uitslag in, bereken de punten en beheer de verkiezingen.',
    createElection: '+ Nieuwe verkiezing',
    resetAllPoints: 'Alle punten wissen',
    checkingReset: 'Controleren...',
    electionsTitle: 'Verkiezingen',
    electionsEmpty: 'Er zijn nog geen verkiezingen. Maak de eerste aan.',
    active: 'Actief',
    final: 'Definitief',
    seats: (entered: number, seatCount: number) => `Zetels: ${entered}/${seatCount}`,
    electionDate: 'Verkiezingsdatum',
    deadline: 'Deadline van de voorspellingen',
    predictionsLabel: 'Voorspellingen',
    seatsEntered: 'Zetels ingevoerd',
    seatsEnteredValue: (entered: number, seatCount: number) => `${entered}/${seatCount}`,
    predictionsCount: (count: number) =>
      `${count} ${count === 1 ? 'voorspelling' : 'voorspellingen'} om te scoren`,
    selectElection: 'Kies een verkiezing om de uitslag in te voeren.',
    loadingElection: 'Verkiezing laden...',
    created: (name: string) => `Verkiezing "${name}" aangemaakt.`,
  },

  // The results status on election night, and making the results final.
  night: {
    title: 'Verkiezingsavond',
    statusLabel: 'Status van de uitslag',
    status: { none: 'Geen uitslag', provisional: 'Voorlopig', final: 'Definitief' },
    statusHint: {
      none: 'Nog niets ingevoerd. Zodra je iets opslaat, is de uitslag voorlopig en zien spelers het live.',
      provisional:
        'Spelers zien elke wijziging meteen; de punten worden na elke opslag vanzelf opnieuw berekend.',
      final: 'De uitslag is definitief. Spelers zien hun eindstand.',
    },
    updatedAt: 'Uitslag laatst gewijzigd',
    calculatedAt: 'Punten laatst berekend',
    never: 'Nog niet',
    took: (ms: number) =>
      `in ${ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1).replace('.', ',')} s`}`,
    finalize: 'Definitief maken',
    finalizeConfirm:
      'Weet je het zeker? Spelers zien dan hun eindstand en de banner "Voorlopige Uitslagen" verdwijnt.',
    finalizeYes: 'Ja, maak definitief',
    reopen: 'Terug naar voorlopig',
    reopenConfirm:
      'De uitslag wordt weer voorlopig; spelers zien dat hun stand nog kan veranderen.',
    reopenYes: 'Ja, terug naar voorlopig',
    cancel: 'Annuleren',
    saving: 'Opslaan...',
    finalized: 'De uitslag is definitief gemaakt.',
    reopened: 'De uitslag is weer voorlopig.',
    noResultToFinalize: 'Voer eerst een uitslag in voordat je hem definitief maakt.',
  },

  calculate: {
    button: 'Alle punten berekenen',
    busy: 'Punten berekenen...',
    hint: 'Berekent de punten van elke speler op basis van de uitslag die tot nu toe is ingevoerd. Opnieuw berekenen geeft dezelfde punten.',
  },

  tabs: {
    label: 'Officiële uitslag',
    seats: (seatCount: number) => `Zetels (${seatCount})`,
    turnout: 'Opkomst',
    biggestParty: 'Grootste partij',
    municipalitySelection: 'Eerste gemeente',
    countryTurnout: 'Landelijke opkomst',
    import: 'Importeren (Kiesraad)',
    // The same word as the Provincies tab's own texts (nl-admin-staten.ts).
    provinces: 'Provincies',
  },

  form: {
    save: 'Opslaan',
    saving: 'Opslaan...',
    cancel: 'Annuleren',
    close: 'Sluiten',
    saved: 'Opgeslagen.',
    notEntered: 'Nog niet ingevoerd',
  },

  seatsTab: {
    title: 'Zetels per partij',
    intro: (seatCount: number) =>
      `Vul het officiële aantal zetels van elke partij in. Het totaal mag niet hoger zijn dan ${seatCount}.`,
    total: (total: number, seatCount: number) => `Totaal: ${total}/${seatCount} zetels`,
    save: 'Zeteluitslag opslaan',
    saved: 'Zeteluitslag opgeslagen.',
    noParties: 'Deze verkiezing heeft nog geen partijen. Voeg ze hieronder toe bij de partijen.',
  },

  turnoutTab: {
    title: 'Opkomst per gemeente',
    intro:
      'Opkomst in procenten, 0–100 met hooguit één decimaal (78,3 of 78.3). Laat een veld leeg om het over te slaan.',
    inputLabel: (municipality: string) => `Opkomst ${municipality} (%)`,
    save: 'Opkomstuitslag opslaan',
    // The region words come from categoryInfo: gemeente(n), or provincie(s) at PS.
    saved: (count: number, region = 'gemeente', regions = 'gemeenten') =>
      `Opkomst opgeslagen voor ${count} ${count === 1 ? region : regions}.`,
    noMunicipalities: (regions = 'gemeenten') =>
      `In deze verkiezing worden geen ${regions} gespeeld.`,
  },

  biggestPartyTab: {
    title: 'Grootste partij per gemeente',
    intro: (region = 'gemeente', regions = 'gemeenten') =>
      `Kies per ${region} de winnende partij. Alleen ${regions} met een partij worden opgeslagen.`,
    partyLabel: (municipality: string) => `Winnende partij in ${municipality}`,
    voteLabel: (municipality: string) => `Stemaandeel in ${municipality} (%, optioneel)`,
    voteShort: 'Stemaandeel',
    municipality: (region = 'gemeente') => region.charAt(0).toUpperCase() + region.slice(1),
    winningParty: 'Winnende partij',
    voteColumn: 'Stemaandeel (%)',
    noParty: '— Geen uitslag —',
    save: 'Uitslag grootste partij opslaan',
    saved: (count: number, region = 'gemeente', regions = 'gemeenten') =>
      `Grootste partij opgeslagen voor ${count} ${count === 1 ? region : regions}.`,
  },

  municipalityTab: {
    title: 'Eerste gemeente die klaar is met tellen',
    label: 'Gemeente die als eerste klaar was met tellen',
    placeholder: '— Kies een gemeente —',
    current: 'Huidige keuze:',
    none: 'Nog geen',
    save: 'Keuze opslaan',
    saved: 'Gemeentekeuze opgeslagen.',
  },

  countryTab: {
    title: 'Landelijke opkomst',
    label: 'Landelijke opkomst (%)',
    current: 'Huidige uitslag:',
    none: 'Nog geen',
    save: 'Landelijke opkomst opslaan',
    saved: 'Landelijke opkomst opgeslagen.',
  },

  create: {
    title: 'Nieuwe verkiezing',
    description:
      'De nieuwe verkiezing krijgt de zetels van haar kamer en een kopie van de partijen en gemeenten van de laatste verkiezing van dezelfde soort (anders de partijen van de actieve). Bij Provinciale Staten spelen de twaalf provincies.',
    name: 'Naam',
    date: 'Datum en tijd van de verkiezing',
    timeZoneHint: 'Nederlandse tijd (Europe/Amsterdam).',
    isFinal: 'Uitslag is definitief',
    isActive: 'Maak dit de actieve verkiezing',
    submit: 'Verkiezing aanmaken',
    submitting: 'Aanmaken...',
  },

  reset: {
    title: 'Alle punten wissen',
    statistics: (scores: number, users: number) =>
      `Dit wist ${scores} ${scores === 1 ? 'score' : 'scores'} van ${users} ${users === 1 ? 'gebruiker' : 'gebruikers'}, voor alle verkiezingen.`,
    warning:
      'Dit kun je niet ongedaan maken. Kies daarna Alle punten berekenen om de spelers opnieuw te scoren.',
    nothing: 'Er zijn geen punten om te wissen.',
    confirm: 'Ja, wis alle punten',
    confirming: 'Wissen...',
  },

  settings: {
    title: 'Verkiezing bewerken',
    intro: (regions = 'gemeenten') =>
      `Naam, datums, aantal zetels, gespeelde ${regions} en status van deze verkiezing.`,
    name: 'Naam',
    electionDate: 'Datum en tijd van de verkiezing',
    deadline: 'Deadline van de voorspellingen',
    timeZoneHint: 'Nederlandse tijd (Europe/Amsterdam).',
    seatCount: (chamberWithArticle: string) => `Zetels in ${chamberWithArticle}`,
    seatCountHint: (min: number, max: number) => `Tussen ${min} en ${max}.`,
    seatCountRange: (min: number, max: number) =>
      `Het aantal zetels moet een geheel getal tussen ${min} en ${max} zijn.`,
    loadingMunicipalities: 'Gemeenten laden...',
    played: 'Gespeelde gemeenten',
    playedHint: 'De gemeenten waarvoor spelers de opkomst en de grootste partij voorspellen.',
    candidates: 'Kandidaten eerste telling',
    candidatesHint: 'De drie keuzes bij de vraag welke gemeente als eerste klaar is met tellen.',
    candidateLabel: (position: number) => `Kandidaat ${position}`,
    candidatesDistinct: 'Kies drie verschillende gemeenten.',
    isActive: 'Actieve verkiezing (die nu gespeeld wordt)',
    isFinal: 'Uitslag is definitief',
    dateRequired: 'Vul een geldige datum en tijd in.',
    save: 'Verkiezing opslaan',
    saved: 'Verkiezing opgeslagen.',
    noChanges: 'Er is niets gewijzigd.',
  },

  municipalityPicker: {
    search: 'Gemeenten zoeken',
    selected: (count: number, total: number) => `${count} van ${total} gekozen`,
    remove: (name: string) => `${name} verwijderen`,
    noMatch: 'Geen gemeente gevonden.',
    clearSearch: 'Zoekveld leegmaken',
  },

  parties: {
    title: (count: number) => `Partijen (${count})`,
    intro:
      'De partijen van deze verkiezing in de volgorde van het stembiljet. Een partij die in een voorspelling of uitslag wordt gebruikt, kun je niet verwijderen.',
    listNumber: 'Lijstnummer',
    name: 'Naam',
    color: 'Kleur',
    colorHex: 'Kleur (hex)',
    colorPicker: 'Kleurkiezer',
    edit: 'Bewerken',
    editParty: (name: string) => `${name} bewerken`,
    delete: 'Verwijderen',
    deleteParty: (name: string) => `${name} verwijderen`,
    deleteTitle: (name: string) => `${name} verwijderen?`,
    deleteText: 'De partij verdwijnt uit deze verkiezing.',
    deleting: 'Verwijderen...',
    deleted: (name: string) => `${name} verwijderd.`,
    add: 'Partij toevoegen',
    addTitle: 'Een partij toevoegen',
    listNumberHint: 'Leeg: het volgende vrije nummer.',
    saved: (name: string) => `${name} opgeslagen.`,
    added: (name: string) => `${name} toegevoegd.`,
    nameRequired: 'Vul de naam van de partij in.',
    colorInvalid: 'Vul een kleur in als #RRGGBB.',
    listNumberInvalid: 'Het lijstnummer moet een geheel getal van minimaal 1 zijn.',
  },

  search: {
    pageTitle: 'Beheer - Gebruiker zoeken',
    title: 'Beheer - Gebruiker zoeken',
    intro:
      'Zoek een speler op e-mailadres of gebruikersnaam en bekijk de punten van zijn of haar voorspellingen.',
    email: 'E-mailadres',
    username: 'Gebruikersnaam',
    submit: 'Zoeken',
    searching: 'Zoeken...',
    foundBy: 'Gevonden op',
    foundByEmail: 'E-mailadres',
    foundByUsername: 'Gebruikersnaam',
    fullName: 'Volledige naam',
    notProvided: 'Niet ingevuld',
    totalPoints: 'Totaal punten',
    emailVerified: 'E-mailadres geverifieerd',
    yes: 'Ja',
    no: 'Nee',
    memberSince: 'Lid sinds',
    predictions: (count: number) => `Voorspellingen (${count})`,
    noPredictions: 'Deze gebruiker heeft geen voorspellingen.',
    updated: (date: string) => `Bijgewerkt ${date}`,
    points: (points: number) => `${points} ${points === 1 ? 'punt' : 'punten'}`,
  },

  analysis: {
    title: (name: string) => `Analyse van de voorspelling: ${name}`,
    subtitle: (username: string, election: string) => `${username} · ${election}`,
    close: 'Details sluiten',
    loading: 'Details van de voorspelling laden...',
    pending: 'Nog open',
    pendingSection: 'Nog geen officiële uitslag ingevoerd.',
    breakdown: 'Opbouw van de punten',
    breakdownLabels: {
      seat_points: 'Zetels',
      captain_bonus_points: 'Jokerbonus',
      top3_parties_points: 'Top 3 partijen',
      turnout_points: 'Opkomst',
      biggest_party_points: 'Grootste partij',
      municipality_selection_points: 'Eerste gemeente',
      country_turnout_points: 'Landelijke opkomst',
      total_points: 'Totaal',
    },
    seats: 'Zetels per partij',
    party: 'Partij',
    predicted: 'Voorspeld',
    actual: 'Uitslag',
    difference: 'Verschil',
    accuracy: 'Nauwkeurigheid',
    correct: 'Goed',
    result: 'Resultaat',
    wrong: 'Fout',
    /** The region words come from categoryInfo: gemeente, or provincie at PS. */
    turnout: (region = 'gemeente') => `Opkomst per ${region}`,
    noPrediction: 'Geen voorspelling',
    biggestParty: (region = 'gemeente') => `Grootste partij per ${region}`,
    municipality: (region = 'gemeente') => region.charAt(0).toUpperCase() + region.slice(1),
    municipalitySelection: 'Eerste gemeente',
    userSelected: 'Gekozen',
    actualSelected: 'Als eerste klaar',
    countryTurnout: 'Landelijke opkomst',
    top3: 'Top 3 partijen',
    top3Summary: (correct: number, points: number) =>
      `${correct} goed · ${points} ${points === 1 ? 'punt' : 'punten'}`,
    // A tie at third place, and how the top 3 settles it (docs/rules.md, top 3).
    top3PredictedTie: (parties: string) =>
      `Gelijk aantal zetels in de voorspelling: ${parties}. De partij met het laagste lijstnummer gaat voor.`,
    top3ActualTie: (parties: string) =>
      `Gelijk op de derde plaats in de uitslag: ${parties}. Ze tellen allemaal als top 3.`,
    position: 'Positie',
    captain: 'Jokerpartij',
    captainNone: 'Gemiste kans op dubbele zetelpunten',
    captainSeatPoints: 'Zetelpunten',
    captainBonus: 'Bonus',
    captainVoid: (seats: number) =>
      `Geen bonus: de partij haalde ${seats} zetels of minder, dus de joker vervalt.`,
    // nl-NL, one decimal at most, as the turnouts are entered: 78,3%.
    percent: (value: number) => formatPercent(value),
    signedPercent: (value: number) => formatDecimal(value, { signed: true }),
    signed: (value: number) => `${value > 0 ? '+' : ''}${value}`,
  },
};
