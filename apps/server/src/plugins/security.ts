import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers with a strict CSP: no inline scripts, nothing from other origins
 * (the ALTCHA captcha is self-hosted proof-of-work and runs in a worker from 'self').
 */
async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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
    // DESIGN §5.7: tokens pass through the social callback's URL; never leak it in a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityPlugin, { name: 'security' });
