import { formatCount } from '@zetelpoule/shared/rules/decimal';

// The texts of the reminder e-mails (decision 032) in the web app: the switches on the profile, the
// nudge button in a sub-league's member list and the admin's counts
// (docs/decisions/032-reminder-emails.md).

export const reminders = {
  preferences: {
    title: 'Mails',
    intro: 'Kies welke mails je van Zetelpoule wilt krijgen. Elke mail heeft ook een afmeldlink.',
    deadline: 'Herinneringen voor de deadline',
    deadlineHint:
      'Een week, een dag en twee uur voor de deadline, zolang je voorspelling nog niet af is.',
    results: 'De uitslag',
    resultsHint: 'Eén mail met je punten en je plaats zodra de uitslag definitief is.',
    nudges: 'Duwtjes van je subpoule',
    nudgesHint: 'De maker van je subpoule kan je herinneren als je voorspelling nog niet af is.',
    on: (what: string) => `${what}: aan.`,
    off: (what: string) => `${what}: uit.`,
    loadFailed: 'Je mailinstellingen konden niet worden geladen.',
    saveFailed: 'Opslaan is niet gelukt. Probeer het opnieuw.',
  },

  nudge: {
    button: 'Duwtje geven',
    buttonLabel: (name: string) => `Geef ${name} een duwtje om de voorspelling af te maken`,
    sending: 'Versturen...',
    failed: 'Het duwtje kon niet worden verstuurd. Probeer het later opnieuw.',
    hint: 'Eén duwtje per lid per dag, alleen aan wie nog niet klaar is.',
  },

  admin: {
    title: 'Herinneringsmails',
    intro: (election: string) => `Verstuurd voor ${election}, per soort mail.`,
    noElection: 'Er is geen actieve verkiezing, dus er gaan geen herinneringen uit.',
    kind: 'Soort',
    sent: 'Verstuurd',
    due: 'Gaat uit vanaf',
    kinds: {
      '7d': 'Een week voor de deadline',
      '24h': 'Een dag voor de deadline',
      '2h': 'Twee uur voor de deadline',
      results: 'De uitslag is bekend',
    } as Record<string, string>,
    whenFinal: 'Zodra de uitslag definitief en berekend is',
    nudges: (count: number) => `Duwtjes van subpoule-makers: ${formatCount(count)}`,
    count: (count: number) => formatCount(count),
    loadFailed: 'De aantallen konden niet worden geladen.',
  },
};
