import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionBody } from '@zetelpoule/shared';

/*
 * A browser and a push service for the push tests (not part of the product): the browser holds
 * the keys of RFC 8291 and decrypts what arrives; the push service is a loopback HTTP server that
 * answers each request with the status the test chooses.
 */

export interface TestBrowser {
  subscription(endpoint: string): PushSubscriptionBody;
  /** RFC 8291 (aes128gcm, RFC 8188): the plaintext of an encrypted push body. */
  decrypt(body: Buffer): string;
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

export function testBrowser(): TestBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const uaPublic = ecdh.getPublicKey();
  const authSecret = randomBytes(16);
  return {
    subscription: (endpoint) => ({
      endpoint,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    }),
    decrypt(body) {
      // The header of RFC 8188 §2.1: salt (16), record size (4), key id length (1), key id.
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error('more than one record');
      // RFC 8291 §3.3–3.4: the shared secret, mixed with the auth secret and both public keys.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = hkdf(ecdhSecret, authSecret, keyInfo, 32);
      const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) {
        throw new Error('no final-record delimiter');
      }
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * RFC 8292: the `vapid t=<JWT>, k=<key>` header, checked as a push service does: the key, the
 * ES256 signature under it, the audience and the expiry. Answers the JWT's claims.
 */
export function verifyVapid(
  authorization: string | undefined,
  expected: { publicKey: string; audience: string },
): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expected.publicKey) throw new Error('signed with another key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad VAPID signature');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (parsed.aud !== expected.audience) throw new Error(`audience ${parsed.aud}`);
  if (parsed.exp * 1000 < Date.now()) throw new Error('expired');
  return parsed;
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** The status each path answers (default 201). */
  statusOf: Map<string, number>;
  /** Resolves once `count` pushes in all arrived. */
  waitFor(count: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = statusOf.get(request.url ?? '') ?? 201;
      response.end();
      for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    statusOf,
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve) => waiters.push({ count, resolve: () => resolve(received) }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
