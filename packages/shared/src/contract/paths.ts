/*
 * The addresses of the prediction and league calls, so server and web cannot drift apart.
 * Apart from their schemas and free of zod: a signed-in page names them in its first render,
 * while it loads the schemas with the calls themselves (apps/web/src/lib/api-client.ts,
 * `SchemaLoader`), so a phone does not build every schema before it can show the page.
 */

/** The prediction calls (contract/predictions.ts). */
export const PREDICTION_PATHS = {
  active: '/api/auth/predictions/active/',
  deadlineInfo: '/api/auth/predictions/deadline-info/',
  seat: '/api/auth/predictions/seats/single/',
  resetSeats: '/api/auth/predictions/seats/reset/',
  seats: '/api/auth/predictions/seats/',
  myScore: '/api/auth/predictions/my-score/',
  turnout: '/api/auth/predictions/turnout/update/',
  biggestParty: '/api/auth/predictions/biggest-party/update/',
  selectMunicipality: '/api/auth/predictions/municipality/select/',
  countryTurnout: '/api/auth/predictions/country-turnout/update/',
  captain: '/api/auth/predictions/captain/update/',
  /** contract/quick-start.ts */
  quickStart: '/api/auth/predictions/quick-start/',
} as const;

/** The league calls (contract/leagues.ts). */
export const LEAGUE_PATHS = {
  global: '/api/auth/league/global/',
  stats: '/api/auth/league/stats/',
  subleagues: '/api/auth/league/subleagues/',
  elections: '/api/auth/elections/',
  subleague: (id: number) => `/api/auth/league/subleagues/${id}/`,
  inviteCode: (id: number) => `/api/auth/league/subleagues/${id}/invite-code/`,
  member: (id: number, userId: number) => `/api/auth/league/subleagues/${id}/members/${userId}/`,
  invite: (code: string) => `/api/league/invite/${encodeURIComponent(code)}/`,
  join: (code: string) => `/api/auth/league/join/${encodeURIComponent(code)}/`,
  leave: (id: number) => `/api/auth/league/leave/${id}/`,
  overview: (id: number) => `/api/auth/league/subleagues/${id}/overview/`,
  rankSeen: '/api/auth/league/rank-seen/',
  memberPredictions: (userId: number, options: { global?: boolean } = {}) =>
    `/api/auth/member-predictions/${userId}/${options.global ? '?global=true' : ''}`,
} as const;

/** A Provinciale Statenverkiezing's Staten per province, for players (contract/staten.ts). */
export const STATEN_RESULTS_PATH = '/api/auth/staten-results/';

/** The live results: the stream and its state as JSON (contract/live.ts). */
export const LIVE_PATHS = {
  stream: '/api/live/',
  state: '/api/live/state/',
} as const;
