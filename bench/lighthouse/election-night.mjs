// /uitslag as a player meets it on election night, for bench/lighthouse/run.mjs: the signed-in
// admin has a prediction, the active election has provisional results (a seat projection and a
// first municipality), and while Lighthouse loads the page one more municipality reports through
// the admin API, so the live stream brings a change during the load.

const ADMIN = '/api/auth/admin/election-results/';

async function call(origin, access, method, url, body) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** 40, 30 and 20 seats for the first three lists, the rest spread over the others. */
function projection(parties, seatCount) {
  const sorted = [...parties].sort((a, b) => a.list_number - b.list_number);
  const rest = sorted.slice(3);
  const left = seatCount - 90;
  const seats = new Map();
  rest.forEach((party, i) =>
    seats.set(party.id, Math.floor(left / rest.length) + (i < left % rest.length ? 1 : 0)),
  );
  sorted.slice(0, 3).forEach((party, i) => seats.set(party.id, [40, 30, 20][i]));
  return seats;
}

/**
 * Seeds the evening and returns `reportNext()`, which enters one more municipality's turnout and
 * biggest party (a different one on each call) and resolves when the server has taken it.
 */
export async function prepareElectionNight(origin, access) {
  const elections = await call(origin, access, 'GET', ADMIN);
  const active = elections.find((e) => e.is_active);
  if (!active) throw new Error('No active election to put results in.');
  const election = await call(origin, access, 'GET', `${ADMIN}${active.id}/`);
  const base = `${ADMIN}${election.id}/`;
  const byList = [...election.parties].sort((a, b) => a.list_number - b.list_number);
  const towns = election.played_municipalities;
  const actual = projection(election.parties, election.seat_count);

  // The player's prediction: the projection, but a few seats off for the lists 4–7, and the
  // turnout and biggest party of every played municipality.
  const mine = new Map(actual);
  for (const [i, party] of byList.slice(3, 7).entries()) {
    const shift = i % 2 === 0 ? 1 : -1;
    mine.set(party.id, mine.get(party.id) + shift);
  }
  await call(origin, access, 'PUT', '/api/auth/predictions/seats/', {
    party_seats: [...mine].map(([party_id, seats]) => ({ party_id, seats })),
  });
  for (const [i, town] of towns.entries()) {
    await call(origin, access, 'POST', '/api/auth/predictions/turnout/update/', {
      municipality_id: town.id,
      predicted_turnout: 70 + (i % 7),
    });
    await call(origin, access, 'POST', '/api/auth/predictions/biggest-party/update/', {
      municipality_id: town.id,
      party_id: byList[i % 3].id,
    });
  }

  // The provisional result so far.
  await call(origin, access, 'POST', `${base}seats/`, {
    party_seats: [...actual].map(([party_id, seat_count]) => ({ party_id, seat_count })),
  });
  const turnout = [];
  const biggest = [];
  let next = 0;
  const reportNext = async () => {
    const town = towns[next % towns.length];
    next++;
    // The admin API replaces the whole set: the earlier municipalities are sent along.
    if (!turnout.some((row) => row.municipality_id === town.id)) {
      turnout.push({ municipality_id: town.id, actual_turnout: 71 + (next % 5) });
      biggest.push({
        municipality_id: town.id,
        winning_party_id: byList[next % 2].id,
        vote_percentage: null,
      });
    }
    await call(origin, access, 'POST', `${base}turnout/`, { turnout_results: turnout });
    await call(origin, access, 'POST', `${base}biggest-party/`, { biggest_party_results: biggest });
  };
  await reportNext();
  return { reportNext };
}
