import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers with a strict CSP: no inline scripts, nothing from other origins
 * (the ALTCHA captcha is self-hosted proof-of-work and runs in a worker from 'self').
 */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Scripts stay strict; inline styles are allowed because accessible primitives (Radix
      // dialogs' scroll lock) and the ALTCHA widget inject <style> elements
      // (docs/decisions/006-csp-inline-styles.md).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Tokens pass through the social callback's URL; never leak it in a Referer.
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sends with HELMET_OPTIONS, names in helmet's spelling, taken from one
 * request to a throwaway instance. They depend on the options only, never on the request.
 */
export async function helmetHeaders(): Promise<[name: string, value: string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  let headers: [string, string][] = [];
  probe.get('/', (_request, reply) => {
    // Only helmet has written to the raw response when the handler runs.
    // getRawHeaderNames (Node ≥ 15.13) keeps helmet's spelling; @types/node lacks it here.
    const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
    headers = raw.getRawHeaderNames().map((name) => [name, String(raw.getHeader(name))]);
    return '';
  });
  await probe.inject({ url: '/' });
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

// The header set depends on HELMET_OPTIONS only: one computation serves every app in the process.
let computed: Promise<[string, string][]> | undefined;
let ready: [string, string][] = [];

/** Writes the security headers on a raw response, as helmet does. */
export function setSecurityHeaders(raw: { setHeader(name: string, value: string): unknown }) {
  for (const [name, value] of ready) raw.setHeader(name, value);
}

/**
 * Every response, 404s and errors included, carries the same security headers. @fastify/helmet
 * builds a new helmet middleware per request, re-parsing the CSP directives each time (a fifth
 * of a trivial route's server time, bench/README.md); the header set is computed once here and
 * written in one hook, on the raw response as helmet does, so the error handler keeps them.
 * Requests refused before routing get them from errors.ts (frameworkErrors), which runs no hook.
 */
async function securityPlugin(app: FastifyInstance) {
  computed ??= helmetHeaders();
  ready = await computed;
  app.addHook('onRequest', (_request, reply, done) => {
    setSecurityHeaders(reply.raw);
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });
