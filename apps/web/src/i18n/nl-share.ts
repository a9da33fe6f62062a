// Texts of "Deel je voorspelling" on the dashboard (decision 033).

export const share = {
  button: 'Deel je voorspelling',
  busy: 'Afbeelding maken...',
  /** The share sheet's title and text that go with the image. */
  shareTitle: 'Mijn voorspelling op Zetelpoule',
  shareText: 'Zo verdeel ik de zetels. Doe jij ook mee met Zetelpoule?',
  downloaded: 'Je afbeelding is gedownload.',
  shared: 'Je afbeelding is gedeeld.',
  // The phone wanted a fresh tap before its share sheet opens (the image took a while).
  tapAgain: 'Je afbeelding is klaar. Tik nog een keer om hem te delen.',
  failed: 'Je afbeelding kon niet worden gemaakt. Probeer het opnieuw.',
};
