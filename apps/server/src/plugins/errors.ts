import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../errors';

const INTERNAL_MESSAGE = 'Er is een onverwachte fout opgetreden. Probeer het later opnieuw.';

/** Zod issues -> DESIGN §7 field errors, keyed by the top-level field that failed. */
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
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (err instanceof SyntaxError && status === 400)
          ? 'De verzonden JSON is ongeldig.'
          : err.message;
      return reply.status(status).send({ error: errorCodeFor(status, err.code), message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'internal_error', message: INTERNAL_MESSAGE });
  });
}

function errorCodeFor(status: number, fastifyCode: string | undefined): string {
  switch (status) {
    case 400:
      return fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'invalid_json' : 'bad_request';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    default:
      return 'bad_request';
  }
}

export default fp(errorsPlugin, { name: 'errors' });
