import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SubleagueListSchema } from '@zetelpoule/shared';
import { injectAs, useTestApp } from '../../../test/helper';
import { elections } from '../../db/schema';
import { activeElectionId, enterPool } from '../leagues/leagues.test-data';
import { privacyCalls } from './privacy.test-support';

/* Real names only for sub-league co-members who may see them, through the real app. */

const t = useTestApp();
const { uniquePlayer, createLeague, joinLeague, setShowRealName } = privacyCalls(t);

describe('real names', () => {
  it('starts with the name hidden and keeps the switch the player sets in the profile', async () => {
    const player = await uniquePlayer();
    const profile = await injectAs(t, player, { method: 'GET', url: '/api/auth/profile/' });
    expect(profile.json().show_real_name).toBe(false);

    expect((await setShowRealName(player, true)).show_real_name).toBe(true);
    const after = await injectAs(t, player, { method: 'GET', url: '/api/auth/profile/' });
    expect(after.json().show_real_name).toBe(true);

    // An update that does not mention the switch leaves it as it is.
    const res = await injectAs(t, player, {
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: { first_name: 'Anders', last_name: 'Genoemd', username: player.username },
    });
    expect(res.json().show_real_name).toBe(true);
  });

  it('refuses a switch value that is not true or false', async () => {
    const player = await uniquePlayer();
    const res = await injectAs(t, player, {
      method: 'PUT',
      url: '/api/auth/profile/update/',
      payload: {
        first_name: 'Test',
        last_name: 'Speler',
        username: player.username,
        show_real_name: 'ja',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().show_real_name).toEqual([expect.any(String)]);
  });

  it('shows sub-league co-members the name of a member who allows it, and no one else', async () => {
    const open = await uniquePlayer({ firstName: 'Geertruida', lastName: 'Openhart' });
    const hidden = await uniquePlayer({ firstName: 'Wolterus', lastName: 'Verborgen' });
    await setShowRealName(open, true);
    const league = (await createLeague(open, 'Naamgenoten')).json();
    await joinLeague(hidden, league.id);

    const seenByHidden = SubleagueListSchema.parse(
      (await injectAs(t, hidden, { method: 'GET', url: '/api/auth/league/subleagues/' })).json(),
    );
    const members = seenByHidden.find((l) => l.id === league.id)!.members;
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user: open.id, full_name: 'Geertruida Openhart' }),
        expect.objectContaining({ user: hidden.id, user_name: hidden.username, full_name: null }),
      ]),
    );
    expect(JSON.stringify(seenByHidden)).not.toContain('Wolterus');
    expect(JSON.stringify(seenByHidden)).not.toContain('Verborgen');

    // Switched off again: the co-members no longer see it.
    await setShowRealName(open, false);
    const later = (
      await injectAs(t, hidden, { method: 'GET', url: '/api/auth/league/subleagues/' })
    ).json();
    expect(JSON.stringify(later)).not.toContain('Geertruida');
  });

  it('never puts a real name in the national pool, the stats or a member prediction', async () => {
    const open = await uniquePlayer({ firstName: 'Hendrikje', lastName: 'Zichtbaar' });
    await setShowRealName(open, true);
    const stranger = await uniquePlayer();
    await enterPool(t, open.id, 5);
    await enterPool(t, stranger.id, 1);
    const db = t.database.db;
    const electionId = await activeElectionId(t);
    const [election] = await db.select().from(elections).where(eq(elections.id, electionId));
    // Member predictions open after the deadline.
    await db
      .update(elections)
      .set({ predictionsDeadline: new Date(Date.now() - 60_000) })
      .where(eq(elections.id, electionId));
    try {
      for (const url of [
        '/api/auth/league/global/?page_size=100',
        '/api/auth/league/stats/',
        `/api/auth/member-predictions/${open.id}/?global=true`,
      ]) {
        const res = await injectAs(t, stranger, { method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('Hendrikje');
        expect(res.body, url).not.toContain('Zichtbaar');
      }
    } finally {
      await db
        .update(elections)
        .set({ predictionsDeadline: election!.predictionsDeadline })
        .where(eq(elections.id, electionId));
    }
  });
});
