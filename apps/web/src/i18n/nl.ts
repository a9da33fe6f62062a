// The texts every page shares: the shell (menu, footer, cookie notice), form helpers and errors.
// Dutch, in the "je" voice (docs/decisions/020-dutch-texts.md); numbers come in as arguments
// from the shared constants. The texts of one area (landing, auth, profile, admin, dashboard,
// league, legal, ...) live in nl-<area>.ts and are imported where they are used, so that a page
// loads only its own texts: the landing page does not load, say, the admin's or the auth texts.

export const APP_NAME = 'Zetelpoule';

export const nl = {
  common: {
    appName: APP_NAME,
    pageTitle: (title: string) => `${title} · ${APP_NAME}`,
    loading: 'Laden...',
    skipToContent: 'Direct naar de inhoud',
    backHome: 'Terug naar de homepage',
    toDashboard: 'Naar het dashboard',
    opensInNewTab: '(opent in een nieuw tabblad)',
    loadingPage: 'Pagina laden',
  },

  nav: {
    label: 'Hoofdmenu',
    dashboard: 'Dashboard',
    league: 'Poule',
    results: 'Uitslag',
    profile: 'Profiel',
    adminResults: 'Uitslagen',
    adminUsers: 'Gebruikers',
    adminBadge: 'ADMIN',
    logout: 'Uitloggen',
    loggingOut: 'Uitloggen...',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    login: 'Inloggen',
    register: 'Registreren',
  },

  footer: {
    copyright: (year: number) => `© ${year} ${APP_NAME}`,
    legal: 'Privacy en voorwaarden',
    // On every page, also before the active election is known: no chamber named.
    tagline: 'Voorspel de verkiezingen.',
  },

  cookie: {
    title: 'Cookies en lokale opslag',
    text: `${APP_NAME} gebruikt alleen wat nodig is om de site te laten werken. We plaatsen geen tracking- of advertentiecookies.`,
    showDetails: 'Details tonen',
    hideDetails: 'Details verbergen',
    alwaysOn: 'Altijd actief',
    notUsed: 'Niet in gebruik',
    categories: {
      essential: {
        title: 'Essentieel',
        text: 'Je inlogtokens en deze keuze worden in je browser bewaard. Zonder deze opslag kun je niet inloggen.',
      },
      analytical: {
        title: 'Analytisch',
        text: 'We meten niets: geen bezoekersstatistieken en geen analysediensten.',
      },
      functional: {
        title: 'Functioneel',
        text: 'We gebruiken geen extra functionele cookies en geen opslag van derden.',
      },
    },
    note: 'Je keuze wordt met de datum bewaard. Weigeren verandert niets aan de essentiële opslag.',
    privacyLink: 'Lees het privacybeleid',
    decline: 'Weigeren',
    accept: 'Accepteren',
  },

  // Shown on the landing page right after a player deleted the account from the profile page.
  accountDeleted: {
    text: 'Je account is verwijderd. Al je gegevens zijn gewist; je krijgt nog een bevestiging per e-mail.',
    close: 'Sluiten',
  },

  forms: {
    showPassword: 'Wachtwoord tonen',
    hidePassword: 'Wachtwoord verbergen',
    passwordRulesTitle: 'Wachtwoord moet:',
    ruleState: { met: 'voldaan', failed: 'nog niet voldaan', neutral: 'nog niet ingevuld' },
  },

  errors: {
    unexpectedTitle: 'Onverwachte fout in de app',
    unexpectedText:
      'Er ging iets mis bij het tonen van deze pagina. Probeer het opnieuw of ga terug naar de homepage.',
    chunkTitle: 'De pagina kon niet worden geladen',
    chunkText:
      'Controleer je internetverbinding. Misschien is er net een nieuwe versie van Zetelpoule verschenen; laad de pagina dan opnieuw.',
    reload: 'Pagina opnieuw laden',
    home: 'Naar de homepage',
    details: 'Technische details',
    // The API client's own messages.
    network: 'Er is een netwerkfout opgetreden. Controleer je verbinding.',
    noAccessToken: 'Je bent niet ingelogd. Log opnieuw in.',
    invalidResponse: 'Onverwacht antwoord van de server.',
    requestFailed: (status: number) => `Het verzoek is mislukt (status ${status}).`,
    sessionExpired: 'Je sessie is verlopen. Log opnieuw in.',
    // A refresh that failed for a reason other than a refusal: the session is kept.
    sessionRetry: 'Je sessie kon even niet worden vernieuwd. We proberen het zo opnieuw.',
  },
};
