// Every string a user reads, grouped per area. Texts that SPEC.md gives are copied verbatim,
// including the few it gives in English. Numbers come in as arguments from the shared constants.

import { admin } from './nl-admin';
import { dashboard } from './nl-dashboard';
import { league } from './nl-league';
import { predictions } from './nl-predictions';

const APP_NAME = 'Zetelpoule';

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
    tagline: 'Voorspel de Tweede Kamer.',
  },

  landing: {
    pageTitle: `${APP_NAME} · Voorspel de Tweede Kamerverkiezing`,
    hero: {
      eyebrow: 'Tweede Kamerverkiezing',
      title: APP_NAME,
      subtitle: 'Voorspel de nieuwe Tweede Kamer.',
      description: (seats: number) =>
        `Denk jij te weten hoe Nederland stemt? Verdeel de ${seats} zetels, voorspel de opkomst en strijd om de hoogste score in de Nationale Poule en in je eigen subpoules.`,
      register: 'Registreren',
      login: 'Inloggen',
      howItWorks: 'Hoe werkt het?',
      chartLabel: (seats: number) => `Illustratie: een halfrond met ${seats} zetels`,
    },
    features: {
      title: 'Waarom Meedoen?',
      intro: 'Verkiezingsavond wordt pas echt spannend als je zelf iets op het spel hebt staan.',
      predict: {
        title: 'Voorspel de uitslag',
        text: (seats: number) =>
          `Verdeel de ${seats} zetels over de partijen, kies je joker en schat de opkomst. Tot de deadline kun je alles bijstellen.`,
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
        text: 'Registreer met je e-mailadres of log direct in met Google of Microsoft. Kies een unieke gebruikersnaam: daarmee sta je in de ranglijsten.',
      },
      predict: {
        title: 'Doe je voorspellingen',
        text: (seats: number, firstCount: string) =>
          `Verdeel de ${seats} zetels van de Tweede Kamer over de partijen; daaruit volgt je top 3. Voorspel de landelijke opkomst, de opkomst en de grootste partij per gemeente, welke gemeente als eerste klaar is met tellen (${firstCount}) en kies een joker. Tot de deadline kun je alles aanpassen.`,
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
        void: (seats: number) => `De joker vervalt als die partij ${seats} zetels of minder haalt`,
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
        title: 'Opkomst per gemeente',
        exact: 'Precies goed',
        off: (points: number) =>
          points === 1 ? '1 procentpunt ernaast' : `${points} procentpunten ernaast`,
        more: (points: number) => `${points} of meer procentpunten ernaast`,
        note: 'Het verschil wordt afgerond; de decimaal beslist. 0,4 ernaast telt als precies goed, 0,5 ernaast als 1 procentpunt.',
      },
      biggestParty: {
        title: 'Grootste partij per gemeente',
        correct: 'Grootste partij in een gemeente goed voorspeld',
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

  legal: {
    pageTitle: 'Privacy en voorwaarden',
    title: 'Privacy en voorwaarden',
    intro: `Hoe ${APP_NAME} met je gegevens omgaat en welke afspraken gelden als je meespeelt.`,
    tabsLabel: 'Juridische documenten',
    privacyTab: 'Privacy Policy',
    termsTab: 'Terms of Service',
    lastUpdated: (date: string) => `Last updated ${date}`,
    contactTitle: 'Vragen?',
    contactText: 'Mail ons gerust; we reageren binnen een maand:',
    privacy: {
      sections: [
        {
          title: 'Wie zijn wij',
          paragraphs: [
            `${APP_NAME} is een gratis hobbyproject waarin spelers de uitslag van de Tweede Kamerverkiezing voorspellen. ${APP_NAME} is verantwoordelijk voor de verwerking van de persoonsgegevens die in dit privacybeleid staan beschreven.`,
          ],
        },
        {
          title: 'Welke gegevens we verzamelen',
          paragraphs: [
            'Van jou als persoon verzamelen we alleen je naam (voor- en achternaam) en je e-mailadres. Meer hebben we niet nodig.',
            'Daarnaast bewaren we wat je zelf in het spel invoert: je gebruikersnaam, je voorspellingen, je punten en de subpoules waarin je zit. Je wachtwoord slaan we nooit leesbaar op, alleen als versleutelde hash.',
          ],
        },
        {
          title: 'Waarvoor we ze gebruiken',
          items: [
            'om je account aan te maken en je te laten inloggen;',
            'om je e-mails te sturen die bij je account horen, zoals de verificatiemail en een link om je wachtwoord te herstellen;',
            'om je gebruikersnaam en punten te tonen in de Nationale Poule en in je subpoules. Je e-mailadres tonen we nooit aan andere spelers.',
          ],
        },
        {
          title: 'Geen analytics, geen verkoop',
          paragraphs: [
            'We gebruiken geen analysediensten, geen trackingpixels en geen advertentienetwerken. We verkopen je gegevens niet en delen ze niet met derden voor marketing.',
          ],
        },
        {
          title: 'Inloggen met Google of Microsoft',
          paragraphs: [
            'Kies je ervoor om in te loggen met Google of Microsoft, dan ontvangen we van die dienst alleen je naam, je e-mailadres en een technisch kenmerk waarmee we je account herkennen. Op wat die dienst zelf met je gegevens doet, is het privacybeleid van Google of Microsoft van toepassing.',
          ],
        },
        {
          title: 'Cookies en lokale opslag',
          paragraphs: [
            'We plaatsen geen trackingcookies. In je browser bewaren we alleen wat nodig is om de site te laten werken: je inlogtokens en je keuze in de cookiemelding.',
          ],
        },
        {
          title: 'Hoe lang we gegevens bewaren',
          paragraphs: [
            'We bewaren je gegevens zolang je een account hebt. Wil je dat we je account verwijderen, mail ons dan; we wissen daarna je naam, e-mailadres en voorspellingen.',
          ],
        },
        {
          title: 'Beveiliging',
          paragraphs: [
            'Al het verkeer loopt via een versleutelde verbinding (HTTPS). Wachtwoorden worden met een moderne hashfunctie opgeslagen en alleen beheerders hebben toegang tot de beheeromgeving.',
          ],
        },
        {
          title: 'Jouw rechten',
          paragraphs: ['Onder de AVG heb je de volgende rechten:'],
          items: [
            'Inzage: je mag opvragen welke gegevens we van je hebben.',
            'Correctie: je mag onjuiste gegevens laten aanpassen.',
            'Verwijdering: je mag vragen je gegevens te wissen.',
            'Bezwaar: je mag bezwaar maken tegen het gebruik van je gegevens.',
            'Toestemming intrekken: je mag een eerder gegeven toestemming op elk moment intrekken.',
          ],
          after:
            'Stuur je verzoek naar het e-mailadres hieronder. Ben je niet tevreden over hoe we met je verzoek omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
        },
      ],
    },
    terms: {
      sections: [
        {
          title: `Over ${APP_NAME}`,
          paragraphs: [
            `${APP_NAME} is een gratis voorspellingsspel rond de Tweede Kamerverkiezing. Door een account aan te maken ga je akkoord met deze voorwaarden.`,
          ],
        },
        {
          title: 'Je account',
          items: [
            'Eén account per persoon, met een naam en e-mailadres die van jou zijn.',
            'Je gebruikersnaam is zichtbaar voor andere spelers; kies er een die niet beledigend is en niet op iemand anders lijkt.',
            'Houd je wachtwoord geheim. Je bent verantwoordelijk voor wat er met je account gebeurt.',
          ],
        },
        {
          title: 'Voorspellingen en punten',
          items: [
            'Je kunt je voorspellingen aanpassen tot de deadline; daarna liggen ze vast.',
            'Na de deadline kunnen andere spelers je voorspellingen bekijken.',
            'De punten worden berekend volgens de spelregels op de homepage, op basis van de officiële uitslag zoals de beheerder die invoert. Zolang de uitslag voorlopig is, kunnen stand en punten nog veranderen.',
            'Vinden we een fout in de berekening, dan corrigeren we die, ook als de ranglijst daardoor verandert.',
          ],
        },
        {
          title: 'Geen inzet, geen prijzen',
          paragraphs: [
            `${APP_NAME} is een spel zonder inzet: je betaalt niets en er zijn geen geldprijzen te winnen.`,
          ],
        },
        {
          title: 'Subpoules',
          paragraphs: [
            'Iedere speler kan subpoules aanmaken en anderen uitnodigen met een link. Wie een uitnodigingslink heeft, kan meedoen; deel hem dus alleen met mensen die je erbij wilt hebben. De maker van een subpoule kan die niet verlaten.',
          ],
        },
        {
          title: 'Eerlijk spel',
          items: [
            'Geen meerdere accounts om je kansen te vergroten.',
            'Geen geautomatiseerde verzoeken, scraping of pogingen om de site te verstoren of beveiliging te omzeilen.',
            'We mogen accounts blokkeren of verwijderen die deze regels overtreden.',
          ],
        },
        {
          title: 'Beschikbaarheid en aansprakelijkheid',
          paragraphs: [
            `${APP_NAME} wordt gemaakt in vrije tijd en aangeboden zoals het is. We doen ons best om de site beschikbaar en correct te houden, maar kunnen niet garanderen dat hij altijd werkt. We zijn niet aansprakelijk voor schade door het gebruik van de site, voor zover de wet dat toestaat.`,
          ],
        },
        {
          title: 'Opzeggen',
          paragraphs: [
            'Je kunt op elk moment stoppen en ons vragen je account te verwijderen. Wij kunnen de dienst beëindigen; dat melden we dan vooraf op de site.',
          ],
        },
        {
          title: 'Wijzigingen en toepasselijk recht',
          paragraphs: [
            'We kunnen deze voorwaarden aanpassen; de datum bovenaan laat zien wanneer dat voor het laatst gebeurde. Op deze voorwaarden is Nederlands recht van toepassing.',
          ],
        },
      ],
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
    genericError: 'An error occurred. Please try again.',
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
        title: 'Email Verificatie Nodig',
        resend: 'Mail opnieuw verzenden',
        resending: 'Verzenden...',
        sent: 'De verificatiemail is verzonden. Controleer je inbox en ook je spammap.',
        back: 'Terug naar Inloggen',
        resendFailed: 'Failed to resend verification email. Please try again.',
      },
    },
    register: {
      title: 'Registreren',
      intro: 'Maak een account aan en doe mee aan de Nationale Poule.',
      captchaLabel: 'Beveiligingscontrole',
      captchaRequired: 'Please complete the captcha verification',
      captchaFailed: 'Captcha verification failed. Please try again.',
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
      sentTitle: 'Controleer uw mail',
      socialTitle: 'Social Account Detected',
      tryOther: 'Probeer andere e-mail',
      backToLogin: 'Terug naar inloggen',
      noAccount: 'Nog geen account?',
      register: 'Registreren',
      home: 'Terug naar de homepage',
      failed: 'An error occurred. Please try again.',
      network: 'Network error. Please try again.',
    },
    reset: {
      validating: 'Validating reset link...',
      invalidTitle: 'Resetlink ongeldig',
      invalid: 'Invalid or expired reset link.',
      unable: 'Unable to verify reset link. Please try again.',
      newLink: 'Nieuwe link aanvragen',
      backToLogin: 'Terug naar inloggen',
      title: 'Nieuw wachtwoord instellen',
      forEmail: (email: string) => `Voor ${email}`,
      newPassword: 'Nieuw wachtwoord',
      confirm: 'Bevestig nieuw wachtwoord',
      submit: 'Wachtwoord opslaan',
      submitting: 'Opslaan...',
      successTitle: 'Password Reset Successful',
      redirecting: 'Je wordt over 3 seconden doorgestuurd naar de inlogpagina.',
      failed: 'An error occurred. Please try again.',
      network: 'Network error. Please try again.',
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
        'This verification link has expired or has already been used. Please request a new verification email.',
      invalid:
        'Invalid verification link. Please check the link or request a new verification email.',
      failed: 'Verification failed',
      network: 'Network error occurred. Please try again.',
      resend: 'Mail opnieuw verzenden',
      send: 'Verzenden',
      sending: 'Verzenden...',
      cancel: 'Annuleren',
      resendFailed: 'Failed to resend verification email',
      resendNetwork: 'Network error. Please try again.',
    },
    callback: {
      title: 'Inloggen afronden',
      completing: 'Verificatie voltooien...',
      failedTitle: 'Authenticatie mislukt',
      failed: 'Authentication failed. Please try again.',
      redirecting: 'Je wordt doorgestuurd naar de inlogpagina...',
    },
    usernameSetup: {
      title: 'Kies je gebruikersnaam',
      intro: 'Nog één stap: kies de naam waarmee je in de ranglijsten staat.',
      hint: 'Letters, cijfers, underscores en koppeltekens; 3-30 tekens.',
      submit: 'Complete Setup',
      submitting: 'Bezig met opslaan...',
      failed: 'Failed to set username. Please try again.',
      network: 'Network error occurred. Please try again.',
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
    superAdmin: 'Super Admin',
    staffAdmin: 'Staff Admin',
    methods: {
      'google-oauth2': 'Google',
      'microsoft-graph': 'Microsoft',
      facebook: 'Facebook',
      github: 'GitHub',
      twitter: 'Twitter',
      password: 'Email/Password',
    } as Record<string, string>,
    edit: 'Profiel bewerken',
    save: 'Opslaan',
    saving: 'Opslaan...',
    cancel: 'Annuleren',
    emailLocked: 'Je e-mailadres kan niet worden gewijzigd.',
    fixErrors: 'Corrigeer de validatiefouten voordat u het formulier indient',
    updateFailed: 'Profiel bijwerken is mislukt. Probeer het opnieuw.',
    updated: 'Je profiel is bijgewerkt.',
    settings: 'Accountinstellingen',
    comingSoon: 'coming soon',
    password: {
      title: 'Wachtwoord wijzigen',
      current: 'Huidig wachtwoord',
      new: 'Nieuw wachtwoord',
      confirm: 'Bevestig nieuw wachtwoord',
      submit: 'Wachtwoord wijzigen',
      submitting: 'Wijzigen...',
      wrongOld:
        'Het huidige wachtwoord is onjuist. Controleer uw huidige wachtwoord en probeer het opnieuw.',
      mismatch: 'Password confirmation does not match.',
      failed: 'Wachtwoord wijzigen mislukt. Probeer het opnieuw.',
      changed: 'Je wachtwoord is gewijzigd.',
    },
  },

  errors: {
    unexpectedTitle: 'Unexpected Application Error!',
    unexpectedText:
      'Er ging iets mis bij het tonen van deze pagina. Probeer het opnieuw of ga terug naar de homepage.',
    chunkTitle: 'De pagina kon niet worden geladen',
    chunkText:
      'Controleer je internetverbinding. Misschien is er net een nieuwe versie van Zetelpoule verschenen; laad de pagina dan opnieuw.',
    reload: 'Pagina opnieuw laden',
    home: 'Naar de homepage',
    details: 'Technische details',
    // SPEC §8: the API client's own messages.
    network: 'Network error occurred',
    noAccessToken: 'No access token available',
    invalidResponse: 'Onverwacht antwoord van de server.',
    requestFailed: (status: number) => `Het verzoek is mislukt (status ${status}).`,
    sessionExpired: 'Je sessie is verlopen. Log opnieuw in.',
  },

  dashboard,
  predictions,
  league,
  admin,
};
