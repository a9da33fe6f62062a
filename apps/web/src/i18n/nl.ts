// Every string a user reads, grouped per area, in Dutch and the "je" voice
// (docs/decisions/020-dutch-texts.md).
// Numbers come in as arguments from the shared constants. The texts of one feature (admin,
// dashboard, league, legal, predictions) live in nl-<feature>.ts and are imported where they
// are used, so that the landing page does not load, say, the admin's texts.

import type { ElectionCategoryInfo } from '@zetelpoule/shared/rules/election-category';

const APP_NAME = 'Zetelpoule';

type Words = ElectionCategoryInfo;
type Region = Pick<Words, 'region'>;
/** The regions before the landing page knows the election: it may be either. */
export const EITHER_REGION: Region = { region: 'gemeente of provincie' };

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

  landing: {
    // Until the page knows the active election (deadline info answers signed-in players) it names
    // none: the server's own head (landingPageHead) names it for crawlers and the first paint.
    pageTitle: `${APP_NAME} · Voorspel de verkiezingen`,
    pageTitleFor: (c: Words) => `${APP_NAME} · Voorspel de ${c.election}`,
    // The hero is in the HTML before the app knows the election
    // (docs/decisions/036-boot-shells.md): its words name no chamber; the eyebrow names the
    // election once known.
    hero: {
      eyebrow: 'Verkiezingsspel',
      eyebrowFor: (c: Words) => c.election,
      title: APP_NAME,
      subtitle: 'Voorspel de verkiezingen.',
      description:
        'Denk jij te weten hoe Nederland stemt? Verdeel de zetels, voorspel de opkomst en strijd om de hoogste score in de Nationale Poule en in je eigen subpoules.',
      register: 'Registreren',
      login: 'Inloggen',
      howItWorks: 'Hoe werkt het?',
      chartLabel: 'Illustratie: een halfrond met zetels',
    },
    features: {
      title: 'Waarom Meedoen?',
      intro: 'Verkiezingsavond wordt pas echt spannend als je zelf iets op het spel hebt staan.',
      predict: {
        title: 'Voorspel de uitslag',
        text: (c: Words | null) =>
          `Verdeel de ${c === null ? '' : `${c.defaultSeatCount} `}zetels${c === null ? '' : ` van de ${c.chamber}`} over de partijen, kies je joker en schat de opkomst. Tot de deadline kun je alles bijstellen.`,
      },
      points: {
        title: 'Verdien punten',
        text: 'Elke goede inschatting levert punten op. Zit je er net naast, dan scoor je ook.',
      },
      national: {
        title: 'Strijd landelijk',
        text: 'In de Nationale Poule meet je je met spelers uit heel Nederland.',
      },
      pools: {
        title: 'Maak poules',
        text: "Start een subpoule met vrienden, familie of collega's en nodig ze uit met één link.",
      },
      progress: {
        title: 'Volg je voortgang',
        text: 'Zie na de uitslag precies waar je punten vandaan komen en hoe je stijgt in de ranglijst.',
      },
    },
    rules: {
      title: 'Spelregels',
      intro: 'In vier stappen van aanmelding tot eindstand.',
      stepLabel: (step: number) => `Stap ${step}`,
      account: {
        title: 'Maak een account',
        /** `services`: the sign-in services configured ("Google of Microsoft"), or none. */
        text: (services: string | null) =>
          `Registreer met je e-mailadres${services ? ` of log direct in met ${services}` : ''}. Kies een unieke gebruikersnaam: daarmee sta je in de ranglijsten.`,
      },
      predict: {
        title: 'Doe je voorspellingen',
        text: (c: Words | null, firstCount: string) =>
          `Verdeel de ${c === null ? 'zetels van de Kamer' : `${c.defaultSeatCount} zetels van de ${c.chamber}`} over de partijen; daaruit volgt je top 3. Voorspel de landelijke opkomst, de opkomst en de grootste partij per ${(c ?? EITHER_REGION).region}, welke gemeente als eerste klaar is met tellen (${firstCount}) en kies een joker. Tot de deadline kun je alles aanpassen.`,
      },
      score: {
        title: 'Verdien punten',
        text: 'Na de verkiezing voert de beheerder de officiële uitslag in en worden de punten berekend. Hoe dichter je bij de uitslag zit, hoe meer punten je krijgt.',
      },
      compete: {
        title: 'Strijd om de eerste plaats',
        text: "Iedere speler doet mee in de Nationale Poule. Maak daarnaast je eigen subpoules aan en daag vrienden, familie of collega's uit.",
      },
    },
    scoring: {
      title: 'Puntentelling',
      intro: 'Zo worden je punten berekend. Zit je er ver naast, dan kun je ook punten verliezen.',
      situation: 'Situatie',
      points: 'Punten',
      seats: {
        title: 'Zetels per partij',
        exact: 'Precies goed',
        off: (seats: number) => (seats === 1 ? '1 zetel ernaast' : `${seats} zetels ernaast`),
        more: (seats: number) => `Meer dan ${seats} zetels ernaast`,
      },
      joker: {
        title: 'Joker',
        doubles: 'De zetelpunten van je jokerpartij tellen dubbel, ook als ze negatief zijn',
        double: '×2',
        void: 'De joker vervalt als die partij een dertigste van de zetels of minder haalt (5 van 150, 2 van 75)',
      },
      top3: {
        title: 'Top 3 partijen',
        all: 'Alle drie goed',
        two: 'Twee goed',
        one: 'Eén goed',
        note: 'Partijen die gelijk eindigen op de grens van de top 3 tellen allemaal als goed.',
      },
      firstCount: {
        title: 'Eerste gemeente',
        correct: 'De gemeente die als eerste klaar is met tellen goed voorspeld',
      },
      municipalityTurnout: {
        title: (c: Region) => `Opkomst per ${c.region}`,
        exact: 'Precies goed',
        off: (points: number) =>
          points === 1 ? '1 procentpunt ernaast' : `${points} procentpunten ernaast`,
        more: (points: number) => `${points} of meer procentpunten ernaast`,
        note: 'Het verschil wordt afgerond; de decimaal beslist. 0,4 ernaast telt als precies goed, 0,5 ernaast als 1 procentpunt.',
      },
      biggestParty: {
        title: (c: Region) => `Grootste partij per ${c.region}`,
        correct: (c: Region) => `Grootste partij in een ${c.region} goed voorspeld`,
      },
      nationalTurnout: {
        title: 'Landelijke opkomst',
        exact: 'Precies goed',
        perPoint: 'Per procentpunt ernaast',
        example: (points: number) => `Voorbeeld: ${points} procentpunten ernaast`,
        note: 'Er is geen ondergrens: wie ver naast zit, krijgt minpunten.',
      },
    },
    cta: {
      title: 'Denk jij de uitslag te kunnen voorspellen?',
      text: 'Maak gratis een account en zet je voorspelling klaar vóór de deadline.',
      start: 'Start nu',
      login: 'Log in',
    },
    about: {
      title: `Over ${APP_NAME}`,
      text: `${APP_NAME} is een hobbyproject dat in 2023 is begonnen, voor iedereen die verkiezingsavond nog spannender wil maken. Geen reclame, geen tracking: gewoon een spel.`,
      independent: `${APP_NAME} is onafhankelijk en niet verbonden aan de Kiesraad, de overheid of een politieke partij.`,
      social: `Volg ${APP_NAME} op Instagram`,
    },
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

  forms: {
    showPassword: 'Wachtwoord tonen',
    hidePassword: 'Wachtwoord verbergen',
    passwordRulesTitle: 'Wachtwoord moet:',
    ruleState: { met: 'voldaan', failed: 'nog niet voldaan', neutral: 'nog niet ingevuld' },
  },

  auth: {
    genericError: 'Er is iets misgegaan. Probeer het opnieuw.',
    fields: {
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      username: 'Gebruikersnaam',
      password: 'Wachtwoord',
      passwordConfirm: 'Bevestig wachtwoord',
    },
    social: {
      divider: 'of doorgaan met',
      providers: { 'google-oauth2': 'Google', 'microsoft-graph': 'Microsoft' },
      continueWith: (provider: string) => `Doorgaan met ${provider}`,
    },
    login: {
      title: 'Inloggen',
      intro: 'Welkom terug! Log in om je voorspellingen bij te werken.',
      forgot: 'Wachtwoord vergeten?',
      submit: 'Inloggen',
      submitting: 'Bezig met inloggen...',
      noAccount: 'Nog geen account?',
      register: 'Registreer je hier',
      notVerified: {
        title: 'E-mailverificatie nodig',
        resend: 'Mail opnieuw verzenden',
        resending: 'Verzenden...',
        sent: 'De verificatiemail is verzonden. Controleer je inbox en ook je spammap.',
        back: 'Terug naar inloggen',
        resendFailed: 'De verificatiemail kon niet opnieuw worden verzonden. Probeer het opnieuw.',
      },
    },
    register: {
      title: 'Registreren',
      intro: 'Maak een account aan en doe mee aan de Nationale Poule.',
      nameHint:
        'Andere spelers zien alleen je gebruikersnaam. Je naam zien alleen leden van je subpoules, en alleen als je dat in je profiel aanzet.',
      captchaLabel: 'Beveiligingscontrole',
      captchaRequired: 'Voltooi de beveiligingscontrole',
      captchaFailed: 'De beveiligingscontrole is mislukt. Probeer het opnieuw.',
      submit: 'Account aanmaken',
      submitting: 'Account aanmaken...',
      submitHint: 'Vul eerst alle velden correct in en wacht tot de beveiligingscontrole klaar is.',
      haveAccount: 'Heb je al een account?',
      login: 'Log hier in',
      successTitle: 'Registratie gelukt!',
      home: 'Terug naar de homepage',
    },
    // The ALTCHA widget's own texts (its `strings` attribute).
    captcha: {
      ariaLinkLabel: 'Bezoek altcha.org',
      error: 'Controle mislukt. Probeer het later opnieuw.',
      expired: 'Controle verlopen. Probeer het opnieuw.',
      footer: 'Beschermd door ALTCHA',
      label: 'Ik ben geen robot',
      verified: 'Gecontroleerd',
      verifying: 'Bezig met controleren...',
      waitAlert: 'Bezig met controleren... even geduld.',
      verificationRequired: 'Controle vereist!',
    },
    forgot: {
      title: 'Wachtwoord vergeten',
      intro: 'Vul je e-mailadres in. Je ontvangt een link om een nieuw wachtwoord in te stellen.',
      submit: 'Resetlink verzenden',
      submitting: 'Verzenden...',
      sentTitle: 'Controleer je mail',
      socialTitle: 'Account met sociale inlog gevonden',
      tryOther: 'Probeer andere e-mail',
      backToLogin: 'Terug naar inloggen',
      noAccount: 'Nog geen account?',
      register: 'Registreren',
      home: 'Terug naar de homepage',
      failed: 'Er is iets misgegaan. Probeer het opnieuw.',
      network: 'Netwerkfout. Controleer je verbinding en probeer het opnieuw.',
    },
    reset: {
      validating: 'Resetlink controleren...',
      invalidTitle: 'Resetlink ongeldig',
      invalid: 'Ongeldige of verlopen resetlink.',
      unable: 'De resetlink kon niet worden gecontroleerd. Probeer het opnieuw.',
      newLink: 'Nieuwe link aanvragen',
      backToLogin: 'Terug naar inloggen',
      title: 'Nieuw wachtwoord instellen',
      forEmail: (email: string) => `Voor ${email}`,
      newPassword: 'Nieuw wachtwoord',
      confirm: 'Bevestig nieuw wachtwoord',
      submit: 'Wachtwoord opslaan',
      submitting: 'Opslaan...',
      successTitle: 'Je wachtwoord is gewijzigd',
      redirecting: 'Je wordt over 3 seconden doorgestuurd naar de inlogpagina.',
      failed: 'Er is iets misgegaan. Probeer het opnieuw.',
      network: 'Netwerkfout. Controleer je verbinding en probeer het opnieuw.',
    },
    verify: {
      title: 'E-mailadres verifiëren',
      verifying: 'Je e-mailadres wordt geverifieerd...',
      successTitle: 'E-mail is geverifieerd!',
      successText: 'Je e-mailadres is geverifieerd. Je hebt nu toegang tot het spel.',
      toLogin: 'Naar inloggen',
      toDashboard: 'Naar het dashboard',
      failedTitle: 'Verificatie mislukt',
      expired:
        'Deze verificatielink is verlopen of al gebruikt. Vraag een nieuwe verificatiemail aan.',
      invalid:
        'Ongeldige verificatielink. Controleer de link of vraag een nieuwe verificatiemail aan.',
      failed: 'Verificatie mislukt',
      network: 'Er is een netwerkfout opgetreden. Probeer het opnieuw.',
      resend: 'Mail opnieuw verzenden',
      send: 'Verzenden',
      sending: 'Verzenden...',
      cancel: 'Annuleren',
      resendFailed: 'De verificatiemail kon niet opnieuw worden verzonden',
      resendNetwork: 'Netwerkfout. Controleer je verbinding en probeer het opnieuw.',
    },
    // The way back to an invite through login, registration and verification.
    invite: {
      loginIntro: 'Log in om mee te doen met de subpoule waarvoor je bent uitgenodigd.',
      registerIntro:
        'Maak een account aan. Daarna word je lid van de subpoule waarvoor je bent uitgenodigd.',
      registeredNext:
        'Bevestig je e-mailadres via de link in de mail. Daarna log je in en word je meteen lid van de subpoule.',
      verifiedText: 'Log nu in om lid te worden van de subpoule waarvoor je bent uitgenodigd.',
      loginAndJoin: 'Inloggen en meedoen',
      join: 'Meedoen met de subpoule',
    },
    callback: {
      title: 'Inloggen afronden',
      completing: 'Verificatie voltooien...',
      failedTitle: 'Authenticatie mislukt',
      failed: 'Inloggen is mislukt. Probeer het opnieuw.',
      redirecting: 'Je wordt doorgestuurd naar de inlogpagina...',
      /** The provider did not vouch for the address (or gave none): no account was touched. */
      unverifiedTitle: 'E-mailadres niet bevestigd',
      unverified:
        'Je inlogdienst bevestigt niet dat dit e-mailadres van jou is. Registreer je met je e-mailadres, of bevestig het adres eerst bij je inlogdienst en probeer het dan opnieuw.',
      missingTitle: 'Geen e-mailadres ontvangen',
      missing:
        'Je inlogdienst gaf ons geen e-mailadres. Registreer je met je e-mailadres, of geef je inlogdienst toestemming om je adres te delen.',
      registerWithEmail: 'Registreren met e-mail',
      backToLogin: 'Terug naar inloggen',
    },
    usernameSetup: {
      title: 'Kies je gebruikersnaam',
      intro: 'Nog één stap: kies de naam waarmee je in de ranglijsten staat.',
      hint: 'Letters, cijfers, underscores en koppeltekens; 3-30 tekens.',
      submit: 'Account afronden',
      submitting: 'Bezig met opslaan...',
      failed: 'Je gebruikersnaam kon niet worden opgeslagen. Probeer het opnieuw.',
      network: 'Er is een netwerkfout opgetreden. Probeer het opnieuw.',
    },
  },

  profile: {
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
      deleted:
        'Je account is verwijderd. Al je gegevens zijn gewist; je krijgt nog een bevestiging per e-mail.',
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
