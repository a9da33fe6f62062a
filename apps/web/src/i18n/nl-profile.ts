// Texts of the profile page: details, privacy, account data and deletion, password change.

export const profile = {
  title: 'Mijn profiel',
  intro: 'Je gegevens en je inlogmethode.',
  fields: {
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    username: 'Gebruikersnaam',
    email: 'E-mailadres',
    memberSince: 'Lid sinds',
    authMethod: 'Inlogmethode',
  },
  notFilledIn: 'Niet ingevuld',
  superAdmin: 'Hoofdbeheerder',
  staffAdmin: 'Beheerder',
  methods: {
    'google-oauth2': 'Google',
    'microsoft-graph': 'Microsoft',
    facebook: 'Facebook',
    github: 'GitHub',
    twitter: 'Twitter',
    password: 'E-mail en wachtwoord',
  } as Record<string, string>,
  edit: 'Profiel bewerken',
  save: 'Opslaan',
  saving: 'Opslaan...',
  cancel: 'Annuleren',
  emailLocked: 'Je e-mailadres kan niet worden gewijzigd.',
  fixErrors: 'Verbeter de fouten voordat je het formulier verstuurt',
  updateFailed: 'Profiel bijwerken is mislukt. Probeer het opnieuw.',
  updated: 'Je profiel is bijgewerkt.',
  privacy: {
    title: 'Privacy',
    showRealName: 'Toon mijn naam aan leden van mijn subpoules',
    showRealNameHint:
      'In de Nationale Poule zie je altijd alleen gebruikersnamen. Zet je dit aan, dan zien leden van je subpoules ook je voor- en achternaam.',
    shown: 'Leden van je subpoules zien nu je naam.',
    hidden: 'Je naam is nu verborgen voor leden van je subpoules.',
    saveFailed: 'Opslaan is mislukt. Probeer het opnieuw.',
  },
  data: {
    title: 'Je gegevens en je account',
    intro:
      'Download alles wat we van je bewaren als JSON-bestand, of verwijder je account met al je gegevens.',
    download: 'Je gegevens downloaden',
    downloading: 'Downloaden...',
    downloaded: 'Je gegevens zijn gedownload.',
    downloadFailed: 'Downloaden is mislukt. Probeer het opnieuw.',
    delete: 'Account verwijderen',
  },
  deleteAccount: {
    title: 'Account verwijderen?',
    description:
      'Dit kan niet ongedaan worden gemaakt. We wissen meteen je account, je voorspellingen, je punten en je lidmaatschappen.',
    handover:
      'Heb je zelf subpoules aangemaakt, dan gaan die over naar het lid dat er het langst in zit; een subpoule waar verder niemand in zit, verdwijnt.',
    password: 'Je wachtwoord',
    passwordHint: 'Vul je wachtwoord in om te bevestigen dat jij het bent.',
    socialHint: (minutes: number) =>
      `Je account heeft geen wachtwoord. Log daarom eerst opnieuw in met Google of Microsoft; daarna kun je je account binnen ${minutes} minuten verwijderen.`,
    signInAgain: (provider: string) => `Opnieuw inloggen met ${provider}`,
    confirm: 'Definitief verwijderen',
    deleting: 'Verwijderen...',
    cancel: 'Annuleren',
    close: 'Sluiten',
    failed: 'Verwijderen is mislukt. Probeer het opnieuw.',
  },
  password: {
    title: 'Wachtwoord wijzigen',
    current: 'Huidig wachtwoord',
    new: 'Nieuw wachtwoord',
    confirm: 'Bevestig nieuw wachtwoord',
    submit: 'Wachtwoord wijzigen',
    submitting: 'Wijzigen...',
    wrongOld:
      'Het huidige wachtwoord is onjuist. Controleer je huidige wachtwoord en probeer het opnieuw.',
    mismatch: 'De wachtwoorden komen niet overeen.',
    failed: 'Wachtwoord wijzigen mislukt. Probeer het opnieuw.',
    changed: 'Je wachtwoord is gewijzigd.',
  },
};
