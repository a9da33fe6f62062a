// Images the server renders (decision 033). They are PNG bytes, not JSON, so the
// contract is their paths and their size; the invite image's code is checked like the preview
// call's (InvitePreviewParamsSchema).

/** Every image is a link-preview card: 1200×630, the size Open Graph and X recommend. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export const SHARE_IMAGE_PATHS = {
  /** Public: the landing page's og:image. */
  landing: '/api/images/landing/',
  /** Public: an invite link's og:image, beside the invite preview call. */
  invite: (code: string) => `/api/league/invite/${encodeURIComponent(code)}/image/`,
  /** Signed in: the player's own prediction, for "Deel je voorspelling". */
  prediction: '/api/auth/predictions/share-image/',
} as const;

/** The name a downloaded prediction image is saved under. */
export const SHARE_IMAGE_FILE_NAME = 'zetelpoule-voorspelling.png';
