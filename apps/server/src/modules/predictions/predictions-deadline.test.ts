import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DeadlineInfoSchema, DeadlinePassedBodySchema, PREDICTION_PATHS } from '@zetelpoule/shared';
import { createUser } from '../../../test/helper';
import { elections } from '../../db/schema';
import { DAY_MS, usePredictionsApp } from './predictions.test-support';

/* The prediction deadline through the real app: writes locked, deadline-info. */

const s = usePredictionsApp();
const { t, post, get, municipality, setDeadline, stored, validWrites, partyIds } = s;

describe('the deadline', () => {
  it('answers 423 to every write after the deadline and changes nothing', async () => {
    const user = await createUser(t);
    for (const [url, payload] of validWrites()) {
      if (url !== PREDICTION_PATHS.resetSeats) await post(user, url, payload);
    }
    await post(user, PREDICTION_PATHS.seat, { seat_number: 1, party_id: partyIds[1] });
    const late = await createUser(t);
    const before = await stored(user.id);
    expect(before.seats).toHaveLength(2);

    await setDeadline(new Date(Date.now() - 1000));
    const [election] = await t.database.db
      .select()
      .from(elections)
      .where(eq(elections.id, s.electionId));
    const writes: [string, unknown][] = [
      ...validWrites(),
      [PREDICTION_PATHS.seat, { seat_number: 1, party_id: partyIds[5] }],
      [
        PREDICTION_PATHS.turnout,
        { municipality_id: municipality('Amsterdam'), predicted_turnout: 10 },
      ],
      // Even a write that would also be invalid is refused for the deadline.
      [PREDICTION_PATHS.seat, { seat_number: 149, party_id: s.foreignPartyId }],
    ];
    for (const who of [user, late]) {
      for (const [url, payload] of writes) {
        const res = await post(who, url, payload);
        expect(res.statusCode, url).toBe(423);
        const body = DeadlinePassedBodySchema.parse(res.json());
        expect(body).toEqual({
          error: 'deadline_passed',
          message: 'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
          election_date: election!.electionDate.toISOString(),
          deadline_passed: true,
        });
      }
    }
    expect(await stored(user.id)).toEqual(before);
    expect((await stored(late.id)).predictionRows).toBe(0);
    // Reading stays possible.
    expect((await get(user, PREDICTION_PATHS.active)).statusCode).toBe(200);
  });

  it('locks from the deadline moment itself', async () => {
    const user = await createUser(t);
    await setDeadline(new Date(Date.now() + 60_000));
    expect((await post(user, PREDICTION_PATHS.captain, { party_id: partyIds[0] })).statusCode).toBe(
      200,
    );
    await setDeadline(new Date(Date.now() - 1));
    expect((await post(user, PREDICTION_PATHS.captain, { party_id: partyIds[1] })).statusCode).toBe(
      423,
    );
    expect((await stored(user.id)).prediction!.captainPartyId).toBe(partyIds[0]);
  });

  it('deadline-info tells the time remaining and the deadline while open', async () => {
    const user = await createUser(t);
    // 2 days, 3 hours, 4 minutes and a half from now.
    const deadline = new Date(Date.now() + 2 * DAY_MS + 3 * 3_600_000 + 4 * 60_000 + 30_000);
    deadline.setUTCMilliseconds(0);
    await setDeadline(deadline);
    const res = await get(user, PREDICTION_PATHS.deadlineInfo);
    expect(res.statusCode).toBe(200);
    const info = DeadlineInfoSchema.parse(res.json());
    expect(info).toMatchObject({
      predictions_locked: false,
      deadline_passed: false,
      deadline_active: true,
      election_name: expect.any(String),
      predictions_deadline: deadline.toISOString(),
      time_remaining: { days: 2, hours: 3, minutes: 4 },
    });
    const shown = new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      dateStyle: 'full',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(deadline);
    expect(info.status_message).toBe(`Je kunt je voorspellingen nog wijzigen tot ${shown}.`);
  });

  it('deadline-info says locked, with no time remaining, once the deadline has passed', async () => {
    const user = await createUser(t);
    const deadline = new Date(Date.now() - DAY_MS);
    await setDeadline(deadline);
    const info = DeadlineInfoSchema.parse((await get(user, PREDICTION_PATHS.deadlineInfo)).json());
    expect(info).toMatchObject({
      predictions_locked: true,
      deadline_passed: true,
      deadline_active: true,
      predictions_deadline: deadline.toISOString(),
      status_message:
        'De deadline is verstreken. Voorspellingen kunnen niet meer worden gewijzigd.',
      results_final: false,
      time_remaining: null,
    });
  });

  it('deadline-info says when the admin has marked the result final', async () => {
    const user = await createUser(t);
    await setDeadline(new Date(Date.now() - DAY_MS));
    const finalAt = (isFinal: boolean) =>
      t.database.db.update(elections).set({ isFinal }).where(eq(elections.id, s.electionId));
    await finalAt(true);
    try {
      const info = DeadlineInfoSchema.parse(
        (await get(user, PREDICTION_PATHS.deadlineInfo)).json(),
      );
      expect(info).toMatchObject({ predictions_locked: true, results_final: true });
    } finally {
      await finalAt(false);
    }
  });
});
