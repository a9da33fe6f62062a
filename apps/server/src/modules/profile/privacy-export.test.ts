import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DataExportSchema } from '@zetelpoule/shared';
import { injectAs, useTestApp } from '../../../test/helper';
import {
  elections,
  mailPreferences,
  reminderDeliveries,
  socialAccounts,
  subleagueNudges,
} from '../../db/schema';
import { activeElectionId } from '../leagues/leagues.test-data';
import { EXPORT_URL, privacyCalls } from './privacy.test-support';

/* Downloading your own data (the privacy text's right of access), through the real app. */

const t = useTestApp();
const { uniquePlayer, createLeague, joinLeague, storeGameData } = privacyCalls(t);

describe('download my data', () => {
  it('answers one JSON attachment with the profile, sign-in methods, every prediction, scores and sub-leagues', async () => {
    const player = await uniquePlayer({ avatar: 'https://example.nl/ik.png' });
    await t.database.db
      .insert(socialAccounts)
      .values({ userId: player.id, provider: 'google-oauth2', subject: `g-${player.id}` });
    const { activeId, historicId, activeParties, historicParties } = await storeGameData(player.id);
    const own = (await createLeague(player, 'Eigen Poule')).json();
    const friend = await uniquePlayer();
    const friends = (await createLeague(friend, 'Vriendenpoule')).json();
    await joinLeague(player, friends.id);
    await joinLeague(friend, own.id);

    const res = await injectAs(t, player, { method: 'GET', url: EXPORT_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="zetelpoule-gegevens-${player.username}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = DataExportSchema.parse(res.json());

    expect(data.profile).toMatchObject({
      id: player.id,
      username: player.username,
      email: player.email,
      avatar: 'https://example.nl/ik.png',
      show_real_name: false,
      is_email_verified: true,
    });
    expect(data.sign_in_methods).toEqual({
      password: true,
      social: [{ provider: 'google-oauth2', linked_at: expect.any(String) }],
    });
    expect(res.body).not.toContain('argon2');

    const byElection = new Map(data.predictions.map((p) => [p.election.id, p]));
    expect(byElection.get(activeId)).toMatchObject({
      country_turnout: 78.3,
      first_municipality: 'Vlieland',
      captain_party: activeParties[2]!.name,
      seats: [
        { seat_number: 0, party_id: activeParties[0]!.id, party: activeParties[0]!.name },
        { seat_number: 1, party_id: activeParties[1]!.id, party: activeParties[1]!.name },
      ],
      turnout: [{ municipality: 'Amsterdam', turnout: 70.2 }],
      biggest_party: [{ municipality: 'Amsterdam', party: activeParties[1]!.name }],
    });
    expect(byElection.get(historicId)).toMatchObject({
      country_turnout: 78,
      seats: [{ seat_number: 7, party: historicParties[3]!.name }],
    });
    // The active election's predictions are still open: its points would reveal results
    // players may not see yet (docs/decisions/050-results-before-the-deadline.md), so only the historic one is there.
    expect(data.scores).toEqual([
      expect.objectContaining({
        election: expect.objectContaining({ id: historicId }),
        top3_parties_points: 7,
        total_points: 27,
      }),
    ]);
    expect(JSON.stringify(data.scores)).not.toContain(`"id":${activeId},`);
    expect(data.subleague_memberships).toEqual([
      expect.objectContaining({ id: own.id, name: 'Eigen Poule', is_creator: true }),
      expect.objectContaining({ id: friends.id, name: 'Vriendenpoule', is_creator: false }),
    ]);
    expect(data.created_subleagues).toEqual([
      expect.objectContaining({ id: own.id, name: 'Eigen Poule', member_count: 2 }),
    ]);
    // Nothing about the other player beyond the names of shared sub-leagues.
    expect(res.body).not.toContain(friend.email);
  });

  it('holds the mail switches, every reminder claimed and the nudges got and given', async () => {
    const db = t.database.db;
    const player = await uniquePlayer();
    const friend = await uniquePlayer();
    const stranger = await uniquePlayer();
    const electionId = await activeElectionId(t);
    const [election] = await db.select().from(elections).where(eq(elections.id, electionId));
    const own = (await createLeague(player, 'Duwpoule')).json();
    const friends = (await createLeague(friend, 'Porpoule')).json();
    await joinLeague(friend, own.id);
    await joinLeague(player, friends.id);
    await joinLeague(stranger, friends.id);

    const fresh = DataExportSchema.parse(
      (await injectAs(t, player, { method: 'GET', url: EXPORT_URL })).json(),
    );
    // No switch was ever changed: every kind of mail is on, as the profile shows.
    expect(fresh.mail_preferences).toEqual({
      deadline: true,
      results: true,
      nudges: true,
      updated_at: null,
    });
    expect(fresh.reminder_deliveries).toEqual([]);
    expect(fresh.nudges).toEqual({ received: [], sent: [] });

    await db.insert(mailPreferences).values({ userId: player.id, nudges: false });
    const sentAt = new Date('2026-10-22T07:30:00Z');
    await db.insert(reminderDeliveries).values([
      { electionId, userId: player.id, kind: '7d', claimedAt: sentAt, sentAt },
      { electionId, userId: player.id, kind: '24h', claimedAt: new Date('2026-10-28T07:30:00Z') },
      { electionId, userId: friend.id, kind: '7d', claimedAt: sentAt, sentAt },
    ]);
    await db.insert(subleagueNudges).values([
      {
        subleagueId: friends.id,
        senderId: friend.id,
        recipientId: player.id,
        amsterdamDay: '2026-10-20',
      },
      {
        subleagueId: own.id,
        senderId: player.id,
        recipientId: friend.id,
        amsterdamDay: '2026-10-21',
      },
      {
        subleagueId: friends.id,
        senderId: friend.id,
        recipientId: stranger.id,
        amsterdamDay: '2026-10-21',
      },
    ]);

    const res = await injectAs(t, player, { method: 'GET', url: EXPORT_URL });
    expect(res.statusCode).toBe(200);
    const data = DataExportSchema.parse(res.json());
    expect(data.mail_preferences).toEqual({
      deadline: true,
      results: true,
      nudges: false,
      updated_at: expect.any(String),
    });
    expect(data.reminder_deliveries).toEqual([
      {
        election: { id: electionId, name: election!.name },
        kind: '7d',
        claimed_at: sentAt.toISOString(),
        sent_at: sentAt.toISOString(),
      },
      {
        election: { id: electionId, name: election!.name },
        kind: '24h',
        claimed_at: '2026-10-28T07:30:00.000Z',
        sent_at: null,
      },
    ]);
    expect(data.nudges).toEqual({
      received: [
        {
          subleague: { id: friends.id, name: 'Porpoule' },
          day: '2026-10-20',
          created_at: expect.any(String),
        },
      ],
      sent: [
        {
          subleague: { id: own.id, name: 'Duwpoule' },
          day: '2026-10-21',
          created_at: expect.any(String),
        },
      ],
    });
    // The other players of a nudge stay out of it.
    for (const other of [friend, stranger]) {
      expect(res.body).not.toContain(other.username);
      expect(res.body).not.toContain(other.email);
    }
  });

  it('needs a signed-in player', async () => {
    const res = await t.app.inject({ method: 'GET', url: EXPORT_URL });
    expect(res.statusCode).toBe(401);
  });
});
