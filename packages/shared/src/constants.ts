// Every business constant of the game, named once. Import from here; never repeat the number.

/** The Tweede Kamer has 150 seats; every election carries its own seat_count (the European Parliament's Dutch 31 included). */
export const SEAT_COUNT_DEFAULT = 150;
export const SEAT_COUNT_MIN = 25;
export const SEAT_COUNT_MAX = 250;
/** The hemicycle is split visually into this many sections. */
export const SEAT_SECTIONS = 6;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound on any password we hash, so argon2 cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const SUBLEAGUE_NAME_MAX_LENGTH = 30;
export const ELECTION_NAME_MAX_LENGTH = 100;
export const PARTY_NAME_MAX_LENGTH = 60;

export const TURNOUT_MIN = 0;
export const TURNOUT_MAX = 100;

/**
 * The three focus municipalities of the first-count question
 * (docs/rules.md#what-a-player-predicts).
 */
export const FIRST_COUNT_CANDIDATES_DEFAULT = ['Schiermonnikoog', 'Vlieland', 'Rozendaal'] as const;
export const TOP3_POSITIONS = 3;
export const SUBLEAGUE_TOP_MEMBERS_SHOWN = 3;
/**
 * The joker gives no bonus when its party wins this many seats or fewer in a chamber
 * of SEAT_COUNT_DEFAULT (150) seats. Other chambers scale it: see `jokerVoidAtOrBelow`.
 */
export const JOKER_MIN_SEATS_EXCLUSIVE = 5;

export const AUTOSAVE_DELAY_MS = 1000;
export const SEAT_CLICK_DEBOUNCE_MS = 100;
export const DEADLINE_REFRESH_MS = 120_000;
export const LEADERBOARD_PAGE_SIZE = 50;
export const LEADERBOARD_PAGE_SIZE_MAX = 100;
/** Ranks a page may report as seen in one call: one page of the largest size. */
export const RANK_SEEN_MAX_ROWS = LEADERBOARD_PAGE_SIZE_MAX;

export const MOBILE_BREAKPOINT_PX = 768;
export const PAN_LIMIT_PX = 400;
/** Drag picks the nearest seat within these squared distances. */
export const DRAG_PICK_RADIUS_SQ_FIRST_TWO = 600;
export const DRAG_PICK_RADIUS_SQ = 800;

export const COOKIE_BANNER_DELAY_MS = 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const COPY_NOTICE_MS = 2000;
export const LEAVE_NOTICE_MS = 3000;
export const ERROR_REDIRECT_MS = 3000;
export const CALLBACK_DELAY_MS = 1000;
export const JOIN_REDIRECT_MS = 3000;
export const RESET_REDIRECT_MS = 3000;
export const DEADLINE_TOAST_MS = 5000;
export const DEADLINE_TOAST_FADE_MS = 300;

export const DEADLINE_TIME_ZONE = 'Europe/Amsterdam';
export const DISPLAY_LOCALE = 'nl-NL';

export const ACCURACY_THRESHOLDS = { green: 80, orange: 60, red: 40 } as const;
export const TURNOUT_CLASS_THRESHOLDS = { high: 80, medium: 60 } as const;

export const COPYRIGHT_YEAR = 2025;
/** ISO date of the last change to the privacy policy or the terms; shown in Dutch. */
export const LEGAL_LAST_UPDATED = '2026-11-27';
/** How long the server's request log is kept; the privacy policy promises it. */
export const LOG_RETENTION_DAYS = 14;
/**
 * A social-only account proves it is its owner, before deleting itself, by a sign-in with the
 * provider no longer ago than this (it has no password to type).
 */
export const FRESH_SOCIAL_SIGN_IN_MINUTES = 10;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * Decision 011 (Auth0's "reuse interval"): a refresh token rotated less than this long ago is
 * accepted once more, so two tabs or a retried request do not count as theft.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
export const VERIFY_TOKEN_TTL_HOURS = 48;
export const RESET_TOKEN_TTL_HOURS = 1;

/** Social sign-in routes. */
export const SOCIAL_PROVIDERS = ['google-oauth2', 'microsoft-graph'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** A username with this prefix means the social user must still choose one. */
export const TEMP_USERNAME_PREFIX = 'tmp_';

/**
 * The shape of a sub-league invite code (24 base64url characters are issued; slack either
 * way). Anything else is answered 404 without a lookup, and the web never stores or sends it.
 */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
