// Fixed addresses the pages link to. Not user-visible prose, so they live here, not in i18n.

export const CONTACT_EMAIL = 'privacy@zetelpoule.nl';
/** The social media page the about section links to. */
export const SOCIAL_MEDIA_URL = 'https://www.instagram.com/zetelpoule/';
