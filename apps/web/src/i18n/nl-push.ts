// The texts of the installable app and its push notifications (docs/decisions/065-web-push.md and 066): the
// switches on the profile, the question after a first save, and the notices of the service
// worker's page side (offline, a new version).

export const push = {
  settings: {
    title: 'Pushmeldingen',
    intro: 'Krijg een melding op dit apparaat, ook als Zetelpoule niet open staat.',
    enable: 'Meldingen aanzetten',
    enabling: 'Bezig…',
    disable: 'Meldingen op dit apparaat uitzetten',
    enabled: 'Meldingen staan aan op dit apparaat. Kies hieronder welke je wilt krijgen.',
    deadline: 'Herinneringen voor de deadline',
    deadlineHint:
      'Een week, een dag en twee uur voor de deadline, zolang je voorspelling nog niet af is.',
    results: 'De uitslag is binnen',
    resultsHint: 'Eén melding met je punten en je plaats zodra de uitslag definitief is.',
    overtaken: 'Ingehaald in je subpoule',
    overtakenHint: 'Als iemand je op de verkiezingsavond voorbijgaat, hooguit één keer per avond.',
    on: (what: string) => `${what}: aan.`,
    off: (what: string) => `${what}: uit.`,
    unsupported: 'Deze browser kan geen pushmeldingen ontvangen.',
    iosInstall:
      'Op een iPhone of iPad krijg je meldingen alleen in de app op je beginscherm. Tik in Safari op Deel (het vierkantje met de pijl) en kies "Zet op beginscherm". Open Zetelpoule daarna vanaf je beginscherm en zet hier de meldingen aan.',
    denied:
      'Je hebt meldingen voor Zetelpoule geblokkeerd. Sta ze toe in de instellingen van je browser en probeer het opnieuw.',
    serverOff: 'Pushmeldingen staan uit op deze server.',
    failed: 'Meldingen aanzetten is niet gelukt. Probeer het opnieuw.',
    saveFailed: 'Opslaan is niet gelukt. Probeer het opnieuw.',
    disabled: 'Meldingen staan uit op dit apparaat.',
  },

  prompt: {
    title: 'Wil je een seintje krijgen?',
    body: 'Je voorspelling is opgeslagen. Zet meldingen aan, dan hoor je het voor de deadline en zodra de uitslag binnen is.',
    accept: 'Ja, meldingen aan',
    dismiss: 'Nee, bedankt',
    done: 'Meldingen staan aan. Je kiest welke op je profiel.',
    close: 'Sluiten',
  },

  app: {
    offline:
      'Je bent offline. Wat nog niet geladen was, kan Zetelpoule nu niet ophalen; dat komt vanzelf zodra je weer verbinding hebt.',
    update: 'Er is een nieuwe versie van Zetelpoule.',
    reload: 'Vernieuwen',
  },
} as const;
