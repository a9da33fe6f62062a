import { describe, expect, it } from 'vitest';
import { PushSubscriptionBodySchema, UpdatePushKindsBodySchema } from '../contract/push';
import { PUSH_ENDPOINT_MESSAGES, pushEndpointProblem } from './push-endpoint';
import { deadlinePush, electionNightKey, overtakenPush, resultsPush } from './push-payloads';

const production = { allowLoopbackHttp: false };
const development = { allowLoopbackHttp: true };

describe('which push endpoints the server posts to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGm4',
  ])('accepts the push service %s everywhere', (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBeUndefined();
    expect(pushEndpointProblem(endpoint, development)).toBeUndefined();
  });

  it('accepts an http endpoint on the loopback interface outside production only', () => {
    for (const endpoint of [
      'http://127.0.0.1:4567/push/1',
      'http://localhost:80/x',
      'http://[::1]:9/p',
    ]) {
      expect(pushEndpointProblem(endpoint, development)).toBeUndefined();
      expect(pushEndpointProblem(endpoint, production)).toBe(PUSH_ENDPOINT_MESSAGES.notHttps);
    }
  });

  it('refuses plain http to any other host, even in development', () => {
    expect(pushEndpointProblem('http://push.example.com/x', development)).toBe(
      PUSH_ENDPOINT_MESSAGES.notHttps,
    );
  });

  it.each([
    'https://localhost/x',
    'https://127.0.0.1/x',
    'https://10.1.2.3/x',
    'https://172.20.0.1/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/x',
    'https://printer.localhost/x',
  ])('refuses %s in production: it is not a push service on the internet', (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBe(PUSH_ENDPOINT_MESSAGES.privateHost);
  });

  it.each([
    '',
    'not a url',
    'ftp://push.example.com/x',
    'https://user:pw@push.example.com/x',
    'javascript:alert(1)',
  ])('refuses %j', (endpoint) => {
    expect(pushEndpointProblem(endpoint, development)).toBeDefined();
  });
});

describe("the browser's subscription body", () => {
  const keys = {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
  it('takes what PushSubscription.toJSON() gives', () => {
    const body = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', expirationTime: null, keys };
    expect(PushSubscriptionBodySchema.parse(body)).toEqual(body);
  });
  it('refuses missing or malformed keys in Dutch', () => {
    const missing = PushSubscriptionBodySchema.safeParse({ endpoint: 'https://a.example/x' });
    expect(missing.error?.issues[0]?.message).toBe('De sleutels van je browser ontbreken.');
    const bad = PushSubscriptionBodySchema.safeParse({
      endpoint: 'https://a.example/x',
      keys: { ...keys, auth: 'kort' },
    });
    expect(bad.error?.issues[0]?.message).toBe('De sleutel van je browser is ongeldig.');
  });
  it('refuses an endpoint with characters no URL has (a NUL would reach PostgreSQL)', () => {
    for (const endpoint of [
      'https://a.example/\u0000',
      'https://a.example/ é',
      'https://a.example/\ud800',
    ]) {
      const result = PushSubscriptionBodySchema.safeParse({ endpoint, keys });
      expect(result.error?.issues[0]?.message).toBe('Dit is geen geldig pushadres van je browser.');
    }
  });
  it('needs at least one kind to change, and nothing else', () => {
    expect(UpdatePushKindsBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Kies minstens één melding.',
    );
    expect(UpdatePushKindsBodySchema.safeParse({ results: 'ja' }).success).toBe(false);
    expect(UpdatePushKindsBodySchema.safeParse({ mails: true }).success).toBe(false);
    expect(UpdatePushKindsBodySchema.parse({ overtaken: false })).toEqual({ overtaken: false });
  });
});

describe('the notification texts', () => {
  it('a deadline reminder says how much is done and when it closes, in Amsterdam time', () => {
    const payload = deadlinePush({
      kind: '24h',
      electionName: 'Tweede Kamer 2025',
      deadline: new Date('2025-10-29T06:30:00Z'),
      progress: { finished: 3, sections: 7 },
    });
    expect(payload).toEqual({
      kind: 'deadline',
      title: 'Nog 24 uur voor Tweede Kamer 2025',
      body: 'Je hebt 3 van de 7 onderdelen af. Meedoen kan tot woensdag 29 oktober 2025 om 07:30.',
      url: '/dashboard',
      tag: 'deadline',
    });
    expect(
      deadlinePush({ kind: '2h', electionName: 'X', deadline: new Date('2025-10-29T06:30:00Z') })
        .body,
    ).toMatch(/^Je hebt nog niets voorspeld\./);
  });

  it('the results carry the points and the national rank', () => {
    const payload = resultsPush({ electionName: 'TK 2025', points: 412, rank: 3, players: 1250 });
    expect(payload.title).toBe('De uitslag is binnen');
    expect(payload.body).toBe(
      'TK 2025: je hebt 412 punten en staat 3e van 1250 in de Nationale Poule.',
    );
    expect(resultsPush({ electionName: 'X', points: 1, rank: 1, players: 1 }).body).toContain(
      '1 punt en',
    );
  });

  it('being overtaken names the sub-league and who passed', () => {
    const payload = overtakenPush({ subleagueName: 'Kantoor', passedBy: 'jan' });
    expect(payload.title).toBe('Je bent ingehaald in Kantoor');
    expect(payload.body).toBe('jan ging je voorbij. Kijk hoe je ervoor staat.');
    expect(payload.url).toBe('/league');
  });
});

describe('the election night a moment belongs to', () => {
  it('runs from noon to noon in Amsterdam, so after midnight is still the same night', () => {
    // 29 October 2025, 21:00 and 02:00 the next morning (CET, UTC+1).
    expect(electionNightKey(new Date('2025-10-29T20:00:00Z'))).toBe('2025-10-29');
    expect(electionNightKey(new Date('2025-10-30T01:00:00Z'))).toBe('2025-10-29');
    expect(electionNightKey(new Date('2025-10-30T10:59:00Z'))).toBe('2025-10-29');
    expect(electionNightKey(new Date('2025-10-30T11:00:00Z'))).toBe('2025-10-30');
  });
});
