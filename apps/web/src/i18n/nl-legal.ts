// The texts of the legal page (/legal): the privacy policy and the terms of service.
// The privacy policy names exactly what the server stores and logs;
// keep it in step with apps/server/src/db/schema/ and the request log.

import {
  FRESH_SOCIAL_SIGN_IN_MINUTES,
  LOG_RETENTION_DAYS,
  REFRESH_TOKEN_TTL_DAYS,
  RESET_TOKEN_TTL_HOURS,
  VERIFY_TOKEN_TTL_HOURS,
} from '@zetelpoule/shared/constants';

const APP_NAME = 'Zetelpoule';

export const legal = {
  pageTitle: 'Privacy en voorwaarden',
  title: 'Privacy en voorwaarden',
  intro: `Hoe ${APP_NAME} met je gegevens omgaat en welke afspraken gelden als je meespeelt.`,
  tabsLabel: 'Juridische documenten',
  privacyTab: 'Privacybeleid',
  termsTab: 'Gebruiksvoorwaarden',
  lastUpdated: (date: string) => `Laatst bijgewerkt op ${date}`,
  contactTitle: 'Vragen?',
  contactText: 'Mail ons gerust; we reageren binnen een maand:',
  privacy: {
    sections: [
      {
        title: 'Wie zijn wij',
        paragraphs: [
          `${APP_NAME} is een gratis hobbyproject waarin spelers de uitslag van verkiezingen voorspellen, zoals die voor de Tweede Kamer en de Provinciale Staten. ${APP_NAME} is verantwoordelijk voor de verwerking van de persoonsgegevens die in dit privacybeleid staan beschreven.`,
        ],
      },
      {
        title: 'Welke gegevens we bewaren',
        paragraphs: ['Dit is alles wat we over je opslaan, niets meer:'],
        items: [
          'Je account: je e-mailadres, je gebruikersnaam, je voor- en achternaam, de datum waarop je je hebt aangemeld, of je e-mailadres is bevestigd en of leden van je subpoules je naam mogen zien.',
          'Je wachtwoord, maar nooit leesbaar: alleen een versleutelde hash (argon2id), waaruit je wachtwoord niet terug te halen is.',
          'Je inlogmethoden: of je een wachtwoord hebt, en als je inlogt met Google of Microsoft: welke dienst, een technisch kenmerk van je account daar en wanneer je die koppeling hebt gemaakt.',
          'Je profielfoto als webadres: alleen de link (URL) naar de afbeelding, zoals Google of Microsoft die meestuurt of zoals je hem zelf invult. De afbeelding zelf slaan we niet op.',
          'Je voorspellingen, voor elke verkiezing waarin je meespeelt: de zetelverdeling, je joker, de landelijke opkomst, de opkomst en de grootste partij per gemeente, de gemeente die volgens jou als eerste klaar is met tellen, en wanneer je ze voor het laatst hebt gewijzigd.',
          'Je punten per verkiezing, met de opbouw per onderdeel.',
          'Je subpoules: welke je hebt aangemaakt, van welke je lid bent en sinds wanneer.',
          `Je inlogsessies: per ingelogd apparaat een sessiesleutel, alleen als hash, die na ${REFRESH_TOKEN_TTL_DAYS} dagen verloopt. Links om je e-mailadres te bevestigen of je wachtwoord te herstellen bewaren we ook alleen als hash; ze verlopen na ${VERIFY_TOKEN_TTL_HOURS} uur en ${RESET_TOKEN_TTL_HOURS} uur.`,
        ],
      },
      {
        title: 'Wat het serverlogboek bijhoudt',
        paragraphs: [
          'Van elk verzoek aan de server noteren we: de methode (bijvoorbeeld GET of POST), het pad zonder de zoekparameters en zonder tokens, de statuscode, hoe lang het antwoord duurde en je IP-adres. Je IP-adres hebben we nodig om misbruik te beperken, zoals het raden van wachtwoorden (rate limiting).',
          `We bewaren het logboek ${LOG_RETENTION_DAYS} dagen; daarna wordt het automatisch gewist. Wachtwoorden, inlogtokens, e-mailadressen en wat je invoert komen niet in het logboek. De tellers die het aantal inlogpogingen beperken (je IP-adres en het e-mailadres waarmee je probeert in te loggen) verdwijnen vanzelf na hooguit een uur.`,
        ],
      },
      {
        title: 'Wie wat van je ziet',
        items: [
          'In de Nationale Poule ziet iedereen alleen je gebruikersnaam en je punten, nooit je echte naam.',
          'Leden van je subpoules zien je gebruikersnaam en je punten. Je voor- en achternaam zien ze alleen als je dat zelf aanzet in je profiel ("Toon mijn naam aan leden van mijn subpoules"). Standaard staat dit uit.',
          'Na de deadline kunnen andere spelers je voorspelling bekijken, zoals de spelregels zeggen.',
          'Je e-mailadres zie alleen jij. Beheerders kunnen het inzien in de beheeromgeving, bijvoorbeeld om je te helpen met je account.',
        ],
      },
      {
        title: 'Waarvoor we ze gebruiken',
        items: [
          'om je account aan te maken en je te laten inloggen;',
          'om je e-mails te sturen die bij je account horen, zoals de verificatiemail, een link om je wachtwoord te herstellen en de bevestiging als je je account verwijdert;',
          'om je voorspellingen te bewaren, je punten te berekenen en de ranglijsten te tonen;',
          'om de site te beveiligen en misbruik te beperken.',
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
          'Kies je ervoor om in te loggen met Google of Microsoft, dan ontvangen we van die dienst je naam, je e-mailadres, of dat adres bevestigd is, de link naar je profielfoto en een technisch kenmerk waarmee we je account herkennen. Op wat die dienst zelf met je gegevens doet, is het privacybeleid van Google of Microsoft van toepassing.',
        ],
      },
      {
        title: 'Cookies en lokale opslag',
        paragraphs: [
          'We plaatsen geen trackingcookies. In je browser bewaren we alleen wat nodig is om de site te laten werken: je inlogtokens, je accountgegevens om de site snel te tonen en je keuze in de cookiemelding. Tijdens het inloggen met Google of Microsoft gebruiken we één tijdelijk cookie dat na een paar minuten verloopt.',
        ],
      },
      {
        title: 'Hoe lang we gegevens bewaren',
        paragraphs: [
          `We bewaren je gegevens zolang je een account hebt. Verwijder je je account, dan wissen we meteen en in één keer je account, je inlogmethoden, je sessies, al je voorspellingen, je punten en je lidmaatschappen. Het serverlogboek verdwijnt na ${LOG_RETENTION_DAYS} dagen.`,
        ],
      },
      {
        title: 'Beveiliging',
        paragraphs: [
          'Al het verkeer loopt via een versleutelde verbinding (HTTPS). Wachtwoorden en sessiesleutels worden alleen als hash opgeslagen en alleen beheerders hebben toegang tot de beheeromgeving.',
        ],
      },
      {
        title: 'Jouw rechten',
        paragraphs: [
          'Onder de AVG heb je de volgende rechten. De meeste regel je zelf, meteen, op je profielpagina:',
        ],
        items: [
          'Inzage en overdraagbaarheid: met "Je gegevens downloaden" krijg je één JSON-bestand met alles wat we van je bewaren: je profiel, je inlogmethoden, je mailinstellingen, de herinneringsmails en duwtjes die je kreeg of gaf, al je voorspellingen, je punten en je subpoules.',
          'Correctie: je naam en gebruikersnaam pas je aan met "Profiel bewerken". Je e-mailadres kun je niet zelf wijzigen; mail ons daarvoor.',
          `Verwijdering: met "Account verwijderen" wis je je account direct en definitief. Je bevestigt dat met je wachtwoord; heb je geen wachtwoord, log dan eerst opnieuw in met Google of Microsoft en verwijder je account binnen ${FRESH_SOCIAL_SIGN_IN_MINUTES} minuten. Een subpoule die je hebt aangemaakt, gaat over naar het lid dat er het langst in zit, of verdwijnt als er verder niemand in zit. Je krijgt een bevestiging per e-mail.`,
          'Bezwaar: wil je niet dat leden van je subpoules je naam zien, zet dat dan uit in je profiel. Tegen ander gebruik van je gegevens kun je bezwaar maken door ons te mailen.',
          'Toestemming intrekken: je kunt een eerder gegeven toestemming op elk moment intrekken, bijvoorbeeld door je naam weer te verbergen of je account te verwijderen.',
        ],
        after:
          'Lukt iets niet zelf, stuur je verzoek dan naar het e-mailadres hieronder. Ben je niet tevreden over hoe we met je verzoek omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
      },
    ],
  },
  terms: {
    sections: [
      {
        title: `Over ${APP_NAME}`,
        paragraphs: [
          `${APP_NAME} is een gratis voorspellingsspel rond verkiezingen, zoals die voor de Tweede Kamer en de Provinciale Staten. Door een account aan te maken ga je akkoord met deze voorwaarden.`,
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
          'Iedere speler kan subpoules aanmaken en anderen uitnodigen met een link. Wie een uitnodigingslink heeft, kan meedoen; deel hem dus alleen met mensen die je erbij wilt hebben. De maker van een subpoule kan die niet verlaten. Verwijdert de maker zijn account, dan gaat de subpoule over naar het lid dat er het langst in zit.',
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
          'Je kunt op elk moment stoppen: verwijder je account met "Account verwijderen" op je profielpagina. Wij kunnen de dienst beëindigen; dat melden we dan vooraf op de site.',
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
};
