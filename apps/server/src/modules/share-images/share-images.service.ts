import type { FastifyBaseLogger } from 'fastify';
import { TOP3_POSITIONS } from '@zetelpoule/shared/constants';
import { SHARE_IMAGE_PATHS } from '@zetelpoule/shared/contract/share-images';
import { categoryInfo, type ElectionCategory } from '@zetelpoule/shared/rules/election-category';
import { rankPartiesBySeats } from '@zetelpoule/shared/scoring/top3';
import { resultsVisibleToPlayers } from '@zetelpoule/shared/rules/results-visibility';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { PageHead } from '../../plugins/page-head';
import { getInvitePreview } from '../leagues/leagues.service';
import { findActiveElectionSummary } from '../predictions/predictions.repo';
import { now } from '../predictions/predictions.service';
import { findScore } from '../scoring/scoring.repo';
import { ImageCache, type Image } from './share-images.cache';
import {
  inviteCard,
  landingCard,
  predictionCard,
  type CardElement,
  type InviteCardData,
  type PredictionCardData,
} from './share-images.cards';
import { renderPng } from './share-images.render';
import { listParties, listSeats } from './share-images.repo';

export interface ShareImageContext {
  db: Db;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Invite and prediction cards, by everything they show. */
  cards: ImageCache;
  /** The landing card alone, so no number of other cards ever pushes it out. */
  landing: ImageCache;
  /** The active election's category, briefly kept (activeCategory). */
  category?: { value: ElectionCategory | null; until: number };
}

export function createShareImageContext(
  base: Pick<ShareImageContext, 'db' | 'publicUrl' | 'log'>,
): ShareImageContext {
  return { ...base, cards: new ImageCache(), landing: new ImageCache(1) };
}

const NO_ACTIVE_ELECTION = 'Er is op dit moment geen actieve verkiezing.';

/** The address players know the site by, written at the bottom of every card. */
function hostOf(publicUrl: string): string {
  return new URL(publicUrl).host;
}

/** Draws a card, logging how long it took (decision 033 reports the measured times). */
async function draw(ctx: ShareImageContext, kind: string, card: CardElement): Promise<Buffer> {
  const started = performance.now();
  const png = await renderPng(card);
  ctx.log.debug({ card: kind, renderMs: Math.round(performance.now() - started) }, 'card drawn');
  return png;
}

/** The landing page's card: the same for everyone, drawn once per election category. */
export async function landingImage(ctx: ShareImageContext): Promise<Image> {
  const host = hostOf(ctx.publicUrl);
  const category = await activeCategory(ctx);
  return ctx.landing.get(`landing|${host}|${category}`, () =>
    draw(ctx, 'landing', landingCard(host, category)),
  );
}

const CATEGORY_TTL_MS = 10_000;

/**
 * The active election's category, kept for a few seconds: the landing page and its card name
 * the election being played, and a switch of election shows within seconds.
 */
export async function activeCategory(ctx: ShareImageContext): Promise<ElectionCategory | null> {
  const kept = ctx.category;
  if (kept && kept.until > Date.now()) return kept.value;
  const election = await findActiveElectionSummary(ctx.db);
  const value = election?.category ?? null;
  ctx.category = { value, until: Date.now() + CATEGORY_TTL_MS };
  return value;
}

/** An invite link's card; an unknown code is the preview call's 404. */
export async function inviteImage(ctx: ShareImageContext, code: string): Promise<Image> {
  const preview = await getInvitePreview(ctx, code);
  const data: InviteCardData = {
    host: hostOf(ctx.publicUrl),
    name: preview.name,
    creatorUsername: preview.creator_username,
    memberCount: preview.member_count,
    electionName: preview.election_name,
    predictionsDeadline: preview.predictions_deadline,
  };
  return ctx.cards.get(JSON.stringify(['invite', data]), () =>
    draw(ctx, 'invite', inviteCard(data)),
  );
}

/** What the signed-in player's own card shows, for the active election. */
export async function predictionCardData(
  ctx: Pick<ShareImageContext, 'db' | 'publicUrl'>,
  user: AuthUser,
): Promise<PredictionCardData> {
  const election = await findActiveElectionSummary(ctx.db);
  if (!election) throw new NotFoundError(NO_ACTIVE_ELECTION, 'no_active_election');
  const [parties, seats, score] = await Promise.all([
    listParties(ctx.db, election.id),
    listSeats(ctx.db, user.id, election.id),
    findScore(ctx.db, user.id, election.id),
  ]);
  const byId = new Map(parties.map((party) => [party.id, party]));
  const seatColours: (string | null)[] = Array.from({ length: election.seatCount }, () => null);
  const counts = new Map<number, number>();
  for (const seat of seats) {
    if (seat.seatNumber >= election.seatCount) continue;
    seatColours[seat.seatNumber] = byId.get(seat.partyId)?.hexcolor ?? null;
    counts.set(seat.partyId, (counts.get(seat.partyId) ?? 0) + 1);
  }
  const isLocked = election.predictionsDeadline.getTime() <= now().getTime();
  return {
    host: hostOf(ctx.publicUrl),
    username: user.username,
    electionName: election.name,
    seatCount: election.seatCount,
    seatColours,
    topThree: rankPartiesBySeats(counts, parties)
      .slice(0, TOP3_POSITIONS)
      .map(({ party, seats: partySeats }) => {
        const { name, hexcolor } = byId.get(party.id)!;
        return { name, hexcolor, seats: partySeats };
      }),
    isLocked,
    // Points show only after the deadline (docs/decisions/050-results-before-the-deadline.md); the card shows the stored
    // total, the number the leaderboard ranks by.
    points: resultsVisibleToPlayers(election, now()) && score ? score.totalPoints : null,
  };
}

/** "Deel je voorspelling": the signed-in player's own card, never anybody else's. */
export async function predictionImage(ctx: ShareImageContext, user: AuthUser): Promise<Image> {
  const data = await predictionCardData(ctx, user);
  return ctx.cards.get(JSON.stringify(['prediction', data]), () =>
    draw(ctx, 'prediction', predictionCard(data)),
  );
}

/** The landing page's head: its link preview with the landing card, for the election played. */
export function landingPageHead(
  publicUrl: string,
  category: ElectionCategory | null,
  signInProviders: readonly string[],
): PageHead {
  const election = category ? categoryInfo(category).election : 'verkiezingen';
  const chamber = category ? ` van de ${categoryInfo(category).chamber}` : '';
  return {
    ...(category ? { electionCategory: category } : {}),
    // The landing page promises Google or Microsoft only when they are configured.
    signInProviders,
    title: `Zetelpoule · Voorspel de ${election}`,
    description: `Voorspel de uitslag van de ${election}: verdeel de zetels${chamber}, schat de opkomst en strijd in de Nationale Poule en je eigen subpoules.`,
    url: `${publicUrl}/`,
    image: `${publicUrl}${SHARE_IMAGE_PATHS.landing}`,
  };
}
