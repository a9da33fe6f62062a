// The admin area (SPEC §2 "Admin election results", "Admin user search"). SPEC gives these
// screens in English, so their texts stay English. The rule texts of SPEC §5 are not here:
// the admin components take them from ADMIN_MESSAGES of the shared contract, so form and
// server say the same words (and the entry chunk, which carries this file, stays free of zod).

export const admin = {
  accessDeniedTitle: 'Access Denied',
  accessDenied: 'Access Denied - You need admin privileges to access this page.',
  accessDeniedRedirect: 'You are being taken to the dashboard.',
  toDashboardNow: 'Go to the dashboard now',

  nav: {
    label: 'Admin navigation',
    home: 'Home',
    electionResults: 'Election Results',
    userSearch: 'User Search',
  },

  // SPEC §8 network failure and fallbacks, verbatim.
  errors: {
    network: 'Network error occurred',
    fetchElections: 'Failed to fetch election results',
    fetchElection: 'Failed to fetch election details',
    updateSeats: 'Failed to update seat results',
    updateTurnout: 'Failed to update turnout results',
    updateBiggestParty: 'Failed to update biggest party results',
    updateCountryTurnout: 'Failed to update country turnout',
    updateMunicipalitySelection: 'Failed to update municipality selection',
    createElection: 'Failed to create election result',
    calculateScores: 'Failed to calculate scores',
    resetPoints: 'Failed to reset points',
    resetStatistics: 'Failed to check reset statistics',
    searchUser: 'Failed to search user',
    predictionDetails: 'Failed to fetch prediction details',
    // Not in SPEC: the edit panel and the parties panel are DESIGN §5.3 additions.
    updateElection: 'Failed to update election',
    fetchMunicipalities: 'Failed to load municipalities',
    saveParty: 'Failed to save party',
    deleteParty: 'Failed to delete party',
    retry: 'Try again',
  },

  results: {
    pageTitle: 'Admin - Election Results',
    title: 'Admin - Election Results',
    intro: 'Enter the official results, run the score calculation and manage elections.',
    createElection: '+ Create New Election',
    resetAllPoints: 'Reset All Points',
    checkingReset: 'Checking...',
    electionsTitle: 'Elections',
    electionsEmpty: 'No elections yet. Create the first one.',
    active: 'Active',
    final: 'Final',
    seats: (entered: number, seatCount: number) => `Seats: ${entered}/${seatCount}`,
    electionDate: 'Election date',
    deadline: 'Predictions deadline',
    predictionsLabel: 'Predictions',
    seatsEntered: 'Seats entered',
    seatsEnteredValue: (entered: number, seatCount: number) => `${entered}/${seatCount}`,
    predictionsCount: (count: number) =>
      `${count} ${count === 1 ? 'prediction' : 'predictions'} to score`,
    selectElection: 'Select an election to enter its results.',
    loadingElection: 'Loading election...',
    created: (name: string) => `Election "${name}" created.`,
  },

  calculate: {
    button: 'Calculate All Scores',
    busy: 'Calculating scores...',
    hint: 'Scores every player against the results entered so far. Running it again gives the same scores.',
  },

  tabs: {
    label: 'Official results',
    seats: (seatCount: number) => `Seats (${seatCount})`,
    turnout: 'Turnout',
    biggestParty: 'Biggest Party',
    municipalitySelection: 'Municipality Selection',
    countryTurnout: 'Country Turnout',
  },

  form: {
    save: 'Save',
    saving: 'Saving...',
    cancel: 'Cancel',
    close: 'Close',
    saved: 'Saved.',
    notEntered: 'Not entered yet',
  },

  seatsTab: {
    title: 'Seats per party',
    intro: (seatCount: number) =>
      `Enter the official number of seats of every party. The total may not exceed ${seatCount}.`,
    total: (total: number, seatCount: number) => `Total: ${total}/${seatCount} seats`,
    save: 'Save seat results',
    saved: 'Seat results saved.',
    noParties: 'This election has no parties yet. Add them in the parties panel below.',
  },

  turnoutTab: {
    title: 'Turnout per municipality',
    intro: 'Turnout in percent, 0–100 with one decimal. Leave a field empty to skip it.',
    inputLabel: (municipality: string) => `Turnout ${municipality} (%)`,
    save: 'Save turnout results',
    saved: (count: number) =>
      `Turnout saved for ${count} ${count === 1 ? 'municipality' : 'municipalities'}.`,
    noMunicipalities: 'No municipalities are played in this election.',
  },

  biggestPartyTab: {
    title: 'Biggest party per municipality',
    intro:
      'Choose the winning party of each municipality. Only municipalities with a party are saved.',
    partyLabel: (municipality: string) => `Winning party in ${municipality}`,
    voteLabel: (municipality: string) => `Vote share in ${municipality} (%, optional)`,
    voteShort: 'Vote share',
    municipality: 'Municipality',
    winningParty: 'Winning party',
    voteColumn: 'Vote share (%)',
    noParty: '— No result —',
    save: 'Save biggest party results',
    saved: (count: number) =>
      `Biggest party saved for ${count} ${count === 1 ? 'municipality' : 'municipalities'}.`,
  },

  municipalityTab: {
    title: 'First municipality to finish counting',
    label: 'Municipality that finished counting first',
    placeholder: '— Choose a municipality —',
    current: 'Current selection:',
    none: 'None yet',
    save: 'Save selection',
    saved: 'Municipality selection saved.',
  },

  countryTab: {
    title: 'National turnout',
    label: 'National turnout (%)',
    current: 'Current result:',
    none: 'None yet',
    save: 'Save country turnout',
    saved: 'Country turnout saved.',
  },

  create: {
    title: 'Create New Election',
    description:
      'The new election starts with 150 seats and a copy of the parties and municipalities of the active election.',
    name: 'Name',
    date: 'Election date and time',
    timeZoneHint: 'Dutch time (Europe/Amsterdam).',
    isFinal: 'Results are final',
    isActive: 'Make this the active election',
    submit: 'Create election',
    submitting: 'Creating...',
  },

  reset: {
    title: 'Reset All Points',
    statistics: (scores: number, users: number) =>
      `This deletes ${scores} ${scores === 1 ? 'score' : 'scores'} of ${users} ${users === 1 ? 'user' : 'users'}, for every election.`,
    warning: 'This cannot be undone. Run Calculate All Scores to score the players again.',
    nothing: 'There are no points to reset.',
    confirm: 'Yes, reset all points',
    confirming: 'Resetting...',
  },

  settings: {
    title: 'Edit election',
    intro: 'Name, dates, seat count, played municipalities and status of this election.',
    name: 'Name',
    electionDate: 'Election date and time',
    deadline: 'Predictions deadline',
    timeZoneHint: 'Dutch time (Europe/Amsterdam).',
    seatCount: 'Number of seats',
    seatCountHint: (min: number, max: number) => `Between ${min} and ${max}.`,
    seatCountRange: (min: number, max: number) =>
      `Seat count must be a whole number between ${min} and ${max}.`,
    loadingMunicipalities: 'Loading municipalities...',
    played: 'Played municipalities',
    playedHint: 'The municipalities players predict turnout and the biggest party for.',
    candidates: 'First-count candidates',
    candidatesHint: 'The three choices of the first municipality to finish counting.',
    candidateLabel: (position: number) => `Candidate ${position}`,
    candidatesDistinct: 'Choose three different municipalities.',
    isActive: 'Active election (the one being played)',
    isFinal: 'Results are final',
    dateRequired: 'Please enter a valid date and time.',
    save: 'Save election',
    saved: 'Election saved.',
    noChanges: 'Nothing has changed.',
  },

  municipalityPicker: {
    search: 'Search municipalities',
    selected: (count: number, total: number) => `${count} of ${total} selected`,
    remove: (name: string) => `Remove ${name}`,
    noMatch: 'No municipality matches.',
    clearSearch: 'Clear search',
  },

  parties: {
    title: (count: number) => `Parties (${count})`,
    intro:
      'The parties of this election in ballot order. A party in use by a prediction or result cannot be deleted.',
    listNumber: 'List number',
    name: 'Name',
    color: 'Colour',
    colorHex: 'Colour (hex)',
    colorPicker: 'Colour picker',
    edit: 'Edit',
    editParty: (name: string) => `Edit ${name}`,
    delete: 'Delete',
    deleteParty: (name: string) => `Delete ${name}`,
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteText: 'The party disappears from this election.',
    deleting: 'Deleting...',
    deleted: (name: string) => `${name} deleted.`,
    add: 'Add party',
    addTitle: 'Add a party',
    listNumberHint: 'Empty: the next free number.',
    saved: (name: string) => `${name} saved.`,
    added: (name: string) => `${name} added.`,
    nameRequired: 'Please enter the party name.',
    colorInvalid: 'Please enter a colour as #RRGGBB.',
    listNumberInvalid: 'The list number must be a whole number of at least 1.',
  },

  search: {
    pageTitle: 'Admin - User Search',
    title: 'Admin - User Search',
    intro: "Find a player by e-mail address or username and look at their predictions' scores.",
    email: 'E-mail',
    username: 'Username',
    submit: 'Search',
    searching: 'Searching...',
    foundBy: 'Found by',
    foundByEmail: 'E-mail',
    foundByUsername: 'Username',
    fullName: 'Full name',
    notProvided: 'Not provided',
    totalPoints: 'Total points',
    emailVerified: 'E-mail verified',
    yes: 'Yes',
    no: 'No',
    memberSince: 'Member since',
    predictions: (count: number) => `Predictions (${count})`,
    noPredictions: 'This user has no predictions.',
    updated: (date: string) => `Updated ${date}`,
    points: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  },

  analysis: {
    title: (name: string) => `Prediction analysis: ${name}`,
    subtitle: (username: string, election: string) => `${username} · ${election}`,
    close: 'Close Details',
    loading: 'Loading prediction details...',
    pending: 'Pending',
    pendingSection: 'No official result entered yet.',
    breakdown: 'Score breakdown',
    breakdownLabels: {
      seat_points: 'Seats',
      captain_bonus_points: 'Captain bonus',
      top3_parties_points: 'Top 3 parties',
      turnout_points: 'Turnout',
      biggest_party_points: 'Biggest party',
      municipality_selection_points: 'Municipality selection',
      country_turnout_points: 'Country turnout',
      total_points: 'Total',
    },
    seats: 'Seats per party',
    party: 'Party',
    predicted: 'Predicted',
    actual: 'Actual',
    difference: 'Difference',
    accuracy: 'Accuracy',
    correct: 'Correct',
    result: 'Result',
    wrong: 'Wrong',
    turnout: 'Turnout per municipality',
    noPrediction: 'No prediction',
    biggestParty: 'Biggest party per municipality',
    municipality: 'Municipality',
    municipalitySelection: 'Municipality selection',
    userSelected: 'Selected',
    actualSelected: 'Finished first',
    countryTurnout: 'Country turnout',
    top3: 'Top 3 parties',
    top3Summary: (correct: number, points: number) =>
      `${correct} correct · ${points} ${points === 1 ? 'point' : 'points'}`,
    position: 'Position',
    captain: 'Captain party',
    captainNone: 'Missed opportunity for double seat points',
    captainSeatPoints: 'Seat points',
    captainBonus: 'Bonus',
    captainVoid: (seats: number) =>
      `No bonus: the party won ${seats} seats or fewer, so the captain is void.`,
    percent: (value: number) => `${formatPercent(value)}%`,
    signedPercent: (value: number) => `${value > 0 ? '+' : ''}${formatPercent(value)}`,
    signed: (value: number) => `${value > 0 ? '+' : ''}${value}`,
  },
};

/** One decimal at most, as the turnouts are entered. */
function formatPercent(value: number): string {
  return String(Math.round(value * 10) / 10);
}
