import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { idParam } from './primitives';

/*
 * The crowd: what the players of an election predicted, together, once the
 * predictions are locked. GET /api/auth/crowd/?subleague={id} (docs/decisions/034-the-crowd.md).
 *
 * Who counts (the crowd's "players"): every player with a prediction for the active election
 * that has at least one seat on it. In a sub-league, the members among them. A share is always
 * a fraction (0…1) of those players, so a player who left a question open counts as no pick.
 */

export const CROWD_PATH = '/api/auth/crowd/';

export const CROWD_SUBLEAGUE_MESSAGE = 'Ongeldige subpoule.';

export const CrowdQuerySchema = z.object({
  /** A sub-league of the viewer; without it the whole national pool. */
  subleague: idParam(CROWD_SUBLEAGUE_MESSAGE).optional(),
});
export type CrowdQuery = z.infer<typeof CrowdQuerySchema>;

/** A fraction of the crowd's players, 0…1. */
const Share = z.number().min(0).max(1);

export const CrowdPartySchema = z.object({
  party_id: z.number().int(),
  name: z.string(),
  list_number: z.number().int(),
  hexcolor: z.string(),
  /** Seats this party got from the players: median, mean and the 10th/90th percentile
   *  (percentile_cont, so between two players' values when the crowd is even). A player who
   *  gave the party nothing counts as 0. */
  median: z.number(),
  mean: z.number(),
  p10: z.number(),
  p90: z.number(),
  /** Share of the players that gave the party at least one seat. */
  share_with_seats: Share,
  /** Its seats in the crowd parliament: the means rounded by largest remainder, so that the
   *  parliament sums to exactly the election's seat count. */
  crowd_seats: z.number().int().min(0),
});
export type CrowdParty = z.infer<typeof CrowdPartySchema>;

export const PartyShareSchema = z.object({ party_id: z.number().int(), share: Share });
export type PartyShare = z.infer<typeof PartyShareSchema>;

export const CrowdTop3PositionSchema = z.object({
  /** 1, 2 or 3: the player's own top 3 as the scoring ranks it (docs/rules.md#points). */
  position: z.number().int().min(1).max(3),
  /** Parties that some player put here, biggest share first. */
  shares: z.array(PartyShareSchema),
});

export const CrowdMunicipalityShareSchema = z.object({
  municipality_id: z.number().int(),
  name: z.string(),
  share: Share,
});

export const TurnoutBucketSchema = z.object({
  /** The bucket [percent, percent + 1). */
  percent: z.number().int().min(0).max(100),
  count: z.number().int().min(1),
});
export type TurnoutBucket = z.infer<typeof TurnoutBucketSchema>;

export const CrowdMunicipalitySchema = z.object({
  municipality_id: z.number().int(),
  name: z.string(),
  /** Median predicted turnout in percent; null when nobody predicted it. */
  turnout_median: z.number().nullable(),
  /** Players who predicted its turnout. */
  turnout_answers: z.number().int().min(0),
  /** The biggest-party picks, biggest share first. */
  biggest_party: z.array(PartyShareSchema),
});
export type CrowdMunicipality = z.infer<typeof CrowdMunicipalitySchema>;

export const CrowdSchema = z.object({
  election_id: z.number().int(),
  election_name: z.string(),
  seat_count: z.number().int(),
  /** The sub-league this crowd is, or null for the national pool. */
  subleague_id: z.number().int().nullable(),
  players: z.number().int().min(0),
  /** Every party of the election, in list order. */
  parties: z.array(CrowdPartySchema),
  top3: z.array(CrowdTop3PositionSchema),
  /** The joker picks, biggest share first. */
  joker: z.array(PartyShareSchema),
  /** The first-count picks per candidate, in the candidates' name order. */
  first_count: z.array(CrowdMunicipalityShareSchema),
  turnout: z.object({
    /** Median national turnout in percent; null when nobody predicted it. */
    median: z.number().nullable(),
    answers: z.number().int().min(0),
    /** 1-point buckets, lowest first; empty buckets left out. */
    histogram: z.array(TurnoutBucketSchema),
  }),
  municipalities: z.array(CrowdMunicipalitySchema),
  /** When this crowd was computed (it is cached; the predictions are locked). */
  computed_at: z.string(),
});
export type Crowd = z.infer<typeof CrowdSchema>;

/** The 423 before the deadline: nothing of the crowd but how many players it has so far. */
export const CrowdLockedBodySchema = ErrorBodySchema.extend({
  deadline: z.string(),
  deadline_passed: z.literal(false),
  players: z.number().int().min(0),
});
export type CrowdLockedBody = z.infer<typeof CrowdLockedBodySchema>;

export const CROWD_ERROR_CODES = {
  locked: 'crowd_locked',
  notAMember: 'not_a_member',
  unknownSubleague: 'subleague_not_found',
  noElection: 'no_active_election',
} as const;
