import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PREDICTION_PATHS } from '@zetelpoule/shared';
import { createUser } from '../../../test/helper';
import { electionFirstCountCandidates, municipalities } from '../../db/schema';
import { usePredictionsApp } from './predictions.test-support';

/* The municipality predictions through the real app: turnout, biggest party and first to finish counting. */

const s = usePredictionsApp();
const { t, post, get, municipality, stored, partyIds } = s;

describe('municipality turnout', () => {
  it('saves a played municipality, a comma counting as a dot, stored in tenths', async () => {
    const user = await createUser(t);
    const utrecht = municipality('Utrecht');
    const res = await post(user, PREDICTION_PATHS.turnout, {
      municipality_id: utrecht,
      predicted_turnout: '55,5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      municipality_id: utrecht,
      region_id: utrecht,
      predicted_turnout: 55.5,
      updated_at: expect.any(String),
    });
    expect((await stored(user.id)).turnouts).toEqual([{ m: utrecht, tenths: 555 }]);
    // Overwriting keeps one row; the edges 0 and 100 are allowed.
    await post(user, PREDICTION_PATHS.turnout, {
      municipality_id: utrecht,
      predicted_turnout: 100,
    });
    expect((await stored(user.id)).turnouts).toEqual([{ m: utrecht, tenths: 1000 }]);
    await post(user, PREDICTION_PATHS.turnout, {
      municipality_id: utrecht,
      predicted_turnout: '0',
    });
    expect((await stored(user.id)).turnouts).toEqual([{ m: utrecht, tenths: 0 }]);
  });

  it.each([
    [100.5, 'De opkomst kan niet hoger zijn dan 100%'],
    ['100,1', 'De opkomst kan niet hoger zijn dan 100%'],
    [-1, 'De opkomst kan niet negatief zijn'],
    ['-1', 'De opkomst kan niet negatief zijn'],
    ['abc', 'Vul een geldig getal in'],
    [12.34, 'Vul een geldig getal in'],
    ['12,34', 'Vul een geldig getal in'],
    ['', 'Vul een geldig getal in'],
    [null, 'Vul een geldig getal in'],
  ])('refuses %j with "%s" and stores nothing', async (value, message) => {
    const user = await createUser(t);
    const res = await post(user, PREDICTION_PATHS.turnout, {
      municipality_id: municipality('Amsterdam'),
      predicted_turnout: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'validation_error',
      message,
      predicted_turnout: [message],
    });
    expect((await stored(user.id)).predictionRows).toBe(0);
  });

  it('refuses a municipality that is not played in this election', async () => {
    const user = await createUser(t);
    for (const id of [s.unplayedMunicipalityId, 999_999]) {
      const res = await post(user, PREDICTION_PATHS.turnout, {
        municipality_id: id,
        predicted_turnout: 60,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation_error',
        message: 'Deze gemeente doet niet mee aan deze verkiezing.',
        municipality_id: ['Deze gemeente doet niet mee aan deze verkiezing.'],
      });
    }
    for (const id of [0, 1e10, '5', null]) {
      const res = await post(user, PREDICTION_PATHS.turnout, {
        municipality_id: id,
        predicted_turnout: 60,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('municipality_id');
    }
    expect((await stored(user.id)).predictionRows).toBe(0);
  });
});

describe('biggest party per municipality', () => {
  it('saves and overwrites the party for a played municipality', async () => {
    const user = await createUser(t);
    const breda = municipality('Breda');
    const res = await post(user, PREDICTION_PATHS.biggestParty, {
      municipality_id: breda,
      party_id: partyIds[2],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      municipality_id: breda,
      region_id: breda,
      party_id: partyIds[2],
      updated_at: expect.any(String),
    });
    await post(user, PREDICTION_PATHS.biggestParty, {
      region_id: breda,
      party_id: partyIds[3],
    });
    expect((await stored(user.id)).biggest).toEqual([{ m: breda, party: partyIds[3] }]);
  });

  it('refuses an unplayed municipality and a party of another election', async () => {
    const user = await createUser(t);
    const unplayed = await post(user, PREDICTION_PATHS.biggestParty, {
      municipality_id: s.unplayedMunicipalityId,
      party_id: partyIds[0],
    });
    expect(unplayed.statusCode).toBe(400);
    expect(unplayed.json()).toHaveProperty('municipality_id');
    const foreign = await post(user, PREDICTION_PATHS.biggestParty, {
      municipality_id: municipality('Breda'),
      party_id: s.foreignPartyId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      error: 'validation_error',
      message: 'Deze partij doet niet mee aan deze verkiezing.',
      party_id: ['Deze partij doet niet mee aan deze verkiezing.'],
    });
    expect((await stored(user.id)).predictionRows).toBe(0);
  });
});

describe('first municipality to finish counting', () => {
  it('accepts a candidate by name in any case and answers its proper spelling', async () => {
    const user = await createUser(t);
    const res = await post(user, PREDICTION_PATHS.selectMunicipality, {
      municipality_name: '  vLIELAND ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ municipality_name: 'Vlieland', updated_at: expect.any(String) });
    const [candidate] = await t.database.db
      .select({ id: municipalities.id })
      .from(electionFirstCountCandidates)
      .innerJoin(municipalities, eq(municipalities.id, electionFirstCountCandidates.municipalityId))
      .where(
        and(
          eq(electionFirstCountCandidates.electionId, s.electionId),
          eq(municipalities.name, 'Vlieland'),
        ),
      );
    expect((await stored(user.id)).prediction!.firstMunicipalityId).toBe(candidate!.id);
    await post(user, PREDICTION_PATHS.selectMunicipality, { municipality_name: 'Rozendaal' });
    expect((await get(user, PREDICTION_PATHS.active)).json().selected_municipality).toEqual({
      municipality_name: 'Rozendaal',
    });
  });

  it('refuses a municipality that is not one of the three choices', async () => {
    const user = await createUser(t);
    for (const name of ['Amsterdam', 'Atlantis', '%']) {
      const res = await post(user, PREDICTION_PATHS.selectMunicipality, {
        municipality_name: name,
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({
        error: 'validation_error',
        message: 'Kies een van de gemeenten van de vraag over de eerste telling.',
        municipality_name: ['Kies een van de gemeenten van de vraag over de eerste telling.'],
      });
    }
    for (const name of ['', '   ', 42, 'x'.repeat(101)]) {
      const res = await post(user, PREDICTION_PATHS.selectMunicipality, {
        municipality_name: name,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('municipality_name');
    }
    expect((await stored(user.id)).predictionRows).toBe(0);
  });
});
