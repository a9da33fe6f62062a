// The admin's confirmation before entering results while predictions are still open
// (docs/decisions/050-results-before-the-deadline.md): Dutch, in the "je" voice (docs/decisions/020-dutch-texts.md). Imported
// by the admin's results tabs only.

export const resultsEntryConfirmation = {
  title: 'De voorspellingen zijn nog open',
  description: (deadline: string) =>
    `Spelers kunnen hun voorspelling nog wijzigen tot ${deadline}. Weet je zeker dat je nu al uitslagen wilt invoeren?`,
  warning:
    'Spelers zien deze uitslag en hun punten pas na de deadline. Alleen jij ziet ze nu al, bijvoorbeeld om te testen.',
  confirm: 'Ja, nu al invoeren',
  cancel: 'Annuleren',
};
