import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../errors';
import { isDatabaseOutage } from '../lib/outage';
import { setSecurityHeaders } from './security';

const INTERNAL_MESSAGE = 'Er is een onverwachte fout opgetreden. Probeer het later opnieuw.';
const DATABASE_OUTAGE = {
  error: 'service_unavailable',
  message:
    'De server kan de gegevens nu niet bereiken. Probeer het over een paar seconden opnieuw.',
} as const;

// Zod's own messages (a wrong type, an unknown enum value) in Dutch, like the contract's.
z.config(z.locales.nl());

/**
 * Errors Fastify raises itself, by code: the app's code and a Dutch message. Fastify's own
 * messages echo the URL or the content type; they never reach a client.
 */
const FASTIFY_ERRORS: Record<string, { error: string; message: string }> = {
  FST_ERR_BAD_URL: { error: 'bad_url', message: 'Het adres van dit verzoek is ongeldig.' },
  FST_ERR_MAX_PARAM_LENGTH: { error: 'uri_too_long', message: 'Het adres is te lang.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    error: 'invalid_json',
    message: 'De verzonden JSON is ongeldig.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    error: 'invalid_json',
    message: 'De verzonden JSON is leeg.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: 'payload_too_large', message: 'Het verzoek is te groot.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    error: 'unsupported_media_type',
    message: 'Dit soort inhoud wordt niet ondersteund: stuur JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    error: 'bad_request',
    message: 'De lengte van het verzoek klopt niet.',
  },
};

/** By status, for every other 4xx raised outside the app (plugins, the router). */
const STATUS_ERRORS: Record<number, { error: string; message: string }> = {
  400: { error: 'bad_request', message: 'Het verzoek is ongeldig.' },
  404: { error: 'not_found', message: 'Niet gevonden.' },
  405: { error: 'method_not_allowed', message: 'Deze methode is hier niet toegestaan.' },
  406: { error: 'not_acceptable', message: 'Dit antwoordformaat wordt niet ondersteund.' },
  413: FASTIFY_ERRORS.FST_ERR_CTP_BODY_TOO_LARGE!,
  414: FASTIFY_ERRORS.FST_ERR_MAX_PARAM_LENGTH!,
  415: FASTIFY_ERRORS.FST_ERR_CTP_INVALID_MEDIA_TYPE!,
};

/** A 4xx Fastify or a plugin raised, in the error format, never with the request in it. */
function clientErrorBody(status: number, fastifyCode: string | undefined, err: Error) {
  const known = fastifyCode ? FASTIFY_ERRORS[fastifyCode] : undefined;
  if (known) return known;
  // secure-json-parse throws a SyntaxError for malformed JSON and for __proto__ keys.
  if (err instanceof SyntaxError && status === 400) {
    return FASTIFY_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!;
  }
  return STATUS_ERRORS[status] ?? STATUS_ERRORS[400]!;
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot read (bad percent-encoding) or a
 * path parameter over maxParamLength. These are answered before any route or hook runs, so the
 * headers every API answer carries (the security headers too) are set here.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ code: err.code }, 'request refused before routing');
  setSecurityHeaders(reply.raw);
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(clientErrorBody(status, err.code, err));
}

/** Zod issues -> field errors (docs/architecture.md#errors), keyed by the top-level field. */
function fieldErrorsFrom(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const [field, ...rest] = issue.instancePath.split('/').filter(Boolean);
    const key = field ?? 'non_field_errors';
    const where = rest.length > 0 ? ` (${rest.join('.')})` : '';
    (fields[key] ??= []).push(`${issue.message ?? 'Ongeldige waarde.'}${where}`);
  }
  return fields;
}

/**
 * The one error handler: every error body has `error` and `message`; 4xx keep their meaning,
 * 5xx are logged in full and answered without details (no stack traces to clients).
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ error: err.code, message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldErrorsFrom(err.validation);
      const first = Object.values(fields)[0]?.[0];
      return reply.status(400).send({
        error: 'validation_error',
        message: first ?? 'De invoer is ongeldig.',
        ...fields,
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ error: 'internal_error', message: INTERNAL_MESSAGE });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        error: 'rate_limited',
        message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
      });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(clientErrorBody(status, err.code, err));
    }
    if (isDatabaseOutage(err)) {
      request.log.error({ err }, 'database unreachable');
      return reply.status(503).header('retry-after', '5').send(DATABASE_OUTAGE);
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'internal_error', message: INTERNAL_MESSAGE });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
