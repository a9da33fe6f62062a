import { SOCIAL_PROVIDERS, type SocialProvider } from '@zetelpoule/shared/constants';

/**
 * The social sign-in providers the server has configured, as it wrote them into the page's
 * HTML (`<meta name="zetelpoule:sign-in">`, on the landing page), so the page promises only
 * those. Null when the page carries no such tag (another page): then promise none.
 */
export function signInProvidersOnPage(): SocialProvider[] | null {
  const value = document.querySelector('meta[name="zetelpoule:sign-in"]')?.getAttribute('content');
  if (value === null || value === undefined) return null;
  const named = value.split(' ');
  return SOCIAL_PROVIDERS.filter((provider) => named.includes(provider));
}
