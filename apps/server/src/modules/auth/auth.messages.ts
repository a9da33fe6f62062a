import type { SocialProvider } from '@zetelpoule/shared';

/* The texts of the account calls (decision 020: Dutch, in the "je" voice). */

export const AUTH_MESSAGES = {
  registered:
    'Je account is aangemaakt. We hebben je een e-mail gestuurd met een link om je e-mailadres te bevestigen. Controleer ook je spammap.',
  registeredMailFailed:
    'Je account is aangemaakt, maar de verificatiemail kon niet worden verzonden. Vraag op de inlogpagina een nieuwe verificatiemail aan.',
  emailTaken: 'Er bestaat al een account met dit e-mailadres',
  usernameTaken: 'Deze gebruikersnaam is al in gebruik',
  conflict: 'Dit account bestaat al.',
  invalidCredentials: 'Ongeldig e-mailadres of wachtwoord.',
  emailNotVerified:
    'Je e-mailadres is nog niet geverifieerd. Klik op de link in de verificatiemail of vraag een nieuwe aan.',
  loggedIn: 'Succesvol ingelogd.',
  loggedOut: 'Succesvol uitgelogd.',
  refreshInvalid: 'Het refresh token is ongeldig of verlopen.',
  verified: 'Je e-mailadres is geverifieerd. Je hebt nu toegang tot het spel.',
  alreadyVerified: 'Je e-mailadres was al geverifieerd. Je hebt toegang tot het spel.',
  verifyInvalid: 'Ongeldige verificatielink.',
  verifyGone:
    'Deze verificatielink is verlopen of al gebruikt. Vraag een nieuwe verificatiemail aan.',
  resendSent:
    'Als er een niet-geverifieerd account met dit e-mailadres bestaat, is er een nieuwe verificatiemail verzonden.',
  resetRequested:
    'Als er een account met dit e-mailadres bestaat, is er een e-mail verzonden met een link om je wachtwoord opnieuw in te stellen.',
  resetInvalid: 'Ongeldige of verlopen resetlink.',
  resetDone: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
  usernameAlreadySet: 'Je gebruikersnaam is al ingesteld.',
  userGone: 'Dit account bestaat niet meer.',
} as const;

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  'google-oauth2': 'Google',
  'microsoft-graph': 'Microsoft',
};

export function isSocialProvider(value: string): value is SocialProvider {
  return value in PROVIDER_LABELS;
}
